package io.tradingsdk.core.internal;

import io.tradingsdk.core.ContextPropagator;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * {@link ContextPropagator#slf4jMdc()}. As with {@link Slf4jSink}, the SLF4J types are touched only inside {@link
 * Bound}, which loads only once slf4j-api is known to be present.
 */
public final class Slf4jMdcPropagator {
  private Slf4jMdcPropagator() {}

  public static ContextPropagator create() {
    if (!Slf4jSink.available()) {
      throw new IllegalStateException("ContextPropagator.slf4jMdc(): slf4j-api is not on the class path; add "
          + "org.slf4j:slf4j-api or use another ContextPropagator");
    }
    return Bound::capture;
  }

  private static final class Bound {
    static ContextPropagator.Snapshot capture() {
      @Nullable Map<String, String> captured = org.slf4j.MDC.getCopyOfContextMap();
      return () -> {
        @Nullable Map<String, String> previous = org.slf4j.MDC.getCopyOfContextMap();
        set(captured);
        return () -> set(previous);
      };
    }

    private static void set(@Nullable Map<String, String> context) {
      if (context == null || context.isEmpty()) {
        org.slf4j.MDC.clear();
      } else {
        org.slf4j.MDC.setContextMap(context);
      }
    }
  }
}
