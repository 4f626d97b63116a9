package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.Urgency;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.Quote;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * Body of {@code POST /swap_5792}: EIP-5792 batch calldata for a swap, wrap/unwrap or bridge.
 * Checked when built: the quote is one of the variants the spec lists (not a chained quote);
 * {@code urgency} is {@code normal}, {@code fast} or {@code urgent}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableSwap5792Request.class)
@JsonDeserialize(as = ImmutableSwap5792Request.class)
public abstract class Swap5792Request implements Extensible {
  /** The quote from {@code /quote}, sent back whole (unknown fields included). */
  public abstract Quote quote();

  /** Never sent as {@code null}. */
  public abstract Optional<PermitData> permitData();

  /** Unix seconds. */
  public abstract OptionalLong deadline();

  public abstract Optional<Urgency> urgency();

  public static ImmutableSwap5792Request.Builder builder() {
    return ImmutableSwap5792Request.builder();
  }

  public ImmutableSwap5792Request.Builder toBuilder() {
    return ImmutableSwap5792Request.builder().from(this);
  }

  /** A request for {@code quote} with nothing else set. */
  public static Swap5792Request of(Quote quote) {
    return builder().quote(quote).build();
  }

  @Value.Check
  protected void check() {
    if (quote() instanceof ChainedQuote) {
      throw new InvalidModelException(
          "quote",
          "POST /swap_5792 takes a classic, wrap/unwrap, bridge, Dutch or priority quote, was a"
              + " CHAINED quote (use POST /plan)");
    }
    urgency()
        .ifPresent(
            u ->
                RequestRules.urgency(
                    "urgency", u, RequestRules.UrgencyForm.LOWERCASE_STRING_OR_OBJECT));
  }
}
