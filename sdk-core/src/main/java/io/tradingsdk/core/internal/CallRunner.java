package io.tradingsdk.core.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.tradingsdk.core.AttemptTimeoutException;
import io.tradingsdk.core.CallCancelledException;
import io.tradingsdk.core.CallOutcome;
import io.tradingsdk.core.CallRecorder;
import io.tradingsdk.core.CallStart;
import io.tradingsdk.core.ClientClosedException;
import io.tradingsdk.core.ContextPropagator;
import io.tradingsdk.core.DeadlineExceededException;
import io.tradingsdk.core.InvalidResponseException;
import io.tradingsdk.core.LogLevel;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.ResponseHeaders;
import io.tradingsdk.core.RetryEvent;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.core.TradingIoException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.net.UnknownServiceException;
import java.nio.charset.StandardCharsets;
import java.security.cert.CertificateException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLPeerUnverifiedException;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Headers;
import okhttp3.OkHttpClient;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.BufferedSource;

/**
 * Runs prepared calls: attempts, retries with backoff, the deadline, the rate limiter, logging and
 * the retry hook; blocking on the caller's thread or asynchronously on OkHttp's dispatcher plus one
 * scheduler thread for backoffs. OkHttp's own retry is off in the client it is given, so every retry
 * happens here and is counted, logged and bounded. Each response is read fully (up to its size
 * cap) and closed before the next attempt, so a failed attempt never pins a pooled connection.
 *
 * <p>Every failure reaches the caller as a {@link TradingException} that says what happened, on
 * both paths alike: a per-attempt timeout ({@link AttemptTimeoutException}), another network
 * failure ({@link TradingIoException}), the deadline ({@link DeadlineExceededException}), an
 * interrupted caller ({@link CallCancelledException}) or a closed client ({@link
 * ClientClosedException}). An async call's future always completes, whatever is thrown.
 */
public final class CallRunner {
  /** Installed by {@code HttpTransport}, whose constructor is the one place a runner is made. */
  private static final CoreAccess CORE = CoreAccess.get();
  private final OkHttpClient http;
  private final ScheduledExecutorService scheduler;
  private final Set<SharedResources.Abortable> inFlight;
  private final BooleanSupplier closed;

  public CallRunner(OkHttpClient http, ScheduledExecutorService scheduler, Set<SharedResources.Abortable> inFlight,
      BooleanSupplier closed) {
    this.http = http;
    this.scheduler = scheduler;
    this.inFlight = inFlight;
    this.closed = closed;
  }

  /** What one attempt gave: a response, or a failure and whether it may be retried. */
  private static final class Outcome<T> {
    RawResponse<T> success;
    TradingException failure;
    boolean retryable;
    /**
     * The failure may have reached the server and the call is not {@linkplain PreparedCall#replayable
     * replayable}: it is retried only after its replay check says the attempt took no effect.
     */
    boolean ambiguous;
    Optional<Duration> retryAfter = Optional.empty();
    Integer status;
  }

  /**
   * Reserves a permit that comes before the deadline: the nanoseconds to wait for it, or -1 when it would come
   * later (nothing reserved).
   */
  private static long permitWait(RateLimiter limiter, long deadlineAt) {
    long remaining = deadlineAt - System.nanoTime();
    if (remaining <= 0) {
      return -1;
    }
    return limiter.reserve(Duration.ofNanos(remaining)).map(Duration::toNanos).orElse(-1L);
  }

  // ---------------------------------------------------------------- blocking

  public <T> RawResponse<T> execute(PreparedCall<T> c) {
    CallRecorder rec = recorder(c, false);
    RawResponse<T> result;
    try {
      result = attempts(c, rec);
    } catch (RuntimeException | Error e) {
      CORE.ended(rec, e);
      throw e;
    }
    CORE.ended(rec, null);
    return result;
  }

  private <T> RawResponse<T> attempts(PreparedCall<T> c, CallRecorder rec) {
    long start = System.nanoTime();
    long deadlineAt = start + c.deadlineNanos;
    TradingException last = null;
    for (int attempt = 1; ; attempt++) {
      long waited = 0;
      if (c.limiter != null) {
        long wait = permitWait(c.limiter, deadlineAt);
        if (wait < 0) {
          throw fail(c, start, deadline(c, "the rate limiter would hold it past its deadline", last, attempt - 1),
              null);
        }
        if (wait > 0) {
          try {
            sleep(c, wait, attempt - 1);
          } catch (CallCancelledException e) {
            c.limiter.cancelReservation(); // interrupted before sending: the permit was not used
            throw e;
          }
          waited = wait;
        }
      }
      long remaining = deadlineAt - System.nanoTime();
      if (remaining <= 0) {
        CORE.waitedWithoutAttempt(rec, waited);
        throw fail(c, start, deadline(c, "its deadline passed before attempt " + attempt, last, attempt - 1), null);
      }
      long attemptTimeout = Math.min(c.timeoutNanos, remaining);
      boolean cutByDeadline = attemptTimeout < c.timeoutNanos;
      SendMark mark = new SendMark();
      Call call = http.newCall(mark.tag(c));
      call.timeout().timeout(attemptTimeout, TimeUnit.NANOSECONDS);
      c.log.request(c.request, c.body, attempt, c.maxAttempts());
      CORE.sending(rec, attempt);
      long t0 = System.nanoTime();
      Outcome<T> o;
      try (Response response = call.execute()) {
        o = readResponse(c, call, response, attempt, start, t0);
      } catch (IOException e) {
        if (Thread.currentThread().isInterrupted()) {
          throw fail(c, start, new CallCancelledException(c.operation + ": interrupted during attempt " + attempt
              + (!c.replayable && c.replayCheck == null && mark.reachedNetwork() ? unknownOutcome(c) : ""),
              e, attempt), "interrupted");
        }
        if (closed.getAsBoolean()) {
          throw fail(c, start, closedDuring(c, e, attempt), "client closed");
        }
        o = ioFailure(c, e, attempt, cutByDeadline, last, t0, mark);
      }
      if (o.success != null) {
        report(rec, o, attempt, System.nanoTime() - t0, waited, false);
        succeed(c, o.success);
        return o.success;
      }
      last = o.failure;
      Duration delay = retryDelay(c, o, attempt, deadlineAt, start);
      report(rec, o, attempt, System.nanoTime() - t0, waited, delay != null);
      if (delay == null) {
        throw o.failure;
      }
      retrying(c, rec, o, attempt, delay);
      sleep(c, Nanos.of(delay), attempt);
      if (closed.getAsBoolean()) {
        throw fail(c, start, closedDuring(c, null, attempt), "client closed");
      }
      if (o.ambiguous) {
        Optional<T> tookEffect = replayCheck(c, o.failure, attempt, start);
        if (tookEffect.isPresent()) {
          RawResponse<T> raw = checked(c, tookEffect.get(), attempt, start);
          succeed(c, raw);
          return raw;
        }
      }
    }
  }

  /**
   * Asks the call's replay check, blocking, whether an attempt that may have reached the server took
   * effect. When the check itself fails, the outcome is unknown: the attempt's failure is thrown, the
   * check's failure suppressed in it.
   */
  private static <T> Optional<T> replayCheck(PreparedCall<T> c, TradingException failure, int attempt, long start) {
    CompletableFuture<Optional<T>> check = c.replayCheck.tookEffect();
    try {
      return check.get();
    } catch (InterruptedException e) {
      check.cancel(true);
      Thread.currentThread().interrupt();
      throw fail(c, start, new CallCancelledException(c.operation + ": interrupted while checking whether attempt "
          + attempt + " took effect", e, attempt), "interrupted");
    } catch (ExecutionException e) {
      throw fail(c, start, uncheckable(c, failure, e.getCause()), "replay check failed");
    }
  }

  private static <T> TradingException uncheckable(PreparedCall<T> c, TradingException failure, Throwable why) {
    failure.addSuppressed(why);
    return failure;
  }

  /** The response of a call whose replay check found that an earlier attempt took effect. */
  private static <T> RawResponse<T> checked(PreparedCall<T> c, T value, int attempt, long start) {
    c.log.note(c.request, "attempt " + attempt + " took effect (replay check); not sending it again");
    return CORE.rawResponse(200, ResponseHeaders.empty(), value, new byte[0], c.routerVersion, attempt,
        Duration.ofNanos(System.nanoTime() - start));
  }

  private static void sleep(PreparedCall<?> c, long nanos, int attempts) {
    try {
      TimeUnit.NANOSECONDS.sleep(nanos);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CallCancelledException(c.operation + ": interrupted while waiting to retry", e, attempts);
    }
  }

  private static ClientClosedException closedDuring(PreparedCall<?> c, Throwable cause, int attempts) {
    return new ClientClosedException(c.operation + ": the client was closed while the call was in flight", cause,
        attempts);
  }

  // ---------------------------------------------------------------- async

  public <T, R> CompletableFuture<R> executeAsync(PreparedCall<T> c, Function<RawResponse<T>, R> finisher) {
    AsyncCall<T, R> call = new AsyncCall<>(c, finisher);
    call.start();
    return call;
  }

  /**
   * The future of one async call. Cancelling it cancels the OkHttp call in flight (closing its
   * connection) or the scheduled retry, and no further attempt starts. So does completing it from
   * outside ({@code complete}, {@code completeExceptionally}, {@code orTimeout}): whoever completes the
   * future no longer wants the call's answer.
   */
  private final class AsyncCall<T, R> extends CompletableFuture<R> implements Callback, SharedResources.Abortable {
    private final PreparedCall<T> c;
    private final Function<RawResponse<T>, R> finisher;
    private CallRecorder rec = CORE.unobserved();
    private volatile Call current;
    private volatile ScheduledFuture<?> pending;
    private volatile CompletableFuture<?> pendingCheck;
    private SendMark mark;
    private long start;
    private long deadlineAt;
    private int attempt;
    private boolean cutByDeadline;
    private long attemptStart;
    /** The scheduled step is the send that waits for its reserved permit (not a retry's backoff). */
    private volatile boolean waitingForPermit;
    /** How long the current attempt waited for the rate limiter. */
    private long waited;
    private TradingException last;

    AsyncCall(PreparedCall<T> c, Function<RawResponse<T>, R> finisher) {
      this.c = c;
      this.finisher = finisher;
    }

    /** Runs on the caller's thread: the listeners hear of the call, and its context is captured here. */
    void start() {
      rec = recorder(c, true);
      inFlight.add(this);
      whenComplete((r, e) -> {
        inFlight.remove(this);
        if (rec.isObserved() && !rec.hasEnded()) {
          // Completed by someone other than the runner (the caller completing the future): the call is abandoned.
          CORE.ended(rec,
              e != null ? e : new CancellationException(c.operation + ": the caller completed the future"));
        }
      });
      start = System.nanoTime();
      deadlineAt = start + c.deadlineNanos;
      guarded(() -> begin(1));
    }

    /**
     * A step on one of the SDK's threads, in the caller's context; whatever it throws completes the future, a
     * propagator's failure to restore or undo that context included.
     */
    private void onSdkThread(Runnable step) {
      guarded(() -> {
        try (ContextPropagator.Scope scope = rec.restoreContext()) {
          step.run();
        }
      });
    }

    /**
     * Completes the future with the call's result; the listeners hear the end first. The HTTP call is over: stopping
     * it (as an outside {@link #complete} does) would report a cancel to the application's event listener.
     */
    private void succeedWith(R value) {
      CORE.ended(rec, null);
      super.complete(value);
    }

    /** Completes the future with the call's own failure, the listeners first; the caller stops what may still run. */
    private void failWith(Throwable failure) {
      CORE.ended(rec, failure);
      super.completeExceptionally(failure);
    }

    /**
     * Runs one step of the call so that whatever it throws, {@link Error}s included, completes the
     * future: a throwable escaping to OkHttp's or the scheduler's thread would leave it pending.
     */
    private void guarded(Runnable step) {
      try {
        step.run();
      } catch (Throwable t) {
        failWith(t);
        stopWork();
        if (t instanceof VirtualMachineError) {
          throw (VirtualMachineError) t;
        }
      }
    }

    private void begin(int n) {
      if (isDone()) {
        return;
      }
      if (closed.getAsBoolean()) {
        failWith(fail(c, start, closedDuring(c, last, n - 1), "client closed"));
        return;
      }
      attempt = n;
      if (c.limiter != null) {
        long wait = permitWait(c.limiter, deadlineAt);
        if (wait < 0) {
          failWith(fail(c, start,
              deadline(c, "the rate limiter would hold it past its deadline", last, n - 1), null));
          return;
        }
        if (wait > 0) {
          waited = wait;
          waitingForPermit = true;
          schedule(this::send, wait);
          return;
        }
      }
      waited = 0;
      send();
    }

    private void send() {
      waitingForPermit = false;
      if (isDone()) {
        return;
      }
      long remaining = deadlineAt - System.nanoTime();
      if (remaining <= 0) {
        CORE.waitedWithoutAttempt(rec, waited);
        failWith(fail(c, start,
            deadline(c, "its deadline passed before attempt " + attempt, last, attempt - 1), null));
        return;
      }
      long attemptTimeout = Math.min(c.timeoutNanos, remaining);
      cutByDeadline = attemptTimeout < c.timeoutNanos;
      mark = new SendMark();
      Call call = http.newCall(mark.tag(c));
      call.timeout().timeout(attemptTimeout, TimeUnit.NANOSECONDS);
      current = call;
      if (isDone()) { // cancelled or completed from outside between the check above and publishing the call
        call.cancel();
        return;
      }
      c.log.request(c.request, c.body, attempt, c.maxAttempts());
      CORE.sending(rec, attempt);
      attemptStart = System.nanoTime();
      call.enqueue(this);
    }

    @Override
    public void onResponse(Call call, Response response) {
      onSdkThread(() -> {
        Outcome<T> o;
        try (response) {
          o = readResponse(c, call, response, attempt, start, attemptStart);
        } catch (IOException e) {
          onFailure(call, e);
          return;
        }
        next(o);
      });
    }

    @Override
    public void onFailure(Call call, IOException e) {
      onSdkThread(() -> {
        if (isDone()) {
          return; // cancelled by the caller or aborted by close(), which complete first
        }
        // OkHttp cancels the call itself when its call timeout fires, so isCanceled() is no sign of a
        // close: only the client's own flag is.
        if (closed.getAsBoolean()) {
          failWith(fail(c, start, closedDuring(c, e, attempt), "client closed"));
          return;
        }
        next(ioFailure(c, e, attempt, cutByDeadline, last, attemptStart, mark));
      });
    }

    private void next(Outcome<T> o) {
      if (isDone()) {
        return;
      }
      if (o.success != null) {
        report(rec, o, attempt, System.nanoTime() - attemptStart, waited, false);
        R value;
        try {
          succeed(c, o.success);
          value = finisher.apply(o.success);
        } catch (RuntimeException e) {
          failWith(e);
          return;
        }
        succeedWith(value);
        return;
      }
      last = o.failure;
      Duration delay = retryDelay(c, o, attempt, deadlineAt, start);
      report(rec, o, attempt, System.nanoTime() - attemptStart, waited, delay != null);
      if (delay == null) {
        failWith(o.failure);
        return;
      }
      retrying(c, rec, o, attempt, delay);
      int nextAttempt = attempt + 1;
      if (o.ambiguous) {
        TradingException failure = o.failure;
        schedule(() -> checkThenBegin(failure, nextAttempt), Nanos.of(delay));
      } else {
        schedule(() -> begin(nextAttempt), Nanos.of(delay));
      }
    }

    /** Runs the replay check of an attempt that may have reached the server, then completes or sends again. */
    private void checkThenBegin(TradingException failure, int nextAttempt) {
      if (isDone()) {
        return;
      }
      int checkedAttempt = nextAttempt - 1;
      CompletableFuture<Optional<T>> check = c.replayCheck.tookEffect();
      pendingCheck = check;
      if (isDone()) { // cancelled or completed from outside while the check was being started
        check.cancel(true);
        return;
      }
      check.whenComplete((tookEffect, error) -> guarded(() -> {
        if (isDone()) {
          return;
        }
        if (error != null) {
          failWith(fail(c, start, uncheckable(c, failure, unwrap(error)), "replay check failed"));
        } else if (tookEffect.isPresent()) {
          RawResponse<T> raw = checked(c, tookEffect.get(), checkedAttempt, start);
          succeed(c, raw);
          succeedWith(finisher.apply(raw));
        } else {
          begin(nextAttempt);
        }
      }));
    }

    private void schedule(Runnable task, long nanos) {
      try {
        pending = scheduler.schedule(() -> onSdkThread(task), nanos, TimeUnit.NANOSECONDS);
        if (isDone()) {
          cancelPending(pending);
        }
      } catch (RejectedExecutionException e) {
        failWith(fail(c, start, closedDuring(c, e, attempt), "client closed"));
      }
    }

    @Override
    public void clientClosed() {
      failWith(closedDuring(c, null, attempt));
      stopWork();
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      if (!isDone() && rec.isObserved()) {
        CORE.ended(rec, new CancellationException(c.operation + ": cancelled by the caller"));
      }
      return stopWorkIf(super.cancel(mayInterruptIfRunning));
    }

    @Override
    public boolean complete(R value) {
      return stopWorkIf(super.complete(value));
    }

    @Override
    public boolean completeExceptionally(Throwable failure) {
      return stopWorkIf(super.completeExceptionally(failure));
    }

    /** Stops the call's work when the future has just been completed ({@code done}); answers {@code done}. */
    private boolean stopWorkIf(boolean done) {
      if (done) {
        stopWork();
      }
      return done;
    }

    /**
     * Cancels the scheduled step. A send still waiting for its permit never runs now: the permit goes back to the
     * limiter, or every cancelled wait would delay the calls after it by one permit. Only the caller whose cancel
     * wins (the step had not started) gives it back, so it is given back once.
     */
    private void cancelPending(ScheduledFuture<?> p) {
      if (p.cancel(false) && waitingForPermit && c.limiter != null) {
        waitingForPermit = false;
        c.limiter.cancelReservation();
      }
    }

    private void stopWork() {
      Call call = current;
      if (call != null) {
        call.cancel();
      }
      ScheduledFuture<?> p = pending;
      if (p != null) {
        cancelPending(p);
      }
      CompletableFuture<?> check = pendingCheck;
      if (check != null) {
        check.cancel(true);
      }
    }
  }

  // ---------------------------------------------------------------- shared

  private <T> Outcome<T> readResponse(
      PreparedCall<T> c, Call call, Response response, int attempt, long start, long t0) throws IOException {
    int status = response.code();
    ResponseHeaders headers = CORE.responseHeaders(response.headers());
    Outcome<T> o = new Outcome<>();
    o.status = status;
    byte[] bytes;
    try {
      bytes = readCapped(response.body(), c.maxResponseBytes);
    } catch (BodyTooLarge e) {
      call.cancel(); // drop the connection rather than drain the rest of the body
      String requestId = headers.first(HeaderRules.REQUEST_ID).orElse(null);
      c.log.response(c.request, status, headers, e.prefix, System.nanoTime() - t0, attempt, requestId);
      o.failure = new InvalidResponseException(c.operation + ": the " + status + " response body is larger than "
          + "maxResponseBytes (" + c.maxResponseBytes + " bytes)"
          + (e.declaredLength >= 0 ? "; its Content-Length is " + e.declaredLength : ""),
          status, requestId, c.redactor.text(new String(e.prefix, StandardCharsets.UTF_8)), null, attempt);
      return o;
    }
    long now = System.nanoTime();
    if (status >= 200 && status <= 299) {
      RawResponse<T> raw;
      try {
        T value = c.reader.read(bytes, attempt);
        if (value == null) {
          throw new IllegalArgumentException("the body is JSON null");
        }
        raw = CORE.rawResponse(status, headers, value, bytes, c.routerVersion, attempt, Duration.ofNanos(now - start));
      } catch (TradingException e) {
        // A reader's typed failure (a JSON-RPC error in a 200, for one) is the call's answer, retried only when the
        // call's rule calls it transient ("header not found" from a node behind a load balancer).
        c.log.response(c.request, status, headers, bytes, now - t0, attempt, headers.first(HeaderRules.REQUEST_ID)
            .orElse(null));
        o.failure = e;
        classify(c, o, c.isTransientAnswer(e), false);
        return o;
      } catch (JsonProcessingException | RuntimeException e) {
        String requestId = ErrorMapper.bounded(Optional.ofNullable(JsonFields.topLevelString(bytes, "requestId"))
            .orElse(headers.first(HeaderRules.REQUEST_ID).orElse(null)), ErrorMapper.MAX_ID_CHARS);
        c.log.response(c.request, status, headers, bytes, now - t0, attempt, requestId);
        o.failure = new InvalidResponseException(
            c.redactor.text(c.operation + ": the " + status + " response does not fit " + c.responseName + describe(e)),
            status, requestId, c.redactor.text(new String(bytes, StandardCharsets.UTF_8)), c.redactor.cause(e),
            attempt);
        classify(c, o, c.isTransientAnswer(o.failure), false); // a truncated body, for one
        return o;
      }
      if (c.log.enabled(LogLevel.INFO)) {
        c.log.response(c.request, status, headers, bytes, now - t0, attempt, raw.requestId().orElse(null));
      }
      o.success = raw;
      return o;
    }
    TradingException error;
    String requestId;
    if (c.errorReader != null) {
      error = c.errorReader.read(status, headers, c.redactor.text(new String(bytes, StandardCharsets.UTF_8)), attempt);
      requestId = headers.first(HeaderRules.REQUEST_ID).orElse(null);
    } else {
      TradingApiException apiError = ErrorMapper.map(status, headers, bytes, attempt, c.redactor);
      error = apiError;
      requestId = apiError.requestId().orElse(null);
    }
    c.log.response(c.request, status, headers, bytes, now - t0, attempt, requestId);
    o.failure = error;
    // A 429 was refused before it was processed; any other status may come from a server that acted on it.
    classify(c, o, RetryPolicy.isRetryableStatus(status) || c.isTransientAnswer(error), status == 429);
    if (o.retryable) {
      o.retryAfter = CORE.parseRetryAfter(headers.first(HeaderRules.RETRY_AFTER).orElse(null), Instant.now());
    }
    return o;
  }

  /** A body over the size cap: its declared length (or -1) and the prefix read before giving up. */
  private static final class BodyTooLarge extends Exception {
    private static final long serialVersionUID = 1L;
    final long declaredLength;
    final transient byte[] prefix;

    BodyTooLarge(long declaredLength, byte[] prefix) {
      super(null, null, false, false);
      this.declaredLength = declaredLength;
      this.prefix = prefix;
    }
  }

  /** What of an oversized body is kept for rawBody() and the log. */
  public static final int OVERSIZED_PREFIX_BYTES = 1024;

  /**
   * Reads the body, holding at most {@code max + 1} bytes: a declared Content-Length over the cap
   * fails before a byte is read, and a body without one (chunked, or decompressed) is counted.
   */
  private static byte[] readCapped(ResponseBody body, long max) throws IOException, BodyTooLarge {
    if (body == null) {
      return new byte[0];
    }
    long declared = body.contentLength();
    if (declared > max) {
      throw new BodyTooLarge(declared, new byte[0]);
    }
    BufferedSource source = body.source();
    Buffer buffer = new Buffer();
    long limit = max + 1;
    while (buffer.size() < limit) {
      if (source.read(buffer, Math.min(8192, limit - buffer.size())) == -1) {
        return buffer.readByteArray();
      }
    }
    throw new BodyTooLarge(declared, buffer.readByteArray(Math.min(OVERSIZED_PREFIX_BYTES, buffer.size())));
  }

  /**
   * Sets whether a failed attempt is retried: a transient failure of a replayable call is; for one that is not, a
   * transient failure that certainly never reached the server is, and one that may have is ambiguous, retried
   * only through the call's replay check; without a check it is thrown, its message saying the outcome is unknown.
   */
  private static <T> void classify(PreparedCall<T> c, Outcome<T> o, boolean transientFailure, boolean neverProcessed) {
    if (!transientFailure || c.replayable || neverProcessed) {
      o.retryable = transientFailure;
      return;
    }
    o.ambiguous = c.replayCheck != null;
    o.retryable = o.ambiguous;
    if (!o.ambiguous) {
      // Not sent again, and the caller must not read the failure as "nothing happened": the service may have acted.
      o.failure = CORE.withNote(o.failure, unknownOutcome(c));
    }
  }

  private static String unknownOutcome(PreparedCall<?> c) {
    return "; not sent again: " + c.request.method() + " " + c.path()
        + " changes the service's state and may have reached it, so its outcome is unknown"
        + " (read the state before sending it again)";
  }

  private static <T> Outcome<T> ioFailure(PreparedCall<T> c, IOException e, int attempt, boolean cutByDeadline,
      TradingException last, long t0, SendMark mark) {
    c.log.ioFailure(c.request, e, System.nanoTime() - t0, attempt);
    Outcome<T> o = new Outcome<>();
    if (cutByDeadline && e instanceof InterruptedIOException) {
      o.failure = new DeadlineExceededException(c.operation + ": the call's deadline ran out during attempt " + attempt,
          last != null ? last : e, attempt);
      if (!c.replayable && c.replayCheck == null && mark.reachedNetwork()) {
        o.failure = CORE.withNote(o.failure, unknownOutcome(c)); // never retried, but the service may have acted
      }
      return o;
    }
    if (e instanceof InterruptedIOException) { // OkHttp's call timeout, or a socket read/write timeout
      String what = isConnectTimeout(e) ? "could not connect within the connect timeout"
          : "got no complete answer within the per-attempt timeout (" + Duration.ofNanos(c.timeoutNanos).toMillis()
              + " ms)";
      o.failure = new AttemptTimeoutException(c.operation + ": " + c.request.method() + " " + c.path() + " " + what
          + " in attempt " + attempt, e, attempt);
      classify(c, o, true, !mark.reachedNetwork());
      return o;
    }
    o.failure = new TradingIoException(c.operation + ": " + c.request.method() + " " + c.path() + " failed: "
        + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + c.redactor.text(e.getMessage())),
        e, attempt);
    classify(c, o, isRetryable(e), !mark.reachedNetwork());
    return o;
  }

  private static boolean isConnectTimeout(IOException e) {
    return e instanceof SocketTimeoutException && e.getMessage() != null && e.getMessage().startsWith("connect");
  }

  /** Like OkHttp's own judgement: certificate and protocol-policy failures will not heal on retry. */
  private static boolean isRetryable(IOException e) {
    if (e instanceof SSLPeerUnverifiedException || e instanceof UnknownServiceException) {
      return false;
    }
    return !(e instanceof SSLHandshakeException && e.getCause() instanceof CertificateException);
  }

  /** The wait before the next attempt, or null when the failure must be thrown now. */
  private static <T> Duration retryDelay(PreparedCall<T> c, Outcome<T> o, int attempt, long deadlineAt, long start) {
    Duration total = Duration.ofNanos(System.nanoTime() - start);
    boolean rateLimited = o.status != null && o.status == 429;
    if (rateLimited && c.limiter != null) {
      // The service asks the whole key to pause, whether or not this call retries.
      c.limiter.pause(CORE.delayBefore(c.policy, attempt, o.retryAfter, 0.0)); // the full backoff, no jitter
    }
    if (!o.retryable) {
      c.log.failure(c.request, o.failure, total, null);
      return null;
    }
    if (attempt >= c.maxAttempts()) {
      c.log.failure(c.request, o.failure, total, c.maxRetries == 0 ? "retries disabled" : "retries exhausted");
      return null;
    }
    Duration delay = CORE.delayBefore(c.policy, attempt, o.retryAfter, ThreadLocalRandom.current().nextDouble());
    if (Nanos.of(delay) >= deadlineAt - System.nanoTime()) { // a difference of nanoTimes, which cannot overflow
      c.log.failure(c.request, o.failure, total, "no time left for a retry before the deadline");
      return null;
    }
    return delay;
  }

  /** Logs the retry about to wait {@code delay} and tells the listeners. */
  private static <T> void retrying(PreparedCall<T> c, CallRecorder rec, Outcome<T> o, int attempt, Duration delay) {
    RetryEvent event = CORE.retryEvent(rec.isObserved() ? rec.call() : callStart(c), c.path(), attempt, delay,
        o.status, o.failure, CallOutcome.ofFailure(o.failure));
    c.log.retry(event);
    rec.retry(event);
  }

  /** Records an attempt that ended, and tells the listeners when any listens. */
  private static <T> void report(CallRecorder rec, Outcome<T> o, int attempt, long attemptNanos, long waitNanos,
      boolean retried) {
    if (!rec.isObserved()) {
      return;
    }
    RawResponse<T> success = o.success;
    TradingException failure = o.failure;
    Supplier<String> requestId;
    if (success != null) {
      requestId = () -> success.requestId().orElse(null);
    } else if (failure instanceof TradingApiException) {
      requestId = () -> ((TradingApiException) failure).requestId().orElse(null);
    } else if (failure instanceof InvalidResponseException) {
      requestId = () -> ((InvalidResponseException) failure).requestId().orElse(null);
    } else {
      requestId = () -> null;
    }
    CORE.attemptEnded(rec, attempt, o.status == null ? -1 : o.status, failure, attemptNanos, waitNanos, retried,
        requestId);
  }

  /** Who hears this call: nobody (at no cost) unless the client has listeners, or a propagator for an async call. */
  private static CallRecorder recorder(PreparedCall<?> c, boolean async) {
    ContextPropagator propagator = async ? c.propagator : null;
    if (c.listeners.isEmpty() && propagator == null) {
      return CORE.unobserved();
    }
    return CallRecorder.start(callStart(c), c.listeners, propagator);
  }

  private static CallStart callStart(PreparedCall<?> c) {
    return CallStart.builder().kind(c.kind).operation(c.operation).method(c.request.method())
        .pathTemplate(c.pathTemplate).maxAttempts(c.maxAttempts()).build();
  }

  private static Throwable unwrap(Throwable t) {
    return (t instanceof java.util.concurrent.CompletionException || t instanceof ExecutionException)
        && t.getCause() != null ? t.getCause() : t;
  }

  private static <T> void succeed(PreparedCall<T> c, RawResponse<T> raw) {
    if (c.onSuccess != null) {
      c.onSuccess.accept(raw);
    }
  }

  private static <T> TradingException fail(PreparedCall<T> c, long start, TradingException e, String why) {
    c.log.failure(c.request, e, Duration.ofNanos(System.nanoTime() - start), why);
    return e;
  }

  private static <T> DeadlineExceededException deadline(PreparedCall<T> c, String what, TradingException last,
      int attempts) {
    return new DeadlineExceededException(c.operation + ": gave up because " + what + " ("
        + Duration.ofNanos(c.deadlineNanos).toMillis() + " ms)", last, attempts);
  }

  private static String describe(Exception e) {
    if (e instanceof JsonMappingException) {
      JsonMappingException m = (JsonMappingException) e;
      StringBuilder path = new StringBuilder("$");
      for (JsonMappingException.Reference ref : m.getPath()) {
        if (ref.getFieldName() != null) {
          path.append('.').append(ref.getFieldName());
        } else if (ref.getIndex() >= 0) {
          path.append('[').append(ref.getIndex()).append(']');
        }
      }
      String msg = firstLine(m.getOriginalMessage());
      return " at " + path + ": " + msg;
    }
    if (e instanceof JsonProcessingException) {
      String msg = ((JsonProcessingException) e).getOriginalMessage();
      return ": not valid JSON (" + firstLine(msg) + ")";
    }
    return ": " + e.getMessage();
  }

  /** The first line of {@code text}, "" for null (String.lines() is Android API 33). */
  private static String firstLine(String text) {
    if (text == null) {
      return "";
    }
    int end = 0;
    while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
      end++;
    }
    return text.substring(0, end);
  }
}
