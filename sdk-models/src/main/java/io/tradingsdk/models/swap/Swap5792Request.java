package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.Quote;
import org.immutables.value.Value;

/**
 * Body of {@code POST /swap_5792}: EIP-5792 batch calldata for a swap, wrap/unwrap or bridge.
 * Checked when built: the quote is one of the variants the spec lists (not a chained quote);
 * {@code urgency} is {@code normal}, {@code fast} or {@code urgent}.
 */
@Value.Immutable
@JsonPropertyOrder({"quote", "permitData", "deadline", "urgency"})
@JsonSerialize(as = ImmutableSwap5792Request.class)
@JsonDeserialize(as = ImmutableSwap5792Request.class)
public abstract class Swap5792Request implements SwapRequestFields, Extensible {
  // quote, permitData, deadline and urgency are declared by SwapRequestFields; the @JsonPropertyOrder above keeps
  // them where they are on the wire.

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
