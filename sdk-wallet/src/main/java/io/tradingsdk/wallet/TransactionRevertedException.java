package io.tradingsdk.wallet;

/**
 * The transaction was mined and reverted (receipt status 0): its gas is spent, its effects undone. {@link
 * #reason()} is the revert, found by running the same call again with {@code eth_call} at the receipt's block and
 * decoded, so the message reads "Permit2: signature expired (deadline 1718000000)", not hex.
 */
public class TransactionRevertedException extends TransactionException {
  private static final long serialVersionUID = 1L;

  private final transient TransactionReceipt receipt;
  private final transient RevertReason reason;

  /**
   * @param receipt the receipt (status 0)
   * @param reason the decoded revert; {@link RevertReason.Empty} when the replay gave none
   */
  public TransactionRevertedException(TransactionReceipt receipt, RevertReason reason) {
    super("transaction " + receipt.transactionHash() + " reverted in block " + receipt.blockNumber() + ": "
        + reason.describe() + " (gas used " + receipt.gasUsed() + ")", receipt.transactionHash(), null);
    this.receipt = receipt;
    this.reason = reason;
  }

  /** The receipt. */
  public TransactionReceipt receipt() {
    return receipt;
  }

  /** The revert, decoded. */
  public RevertReason reason() {
    return reason;
  }
}
