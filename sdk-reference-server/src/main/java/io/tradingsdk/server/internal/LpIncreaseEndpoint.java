package io.tradingsdk.server.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * {@code POST /lp/increase}: adds liquidity to an existing position. The caller names one token's
 * amount; the other follows from the position's current ratio. V2 positions are found by wallet and
 * pair, V3/V4 by {@code nftTokenId}; an unknown or foreign position answers 404.
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
    Urgency urgency;
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
    p.slippage = body.has("slippageTolerance") ? Rules.slippage(body, "slippageTolerance") : new BigDecimal("0.5");
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    body.optionalObject("v4BatchPermitData");
    body.optionalMatching("signature", Body.SIGNATURE);
    p.urgency = Urgency.read(body, "urgency", false, Urgency.LP_LEVELS);
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
    Ledger.Position position = find(p).orElseThrow(() -> ApiError.notFound("Position not found"));
    Chain chain = engine.servedChain(p.chainId);
    String manager = chain.positionManager(p.protocol).orElseThrow(() -> ApiError.notFound("Position not found"));
    boolean independentIs0 = position.token0.key().equals(Hex.normalize(p.independentToken));
    BigInteger amount0;
    BigInteger amount1;
    if (independentIs0) {
      amount0 = p.independentAmount;
      amount1 = ceilDiv(p.independentAmount.multiply(position.amount1), position.amount0);
    } else {
      amount1 = p.independentAmount;
      amount0 = ceilDiv(p.independentAmount.multiply(position.amount0), position.amount1);
    }
    long deadline = p.deadline != null ? p.deadline : engine.nowSeconds() + 30 * 60;
    BigInteger min0 = QuoteEndpoint.minimum(amount0, p.slippage);
    BigInteger min1 = QuoteEndpoint.minimum(amount1, p.slippage);
    String data = calldata(p, position, amount0, amount1, min0, min1, deadline);
    BigInteger value = position.token0.isNative() ? amount0 : position.token1.isNative() ? amount1 : BigInteger.ZERO;
    engine.ledger().addLiquidity(position, amount0, amount1);
    Urgency.Fees fees = p.urgency.fees(chain);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V2") ? 150_000 : 185_000);
    ObjectNode response = Engine.object();
    response.set("token0", lpToken(position.token0, amount0));
    response.set("token1", lpToken(position.token1, amount1));
    response.set("increase", Engine.transaction(manager, p.wallet, data, value, p.chainId, p.urgency.gasLimit(gas), fees));
    if (p.simulate) {
      response.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return response;
  }

  private Optional<Ledger.Position> find(Params p) {
    Optional<Token> a = engine.market().token(p.chainId, p.token0);
    Optional<Token> b = engine.market().token(p.chainId, p.token1);
    if (a.isEmpty() || b.isEmpty()) {
      return Optional.empty();
    }
    boolean aFirst = a.get().key().compareTo(b.get().key()) < 0;
    Token token0 = aFirst ? a.get() : b.get();
    Token token1 = aFirst ? b.get() : a.get();
    Optional<Ledger.Position> position = p.protocol.equals("V2")
        ? engine.ledger().v2Position(p.chainId, p.wallet, token0, token1)
        : engine.ledger().position(p.nftTokenId);
    return position.filter(found -> found.chainId == p.chainId
        && found.protocol.equals(p.protocol)
        && found.owner.equals(Hex.normalize(p.wallet))
        && found.token0.key().equals(token0.key())
        && found.token1.key().equals(token1.key()));
  }

  private static String calldata(Params p, Ledger.Position position, BigInteger amount0, BigInteger amount1,
      BigInteger min0, BigInteger min1, long deadline) {
    switch (p.protocol) {
      case "V2":
        return Abi.call("addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)",
            Abi.address(position.token0.address()), Abi.address(position.token1.address()), amount0, amount1,
            min0, min1, Abi.address(p.wallet), BigInteger.valueOf(deadline));
      case "V3":
        return Abi.call("increaseLiquidity((uint256,uint256,uint256,uint256,uint256,uint256))",
            new Abi.Tuple(new BigInteger(position.id), amount0, amount1, min0, min1, BigInteger.valueOf(deadline)));
      default:
        // modifyLiquidities(abi.encode(actions, params), deadline): INCREASE_LIQUIDITY then SETTLE_PAIR.
        byte[] actions = {0x00, 0x0d};
        byte[] increase = Abi.encode(new BigInteger(position.id), amount0.multiply(amount1).sqrt(), amount0, amount1,
            new byte[0]);
        byte[] settle = Abi.encode(Abi.address(position.token0.address()), Abi.address(position.token1.address()));
        return Abi.call("modifyLiquidities(bytes,uint256)", Abi.encode(actions, List.of(increase, settle)),
            BigInteger.valueOf(deadline));
    }
  }

  private static ObjectNode lpToken(Token token, BigInteger amount) {
    ObjectNode node = Engine.object();
    node.put("tokenAddress", token.address());
    node.put("amount", amount.toString());
    return node;
  }

  private static BigInteger ceilDiv(BigInteger a, BigInteger b) {
    BigInteger[] qr = a.divideAndRemainder(b);
    return qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
  }
}
