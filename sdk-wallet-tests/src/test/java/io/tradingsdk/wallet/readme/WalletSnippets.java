package io.tradingsdk.wallet.readme;

// readme:wallet
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionRevertedException;
import io.tradingsdk.wallet.TransactionSender;
// readme:end

// readme:wallet-failures
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.wallet.BroadcastUnknownException;
import io.tradingsdk.wallet.SendOptions;
import io.tradingsdk.wallet.TransactionReplacedException;
import java.util.function.Consumer;
// readme:end

// readme:eth-transfer
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionSender;
// readme:end

// readme:fee-filler
import io.tradingsdk.wallet.TransactionFiller;
import io.tradingsdk.wallet.TransactionSender;
import java.math.BigInteger;
// readme:end

/** The README's wallet snippets, compiled, and run on anvil by {@code WalletSnippetsTest}. */
public final class WalletSnippets {
  private WalletSnippets() {}

  /** Sends the approvals, then the swap, and says how the swap ended. */
  public static String approveAndSwap(String rpcUrl, Signer signer, CheckApprovalResponse approvalResponse,
      SwapResponse swapResponse) {
    // readme:wallet

    // One client per RPC endpoint (a key in its URL is masked in logs and messages), one sender per key.
    try (EthRpcClient rpc = EthRpcClient.builder(rpcUrl).build()) {
      TransactionSender sender = TransactionSender.builder(rpc, signer).build();

      // What /check_approval returned: the allowance reset (if any), then the approval; consecutive nonces.
      for (PendingTransaction approval : sender.sendApprovals(approvalResponse)) {
        approval.awaitReceipt();
      }
      // What /swap returned: fees and gas filled only where the API left them out, signed, broadcast.
      PendingTransaction swap = sender.send(swapResponse.swap());
      try {
        TransactionReceipt receipt = swap.awaitReceipt();   // polls; receiptAsync() holds no thread
        return "swapped in block " + receipt.blockNumber() + " for " + receipt.fee() + " wei";
      } catch (TransactionRevertedException e) {
        return e.reason().describe();   // "Universal Router: V3 too little received (output below the minimum)"
      }
    }
    // readme:end
  }

  /**
   * Sends one intent as the README's failure rules say: true when its transaction was mined, false when nothing of
   * it will ever be (safe to send again).
   */
  public static boolean sendOnce(TransactionSender sender, TransactionRequest request,
      Consumer<SignedTransaction> journal) {
    // readme:wallet-failures

    PendingTransaction pending;
    try {
      // The journal hears the signed bytes before the node does: after a crash, sender.resume(them) settles them.
      pending = sender.send(request, SendOptions.builder().beforeBroadcast(journal).build());
    } catch (BroadcastUnknownException e) {
      pending = e.pending();   // it may be mined: keep waiting, never sign this intent again
    }                          // any other exception: nothing of it will ever be mined, so sending again is safe
    try {
      return pending.awaitReceipt().success();
    } catch (TransactionReplacedException e) {
      return false;            // another transaction used its nonce: this one will never be mined
    }
    // readme:end
  }

  /** A plain transfer of ether: what the sender needs when the transaction does not come from the API. */
  public static TransactionReceipt transfer(TransactionSender sender, Signer signer, String recipient) {
    // readme:eth-transfer

    TransactionRequest transfer = TransactionRequest.builder()
        .from(signer.address().toChecksumHex())            // the sender's signer: anything else is refused
        .to(recipient)
        .value("1000000000000000")                         // 0.001 ETH in wei (decimal, or 0x hex)
        .data("0x")                                        // no call: a plain transfer
        .chainId(ChainId.MAINNET)                          // the node's chain, checked before signing
        .build();                                          // fees, gas (21,000) and nonce come from the node
    TransactionReceipt receipt = sender.send(transfer).awaitReceipt();
    // readme:end
    return receipt;
  }

  /** A fee strategy of one's own in place of the sender's default fee step (docs/sending.md). */
  public static TransactionSender withOwnFees(EthRpcClient rpc, Signer signer) {
    // readme:fee-filler

    TransactionFiller fees = draft -> draft.track(draft.rpc().gasPriceAsync()).thenAccept(price -> {
      draft.fillMaxFeePerGas(price);               // a gas oracle, percentiles of eth_feeHistory, a relay's rules...
      draft.fillMaxPriorityFeePerGas(price.divide(BigInteger.TEN));
    });
    TransactionSender sender = TransactionSender.builder(rpc, signer).feeFiller(fees).build();
    // readme:end
    return sender;
  }
}
