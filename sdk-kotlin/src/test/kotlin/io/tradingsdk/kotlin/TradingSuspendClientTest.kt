package io.tradingsdk.kotlin

import io.tradingsdk.core.BadRequestException
import io.tradingsdk.core.InvalidRequestException
import io.tradingsdk.core.NotFoundException
import io.tradingsdk.core.RequestOptions
import io.tradingsdk.core.RetryPolicy
import io.tradingsdk.core.RouterVersion
import io.tradingsdk.core.TradingClient
import io.tradingsdk.models.ChainId
import io.tradingsdk.models.TradeType
import io.tradingsdk.models.approval.CheckApprovalRequest
import io.tradingsdk.models.quote.QuoteRequest
import io.tradingsdk.models.swap.SendRequest
import java.math.BigDecimal
import java.math.BigInteger
import java.time.Duration
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import okhttp3.Call
import okhttp3.EventListener
import okhttp3.OkHttpClient
import mockwebserver3.Dispatcher
import mockwebserver3.MockResponse
import mockwebserver3.MockWebServer
import mockwebserver3.RecordedRequest
import mockwebserver3.SocketEffect
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test

/**
 * The suspend functions against MockWebServer, through an application OkHttpClient whose event listener records
 * what happens to each HTTP call: a cancelled coroutine must cancel its call, not leave it to run out.
 */
@OptIn(ExperimentalTradingCoroutinesApi::class)
class TradingSuspendClientTest {
    private val server = MockWebServer()
    private val events = CallEvents()
    private val http = OkHttpClient.Builder().eventListener(events).build()
    private lateinit var client: TradingClient
    private lateinit var trading: TradingSuspendClient

    @BeforeEach
    fun start() {
        server.start()
        client = TradingClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey("test-key-kotlin")
            .httpClient(http)
            .timeout(Duration.ofSeconds(30))
            .retryPolicy(RetryPolicy.builder().maxRetries(0).build())
            .build()
        trading = client.coroutines()
    }

    @AfterEach
    fun stop() {
        client.close()
        server.close()
        http.dispatcher.executorService.shutdown()
    }

    @Test
    fun `cancelling the coroutine cancels the HTTP call in flight`() = runBlocking<Unit> {
        server.enqueue(MockResponse.Builder().onResponseStart(SocketEffect.Stall).build())
        var thrown: Throwable? = null
        val job = launch(Dispatchers.Default, start = CoroutineStart.UNDISPATCHED) {
            try {
                trading.quote(quoteRequest())
            } catch (e: Throwable) {
                thrown = e
                throw e
            }
        }
        assertThat(takeRequest()).`as`("the call is in flight").isNotNull()

        job.cancelAndJoin()

        assertThat(job.isCancelled).isTrue()
        // The coroutine's own CancellationException, not an SDK exception wrapping it.
        assertThat(thrown).isInstanceOf(CancellationException::class.java)
        events.awaitCancelled(1)
        awaitTrue { http.dispatcher.runningCallsCount() == 0 }
    }

    @Test
    fun `withTimeout cancels the call and throws its own TimeoutCancellationException`() {
        server.enqueue(MockResponse.Builder().onResponseStart(SocketEffect.Stall).build())

        assertThatThrownBy {
            runBlocking { withTimeout(1_000) { trading.quote(quoteRequest()) } }
        }.isInstanceOf(TimeoutCancellationException::class.java)

        // On a loaded machine the timeout may fire before the SDK starts the HTTP call; whatever was started is
        // cancelled, never left to run out.
        awaitTrue { events.cancelled.containsAll(events.started) }
        awaitTrue { http.dispatcher.runningCallsCount() == 0 }
    }

    @Test
    fun `a failing call cancels its siblings in the scope, and their HTTP calls`() {
        val quotesArrived = CountDownLatch(3)
        server.dispatcher = object : Dispatcher() {
            override fun dispatch(request: RecordedRequest): MockResponse {
                if (request.target.endsWith("/quote")) {
                    quotesArrived.countDown()
                    return MockResponse.Builder().onResponseStart(SocketEffect.Stall).build()
                }
                // Fail only once the three quotes are in flight: on a loaded machine they may take seconds to
                // arrive, and a failure answered before them would leave a quote never sent (3 requests, not 4).
                quotesArrived.await(GUARD_SECONDS, TimeUnit.SECONDS)
                return json(400, """{"errorCode":"RequestValidationError","detail":"amount: must be > 0"}""").build()
            }
        }

        assertThatThrownBy {
            runBlocking {
                coroutineScope {
                    val quotes = List(3) { async(Dispatchers.Default) { trading.quote(quoteRequest()) } }
                    val approval = async(Dispatchers.Default) { trading.checkApproval(approvalRequest()) }
                    (quotes + approval).awaitAll()
                }
            }
        }.isInstanceOf(BadRequestException::class.java).hasMessageContaining("amount: must be > 0")

        events.awaitCancelled(3)
        awaitTrue { http.dispatcher.runningCallsCount() == 0 }
        assertThat(server.requestCount).isEqualTo(4)
    }

    @Test
    fun `failures are thrown as the blocking call throws them`() = runBlocking<Unit> {
        server.enqueue(json(404, """{"errorCode":"ResourceNotFound","detail":"No quotes available","requestId":"r-1"}""").build())

        val failure = runCatching { trading.quote(quoteRequest()) }.exceptionOrNull()

        assertThat(failure).isInstanceOf(NotFoundException::class.java).hasMessageContaining("No quotes available")
        assertThat((failure as NotFoundException).errorCode()).contains("ResourceNotFound")
        assertThat(events.cancelled).isEmpty()
    }

    @Test
    fun `options reach the call, and a rule they break fails before anything is sent`() = runBlocking<Unit> {
        server.enqueue(json(200, NO_APPROVAL).build())

        trading.checkApproval(approvalRequest(), RequestOptions.builder().header("x-test-call", "kotlin").build())
        val refused = runCatching {
            trading.send(sendRequest(), RequestOptions.builder().routerVersion(RouterVersion.V2_0).build())
        }.exceptionOrNull()

        assertThat(takeRequest()!!.headers["x-test-call"]).isEqualTo("kotlin")
        assertThat(refused).isInstanceOf(InvalidRequestException::class.java)
        assertThat(server.requestCount).isEqualTo(1)
    }

    @Test
    fun `the coroutine resumes on its own dispatcher, not on the HTTP thread`() {
        server.enqueue(json(200, NO_APPROVAL).build())
        Executors.newSingleThreadExecutor { task -> Thread(task, "app-main") }.asCoroutineDispatcher().use { main ->
            val threadAfter = runBlocking {
                withContext(main) {
                    trading.checkApproval(approvalRequest())
                    Thread.currentThread().name
                }
            }
            assertThat(threadAfter).startsWith("app-main") // " @coroutine#1" follows in debug mode
        }
    }

    private fun takeRequest(): RecordedRequest? = server.takeRequest(GUARD_SECONDS, TimeUnit.SECONDS)

    /** Records the calls OkHttp reports cancelled. */
    private class CallEvents : EventListener() {
        val started: MutableList<Call> = CopyOnWriteArrayList()
        val cancelled: MutableList<Call> = CopyOnWriteArrayList()

        override fun callStart(call: Call) {
            started += call
        }

        override fun canceled(call: Call) {
            cancelled += call
        }

        fun awaitCancelled(count: Int) = awaitTrue { cancelled.size >= count }
    }

    companion object {
        /** A guard against a hang only, never a timing assertion: generous for a loaded 2-core machine. */
        const val GUARD_SECONDS = 60L

        const val NO_APPROVAL = """{"requestId":"r-1","approval":null,"cancel":null}"""

        fun json(status: Int, body: String): MockResponse.Builder =
            MockResponse.Builder().code(status).setHeader("Content-Type", "application/json").body(body)

        fun quoteRequest(): QuoteRequest = QuoteRequest.builder()
            .type(TradeType.EXACT_INPUT)
            .amount(BigInteger("1000000000"))
            .tokenInChainId(ChainId.MAINNET)
            .tokenOutChainId(ChainId.MAINNET)
            .tokenIn("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
            .tokenOut("0x0000000000000000000000000000000000000000")
            .swapper("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
            .slippageTolerance(BigDecimal("0.5"))
            .build()

        fun approvalRequest(): CheckApprovalRequest = CheckApprovalRequest.builder()
            .walletAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
            .token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
            .amount(BigInteger.ONE)
            .chainId(ChainId.MAINNET)
            .build()

        fun sendRequest(): SendRequest = SendRequest.builder()
            .sender("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
            .recipient("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")
            .token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
            .amount(BigInteger.ONE)
            .chainId(ChainId.MAINNET)
            .build()

        fun awaitTrue(condition: () -> Boolean) {
            val end = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS)
            while (!condition()) {
                check(System.nanoTime() < end) { "condition not met within $GUARD_SECONDS s" }
                Thread.sleep(5)
            }
        }
    }
}
