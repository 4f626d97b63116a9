package io.tradingsdk.models.tokenlist;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * A token-list document: a named, versioned, timestamped list of tokens.
 *
 * <p>Read one with {@code TradingJson.mapper().readValue(json, TokenList.class)}; every property,
 * known or not, survives a parse and re-serialization. Parsing does not validate: use {@link
 * TokenListValidator}, which also works on the raw JSON without binding it.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableTokenList.class)
@JsonDeserialize(as = ImmutableTokenList.class)
public abstract class TokenList {
  /** 1 to 30 letters, digits, underscores and spaces. */
  public abstract String name();

  /** When this immutable list version was created, an RFC 3339 date-time as written on the wire. */
  public abstract String timestamp();

  public abstract Version version();

  public abstract List<TokenInfo> tokens();

  /** Optional index of tokens by {@code <chainId>_<tokenAddress>}; absent and empty differ. */
  public abstract Optional<Map<String, TokenInfo>> tokenMap();

  /** Keywords for discovery; absent and empty differ. */
  public abstract Optional<List<String>> keywords();

  /** Tag definitions by tag identifier; the tags of tokens refer to these keys. */
  public abstract Optional<Map<String, TagDefinition>> tags();

  /** A URI of the list's logo (256x256 SVG or PNG preferred). */
  @JsonProperty("logoURI")
  public abstract Optional<String> logoURI();

  /** Properties this SDK does not model (the schema allows extra top-level keys). */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  /**
   * {@link #timestamp()} parsed as an RFC 3339 date-time with an offset.
   *
   * @throws IllegalArgumentException naming {@code timestamp} when it has no offset or is not a
   *     date-time
   */
  @JsonIgnore
  public OffsetDateTime timestampValue() {
    try {
      return OffsetDateTime.parse(timestamp().replace(' ', 'T'));
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(
          "timestamp: expected an RFC 3339 date-time with an offset, was \"" + timestamp() + "\"", e);
    }
  }

  public static ImmutableTokenList.Builder builder() {
    return ImmutableTokenList.builder();
  }

  public ImmutableTokenList.Builder toBuilder() {
    return ImmutableTokenList.builder().from(this);
  }
}
