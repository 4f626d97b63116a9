package io.tradingsdk.wallet;

import java.util.concurrent.CompletableFuture;

/**
 * Where a {@link NonceManager} reads an account's next nonce when it knows none: the node's pending transaction
 * count ({@code eth_getTransactionCount(address, "pending")}), as {@link TransactionSender} passes it.
 */
@FunctionalInterface
public interface NonceSource {
  /** The next nonce the node expects from the key's account, its pending transactions counted. */
  CompletableFuture<Long> pendingNonce(NonceKey key);

  /** The pending transaction count of {@code rpc}'s node. */
  static NonceSource of(EthRpcClient rpc) {
    return key -> rpc.getTransactionCountAsync(key.address(), BlockTag.PENDING);
  }
}
