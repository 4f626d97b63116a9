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
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The positions the simulated ledger keeps, and what the {@code /lp} endpoints build for them: the transactions, with
 * the effects the ledger applies when one is mined ({@code Ledger.BuiltTransaction}). Every chain's positions are the
 * ledger's except the V3 and V4 positions of a chain whose state lives on a node ({@link LpPositions#of}).
 */
final class LedgerPositions implements LpPositions {
  private final Engine engine;

  LedgerPositions(Engine engine) {
    this.engine = engine;
  }

  /** Whether {@code reference} names the pool: its address (a V4 pool's id). */
  @Override
  public boolean names(Pool pool, String reference) {
    return Addresses.normalize(pool.address()).equals(Addresses.normalize(reference));
  }

  /** The simulated pool's description is already the ledger's. */
  @Override
  public void describe(Pool pool, ObjectNode info) {
  }

  @Override
  public ObjectNode create(LpCreateEndpoint.Params p, Pool pool, Chain chain) {
    Optional<Lp.SignedPermit> permit = Lp.signedPermit(engine, p.body, "batchPermitData", chain, p.wallet);
    Token token0 = pool.token0();
    Token token1 = pool.token1();
    // What the wallet pays: native ETH for a native V4 currency or, named so, for V3's WETH.
    Token[] paid = Lp.currencies(engine, token0, token1, Lp.namesNative(p.tokenA, p.tokenB), false);
    long[] range = LpCreateEndpoint.range(p, pool.tickSpacing());
    Token independentToken = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.independentToken,
        "Pool not found"));
    boolean independentIs0 = token0.key().equals(independentToken.key());
    BigInteger[] amounts = Lp.rangeAmounts(pool, range[0], range[1], independentIs0, p.independentAmount);
    BigInteger dependent = independentIs0 ? amounts[1] : amounts[0];
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the range needs at the pool's price");
    }
    permit.ifPresent(signed -> signed.checkDeposit(token0, amounts[0], token1, amounts[1],
        engine.nowSeconds()));
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
          Ledger.Position minted = ledger.positionBook().mintPosition(hash, p.chainId, p.protocol, p.wallet, token0, token1,
              amounts[0], amounts[1], range[0], range[1]);
          Lp.deposit(ledger, chain, pool, minted, paid, amounts[0], amounts[1]);
        }).payingNative(nativeIn).withGas(gas));
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    ObjectNode response = Lp.tokensAnswer(paid[0], amounts[0], paid[1], amounts[1]);
    response.put("adjustedMinPrice", Lp.priceText(Lp.priceAt(range[0])));
    response.put("adjustedMaxPrice", Lp.priceText(Lp.priceAt(range[1])));
    response.put("tickLower", range[0]);
    response.put("tickUpper", range[1]);
    return Lp.withTransaction(response, "create",
        Engine.transaction(manager, p.wallet, data, value, p.chainId, p.urgency.gasLimit(gas), fees), p.simulate, gas,
        fees);
  }

  @Override
  public ObjectNode createClassic(LpCreateClassicEndpoint.Params p, Pool pool, Chain chain) {
    return LpCreateClassicEndpoint.ledgerCreate(engine, p, pool, chain);
  }

  @Override
  public ObjectNode increase(LpIncreaseEndpoint.Params p) {
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
    BigInteger permitted0 = amount0;
    BigInteger permitted1 = amount1;
    permit.ifPresent(signed -> signed.checkDeposit(position.token0, permitted0, position.token1, permitted1,
        engine.nowSeconds()));
    long deadline = p.deadline != null ? p.deadline : engine.nowSeconds() + 30 * 60;
    BigInteger min0 = Slippage.minimum(amount0, p.slippage);
    BigInteger min1 = Slippage.minimum(amount1, p.slippage);
    String data = Lp.withPermit(permit, p.wallet,
        increaseCalldata(p, position, paid, amount0, amount1, min0, min1, deadline));
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
          BigInteger[] fees = v4 ? ledger.positionBook().feesOwed(position) : new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO};
          BigInteger[] due = due(ledger, position, v4, add0, add1);
          ledger.positionBook().addLiquidity(position, add0, add1);
          ledger.positionBook().collectFees(position, fees[0], fees[1]);
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
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], amount0, paid[1], amount1), "increase",
        Engine.transaction(manager, p.wallet, data, value, p.chainId, p.urgency.gasLimit(gas), fees), p.simulate, gas,
        fees);
  }

  @Override
  public ObjectNode decrease(LpDecreaseEndpoint.Params p, Chain chain) {
    Ledger.Position position = Lp.position(engine, p.chainId, p.protocol, p.wallet, p.token0, p.token1,
        p.protocol.equals("V2") ? null : p.nftTokenId).orElseThrow(Lp::positionNotFound);
    BigInteger hundred = BigInteger.valueOf(100);
    BigInteger share = BigInteger.valueOf(p.percentage);
    BigInteger principal0 = position.amount0.multiply(share).divide(hundred);
    BigInteger principal1 = position.amount1.multiply(share).divide(hundred);
    boolean v2 = p.protocol.equals("V2");
    boolean v4 = p.protocol.equals("V4");
    BigInteger[] owed = engine.ledger().positionBook().feesOwed(position);
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
    String data = decreaseCalldata(p, position, paid, liquidity, amount0, amount1, min0, min1, deadline);
    String pair = p.protocol.equals("V2")
        ? Lp.pool(engine, p.chainId, "V2", position.token0, position.token1).map(Pool::address).orElseThrow(Lp::poolNotFound)
        : null;
    String router = Lp.manager(chain, p.protocol);
    Pool pool = Lp.poolOf(engine, position);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V2") ? 150_000 : p.protocol.equals("V3") ? 200_000 : 180_000);
    // Mined again after the position shrank, it would withdraw liquidity the position no longer
    // holds: the contracts revert that (and the ETH it would pay must not arrive twice).
    engine.ledger().registerBuilt(data, Lp.mined(engine, deadline,
        ledger -> (pair == null || ledger.approvals().allowance(p.chainId, p.wallet, pair, router).compareTo(liquidity) >= 0)
            && position.amount0.compareTo(principal0) >= 0 && position.amount1.compareTo(principal1) >= 0,
        (ledger, hash) -> {
          // The PoolManager pays a V4 position all it is owed when the decrease lands, and owes it nothing after.
          BigInteger[] fees = v4 ? ledger.positionBook().feesOwed(position) : new BigInteger[] {fee0, fee1};
          BigInteger paid0 = principal0.add(fees[0]);
          BigInteger paid1 = principal1.add(fees[1]);
          ledger.positionBook().removeLiquidity(position, principal0, principal1);
          ledger.positionBook().collectFees(position, fees[0], fees[1]);
          Lp.withdraw(ledger, chain, pool, position, paid, liquidity, paid0, paid1);
          Lp.payNative(ledger, p.chainId, p.wallet, paid, paid0, paid1);
        }).withGas(gas));
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], amount0, paid[1], amount1), "decrease",
        Engine.transaction(router, p.wallet, data, BigInteger.ZERO, p.chainId, p.urgency.gasLimit(gas), fees),
        p.simulate, gas, fees);
  }

  @Override
  public ObjectNode claim(LpClaimFeesEndpoint.Params p, Chain chain) {
    Ledger.Position position = find(p).orElseThrow(Lp::positionNotFound);
    if (p.protocol.equals("V4") && position.amount0.signum() == 0 && position.amount1.signum() == 0) {
      throw LpClaimFeesEndpoint.emptiedV4(p.tokenId);
    }
    BigInteger[] owed = engine.ledger().positionBook().feesOwed(position);
    String router = Lp.manager(chain, p.protocol);
    long deadline = engine.nowSeconds() + 30 * 60;
    // The request names no tokens: native ETH is paid only where the pool holds it (V4).
    Token[] paid = Lp.currencies(engine, position.token0, position.token1, false, p.asWeth);
    String data;
    switch (p.protocol) {
      case "V3":
        data = Calldata.call("collect((uint256,address,uint128,uint128))",
            List.of(new BigInteger(position.id), Addresses.of(p.wallet), owed[0], owed[1]));
        break;
      default:
        // Decreasing by zero liquidity settles the fees; TAKE_PAIR sends them to the wallet.
        byte[] zero = Abi.encode("(uint256,uint256,uint128,uint128,bytes)", new BigInteger(position.id),
            BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, new byte[0]);
        data = Lp.v4Withdrawal(zero, position.token0, position.token1, paid, p.wallet, deadline);
    }
    Pool pool = Lp.poolOf(engine, position);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V3") ? 120_000 : 140_000);
    engine.ledger().registerBuilt(data, Ledger.BuiltTransaction.checked(
        ledger -> true, (ledger, hash) -> {
          // collect pays at most what is owed when mined (nothing, mined a second time)
          BigInteger[] now = ledger.positionBook().feesOwed(position);
          BigInteger paid0 = owed[0].min(now[0]);
          BigInteger paid1 = owed[1].min(now[1]);
          ledger.positionBook().collectFees(position, owed[0], owed[1]);
          Lp.withdraw(ledger, chain, pool, position, paid, BigInteger.ZERO, paid0, paid1);
          Lp.payNative(ledger, p.chainId, p.wallet, paid, paid0, paid1);
        }).withGas(gas));
    RequestedUrgency.Fees fees = RequestedUrgency.DEFAULT.fees(chain);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], owed[0], paid[1], owed[1]), "claim",
        Engine.transaction(router, p.wallet, data, BigInteger.ZERO, p.chainId, gas, fees), p.simulate, gas, fees);
  }

  @Override
  public @Nullable ObjectNode depositApprovals(LpCheckApprovalEndpoint.Params p, Chain chain,
      List<ObjectNode> transactions) {
    List<Lp.PermitDetail> permits = new ArrayList<>();
    long now = engine.nowSeconds();
    for (int i = 0; i < p.tokens.size(); i++) {
      Token token = Lp.token(engine, p.chainId, p.tokens.get(i), "Token allowance not found");
      BigInteger amount = p.amounts.get(i);
      if (token.isNative()) {
        continue;
      }
      transactions.addAll(Lp.approvalTransactions(engine, chain, p.wallet, token.address(),
          token.resetsAllowance(), Lp.spender(chain, p.protocol), amount, p.action, p.urgency, p.gasInfo));
      if (p.protocol.equals("V4")) {
        String manager = Lp.manager(chain, "V4");
        Ledger.Permit2Allowance allowance = engine.ledger().approvals().permit2Allowance(p.chainId, p.wallet, token.address(), manager);
        if (allowance.amount.compareTo(amount) < 0 || allowance.expiration <= now) {
          permits.add(new Lp.PermitDetail(token.address(), Engine.MAX_UINT160, now + Engine.PERMIT_EXPIRATION_SECONDS,
              allowance.nonce));
        }
      }
    }
    return LpCheckApprovalEndpoint.permits(p, chain, permits, chain.positionManager("V4").orElse(null), now, transactions);
  }

  private static String decreaseCalldata(LpDecreaseEndpoint.Params p, Ledger.Position position, Token[] paid, BigInteger liquidity,
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
   * What the wallet pays into a position when the increase is mined: the amounts, less (for V4, whose PoolManager
   * settles a position's fees with the increase) the fees the position is owed then, never below zero.
   */
  private static BigInteger[] due(Ledger ledger, Ledger.Position position, boolean v4, BigInteger amount0,
      BigInteger amount1) {
    if (!v4) {
      return new BigInteger[] {amount0, amount1};
    }
    BigInteger[] fees = ledger.positionBook().feesOwed(position);
    return new BigInteger[] {amount0.subtract(fees[0]).max(BigInteger.ZERO),
        amount1.subtract(fees[1]).max(BigInteger.ZERO)};
  }

  private String increaseCalldata(LpIncreaseEndpoint.Params p, Ledger.Position position, Token[] paid, BigInteger amount0,
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
        BigInteger[] owed = engine.ledger().positionBook().feesOwed(position);
        return Lp.v4Deposit(V4Actions.INCREASE_LIQUIDITY, params, position.token0, position.token1, p.wallet, deadline,
            owed[0].signum() > 0 || owed[1].signum() > 0);
    }
  }

  /**
   * NonfungiblePositionManager {@code mint(MintParams)} with the pool's tokens (WETH for ETH); paying
   * ETH, in a {@code multicall} with {@code refundETH()}, as the v3 SDK builds it.
   */
  private static String mintV3(LpCreateEndpoint.Params p, Pool pool, long[] range, BigInteger[] amounts, long deadline,
      boolean paysEth) {
    String mint = Calldata.call(
        "mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))",
        List.of(Addresses.of(pool.token0().address()), Addresses.of(pool.token1().address()), pool.fee(), range[0],
            range[1], amounts[0], amounts[1], Slippage.minimum(amounts[0], p.slippage),
            Slippage.minimum(amounts[1], p.slippage), Addresses.of(p.wallet), deadline));
    return paysEth ? Lp.multicall(List.of(mint, Lp.refundEth())) : mint;
  }

  /** PositionManager {@code modifyLiquidities}: MINT_POSITION, SETTLE_PAIR (and SWEEP for a native pool). */
  private static String mintV4(LpCreateEndpoint.Params p, Pool pool, long[] range, BigInteger[] amounts, BigInteger[] maximums,
      long deadline) {
    byte[] mint = Lp.v4MintParams(pool, range, Lp.liquidity(amounts[0], amounts[1]), maximums, p.wallet);
    return Lp.v4Deposit(V4Actions.MINT_POSITION, mint, pool.token0(), pool.token1(), p.wallet, deadline);
  }
  private Optional<Ledger.Position> find(LpClaimFeesEndpoint.Params p) {
    return engine.ledger().positionBook().position(p.tokenId).filter(found -> Lp.owns(found, p.chainId, p.protocol, p.wallet));
  }
}
