package io.tradingsdk.core.internal;

import java.time.Duration;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * When a client of a shared engine (the distributed rate limiter's bucket store, the cluster nonce manager's store)
 * uses its in-process fallback instead: from a failure of the engine until {@code retryAfter} has passed, after which
 * the engine is tried again. {@link #engineFailed()} and {@link #engineWorks()} tell the caller when the state turns
 * either way, so that it logs each turn once. Safe to call from any thread.
 *
 * <p>Internal: not part of the SDK's API (the package is left out of the API baseline) and may change in any release.
 */
public final class EngineFallback {
  private final long retryAfterNanos;
  private final LongSupplier nanoClock;
  /** While the fallback is in use: the clock reading after which the engine is tried again; 0 otherwise. */
  private volatile long retryAt;

  /**
   * A window closed until the engine first fails.
   *
   * @param retryAfter how long to use the fallback after a failure before trying the engine again
   * @param nanoClock the clock, in nanoseconds ({@code System::nanoTime})
   */
  public EngineFallback(Duration retryAfter, LongSupplier nanoClock) {
    this.retryAfterNanos = retryAfter.toNanos();
    this.nanoClock = nanoClock;
  }

  /** Whether the fallback is in use now: the engine failed less than {@code retryAfter} ago. */
  public boolean inUse() {
    long at = retryAt;
    return at != 0 && nanoClock.getAsLong() - at < 0;
  }

  /** The engine answered: the fallback is left. Answers whether it was in use until now. */
  public boolean engineWorks() {
    if (retryAt != 0) {
      retryAt = 0;
      return true;
    }
    return false;
  }

  /**
   * The engine failed: the fallback is used for {@code retryAfter} from now. Answers whether this failure starts the
   * fallback (it was not in use yet).
   */
  public boolean engineFailed() {
    boolean first = retryAt == 0;
    long at = nanoClock.getAsLong() + retryAfterNanos;
    retryAt = at == 0 ? 1 : at;
    return first;
  }

  /**
   * Checks the option {@code retryEngineAfter} of an engine-backed component's builder: not null, not negative.
   *
   * @return {@code retryEngineAfter}
   */
  public static Duration checkRetryEngineAfter(Duration retryEngineAfter) {
    Objects.requireNonNull(retryEngineAfter, "retryEngineAfter");
    if (retryEngineAfter.isNegative()) {
      throw new IllegalArgumentException("retryEngineAfter: must be >= 0, was " + retryEngineAfter);
    }
    return retryEngineAfter;
  }

  /**
   * Checks the option {@code keyPrefix} (the prefix of the component's keys in the engine): not null, not blank.
   *
   * @return {@code keyPrefix}
   */
  public static String checkKeyPrefix(String keyPrefix) {
    Objects.requireNonNull(keyPrefix, "keyPrefix");
    if (keyPrefix.isBlank()) {
      throw new IllegalArgumentException("keyPrefix: must not be blank");
    }
    return keyPrefix;
  }

  /** How long the fallback lasts after a failure. */
  public Duration retryAfter() {
    return Duration.ofNanos(retryAfterNanos);
  }
}
