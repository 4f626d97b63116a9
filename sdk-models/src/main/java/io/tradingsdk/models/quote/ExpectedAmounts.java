package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The amounts a Dutch v3 or priority quote ({@link DutchQuoteV3}, {@link PriorityQuote}) expects to
 * fill at, in base units, sent as decimal strings; inherited by both as attributes.
 */
public interface ExpectedAmounts {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> expectedAmountIn();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> expectedAmountOut();
}
