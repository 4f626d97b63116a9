package io.tradingsdk.trade;

import io.tradingsdk.models.TradeType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the user wants, not how: sell (or buy) an amount of one token for another, on one chain or across two, with
 * the worst price the user accepts. Immutable; build with {@link #builder()}.
 *
 * <pre>{@code
 * TradeIntent intent = TradeIntent.builder()
 *     .sell("USDC").buy("ETH").chain(1)
 *     .amount(new BigDecimal("1000"))          // 1,000 USDC (the token's decimals are looked up)
 *     .minAmountOut(new BigInteger("300000000000000000")) // never less than 0.3 ETH, whatever the re-quotes say
 *     .build();
 * }</pre>
 *
 * <p>Tokens are named by address ({@code 0x...}) or by a symbol the engine's {@link TokenDirectory} knows. The
 * limit is in base units of the token it bounds: {@link #minAmountOut()} of the output for an exact-input trade,
 * {@link #maxAmountIn()} of the input for an exact-output trade.
 */
public final class TradeIntent implements Intent {
  private final String tokenIn;
  private final String tokenOut;
  private final long chainIn;
  private final long chainOut;
  private final BigDecimal amount;
  private final boolean baseUnits;
  private final TradeType type;
  private final RoutePreference routing;
  private final WalletMode wallet;
  private final @Nullable BigInteger minAmountOut;
  private final @Nullable BigInteger maxAmountIn;
  private final @Nullable Instant deadline;
  private final @Nullable String urgency;
  private final @Nullable BigDecimal slippagePercent;
  private final @Nullable BigDecimal limitPrice;

  private TradeIntent(Builder b) {
    this.tokenIn = require(b.tokenIn, "tokenIn", "a token address (0x...) or symbol: call sell(...)");
    this.tokenOut = require(b.tokenOut, "tokenOut", "a token address (0x...) or symbol: call buy(...)");
    if (b.chainIn <= 0) {
      throw new IllegalArgumentException("chainIn: expected a positive chain id, got " + b.chainIn);
    }
    this.chainIn = b.chainIn;
    this.chainOut = b.chainOut > 0 ? b.chainOut : b.chainIn;
    this.amount = require(b.amount, "amount", "a positive amount: call amount(...) or amountInBaseUnits(...)");
    if (amount.signum() <= 0) {
      throw new IllegalArgumentException("amount: expected a positive amount, got " + amount.toPlainString());
    }
    if (b.baseUnits && amount.stripTrailingZeros().scale() > 0) {
      throw new IllegalArgumentException("amount: base units are whole, got " + amount.toPlainString());
    }
    this.baseUnits = b.baseUnits;
    this.type = b.type;
    this.routing = b.routing;
    this.wallet = b.wallet;
    this.minAmountOut = b.minAmountOut;
    this.maxAmountIn = b.maxAmountIn;
    if (type.equals(TradeType.EXACT_INPUT) && maxAmountIn != null) {
      throw new IllegalArgumentException("maxAmountIn: an exact-input trade spends exactly its amount; bound the "
          + "output with minAmountOut instead");
    }
    if (type.equals(TradeType.EXACT_OUTPUT) && minAmountOut != null) {
      throw new IllegalArgumentException("minAmountOut: an exact-output trade receives exactly its amount; bound the "
          + "input with maxAmountIn instead");
    }
    this.deadline = b.deadline;
    this.urgency = b.urgency;
    this.slippagePercent = b.slippagePercent;
    this.limitPrice = b.limitPrice;
    if (limitPrice != null && chainIn != chainOut) {
      throw new IllegalArgumentException("limitPrice: a limit order fills on one chain; got chains " + chainIn + " and "
          + chainOut);
    }
    if (limitPrice != null && routing == RoutePreference.CLASSIC) {
      throw new IllegalArgumentException("limitPrice: a limit order is a gasless UniswapX order; routing CLASSIC "
          + "excludes it (leave routing BEST or GASLESS)");
    }
  }

  private static <T> T require(@Nullable T value, String field, String expected) {
    if (value == null || value instanceof String && ((String) value).isBlank()) {
      throw new IllegalArgumentException(field + ": expected " + expected);
    }
    return value;
  }

  /** A new builder: exact input, {@link RoutePreference#BEST}, {@link WalletMode#EOA}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this intent's values. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.tokenIn = tokenIn;
    b.tokenOut = tokenOut;
    b.chainIn = chainIn;
    b.chainOut = chainOut;
    b.amount = amount;
    b.baseUnits = baseUnits;
    b.type = type;
    b.routing = routing;
    b.wallet = wallet;
    b.minAmountOut = minAmountOut;
    b.maxAmountIn = maxAmountIn;
    b.deadline = deadline;
    b.urgency = urgency;
    b.slippagePercent = slippagePercent;
    b.limitPrice = limitPrice;
    return b;
  }

  /** The token sold: an address or a symbol. */
  public String tokenIn() {
    return tokenIn;
  }

  /** The token bought: an address or a symbol. */
  public String tokenOut() {
    return tokenOut;
  }

  /** The chain of {@link #tokenIn()}. */
  public long chainIn() {
    return chainIn;
  }

  /** The chain of {@link #tokenOut()}; equal to {@link #chainIn()} unless the trade crosses chains. */
  public long chainOut() {
    return chainOut;
  }

  /** True when the trade crosses chains. */
  public boolean crossChain() {
    return chainIn != chainOut;
  }

  /**
   * The amount: of the input for an exact-input trade, of the output for an exact-output one; in whole tokens
   * unless {@link #amountInBaseUnits()}.
   */
  public BigDecimal amount() {
    return amount;
  }

  /** True when {@link #amount()} is in base units (wei, 10^-6 USDC), false when in tokens. */
  public boolean amountInBaseUnits() {
    return baseUnits;
  }

  /** Exact input (sell the amount) or exact output (buy the amount). */
  public TradeType type() {
    return type;
  }

  /** Which routings are accepted. */
  public RoutePreference routing() {
    return routing;
  }

  /** How the wallet executes a classic swap. */
  public WalletMode wallet() {
    return wallet;
  }

  /** The least output accepted (base units of the output), exact-input trades. */
  public Optional<BigInteger> minAmountOut() {
    return Optional.ofNullable(minAmountOut);
  }

  /** The most input accepted (base units of the input), exact-output trades. */
  public Optional<BigInteger> maxAmountIn() {
    return Optional.ofNullable(maxAmountIn);
  }

  /** After this instant the engine starts nothing new: the trade ends EXPIRED (or FAILED, DEADLINE_PASSED). */
  @Override
  public Optional<Instant> deadline() {
    return Optional.ofNullable(deadline);
  }

  /** The urgency passed to the API ({@code normal}, {@code fast}, {@code urgent}), when set. */
  public Optional<String> urgency() {
    return Optional.ofNullable(urgency);
  }

  /** The slippage tolerance in percent passed to the API, when set (else the API's auto slippage). */
  public Optional<BigDecimal> slippagePercent() {
    return Optional.ofNullable(slippagePercent);
  }

  /**
   * The limit price of a LIMIT_ORDER intent, when set: how many whole output tokens one whole input token must buy
   * at least. With it the engine quotes {@code /limit_order_quote} (the intent's {@link #deadline()}, when set,
   * becomes the order's deadline) and the trade is a UniswapX limit order: signed, posted, followed until filled,
   * expired or cancelled.
   */
  public Optional<BigDecimal> limitPrice() {
    return Optional.ofNullable(limitPrice);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof TradeIntent)) {
      return false;
    }
    TradeIntent t = (TradeIntent) o;
    return tokenIn.equals(t.tokenIn) && tokenOut.equals(t.tokenOut) && chainIn == t.chainIn && chainOut == t.chainOut
        && amount.compareTo(t.amount) == 0 && baseUnits == t.baseUnits && type.equals(t.type) && routing == t.routing
        && wallet == t.wallet && Objects.equals(minAmountOut, t.minAmountOut)
        && Objects.equals(maxAmountIn, t.maxAmountIn) && Objects.equals(deadline, t.deadline)
        && Objects.equals(urgency, t.urgency) && Objects.equals(slippagePercent, t.slippagePercent)
        && (limitPrice == null ? t.limitPrice == null : t.limitPrice != null && limitPrice.compareTo(t.limitPrice) == 0);
  }

  @Override
  public int hashCode() {
    return Objects.hash(tokenIn, tokenOut, chainIn, chainOut, amount.stripTrailingZeros(), type, routing, wallet);
  }

  @Override
  public String toString() {
    return "TradeIntent{" + (type.equals(TradeType.EXACT_INPUT) ? "sell " : "buy ") + amount.toPlainString()
        + (baseUnits ? " base units" : "") + " " + (type.equals(TradeType.EXACT_INPUT) ? tokenIn + " for " + tokenOut
            : tokenOut + " with " + tokenIn) + " on " + chainIn + (crossChain() ? "->" + chainOut : "")
        + ", " + routing + ", " + wallet + (minAmountOut != null ? ", min out " + minAmountOut : "")
        + (maxAmountIn != null ? ", max in " + maxAmountIn : "") + (deadline != null ? ", by " + deadline : "")
        + (limitPrice != null ? ", limit price " + limitPrice.toPlainString() : "") + "}";
  }

  /** Builds a {@link TradeIntent}; {@link #build()} checks it and names the field that is wrong. */
  public static final class Builder {
    private @Nullable String tokenIn;
    private @Nullable String tokenOut;
    private long chainIn = 1;
    private long chainOut;
    private @Nullable BigDecimal amount;
    private boolean baseUnits;
    private TradeType type = TradeType.EXACT_INPUT;
    private RoutePreference routing = RoutePreference.BEST;
    private WalletMode wallet = WalletMode.EOA;
    private @Nullable BigInteger minAmountOut;
    private @Nullable BigInteger maxAmountIn;
    private @Nullable Instant deadline;
    private @Nullable String urgency;
    private @Nullable BigDecimal slippagePercent;
    private @Nullable BigDecimal limitPrice;

    private Builder() {}

    /** The token sold (input): address or symbol. */
    public Builder sell(String token) {
      this.tokenIn = Objects.requireNonNull(token, "tokenIn");
      return this;
    }

    /** The token bought (output): address or symbol. */
    public Builder buy(String token) {
      this.tokenOut = Objects.requireNonNull(token, "tokenOut");
      return this;
    }

    /** The chain of both tokens (default 1, Ethereum). */
    public Builder chain(long chainId) {
      this.chainIn = chainId;
      this.chainOut = chainId;
      return this;
    }

    /** The chain the output arrives on, for a cross-chain trade (after {@link #chain(long)}). */
    public Builder toChain(long chainId) {
      this.chainOut = chainId;
      return this;
    }

    /** The amount in whole tokens (1000 = 1,000 USDC); the engine scales it by the token's decimals. */
    public Builder amount(BigDecimal tokens) {
      this.amount = Objects.requireNonNull(tokens, "amount");
      this.baseUnits = false;
      return this;
    }

    /** The amount in base units (wei, 10^-6 USDC). */
    public Builder amountInBaseUnits(BigInteger baseUnits) {
      this.amount = new BigDecimal(Objects.requireNonNull(baseUnits, "amount"));
      this.baseUnits = true;
      return this;
    }

    /** Exact input (the default: sell the amount) or exact output (buy the amount). */
    public Builder type(TradeType type) {
      this.type = Objects.requireNonNull(type, "type");
      return this;
    }

    /** The accepted routings (default BEST). */
    public Builder routing(RoutePreference routing) {
      this.routing = Objects.requireNonNull(routing, "routing");
      return this;
    }

    /** The wallet mode (default EOA). */
    public Builder wallet(WalletMode wallet) {
      this.wallet = Objects.requireNonNull(wallet, "wallet");
      return this;
    }

    /** The least output accepted, in the output's base units (exact-input trades). */
    public Builder minAmountOut(BigInteger baseUnits) {
      this.minAmountOut = positive(baseUnits, "minAmountOut");
      return this;
    }

    /** The most input accepted, in the input's base units (exact-output trades). */
    public Builder maxAmountIn(BigInteger baseUnits) {
      this.maxAmountIn = positive(baseUnits, "maxAmountIn");
      return this;
    }

    /** After this instant nothing new is started. */
    public Builder deadline(Instant deadline) {
      this.deadline = Objects.requireNonNull(deadline, "deadline");
      return this;
    }

    /** The API's urgency: {@code normal}, {@code fast} or {@code urgent}. */
    public Builder urgency(String urgency) {
      String u = Objects.requireNonNull(urgency, "urgency").toLowerCase(java.util.Locale.ROOT);
      if (!u.equals("normal") && !u.equals("fast") && !u.equals("urgent")) {
        throw new IllegalArgumentException("urgency: expected normal, fast or urgent, got " + urgency);
      }
      this.urgency = u;
      return this;
    }

    /** The slippage tolerance in percent (0.5 = 0.5 %); without it the API's auto slippage. */
    public Builder slippagePercent(BigDecimal percent) {
      if (percent.signum() < 0 || percent.compareTo(BigDecimal.valueOf(100)) >= 0) {
        throw new IllegalArgumentException("slippagePercent: expected 0 <= percent < 100, got " + percent);
      }
      this.slippagePercent = percent;
      return this;
    }

    /**
     * Makes the intent a LIMIT_ORDER: at least {@code outputPerInput} whole output tokens for each whole input token
     * (e.g. 0.0005 WETH per USDC). The order's deadline is the intent's {@link #deadline(Instant)} when set, else
     * the API's default (7 days).
     */
    public Builder limitPrice(BigDecimal outputPerInput) {
      if (Objects.requireNonNull(outputPerInput, "limitPrice").signum() <= 0) {
        throw new IllegalArgumentException("limitPrice: expected a positive price (whole output tokens per whole "
            + "input token), got " + outputPerInput.toPlainString());
      }
      this.limitPrice = outputPerInput;
      return this;
    }

    private static BigInteger positive(BigInteger value, String field) {
      if (Objects.requireNonNull(value, field).signum() <= 0) {
        throw new IllegalArgumentException(field + ": expected a positive amount in base units, got " + value);
      }
      return value;
    }

    /** The intent. @throws IllegalArgumentException naming the field that is missing or wrong */
    public TradeIntent build() {
      return new TradeIntent(this);
    }
  }
}
