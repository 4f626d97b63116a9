package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.time.DateTimeException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
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

  /** The list's version; see {@link TokenLists} for bumps and comparisons. */
  public abstract Version version();

  /** The tokens, 1 to 10,000 of them. */
  public abstract List<TokenInfo> tokens();

  /** Optional index of tokens by {@code <chainId>_<tokenAddress>}; absent and empty differ. */
  public abstract Optional<Map<String, TokenInfo>> tokenMap();

  /** Keywords for discovery; absent and empty differ. */
  public abstract Optional<List<String>> keywords();

  /** Tag definitions by tag identifier; the tags of tokens refer to these keys. */
  public abstract Optional<Map<String, TagDefinition>> tags();

  /** A URI of the list's logo (256x256 SVG or PNG preferred). */
  public abstract Optional<String> logoURI();

  /** Properties this SDK does not model (the schema allows extra top-level keys). */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  /**
   * {@link #timestamp()} as a date-time with its offset. Accepts what RFC 3339 allows: either case
   * of {@code T} and {@code Z}, a space instead of {@code T}, fractions, and a leap second (read
   * as the first instant of the next minute).
   *
   * @throws IllegalArgumentException naming {@code timestamp} when it is not an RFC 3339
   *     date-time with an offset
   */
  @JsonIgnore
  public OffsetDateTime timestampValue() {
    String text = timestamp();
    IllegalArgumentException invalid = new IllegalArgumentException(
        "timestamp: expected an RFC 3339 date-time with an offset (2024-05-31T12:00:00Z), was \"" + text + "\"");
    if (JsFormats.dateTime(text.toCharArray(), 0, text.length()) != JsFormats.DateTime.VALID) {
      throw invalid;
    }
    String iso = text.substring(0, 10) + 'T' + text.substring(11).toUpperCase(Locale.ROOT);
    boolean leapSecond = iso.startsWith("60", 17);
    if (leapSecond) {
      iso = iso.substring(0, 17) + "59" + iso.substring(19);
    }
    try {
      OffsetDateTime value = OffsetDateTime.parse(iso);
      return leapSecond ? value.plusSeconds(1) : value;
    } catch (DateTimeException e) {
      invalid.initCause(e); // an offset beyond Java's +-18:00
      throw invalid;
    }
  }

  public static ImmutableTokenList.Builder builder() {
    return ImmutableTokenList.builder();
  }

  public ImmutableTokenList.Builder toBuilder() {
    return ImmutableTokenList.builder().from(this);
  }
}
