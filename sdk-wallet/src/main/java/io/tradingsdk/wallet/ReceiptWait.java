package io.tradingsdk.wallet;

import java.time.Duration;
import java.util.Objects;

/**
 * How {@link PendingTransaction} waits for a receipt: how often it asks, for how long, and how many confirmations
 * it wants. Immutable.
 */
public final class ReceiptWait {
  private static final ReceiptWait DEFAULTS = builder().build();

  private final Duration pollInterval;
  private final Duration timeout;
  private final int confirmations;
  private final Duration watchAtLeastEvery;

  private ReceiptWait(Builder b) {
    this.pollInterval = b.pollInterval;
    this.timeout = b.timeout;
    this.confirmations = b.confirmations;
    this.watchAtLeastEvery = b.watchAtLeastEvery;
  }

  /** Polls every second, for up to 3 minutes, for 1 confirmation (the receipt's own block). */
  public static ReceiptWait defaults() {
    return DEFAULTS;
  }

  /** A builder from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** The time between two polls. */
  public Duration pollInterval() {
    return pollInterval;
  }

  /** The longest wait. */
  public Duration timeout() {
    return timeout;
  }

  /** Blocks wanted, the receipt's own included: 1 returns the receipt as soon as it exists. */
  public int confirmations() {
    return confirmations;
  }

  /**
   * The longest time between two looks at the sender's nonce while no receipt comes (besides every few empty
   * polls). Not API: a test that scripts the node's answers in order sets it beyond its run, so the wall clock of a
   * loaded machine cannot reorder them.
   */
  Duration watchAtLeastEvery() {
    return watchAtLeastEvery;
  }

  @Override
  public String toString() {
    return "ReceiptWait{pollInterval=" + pollInterval + ", timeout=" + timeout + ", confirmations=" + confirmations
        + "}";
  }

  /** Builds a {@link ReceiptWait}. */
  public static final class Builder {
    private Duration pollInterval = Duration.ofSeconds(1);
    private Duration timeout = Duration.ofMinutes(3);
    private int confirmations = 1;
    private Duration watchAtLeastEvery = Duration.ofSeconds(1);

    private Builder() {}

    /** The time between polls; positive (a block's time, or less, is a good value). */
    public Builder pollInterval(Duration pollInterval) {
      this.pollInterval = positive(pollInterval, "pollInterval");
      return this;
    }

    /** The longest wait; positive. */
    public Builder timeout(Duration timeout) {
      this.timeout = positive(timeout, "timeout");
      return this;
    }

    /** Blocks wanted, 1 to 1000. */
    public Builder confirmations(int confirmations) {
      if (confirmations < 1 || confirmations > 1000) {
        throw new IllegalArgumentException("confirmations: must be 1 to 1000, was " + confirmations);
      }
      this.confirmations = confirmations;
      return this;
    }

    /** See {@link ReceiptWait#watchAtLeastEvery()}; for tests in this package. */
    Builder watchAtLeastEvery(Duration watchAtLeastEvery) {
      this.watchAtLeastEvery = positive(watchAtLeastEvery, "watchAtLeastEvery");
      return this;
    }

    /** The wait. */
    public ReceiptWait build() {
      return new ReceiptWait(this);
    }

    private static Duration positive(Duration d, String name) {
      Objects.requireNonNull(d, name);
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException(name + ": must be > 0, was " + d);
      }
      return d;
    }
  }
}
