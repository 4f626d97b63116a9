package io.tradingsdk.models.swap;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import java.util.Objects;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /swap} ({@code CreateSwapRequest}): calldata for a classic, wrap/unwrap or
 * bridge quote, sent from a plain wallet (an EOA).
 *
 * <p>Build it from the {@code /quote} response rather than by hand: the response's {@code quote}
 * and {@code permitData} are spread into the request, not nested.
 *
 * <pre>{@code
 * QuoteResponse quote = client.quote(quoteRequest);
 * SwapRequest swap = quote.permit().isPresent()
 *     ? SwapRequest.fromQuote(quote, signer.sign(quote.permitData()))
 *     : SwapRequest.fromQuote(quote);
 * }</pre>
 *
 * <p>Checked when built: the quote is a classic, wrap/unwrap or bridge quote (UniswapX quotes go to
 * {@code POST /order}); {@code signature} and {@code permitData} are both given or both absent
 * ({@code permitData} is never written as {@code null}); {@code urgency} is {@code normal}, {@code
 * fast} or {@code urgent}; {@code safetyMode} is {@code SAFE}; {@code deadline} is not negative.
 */
@Value.Immutable
@JsonPropertyOrder({
  "quote", "signature", "permitData", "includeGasInfo", "refreshGasPrice", "simulateTransaction",
  "safetyMode", "deadline", "urgency"})
@JsonSerialize(as = ImmutableSwapRequest.class)
@JsonDeserialize(as = ImmutableSwapRequest.class)
public abstract class SwapRequest implements SwapRequestFields, Extensible {
  // quote, permitData, deadline and urgency are declared by SwapRequestFields; the @JsonPropertyOrder above keeps
  // them where they are on the wire.

  /** The signature of {@link #permitData()}; given exactly when it is. Never logged. */
  @Value.Redacted
  public abstract Optional<String> signature();

  /** Deprecated by the service; gas information is always returned. */
  public abstract Optional<Boolean> includeGasInfo();

  /** Re-estimate the gas price instead of using the quote's. */
  public abstract Optional<Boolean> refreshGasPrice();

  /** Simulate the transaction; the service answers with an error when it would revert. */
  public abstract Optional<Boolean> simulateTransaction();

  /** {@code SAFE} sweeps leftover native token back to the sender. */
  public abstract Optional<SwapSafetyMode> safetyMode();

  public static ImmutableSwapRequest.Builder builder() {
    return ImmutableSwapRequest.builder();
  }

  public ImmutableSwapRequest.Builder toBuilder() {
    return ImmutableSwapRequest.builder().from(this);
  }

  /**
   * A builder for the quote of a {@code /quote} response that carries no permit ({@code
   * permitData} null: an allowance already in place, a wrap or unwrap, or {@code
   * x-permit2-disabled}). Set further options, then {@code build()}.
   *
   * @throws InvalidModelException naming {@code signature} when the response has a permit to sign
   *     (use {@link #fromQuote(QuoteResponse, String)})
   */
  public static ImmutableSwapRequest.Builder from(QuoteResponse response) {
    Objects.requireNonNull(response, "response");
    if (response.permit().isPresent()) {
      throw new InvalidModelException(
          "signature",
          "required: the quote response carries permitData; sign it and use fromQuote(response, signature)");
    }
    return builder().quote(response.quote());
  }

  /**
   * A builder for the quote of a {@code /quote} response and the signature of its permit: the
   * response's {@code quote} and {@code permitData} are spread into the request.
   *
   * @param signature the signature of {@code response.permitData()}, {@code 0x} and hex
   * @throws InvalidModelException naming {@code permitData} when the response carries no permit,
   *     or {@code signature} when it is not hex
   */
  public static ImmutableSwapRequest.Builder from(QuoteResponse response, String signature) {
    Objects.requireNonNull(response, "response");
    Objects.requireNonNull(signature, "signature");
    RequestRules.hexSignature("signature", signature);
    if (response.permit().isEmpty()) {
      throw new InvalidModelException(
          "permitData",
          "the quote response carries no permitData, so there is nothing to sign; use fromQuote(response)");
    }
    return builder().quote(response.quote()).permitData(response.permitData()).signature(signature);
  }

  /** {@link #from(QuoteResponse)}, built: the request for a quote without a permit. */
  public static SwapRequest fromQuote(QuoteResponse response) {
    return from(response).build();
  }

  /** {@link #from(QuoteResponse, String)}, built: the quote with its permit and signature. */
  public static SwapRequest fromQuote(QuoteResponse response, String signature) {
    return from(response, signature).build();
  }

  @Value.Check
  protected void check() {
    Quote quote = quote();
    if (!(quote instanceof ClassicQuote)
        && !(quote instanceof WrapUnwrapQuote)
        && !(quote instanceof BridgeQuote)
        && !(quote instanceof UnknownQuote)) {
      throw new InvalidModelException(
          "quote",
          "POST /swap takes a CLASSIC, WRAP, UNWRAP or BRIDGE quote, was a "
              + quote.routing()
              + " quote ("
              + (quote instanceof ChainedQuote ? "use POST /plan" : "sign it and use POST /order")
              + ")");
    }
    RequestRules.signatureWithPermit(signature(), permitData());
    urgency()
        .ifPresent(u -> RequestRules.urgency("urgency", u, RequestRules.UrgencyForm.LOWERCASE_STRING));
    safetyMode().ifPresent(m -> RequestRules.oneOf("safetyMode", m, SwapSafetyMode.SAFE));
    if (deadline().isPresent()) {
      RequestRules.nonNegative("deadline", deadline().getAsLong());
    }
  }
}
