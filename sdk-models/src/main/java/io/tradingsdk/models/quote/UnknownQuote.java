package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.tradingsdk.models.Routing;
import java.util.Objects;

/**
 * A quote whose routing (or, without a sibling {@code routing}, whose shape) this SDK version does
 * not know. It keeps the raw JSON and writes it back unchanged, so it can still be passed on to
 * {@code /swap_5792} or logged.
 */
@JsonDeserialize
public final class UnknownQuote implements Quote {
  /** The routing of an unknown quote that came without a sibling {@code routing}. */
  public static final Routing UNSPECIFIED = Routing.of("UNSPECIFIED");

  private final JsonNode raw;
  private final Routing routing;

  private UnknownQuote(JsonNode raw, Routing routing) {
    this.raw = raw;
    this.routing = routing;
  }

  /** Wraps a copy of {@code raw}, with no routing ({@link #UNSPECIFIED}). */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static UnknownQuote of(JsonNode raw) {
    return of(raw, UNSPECIFIED);
  }

  /** Wraps a copy of {@code raw} received with the given sibling {@code routing}. */
  public static UnknownQuote of(JsonNode raw, Routing routing) {
    return new UnknownQuote(
        Objects.requireNonNull(raw, "raw").deepCopy(), Objects.requireNonNull(routing, "routing"));
  }

  /** Wraps a freshly parsed tree without copying it (the caller keeps no reference). */
  static UnknownQuote wrap(JsonNode fresh) {
    return new UnknownQuote(fresh, UNSPECIFIED);
  }

  /** The sibling {@code routing} it came with, or {@link #UNSPECIFIED}. */
  @Override
  public Routing routing() {
    return routing;
  }

  /** The same JSON with another routing. */
  public UnknownQuote withRouting(Routing routing) {
    return new UnknownQuote(raw, Objects.requireNonNull(routing, "routing"));
  }

  /** A copy of the raw JSON. */
  public JsonNode raw() {
    return raw.deepCopy();
  }

  /** The raw JSON without a copy, for this package's conversions; never handed to users. */
  JsonNode rawShared() {
    return raw;
  }

  @JsonValue
  JsonNode json() {
    return raw;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.unknown(this);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof UnknownQuote
        && ((UnknownQuote) other).raw.equals(raw)
        && ((UnknownQuote) other).routing.equals(routing);
  }

  @Override
  public int hashCode() {
    return raw.hashCode() * 31 + routing.hashCode();
  }

  @Override
  public String toString() {
    return "UnknownQuote{routing=" + routing + ", raw=" + raw + "}";
  }
}
