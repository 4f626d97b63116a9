package io.tradingsdk.micrometer;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.AttemptEvent;
import io.tradingsdk.core.CallEnd;
import io.tradingsdk.core.CallListener;
import io.tradingsdk.core.CallObserver;
import io.tradingsdk.core.CallStart;
import io.tradingsdk.core.RetryEvent;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Observes every call of a Trading SDK client with Micrometer: one observation {@value
 * DefaultTradingClientObservationConvention#NAME} per call (a timer tagged {@code operation}, {@code status} and
 * {@code outcome}, and with Micrometer Tracing a client span, child of the caller's current span), plus two meters
 * the observation cannot carry:
 *
 * <ul>
 *   <li>{@value #RETRIES}: a counter of retries, tagged {@code operation} and {@code reason} ({@code rate_limited},
 *       {@code server_error}, {@code timeout}, {@code io_error});
 *   <li>{@value #RATE_LIMIT_WAITS}: a timer of the attempts that waited for the client's rate limiter, tagged
 *       {@code operation} (its count is the number of waits, its total the time spent waiting).
 * </ul>
 *
 * <pre>{@code
 * TradingClient client = TradingClient.builder().fromEnv()
 *     .addCallListener(ObservationCallListener.create(observationRegistry, meterRegistry))
 *     .contextPropagator(ObservationContextPropagator.create())
 *     .build();
 * }</pre>
 *
 * <p>The observation starts on the thread that makes the call, so its parent is that thread's current observation
 * or span, async calls included; it stops when the call ends, on whichever thread that is.
 */
public final class ObservationCallListener implements CallListener {
  /** The retry counter's name: {@value}. */
  public static final String RETRIES = "trading.client.retries";

  /** The rate-limit wait timer's name: {@value}. */
  public static final String RATE_LIMIT_WAITS = "trading.client.rate.limit.waits";

  private static final TradingClientObservationConvention DEFAULT_CONVENTION =
      new DefaultTradingClientObservationConvention();

  private final ObservationRegistry observationRegistry;
  private final @Nullable MeterRegistry meterRegistry;
  private final @Nullable TradingClientObservationConvention convention;

  private ObservationCallListener(Builder b) {
    this.observationRegistry = b.observationRegistry;
    this.meterRegistry = b.meterRegistry;
    this.convention = b.convention;
  }

  /**
   * Observations in {@code observationRegistry}, retries and rate-limit waits in {@code meterRegistry}, with the
   * default convention.
   */
  public static ObservationCallListener create(ObservationRegistry observationRegistry, MeterRegistry meterRegistry) {
    return builder(observationRegistry).meterRegistry(meterRegistry).build();
  }

  /** A builder observing into {@code observationRegistry}. */
  public static Builder builder(ObservationRegistry observationRegistry) {
    return new Builder(observationRegistry);
  }

  @Override
  public CallObserver onCallStart(CallStart call) {
    if (observationRegistry.isNoop() && meterRegistry == null) {
      return CallObserver.NONE;
    }
    TradingClientObservationContext context = new TradingClientObservationContext(call);
    Observation observation = TradingClientObservationDocumentation.TRADING_CLIENT_REQUESTS
        .observation(convention, DEFAULT_CONVENTION, () -> context, observationRegistry)
        .start();
    return new CallObservation(call, context, observation, meterRegistry);
  }

  /** The observation of one call, and the meters it feeds (none when {@code meterRegistry} is null). */
  private record CallObservation(CallStart call, TradingClientObservationContext context, Observation observation,
      @Nullable MeterRegistry meterRegistry) implements CallObserver {
    @Override
    public void onAttempt(AttemptEvent attempt) {
      Duration waited = attempt.rateLimitWait();
      if (meterRegistry != null && !waited.isZero()) {
        Timer.builder(RATE_LIMIT_WAITS)
            .description("Attempts of Trading SDK calls that waited for the client's rate limiter, and how long")
            .tag("operation", call.operation())
            .register(meterRegistry)
            .record(waited);
      }
    }

    @Override
    public void onRetry(RetryEvent retry) {
      if (meterRegistry != null) {
        Counter.builder(RETRIES)
            .description("Retries of Trading SDK calls, by the reason the failed attempt gives")
            .tag("operation", call.operation())
            .tag("reason", retry.reason().tagValue())
            .register(meterRegistry)
            .increment();
      }
    }

    @Override
    public void onCallEnd(CallEnd end) {
      context.setResponse(end);
      end.failure().ifPresent(observation::error);
      observation.stop();
    }
  }

  /** Builds an {@link ObservationCallListener}. */
  public static final class Builder {
    private final ObservationRegistry observationRegistry;
    private @Nullable MeterRegistry meterRegistry;
    private @Nullable TradingClientObservationConvention convention;

    private Builder(ObservationRegistry observationRegistry) {
      this.observationRegistry = Objects.requireNonNull(observationRegistry, "observationRegistry");
    }

    /** Where the retry counter and the rate-limit wait timer go; without one, only the observation is made. */
    public Builder meterRegistry(MeterRegistry meterRegistry) {
      this.meterRegistry = Objects.requireNonNull(meterRegistry, "meterRegistry");
      return this;
    }

    /** Replaces the default naming and tagging ({@link DefaultTradingClientObservationConvention}). */
    public Builder observationConvention(TradingClientObservationConvention convention) {
      this.convention = Objects.requireNonNull(convention, "convention");
      return this;
    }

    /** The listener. */
    public ObservationCallListener build() {
      return new ObservationCallListener(this);
    }
  }
}
