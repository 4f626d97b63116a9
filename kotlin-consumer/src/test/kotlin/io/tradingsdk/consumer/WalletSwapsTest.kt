package io.tradingsdk.consumer

import io.tradingsdk.core.BadRequestException
import io.tradingsdk.core.TradingClient
import io.tradingsdk.models.ChainId
import io.tradingsdk.models.quote.ClassicQuote
import io.tradingsdk.models.swap.SwapState
import io.tradingsdk.server.ReferenceServerExtension
import io.tradingsdk.server.ServerConfig
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.PrivateKey
import java.math.BigInteger
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.RegisterExtension

/** The Kotlin app's swap, start to finish, against the reference server and its simulated chain. */
class WalletSwapsTest {
    private val client = TradingClient.builder()
        .baseUrl(SERVER.baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY)
        .build()
    private val wallet = WalletSwaps(client, LocalSigner.of(PrivateKey.random()))

    @AfterEach
    fun close() = client.close()

    @Test
    fun `a classic swap from approval to SUCCESS`() = runBlocking<Unit> {
        val amount = BigInteger("1000000000") // 1,000 USDC
        val chain = SERVER.server().chain()

        val approval = wallet.approvalNeeded(ChainId.MAINNET, USDC, amount)
        if (approval != null) {
            chain.submit(approval)
        }
        val quote = wallet.quote(ChainId.MAINNET, USDC, ETH, amount)
        val hash = chain.submit(wallet.swapTransaction(quote))
        var state: SwapState? = null
        var polls = 0
        while (polls < MAX_POLLS && (state == null || state == SwapState.PENDING)) {
            state = wallet.swapState(ChainId.MAINNET, hash) // PENDING for a few reads (ServerConfig.confirmations)
            polls++
        }

        assertThat(approval).`as`("a fresh wallet must approve Permit2 first").isNotNull()
        assertThat(quote.quote()).isInstanceOf(ClassicQuote::class.java)
        assertThat(quote.permitData()).`as`("a fresh wallet's first swap carries a permit to sign").isNotNull()
        assertThat(wallet.describe(quote.quote())).startsWith("swap via ")
        assertThat(state).`as`("after $polls polls").isEqualTo(SwapState.SUCCESS)
    }

    @Test
    fun `a wrap is described by its own branch`() = runBlocking<Unit> {
        val wrap = wallet.quote(ChainId.MAINNET, ETH, WETH, BigInteger("5"))

        assertThat(wallet.describe(wrap.quote())).isEqualTo("wrap 5 wei")
        assertThat(wrap.permitData()).`as`("wrapping native ETH needs no permit").isNull()
    }

    @Test
    fun `the service's refusal arrives as its typed exception`() {
        assertThatThrownBy {
            runBlocking { wallet.quote(ChainId.MAINNET, USDC, USDC, BigInteger.ONE) }
        }.isInstanceOf(BadRequestException::class.java).hasMessageContaining("tokenOut")
    }

    @Test
    fun `the SDK brings the JSpecify annotations the app's Kotlin compiler needs`() {
        // Kotlin 2.4 refuses to infer a type whose @Nullable class it cannot load (KT-80247): the app does not
        // declare jspecify, the SDK must bring it.
        assertThat(System.getProperty("consumer.classpath")).contains("jspecify")
    }

    companion object {
        @JvmField
        @RegisterExtension
        val SERVER: ReferenceServerExtension = ReferenceServerExtension.configured { }

        const val USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
        const val WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"
        const val ETH = "0x0000000000000000000000000000000000000000"
        const val MAX_POLLS = 20
    }
}
