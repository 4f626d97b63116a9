package io.tradingsdk.trade;

import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwapsQuery;
import java.util.List;

/**
 * What {@code GET /swaps} says of a sent swap. For a bridge it decides: the source chain's receipt says nothing of the
 * destination chain's fill, so the swap is followed until the service settles it: SUCCESS, FAILED, EXPIRED (NOT_FOUND
 * and PENDING are read again after a pause). For a swap on one chain (CLASSIC, WRAP, UNWRAP) the mined receipt decides
 * ({@link #recordMined}): {@code /swaps} is only a hint, kept in the journal.
 */
final class SwapFollow {
  static final String SETTLED = "swap-settled";
  /**
   * At most this many {@code /swaps} reads for a swap the receipt already settled: the answer is a hint, so a trade
   * whose API never finds it ends SETTLED after a few paced reads rather than after the engine's whole {@code maxPolls}.
   */
  static final int HINT_READS = 10;

  private SwapFollow() {}

  /**
   * A swap whose successful receipt (status 1, its logs) is already journaled: it executed, whatever {@code /swaps}
   * answers. Reporting it FAILED because the API says FAILED or does not find it (an indexer behind, a wrong answer)
   * would make a user who trades again swap twice; so {@code /swaps} is only read (while PENDING or NOT_FOUND, until
   * it settles or for at most {@link #HINT_READS} reads, never failing the trade), its last status journaled beside the
   * receipt's ({@code apiStatus}) and a disagreement emitted ({@code swap-status-disagrees}), never the trade's
   * state. (A reverted receipt never gets here: {@link TxStep#await} ends the trade REVERTED first.)
   */
  static void recordMined(Journey j, String hash) {
    if (j.lastOf(hash, java.util.Set.of(SETTLED)).isPresent()) {
      return;
    }
    String apiStatus = "";
    for (int attempt = 1; ; attempt++) {
      String read;
      try {
        read = status(j, hash).toString();
      } catch (TradingApiException | TradingIoException e) {
        read = "UNREADABLE"; // the receipt still decides: an unreadable hint is no reason to fail a mined swap
      }
      if (!read.equals(apiStatus)) {
        j.emit("swap-status", TradeStatus.PENDING, "hash", hash, "status", read);
        apiStatus = read;
      }
      boolean waiting = read.equals(SwapState.PENDING.toString()) || read.equals(SwapState.NOT_FOUND.toString());
      if (!waiting || attempt >= Math.min(j.s.maxPolls, HINT_READS)) {
        break;
      }
      j.pause("swaps", attempt);
    }
    if (!apiStatus.equals(SwapState.SUCCESS.toString())) {
      j.emit("swap-status-disagrees", TradeStatus.PENDING, "hash", hash, "receiptStatus", "1", "apiStatus",
          apiStatus);
    }
    j.write(SETTLED, Journey.fields("step", hash, "status", SwapState.SUCCESS.toString(), "by", "receipt",
        "apiStatus", apiStatus));
  }

  static void untilSettled(Journey j, String hash) {
    if (j.lastOf(hash, java.util.Set.of(SETTLED)).isPresent()) {
      return;
    }
    SwapState last = null;
    for (int attempt = 1; ; attempt++) {
      SwapState state = status(j, hash);
      if (!state.equals(last)) {
        j.emit("swap-status", TradeStatus.PENDING, "hash", hash, "status", state.toString());
        last = state;
      }
      if (state.equals(SwapState.SUCCESS)) {
        j.write(SETTLED, Journey.fields("step", hash, "status", state.toString()));
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

  /** What {@code GET /swaps} says of {@code hash}: NOT_FOUND when it lists nothing, PENDING when it gives no status. */
  private static SwapState status(Journey j, String hash) {
    List<SwapStatus> swaps = j.s.client.getSwaps(SwapsQuery.ofTxHashes(hash)).swaps().orElse(List.of());
    return swaps.isEmpty() ? SwapState.NOT_FOUND : swaps.get(0).status().orElse(SwapState.PENDING);
  }
}
