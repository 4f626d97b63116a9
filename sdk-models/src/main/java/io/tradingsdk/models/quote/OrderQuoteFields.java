package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.tradingsdk.models.AggregatedOutput;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The fields every order quote variant starts with, declared once for all four; {@code I} is the
 * variant's own order type, so each {@code orderInfo()} stays typed.
 *
 * <p>Immutables and Jackson take these accessors, with their annotations, as the variant's own, and
 * put them first, in this order, in its JSON; the variant declares what follows. Package-private:
 * users see the accessors on each variant, and the common ones through {@link OrderQuote}.
 */
interface OrderQuoteFields<I extends OrderInfo> {
  /** The encoded order, hex. */
  String encodedOrder();

  String orderId();

  /** The order to sign. */
  I orderInfo();

  /** Integrator fee in basis points, when one applies. */
  OptionalInt portionBips();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> portionAmount();

  Optional<String> portionRecipient();

  Optional<String> quoteId();

  Optional<BigDecimal> slippageTolerance();

  /** What the classic route's gas would cost, in USD. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigDecimal> classicGasUseEstimateUSD();

  Optional<List<AggregatedOutput>> aggregatedOutputs();
}
