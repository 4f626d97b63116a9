package io.tradingsdk.server.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * {@code POST /lp/claim_fees}: the fees a position has earned so far (see {@link Lp} for how they
 * accrue) and the transaction that collects them; they leave the position when it is mined. V3/V4
 * positions are named by their NFT id. A V2 position has no NFT: its fees sit in the pair's
 * reserves, so {@code tokenId} is the position's id on this server (or the pair address) and the
 * claim burns the LP tokens worth the fees, through the router (which needs the pair's approval).
 */
public final class LpClaimFeesEndpoint implements Endpoint<LpClaimFeesEndpoint.Params> {
  static final class Params {
    String protocol;
    String wallet;
    long chainId;
    String tokenId;
    boolean simulate;
    boolean collectAsWeth;
  }

  private final Engine engine;

  public LpClaimFeesEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    p.wallet = body.address("walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.tokenId = p.protocol.equals("V2")
        ? body.matching("tokenId", java.util.regex.Pattern.compile("^([0-9]+|0x[0-9a-fA-F]{40})$"))
        : body.matching("tokenId", Body.DIGITS);
    p.simulate = body.bool("simulateTransaction", false);
    p.collectAsWeth = body.bool("collectAsWeth", false);
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    Ledger.Position position = find(p).orElseThrow(Lp::positionNotFound);
    BigInteger[] owed = engine.ledger().feesOwed(position);
    String router = Lp.manager(chain, p.protocol);
    long deadline = engine.nowSeconds() + 30 * 60;
    String data;
    String pair = null;
    BigInteger burn = BigInteger.ZERO;
    switch (p.protocol) {
      case "V2":
        pair = Lp.pool(engine, p.chainId, "V2", position.token0, position.token1).map(Pool::address)
            .orElseThrow(Lp::poolNotFound);
        burn = Lp.liquidity(owed[0], owed[1]);
        data = Abi.call("removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)",
            Abi.address(position.token0.address()), Abi.address(position.token1.address()), burn, owed[0], owed[1],
            Abi.address(p.wallet), BigInteger.valueOf(deadline));
        break;
      case "V3":
        data = Abi.call("collect((uint256,address,uint128,uint128))",
            new Abi.Tuple(new BigInteger(position.id), Abi.address(p.wallet), owed[0], owed[1]));
        break;
      default:
        // Decreasing by zero liquidity settles the fees; TAKE_PAIR sends them to the wallet.
        byte[] zero = Abi.encode(new BigInteger(position.id), BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO,
            new byte[0]);
        byte[] take = Abi.encode(Abi.address(position.token0.address()), Abi.address(position.token1.address()),
            Abi.address(p.wallet));
        data = Lp.modifyLiquidities(new byte[] {Lp.DECREASE_LIQUIDITY, Lp.TAKE_PAIR}, List.of(zero, take), deadline);
    }
    String v2Pair = pair;
    BigInteger v2Burn = burn;
    engine.ledger().registerBuilt(data, Ledger.BuiltTransaction.checked(
        ledger -> v2Pair == null || ledger.allowance(p.chainId, p.wallet, v2Pair, router).compareTo(v2Burn) >= 0,
        (ledger, hash) -> ledger.collectFees(position, owed[0], owed[1])));
    Urgency.Fees fees = Urgency.DEFAULT.fees(chain);
    BigInteger gas = BigInteger.valueOf(p.protocol.equals("V3") ? 120_000 : p.protocol.equals("V4") ? 140_000 : 150_000);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(position.token0, owed[0]));
    response.set("token1", Lp.lpToken(position.token1, owed[1]));
    response.set("claim", Engine.transaction(router, p.wallet, data, BigInteger.ZERO, p.chainId, gas, fees));
    if (p.simulate) {
      response.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return response;
  }

  private Optional<Ledger.Position> find(Params p) {
    if (p.tokenId.startsWith("0x")) {
      // A V2 pair address: the wallet's position in that pair.
      return engine.market().pools(p.chainId).stream()
          .filter(pool -> pool.protocol().equals("V2") && pool.address().equalsIgnoreCase(p.tokenId))
          .findFirst()
          .flatMap(pool -> engine.ledger().v2Position(p.chainId, p.wallet, pool.token0(), pool.token1()));
    }
    return engine.ledger().position(p.tokenId).filter(found -> Lp.owns(found, p.chainId, p.protocol, p.wallet));
  }
}
