package io.tradingsdk.core;

import io.tradingsdk.core.internal.CoreAccess;
import io.tradingsdk.core.internal.HeaderRules;
import io.tradingsdk.core.internal.NoSilentRetry;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;
import okhttp3.Headers;
import org.jspecify.annotations.Nullable;

/** This package's side of {@link CoreAccess}: what {@code io.tradingsdk.core.internal} may do here and no user may. */
final class CoreBridge implements CoreAccess {
  static final CoreBridge INSTANCE = new CoreBridge();

  private CoreBridge() {}

  /** Installs the bridge; called from the static initializer of {@link HttpTransport}, the one way to HTTP. */
  static void install() {
    CoreAccess.install(INSTANCE);
  }

  @Override
  public <T> RawResponse<T> rawResponse(int status, ResponseHeaders headers, T body, byte[] bodyBytes,
      @Nullable RouterVersion routerVersion, int attempts, Duration duration) {
    return new RawResponse<>(status, headers, body, bodyBytes, routerVersion, attempts, duration);
  }

  @Override
  public ResponseHeaders responseHeaders(Headers headers) {
    ResponseHeaders.Builder b = new ResponseHeaders.Builder();
    for (int i = 0; i < headers.size(); i++) {
      String name = headers.name(i);
      b.add(name.equalsIgnoreCase(NoSilentRetry.HIDDEN) ? HeaderRules.RETRY_AFTER : name, headers.value(i));
    }
    return b.build();
  }

  @Override
  public RetryEvent retryEvent(CallStart call, String path, int failedAttempt, Duration delay,
      @Nullable Integer status, TradingException failure, CallOutcome reason) {
    return new RetryEvent(call, path, failedAttempt, delay, status, failure, reason);
  }

  @Override
  public CallRecorder unobserved() {
    return CallRecorder.NONE;
  }

  @Override
  public void sending(CallRecorder recorder, int attempt) {
    recorder.sending(attempt);
  }

  @Override
  public void attemptEnded(CallRecorder recorder, int attempt, int status, @Nullable Throwable failure,
      long attemptNanos, long waitNanos, boolean retried, Supplier<@Nullable String> requestId) {
    recorder.attemptEnded(attempt, status, failure, attemptNanos, waitNanos, retried, requestId);
  }

  @Override
  public void waitedWithoutAttempt(CallRecorder recorder, long waitNanos) {
    recorder.waitedWithoutAttempt(waitNanos);
  }

  @Override
  public void ended(CallRecorder recorder, @Nullable Throwable failure) {
    recorder.ended(failure);
  }

  @Override
  public Duration delayBefore(RetryPolicy policy, int retry, Optional<Duration> retryAfter, double random) {
    return policy.delayBefore(retry, retryAfter, random);
  }

  @Override
  public Optional<Duration> parseRetryAfter(@Nullable String value, Instant now) {
    return RetryPolicy.parseRetryAfter(value, now);
  }

  @Override
  public TradingException withNote(TradingException failure, String note) {
    TradingException noted;
    if (failure instanceof ServiceTimeoutException) {
      noted = new ServiceTimeoutException(((ServiceTimeoutException) failure).response(), failure.attempts(), note);
    } else if (failure.getClass() == ServerException.class) {
      noted = new ServerException(((ServerException) failure).response(), failure.attempts(), note);
    } else if (failure.getClass() == DeadlineExceededException.class) {
      noted = new DeadlineExceededException(failure.getMessage() + note, failure.getCause(), failure.attempts());
    } else if (failure instanceof AttemptTimeoutException) {
      noted = new AttemptTimeoutException(failure.getMessage() + note, failure.getCause(), failure.attempts());
    } else if (failure.getClass() == TradingIoException.class) {
      noted = new TradingIoException(failure.getMessage() + note, failure.getCause(), failure.attempts());
    } else {
      return failure;
    }
    for (Throwable s : failure.getSuppressed()) {
      noted.addSuppressed(s);
    }
    return noted;
  }
}
