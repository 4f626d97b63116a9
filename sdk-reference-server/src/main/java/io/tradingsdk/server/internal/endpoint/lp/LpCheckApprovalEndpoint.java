package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code POST /lp/check_approval}: the approvals a wallet still lacks for an LP action, each as a
 * transaction (USDT-style tokens get a {@code cancelApproval} reset first). An approval stops being
 * listed once its transaction is mined. See {@link Lp} for whom each protocol approves; V4 also needs
 * Permit2's allowance for the PositionManager, as a {@code v4BatchPermitData} to sign (sent back with
 * {@code /lp/create} or {@code /lp/increase}) or, with {@code generatePermitAsTransaction}, as
 * {@code Permit2.approve} transactions. {@code DECREASE} needs approvals for V2 only (the pair's LP
 * token, named in {@code lpTokens}); {@code MIGRATE} approves a V3 NFT ({@code v3NftTokenId}) to the
 * V4 PositionManager.
 */
public final class LpCheckApprovalEndpoint implements Endpoint<LpCheckApprovalEndpoint.Params> {
  static final List<String> ACTIONS = List.of("CREATE", "INCREASE", "DECREASE", "MIGRATE");

  static final class Params {
    String wallet;
    String protocol;
    long chainId;
    List<String> tokens = new ArrayList<>();
    List<BigInteger> amounts = new ArrayList<>();
    String action;
    boolean gasInfo;
    boolean permitAsTransaction;
    RequestedUrgency urgency;
    String v3NftTokenId;
  }

  private final Engine engine;

  public LpCheckApprovalEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.looseAddress("walletAddress");
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    List<JsonNode> lpTokens = body.array("lpTokens");
    for (int i = 0; i < lpTokens.size(); i++) {
      Body token = body.element("lpTokens", lpTokens, i);
      p.tokens.add(token.address("tokenAddress"));
      p.amounts.add(token.amount("amount"));
    }
    p.action = body.oneOf("action", ACTIONS);
    p.gasInfo = body.bool("includeGasInfo", false) | body.bool("simulateTransaction", false);
    p.permitAsTransaction = body.bool("generatePermitAsTransaction", false);
    p.urgency = Lp.urgency(body);
    if (body.has("v3NftTokenId")) {
      p.v3NftTokenId = Long.toString(body.integer("v3NftTokenId"));
    }
    if (p.action.equals("MIGRATE")) {
      if (!p.protocol.equals("V3")) {
        throw body.invalid("protocol", "must be V3 for action MIGRATE (a V3 position moves to V4)");
      }
      if (p.v3NftTokenId == null) {
        throw ApiError.badRequest("\"v3NftTokenId\" is required for action MIGRATE");
      }
    } else if (lpTokens.isEmpty()) {
      throw ApiError.badRequest("\"lpTokens\" must contain at least 1 items");
    }
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    List<ObjectNode> transactions = new ArrayList<>();
    ObjectNode batchPermit = null;
    switch (p.action) {
      case "MIGRATE":
        ObjectNode migrate = migrateApproval(p, chain);
        if (migrate != null) {
          transactions.add(migrate);
        }
        break;
      case "DECREASE":
        if (p.protocol.equals("V2")) {
          for (int i = 0; i < p.tokens.size(); i++) {
            String pair = pairAddress(p, p.tokens.get(i));
            transactions.addAll(Lp.approvalTransactions(engine, chain, p.wallet, pair, false,
                Lp.manager(chain, "V2"), p.amounts.get(i), p.action, p.urgency, p.gasInfo));
          }
        }
        break;
      default:
        batchPermit = depositApprovals(p, chain, transactions);
    }
    ObjectNode response = Engine.object();
    ArrayNode list = response.putArray("transactions");
    transactions.forEach(list::add);
    if (batchPermit != null) {
      response.set("v4BatchPermitData", batchPermit);
    } else {
      response.putNull("v4BatchPermitData");
    }
    response.putNull("v3NftPermitData");
    return response;
  }

  /** CREATE and INCREASE: each token's approval, then (V4) Permit2's allowance for the manager. */
  private ObjectNode depositApprovals(Params p, Chain chain, List<ObjectNode> transactions) {
    return LpPositions.of(engine, p.chainId, p.protocol).depositApprovals(p, chain, transactions);
  }

  /**
   * Permit2's allowances for the V4 PositionManager that {@code permits} lacks: one {@code PermitBatch} to sign, or
   * with {@code generatePermitAsTransaction} a {@code Permit2.approve} transaction each (added to {@code
   * transactions}).
   */
  static ObjectNode permits(Params p, Chain chain, List<Lp.PermitDetail> permits, String manager, long now,
      List<ObjectNode> transactions) {
    if (permits.isEmpty()) {
      return null;
    }
    if (!p.permitAsTransaction) {
      return Lp.permitBatch(chain, permits, manager, now + Engine.SIG_DEADLINE_SECONDS);
    }
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    for (Lp.PermitDetail permit : permits) {
      ObjectNode tx = Engine.transaction(chain.permit2(), p.wallet,
          Calldata.permit2Approve(permit.token, manager, permit.amount, permit.expiration), BigInteger.ZERO,
          p.chainId, p.urgency.gasLimit(Lp.PERMIT2_APPROVE_GAS), fees);
      transactions.add(Lp.approvalTransaction(tx, false, p.action,
          p.gasInfo ? Lp.PERMIT2_APPROVE_GAS.multiply(fees.gasPrice) : null));
    }
    return null;
  }

  /** A V2 pair the server knows, named as the LP token to withdraw. */
  private String pairAddress(Params p, String address) {
    return engine.market().pools(p.chainId).stream()
        .filter(pool -> pool.protocol().equals("V2") && pool.address().equalsIgnoreCase(address))
        .map(Pool::address).findFirst()
        .orElseThrow(() -> ApiError.notFound("Token allowance not found: " + address
            + " is not a V2 pair on chain " + p.chainId + " (DECREASE approves the pair's LP token)"));
  }

  /**
   * The ERC-721 approval of a V3 position to the V4 PositionManager. It is mined as an {@code
   * approve(address,uint256)} like an ERC-20's, so the ledger remembers the token id as the
   * "allowance" the V3 manager holds for the spender.
   */
  private ObjectNode migrateApproval(Params p, Chain chain) {
    Ledger.Position position = engine.ledger().positionBook().position(p.v3NftTokenId)
        .filter(found -> Lp.owns(found, p.chainId, "V3", p.wallet))
        .orElseThrow(Lp::positionNotFound);
    String v3Manager = Lp.manager(chain, "V3");
    String v4Manager = chain.positionManager("V4").orElseThrow(
        () -> ApiError.notFound("V4 positions are not available on chain " + p.chainId));
    BigInteger tokenId = new BigInteger(position.id);
    if (engine.ledger().approvals().allowance(p.chainId, p.wallet, v3Manager, v4Manager).equals(tokenId)) {
      return null;
    }
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    ObjectNode tx = Engine.transaction(v3Manager, p.wallet, Calldata.approve(v4Manager, tokenId), BigInteger.ZERO,
        p.chainId, p.urgency.gasLimit(Lp.APPROVE_GAS), fees);
    return Lp.approvalTransaction(tx, false, p.action, p.gasInfo ? Lp.APPROVE_GAS.multiply(fees.gasPrice) : null);
  }

}
