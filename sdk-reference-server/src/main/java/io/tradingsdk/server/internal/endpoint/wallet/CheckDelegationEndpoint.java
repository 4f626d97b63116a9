package io.tradingsdk.server.internal.endpoint.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code POST /wallet/check_delegation}: each wallet's EIP-7702 delegation on each chain. */
public final class CheckDelegationEndpoint implements Endpoint<CheckDelegationEndpoint.Params> {
  static final class Params {
    List<String> wallets = new ArrayList<>();
    List<Long> chainIds = new ArrayList<>();
  }

  private final Engine engine;

  public CheckDelegationEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    Optional<List<JsonNode>> wallets = body.optionalArray("walletAddresses");
    if (wallets.isPresent()) {
      for (int i = 0; i < wallets.get().size(); i++) {
        JsonNode wallet = wallets.get().get(i);
        if (!wallet.isTextual() || !Body.ADDRESS.matcher(wallet.textValue()).matches()) {
          throw ApiError.badRequest("\"walletAddresses[" + i + "]\" with value \"" + wallet.asText()
              + "\" fails to match the required pattern: /" + Body.ADDRESS + "/");
        }
        p.wallets.add(wallet.textValue());
      }
    }
    List<JsonNode> chains = body.array("chainIds");
    if (chains.isEmpty()) {
      throw body.invalid("chainIds", "must contain at least 1 items");
    }
    for (int i = 0; i < chains.size(); i++) {
      JsonNode chain = chains.get(i);
      if (!chain.isIntegralNumber() || !Rules.CHAIN_IDS.contains(chain.longValue())) {
        throw ApiError.badRequest("\"chainIds[" + i + "]\" must be one of " + Rules.CHAIN_IDS);
      }
      p.chainIds.add(chain.longValue());
    }
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    p.wallets.forEach(engine::checkWallet);
    ObjectNode response = Engine.object();
    ObjectNode details = response.putObject("delegationDetails");
    for (String wallet : p.wallets) {
      ObjectNode perChain = details.putObject(wallet);
      for (long chainId : p.chainIds) {
        Optional<String> current = engine.delegation(chainId, wallet);
        ObjectNode detail = perChain.putObject(Long.toString(chainId));
        detail.put("isWalletDelegatedToUniswap",
            current.map(address -> address.equalsIgnoreCase(Chain.LATEST_DELEGATION)).orElse(false));
        if (current.isPresent()) {
          detail.put("currentDelegationAddress", Addresses.checksum(current.get()));
        } else {
          detail.putNull("currentDelegationAddress");
        }
        detail.put("latestDelegationAddress", Chain.LATEST_DELEGATION);
      }
    }
    return response;
  }
}
