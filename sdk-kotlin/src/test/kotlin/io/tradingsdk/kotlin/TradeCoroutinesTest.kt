package io.tradingsdk.kotlin

import io.tradingsdk.core.TradingClient
import io.tradingsdk.server.ReferenceServerExtension
import io.tradingsdk.server.ServerConfig
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.PrivateKey
import io.tradingsdk.trade.PollPacer
import io.tradingsdk.trade.RoutePreference
import io.tradingsdk.trade.Trade
import io.tradingsdk.trade.TradeEngine
import io.tradingsdk.trade.TradeEvent
import io.tradingsdk.trade.TradeIntent
import io.tradingsdk.trade.TradeStatus
import io.tradingsdk.wallet.EthRpcClient
import java.math.BigDecimal
import java.time.Duration
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executor
import java.util.concurrent.TimeUnit
import java.util.function.LongFunction
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.flow.onEach
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.RegisterExtension

/**
 * [eventFlow] and [await] over a classic trade the engine drives against the reference server's simulated chains (the
 * engine's pacer moves the chains' clock a block instead of sleeping).
 */
@OptIn(ExperimentalTradingCoroutinesApi::class)
class TradeCoroutinesTest {
    companion object {
        @JvmField
        @RegisterExtension
        val SERVER: ReferenceServerExtension = ReferenceServerExtension.configured { }.resetBeforeEach()

        /** A guard against a hang only, never a timing assertion. */
        private const val GUARD_MILLIS = 120_000L
    }

    private val client: TradingClient = TradingClient.builder().baseUrl(SERVER.baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY).build()
    private val nodes = ConcurrentHashMap<Long, EthRpcClient>()

    /** The trades started, held until [release]: a test subscribes before the trade runs. */
    private val held = CountDownLatch(1)
    private val holdingExecutor = Executor { task ->
        Thread {
            held.await()
            task.run()
        }.apply { isDaemon = true }.start()
    }

    private fun release() = held.countDown()

    private fun engine(): TradeEngine = TradeEngine.builder(client, LocalSigner.of(PrivateKey.random()))
        .rpc(LongFunction<EthRpcClient?> { chainId ->
            nodes.computeIfAbsent(chainId) { EthRpcClient.builder(SERVER.rpcUrl(it).toString()).build() }
        })
        .pacer(PollPacer { _, _ -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12)) })
        .maxPolls(60)
        .executor(holdingExecutor)
        .build()

    private fun classicTrade(): Trade = engine().start(
        TradeIntent.builder().sell("USDC").buy("ETH").amount(BigDecimal("1000")).routing(RoutePreference.CLASSIC)
            .build(),
    )

    @AfterEach
    fun close() {
        release()
        nodes.values.forEach(EthRpcClient::close)
        client.close()
    }

    @Test
    fun `the flow replays, then follows the trade live, in order, and completes after the final event`() {
        val trade = classicTrade()
        val collected = runBlocking {
            withTimeout(GUARD_MILLIS) {
                val collecting = async(Dispatchers.Default) {
                    // The first event ("created") comes from the replay: the subscription is in place, let it run.
                    trade.eventFlow().onEach { if (it.type() == "created") release() }.toList()
                }
                collecting.await()
            }
        }

        assertThat(collected.map(TradeEvent::type))
            .startsWith("created")
            .containsSubsequence("quoted", "approval", "permit-signed", "transaction-sent", "transaction-mined",
                "swap-status", "final")
            .endsWith("final")
        assertThat(collected.last().isFinal).isTrue()
        assertThat(collected.last().status()).isEqualTo(TradeStatus.SETTLED)
        assertThat(collected).containsExactlyElementsOf(trade.events()) // none lost, none twice, same order
        assertThat(trade.status()).isEqualTo(TradeStatus.SETTLED)
    }

    @Test
    fun `a flow collected after the end replays every event and completes`() {
        release()
        val trade = classicTrade()
        val result = trade.await(Duration.ofMillis(GUARD_MILLIS))

        val collected = runBlocking { withTimeout(GUARD_MILLIS) { trade.eventFlow().toList() } }

        assertThat(result.status()).isEqualTo(TradeStatus.SETTLED)
        assertThat(collected).containsExactlyElementsOf(trade.events())
        assertThat(collected.last().isFinal).isTrue()
    }

    @Test
    fun `await returns the settled result`() {
        val trade = classicTrade()
        release()
        val result = runBlocking { withTimeout(GUARD_MILLIS) { trade.await() } }

        assertThat(result.status()).isEqualTo(TradeStatus.SETTLED)
        assertThat(result.routing()).contains("CLASSIC")
        assertThat(result.txHashes()).hasSize(2) // the Permit2 approval, then the swap
        assertThat(result).isSameAs(trade.future().get(0, TimeUnit.SECONDS))
    }

    @Test
    fun `cancelling the awaiting or collecting coroutine does not cancel the trade`() {
        val trade = classicTrade()
        runBlocking {
            val awaiting = async(Dispatchers.Default, CoroutineStart.UNDISPATCHED) { trade.await() }
            val collecting = async(Dispatchers.Default, CoroutineStart.UNDISPATCHED) { trade.eventFlow().toList() }
            awaiting.cancelAndJoin()
            collecting.cancelAndJoin()
            assertThat(awaiting.isCancelled).isTrue()
            assertThat(collecting.isCancelled).isTrue()
        }
        release()

        assertThat(trade.cancelRequested()).isFalse()
        assertThat(trade.await(Duration.ofMillis(GUARD_MILLIS)).status()).isEqualTo(TradeStatus.SETTLED)
    }
}
