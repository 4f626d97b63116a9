package nullness

import io.tradingsdk.models.PermitData
import io.tradingsdk.models.approval.CheckApprovalResponse
import io.tradingsdk.models.quote.QuoteResponse
import io.tradingsdk.models.wallet.DelegationDetails

// A @Nullable the SDK declares, read as if it could not be null. Each line marked "error:" must fail with that
// diagnostic, and nothing else may.

fun approvalTarget(response: CheckApprovalResponse): String =
    response.approval().to() // error: UNSAFE_CALL

fun permitOf(response: QuoteResponse): PermitData =
    response.permitData() // error: RETURN_TYPE_MISMATCH

fun delegate(details: DelegationDetails): Int {
    val address: String = details.currentDelegationAddress() // error: INITIALIZER_TYPE_MISMATCH
    return address.length
}
