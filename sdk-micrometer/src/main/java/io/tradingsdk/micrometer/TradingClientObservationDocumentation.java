package io.tradingsdk.micrometer;

import io.micrometer.common.docs.KeyName;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;
import io.micrometer.observation.docs.ObservationDocumentation;

/** The observations of {@code sdk-micrometer} and their keys. */
public enum TradingClientObservationDocumentation implements ObservationDocumentation {
  /**
   * One call of a Trading SDK client: an API operation, a JSON-RPC request or a receipt wait, from its start to its
   * end across every attempt, backoff and rate-limiter wait.
   */
  TRADING_CLIENT_REQUESTS {
    @Override
    public Class<? extends ObservationConvention<? extends Observation.Context>> getDefaultConvention() {
      return DefaultTradingClientObservationConvention.class;
    }

    @Override
    public KeyName[] getLowCardinalityKeyNames() {
      return LowCardinalityKeyNames.values();
    }
  };

  /**
   * The tags of every call's metrics and span. Each has a small fixed set of values; nothing of the request (no
   * address, amount, key or request id) is a tag.
   */
  public enum LowCardinalityKeyNames implements KeyName {
    /** The operation: {@code quote}, {@code swap7702}, {@code eth_sendRawTransaction}... */
    OPERATION {
      @Override
      public String asString() {
        return "operation";
      }
    },
    /** The last answer's HTTP status, or {@code none} when no answer arrived. */
    STATUS {
      @Override
      public String asString() {
        return "status";
      }
    },
    /**
     * {@code success}, {@code client_error}, {@code server_error}, {@code rate_limited}, {@code timeout}, {@code
     * io_error}, {@code invalid_response} or {@code cancelled} ({@link io.tradingsdk.core.CallOutcome}).
     */
    OUTCOME {
      @Override
      public String asString() {
        return "outcome";
      }
    }
  }
}
