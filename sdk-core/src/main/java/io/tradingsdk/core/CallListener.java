package io.tradingsdk.core;

/**
 * Hears every call a client makes, for metrics, traces and logs: {@link #onCallStart} is told of each call and
 * returns the {@link CallObserver} that hears the rest of it (each attempt, each retry, the end). Added with {@link
 * ClientOptions.Builder#addCallListener}; {@code sdk-micrometer}'s {@code ObservationCallListener} is one.
 *
 * <p><b>Threads.</b> {@code onCallStart} runs on the thread that makes the call, before anything is sent. A blocking
 * call tells its observer everything on that same thread. An async call tells it on the SDK's threads; with a
 * {@link ContextPropagator} ({@link ClientOptions.Builder#contextPropagator}) the caller's context (MDC, the current
 * span) is restored around each of those callbacks, and around the completion of the call's future.
 *
 * <p><b>Rules.</b> Callbacks must be quick and should not throw: a {@code RuntimeException} is dropped, so a
 * listener's bug never changes a call's outcome. They see the operation, method, path template, statuses, failures,
 * durations and request ids; never the API key or a body.
 */
@FunctionalInterface
public interface CallListener {
  /**
   * A call starts.
   *
   * @return what hears the rest of this call; {@link CallObserver#NONE} to ignore it
   */
  CallObserver onCallStart(CallStart call);
}
