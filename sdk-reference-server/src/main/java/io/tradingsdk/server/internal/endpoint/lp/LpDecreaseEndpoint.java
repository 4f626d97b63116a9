package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * {@code POST /lp/decrease}: withdraws a percentage of a position. What comes with the principal follows the
 * protocol's contracts: a V3 withdrawal pays principal only, its fees stay owed for {@code /lp/claim_fees} (the
 * NonfungiblePositionManager keeps them in {@code tokensOwed} until {@code collect}); a V4 withdrawal also pays all
 * the fees the position is owed (the PoolManager settles them with any change of liquidity), and the response counts
 * them; V2 fees accrue into the pair, so a V2 withdrawal pays the same percentage of the fees earned along with the
 * principal. V2 positions are found by wallet and pair and burn LP tokens
 * through the router, which needs the pair's approval ({@code /lp/check_approval} with {@code
 * DECREASE}) or the transaction reverts when mined; V3/V4 positions are found by {@code nftTokenId}.
 * The amounts leave the position when the transaction is mined.
 *
 * <p>Native ETH: a V4 pool holding it pays it out as it is; a V2/V3 position pays its WETH as ETH
 * (unwrapped) when the request names the zero address for it. {@code withdrawAsWeth} pays WETH
 * instead (for a V4 native pool, wrapped by the PositionManager). The response names what the wallet
 * receives, and the wallet's ETH balance gains it when the transaction is mined.
 */
public final class LpDecreaseEndpoint implements Endpoint<LpDecreaseEndpoint.Params> {
  static final class Params {
    String wallet;
    long chainId;
    String protocol;
    String token0;
    String token1;
    String nftTokenId;
    int percentage;
    boolean asWeth;
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    RequestedUrgency urgency;
  }

  private final Engine engine;

  public LpDecreaseEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.looseAddress("walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    p.token0 = body.looseAddress("token0Address");
    p.token1 = body.looseAddress("token1Address");
    p.nftTokenId = body.optionalMatching("nftTokenId", Body.DIGITS).orElse(null);
    long percentage = body.integer("liquidityPercentageToDecrease");
    if (percentage < 1 || percentage > 100) {
      throw body.invalid("liquidityPercentageToDecrease", "must be from 1 to 100, was " + percentage);
    }
    p.percentage = (int) percentage;
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    p.asWeth = body.bool("withdrawAsWeth", false);
    p.urgency = Lp.urgency(body);
    if (!p.protocol.equals("V2") && p.nftTokenId == null) {
      throw ApiError.badRequest("\"nftTokenId\" is required for " + p.protocol + " positions");
    }
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    Lp.checkNotWethTwice(engine, p.chainId, p.protocol, p.token0, p.token1, "token0Address", "token1Address");
    Optional<EvmV3Positions> onChain = EvmV3Positions.on(engine, p.chainId, p.protocol);
    if (onChain.isPresent()) {
      return decreaseOnChain(p, onChain.get());
    }
    Optional<EvmV4Positions> onChainV4 = EvmV4Positions.on(engine, p.chainId, p.protocol);
    if (onChainV4.isPresent()) {
      return decreaseV4OnChain(p, onChainV4.get());
    }
    Ledger.Position position = Lp.position(engine, p.chainId, p.protocol, p.wallet, p.token0, p.token1,
        p.protocol.equals("V2") ? null : p.nftTokenId).orElseThrow(Lp::positionNotFound);
    BigInteger hundred = BigInteger.valueOf(100);
    BigInteger share = BigInteger.valueOf(p.percentage);
    BigInteger principal0 = position.amount0.multiply(share).divide(hundred);
    BigInteger principal1 = position.amount1.multiply(share).divide(hundred);
    boolean v2 = p.protocol.equals("V2");
    boolean v4 = p.protocol.equals("V4");
    BigInteger[] owed = engine.ledger().feesOwed(position);
    // V2: the share of the fees in the pair; V4: all the fees owed (as the response estimates them: the mined
    // transaction pays what is owed then); V3: none, they stay owed until collected.
    BigInteger fee0 = v2 ? owed[0].multiply(share).divide(hundred) : v4 ? owed[0] : BigInteger.ZERO;
    BigInteger fee1 = v2 ? owed[1].multiply(share).divide(hundred) : v4 ? owed[1] : BigInteger.ZERO;
    BigInteger amount0 = principal0.add(fee0);
    BigInteger amount1 = principal1.add(fee1);
    if (amount0.signum() == 0 && amount1.signum() == 0) {
      throw ApiError.badRequest("\"liquidityPercentageToDecrease\" " + p.percentage + " of position " + position.id
          + " is nothing: it holds no liquidity");
    }
    // A V2 pair's fees are part of its liquidity; V3/V4 fees are not.
    BigInteger liquidity = Lp.liquidity(position.amount0.add(v2 ? owed[0] : BigInteger.ZERO),
        position.amount1.add(v2 ? owed[1] : BigInteger.ZERO)).multiply(share).divide(hundred);
    long deadline = Lp.deadline(engine, p.deadline);
    // V4 checks its minimums against the principal alone (the fees are not liquidity).
    BigInteger min0 = Slippage.minimum(v4 ? principal0 : amount0, p.slippage);
    BigInteger min1 = Slippage.minimum(v4 ? principal1 : amount1, p.slippage);
    // What the wallet receives: native ETH for a native V4 currency or, named so, for V2/V3's WETH.
    Token[] paid = Lp.currencies(engine, position.token0, position.token1, Lp.namesNative(p.token0, p.token1),
        p.asWeth);
    String data = calldata(p, position, paid, liquidity, amount0, amount1, min0, min1, deadline);
    String pair = p.protocol.equals("V2")
        ? Lp.pool(engine, p.chainId, "V2", position.token0, position.token1).map(Pool::address).orElseThrow(Lp::poolNotFound)
        : null;
    String router = Lp.manager(chain, p.protocol);
    Pool pool = Lp.poolOf(engine, position);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V2") ? 150_000 : p.protocol.equals("V3") ? 200_000 : 180_000);
    // Mined again after the position shrank, it would withdraw liquidity the position no longer
    // holds: the contracts revert that (and the ETH it would pay must not arrive twice).
    engine.ledger().registerBuilt(data, Lp.mined(engine, deadline,
        ledger -> (pair == null || ledger.allowance(p.chainId, p.wallet, pair, router).compareTo(liquidity) >= 0)
            && position.amount0.compareTo(principal0) >= 0 && position.amount1.compareTo(principal1) >= 0,
        (ledger, hash) -> {
          // The PoolManager pays a V4 position all it is owed when the decrease lands, and owes it nothing after.
          BigInteger[] fees = v4 ? ledger.feesOwed(position) : new BigInteger[] {fee0, fee1};
          BigInteger paid0 = principal0.add(fees[0]);
          BigInteger paid1 = principal1.add(fees[1]);
          ledger.removeLiquidity(position, principal0, principal1);
          ledger.collectFees(position, fees[0], fees[1]);
          Lp.withdraw(ledger, chain, pool, position, paid, liquidity, paid0, paid1);
          Lp.payNative(ledger, p.chainId, p.wallet, paid, paid0, paid1);
        }).withGas(gas));
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], amount0));
    response.set("token1", Lp.lpToken(paid[1], amount1));
    response.set("decrease", Engine.transaction(router, p.wallet, data, BigInteger.ZERO, p.chainId,
        p.urgency.gasLimit(gas), fees));
    if (p.simulate) {
      response.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return response;
  }

  private static String calldata(Params p, Ledger.Position position, Token[] paid, BigInteger liquidity,
      BigInteger amount0, BigInteger amount1, BigInteger min0, BigInteger min1, long deadline) {
    // V2/V3 pay ETH by unwrapping the position's WETH; a V4 native pool pays it as it is.
    boolean eth0 = paid[0].isNative() && !position.token0.isNative();
    boolean unwraps = eth0 || (paid[1].isNative() && !position.token1.isNative());
    switch (p.protocol) {
      case "V2":
        if (unwraps) {
          return Calldata.call("removeLiquidityETH(address,uint256,uint256,uint256,address,uint256)",
              Addresses.of((eth0 ? position.token1 : position.token0).address()), liquidity, eth0 ? min1 : min0,
              eth0 ? min0 : min1, Addresses.of(p.wallet), BigInteger.valueOf(deadline));
        }
        return Calldata.call("removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)",
            Addresses.of(position.token0.address()), Addresses.of(position.token1.address()), liquidity, min0, min1,
            Addresses.of(p.wallet), BigInteger.valueOf(deadline));
      case "V3":
        // decreaseLiquidity, then collect exactly the principal: the fees stay owed to the position.
        String decrease = Calldata.call("decreaseLiquidity((uint256,uint128,uint256,uint256,uint256))",
            List.of(new BigInteger(position.id), liquidity, min0, min1, BigInteger.valueOf(deadline)));
        if (!unwraps) {
          return Lp.multicall(List.of(decrease, collect(position, p.wallet, amount0, amount1)));
        }
        // As the v3 SDK does for ETH: collect to the manager itself (recipient 0), unwrap its WETH to
        // the wallet, sweep the other token there.
        return Lp.multicall(List.of(decrease, collect(position, Addresses.ZERO_ADDRESS, amount0, amount1),
            Calldata.call("unwrapWETH9(uint256,address)", eth0 ? amount0 : amount1, Addresses.of(p.wallet)),
            Calldata.call("sweepToken(address,uint256,address)",
                Addresses.of((eth0 ? position.token1 : position.token0).address()), eth0 ? amount1 : amount0,
                Addresses.of(p.wallet))));
      default:
        // DECREASE_LIQUIDITY: tokenId, liquidity, amount0Min, amount1Min, hookData.
        byte[] params = Abi.encode("(uint256,uint256,uint128,uint128,bytes)", new BigInteger(position.id), liquidity,
            min0, min1, new byte[0]);
        return Lp.v4Withdrawal(params, position.token0, position.token1, paid, p.wallet, deadline);
    }
  }

  private static String collect(Ledger.Position position, String recipient, BigInteger amount0, BigInteger amount1) {
    return Calldata.call("collect((uint256,address,uint128,uint128))",
        List.of(new BigInteger(position.id), Addresses.of(recipient), amount0, amount1));
  }

  /**
   * A withdrawal from a position on the EVM mode's chain: the share of its liquidity on the chain, with minimums at
   * the chain's price less the slippage. {@code multicall([decreaseLiquidity, collect])} pays the withdrawn tokens
   * (the response's amounts; the fees owed stay for {@code /lp/claim_fees}) to the wallet in the pool's tokens; when the request names native ETH for the pool's WETH
   * (and not {@code withdrawAsWeth}), the manager collects to itself, unwraps its WETH to the wallet and sweeps the
   * other token there, as the simulated mode (and the v3 SDK) does.
   */
  private ObjectNode decreaseOnChain(Params p, EvmV3Positions onChain) {
    ChainPosition position = onChain.position(p.nftTokenId, p.wallet);
    Pool pool = position.pool;
    Token[] pair = Lp.sorted(namedPoolToken(p, p.token0), namedPoolToken(p, p.token1));
    if (!pair[0].key().equals(pool.token0().key()) || !pair[1].key().equals(pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    BigInteger liquidity = EvmV3Positions.share(position.liquidity, p.percentage);
    if (liquidity.signum() == 0) {
      throw ApiError.badRequest("\"liquidityPercentageToDecrease\" " + p.percentage + " of position "
          + position.tokenId + " is nothing: it holds " + position.liquidity + " liquidity");
    }
    BigInteger[] amounts = onChain.withdrawalAmounts(position, liquidity);
    BigInteger[] minimums = {Slippage.minimum(amounts[0], p.slippage), Slippage.minimum(amounts[1], p.slippage)};
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), Lp.namesNative(p.token0, p.token1), p.asWeth);
    long deadline = Lp.deadline(engine, p.deadline);
    String data = paid[0].isNative() || paid[1].isNative()
        ? EvmV3Positions.decreaseCollectAndUnwrap(position.tokenId, liquidity, minimums, amounts, paid[0].isNative(),
            paid[0].isNative() ? pool.token1() : pool.token0(), p.wallet, deadline)
        : EvmV3Positions.decreaseAndCollect(position.tokenId, liquidity, minimums, amounts, p.wallet, deadline);
    BigInteger gas = BigInteger.valueOf(400_000);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], amounts[0]));
    response.set("token1", Lp.lpToken(paid[1], amounts[1]));
    ObjectNode transaction = onChain.transaction(p.wallet, data, BigInteger.ZERO, gas, p.urgency);
    response.set("decrease", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, p.urgency));
    }
    return response;
  }

  /** The pool token a request's address names: native ETH stands for WETH in a V3 pool. */
  private Token namedPoolToken(Params p, String address) {
    return Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, address, "Position not found"));
  }

  /**
   * DECREASE_LIQUIDITY of a V4 position on the EVM mode's chain, then TAKE_PAIR to the wallet. The PoolManager
   * settles the position's fees with any change of its liquidity, so the wallet receives the principal (its minimums
   * the slippage below it) and the fees owed, both as the response's amounts.
   */
  private ObjectNode decreaseV4OnChain(Params p, EvmV4Positions onChain) {
    ChainPosition position = onChain.position(p.nftTokenId, p.wallet);
    Pool pool = position.pool;
    Token[] pair = Lp.sorted(Lp.token(engine, p.chainId, p.token0, "Position not found"),
        Lp.token(engine, p.chainId, p.token1, "Position not found"));
    if (!pair[0].key().equals(pool.token0().key()) || !pair[1].key().equals(pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    BigInteger liquidity = EvmV3Positions.share(position.liquidity, p.percentage); // the same floor of a percentage
    if (liquidity.signum() == 0) {
      throw ApiError.badRequest("\"liquidityPercentageToDecrease\" " + p.percentage + " of position "
          + position.tokenId + " is nothing: it holds " + position.liquidity + " liquidity");
    }
    BigInteger[] principal = onChain.withdrawal(position, liquidity);
    BigInteger[] owed = onChain.feesOwed(position);
    BigInteger[] minimums = {Slippage.minimum(principal[0], p.slippage), Slippage.minimum(principal[1], p.slippage)};
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), false, p.asWeth);
    String data = Lp.v4Withdrawal(EvmV4Positions.modifyParams(position.tokenId, liquidity, minimums), pool.token0(),
        pool.token1(), paid, p.wallet, Lp.deadline(engine, p.deadline));
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], principal[0].add(owed[0])));
    response.set("token1", Lp.lpToken(paid[1], principal[1].add(owed[1])));
    ObjectNode transaction = onChain.transaction(p.wallet, data, BigInteger.ZERO, BigInteger.valueOf(400_000),
        p.urgency);
    response.set("decrease", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, p.urgency));
    }
    return response;
  }
}
