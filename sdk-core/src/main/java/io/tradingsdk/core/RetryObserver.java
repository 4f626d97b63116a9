package io.tradingsdk.core;

/**
 * The simplest {@link CallListener}: told before each retry, for metrics or alerts, and of nothing else. Runs on the
 * threads a {@link CallObserver} runs on; it must be quick and must not throw (a throw is ignored).
 *
 * <pre>{@code
 * TradingClient.builder().retryObserver(e -> log.warn("retrying {}: {}", e.operation(), e.reason()))
 * }</pre>
 */
@FunctionalInterface
public interface RetryObserver extends CallListener {
  /** A retry of {@code event.operation()} will start after {@code event.delay()}. */
  void onRetry(RetryEvent event);

  /** Hears only the retries of {@code call}. */
  @Override
  default CallObserver onCallStart(CallStart call) {
    return new CallObserver() {
      @Override
      public void onRetry(RetryEvent retry) {
        RetryObserver.this.onRetry(retry);
      }
    };
  }
}
