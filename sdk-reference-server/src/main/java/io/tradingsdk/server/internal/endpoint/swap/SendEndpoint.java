package io.tradingsdk.server.internal.endpoint.swap;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigInteger;

/** {@code POST /send}: a plain transfer of the native currency or an ERC-20 token. */
public final class SendEndpoint implements Endpoint<SendEndpoint.Params> {
  static final class Params {
    String sender;
    String recipient;
    String token;
    BigInteger amount;
    long chainId;
    RequestedUrgency urgency;
  }

  private final Engine engine;

  public SendEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.sender = Addresses.normalize(body.matching("sender", Body.ADDRESS_OPTIONAL_PREFIX));
    p.recipient = Addresses.normalize(body.matching("recipient", Body.ADDRESS_OPTIONAL_PREFIX));
    p.token = Addresses.normalize(body.matching("token", Body.ADDRESS_OPTIONAL_PREFIX));
    p.amount = body.amount("amount");
    p.chainId = body.oneOfNumbers("chainId", Rules.SEND_CHAIN_IDS, 1);
    p.urgency = RequestedUrgency.read(body, "urgency", false, RequestedUrgency.LEVELS);
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.sender);
    Chain chain = engine.market().chain(p.chainId).orElseThrow(() -> ApiError.notFound("Gas fee not available"));
    boolean nativeToken = p.token.equals(Addresses.ZERO_ADDRESS);
    BigInteger gas = BigInteger.valueOf(nativeToken ? 21_000 : 65_000);
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    ObjectNode tx = nativeToken
        ? Engine.transaction(Addresses.checksum(p.recipient), Addresses.checksum(p.sender), "0x", p.amount, p.chainId,
            p.urgency.gasLimit(gas), fees)
        : Engine.transaction(Addresses.checksum(p.token), Addresses.checksum(p.sender),
            Calldata.transfer(p.recipient, p.amount), BigInteger.ZERO, p.chainId, p.urgency.gasLimit(gas), fees);
    tx.put("gasPrice", fees.gasPrice.toString());
    BigInteger gasFee = gas.multiply(fees.gasPrice);
    ObjectNode response = Engine.object();
    response.set("send", tx);
    response.put("gasFee", gasFee.toString());
    response.put("gasFeeUSD", engine.usd(p.chainId, gasFee));
    return response;
  }
}
