package io.tradingsdk.wallet;

import static io.tradingsdk.wallet.TestRequests.ETHER;
import static io.tradingsdk.wallet.TestRequests.fundedSigner;
import static io.tradingsdk.wallet.TestRequests.randomAddress;
import static io.tradingsdk.wallet.TestRequests.request;
import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.Contracts;
import io.tradingsdk.wallet.readme.WalletSnippets;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The README's wallet snippet, run on anvil: an approval, then a "swap" (a token transfer), then a revert. */
@ExtendWith(AnvilExtension.class)
class WalletSnippetsTest {
  @Test
  void theFailureSnippetSendsOnceAndItsJournalResumesWithoutSendingAgain(Anvil anvil) {
    LocalSigner user = fundedSigner(anvil);
    Address to = randomAddress();
    TransactionSender sender = TransactionSender.builder(anvil.rpc(), user).nonceManager(NonceManager.local()).build();
    java.util.List<io.tradingsdk.signing.tx.SignedTransaction> journal = new java.util.ArrayList<>();

    assertThat(WalletSnippets.sendOnce(sender, request(user.address(), to, new byte[0], BigInteger.TWO),
        journal::add)).isTrue();
    assertThat(sender.resume(journal.get(0)).hash()).isEqualTo(journal.get(0).hash());

    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(BigInteger.TWO);
    assertThat(anvil.rpc().getTransactionCount(user.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  @Test
  void theSnippetApprovesSwapsAndSaysWhyASwapReverted(Anvil anvil) {
    LocalSigner user = fundedSigner(anvil);
    Address token = Contracts.deployErc20(anvil, ETHER);
    anvil.sendAsDeployer(token, Abi.encodeCall("transfer(address,uint256)", user.address(), BigInteger.TEN));
    Address spender = randomAddress();
    CheckApprovalResponse approval = CheckApprovalResponse.builder().requestId("r").cancel(null)
        .approval(request(user.address(), token, Abi.encodeCall("approve(address,uint256)", spender,
            BigInteger.TEN), BigInteger.ZERO)).build();
    SwapResponse swap = SwapResponse.builder().requestId("s").swap(request(user.address(), token,
        Abi.encodeCall("transfer(address,uint256)", spender, BigInteger.ONE), BigInteger.ZERO)).build();

    assertThat(WalletSnippets.approveAndSwap(anvil.url(), user, approval, swap)).startsWith("swapped in block ");
    assertThat(erc20(anvil, token, "allowance(address,address)", user.address(), spender)).isEqualTo(BigInteger.TEN);
    assertThat(erc20(anvil, token, "balanceOf(address)", spender)).isEqualTo(BigInteger.ONE);

    // With a gas limit and no estimate first, a transfer beyond the balance is mined, reverts, and is explained.
    SwapResponse tooMuch = SwapResponse.builder().requestId("t").swap(io.tradingsdk.models.ImmutableTransactionRequest
        .copyOf(request(user.address(), token, Abi.encodeCall("transfer(address,uint256)", spender, ETHER),
            BigInteger.ZERO)).withGasLimit(BigInteger.valueOf(100_000))).build();
    CheckApprovalResponse none = CheckApprovalResponse.builder().requestId("n").approval(null).cancel(null).build();
    assertThat(WalletSnippets.approveAndSwap(anvil.url(), user, none, tooMuch)).isEqualTo("reverted: ds-math-sub-underflow");
  }

  private static BigInteger erc20(Anvil anvil, Address token, String signature, Object... args) {
    byte[] out = anvil.rpc().call(CallRequest.of(token, Abi.encodeCall(signature, args)), BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }
}
