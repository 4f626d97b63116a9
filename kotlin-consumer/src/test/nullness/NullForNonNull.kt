package nullness

import io.tradingsdk.core.TradingClient
import io.tradingsdk.models.ChainId
import io.tradingsdk.models.approval.CheckApprovalRequest
import io.tradingsdk.models.quote.QuoteRequest
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.TypedData

// null where the SDK says non-null. Each line marked "error:" must fail with that diagnostic, and nothing else may.

fun nullForARequestField() {
    QuoteRequest.builder().tokenIn(null) // error: NULL_FOR_NONNULL_TYPE
}

fun nullForAnOperation(client: TradingClient) {
    client.quote(null) // error: NULL_FOR_NONNULL_TYPE
}

fun aNullableForARequestField(token: String?) {
    CheckApprovalRequest.builder().token(token).chainId(ChainId.MAINNET) // error: ARGUMENT_TYPE_MISMATCH
}

fun aNullableToSign(signer: LocalSigner, typedData: TypedData?) {
    signer.sign(typedData) // error: ARGUMENT_TYPE_MISMATCH
}
