package io.tradingsdk.consumer.readme

import io.tradingsdk.core.TradingClient
import io.tradingsdk.kotlin.ExperimentalTradingCoroutinesApi
import io.tradingsdk.kotlin.coroutines
import io.tradingsdk.models.TransactionRequest
import io.tradingsdk.models.quote.QuoteRequest
import io.tradingsdk.models.swap.SwapRequest
import io.tradingsdk.signing.Signer
import io.tradingsdk.signing.TypedData
import kotlin.time.Duration.Companion.seconds
import kotlinx.coroutines.withTimeout

/** The README's Kotlin block, compiled here (JSpecify strict) and run by ReadmeSnippetsRunTest. */
@OptIn(ExperimentalTradingCoroutinesApi::class)
suspend fun swapTransaction(client: TradingClient, signer: Signer, request: QuoteRequest): TransactionRequest {
    // readme:kotlin-coroutines
    val trading = client.coroutines() // the client's operations as suspend functions, under the same names

    // Suspends without holding a thread (fine on Dispatchers.Main). Cancelling the coroutine, here by the timeout,
    // cancels the HTTP call, and its CancellationException arrives as is.
    val quote = withTimeout(10.seconds) { trading.quote(request) }

    // permitData is @Nullable in the SDK, so PermitData? here: null when Permit2 already lets the router spend.
    val signature = quote.permitData()?.let { permit -> signer.sign(TypedData.from(permit)).toHex() }
    val swap = if (signature == null) SwapRequest.fromQuote(quote) else SwapRequest.fromQuote(quote, signature)
    return trading.swap(swap).swap() // failures arrive typed: BadRequestException, RateLimitedException, ...
    // readme:end
}
