package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One token of a token list (the schema's {@code TokenInfo}).
 *
 * <p>Parsing is lenient, like every response model: a value the schema rejects (a 300-decimal
 * token, an unknown key) still parses and round-trips; run {@link TokenListValidator} to check a
 * list. Properties are declared in the schema's order, which is also the order the diff helpers
 * report changed keys of a typed token in.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableTokenInfo.class)
@JsonDeserialize(as = ImmutableTokenInfo.class)
public abstract class TokenInfo {
  /** The chain the token lives on (an integer >= 1; non-EVM chains have ids too). */
  public abstract ChainId chainId();

  /** The token address: {@code 0x} + 40 hex digits (EVM) or a base58 string (non-EVM chains). */
  public abstract String address();

  /** Decimals of the token's base unit (0 to 255). */
  public abstract int decimals();

  /** Display name, at most 60 characters, no whitespace other than spaces (may be empty). */
  public abstract String name();

  /** Ticker symbol, at most 20 characters, no whitespace (may be empty). */
  public abstract String symbol();

  /** A URI of the token's logo (64x64 SVG or PNG suggested). */
  public abstract Optional<String> logoURI();

  /** Identifiers of tags defined in the list's {@code tags} map; absent and empty differ. */
  public abstract Optional<List<String>> tags();

  /** Vendor metadata: primitives and objects nested at most two levels below the map. */
  public abstract Optional<Map<String, ExtensionValue>> extensions();

  /** Properties the schema does not allow, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  /** True when {@link #address()} is an EVM address ({@code 0x} + 40 hex digits). */
  @JsonIgnore
  public boolean hasEvmAddress() {
    return Eip55.isHexAddress(address());
  }

  public static ImmutableTokenInfo.Builder builder() {
    return ImmutableTokenInfo.builder();
  }

  public ImmutableTokenInfo.Builder toBuilder() {
    return ImmutableTokenInfo.builder().from(this);
  }
}
