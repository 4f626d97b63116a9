package io.tradingsdk.core;

import io.tradingsdk.core.internal.Slf4jMdcPropagator;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Carries the caller's thread-bound context (SLF4J's MDC, the current span or observation) onto the SDK's own
 * threads, so the {@link CallObserver} callbacks of an async call, the client's log lines, and the stages the caller
 * chains on the call's future all run in the context the call was made in. Without one, they run in whatever context
 * the SDK's thread has (none).
 *
 * <p>{@link #capture()} runs on the caller's thread when an async call starts; each restore runs on an SDK thread and
 * its {@link Scope} puts that thread back as it was. {@code sdk-micrometer} has one for Micrometer's context
 * propagation (observations, spans, and any registered thread-local); {@link #slf4jMdc()} carries the MDC.
 */
@FunctionalInterface
public interface ContextPropagator {
  /** Takes what must follow the call, on the thread that makes it. */
  Snapshot capture();

  /** A captured context. */
  @FunctionalInterface
  interface Snapshot {
    /** Makes the captured context the current thread's, until the scope closes. */
    Scope restore();
  }

  /** A restored context: closing it puts back what the thread had before. */
  @FunctionalInterface
  interface Scope extends AutoCloseable {
    /** Restores the thread's previous context; never throws. */
    @Override
    void close();
  }

  /**
   * Carries SLF4J's MDC (needs slf4j-api on the class path).
   *
   * @throws IllegalStateException when slf4j-api is not on the class path
   */
  static ContextPropagator slf4jMdc() {
    return Slf4jMdcPropagator.create();
  }

  /** All of these, restored in this order and undone in reverse. */
  static ContextPropagator of(ContextPropagator... propagators) {
    List<ContextPropagator> all = List.copyOf(Arrays.asList(propagators));
    if (all.size() == 1) {
      return all.get(0);
    }
    return () -> {
      Snapshot[] snapshots = new Snapshot[all.size()];
      for (int i = 0; i < snapshots.length; i++) {
        snapshots[i] = Objects.requireNonNull(all.get(i).capture(), "capture()");
      }
      return () -> {
        Scope[] scopes = new Scope[snapshots.length];
        for (int i = 0; i < scopes.length; i++) {
          scopes[i] = snapshots[i].restore();
        }
        return () -> {
          for (int i = scopes.length - 1; i >= 0; i--) {
            scopes[i].close();
          }
        };
      };
    };
  }
}
