package io.tradingsdk.core.internal;

import io.tradingsdk.core.CallOutcome;
import io.tradingsdk.core.CallRecorder;
import io.tradingsdk.core.CallStart;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.ResponseHeaders;
import io.tradingsdk.core.RetryEvent;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingException;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import okhttp3.Headers;
import org.jspecify.annotations.Nullable;

/**
 * What the machinery here needs of {@code io.tradingsdk.core} that is not API there: the constructors of the values a
 * call hands out and the recorder's bookkeeping. {@code io.tradingsdk.core} installs its one implementation when
 * {@code HttpTransport} is first used, before any call can run.
 */
public interface CoreAccess {
  /** The implementation; fails when {@code io.tradingsdk.core} has not installed it yet. */
  static CoreAccess get() {
    CoreAccess access = Holder.installed;
    if (access == null) {
      throw new IllegalStateException("io.tradingsdk.core has not installed its CoreAccess");
    }
    return access;
  }

  /** Installs {@code io.tradingsdk.core}'s implementation; the first one stays. */
  static void install(CoreAccess access) {
    synchronized (Holder.class) {
      if (Holder.installed == null) {
        Holder.installed = Objects.requireNonNull(access, "access");
      }
    }
  }

  /** A call's answer as the caller gets it. */
  <T> RawResponse<T> rawResponse(int status, ResponseHeaders headers, T body, byte[] bodyBytes,
      @Nullable RouterVersion routerVersion, int attempts, Duration duration);

  /** An answer's headers, with the {@code Retry-After} OkHttp was kept from seeing under its own name. */
  ResponseHeaders responseHeaders(Headers headers);

  /** The retry a call is about to wait for. */
  RetryEvent retryEvent(CallStart call, String path, int failedAttempt, Duration delay, @Nullable Integer status,
      TradingException failure, CallOutcome reason);

  /** The recorder of a call nobody observes. */
  CallRecorder unobserved();

  /** {@code CallRecorder}: attempt {@code attempt} is being sent. */
  void sending(CallRecorder recorder, int attempt);

  /** {@code CallRecorder}: an attempt ended. */
  void attemptEnded(CallRecorder recorder, int attempt, int status, @Nullable Throwable failure, long attemptNanos,
      long waitNanos, boolean retried, Supplier<@Nullable String> requestId);

  /** {@code CallRecorder}: a wait for the rate limiter that no attempt followed. */
  void waitedWithoutAttempt(CallRecorder recorder, long waitNanos);

  /** {@code CallRecorder}: the call ended, a success when {@code failure} is null. */
  void ended(CallRecorder recorder, @Nullable Throwable failure);

  /** {@code RetryPolicy}: the wait before retry {@code retry}. */
  Duration delayBefore(RetryPolicy policy, int retry, Optional<Duration> retryAfter, double random);

  /** {@code RetryPolicy}: a {@code Retry-After} value as a wait from {@code now}. */
  Optional<Duration> parseRetryAfter(@Nullable String value, Instant now);

  /**
   * {@code failure} told that the call was not sent again because its outcome is unknown: the same type and facts,
   * {@code note} after its message. A failure of another kind is answered as it is.
   */
  TradingException withNote(TradingException failure, String note);

  /** Where the installed implementation is kept. */
  final class Holder {
    private static volatile @Nullable CoreAccess installed;

    private Holder() {}
  }
}
