package io.tradingsdk.trade;

import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwapsQuery;
import java.util.List;

/**
 * Follows a sent swap with {@code GET /swaps} until the service settles it: SUCCESS (for a bridge, the destination
 * chain's fill), FAILED, EXPIRED. NOT_FOUND and PENDING are read again after a pause.
 */
final class SwapFollow {
  private SwapFollow() {}

  static void untilSettled(Journey j, String hash) {
    if (j.lastOf(hash, java.util.Set.of("swap-settled")).isPresent()) {
      return;
    }
    SwapState last = null;
    for (int attempt = 1; ; attempt++) {
      List<SwapStatus> swaps = j.s.client.getSwaps(SwapsQuery.ofTxHashes(hash)).swaps().orElse(List.of());
      SwapState state = swaps.isEmpty() ? SwapState.NOT_FOUND : swaps.get(0).status().orElse(SwapState.PENDING);
      if (!state.equals(last)) {
        j.emit("swap-status", TradeStatus.PENDING, "hash", hash, "status", state.toString());
        last = state;
      }
      if (state.equals(SwapState.SUCCESS)) {
        j.write("swap-settled", Journey.fields("step", hash, "status", state.toString()));
        return;
      }
      if (state.equals(SwapState.FAILED)) {
        throw TradeStop.reverted("GET /swaps reports the swap " + hash + " FAILED");
      }
      if (state.equals(SwapState.EXPIRED)) {
        throw TradeStop.expiredUnfilled("GET /swaps reports the swap " + hash + " EXPIRED");
      }
      j.pause("swaps", attempt);
    }
  }
}
