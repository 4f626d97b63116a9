package io.tradingsdk.consumer

import io.tradingsdk.core.TradingClient
import io.tradingsdk.kotlin.ExperimentalTradingCoroutinesApi
import io.tradingsdk.kotlin.coroutines
import io.tradingsdk.models.ChainId
import io.tradingsdk.models.Protocol
import io.tradingsdk.models.TradeType
import io.tradingsdk.models.TransactionRequest
import io.tradingsdk.models.approval.CheckApprovalRequest
import io.tradingsdk.models.quote.BridgeQuote
import io.tradingsdk.models.quote.ChainedQuote
import io.tradingsdk.models.quote.ClassicQuote
import io.tradingsdk.models.quote.DutchQuote
import io.tradingsdk.models.quote.DutchQuoteV2
import io.tradingsdk.models.quote.DutchQuoteV3
import io.tradingsdk.models.quote.PriorityQuote
import io.tradingsdk.models.quote.Quote
import io.tradingsdk.models.quote.QuoteRequest
import io.tradingsdk.models.quote.QuoteResponse
import io.tradingsdk.models.quote.UnknownQuote
import io.tradingsdk.models.quote.WrapUnwrapQuote
import io.tradingsdk.models.swap.SwapRequest
import io.tradingsdk.models.swap.SwapState
import io.tradingsdk.models.swap.SwapsQuery
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.TypedData
import java.math.BigDecimal
import java.math.BigInteger

/**
 * What a Kotlin wallet app does with the SDK, written the way an app would: build requests, quote, sign the
 * permit, swap, follow the swap. It compiles with JSpecify nullness enforced as errors, so every `?` below is
 * one the SDK declares (`approval`, `permitData`), and everything else is used without a check.
 */
@OptIn(ExperimentalTradingCoroutinesApi::class)
class WalletSwaps(client: TradingClient, private val signer: LocalSigner) {
    private val trading = client.coroutines()

    /** The wallet's checksummed address: non-null, no `!!` needed. */
    val address: String = signer.address().toChecksumHex()

    /** The approval the wallet must send before swapping [amount] of [token], or null when Permit2 may move it. */
    suspend fun approvalNeeded(chain: ChainId, token: String, amount: BigInteger): TransactionRequest? =
        trading.checkApproval(
            CheckApprovalRequest.builder().walletAddress(address).token(token).amount(amount).chainId(chain).build(),
        ).approval()

    /** A pool-routed (CLASSIC) quote for selling [amount] of [tokenIn]. */
    suspend fun quote(chain: ChainId, tokenIn: String, tokenOut: String, amount: BigInteger): QuoteResponse =
        trading.quote(
            QuoteRequest.builder()
                .type(TradeType.EXACT_INPUT)
                .amount(amount)
                .tokenInChainId(chain)
                .tokenOutChainId(chain)
                .tokenIn(tokenIn)
                .tokenOut(tokenOut)
                .swapper(address)
                .slippageTolerance(BigDecimal("0.5"))
                .protocols(listOf(Protocol.V2, Protocol.V3, Protocol.V4))
                .build(),
        )

    /** The transaction that swaps [quote]: its permit (when the service sent one) signed with the wallet's key. */
    suspend fun swapTransaction(quote: QuoteResponse): TransactionRequest {
        val signature = quote.permitData()?.let { permit -> signer.sign(TypedData.from(permit)).toHex() }
        val request = if (signature == null) SwapRequest.fromQuote(quote) else SwapRequest.fromQuote(quote, signature)
        return trading.swap(request).swap()
    }

    /** The state of a broadcast swap, or null while the service does not know the hash yet. */
    suspend fun swapState(chain: ChainId, txHash: String): SwapState? =
        trading.getSwaps(SwapsQuery.builder().txHashes(listOf(txHash)).chainId(chain).build())
            .swaps().orElse(emptyList())
            .firstOrNull()
            ?.status()?.orElse(null)

    /** One line for the app's UI; `when` over the SDK's sealed [Quote] needs no `else`. */
    fun describe(quote: Quote): String = when (quote) {
        is ClassicQuote -> "swap via ${quote.routeString().orElse("pools")}"
        is WrapUnwrapQuote -> "${quote.routing().value().lowercase()} ${quote.input().amount()} wei"
        is BridgeQuote -> "bridge to chain ${quote.destinationChainId().id()}"
        is ChainedQuote -> "chained from chain ${quote.tokenInChainId().id()} to ${quote.tokenOutChainId().id()}"
        is DutchQuote, is DutchQuoteV2, is DutchQuoteV3, is PriorityQuote -> "gasless ${quote.routing()} order"
        is UnknownQuote -> "not supported by this app: ${quote.routing()}"
    }
}
