package io.tradingsdk.micrometer;

import io.micrometer.context.ContextRegistry;
import io.micrometer.context.ContextSnapshot;
import io.micrometer.context.ContextSnapshotFactory;
import io.tradingsdk.core.ContextPropagator;
import java.util.Objects;

/**
 * Carries every thread-local known to Micrometer's context propagation ({@link ContextRegistry}) from the thread that
 * starts an async call onto the SDK's threads: the current observation (and so, with Micrometer Tracing, the current
 * span and the trace ids its MDC integration writes) out of the box, and whatever else the application registered.
 * The callbacks of the call's listeners, the client's log lines and the stages chained on its future then run in the
 * caller's context.
 *
 * <pre>{@code
 * TradingClient.builder().contextPropagator(ObservationContextPropagator.create())
 * }</pre>
 *
 * <p>To carry the whole MDC as well, combine it: {@code ContextPropagator.of(ObservationContextPropagator.create(),
 * ContextPropagator.slf4jMdc())}.
 */
public final class ObservationContextPropagator implements ContextPropagator {
  private final ContextSnapshotFactory snapshots;

  private ObservationContextPropagator(ContextSnapshotFactory snapshots) {
    this.snapshots = snapshots;
  }

  /** Over the global {@link ContextRegistry}. */
  public static ObservationContextPropagator create() {
    return create(ContextRegistry.getInstance());
  }

  /** Over {@code registry}. */
  public static ObservationContextPropagator create(ContextRegistry registry) {
    Objects.requireNonNull(registry, "registry");
    return new ObservationContextPropagator(ContextSnapshotFactory.builder().contextRegistry(registry).build());
  }

  @Override
  public Snapshot capture() {
    ContextSnapshot snapshot = snapshots.captureAll();
    return () -> {
      ContextSnapshot.Scope scope = snapshot.setThreadLocals();
      return scope::close;
    };
  }

  @Override
  public String toString() {
    return "ObservationContextPropagator";
  }
}
