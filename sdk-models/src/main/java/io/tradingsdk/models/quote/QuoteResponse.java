package io.tradingsdk.models.quote;

import io.tradingsdk.models.Extensible;
import org.jspecify.annotations.Nullable;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /quote}: the quote, its {@code routing}, and the permit to sign.
 *
 * <p>{@link #quote()} is the variant {@link #routing()} names ({@code CLASSIC} gives a {@link
 * ClassicQuote}, {@code DUTCH_V2} a {@link DutchQuoteV2}, ...); an unknown routing gives an {@link
 * UnknownQuote} that keeps the raw JSON. The typed helpers return the variant when it is that one:
 *
 * <pre>{@code
 * QuoteResponse response = ...;
 * response.classicQuote().ifPresent(classic -> System.out.println(classic.output().amount()));
 * switch (response.routing().value()) {
 *   case "CLASSIC": ... // then POST /swap_7702 or /swap_5792
 *   case "DUTCH_V2": case "DUTCH_V3": case "PRIORITY": ... // sign permitData, submit the order
 *   case "CHAINED": ... // POST /plan
 *   default: ...
 * }
 * }</pre>
 */
@Value.Immutable
@JsonSerialize(as = ImmutableQuoteResponse.class)
@JsonDeserialize(as = ImmutableQuoteResponse.class)
public abstract class QuoteResponse implements Extensible {
  public abstract String requestId();

  /** Which route the service chose; it picks the variant of {@link #quote()}. */
  public abstract Routing routing();

  /** The quote, of the variant {@link #routing()} names. */
  @JsonDeserialize(using = QuoteVariants.RawDeserializer.class)
  public abstract Quote quote();

  /**
   * The EIP-712 permit to sign before the swap, or {@code null} (no permit needed, or {@code
   * x-permit2-disabled}). Always written, {@code null} included.
   */
  @Nullable
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public abstract PermitData permitData();

  /** The permit as a transaction, when {@code generatePermitAsTransaction} was {@code true}. */
  public abstract Optional<TransactionRequest> permitTransaction();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> permitGasFee();

  /** Gas sponsorship information, kept as JSON (its shape differs between service versions). */
  public abstract Optional<JsonNode> sponsorshipInfo();

  /** Whether a token approval applies (newer service versions; assume true when absent). */
  @JsonProperty("isTokenApprovalApplicable")
  public abstract Optional<Boolean> isTokenApprovalApplicable();

  /** The permit message, when the service sent one. */
  @JsonIgnore
  public Optional<PermitData> permit() {
    return Optional.ofNullable(permitData());
  }

  /** The quote as {@code type} when it is that variant. */
  @JsonIgnore
  public <T extends Quote> Optional<T> quoteAs(Class<T> type) {
    return type.isInstance(quote()) ? Optional.of(type.cast(quote())) : Optional.empty();
  }

  /** The quote when {@link #routing()} is {@code CLASSIC}. */
  @JsonIgnore
  public Optional<ClassicQuote> classicQuote() {
    return quoteAs(ClassicQuote.class);
  }

  /** The quote when {@link #routing()} is {@code WRAP} or {@code UNWRAP}. */
  @JsonIgnore
  public Optional<WrapUnwrapQuote> wrapUnwrapQuote() {
    return quoteAs(WrapUnwrapQuote.class);
  }

  /** The quote when {@link #routing()} is {@code BRIDGE}. */
  @JsonIgnore
  public Optional<BridgeQuote> bridgeQuote() {
    return quoteAs(BridgeQuote.class);
  }

  /** The quote when {@link #routing()} is {@code DUTCH_LIMIT} or {@code LIMIT_ORDER}. */
  @JsonIgnore
  public Optional<DutchQuote> dutchQuote() {
    return quoteAs(DutchQuote.class);
  }

  /** The quote when {@link #routing()} is {@code DUTCH_V2}. */
  @JsonIgnore
  public Optional<DutchQuoteV2> dutchQuoteV2() {
    return quoteAs(DutchQuoteV2.class);
  }

  /** The quote when {@link #routing()} is {@code DUTCH_V3}. */
  @JsonIgnore
  public Optional<DutchQuoteV3> dutchQuoteV3() {
    return quoteAs(DutchQuoteV3.class);
  }

  /** The quote when {@link #routing()} is {@code PRIORITY}. */
  @JsonIgnore
  public Optional<PriorityQuote> priorityQuote() {
    return quoteAs(PriorityQuote.class);
  }

  /** The quote when {@link #routing()} is {@code CHAINED}. */
  @JsonIgnore
  public Optional<ChainedQuote> chainedQuote() {
    return quoteAs(ChainedQuote.class);
  }

  /** The quote when {@link #routing()} is one this SDK version does not know. */
  @JsonIgnore
  public Optional<UnknownQuote> unknownQuote() {
    return quoteAs(UnknownQuote.class);
  }

  public static ImmutableQuoteResponse.Builder builder() {
    return ImmutableQuoteResponse.builder();
  }

  public ImmutableQuoteResponse.Builder toBuilder() {
    return ImmutableQuoteResponse.builder().from(this);
  }

  /**
   * The {@code quote} is read as raw JSON first (the sibling {@code routing} may come after it);
   * here it becomes the variant {@code routing} names. A typed quote that contradicts a known
   * routing is rejected.
   */
  @Value.Check
  protected QuoteResponse resolveQuote() {
    Quote resolved = QuoteVariants.resolve(routing(), quote());
    return resolved == quote() ? this : ImmutableQuoteResponse.copyOf(this).withQuote(resolved);
  }
}
