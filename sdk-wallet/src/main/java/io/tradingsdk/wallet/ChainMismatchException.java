package io.tradingsdk.wallet;

import io.tradingsdk.core.InvalidRequestException;

/**
 * The transaction is for another chain than the node serves (a Base swap sent to a mainnet endpoint): refused
 * before anything is signed.
 */
public class ChainMismatchException extends InvalidRequestException {
  private static final long serialVersionUID = 1L;

  private final long transactionChainId;
  private final long nodeChainId;

  /**
   * @param transactionChainId the transaction's chain id
   * @param nodeChainId the node's ({@code eth_chainId})
   */
  public ChainMismatchException(long transactionChainId, long nodeChainId) {
    super("chainId: the transaction is for chain " + transactionChainId + ", but the node serves chain "
        + nodeChainId + "; use an RPC endpoint of chain " + transactionChainId);
    this.transactionChainId = transactionChainId;
    this.nodeChainId = nodeChainId;
  }

  /** The transaction's chain id. */
  public long transactionChainId() {
    return transactionChainId;
  }

  /** The node's chain id. */
  public long nodeChainId() {
    return nodeChainId;
  }
}
