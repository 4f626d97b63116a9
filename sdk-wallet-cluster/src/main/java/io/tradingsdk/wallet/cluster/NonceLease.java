package io.tradingsdk.wallet.cluster;

import java.time.Duration;
import java.util.OptionalLong;

/** What {@link NonceStore#acquire} answered: the lease granted (with the next nonce when known), or busy. */
public final class NonceLease {
  private final boolean granted;
  private final long next;
  private final boolean takenOver;
  private final long remainingMillis;

  private NonceLease(boolean granted, long next, boolean takenOver, long remainingMillis) {
    this.granted = granted;
    this.next = next;
    this.takenOver = takenOver;
    this.remainingMillis = remainingMillis;
  }

  /**
   * The lease is the caller's.
   *
   * @param next the next nonce recorded, {@code -1} when unknown (first use, after a resync)
   * @param takenOver whether a lease that ran out unfinished was taken over: its nonce may or may not have reached
   *     the node
   */
  public static NonceLease granted(long next, boolean takenOver) {
    if (next < -1) {
      throw new IllegalArgumentException("next: must be >= -1 (-1: unknown), was " + next);
    }
    return new NonceLease(true, next, takenOver, 0);
  }

  /**
   * Another holder's lease runs for {@code remaining} more.
   *
   * @param next the next nonce recorded, {@code -1} when unknown
   */
  public static NonceLease busy(long next, Duration remaining) {
    if (remaining.isNegative()) {
      throw new IllegalArgumentException("remaining: must be >= 0, was " + remaining);
    }
    return new NonceLease(false, Math.max(next, -1), false, remaining.toMillis());
  }

  /** Whether the lease is the caller's. */
  public boolean granted() {
    return granted;
  }

  /** The next nonce the engine records, empty when unknown. */
  public OptionalLong next() {
    return next >= 0 ? OptionalLong.of(next) : OptionalLong.empty();
  }

  /** Whether a lease that ran out unfinished was taken over to grant this one. */
  public boolean takenOver() {
    return takenOver;
  }

  /** When busy: how long the other holder's lease still runs; zero when granted. */
  public Duration remaining() {
    return Duration.ofMillis(remainingMillis);
  }

  @Override
  public String toString() {
    return granted ? "NonceLease{granted, next=" + (next >= 0 ? next : "unknown") + (takenOver ? ", taken over" : "")
        + "}" : "NonceLease{busy for " + remainingMillis + " ms}";
  }
}
