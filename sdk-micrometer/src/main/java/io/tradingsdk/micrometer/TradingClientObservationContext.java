package io.tradingsdk.micrometer;

import io.micrometer.observation.transport.Kind;
import io.micrometer.observation.transport.RequestReplySenderContext;
import io.tradingsdk.core.CallEnd;
import io.tradingsdk.core.CallKind;
import io.tradingsdk.core.CallStart;
import java.util.Optional;

/**
 * What an observation of one call holds: the {@link CallStart} from the beginning and, once it ended, the {@link
 * CallEnd} as the response. A convention reads both to name and tag the observation.
 *
 * <p>It is a client-kind sender context, so spans are client spans. No trace header is sent: the Trading API and
 * the nodes the SDK calls are third parties, and the carrier (the call's description) takes no header.
 */
public final class TradingClientObservationContext extends RequestReplySenderContext<CallStart, CallEnd> {
  private final CallStart call;

  /** The context of {@code call}, before it starts. */
  public TradingClientObservationContext(CallStart call) {
    super((carrier, key, value) -> {
      // no propagation to third parties (see the class comment)
    }, Kind.CLIENT);
    this.call = call;
    setCarrier(call);
    setRemoteServiceName(call.kind() == CallKind.API ? "trading-api" : "ethereum-json-rpc");
  }

  /** The call. */
  public CallStart call() {
    return call;
  }

  /** How the call ended; empty while it runs. */
  public Optional<CallEnd> end() {
    return Optional.ofNullable(getResponse());
  }
}
