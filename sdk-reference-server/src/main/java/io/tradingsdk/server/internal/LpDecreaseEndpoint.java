package io.tradingsdk.server.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * {@code POST /lp/decrease}: withdraws a percentage of a position. V3/V4 withdraw principal only; their
 * fees stay for {@code /lp/claim_fees}. V2 fees accrue into the pair, so a V2 withdrawal pays the
 * same percentage of the fees earned along with the principal. V2 positions are found by wallet and pair and burn LP tokens
 * through the router, which needs the pair's approval ({@code /lp/check_approval} with {@code
 * DECREASE}) or the transaction reverts when mined; V3/V4 positions are found by {@code nftTokenId}.
 * The amounts leave the position when the transaction is mined.
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
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    Urgency urgency;
  }

  private final Engine engine;

  public LpDecreaseEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = Lp.address(body, "walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    p.token0 = Lp.address(body, "token0Address");
    p.token1 = Lp.address(body, "token1Address");
    p.nftTokenId = body.optionalMatching("nftTokenId", Body.DIGITS).orElse(null);
    long percentage = body.integer("liquidityPercentageToDecrease");
    if (percentage < 1 || percentage > 100) {
      throw body.invalid("liquidityPercentageToDecrease", "must be from 1 to 100, was " + percentage);
    }
    p.percentage = (int) percentage;
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    body.bool("withdrawAsWeth", false); // the simulated pools hold WETH, never native ETH
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
    Ledger.Position position = Lp.position(engine, p.chainId, p.protocol, p.wallet, p.token0, p.token1,
        p.protocol.equals("V2") ? null : p.nftTokenId).orElseThrow(Lp::positionNotFound);
    BigInteger hundred = BigInteger.valueOf(100);
    BigInteger share = BigInteger.valueOf(p.percentage);
    BigInteger principal0 = position.amount0.multiply(share).divide(hundred);
    BigInteger principal1 = position.amount1.multiply(share).divide(hundred);
    BigInteger[] owed = p.protocol.equals("V2") ? engine.ledger().feesOwed(position)
        : new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO};
    BigInteger fee0 = owed[0].multiply(share).divide(hundred);
    BigInteger fee1 = owed[1].multiply(share).divide(hundred);
    BigInteger amount0 = principal0.add(fee0);
    BigInteger amount1 = principal1.add(fee1);
    if (amount0.signum() == 0 && amount1.signum() == 0) {
      throw ApiError.badRequest("\"liquidityPercentageToDecrease\" " + p.percentage + " of position " + position.id
          + " is nothing: it holds no liquidity");
    }
    BigInteger liquidity = Lp.liquidity(position.amount0.add(owed[0]), position.amount1.add(owed[1]))
        .multiply(share).divide(hundred);
    long deadline = Lp.deadline(engine, p.deadline);
    BigInteger min0 = QuoteEndpoint.minimum(amount0, p.slippage);
    BigInteger min1 = QuoteEndpoint.minimum(amount1, p.slippage);
    String data = calldata(p, position, liquidity, amount0, amount1, min0, min1, deadline);
    String pair = p.protocol.equals("V2")
        ? Lp.pool(engine, p.chainId, "V2", position.token0, position.token1).map(Pool::address).orElseThrow(Lp::poolNotFound)
        : null;
    String router = Lp.manager(chain, p.protocol);
    engine.ledger().registerBuilt(data, Lp.mined(engine, deadline,
        ledger -> pair == null || ledger.allowance(p.chainId, p.wallet, pair, router).compareTo(liquidity) >= 0,
        (ledger, hash) -> {
          ledger.removeLiquidity(position, principal0, principal1);
          ledger.collectFees(position, fee0, fee1);
        }));
    Urgency.Fees fees = p.urgency.fees(chain);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V2") ? 150_000 : p.protocol.equals("V3") ? 200_000 : 180_000);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(position.token0, amount0));
    response.set("token1", Lp.lpToken(position.token1, amount1));
    response.set("decrease", Engine.transaction(router, p.wallet, data, BigInteger.ZERO, p.chainId,
        p.urgency.gasLimit(gas), fees));
    if (p.simulate) {
      response.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return response;
  }

  private static String calldata(Params p, Ledger.Position position, BigInteger liquidity, BigInteger amount0,
      BigInteger amount1, BigInteger min0, BigInteger min1, long deadline) {
    switch (p.protocol) {
      case "V2":
        return Abi.call("removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)",
            Abi.address(position.token0.address()), Abi.address(position.token1.address()), liquidity, min0, min1,
            Abi.address(p.wallet), BigInteger.valueOf(deadline));
      case "V3":
        // decreaseLiquidity, then collect exactly the principal: the fees stay owed to the position.
        String decrease = Abi.call("decreaseLiquidity((uint256,uint128,uint256,uint256,uint256))",
            new Abi.Tuple(new BigInteger(position.id), liquidity, min0, min1, BigInteger.valueOf(deadline)));
        String collect = Abi.call("collect((uint256,address,uint128,uint128))",
            new Abi.Tuple(new BigInteger(position.id), Abi.address(p.wallet), amount0, amount1));
        return Lp.multicall(List.of(decrease, collect));
      default:
        byte[] params = Abi.encode(new BigInteger(position.id), liquidity, min0, min1, new byte[0]);
        byte[] take = Abi.encode(Abi.address(position.token0.address()), Abi.address(position.token1.address()),
            Abi.address(p.wallet));
        return Lp.modifyLiquidities(new byte[] {Lp.DECREASE_LIQUIDITY, Lp.TAKE_PAIR}, List.of(params, take), deadline);
    }
  }
}
