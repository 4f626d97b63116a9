package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import java.math.BigInteger;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * Finds the mined transaction of a sender with a given nonce in the latest blocks, newest first: what tells "mined, its
 * receipt not served yet" (the transaction found is the one waited for) from "replaced" (another one), when the mined
 * count says the nonce is used and the node has no receipt of the transaction. Shared by {@link ReceiptPoll} and
 * {@link BroadcastSettlement}; each call goes through their {@link StepFuture}, so a cancel stops the search.
 */
final class NonceUserSearch {
  /** How far back the blocks are searched. */
  static final int MAX_SCANNED_BLOCKS = 256;

  private NonceUserSearch() {}

  /**
   * Searches the blocks from the latest down to {@code startBlock - 1} (the whole window when {@code startBlock < 0}),
   * at most {@value #MAX_SCANNED_BLOCKS}, and hands {@code then} the hash found (null when none) or the failure of a
   * call.
   */
  static void find(StepFuture<?> steps, EthRpcClient rpc, Address sender, long nonce, long startBlock,
      BiConsumer<@Nullable Bytes32, @Nullable Throwable> then) {
    steps.call(() -> rpc.blockNumberAsync(), (latest, error) -> {
      if (error != null) {
        then.accept(null, error);
        return;
      }
      long floor = Math.max(0, Math.max(startBlock < 0 ? 0 : startBlock - 1, latest - MAX_SCANNED_BLOCKS + 1));
      scan(steps, rpc, sender, nonce, latest, floor, then);
    });
  }

  private static void scan(StepFuture<?> steps, EthRpcClient rpc, Address sender, long nonce, long block, long floor,
      BiConsumer<@Nullable Bytes32, @Nullable Throwable> then) {
    if (block < floor) {
      then.accept(null, null);
      return;
    }
    steps.call(() -> rpc.requestAsync("eth_getBlockByNumber", RpcValues.quantity(block), true), (json, error) -> {
      if (error != null) {
        then.accept(null, error);
        return;
      }
      for (JsonNode tx : json.path("transactions")) {
        if (sender.toLowerHex().equalsIgnoreCase(tx.path("from").asText())
            && RpcValues.toBigInteger(tx.get("nonce"), "nonce").equals(BigInteger.valueOf(nonce))) {
          then.accept(RpcValues.toBytes32(tx.get("hash"), "hash"), null);
          return;
        }
      }
      scan(steps, rpc, sender, nonce, block - 1, floor, then);
    });
  }
}
