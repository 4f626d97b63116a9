package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /swap_7702}: turn a classic quote into EIP-7702 calldata. Checked when
 * built: the quote is a classic quote (the spec says so; the service also takes wrap/unwrap and
 * bridge quotes), {@code smartContractDelegationAddress} is 40 hex digits with an optional 0x,
 * {@code urgency} is {@code normal}, {@code fast} or {@code urgent}.
 */
@Value.Immutable
@JsonPropertyOrder({
  "quote", "permitData", "smartContractDelegationAddress", "includeGasInfo", "deadline", "urgency",
  "simulateTransaction"})
@JsonSerialize(as = ImmutableSwap7702Request.class)
@JsonDeserialize(as = ImmutableSwap7702Request.class)
public abstract class Swap7702Request implements SwapRequestFields, Extensible {
  // quote, permitData, deadline and urgency are declared by SwapRequestFields; the @JsonPropertyOrder above keeps
  // them where they are on the wire.

  /** 40 hex digits, optional 0x prefix. */
  public abstract Optional<String> smartContractDelegationAddress();

  public abstract Optional<Boolean> includeGasInfo();

  public abstract Optional<Boolean> simulateTransaction();

  public static ImmutableSwap7702Request.Builder builder() {
    return ImmutableSwap7702Request.builder();
  }

  public ImmutableSwap7702Request.Builder toBuilder() {
    return ImmutableSwap7702Request.builder().from(this);
  }

  /** A request for {@code quote} with nothing else set. */
  public static Swap7702Request of(Quote quote) {
    return builder().quote(quote).build();
  }

  @Value.Check
  protected void check() {
    // The spec types the quote as a classic quote; the service's own schema also lists
    // WrapUnwrapQuote and BridgeQuote. Follow the spec; an unrecognised shape is passed through.
    if (!(quote() instanceof ClassicQuote) && !(quote() instanceof UnknownQuote)) {
      throw new InvalidModelException(
          "quote",
          "POST /swap_7702 takes a classic quote, was a "
              + quote().routing()
              + " quote (use POST /swap_5792 for other routings)");
    }
    smartContractDelegationAddress()
        .ifPresent(a -> RequestRules.addressOptionalPrefix("smartContractDelegationAddress", a));
    urgency()
        .ifPresent(u -> RequestRules.urgency("urgency", u, RequestRules.UrgencyForm.LOWERCASE_STRING));
  }
}
