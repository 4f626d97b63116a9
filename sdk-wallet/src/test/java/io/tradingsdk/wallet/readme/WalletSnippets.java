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

/** The README's wallet snippet, compiled, and run on anvil by {@code WalletSnippetsTest}. */
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
}
