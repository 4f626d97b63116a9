package io.tradingsdk.server.internal.state;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;

/**
 * What {@code GET /_sim/chains} tells of a chain beyond its id, name and node: whether it is a testnet, its native
 * currency, the Universal Router versions deployed there, the UniswapX orders offered (with their reactors), whether
 * limit orders and bridges run there, and the LP protocols with their position managers.
 */
public final class ChainDescription {
  private ChainDescription() {}

  /** Writes the chain's description into {@code into}. */
  public static void describe(Engine engine, long chainId, ObjectNode into) {
    Market market = engine.market();
    Chain chain = market.chain(chainId).orElseThrow();
    into.put("testnet", chain.testnet());
    market.token(chainId, Addresses.ZERO_ADDRESS).ifPresentOrElse(
        token -> into.put("nativeCurrency", token.symbol()), () -> into.putNull("nativeCurrency"));
    market.wrappedNativeToken(chainId).ifPresentOrElse(
        token -> into.put("wrappedNativeToken", token.address()), () -> into.putNull("wrappedNativeToken"));
    into.put("permit2", chain.permit2());
    ObjectNode routers = into.putObject("universalRouters");
    for (String version : Market.ROUTER_VERSIONS) {
      chain.universalRouter(version).ifPresent(router -> routers.put(version, Addresses.checksum(router)));
    }
    ObjectNode orders = into.putObject("uniswapX");
    chain.orderReactors().forEach(orders::put);
    chain.reactor().ifPresentOrElse(reactor -> into.put("limitOrderReactor", reactor),
        () -> into.putNull("limitOrderReactor"));
    if (chain.bridges()) {
      into.put("spokePool", chain.spokePool());
    } else {
      into.putNull("spokePool");
    }
    ObjectNode lp = into.putObject("positionManagers");
    for (String protocol : new String[] {"V2", "V3", "V4"}) {
      chain.positionManager(protocol).ifPresent(manager -> lp.put(protocol, manager));
    }
    ArrayNode tokens = into.putArray("tokens");
    market.tokens().stream().filter(token -> token.chainId() == chainId).forEach(token -> tokens.add(token.symbol()));
  }
}
