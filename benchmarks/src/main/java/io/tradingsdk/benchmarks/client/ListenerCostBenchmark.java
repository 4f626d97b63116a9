package io.tradingsdk.benchmarks.client;

import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.AttemptEvent;
import io.tradingsdk.core.CallEnd;
import io.tradingsdk.core.CallListener;
import io.tradingsdk.core.CallRecorder;
import io.tradingsdk.core.CallStart;
import io.tradingsdk.micrometer.ObservationCallListener;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What observing one call costs by itself, without the network: the events a one-attempt call tells (start, attempt,
 * end) through {@link CallRecorder} to {@code sdk-micrometer}'s listener, which starts and stops an observation timed
 * in a {@link SimpleMeterRegistry}. The client's quote round trip ({@link ClientOverheadBenchmark#clientQuote}) in
 * the same run is what it is compared with; on a loaded machine this is steadier than the difference of two round
 * trips. The events are built with their public builders, which do a little more than the client's own path.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar 'ListenerCostBenchmark|ClientOverheadBenchmark'}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ListenerCostBenchmark {
  private CallStart call;
  private List<CallListener> observed;
  private SimpleMeterRegistry meters;

  @Setup(Level.Trial)
  public void setUp() {
    call = CallStart.builder().operation("quote").method("POST").pathTemplate("/quote").maxAttempts(3).build();
    meters = new SimpleMeterRegistry();
    ObservationRegistry observations = ObservationRegistry.create();
    observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
    observed = List.of(ObservationCallListener.create(observations, meters));
  }

  /** One call heard by the Micrometer listener: an observation started, timed and stopped. */
  @Benchmark
  public CallRecorder observedCall() {
    return oneCall(observed);
  }

  /** The same events with no listener: the SPI's own cost, an upper bound of what a client without one pays. */
  @Benchmark
  public CallRecorder unobservedCall() {
    return oneCall(List.of());
  }

  private CallRecorder oneCall(List<CallListener> listeners) {
    CallRecorder recorder = CallRecorder.start(call, listeners, null);
    recorder.attempt(AttemptEvent.builder(call).status(200).duration(Duration.ofMillis(1)).requestId("r").build());
    recorder.end(CallEnd.builder(call).status(200).duration(Duration.ofMillis(1)).requestId("r").build());
    return recorder;
  }
}
