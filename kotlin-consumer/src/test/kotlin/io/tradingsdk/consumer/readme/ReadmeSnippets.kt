// readme:kotlin-coroutines
@file:OptIn(ExperimentalTradingCoroutinesApi::class) // or the compiler flag -opt-in=io.tradingsdk.kotlin.ExperimentalTradingCoroutinesApi

// readme:end

package io.tradingsdk.consumer.readme

// readme:kotlin-coroutines
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
// readme:end
// readme:kotlin-follow
import io.tradingsdk.kotlin.receipt
import io.tradingsdk.models.swap.SwapState
import io.tradingsdk.models.swap.SwapsQuery
import io.tradingsdk.wallet.EthRpcClient
import io.tradingsdk.wallet.TransactionSender
import kotlinx.coroutines.delay
// readme:end

/** The Kotlin blocks of the guides, compiled here (JSpecify strict) and run by ReadmeSnippetsRunTest. */
// readme:kotlin-coroutines

suspend fun swapTransaction(client: TradingClient, signer: Signer, request: QuoteRequest): TransactionRequest {
    val trading = client.coroutines() // the client's operations as suspend functions, under the same names

    // Suspends without holding a thread (fine on Dispatchers.Main). Cancelling the coroutine, here by the timeout,
    // cancels the HTTP call, and its CancellationException arrives as is.
    val quote = withTimeout(10.seconds) { trading.quote(request) }

    // permitData is @Nullable in the SDK, so PermitData? here: null when Permit2 already lets the router spend.
    val signature = quote.permitData()?.let { permit -> signer.sign(TypedData.from(permit)).toHex() }
    val swap = if (signature == null) SwapRequest.fromQuote(quote) else SwapRequest.fromQuote(quote, signature)
    return trading.swap(swap).swap() // failures arrive typed: BadRequestException, RateLimitedException, ...
}
// readme:end

// readme:kotlin-follow

/** Sends the swap's transaction, waits for its receipt, then polls GET /swaps until the service says it is final. */
suspend fun sendAndFollow(client: TradingClient, rpc: EthRpcClient, signer: Signer, swap: TransactionRequest): SwapState {
    val sender = TransactionSender.builder(rpc, signer).build()
    val pending = sender.coroutines().send(swap)     // fills fees, gas and nonce, signs, broadcasts
    val receipt = pending.receipt()                  // suspends; TransactionRevertedException when status() is 0
    val hash = receipt.transactionHash().toHex()     // also blockNumber(), gasUsed(), fee(), logs()

    val query = SwapsQuery.builder().addTxHashes(hash).chainId(swap.chainId()).build()
    while (true) {
        // swaps() and status() are java.util.Optional, not nullable: orElse(null) turns them into Kotlin's `?`.
        val state = client.coroutines().getSwaps(query).swaps().orElse(emptyList()).firstOrNull()?.status()?.orElse(null)
        if (state != null && state != SwapState.PENDING && state != SwapState.NOT_FOUND) {
            return state                             // SUCCESS, FAILED or EXPIRED
        }
        delay(2.seconds)
    }
}
// readme:end
