package io.tradingsdk.models.lp;

import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.Urgency;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/** Build-time rules shared by the LP request models; each names the field it checks. */
final class LpRules {
  /** The lowest tick a Uniswap V3/V4 position can use ({@code TickMath.MIN_TICK}). */
  static final int MIN_TICK = -887272;

  /** The highest tick a Uniswap V3/V4 position can use ({@code TickMath.MAX_TICK}). */
  static final int MAX_TICK = 887272;

  private static final Pattern DIGITS = Pattern.compile("[0-9]+");
  private static final Pattern POOL_ID = Pattern.compile("0x[0-9a-fA-F]{64}");
  private static final Pattern HEX = Pattern.compile("0x[0-9a-fA-F]*");

  private LpRules() {}

  /** A position protocol: V2, V3 or V4. */
  static void positionProtocol(String field, Protocol protocol) {
    RequestRules.oneOf(field, protocol, Protocol.V2, Protocol.V3, Protocol.V4);
  }

  /** A position NFT id: decimal digits (a uint256). */
  static void tokenId(String field, String value) {
    if (!DIGITS.matcher(value).matches()) {
      throw new InvalidModelException(
          field, "must be a position NFT id (decimal digits), was \"" + value + "\"");
    }
  }

  /** {@code nftTokenId} given for V3/V4 positions and not for V2, whose positions are pair tokens. */
  static void nftTokenIdForProtocol(String field, Protocol protocol, Optional<String> id) {
    boolean v2 = protocol.equals(Protocol.V2);
    if (v2 && id.isPresent()) {
      throw new InvalidModelException(
          field, "applies to V3 and V4 positions only; V2 positions are addressed by pair");
    }
    if (!v2 && id.isEmpty()) {
      throw new InvalidModelException(field, "is required for a " + protocol + " position");
    }
    id.ifPresent(value -> tokenId(field, value));
  }

  /** Two addresses of a pair: each shaped right, and different. */
  static void pair(String field0, String token0, String field1, String token1) {
    RequestRules.strictAddress(field0, token0);
    RequestRules.strictAddress(field1, token1);
    if (token0.equalsIgnoreCase(token1)) {
      throw new InvalidModelException(field1, "must differ from " + field0 + ", both were " + token0);
    }
  }

  /** {@code token} is one of the pair's two tokens (addresses compare ignoring case). */
  static void memberOf(String field, String token, String token0, String token1) {
    if (!token.equalsIgnoreCase(token0) && !token.equalsIgnoreCase(token1)) {
      throw new InvalidModelException(
          field, "must be one of the pool's tokens " + token0 + " or " + token1 + ", was " + token);
    }
  }

  /** The independent and the dependent token of a deposit: in the pair, amounts right, distinct. */
  static void deposit(
      LpToken independent, Optional<LpToken> dependent, String token0, String token1) {
    RequestRules.strictAddress("independentToken.tokenAddress", independent.tokenAddress());
    memberOf("independentToken.tokenAddress", independent.tokenAddress(), token0, token1);
    RequestRules.positive("independentToken.amount", independent.amount());
    if (dependent.isPresent()) {
      LpToken other = dependent.get();
      RequestRules.strictAddress("dependentToken.tokenAddress", other.tokenAddress());
      memberOf("dependentToken.tokenAddress", other.tokenAddress(), token0, token1);
      if (other.tokenAddress().equalsIgnoreCase(independent.tokenAddress())) {
        throw new InvalidModelException(
            "dependentToken.tokenAddress",
            "must be the pool's other token, not the independent token " + independent.tokenAddress());
      }
      nonNegative("dependentToken.amount", other.amount());
    }
  }

  /**
   * The execution options every LP transaction request shares: slippage 0 to 100 with at most two
   * decimals, a deadline >= 1, and an upper-case urgency.
   */
  static void execution(
      Optional<BigDecimal> slippageTolerance,
      OptionalLong deadline,
      Optional<Urgency> urgency) {
    slippageTolerance.ifPresent(s -> RequestRules.slippage("slippageTolerance", s));
    if (deadline.isPresent()) {
      atLeastOne("deadline", deadline.getAsLong());
    }
    urgency.ifPresent(
        u -> RequestRules.urgency("urgency", u, RequestRules.UrgencyForm.UPPERCASE_STRING));
  }

  /** A tick inside {@code [MIN_TICK, MAX_TICK]}. */
  static void tick(String field, int tick) {
    RequestRules.range(field, tick, MIN_TICK, MAX_TICK);
  }

  /** {@code value >= 0}. */
  static void nonNegative(String field, BigInteger value) {
    if (value.signum() < 0) {
      throw new InvalidModelException(field, "must be >= 0, was " + value);
    }
  }

  /** {@code value > 0}. */
  static void positive(String field, BigDecimal value) {
    if (value.signum() <= 0) {
      throw new InvalidModelException(field, "must be > 0, was " + RequestRules.shown(value));
    }
  }

  /** {@code value >= 1}. */
  static void atLeastOne(String field, long value) {
    if (value < 1) {
      throw new InvalidModelException(field, "must be >= 1, was " + value);
    }
  }

  /** A V4 pool id: {@code 0x} and 64 hex digits. */
  static void poolId(String field, String value) {
    if (!POOL_ID.matcher(value).matches()) {
      throw new InvalidModelException(
          field, "must be a V4 pool id (0x followed by 64 hex digits), was \"" + value + "\"");
    }
  }

  /** A signature: {@code 0x}-prefixed hex (an EOA's 65 bytes or a smart wallet's longer one). */
  static void hexSignature(String field, String value) {
    if (value.length() < 4 || !HEX.matcher(value).matches()) {
      throw new InvalidModelException(
          field, "must be 0x-prefixed hex, was a string of " + value.length() + " characters");
    }
  }

  /** Either both of two fields or neither. */
  static void bothOrNeither(String fieldA, boolean hasA, String fieldB, boolean hasB) {
    if (hasA != hasB) {
      String given = hasA ? fieldA : fieldB;
      String missing = hasA ? fieldB : fieldA;
      throw new InvalidModelException(missing, "is required when " + given + " is given (both or neither)");
    }
  }

  /** At most one of two fields. */
  static void atMostOne(String fieldA, boolean hasA, String fieldB, boolean hasB) {
    if (hasA && hasB) {
      throw new InvalidModelException(fieldB, "give either " + fieldA + " or " + fieldB + ", not both");
    }
  }

  /** Exactly one of two fields. */
  static void exactlyOne(String fieldA, boolean hasA, String fieldB, boolean hasB) {
    atMostOne(fieldA, hasA, fieldB, hasB);
    if (!hasA && !hasB) {
      throw new InvalidModelException(fieldA, "required: give either " + fieldA + " or " + fieldB);
    }
  }
}
