package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/create}: open a V3 or V4 position, in an existing pool or in a pool
 * created with it. Checked when built:
 *
 * <ul>
 *   <li>{@code protocol} is V3 or V4 (V2 positions go to {@code /lp/create_classic});
 *   <li>exactly one of {@code existingPool} and {@code newPool}, and at most one of {@code
 *       priceBounds} and {@code tickBounds} (neither: the full range);
 *   <li>addresses are 0x + 40 hex digits, the pool's two tokens differ, and the independent and
 *       dependent tokens are the pool's two tokens; the independent amount is > 0;
 *   <li>an existing V3 pool is named by its address, a V4 pool by its 32-byte id; a new pool has a
 *       fee of 0 to 1,000,000, a tick spacing of 1 to 32767, an initial price > 0, and hooks only
 *       on V4;
 *   <li>{@code 0 <= minPrice < maxPrice}; {@code tickLower < tickUpper}, both within [-887272,
 *       887272];
 *   <li>{@code batchPermitData} (V4 only) and {@code signature} are both given or both left out;
 *   <li>slippage 0 to 100 with at most two decimals; {@code urgency} {@code NORMAL}, {@code FAST}
 *       or {@code URGENT} (upper case on LP endpoints).
 * </ul>
 */
@Value.Immutable
@JsonPropertyOrder({
  "walletAddress", "existingPool", "newPool", "chainId", "protocol", "independentToken", "dependentToken",
  "priceBounds", "tickBounds", "slippageTolerance", "deadline", "simulateTransaction", "urgency",
  "batchPermitData", "signature", "nativeTokenBalance"})
@JsonSerialize(as = ImmutableCreatePositionRequest.class)
@JsonDeserialize(as = ImmutableCreatePositionRequest.class)
public abstract class CreatePositionRequest implements LpExecution, Extensible {
  // slippageTolerance, deadline, simulateTransaction and urgency come from LpExecution.

  private static final int MAX_FEE = 1_000_000;
  private static final int MAX_TICK_SPACING = 32767;

  public abstract String walletAddress();

  /** The pool to join; give this or {@link #newPool()}. */
  public abstract Optional<CreatePositionExistingPoolParameters> existingPool();

  /** The pool to create; give this or {@link #existingPool()}. */
  public abstract Optional<CreatePoolParameters> newPool();

  public abstract ChainId chainId();

  /** {@code V3} or {@code V4}. */
  public abstract Protocol protocol();

  /** The token whose amount is given. */
  public abstract LpToken independentToken();

  /** The other token; its amount, when given, is the most the service may use. */
  public abstract Optional<LpToken> dependentToken();

  /** The range as prices; give this or {@link #tickBounds()}, or neither for the full range. */
  public abstract Optional<PositionPriceBounds> priceBounds();

  /** The range as ticks; give this or {@link #priceBounds()}, or neither for the full range. */
  public abstract Optional<PositionTickBounds> tickBounds();

  /** The V4 batch permit from {@code /lp/check_approval}, sent with its {@link #signature()}. */
  public abstract Optional<PermitData> batchPermitData();

  /** The signed {@link #batchPermitData()}; redacted from {@code toString}. */
  @Value.Redacted
  public abstract Optional<String> signature();

  /** The wallet's native balance in wei, for wrapping when one token is native. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> nativeTokenBalance();

  public static ImmutableCreatePositionRequest.Builder builder() {
    return ImmutableCreatePositionRequest.builder();
  }

  public ImmutableCreatePositionRequest.Builder toBuilder() {
    return ImmutableCreatePositionRequest.builder().from(this);
  }

  /** The pool's token0, from whichever of {@code existingPool} and {@code newPool} is given. */
  @JsonIgnore
  public String token0Address() {
    return existingPool()
        .map(CreatePositionExistingPoolParameters::token0Address)
        .orElseGet(() -> newPool().orElseThrow().token0Address());
  }

  /** The pool's token1, from whichever of {@code existingPool} and {@code newPool} is given. */
  @JsonIgnore
  public String token1Address() {
    return existingPool()
        .map(CreatePositionExistingPoolParameters::token1Address)
        .orElseGet(() -> newPool().orElseThrow().token1Address());
  }

  @Value.Check
  protected void check() {
    RequestRules.strictAddress("walletAddress", walletAddress());
    RequestRules.oneOf("protocol", protocol(), Protocol.V3, Protocol.V4);
    LpRules.exactlyOne("existingPool", existingPool().isPresent(), "newPool", newPool().isPresent());
    existingPool().ifPresent(this::checkExistingPool);
    newPool().ifPresent(this::checkNewPool);
    LpRules.deposit(independentToken(), dependentToken(), token0Address(), token1Address());
    LpRules.atMostOne("priceBounds", priceBounds().isPresent(), "tickBounds", tickBounds().isPresent());
    priceBounds().ifPresent(CreatePositionRequest::checkPrices);
    tickBounds().ifPresent(CreatePositionRequest::checkTicks);
    LpRules.execution(slippageTolerance(), deadline(), urgency());
    LpRules.bothOrNeither(
        "batchPermitData", batchPermitData().isPresent(), "signature", signature().isPresent());
    if (batchPermitData().isPresent() && !protocol().equals(Protocol.V4)) {
      throw new InvalidModelException("batchPermitData", "applies to V4 positions only, protocol was " + protocol());
    }
    signature().ifPresent(s -> LpRules.hexSignature("signature", s));
    nativeTokenBalance().ifPresent(b -> LpRules.nonNegative("nativeTokenBalance", b));
  }

  private void checkExistingPool(CreatePositionExistingPoolParameters pool) {
    LpRules.pair(
        "existingPool.token0Address", pool.token0Address(),
        "existingPool.token1Address", pool.token1Address());
    if (protocol().equals(Protocol.V4)) {
      LpRules.poolId("existingPool.poolReference", pool.poolReference());
    } else {
      RequestRules.strictAddress("existingPool.poolReference", pool.poolReference());
    }
  }

  private void checkNewPool(CreatePoolParameters pool) {
    LpRules.pair(
        "newPool.token0Address", pool.token0Address(), "newPool.token1Address", pool.token1Address());
    RequestRules.range("newPool.fee", pool.fee(), 0, MAX_FEE);
    RequestRules.range("newPool.tickSpacing", pool.tickSpacing(), 1, MAX_TICK_SPACING);
    LpRules.positive("newPool.initialPrice", pool.initialPrice());
    if (pool.hooks().isPresent()) {
      if (!protocol().equals(Protocol.V4)) {
        throw new InvalidModelException("newPool.hooks", "applies to V4 pools only, protocol was " + protocol());
      }
      RequestRules.strictAddress("newPool.hooks", pool.hooks().get());
    }
  }

  private static void checkPrices(PositionPriceBounds bounds) {
    if (bounds.minPrice().signum() < 0) {
      throw new InvalidModelException(
          "priceBounds.minPrice", "must be >= 0, was " + RequestRules.shown(bounds.minPrice()));
    }
    if (bounds.maxPrice().compareTo(bounds.minPrice()) <= 0) {
      throw new InvalidModelException(
          "priceBounds.maxPrice",
          "must be > minPrice (" + RequestRules.shown(bounds.minPrice()) + "), was "
              + RequestRules.shown(bounds.maxPrice()));
    }
  }

  private static void checkTicks(PositionTickBounds bounds) {
    LpRules.tick("tickBounds.tickLower", bounds.tickLower());
    LpRules.tick("tickBounds.tickUpper", bounds.tickUpper());
    if (bounds.tickUpper() <= bounds.tickLower()) {
      throw new InvalidModelException(
          "tickBounds.tickUpper",
          "must be > tickLower (" + bounds.tickLower() + "), was " + bounds.tickUpper());
    }
  }
}
