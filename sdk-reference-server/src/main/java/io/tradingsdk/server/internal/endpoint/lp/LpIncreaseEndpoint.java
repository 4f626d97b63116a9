package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.chain.V4Actions;
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
 * {@code POST /lp/increase}: adds liquidity to an existing position. The caller names one token's
 * amount; the other follows from the position's current ratio. V2 positions are found by wallet and
 * pair, V3/V4 by {@code nftTokenId}; an unknown or foreign position answers 404. The liquidity is
 * added when the transaction is mined ({@code SimulatedChain.submit}); it reverts there without the
 * approvals {@code /lp/check_approval} lists, unless a signed {@code v4BatchPermitData} came along.
 * Native ETH (a V4 pool's own currency, or named by the zero address for a V2/V3 position's WETH) is
 * paid as the transaction's {@code value}, and the response names it by the zero address.
 *
 * <p>Fees: a V3 position's stay owed for {@code /lp/claim_fees} (the NonfungiblePositionManager adds them to {@code
 * tokensOwed}). A V4 position's are settled by the increase, as the PoolManager does with any change of liquidity,
 * and pay part of the deposit: the response names the amounts the liquidity takes, and the wallet pays them less the
 * fees it is owed when the transaction is mined (a side whose fees exceed its amount pays the wallet the difference;
 * the native side's value comes back by the SWEEP). The calldata then closes each currency (CLOSE_CURRENCY) rather
 * than settling the pair, as the EVM mode's does.
 */
public final class LpIncreaseEndpoint implements Endpoint<LpIncreaseEndpoint.Params> {
  static final class Params {
    String wallet;
    long chainId;
    String protocol;
    String token0;
    String token1;
    String nftTokenId;
    String independentToken;
    BigInteger independentAmount;
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    RequestedUrgency urgency;
    Body body;
  }

  private final Engine engine;

  public LpIncreaseEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.address("walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    p.token0 = body.address("token0Address");
    p.token1 = body.address("token1Address");
    p.nftTokenId = body.optionalMatching("nftTokenId", Body.DIGITS).orElse(null);
    Body independent = body.object("independentToken");
    p.independentToken = independent.address("tokenAddress");
    p.independentAmount = independent.amount("amount");
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    p.body = body;
    p.urgency = RequestedUrgency.read(body, "urgency", false, RequestedUrgency.LP_LEVELS);
    if (!p.protocol.equals("V2") && p.nftTokenId == null) {
      throw ApiError.badRequest("\"nftTokenId\" is required");
    }
    boolean names0 = p.independentToken.equalsIgnoreCase(p.token0);
    if (!names0 && !p.independentToken.equalsIgnoreCase(p.token1)) {
      throw independent.invalid("tokenAddress", "must be token0Address or token1Address");
    }
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Lp.checkNotWethTwice(engine, p.chainId, p.protocol, p.token0, p.token1, "token0Address", "token1Address");
    Optional<EvmV3Positions> onChain = EvmV3Positions.on(engine, p.chainId, p.protocol);
    if (onChain.isPresent()) {
      return increaseOnChain(p, onChain.get());
    }
    Optional<EvmV4Positions> onChainV4 = EvmV4Positions.on(engine, p.chainId, p.protocol);
    if (onChainV4.isPresent()) {
      return increaseV4OnChain(p, onChainV4.get());
    }
    Ledger.Position position = Lp.position(engine, p.chainId, p.protocol, p.wallet, p.token0, p.token1,
        p.protocol.equals("V2") ? null : p.nftTokenId).orElseThrow(Lp::positionNotFound);
    Chain chain = engine.servedChain(p.chainId);
    String manager = chain.positionManager(p.protocol).orElseThrow(Lp::positionNotFound);
    Optional<Lp.SignedPermit> permit = Lp.signedPermit(engine, p.body, "v4BatchPermitData", chain, p.wallet);
    // What the wallet pays: native ETH for a native V4 currency or, named so, for V2/V3's WETH.
    Token[] paid = Lp.currencies(engine, position.token0, position.token1, Lp.namesNative(p.token0, p.token1), false);
    boolean independentIs0 = position.token0.key().equals(Lp.poolToken(engine, p.protocol,
        engine.market().token(p.chainId, p.independentToken).orElseThrow(Lp::positionNotFound)).key());
    if ((independentIs0 ? position.amount0 : position.amount1).signum() == 0) {
      throw ApiError.badRequest("\"independentToken.tokenAddress\" must be token" + (independentIs0 ? 1 : 0)
          + ": position " + position.id + " holds none of " + p.independentToken);
    }
    BigInteger amount0;
    BigInteger amount1;
    if (independentIs0) {
      amount0 = p.independentAmount;
      amount1 = Lp.ceilDiv(p.independentAmount.multiply(position.amount1), position.amount0);
    } else {
      amount1 = p.independentAmount;
      amount0 = Lp.ceilDiv(p.independentAmount.multiply(position.amount0), position.amount1);
    }
    long deadline = p.deadline != null ? p.deadline : engine.nowSeconds() + 30 * 60;
    BigInteger min0 = Slippage.minimum(amount0, p.slippage);
    BigInteger min1 = Slippage.minimum(amount1, p.slippage);
    String data = Lp.withPermit(permit, p.wallet,
        calldata(p, position, paid, amount0, amount1, min0, min1, deadline));
    // V2 and V3 take at most the desired amounts, V4 at most the maximums it encodes (the same here).
    BigInteger value = Lp.nativeValue(paid[0], amount0, paid[1], amount1);
    BigInteger add0 = amount0;
    BigInteger add1 = amount1;
    Pool pool = Lp.poolOf(engine, position);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V2") ? 150_000 : 185_000);
    boolean v4 = p.protocol.equals("V4");
    engine.ledger().registerBuilt(data, Lp.mined(engine, deadline,
        ledger -> {
          BigInteger[] due = due(ledger, position, v4, add0, add1);
          return Lp.canDeposit(ledger, chain, p.protocol, p.wallet, paid[0], due[0], paid[1], due[1],
              engine.nowSeconds(), permit);
        },
        (ledger, hash) -> {
          permit.ifPresent(signed -> signed.apply(ledger, p.chainId, p.wallet));
          BigInteger[] fees = v4 ? ledger.feesOwed(position) : new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO};
          BigInteger[] due = due(ledger, position, v4, add0, add1);
          ledger.addLiquidity(position, add0, add1);
          ledger.collectFees(position, fees[0], fees[1]);
          Lp.deposit(ledger, chain, pool, position, paid, due[0], due[1]);
          if (v4) {
            // A side whose fees exceed its amount pays the wallet the rest; the native side's fees come back as
            // ETH (the wallet sent the whole amount as value, and SWEEP returns what the fees paid for).
            BigInteger[] back = {fees[0].subtract(add0).max(BigInteger.ZERO),
                fees[1].subtract(add1).max(BigInteger.ZERO)};
            Lp.withdraw(ledger, chain, pool, position, paid, BigInteger.ZERO, back[0], back[1]);
            Lp.payNative(ledger, p.chainId, p.wallet, paid, paid[0].isNative() ? fees[0] : back[0],
                paid[1].isNative() ? fees[1] : back[1]);
          }
        }).payingNative(value).withGas(gas));
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], amount0));
    response.set("token1", Lp.lpToken(paid[1], amount1));
    response.set("increase", Engine.transaction(manager, p.wallet, data, value, p.chainId, p.urgency.gasLimit(gas), fees));
    if (p.simulate) {
      response.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return response;
  }

  /**
   * What the wallet pays into a position when the increase is mined: the amounts, less (for V4, whose PoolManager
   * settles a position's fees with the increase) the fees the position is owed then, never below zero.
   */
  private static BigInteger[] due(Ledger ledger, Ledger.Position position, boolean v4, BigInteger amount0,
      BigInteger amount1) {
    if (!v4) {
      return new BigInteger[] {amount0, amount1};
    }
    BigInteger[] fees = ledger.feesOwed(position);
    return new BigInteger[] {amount0.subtract(fees[0]).max(BigInteger.ZERO),
        amount1.subtract(fees[1]).max(BigInteger.ZERO)};
  }

  private String calldata(Params p, Ledger.Position position, Token[] paid, BigInteger amount0,
      BigInteger amount1, BigInteger min0, BigInteger min1, long deadline) {
    boolean paysEth = paid[0].isNative() || paid[1].isNative();
    switch (p.protocol) {
      case "V2":
        Pool pair = Lp.pool(engine, p.chainId, "V2", position.token0, position.token1).orElseThrow(Lp::poolNotFound);
        return LpCreateClassicEndpoint.addLiquidity(pair, paid, amount0, amount1, p.slippage, p.wallet, deadline);
      case "V3":
        String increase = Calldata.call("increaseLiquidity((uint256,uint256,uint256,uint256,uint256,uint256))",
            List.of(new BigInteger(position.id), amount0, amount1, min0, min1, BigInteger.valueOf(deadline)));
        return paysEth ? Lp.multicall(List.of(increase, Lp.refundEth())) : increase;
      default:
        // modifyLiquidities(abi.encode(actions, params), deadline): INCREASE_LIQUIDITY, SETTLE_PAIR (, SWEEP); with
        // fees owed, which the increase settles, CLOSE_CURRENCY of each currency in place of SETTLE_PAIR.
        byte[] params = Abi.encode("(uint256,uint256,uint128,uint128,bytes)", new BigInteger(position.id),
            Lp.liquidity(amount0, amount1), amount0, amount1, new byte[0]);
        BigInteger[] owed = engine.ledger().feesOwed(position);
        return Lp.v4Deposit(V4Actions.INCREASE_LIQUIDITY, params, position.token0, position.token1, p.wallet, deadline,
            owed[0].signum() > 0 || owed[1].signum() > 0);
    }
  }

  /** {@code increaseLiquidity} of a position on the EVM mode's chain, at the range's ratio at the chain's price. */
  private ObjectNode increaseOnChain(Params p, EvmV3Positions onChain) {
    ChainPosition position = onChain.position(p.nftTokenId, p.wallet);
    Token named0 = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.token0, "Position not found"));
    Token named1 = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.token1, "Position not found"));
    Token[] pair = Lp.sorted(named0, named1);
    if (!pair[0].key().equals(position.pool.token0().key()) || !pair[1].key().equals(position.pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    Token independent = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.independentToken,
        "Position not found"));
    BigInteger[] amounts = onChain.depositAmounts(position.pool, position.tickLower, position.tickUpper,
        independent.key().equals(pair[0].key()), p.independentAmount);
    Token[] paid = Lp.currencies(engine, pair[0], pair[1], Lp.namesNative(p.token0, p.token1), false);
    BigInteger value = Lp.nativeValue(paid[0], amounts[0], paid[1], amounts[1]);
    BigInteger[] minimums = {Slippage.minimum(amounts[0], p.slippage), Slippage.minimum(amounts[1], p.slippage)};
    String increase = EvmV3Positions.increase(position.tokenId, amounts, minimums, Lp.deadline(engine, p.deadline));
    String data = value.signum() > 0 ? Lp.multicall(List.of(increase, Lp.refundEth())) : increase;
    BigInteger gas = BigInteger.valueOf(400_000);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], amounts[0]));
    response.set("token1", Lp.lpToken(paid[1], amounts[1]));
    ObjectNode transaction = onChain.transaction(p.wallet, data, value, gas, p.urgency);
    response.set("increase", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, p.urgency));
    }
    return response;
  }

  /**
   * INCREASE_LIQUIDITY of a V4 position on the EVM mode's chain, at the range's ratio at the chain's price. The
   * increase also settles the fees the position earned, which pay part of the deposit: when it owes any, each
   * currency is closed (paid or taken, whichever it ends with) rather than settled as a pair. The response names the
   * amounts the liquidity takes; the wallet pays them less the fees it is owed.
   */
  private ObjectNode increaseV4OnChain(Params p, EvmV4Positions onChain) {
    ChainPosition position = onChain.position(p.nftTokenId, p.wallet);
    Pool pool = position.pool;
    Token[] pair = Lp.sorted(Lp.token(engine, p.chainId, p.token0, "Position not found"),
        Lp.token(engine, p.chainId, p.token1, "Position not found"));
    if (!pair[0].key().equals(pool.token0().key()) || !pair[1].key().equals(pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    Chain chain = engine.servedChain(p.chainId);
    Optional<Lp.SignedPermit> permit = Lp.signedPermit(engine, p.body, "v4BatchPermitData", chain, p.wallet,
        onChain.manager());
    boolean independentIs0 = Lp.token(engine, p.chainId, p.independentToken, "Position not found").key()
        .equals(pool.token0().key());
    EvmV4Positions.Deposit deposit = onChain.deposit(pool, position.tickLower, position.tickUpper, independentIs0,
        p.independentAmount);
    BigInteger[] amounts = deposit.amounts;
    BigInteger[] maximums = {Slippage.maximum(amounts[0], p.slippage), Slippage.maximum(amounts[1], p.slippage)};
    BigInteger[] owed = onChain.feesOwed(position);
    boolean netsFees = owed[0].signum() > 0 || owed[1].signum() > 0;
    byte[] params = EvmV4Positions.modifyParams(position.tokenId, deposit.liquidity, maximums);
    String data = Lp.withPermit(permit, p.wallet, Lp.v4Deposit(V4Actions.INCREASE_LIQUIDITY, params, pool.token0(),
        pool.token1(), p.wallet, Lp.deadline(engine, p.deadline), netsFees));
    BigInteger value = Lp.nativeValue(pool.token0(), maximums[0], pool.token1(), maximums[1]);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(pool.token0(), amounts[0]));
    response.set("token1", Lp.lpToken(pool.token1(), amounts[1]));
    ObjectNode transaction = onChain.transaction(p.wallet, data, value, BigInteger.valueOf(400_000), p.urgency);
    response.set("increase", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, p.urgency));
    }
    return response;
  }
}
