package io.tradingsdk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** LP request bodies on Ethereum for the chain-side tests: full-range creates in the pools the market has. */
final class LpRequests {
  private LpRequests() {}

  /** The pool of a protocol between two tokens on Ethereum, as {@code /lp/pool_info} answers it. */
  static JsonNode pool(Api api, String protocol, String tokenA, String tokenB) {
    ObjectNode request = Api.jsonObject("{'protocol':'" + protocol + "','chainId':1,'poolParameters':{'tokenAddressA':'"
        + tokenA + "','tokenAddressB':'" + tokenB + "'}}");
    return Api.ok(api.post("/lp/pool_info", request)).get("pools").get(0);
  }

  /** A full-range {@code /lp/create} of the wallet in a pool, {@code amount} of {@code independent} given. */
  static ObjectNode create(Api api, String protocol, String tokenA, String tokenB, String independent, String amount) {
    JsonNode pool = pool(api, protocol, tokenA, tokenB);
    return Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'" + protocol + "',"
        + "'existingPool':{'token0Address':'" + tokenA + "','token1Address':'" + tokenB + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + independent + "','amount':'" + amount + "'}}");
  }

  /** A full-range V3 WETH/USDT position of the wallet, {@code usdt} of USDT (6 decimals) given. */
  static ObjectNode v3Create(Api api, String usdt) {
    return create(api, "V3", Api.WETH, Api.USDT, Api.USDT, usdt);
  }
}
