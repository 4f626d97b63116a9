package io.tradingsdk.micrometer;

import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import io.tradingsdk.core.CallEnd;
import io.tradingsdk.micrometer.TradingClientObservationDocumentation.LowCardinalityKeyNames;

/**
 * The default naming and tagging: the observation {@value #NAME}, the span {@code "trading <operation>"}, and the
 * tags {@code operation}, {@code status} and {@code outcome}; no high-cardinality key. Extend it and override one
 * method to change one key (to add the request id to spans only, override {@code getHighCardinalityKeyValues} and
 * read {@code context.end()}).
 */
public class DefaultTradingClientObservationConvention implements TradingClientObservationConvention {
  /** The observation's name, and so the timer's: {@value}. */
  public static final String NAME = "trading.client.requests";

  private static final KeyValue STATUS_NONE = KeyValue.of(LowCardinalityKeyNames.STATUS, "none");
  private static final KeyValue OUTCOME_UNKNOWN = KeyValue.of(LowCardinalityKeyNames.OUTCOME, "unknown");

  @Override
  public String getName() {
    return NAME;
  }

  @Override
  public String getContextualName(TradingClientObservationContext context) {
    return "trading " + context.call().operation();
  }

  @Override
  public KeyValues getLowCardinalityKeyValues(TradingClientObservationContext context) {
    return KeyValues.of(operation(context), status(context), outcome(context));
  }

  /** The {@code operation} tag. */
  protected KeyValue operation(TradingClientObservationContext context) {
    return KeyValue.of(LowCardinalityKeyNames.OPERATION, context.call().operation());
  }

  /** The {@code status} tag: the last answer's status, {@code none} without one (and while the call runs). */
  protected KeyValue status(TradingClientObservationContext context) {
    CallEnd end = context.getResponse();
    if (end == null || end.status().isEmpty()) {
      return STATUS_NONE;
    }
    return KeyValue.of(LowCardinalityKeyNames.STATUS, Integer.toString(end.status().getAsInt()));
  }

  /** The {@code outcome} tag ({@code unknown} only while the call runs, as a long task timer sees it). */
  protected KeyValue outcome(TradingClientObservationContext context) {
    CallEnd end = context.getResponse();
    return end == null ? OUTCOME_UNKNOWN : KeyValue.of(LowCardinalityKeyNames.OUTCOME, end.outcome().tagValue());
  }
}
