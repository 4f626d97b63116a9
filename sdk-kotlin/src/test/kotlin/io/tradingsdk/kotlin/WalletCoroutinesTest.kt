package io.tradingsdk.kotlin

import io.tradingsdk.models.ChainId
import io.tradingsdk.models.TransactionRequest
import io.tradingsdk.models.approval.CheckApprovalResponse
import io.tradingsdk.signing.Address
import io.tradingsdk.signing.Bytes32
import io.tradingsdk.signing.Hex
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.PrivateKey
import io.tradingsdk.signing.codec.Abi
import io.tradingsdk.wallet.BlockTag
import io.tradingsdk.wallet.CallRequest
import io.tradingsdk.wallet.EthRpcClient
import io.tradingsdk.wallet.ReceiptWait
import io.tradingsdk.wallet.TransactionSender
import io.tradingsdk.wallet.anvil.Anvil
import io.tradingsdk.wallet.anvil.AnvilExtension
import io.tradingsdk.wallet.anvil.Contracts
import java.math.BigInteger
import java.time.Duration
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import okhttp3.Interceptor
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

/** The wallet's suspend functions on a real node (anvil, one per test JVM, reverted after each test). */
@ExtendWith(AnvilExtension::class)
@OptIn(ExperimentalTradingCoroutinesApi::class)
class WalletCoroutinesTest {
    @Test
    fun `a transfer sent and its receipt awaited, then read back through the node's suspend functions`(anvil: Anvil) =
        runBlocking<Unit> {
            val user = fundedSigner(anvil)
            val token = Contracts.deployErc20(anvil, ETHER)
            anvil.sendAsDeployer(token, Abi.encodeCall("transfer(address,uint256)", user.address(), BigInteger.TEN))
            val recipient = LocalSigner.of(PrivateKey.random()).address()
            val rpc = anvil.rpc().coroutines()

            val pending = TransactionSender.builder(anvil.rpc(), user).build().coroutines()
                .send(transfer(user.address(), token, recipient, BigInteger.ONE))
            val receipt = pending.receipt()

            assertThat(receipt.success()).isTrue()
            assertThat(rpc.getTransactionReceipt(pending.hash())?.blockNumber()).isEqualTo(receipt.blockNumber())
            assertThat(receipt.transactionHash()).isEqualTo(pending.hash())
            assertThat(rpc.getTransactionReceipt(Bytes32.of(ByteArray(32)))).`as`("an unknown hash").isNull()
            assertThat(rpc.chainId()).isEqualTo(Anvil.CHAIN_ID)
            assertThat(rpc.getTransactionCount(user.address(), BlockTag.LATEST)).isEqualTo(1)
            val balanceOf = CallRequest.of(token, Abi.encodeCall("balanceOf(address)", recipient))
            val balance = rpc.call(balanceOf, BlockTag.LATEST)
            assertThat(Abi.decode("(uint256)", balance)[0]).isEqualTo(BigInteger.ONE)
        }

    @Test
    fun `the approvals check_approval asks for are sent in order, the reset first`(anvil: Anvil) = runBlocking<Unit> {
        val user = fundedSigner(anvil)
        val token = Contracts.deployErc20(anvil, ETHER)
        val spender = LocalSigner.of(PrivateKey.random()).address()
        fun approve(amount: BigInteger) = TransactionRequest.builder().from(user.address().toChecksumHex())
            .to(token.toChecksumHex()).data(Hex.encode(Abi.encodeCall("approve(address,uint256)", spender, amount)))
            .value("0x0").chainId(ChainId.of(Anvil.CHAIN_ID)).build()
        val response = CheckApprovalResponse.builder().requestId("test").cancel(approve(BigInteger.ZERO))
            .approval(approve(BigInteger.TEN)).build()

        val sent = TransactionSender.builder(anvil.rpc(), user).build().coroutines().sendApprovals(response)

        assertThat(sent.map { it.nonce() }).containsExactly(0L, 1L)
        assertThat(sent.map { it.receipt().success() }).containsExactly(true, true)
        val allowance = anvil.rpc().coroutines().call(CallRequest.of(token,
            Abi.encodeCall("allowance(address,address)", user.address(), spender)), BlockTag.LATEST)
        assertThat(Abi.decode("(uint256)", allowance)[0]).isEqualTo(BigInteger.TEN)
    }

    @Test
    fun `a transaction journaled before broadcasting is resumed and followed by hash and by nonce`(anvil: Anvil) =
        runBlocking<Unit> {
            val user = fundedSigner(anvil)
            val recipient = LocalSigner.of(PrivateKey.random()).address()
            val sender = TransactionSender.builder(anvil.rpc(), user).build()
            val journal = mutableListOf<io.tradingsdk.signing.tx.SignedTransaction>()
            val options = io.tradingsdk.wallet.SendOptions.builder().beforeBroadcast { journal.add(it) }.build()
            val watch = io.tradingsdk.wallet.TransactionWatch.of(anvil.rpc())
            val byNonce = async(Dispatchers.Default) { watch.receiptOfNonce(user.address(), 0) }

            val payment = TransactionRequest.builder().from(user.address().toChecksumHex())
                .to(recipient.toChecksumHex()).data("0x").value("0x7").chainId(ChainId.of(Anvil.CHAIN_ID)).build()
            val sent = sender.coroutines().send(payment, options)
            val resumed = sender.coroutines().resume(journal.single()) // the node has it: nothing sent again

            assertThat(resumed.hash()).isEqualTo(sent.hash())
            assertThat(watch.receipt(sent.hash()).transactionHash()).isEqualTo(sent.hash())
            assertThat(byNonce.await().transactionHash()).isEqualTo(sent.hash())
            assertThat(anvil.rpc().getBalance(recipient, BlockTag.LATEST)).isEqualTo(BigInteger.valueOf(7))
            assertThat(anvil.rpc().getTransactionCount(user.address(), BlockTag.LATEST)).isEqualTo(1)
        }

    @Test
    fun `cancelling the coroutine that awaits a receipt stops the polling`(anvil: Anvil) = runBlocking<Unit> {
        val polls = AtomicInteger()
        val counting = Interceptor { chain ->
            if (isReceiptPoll(chain)) polls.incrementAndGet()
            chain.proceed(chain.request())
        }
        EthRpcClient.builder(anvil.url()).addInterceptor(counting).build().use { rpc ->
            val user = fundedSigner(anvil)
            anvil.rpc().request("evm_setAutomine", false) // the transaction stays pending: no receipt ever comes
            try {
                val pending = TransactionSender.builder(rpc, user).build().coroutines()
                    .send(transfer(user.address(), user.address(), user.address(), BigInteger.ZERO))
                val wait = ReceiptWait.builder().pollInterval(Duration.ofMillis(20)).timeout(Duration.ofMinutes(5))
                    .build()
                val waiting = launch(Dispatchers.Default, start = CoroutineStart.UNDISPATCHED) { pending.receipt(wait) }
                awaitTrue { polls.get() >= 3 }

                waiting.cancelAndJoin()
                val afterCancel = polls.get()
                Thread.sleep(300) // fifteen poll intervals

                assertThat(waiting.isCancelled).isTrue()
                assertThat(polls.get()).`as`("polls after the cancel").isLessThanOrEqualTo(afterCancel + 1)
            } finally {
                anvil.rpc().request("evm_setAutomine", true)
            }
        }
    }

    private fun isReceiptPoll(chain: Interceptor.Chain): Boolean {
        val buffer = okio.Buffer()
        chain.request().body?.writeTo(buffer)
        return buffer.readUtf8().contains("eth_getTransactionReceipt")
    }

    private companion object {
        val ETHER: BigInteger = BigInteger.TEN.pow(18)

        fun fundedSigner(anvil: Anvil): LocalSigner =
            LocalSigner.of(PrivateKey.random()).also { anvil.fund(it.address(), ETHER) }

        /** An ERC-20 transfer of [amount] to [recipient], as the Trading API returns a transaction. */
        fun transfer(from: Address, token: Address, recipient: Address, amount: BigInteger): TransactionRequest =
            TransactionRequest.builder()
                .from(from.toChecksumHex())
                .to(token.toChecksumHex())
                .data(Hex.encode(Abi.encodeCall("transfer(address,uint256)", recipient, amount)))
                .value("0x0")
                .chainId(ChainId.of(Anvil.CHAIN_ID))
                .build()

        fun awaitTrue(condition: () -> Boolean) {
            val end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60)
            while (!condition()) {
                check(System.nanoTime() < end) { "condition not met within 60 s" }
                Thread.sleep(5)
            }
        }
    }
}
