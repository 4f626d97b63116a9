package io.tradingsdk.trade;

import java.math.BigInteger;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * A liquidity action as a one-shot intent for the {@link TradeEngine}: create a position in an existing pool, add to
 * it, take some of it out, or collect its fees. The engine asks the LP endpoint for the transaction ({@code
 * /lp/create}, {@code /lp/increase}, {@code /lp/decrease}, {@code /lp/claim_fees}), sends the approvals {@code
 * /lp/check_approval} asks for (and signs the V4 batch permit), sends the action's transaction and waits for its
 * receipt, journaling each step before its side effect exactly as for a trade: it resumes, lists and ends SETTLED,
 * REVERTED, FAILED, EXPIRED or CANCELLED like one. Immutable; build with {@link #create}, {@link #increase}, {@link
 * #decrease} or {@link #claim}.
 *
 * <pre>{@code
 * LpIntent create = LpIntent.create(1, "V3", "USDC", "WETH")
 *     .deposit("USDC", new BigInteger("3000000000"))   // 3,000 USDC; the WETH side follows from the pool's price
 *     .build();
 * TradeResult result = engine.execute(create);          // result.positionId(): the minted position
 * }</pre>
 *
 * <p>Tokens are named by address or by a symbol the engine's {@link TokenDirectory} knows; amounts are base units.
 * Protocols {@code V3} and {@code V4} (positions are NFTs with an id).
 */
public final class LpIntent implements Intent {
  /** The LP operation. */
  public enum Action {
    /** {@code /lp/create}: a new position in an existing pool. */
    CREATE,
    /** {@code /lp/increase}: more liquidity in a position. */
    INCREASE,
    /** {@code /lp/decrease}: part or all of a position's liquidity taken out. */
    DECREASE,
    /** {@code /lp/claim_fees}: the position's fees collected. */
    CLAIM
  }

  private final Action action;
  private final long chain;
  private final String protocol;
  private final String token0;
  private final String token1;
  private final @Nullable String depositToken;
  private final @Nullable BigInteger depositAmount;
  private final @Nullable String positionId;
  private final @Nullable Integer percentage;
  private final @Nullable String poolReference;
  private final @Nullable Integer tickLower;
  private final @Nullable Integer tickUpper;
  private final @Nullable Instant deadline;

  private LpIntent(Builder b) {
    this.action = b.action;
    this.chain = b.chain;
    this.protocol = b.protocol;
    this.token0 = b.token0;
    this.token1 = b.token1;
    this.depositToken = b.depositToken;
    this.depositAmount = b.depositAmount;
    this.positionId = b.positionId;
    this.percentage = b.percentage;
    this.poolReference = b.poolReference;
    this.tickLower = b.tickLower;
    this.tickUpper = b.tickUpper;
    this.deadline = b.deadline;
    boolean deposits = action == Action.CREATE || action == Action.INCREASE;
    if (deposits && (depositToken == null || depositAmount == null)) {
      throw new IllegalArgumentException("deposit: a " + action + " needs the amount of one of its tokens: call "
          + "deposit(token, baseUnits)");
    }
    if (!deposits && depositToken != null) {
      throw new IllegalArgumentException("deposit: a " + action + " deposits nothing");
    }
    if (deposits && !depositToken.equalsIgnoreCase(token0) && !depositToken.equalsIgnoreCase(token1)) {
      throw new IllegalArgumentException("deposit: " + depositToken + " is neither " + token0 + " nor " + token1);
    }
    if (action != Action.CREATE && positionId == null) {
      throw new IllegalArgumentException("positionId: a " + action + " needs the position's id");
    }
    if (action == Action.DECREASE && percentage == null) {
      throw new IllegalArgumentException("percentage: a DECREASE needs the share of liquidity to take out, 1 to 100");
    }
    if ((tickLower == null) != (tickUpper == null)) {
      throw new IllegalArgumentException("ticks: give both tickLower and tickUpper, or neither (full range)");
    }
    if (tickLower != null && tickLower >= tickUpper) {
      throw new IllegalArgumentException("ticks: tickLower " + tickLower + " must be below tickUpper " + tickUpper);
    }
  }

  /** A new position in the {@code protocol} ({@code V3}, {@code V4}) pool of two tokens on {@code chainId}. */
  public static Builder create(long chainId, String protocol, String tokenA, String tokenB) {
    return new Builder(Action.CREATE, chainId, protocol, tokenA, tokenB, null);
  }

  /** More liquidity in position {@code positionId} of the pool of two tokens. */
  public static Builder increase(long chainId, String protocol, String positionId, String tokenA, String tokenB) {
    return new Builder(Action.INCREASE, chainId, protocol, tokenA, tokenB, positionId);
  }

  /** Liquidity out of position {@code positionId}: set {@link Builder#percentage(int)}. */
  public static Builder decrease(long chainId, String protocol, String positionId, String tokenA, String tokenB) {
    return new Builder(Action.DECREASE, chainId, protocol, tokenA, tokenB, positionId);
  }

  /** The fees of position {@code positionId} collected. */
  public static Builder claim(long chainId, String protocol, String positionId, String tokenA, String tokenB) {
    return new Builder(Action.CLAIM, chainId, protocol, tokenA, tokenB, positionId);
  }

  /** The operation. */
  public Action action() {
    return action;
  }

  /** The chain of the pool. */
  public long chain() {
    return chain;
  }

  /** {@code V3} or {@code V4}. */
  public String protocol() {
    return protocol;
  }

  /** The first token as given (symbol or address). */
  public String token0() {
    return token0;
  }

  /** The second token as given (symbol or address). */
  public String token1() {
    return token1;
  }

  /** CREATE and INCREASE: the token whose amount is given (the other follows from the price). */
  public Optional<String> depositToken() {
    return Optional.ofNullable(depositToken);
  }

  /** CREATE and INCREASE: how much of {@link #depositToken()}, base units. */
  public Optional<BigInteger> depositAmount() {
    return Optional.ofNullable(depositAmount);
  }

  /** INCREASE, DECREASE, CLAIM: the position. */
  public Optional<String> positionId() {
    return Optional.ofNullable(positionId);
  }

  /** DECREASE: the share of the liquidity taken out, 1 to 100. */
  public OptionalInt percentage() {
    return percentage == null ? OptionalInt.empty() : OptionalInt.of(percentage);
  }

  /** CREATE: the pool, as {@code /lp/pool_info} names it; empty: the engine looks it up. */
  public Optional<String> poolReference() {
    return Optional.ofNullable(poolReference);
  }

  /** CREATE: the range's lower tick; empty: full range. */
  public OptionalInt tickLower() {
    return tickLower == null ? OptionalInt.empty() : OptionalInt.of(tickLower);
  }

  /** CREATE: the range's upper tick; empty: full range. */
  public OptionalInt tickUpper() {
    return tickUpper == null ? OptionalInt.empty() : OptionalInt.of(tickUpper);
  }

  @Override
  public Optional<Instant> deadline() {
    return Optional.ofNullable(deadline);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof LpIntent)) {
      return false;
    }
    LpIntent x = (LpIntent) o;
    return action == x.action && chain == x.chain && protocol.equals(x.protocol) && token0.equals(x.token0)
        && token1.equals(x.token1) && Objects.equals(depositToken, x.depositToken)
        && Objects.equals(depositAmount, x.depositAmount) && Objects.equals(positionId, x.positionId)
        && Objects.equals(percentage, x.percentage) && Objects.equals(poolReference, x.poolReference)
        && Objects.equals(tickLower, x.tickLower) && Objects.equals(tickUpper, x.tickUpper)
        && Objects.equals(deadline, x.deadline);
  }

  @Override
  public int hashCode() {
    return Objects.hash(action, chain, protocol, token0, token1, depositToken, depositAmount, positionId, percentage,
        poolReference, tickLower, tickUpper, deadline);
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("LP ").append(action).append(' ').append(protocol).append(' ')
        .append(token0).append('/').append(token1).append(" on ").append(chain);
    if (positionId != null) {
      s.append(" position ").append(positionId);
    }
    if (depositToken != null) {
      s.append(" deposit ").append(depositAmount).append(' ').append(depositToken);
    }
    if (percentage != null) {
      s.append(' ').append(percentage).append('%');
    }
    return s.toString();
  }

  /** Builds an {@link LpIntent}. */
  public static final class Builder {
    private final Action action;
    private final long chain;
    private final String protocol;
    private final String token0;
    private final String token1;
    private final @Nullable String positionId;
    private @Nullable String depositToken;
    private @Nullable BigInteger depositAmount;
    private @Nullable Integer percentage;
    private @Nullable String poolReference;
    private @Nullable Integer tickLower;
    private @Nullable Integer tickUpper;
    private @Nullable Instant deadline;

    private Builder(Action action, long chain, String protocol, String tokenA, String tokenB,
        @Nullable String positionId) {
      if (chain <= 0) {
        throw new IllegalArgumentException("chainId: expected a positive chain id, got " + chain);
      }
      String p = Objects.requireNonNull(protocol, "protocol").toUpperCase(Locale.ROOT);
      if (!p.equals("V3") && !p.equals("V4")) {
        throw new IllegalArgumentException("protocol: expected V3 or V4 (positions with an id), got " + protocol);
      }
      this.action = action;
      this.chain = chain;
      this.protocol = p;
      this.token0 = token(tokenA, "tokenA");
      this.token1 = token(tokenB, "tokenB");
      if (token0.equalsIgnoreCase(token1)) {
        throw new IllegalArgumentException("tokenB: the pool's two tokens must differ, both are " + token0);
      }
      if (positionId != null && !positionId.matches("[0-9]+")) {
        throw new IllegalArgumentException("positionId: expected the position's token id in decimal, got "
            + positionId);
      }
      this.positionId = positionId;
    }

    private static String token(@Nullable String token, String field) {
      if (token == null || token.isBlank()) {
        throw new IllegalArgumentException(field + ": expected a token address (0x...) or symbol");
      }
      return token;
    }

    /** CREATE, INCREASE: deposit {@code baseUnits} of {@code token} (one of the pool's two). */
    public Builder deposit(String token, BigInteger baseUnits) {
      Objects.requireNonNull(baseUnits, "baseUnits");
      if (baseUnits.signum() <= 0) {
        throw new IllegalArgumentException("deposit: expected a positive amount in base units, got " + baseUnits);
      }
      this.depositToken = token(token, "deposit");
      this.depositAmount = baseUnits;
      return this;
    }

    /** DECREASE: the share of the position's liquidity to take out, 1 to 100. */
    public Builder percentage(int percent) {
      if (percent < 1 || percent > 100) {
        throw new IllegalArgumentException("percentage: expected 1 to 100, got " + percent);
      }
      this.percentage = percent;
      return this;
    }

    /** CREATE: the pool by its {@code /lp/pool_info} reference (an address, or a V4 pool id). */
    public Builder poolReference(String reference) {
      this.poolReference = token(reference, "poolReference");
      return this;
    }

    /** CREATE: a range in ticks (rounded outward to the pool's spacing by the service); full range by default. */
    public Builder ticks(int lower, int upper) {
      this.tickLower = lower;
      this.tickUpper = upper;
      return this;
    }

    /** After it, nothing new is started: EXPIRED. */
    public Builder deadline(Instant deadline) {
      this.deadline = Objects.requireNonNull(deadline, "deadline");
      return this;
    }

    /** The intent. */
    public LpIntent build() {
      return new LpIntent(this);
    }
  }
}
