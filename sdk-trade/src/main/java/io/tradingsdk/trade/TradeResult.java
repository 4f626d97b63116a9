package io.tradingsdk.trade;

import java.math.BigInteger;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A trade's final state: its {@link #status()} (one of the final {@link TradeStatus}es), the routing it took, the
 * amounts that moved (from the receipts' transfer logs, or the order's fill), the gas the wallet paid, the
 * transactions sent, and why it did not settle ({@link #revertReason()}, {@link #failure()}).
 */
public final class TradeResult {
  private final String tradeId;
  private final TradeStatus status;
  private final @Nullable String routing;
  private final @Nullable BigInteger amountIn;
  private final @Nullable BigInteger amountOut;
  private final BigInteger gasUsed;
  private final BigInteger gasFee;
  private final List<String> txHashes;
  private final @Nullable String orderId;
  private final @Nullable String planId;
  private final @Nullable BigInteger amount0;
  private final @Nullable BigInteger amount1;
  private final @Nullable String positionId;
  private final @Nullable String revertReason;
  private final @Nullable TradeFailure failure;

  private TradeResult(Builder b) {
    this.tradeId = Objects.requireNonNull(b.tradeId, "tradeId");
    this.status = Objects.requireNonNull(b.status, "status");
    if (!status.isFinal()) {
      throw new IllegalArgumentException("status: expected a final status, got " + status);
    }
    this.routing = b.routing;
    this.amountIn = b.amountIn;
    this.amountOut = b.amountOut;
    this.gasUsed = b.gasUsed;
    this.gasFee = b.gasFee;
    this.txHashes = List.copyOf(b.txHashes);
    this.orderId = b.orderId;
    this.planId = b.planId;
    this.amount0 = b.amount0;
    this.amount1 = b.amount1;
    this.positionId = b.positionId;
    this.revertReason = b.revertReason;
    this.failure = b.failure;
  }

  /** A builder for a result of {@code tradeId}; for engines and tests. */
  public static Builder builder(String tradeId, TradeStatus status) {
    return new Builder(tradeId, status);
  }

  /** The trade's id. */
  public String tradeId() {
    return tradeId;
  }

  /** The final status. */
  public TradeStatus status() {
    return status;
  }

  /** True when {@link TradeStatus#SETTLED}. */
  public boolean settled() {
    return status == TradeStatus.SETTLED;
  }

  /** The routing the trade took ({@code CLASSIC}, {@code DUTCH_V2}, {@code CHAINED}...), when it got a quote. */
  public Optional<String> routing() {
    return Optional.ofNullable(routing);
  }

  /** The input spent, base units; when settled. */
  public Optional<BigInteger> amountIn() {
    return Optional.ofNullable(amountIn);
  }

  /** The output received, base units; when settled. */
  public Optional<BigInteger> amountOut() {
    return Optional.ofNullable(amountOut);
  }

  /** The gas of every transaction the wallet sent; zero for a gasless order. */
  public BigInteger gasUsed() {
    return gasUsed;
  }

  /** What that gas cost, in wei of the chain's native currency. */
  public BigInteger gasFee() {
    return gasFee;
  }

  /** The hashes of the transactions the wallet sent (approvals, swap, plan steps), in order. */
  public List<String> txHashes() {
    return txHashes;
  }

  /** The UniswapX order's id, for an order. */
  public Optional<String> orderId() {
    return Optional.ofNullable(orderId);
  }

  /** The plan's id, for a chained plan. */
  public Optional<String> planId() {
    return Optional.ofNullable(planId);
  }

  /**
   * An {@link LpIntent}: the amount of the pool's first token (the lower address) deposited (CREATE, INCREASE) or
   * taken out (DECREASE, CLAIM), base units, as the LP endpoint computed it for the mined transaction.
   */
  public Optional<BigInteger> amount0() {
    return Optional.ofNullable(amount0);
  }

  /** An {@link LpIntent}: the amount of the pool's second token, as {@link #amount0()}. */
  public Optional<BigInteger> amount1() {
    return Optional.ofNullable(amount1);
  }

  /** An {@link LpIntent}: the position (for CREATE, the id of the position minted). */
  public Optional<String> positionId() {
    return Optional.ofNullable(positionId);
  }

  /** The decoded revert reason, when {@link TradeStatus#REVERTED}. */
  public Optional<String> revertReason() {
    return Optional.ofNullable(revertReason);
  }

  /** The typed cause, when {@link TradeStatus#FAILED} (and for EXPIRED when a deadline passed). */
  public Optional<TradeFailure> failure() {
    return Optional.ofNullable(failure);
  }

  @Override
  public String toString() {
    return "TradeResult{" + tradeId + " " + status + (routing != null ? " " + routing : "")
        + (amountIn != null ? " in " + amountIn : "") + (amountOut != null ? " out " + amountOut : "")
        + (gasUsed.signum() > 0 ? " gas " + gasUsed : "") + (txHashes.isEmpty() ? "" : " txs " + txHashes)
        + (orderId != null ? " order " + orderId : "") + (planId != null ? " plan " + planId : "")
        + (positionId != null ? " position " + positionId : "")
        + (amount0 != null ? " amount0 " + amount0 + " amount1 " + amount1 : "")
        + (revertReason != null ? " reverted: " + revertReason : "") + (failure != null ? " " + failure : "") + "}";
  }

  /** Builds a {@link TradeResult}. */
  public static final class Builder {
    private final String tradeId;
    private final TradeStatus status;
    private @Nullable String routing;
    private @Nullable BigInteger amountIn;
    private @Nullable BigInteger amountOut;
    private BigInteger gasUsed = BigInteger.ZERO;
    private BigInteger gasFee = BigInteger.ZERO;
    private List<String> txHashes = Collections.emptyList();
    private @Nullable String orderId;
    private @Nullable String planId;
    private @Nullable BigInteger amount0;
    private @Nullable BigInteger amount1;
    private @Nullable String positionId;
    private @Nullable String revertReason;
    private @Nullable TradeFailure failure;

    private Builder(String tradeId, TradeStatus status) {
      this.tradeId = tradeId;
      this.status = status;
    }

    /** The routing. */
    public Builder routing(@Nullable String routing) {
      this.routing = routing;
      return this;
    }

    /** The input spent. */
    public Builder amountIn(@Nullable BigInteger amountIn) {
      this.amountIn = amountIn;
      return this;
    }

    /** The output received. */
    public Builder amountOut(@Nullable BigInteger amountOut) {
      this.amountOut = amountOut;
      return this;
    }

    /** The gas used and its cost in wei. */
    public Builder gas(BigInteger gasUsed, BigInteger gasFee) {
      this.gasUsed = Objects.requireNonNull(gasUsed, "gasUsed");
      this.gasFee = Objects.requireNonNull(gasFee, "gasFee");
      return this;
    }

    /** The transactions sent. */
    public Builder txHashes(List<String> txHashes) {
      this.txHashes = Objects.requireNonNull(txHashes, "txHashes");
      return this;
    }

    /** The order's id. */
    public Builder orderId(@Nullable String orderId) {
      this.orderId = orderId;
      return this;
    }

    /** The plan's id. */
    public Builder planId(@Nullable String planId) {
      this.planId = planId;
      return this;
    }

    /** An LP action's amount of the pool's first token. */
    public Builder amount0(@Nullable BigInteger amount0) {
      this.amount0 = amount0;
      return this;
    }

    /** An LP action's amount of the pool's second token. */
    public Builder amount1(@Nullable BigInteger amount1) {
      this.amount1 = amount1;
      return this;
    }

    /** An LP action's position. */
    public Builder positionId(@Nullable String positionId) {
      this.positionId = positionId;
      return this;
    }

    /** The decoded revert reason. */
    public Builder revertReason(@Nullable String revertReason) {
      this.revertReason = revertReason;
      return this;
    }

    /** The typed cause. */
    public Builder failure(@Nullable TradeFailure failure) {
      this.failure = failure;
      return this;
    }

    /** The result. */
    public TradeResult build() {
      return new TradeResult(this);
    }
  }
}
