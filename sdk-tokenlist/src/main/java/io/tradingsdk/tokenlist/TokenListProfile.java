package io.tradingsdk.tokenlist;

import java.util.Locale;

/**
 * Which address rule a token list is validated against. Everything else is the same in both.
 *
 * <p>The default is {@link #HEAD}: the largest real lists mix EVM and non-EVM (Solana) tokens, and
 * a validator that rejects them by default is of no use to their users. Pick {@link #SPEC} to
 * hold a list to the Trading API spec and the last published schema (EVM addresses only).
 */
public enum TokenListProfile {
  /**
   * The Trading API spec and {@code tokenlist.schema.beta34.json} (the schema of the last built
   * {@code @uniswap/token-lists} release): an address is {@code 0x} + 40 hex digits.
   */
  SPEC("^0x[a-fA-F0-9]{40}$"),
  /**
   * The schema at the head of the upstream repository: an address is {@code 0x} + 40 hex digits
   * or a 32 to 44 character base58 string (Solana and other non-EVM chains). The default.
   */
  HEAD("^(0x[a-fA-F0-9]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$");

  /** The profile used when none is named: {@link #HEAD}. */
  public static final TokenListProfile DEFAULT = HEAD;

  private final String addressPattern;

  TokenListProfile(String addressPattern) {
    this.addressPattern = addressPattern;
  }

  /** The schema's {@code address} pattern under this profile. */
  public String addressPattern() {
    return addressPattern;
  }

  /** Whether base58 (non-EVM) addresses are accepted. */
  public boolean allowsBase58Addresses() {
    return this == HEAD;
  }

  /** The profile's command-line name: {@code spec} or {@code head}. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The profile named {@code spec} or {@code head} (any case).
   *
   * @throws IllegalArgumentException naming the accepted values otherwise
   */
  public static TokenListProfile fromName(String name) {
    for (TokenListProfile profile : values()) {
      if (profile.name().equalsIgnoreCase(name)) {
        return profile;
      }
    }
    throw new IllegalArgumentException("profile: expected spec or head, was \"" + name + "\"");
  }
}
