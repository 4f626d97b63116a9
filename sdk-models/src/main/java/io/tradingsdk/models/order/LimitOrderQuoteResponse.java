package io.tradingsdk.models.order;

import io.tradingsdk.models.Extensible;
import org.jspecify.annotations.Nullable;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Routing;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.quote.DutchQuote;
import io.tradingsdk.models.quote.ImmutableDutchQuote;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /limit_order_quote}: a Dutch order quote ({@code routing} {@code
 * LIMIT_ORDER}) and the permit to sign.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableLimitOrderQuoteResponse.class)
@JsonDeserialize(as = ImmutableLimitOrderQuoteResponse.class)
public abstract class LimitOrderQuoteResponse implements Extensible {
  public abstract String requestId();

  public abstract DutchQuote quote();

  /** {@code LIMIT_ORDER}. */
  public abstract Routing routing();

  /** Required but may be {@code null}; always written. */
  @Nullable
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public abstract PermitData permitData();

  public static ImmutableLimitOrderQuoteResponse.Builder builder() {
    return ImmutableLimitOrderQuoteResponse.builder();
  }

  public ImmutableLimitOrderQuoteResponse.Builder toBuilder() {
    return ImmutableLimitOrderQuoteResponse.builder().from(this);
  }

  /** The permit message, when the service sent one. */
  @JsonIgnore
  public Optional<PermitData> permit() {
    return Optional.ofNullable(permitData());
  }

  @Value.Check
  protected LimitOrderQuoteResponse recordRouting() {
    if (quote().routing().equals(routing())
        || !(routing().equals(Routing.LIMIT_ORDER) || routing().equals(Routing.DUTCH_LIMIT))) {
      return this;
    }
    return toBuilder().quote(ImmutableDutchQuote.copyOf(quote()).withRouting(routing())).build();
  }
}
