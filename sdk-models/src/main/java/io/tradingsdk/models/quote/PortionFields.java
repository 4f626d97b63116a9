package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The integrator fee (the "portion") a quote takes from what the swapper receives, when one applies. Shared by
 * {@link ClassicQuote}, {@link BridgeQuote} and every {@link OrderQuote}, which inherit them as attributes and keep
 * their wire order with their own {@code @JsonPropertyOrder}.
 */
public interface PortionFields {
  /** Integrator fee in basis points, when one applies. */
  OptionalInt portionBips();

  /** The fee's amount in base units of the output token. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> portionAmount();

  /** Who receives the fee. */
  Optional<String> portionRecipient();
}
