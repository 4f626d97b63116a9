package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The swaps {@code GET /swaps} reports on the simulated chains, and their status: PENDING until their confirmations
 * were read or their blocks passed, then SUCCESS or FAILED. A part of the {@link Ledger} ({@link
 * Ledger#swapRecords()}); it locks the ledger.
 */
public final class SwapRecords {
  private final Ledger ledger;
  private final Map<String, Ledger.SwapRecord> swaps;

  SwapRecords(Ledger ledger, int capacity) {
    this.ledger = ledger;
    this.swaps = new BoundedMap<>(capacity);
  }

  /** Records a swap the API built as mined, and counts it for the LP fees of its chain. */
  void recordMined(String hash, long chainId, String swapType) {
    synchronized (ledger) {
      swaps.put(hash, new Ledger.SwapRecord(hash, chainId, swapType, false));
      ledger.positionBook().swapMined(chainId);
    }
  }

  /** Records a transaction hash the client reports (a plan proof) as a swap of the given type. */
  public void recordSwap(String hash, long chainId, String swapType) {
    synchronized (ledger) {
      String normalized = Addresses.normalize(hash);
      swaps.putIfAbsent(normalized, new Ledger.SwapRecord(normalized, chainId, swapType, false));
    }
  }

  /**
   * Status of a hash: NOT_FOUND, PENDING, SUCCESS or FAILED. Each read moves PENDING forward, and so
   * does simulated time: a broadcast swap settles once its ledger.confirmations()' blocks have passed.
   */
  public String readSwapStatus(String hash, Optional<Long> chainId, long nowSeconds) {
    synchronized (ledger) {
      Ledger.SwapRecord record = swaps.get(Addresses.normalize(hash));
      if (record == null || (chainId.isPresent() && chainId.get() != record.chainId)) {
        return "NOT_FOUND";
      }
      if (record.reads++ < ledger.confirmations() && !blocksPassed(record, nowSeconds)) {
        return "PENDING";
      }
      return ledger.isReverted(hash) ? "FAILED" : "SUCCESS";
    }
  }

  /** The status a read would see now, without counting as a read (for state dumps). */
  public String peekSwapStatus(Ledger.SwapRecord record, long nowSeconds) {
    synchronized (ledger) {
      if (record.reads < ledger.confirmations() && !blocksPassed(record, nowSeconds)) {
        return "PENDING";
      }
      return ledger.isReverted(record.hash) ? "FAILED" : "SUCCESS";
    }
  }

  private boolean blocksPassed(Ledger.SwapRecord record, long nowSeconds) {
    return record.wallet != null && nowSeconds >= record.submittedAt + ledger.confirmations() * Ledger.BLOCK_SECONDS;
  }

  /**
   * Notes who broadcast a swap hash and when (the first note wins), for state dumps and to settle it
   * with simulated time. Does nothing for a hash that is not a swap.
   */
  public void noteBroadcast(String hash, String wallet, long nowSeconds) {
    synchronized (ledger) {
      Ledger.SwapRecord record = swaps.get(Addresses.normalize(hash));
      if (record != null && record.wallet == null) {
        record.wallet = Addresses.normalize(wallet);
        record.submittedAt = nowSeconds;
      }
    }
  }

  /** Every swap hash known, oldest first. */
  public List<Ledger.SwapRecord> swaps() {
    synchronized (ledger) {
      return new ArrayList<>(swaps.values());
    }
  }

  /** The swap a hash names, when known. */
  public Optional<Ledger.SwapRecord> swap(String hash) {
    synchronized (ledger) {
      return Optional.ofNullable(swaps.get(Addresses.normalize(hash)));
    }
  }
}
