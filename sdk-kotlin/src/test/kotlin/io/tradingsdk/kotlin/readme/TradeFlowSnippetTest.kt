package io.tradingsdk.kotlin.readme

import io.tradingsdk.core.TradingClient
import io.tradingsdk.server.ReferenceServerExtension
import io.tradingsdk.server.ServerConfig
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.PrivateKey
import io.tradingsdk.trade.PollPacer
import io.tradingsdk.trade.TradeEngine
import io.tradingsdk.trade.TradeStatus
import io.tradingsdk.wallet.EthRpcClient
import java.time.Duration
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.RegisterExtension

/** docs/trading-engine.md's Kotlin block settles a trade against the reference server's simulated chains. */
class TradeFlowSnippetTest {
    companion object {
        @JvmField
        @RegisterExtension
        val SERVER: ReferenceServerExtension = ReferenceServerExtension.configured { }
    }

    @Test
    fun `the guide's flow collects every event and awaits a settled trade`() = runBlocking<Unit> {
        TradingClient.builder().baseUrl(SERVER.baseUrl().toString()).apiKey(ServerConfig.TEST_KEY).build().use { client ->
            EthRpcClient.builder(SERVER.rpcUrl(1).toString()).build().use { node ->
                // The pacer moves the simulated chains' clock a block instead of sleeping the default 2 s per read
                // (as TradeCoroutinesTest's engine does): the snippet's flow and await are the same either way.
                val engine = TradeEngine.builder(client, LocalSigner.of(PrivateKey.random())).rpc(1, node)
                    .pacer(PollPacer { _, _ -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12)) })
                    .build()
                val result = sellUsdc(engine)
                assertThat(result.status()).`as`(result.toString()).isEqualTo(TradeStatus.SETTLED)
            }
        }
    }
}
