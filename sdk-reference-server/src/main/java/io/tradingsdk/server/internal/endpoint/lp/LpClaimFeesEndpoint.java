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
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * {@code POST /lp/claim_fees}: the fees a V3 or V4 position (named by its NFT id) has earned so far
 * (see {@link Lp} for how they accrue) and the transaction that collects them; they leave the
 * position when it is mined. A V4 position's fees also leave with any decrease or increase (the PoolManager settles
 * them with every change of liquidity), so after one there is nothing to claim until more accrue. V2 has nothing to claim, as the document says: its fees accrue into the
 * pair and come back with {@code /lp/decrease}, so V2 is 400.
 *
 * <p>Native ETH: a V4 pool holding it pays its fees in ETH (or, with {@code collectAsWeth}, in WETH
 * the PositionManager wraps), which the wallet's ETH balance gains when mined. The request names no
 * tokens, so a V3 position's WETH is collected as WETH.
 */
public final class LpClaimFeesEndpoint implements Endpoint<LpClaimFeesEndpoint.Params> {
  static final class Params {
    String protocol;
    String wallet;
    long chainId;
    String tokenId;
    boolean simulate;
    boolean asWeth;
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
    if (p.protocol.equals("V2")) {
      throw body.invalid("protocol", "must be V3 or V4: V2 fees accrue into the pair and come back with /lp/decrease");
    }
    p.wallet = body.looseAddress("walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.tokenId = body.matching("tokenId", Body.DIGITS);
    p.simulate = body.bool("simulateTransaction", false);
    p.asWeth = body.bool("collectAsWeth", false);
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    Optional<EvmV3Positions> onChain = EvmV3Positions.on(engine, p.chainId, p.protocol);
    if (onChain.isPresent()) {
      return claimOnChain(p, onChain.get());
    }
    Optional<EvmV4Positions> onChainV4 = EvmV4Positions.on(engine, p.chainId, p.protocol);
    if (onChainV4.isPresent()) {
      return claimV4OnChain(p, onChainV4.get());
    }
    Ledger.Position position = find(p).orElseThrow(Lp::positionNotFound);
    if (p.protocol.equals("V4") && position.amount0.signum() == 0 && position.amount1.signum() == 0) {
      throw emptiedV4(p.tokenId);
    }
    BigInteger[] owed = engine.ledger().feesOwed(position);
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
          BigInteger[] now = ledger.feesOwed(position);
          BigInteger paid0 = owed[0].min(now[0]);
          BigInteger paid1 = owed[1].min(now[1]);
          ledger.collectFees(position, owed[0], owed[1]);
          Lp.withdraw(ledger, chain, pool, position, paid, BigInteger.ZERO, paid0, paid1);
          Lp.payNative(ledger, p.chainId, p.wallet, paid, paid0, paid1);
        }).withGas(gas));
    RequestedUrgency.Fees fees = RequestedUrgency.DEFAULT.fees(chain);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], owed[0]));
    response.set("token1", Lp.lpToken(paid[1], owed[1]));
    response.set("claim", Engine.transaction(router, p.wallet, data, BigInteger.ZERO, p.chainId, gas, fees));
    if (p.simulate) {
      response.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return response;
  }

  /**
   * A V4 position without liquidity has nothing to claim: the PoolManager paid its fees with the decrease that emptied
   * it, and a zero decrease of it (how fees are claimed) reverts with {@code CannotUpdateEmptyPosition()}.
   */
  private static ApiError emptiedV4(String tokenId) {
    return ApiError.badRequest("\"tokenId\" " + tokenId + " has no liquidity left: a V4 position's fees are paid with"
        + " every change of its liquidity, so the decrease that emptied it paid them; there is nothing to claim");
  }

  private Optional<Ledger.Position> find(Params p) {
    return engine.ledger().position(p.tokenId).filter(found -> Lp.owns(found, p.chainId, p.protocol, p.wallet));
  }

  /** {@code collect} of all a position on the EVM mode's chain owes; the amounts are the manager's own answer. */
  private ObjectNode claimOnChain(Params p, EvmV3Positions onChain) {
    ChainPosition position = onChain.position(p.tokenId, p.wallet);
    BigInteger[] owed = onChain.collectable(position.tokenId, p.wallet);
    ObjectNode transaction = onChain.transaction(p.wallet, EvmV3Positions.collect(position.tokenId, p.wallet),
        BigInteger.ZERO, BigInteger.valueOf(250_000), RequestedUrgency.DEFAULT);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(position.pool.token0(), owed[0]));
    response.set("token1", Lp.lpToken(position.pool.token1(), owed[1]));
    response.set("claim", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, RequestedUrgency.DEFAULT));
    }
    return response;
  }

  /**
   * The fees of a V4 position on the EVM mode's chain: DECREASE_LIQUIDITY of zero, which settles them, and
   * TAKE_PAIR to the wallet; the amounts are what the PoolManager's fee growth says the position is owed.
   */
  private ObjectNode claimV4OnChain(Params p, EvmV4Positions onChain) {
    ChainPosition position = onChain.position(p.tokenId, p.wallet);
    if (position.liquidity.signum() == 0) {
      throw emptiedV4(p.tokenId); // the PositionManager reverts a zero decrease of it: CannotUpdateEmptyPosition()
    }
    Pool pool = position.pool;
    BigInteger[] owed = onChain.feesOwed(position);
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), false, p.asWeth);
    BigInteger[] none = {BigInteger.ZERO, BigInteger.ZERO};
    String data = Lp.v4Withdrawal(EvmV4Positions.modifyParams(position.tokenId, BigInteger.ZERO, none),
        pool.token0(), pool.token1(), paid, p.wallet, Lp.deadline(engine, null));
    ObjectNode transaction = onChain.transaction(p.wallet, data, BigInteger.ZERO, BigInteger.valueOf(250_000),
        RequestedUrgency.DEFAULT);
    ObjectNode response = Engine.object();
    response.set("token0", Lp.lpToken(paid[0], owed[0]));
    response.set("token1", Lp.lpToken(paid[1], owed[1]));
    response.set("claim", transaction);
    if (p.simulate) {
      response.put("gasFee", onChain.gasFee(transaction, RequestedUrgency.DEFAULT));
    }
    return response;
  }
}
