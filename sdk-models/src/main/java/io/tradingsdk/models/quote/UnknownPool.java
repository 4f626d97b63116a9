package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.util.Objects;

/** A route hop whose {@code type} this SDK version does not know; written back unchanged. */
@JsonDeserialize
public final class UnknownPool implements RoutePool {
  private final JsonNode raw;

  private UnknownPool(JsonNode raw) {
    this.raw = raw;
  }

  /** Wraps a copy of {@code raw}. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static UnknownPool of(JsonNode raw) {
    return new UnknownPool(Objects.requireNonNull(raw, "raw").deepCopy());
  }

  /** Wraps a freshly parsed tree without copying it (the caller keeps no reference). */
  static UnknownPool wrap(JsonNode fresh) {
    return new UnknownPool(fresh);
  }

  /** The {@code type} as sent, or empty when there is none. */
  @Override
  public String type() {
    return raw.path("type").asText("");
  }

  /** A copy of the raw JSON. */
  public JsonNode raw() {
    return raw.deepCopy();
  }

  @JsonValue
  JsonNode json() {
    return raw;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof UnknownPool && ((UnknownPool) other).raw.equals(raw);
  }

  @Override
  public int hashCode() {
    return raw.hashCode();
  }

  @Override
  public String toString() {
    return "UnknownPool" + raw;
  }
}
