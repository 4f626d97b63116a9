package io.tradingsdk.consumer

import io.tradingsdk.models.ChainId
import io.tradingsdk.models.ImmutableTransactionRequest
import io.tradingsdk.models.TransactionRequest
import io.tradingsdk.models.approval.CheckApprovalResponse
import io.tradingsdk.signing.Address
import io.tradingsdk.signing.Hex
import io.tradingsdk.signing.LocalSigner
import io.tradingsdk.signing.PrivateKey
import io.tradingsdk.signing.codec.Abi
import io.tradingsdk.wallet.BlockTag
import io.tradingsdk.wallet.CallRequest
import io.tradingsdk.wallet.anvil.Anvil
import io.tradingsdk.wallet.anvil.AnvilExtension
import io.tradingsdk.wallet.anvil.Contracts
import java.math.BigInteger
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

/** The app's chain side on a real node (anvil): an approval as `/check_approval` returns it, then a transfer. */
@ExtendWith(AnvilExtension::class)
class ChainWalletTest {
    @Test
    fun `the approval is mined before the transaction, and a revert comes back explained`(anvil: Anvil) =
        runBlocking<Unit> {
            val user = LocalSigner.of(PrivateKey.random()).also { anvil.fund(it.address(), ETHER) }
            val token = Contracts.deployErc20(anvil, ETHER)
            anvil.sendAsDeployer(token, Abi.encodeCall("transfer(address,uint256)", user.address(), BigInteger.TEN))
            val spender = LocalSigner.of(PrivateKey.random()).address()
            val approvals = CheckApprovalResponse.builder().requestId("r-1").cancel(null)
                .approval(call(user, token, Abi.encodeCall("approve(address,uint256)", spender, BigInteger.TEN)))
                .build()
            val wallet = ChainWallet(anvil.rpc(), user)

            val sent = wallet.approveThenSend(approvals,
                call(user, token, Abi.encodeCall("transfer(address,uint256)", spender, BigInteger.ONE)))
            val tooMuch = wallet.approveThenSend(
                CheckApprovalResponse.builder().requestId("r-2").approval(null).cancel(null).build(),
                ImmutableTransactionRequest.copyOf(call(user, token,
                    Abi.encodeCall("transfer(address,uint256)", spender, ETHER))).withGasLimit(BigInteger.valueOf(100_000)))

            assertThat(sent).isInstanceOfSatisfying(ChainWallet.Outcome.Mined::class.java) {
                assertThat(it.receipt.success()).isTrue()
            }
            assertThat(erc20(anvil, token, "allowance(address,address)", user.address(), spender))
                .isEqualTo(BigInteger.TEN)
            assertThat(erc20(anvil, token, "balanceOf(address)", spender)).isEqualTo(BigInteger.ONE)
            assertThat(tooMuch).isEqualTo(ChainWallet.Outcome.Reverted("reverted: ds-math-sub-underflow"))
        }

    private companion object {
        val ETHER: BigInteger = BigInteger.TEN.pow(18)

        fun call(from: LocalSigner, to: Address, data: ByteArray): TransactionRequest = TransactionRequest.builder()
            .from(from.address().toChecksumHex()).to(to.toChecksumHex()).data(Hex.encode(data)).value("0x0")
            .chainId(ChainId.of(Anvil.CHAIN_ID)).build()

        fun erc20(anvil: Anvil, token: Address, signature: String, vararg args: Any): BigInteger {
            val out = anvil.rpc().call(CallRequest.of(token, Abi.encodeCall(signature, *args)), BlockTag.LATEST)
            return Abi.decode("(uint256)", out)[0] as BigInteger
        }
    }
}
