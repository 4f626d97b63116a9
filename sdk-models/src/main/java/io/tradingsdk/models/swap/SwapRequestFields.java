package io.tradingsdk.models.swap;

import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Urgency;
import io.tradingsdk.models.quote.Quote;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What every request that turns a quote into calldata carries: the quote, the permit it came with, a deadline and
 * an urgency. Shared by {@link SwapRequest} ({@code POST /swap}), {@link Swap7702Request} ({@code /swap_7702}) and
 * {@link Swap5792Request} ({@code /swap_5792}), which inherit them as attributes, check them with their own rules and
 * keep their wire order with their own {@code @JsonPropertyOrder}.
 */
public interface SwapRequestFields {
  /** The quote from {@code /quote}, sent back whole (unknown fields included). */
  Quote quote();

  /** The permit message the quote returned; never sent as {@code null}. */
  Optional<PermitData> permitData();

  /** Unix seconds after which the swap reverts if not included. */
  OptionalLong deadline();

  /** {@code normal}, {@code fast} or {@code urgent} (the service's default: {@code urgent}). */
  Optional<Urgency> urgency();
}
