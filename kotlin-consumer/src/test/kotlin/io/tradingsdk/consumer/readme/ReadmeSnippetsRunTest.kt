package io.tradingsdk.consumer.readme

import io.tradingsdk.core.TradingClient
import io.tradingsdk.models.ChainId
import io.tradingsdk.models.Protocol
import io.tradingsdk.models.TradeType
import io.tradingsdk.models.swap.SwapState
import io.tradingsdk.models.quote.QuoteRequest
import io.tradingsdk.server.ReferenceServerExtension
import io.tradingsdk.server.ServerConfig
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.PrivateKey
import io.tradingsdk.wallet.EthRpcClient
import java.math.BigDecimal
import java.math.BigInteger
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.RegisterExtension

/** The README's Kotlin snippet does what its comments say, against the reference server. */
class ReadmeSnippetsRunTest {
    @Test
    fun `the coroutine snippet quotes, signs the permit and returns the swap transaction`() = runBlocking<Unit> {
        val signer = LocalSigner.of(PrivateKey.random())
        val request = QuoteRequest.builder()
            .type(TradeType.EXACT_INPUT).amount(BigInteger("1000000000"))
            .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
            .tokenIn("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48").tokenOut("0x0000000000000000000000000000000000000000")
            .swapper(signer.address().toChecksumHex()).slippageTolerance(BigDecimal("0.5"))
            .protocols(listOf(Protocol.V2, Protocol.V3, Protocol.V4))
            .build()

        val transaction = TradingClient.builder().baseUrl(SERVER.baseUrl().toString()).apiKey(ServerConfig.TEST_KEY)
            .build().use { client -> swapTransaction(client, signer, request) }

        assertThat(transaction.from()).isEqualToIgnoringCase(signer.address().toChecksumHex())
        assertThat(transaction.data()).startsWith("0x")
    }

    @Test
    fun `the follow snippet sends the swap, reads its receipt and polls swaps until SUCCESS`() = runBlocking<Unit> {
        val signer = LocalSigner.of(PrivateKey.random())
        val request = QuoteRequest.builder()
            .type(TradeType.EXACT_INPUT).amount(BigInteger("1000000000000000000")) // 1 ETH: native input, no approval
            .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
            .tokenIn("0x0000000000000000000000000000000000000000").tokenOut("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
            .swapper(signer.address().toChecksumHex()).slippageTolerance(BigDecimal("0.5"))
            .protocols(listOf(Protocol.V2, Protocol.V3, Protocol.V4))
            .build()

        val state = TradingClient.builder().baseUrl(SERVER.baseUrl().toString()).apiKey(ServerConfig.TEST_KEY)
            .build().use { client ->
                EthRpcClient.builder(SERVER.rpcUrl(1).toString()).build().use { rpc ->
                    sendAndFollow(client, rpc, signer, swapTransaction(client, signer, request))
                }
            }

        assertThat(state).isEqualTo(SwapState.SUCCESS)
    }

    companion object {
        @JvmField
        @RegisterExtension
        val SERVER: ReferenceServerExtension = ReferenceServerExtension.configured { }
    }
}
