package io.tradingsdk.core.internal;

import java.time.Duration;

/**
 * Durations as the nanoseconds the call machinery adds to {@link System#nanoTime()}. A caller may well write "no
 * limit" as the longest {@link Duration} ({@code Duration.ofSeconds(Long.MAX_VALUE)}): {@link Duration#toNanos()}
 * throws on it, and even {@code Long.MAX_VALUE} nanoseconds overflow once added to a start time. Anything longer
 * than {@link #MAX} counts as {@link #MAX}.
 */
public final class Nanos {
  /** About 73 years: as good as no limit, and a start time plus this cannot overflow. */
  public static final long MAX = Long.MAX_VALUE / 4;
  private static final Duration MAX_DURATION = Duration.ofNanos(MAX);

  private Nanos() {}

  /** {@code d} in nanoseconds, at most {@link #MAX}. */
  public static long of(Duration d) {
    return d.compareTo(MAX_DURATION) >= 0 ? MAX : d.toNanos();
  }
}
