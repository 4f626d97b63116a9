package io.tradingsdk.server.internal.endpoint.approval;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigInteger;

/**
 * {@code POST /check_approval}: the approval transaction a wallet still needs (or null), and for
 * USDT-style tokens the reset to zero that must be mined first ({@code cancel}, else null). The
 * spender is Permit2, or the proxy router when {@code x-permit2-disabled} is true.
 */
public final class CheckApprovalEndpoint implements Endpoint<CheckApprovalEndpoint.Params> {
  static final class Params {
    String wallet;
    String token;
    BigInteger amount;
    long chainId;
    RequestedUrgency urgency;
    boolean includeGasInfo;
    boolean permit2Disabled;
  }

  private static final BigInteger APPROVE_GAS = BigInteger.valueOf(56_344);
  private static final BigInteger RESET_GAS = BigInteger.valueOf(30_012);

  private final Engine engine;

  public CheckApprovalEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.address("walletAddress");
    p.token = body.address("token");
    p.amount = body.amount("amount");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.urgency = RequestedUrgency.read(body, "urgency", true, RequestedUrgency.LEVELS);
    p.includeGasInfo = body.bool("includeGasInfo", false);
    body.optionalAddress("tokenOut");
    if (body.has("tokenOutChainId")) {
      body.oneOfNumbers("tokenOutChainId", Rules.CHAIN_IDS);
    }
    p.permit2Disabled = exchange.booleanHeader("x-permit2-disabled", false);
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = engine.market().chain(p.chainId).orElseThrow(() -> ApiError.notFound("Token allowance not found"));
    Token token = engine.market().token(p.chainId, p.token)
        .orElseThrow(() -> ApiError.notFound("Token allowance not found"));
    ObjectNode response = Engine.object();
    if (token.isNative()) {
      response.putNull("approval");
      response.putNull("cancel");
      return response;
    }
    String spender = p.permit2Disabled ? Chain.PROXY_ROUTER : chain.permit2();
    BigInteger current = engine.allowance(p.chainId, p.wallet, token.address(), spender);
    if (current.compareTo(p.amount) >= 0) {
      response.putNull("approval");
      response.putNull("cancel");
      return response;
    }
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    response.set("approval", Engine.transaction(token.address(), p.wallet,
        Calldata.approve(spender, Engine.MAX_UINT256), BigInteger.ZERO, p.chainId, p.urgency.gasLimit(APPROVE_GAS), fees));
    boolean reset = token.resetsAllowance() && current.signum() > 0;
    if (reset) {
      response.set("cancel", Engine.transaction(token.address(), p.wallet,
          Calldata.approve(spender, BigInteger.ZERO), BigInteger.ZERO, p.chainId, RESET_GAS, fees));
    } else {
      response.putNull("cancel");
    }
    if (p.includeGasInfo) {
      response.put("gasFee", APPROVE_GAS.multiply(fees.gasPrice).toString());
      if (reset) {
        response.put("cancelGasFee", RESET_GAS.multiply(fees.gasPrice).toString());
      }
    }
    return response;
  }
}
