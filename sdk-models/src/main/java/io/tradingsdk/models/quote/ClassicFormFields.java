package io.tradingsdk.models.quote;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * The classic-form view newer service versions add to a Dutch v2 or v3 quote ({@link DutchQuoteV2},
 * {@link DutchQuoteV3}), inherited by both as attributes.
 */
public interface ClassicFormFields {
  /** Classic-form input (newer service versions). */
  Optional<ClassicInput> input();

  /** Classic-form output (newer service versions). */
  Optional<ClassicOutput> output();

  /** Difference to the market price in percent (newer service versions). */
  Optional<BigDecimal> priceDifference();
}
