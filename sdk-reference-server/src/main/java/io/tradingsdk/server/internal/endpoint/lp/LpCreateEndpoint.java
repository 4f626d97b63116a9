package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.chain.V4Actions;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * {@code POST /lp/create}: a new V3 or V4 position in a pool the server knows ({@code existingPool},
 * by its address or V4 pool id). The range is {@code tickBounds} or {@code priceBounds} (token1 per
 * token0 in base units), widened to the pool's tick spacing, or the full range when neither is
 * given; the dependent amount follows from the range at the pool's price. The position (a new NFT
 * id, see {@code SimulatedChain.mintedPosition}) exists once the transaction is mined; without the
 * approvals of {@code /lp/check_approval} (or a signed {@code batchPermitData} for V4) it reverts.
 * Pools cannot be created here: {@code newPool} answers 400.
 *
 * <p>Native ETH (the zero address): a V4 pool may hold it as currency0; on V3 it stands for the
 * pool's WETH (see {@link Lp#poolToken}). Either way the wallet pays it as the transaction's {@code
 * value}, not through an approval, and the response names it by the zero address.
 */
public final class LpCreateEndpoint implements Endpoint<LpCreateEndpoint.Params> {
  private static final List<String> PROTOCOLS = List.of("V3", "V4");

  static final class Params {
    String wallet;
    long chainId;
    String protocol;
    String tokenA;
    String tokenB;
    String poolReference;
    String independentToken;
    BigInteger independentAmount;
    BigInteger dependentMaximum;
    Long tickLower;
    Long tickUpper;
    BigDecimal minPrice;
    BigDecimal maxPrice;
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    RequestedUrgency urgency;
    Body body;
  }

  private final Engine engine;

  public LpCreateEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.looseAddress("walletAddress");
    exclusive(body, "existingPool", "newPool");
    if (body.has("newPool")) {
      Body pool = body.object("newPool");
      pool.looseAddress("token0Address");
      pool.looseAddress("token1Address");
      throw body.invalid("newPool", "is not supported by the reference server, whose pools are fixed; "
          + "use existingPool with a pool from /lp/pool_info");
    }
    Body pool = body.object("existingPool");
    p.tokenA = pool.looseAddress("token0Address");
    p.tokenB = pool.looseAddress("token1Address");
    p.poolReference = pool.matching("poolReference", Lp.POOL_REFERENCE);
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.protocol = body.oneOf("protocol", PROTOCOLS);
    Body independent = body.object("independentToken");
    p.independentToken = independent.looseAddress("tokenAddress");
    p.independentAmount = independent.amount("amount");
    if (!p.independentToken.equalsIgnoreCase(p.tokenA) && !p.independentToken.equalsIgnoreCase(p.tokenB)) {
      throw independent.invalid("tokenAddress", "must be existingPool.token0Address or existingPool.token1Address");
    }
    body.optionalObject("dependentToken").ifPresent(dependent -> {
      String address = dependent.looseAddress("tokenAddress");
      p.dependentMaximum = dependent.amount("amount");
      boolean other = address.equalsIgnoreCase(p.independentToken.equalsIgnoreCase(p.tokenA) ? p.tokenB : p.tokenA);
      if (!other) {
        throw dependent.invalid("tokenAddress", "must be the pool's other token");
      }
    });
    exclusive(body, "priceBounds", "tickBounds");
    body.optionalObject("tickBounds").ifPresent(ticks -> {
      p.tickLower = ticks.integer("tickLower");
      p.tickUpper = ticks.integer("tickUpper");
      if (p.tickLower >= p.tickUpper) {
        throw ticks.invalid("tickLower", "must be less than tickUpper");
      }
      if (p.tickLower < Pool.MIN_TICK || p.tickUpper > Pool.MAX_TICK) {
        throw ticks.invalid(p.tickLower < Pool.MIN_TICK ? "tickLower" : "tickUpper",
            "must be within [" + Pool.MIN_TICK + ", " + Pool.MAX_TICK + "]");
      }
    });
    body.optionalObject("priceBounds").ifPresent(prices -> {
      p.minPrice = price(prices, "minPrice");
      p.maxPrice = price(prices, "maxPrice");
      if (p.minPrice.compareTo(p.maxPrice) >= 0) {
        throw prices.invalid("minPrice", "must be less than maxPrice");
      }
    });
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    p.urgency = Lp.urgency(body);
    body.optionalMatching("nativeTokenBalance", Body.DIGITS);
    p.body = body;
    return p;
  }

  static void exclusive(Body body, String a, String b) {
    if (body.has(a) && body.has(b)) {
      throw ApiError.badRequest("\"value\" contains a conflict between exclusive peers [" + a + ", " + b + "]");
    }
  }

  private static BigDecimal price(Body prices, String field) {
    String text = prices.string(field);
    BigDecimal value;
    try {
      value = new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw prices.invalid(field, "must be a decimal number as a string, was " + text);
    }
    if (value.signum() <= 0) {
      throw prices.invalid(field, "must be greater than 0");
    }
    return value;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    Lp.checkNotWethTwice(engine, p.chainId, p.protocol, p.tokenA, p.tokenB, "existingPool.token0Address",
        "existingPool.token1Address");
    Token a = Lp.token(engine, p.chainId, p.tokenA, "Pool not found");
    Token b = Lp.token(engine, p.chainId, p.tokenB, "Pool not found");
    Optional<EvmV3Positions> onChain = EvmV3Positions.on(engine, p.chainId, p.protocol);
    Pool pool = Lp.pool(engine, p.chainId, p.protocol, a, b)
        .filter(found -> onChain.isPresent() ? onChain.get().names(found, p.poolReference)
            : Addresses.normalize(found.address()).equals(Addresses.normalize(p.poolReference)))
        .orElseThrow(Lp::poolNotFound);
    if (onChain.isPresent()) {
      return createOnChain(p, onChain.get(), pool);
    }
    Optional<EvmV4Positions> onChainV4 = EvmV4Positions.on(engine, p.chainId, p.protocol);
    if (onChainV4.isPresent()) {
      return createV4OnChain(p, onChainV4.get(), pool, chain);
    }
    Optional<Lp.SignedPermit> permit = Lp.signedPermit(engine, p.body, "batchPermitData", chain, p.wallet);
    Token token0 = pool.token0();
    Token token1 = pool.token1();
    // What the wallet pays: native ETH for a native V4 currency or, named so, for V3's WETH.
    Token[] paid = Lp.currencies(engine, token0, token1, Lp.namesNative(p.tokenA, p.tokenB), false);
    long[] range = range(p, pool.tickSpacing());
    Token independentToken = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.independentToken,
        "Pool not found"));
    boolean independentIs0 = token0.key().equals(independentToken.key());
    BigInteger[] amounts = Lp.rangeAmounts(pool, range[0], range[1], independentIs0, p.independentAmount);
    BigInteger dependent = independentIs0 ? amounts[1] : amounts[0];
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the range needs at the pool's price");
    }
    long deadline = Lp.deadline(engine, p.deadline);
    String manager = Lp.manager(chain, p.protocol);
    BigInteger nativeIn = Lp.nativeValue(paid[0], amounts[0], paid[1], amounts[1]);
    BigInteger value;
    String call;
    if (p.protocol.equals("V3")) {
      value = nativeIn; // amountDesired: mint takes no more
      call = mintV3(p, pool, range, amounts, deadline, nativeIn.signum() > 0);
    } else {
      BigInteger[] maximums = {
        Slippage.maximum(amounts[0], p.slippage), Slippage.maximum(amounts[1], p.slippage)
      };
      value = Lp.nativeValue(paid[0], maximums[0], paid[1], maximums[1]); // SWEEP returns what settling leaves
      call = mintV4(p, pool, range, amounts, maximums, deadline);
    }
    String data = Lp.withPermit(permit, p.wallet, call);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V3") ? 360_000 : 330_000);
    engine.ledger().registerBuilt(data, Lp.mined(engine, deadline,
        ledger -> Lp.canDeposit(ledger, chain, p.protocol, p.wallet, paid[0], amounts[0], paid[1], amounts[1],
            engine.nowSeconds(), permit),
        (ledger, hash) -> {
          permit.ifPresent(signed -> signed.apply(ledger, p.chainId, p.wallet));
          Ledger.Position minted = ledger.mintPosition(hash, p.chainId, p.protocol, p.wallet, token0, token1,
              amounts[0], amounts[1], range[0], range[1]);
          Lp.deposit(ledger, chain, pool, minted, paid, amounts[0], amounts[1]);
        }).payingNative(nativeIn).withGas(gas));
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], amounts[0]));
    response.set("token1", Lp.lpToken(paid[1], amounts[1]));
    response.put("adjustedMinPrice", Lp.priceText(Lp.priceAt(range[0])));
    response.put("adjustedMaxPrice", Lp.priceText(Lp.priceAt(range[1])));
    response.put("tickLower", range[0]);
    response.put("tickUpper", range[1]);
    response.set("create", Engine.transaction(manager, p.wallet, data, value, p.chainId, p.urgency.gasLimit(gas), fees));
    if (p.simulate) {
      response.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return response;
  }

  /**
   * A V3 position minted by the EVM mode's real NonfungiblePositionManager, at the pool's price on the chain. Native
   * ETH is paid as the call's value, wrapped by the manager, the rest refunded ({@code refundETH}).
   */
  private ObjectNode createOnChain(Params p, EvmV3Positions onChain, Pool pool) {
    long[] range = range(p, pool.tickSpacing());
    Token independentToken = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.independentToken,
        "Pool not found"));
    boolean independentIs0 = pool.token0().key().equals(independentToken.key());
    BigInteger[] amounts = onChain.depositAmounts(pool, range[0], range[1], independentIs0, p.independentAmount);
    BigInteger dependent = independentIs0 ? amounts[1] : amounts[0];
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the range needs at the pool's price");
    }
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), Lp.namesNative(p.tokenA, p.tokenB), false);
    BigInteger value = Lp.nativeValue(paid[0], amounts[0], paid[1], amounts[1]);
    BigInteger[] minimums = {Slippage.minimum(amounts[0], p.slippage), Slippage.minimum(amounts[1], p.slippage)};
    String mint = EvmV3Positions.mint(pool, range, amounts, minimums, p.wallet, Lp.deadline(engine, p.deadline));
    String data = value.signum() > 0 ? Lp.multicall(List.of(mint, Lp.refundEth())) : mint;
    BigInteger gas = BigInteger.valueOf(600_000);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], amounts[0]));
    response.set("token1", Lp.lpToken(paid[1], amounts[1]));
    response.put("adjustedMinPrice", Lp.priceText(Lp.priceAt(range[0])));
    response.put("adjustedMaxPrice", Lp.priceText(Lp.priceAt(range[1])));
    response.put("tickLower", range[0]);
    response.put("tickUpper", range[1]);
    ObjectNode transaction = onChain.transaction(p.wallet, data, value, gas, p.urgency);
    response.set("create", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, p.urgency));
    }
    return response;
  }

  /**
   * A V4 position minted by the EVM mode's real PositionManager: {@code modifyLiquidities} of MINT_POSITION (the
   * liquidity the independent amount buys at the pool's price on the chain, each side capped by the slippage) and
   * SETTLE_PAIR, which pulls the tokens through Permit2; native ETH is paid as the value, and SWEEP returns what
   * settling left. A signed {@code batchPermitData} goes first in a {@code multicall}, so Permit2 checks it there.
   */
  private ObjectNode createV4OnChain(Params p, EvmV4Positions onChain, Pool pool, Chain chain) {
    long[] range = range(p, pool.tickSpacing());
    Token independent = Lp.token(engine, p.chainId, p.independentToken, "Pool not found");
    boolean independentIs0 = pool.token0().key().equals(independent.key());
    EvmV4Positions.Deposit deposit = onChain.deposit(pool, range[0], range[1], independentIs0, p.independentAmount);
    BigInteger[] amounts = deposit.amounts;
    BigInteger dependent = independentIs0 ? amounts[1] : amounts[0];
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the range needs at the pool's price");
    }
    Optional<Lp.SignedPermit> permit = Lp.signedPermit(engine, p.body, "batchPermitData", chain, p.wallet,
        onChain.manager());
    BigInteger[] maximums = {Slippage.maximum(amounts[0], p.slippage), Slippage.maximum(amounts[1], p.slippage)};
    BigInteger value = Lp.nativeValue(pool.token0(), maximums[0], pool.token1(), maximums[1]);
    byte[] mint = Lp.v4MintParams(pool, range, deposit.liquidity, maximums, p.wallet);
    String data = Lp.withPermit(permit, p.wallet, Lp.v4Deposit(V4Actions.MINT_POSITION, mint, pool.token0(),
        pool.token1(), p.wallet, Lp.deadline(engine, p.deadline)));
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(pool.token0(), amounts[0]));
    response.set("token1", Lp.lpToken(pool.token1(), amounts[1]));
    response.put("adjustedMinPrice", Lp.priceText(Lp.priceAt(range[0])));
    response.put("adjustedMaxPrice", Lp.priceText(Lp.priceAt(range[1])));
    response.put("tickLower", range[0]);
    response.put("tickUpper", range[1]);
    ObjectNode transaction = onChain.transaction(p.wallet, data, value, BigInteger.valueOf(700_000), p.urgency);
    response.set("create", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, p.urgency));
    }
    return response;
  }

  /** The requested range widened to the tick spacing (full range when none was given). */
  private static long[] range(Params p, int spacing) {
    long[] full = Lp.fullRange(spacing);
    long lower;
    long upper;
    if (p.tickLower != null) {
      lower = Lp.alignDown(p.tickLower, spacing);
      upper = Lp.alignUp(p.tickUpper, spacing);
    } else if (p.minPrice != null) {
      lower = Lp.alignDown(Lp.tickAt(p.minPrice), spacing);
      upper = Lp.alignUp(Lp.tickAt(p.maxPrice), spacing);
    } else {
      return full;
    }
    lower = Math.max(lower, full[0]);
    upper = Math.min(upper, full[1]);
    if (lower >= upper) {
      upper = lower + spacing;
    }
    return new long[] {lower, upper};
  }

  /**
   * NonfungiblePositionManager {@code mint(MintParams)} with the pool's tokens (WETH for ETH); paying
   * ETH, in a {@code multicall} with {@code refundETH()}, as the v3 SDK builds it.
   */
  private static String mintV3(Params p, Pool pool, long[] range, BigInteger[] amounts, long deadline,
      boolean paysEth) {
    String mint = Calldata.call(
        "mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))",
        List.of(Addresses.of(pool.token0().address()), Addresses.of(pool.token1().address()), pool.fee(), range[0],
            range[1], amounts[0], amounts[1], Slippage.minimum(amounts[0], p.slippage),
            Slippage.minimum(amounts[1], p.slippage), Addresses.of(p.wallet), deadline));
    return paysEth ? Lp.multicall(List.of(mint, Lp.refundEth())) : mint;
  }

  /** PositionManager {@code modifyLiquidities}: MINT_POSITION, SETTLE_PAIR (and SWEEP for a native pool). */
  private static String mintV4(Params p, Pool pool, long[] range, BigInteger[] amounts, BigInteger[] maximums,
      long deadline) {
    byte[] mint = Lp.v4MintParams(pool, range, Lp.liquidity(amounts[0], amounts[1]), maximums, p.wallet);
    return Lp.v4Deposit(V4Actions.MINT_POSITION, mint, pool.token0(), pool.token1(), p.wallet, deadline);
  }
}
