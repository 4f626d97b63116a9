package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every chain of the API against the simulated server: a classic swap with a signed permit, mined; a gasless order of
 * the chain's kind, filled (or, where UniswapX does not run, the service's 404); and an LP position created and
 * minted. The tokens and pools are each chain's own (the real addresses of the chain table, {@code ChainTable}).
 */
class AllChainsTest {
  /** The chain ids the Trading API lists (its OpenAPI's ChainId enum). */
  static final List<Long> API_CHAINS = List.of(1L, 10L, 56L, 130L, 137L, 143L, 196L, 324L, 480L, 1868L, 4217L, 8453L,
      10143L, 42161L, 42220L, 43114L, 59144L, 81457L, 7777777L, 1301L, 84532L, 11155111L);

  private final Api api = new Api();
  private final Market market = new Market(ServerConfig.builder().build().seed());

  static List<Long> chains() {
    return API_CHAINS;
  }

  @Test
  void simChainsListsEveryChainOfTheApiWithWhatRunsThere() {
    JsonNode chains = ok(api.call("GET", "/_sim/chains", null, null));
    assertThat(chains.findValues("chainId").stream().map(JsonNode::asLong).collect(Collectors.toSet()))
        .containsExactlyInAnyOrderElementsOf(API_CHAINS);
    JsonNode unichain = find(chains, 130);
    assertThat(unichain.get("name").asText()).isEqualTo("Unichain");
    assertThat(unichain.get("uniswapX").has("PRIORITY")).isTrue();
    assertThat(unichain.get("universalRouters").get("2.0").asText())
        .isEqualToIgnoringCase("0xef740bf23acae26f6492b10de645d6b98dc8eaf3");
    JsonNode bnb = find(chains, 56);
    assertThat(bnb.get("nativeCurrency").asText()).isEqualTo("BNB");
    assertThat(bnb.get("wrappedNativeToken").asText()).isEqualTo("0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c");
    assertThat(bnb.get("spokePool").isNull()).isTrue();
    JsonNode sepolia = find(chains, 11155111);
    assertThat(sepolia.get("testnet").asBoolean()).isTrue();
    assertThat(sepolia.get("uniswapX").get("DUTCH_V2").asText()).isEqualTo("0x0e22B6638161A89533940Db590E67A52474bEBcd");
    JsonNode zksync = find(chains, 324);
    assertThat(zksync.get("permit2").asText()).isEqualTo("0x0000000000225e31D15943971F47aD3022F714Fa");
    assertThat(zksync.get("universalRouters").has("2.0")).isFalse();
    assertThat(find(chains, 4217).get("nativeCurrency").isNull()).isTrue();
  }

  @Test
  void bridgesJoinTheChainsAcrossServesMainnetToMainnetAndTestnetToTestnet() {
    assertThat(bridge(1, Api.USDC, 137, "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359").status()).isEqualTo(200);
    assertThat(ok(bridge(1, Api.USDC, 137, "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359")).get("routing").asText())
        .isEqualTo("BRIDGE");
    String sepoliaUsdc = "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238";
    String baseSepoliaUsdc = "0x036CbD53842c5426634e7929541eC2318f3dCF7e";
    assertThat(ok(bridge(11155111, sepoliaUsdc, 84532, baseSepoliaUsdc)).get("routing").asText()).isEqualTo("BRIDGE");
    // BNB Chain has no Across SpokePool; a mainnet does not bridge to a testnet.
    assertThat(error(bridge(1, Api.USDC, 56, "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d"), 404, "ResourceNotFound"))
        .isEqualTo("No quotes available");
    assertThat(error(bridge(1, Api.USDC, 84532, baseSepoliaUsdc), 404, "ResourceNotFound"))
        .isEqualTo("No quotes available");
    JsonNode destinations = ok(api.get("/swappable_tokens?tokenIn=" + sepoliaUsdc + "&tokenInChainId=11155111"))
        .get("tokens");
    assertThat(destinations.findValues("chainId").stream().map(JsonNode::asLong).collect(Collectors.toSet()))
        .containsExactly(84532L);
  }

  private ApiResponse bridge(long from, String tokenIn, long to, String tokenOut) {
    ObjectNode request = Api.quoteRequest(tokenIn, tokenOut, "100000000");
    request.put("tokenInChainId", from);
    request.put("tokenOutChainId", to);
    return api.post("/quote", request);
  }

  private static JsonNode find(JsonNode chains, long chainId) {
    for (JsonNode chain : chains) {
      if (chain.get("chainId").asLong() == chainId) {
        return chain;
      }
    }
    throw new AssertionError("chain " + chainId + " not listed");
  }

  /** The first pool of the chain (in the market's order) of {@code protocols} whose two tokens are ERC-20s. */
  private Pool erc20Pool(long chainId, String... protocols) {
    for (String protocol : protocols) {
      for (Pool pool : market.pools(chainId)) {
        if (pool.protocol().equals(protocol) && !pool.token0().isNative() && !pool.token1().isNative()) {
          return pool;
        }
      }
    }
    throw new AssertionError("chain " + chainId + " has no ERC-20 pool of " + List.of(protocols));
  }

  /** About {@code usd} dollars of a token, in its base units. */
  private static BigInteger worth(Token token, String usd) {
    return new BigDecimal(usd).divide(token.usdPrice(), 30, RoundingMode.DOWN).movePointRight(token.decimals())
        .setScale(0, RoundingMode.DOWN).toBigIntegerExact();
  }

  private static ObjectNode quoteRequest(long chainId, Token in, Token out, BigInteger amount) {
    ObjectNode request = Api.quoteRequest(in.address(), out.address(), amount.toString());
    request.put("tokenInChainId", chainId);
    request.put("tokenOutChainId", chainId);
    return request;
  }

  /** The router versions the quote asks for: 2.0 where it is deployed, else the one version there is. */
  private String[] routerHeader(long chainId) {
    return market.chain(chainId).orElseThrow().universalRouter("2.0").isPresent()
        ? new String[0] : new String[] {"x-universal-router-version", "1.2"};
  }

  @ParameterizedTest(name = "chain {0}")
  @MethodSource("chains")
  void aClassicSwapWithASignedPermitIsMined(long chainId) {
    Pool pool = erc20Pool(chainId, "V4", "V3", "V2");
    Token in = pool.token0();
    Token out = pool.token1();
    BigInteger amount = worth(in, "500");
    String[] headers = routerHeader(chainId);
    ObjectNode request = quoteRequest(chainId, in, out, amount);
    request.set("protocols", Api.json("['" + pool.protocol() + "']"));
    JsonNode quote = api.quote(request, headers);
    assertThat(quote.get("routing").asText()).isEqualTo("CLASSIC");
    assertThat(quote.get("quote").get("chainId").asLong()).isEqualTo(chainId);
    String permit2 = api.handler.chain().permit2(chainId);
    assertThat(quote.get("permitData").get("domain").get("verifyingContract").asText()).isEqualTo(permit2);
    api.handler.chain().setAllowance(chainId, Api.WALLET, in.address(), permit2, BigInteger.ONE.shiftLeft(200));
    ObjectNode body = Api.swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    JsonNode swap = ok(api.post("/swap", body, headers)).get("swap");
    assertThat(swap.get("chainId").asLong()).isEqualTo(chainId);
    assertThat(swap.get("to").asText()).isEqualToIgnoringCase(
        quote.get("permitData").get("values").get("spender").asText());
    BigInteger before = api.handler.chain().tokenBalance(chainId, out.address(), Api.WALLET);
    String hash = api.submit(swap);
    assertThat(api.handler.chain().isReverted(hash)).isFalse();
    BigInteger minimum = new BigInteger(quote.get("quote").get("aggregatedOutputs").get(0).get("minAmount").asText());
    assertThat(api.handler.chain().tokenBalance(chainId, out.address(), Api.WALLET).subtract(before))
        .isGreaterThanOrEqualTo(minimum).isPositive();
  }

  @ParameterizedTest(name = "chain {0}")
  @MethodSource("chains")
  void aGaslessOrderOfTheChainsKindIsFilledOrRefusedAsTheServiceDoes(long chainId) {
    Pool pool = erc20Pool(chainId, "V4", "V3", "V2");
    Token in = pool.token0();
    Token out = pool.token1();
    ObjectNode request = quoteRequest(chainId, in, out, worth(in, "3000"));
    request.put("slippageTolerance", 1);
    request.remove("autoSlippage");
    java.util.Map<String, String> offered = market.chain(chainId).orElseThrow().orderReactors();
    if (offered.isEmpty()) {
      request.set("protocols", Api.json("['UNISWAPX_V2','UNISWAPX_V3']"));
      assertThat(error(api.post("/quote", request), 404, "ResourceNotFound")).isEqualTo("No quotes available");
      return;
    }
    String kind = offered.containsKey("DUTCH_V3") && !offered.containsKey("DUTCH_V2") ? "DUTCH_V3"
        : offered.keySet().iterator().next();
    request.set("protocols", Api.json(kind.equals("DUTCH_V3") ? "['UNISWAPX_V3']" : "['UNISWAPX_V2']"));
    JsonNode quote = api.quote(request);
    assertThat(quote.get("routing").asText()).isEqualTo(kind);
    JsonNode info = quote.get("quote").get("orderInfo");
    assertThat(info.get("chainId").asLong()).isEqualTo(chainId);
    assertThat(info.get("reactor").asText()).isEqualTo(offered.get(kind));
    ObjectNode order = Api.object();
    order.put("signature", api.sign(quote.get("permitData")));
    order.set("quote", quote.get("quote").deepCopy());
    order.put("routing", kind);
    ApiResponse created = api.post("/order", order);
    assertThat(created.status()).as(created.bodyText()).isEqualTo(201);
    String orderId = created.json().get("orderId").asText();
    String status = "open";
    for (int second = 0; second < 120 && status.equals("open"); second++) {
      api.advance(1);
      status = ok(api.get("/orders?orderId=" + orderId)).get("orders").get(0).get("orderStatus").asText();
    }
    assertThat(status).isEqualTo("filled");
  }

  @ParameterizedTest(name = "chain {0}")
  @MethodSource("chains")
  void anLpPositionIsCreatedAndMinted(long chainId) {
    Pool pool = erc20Pool(chainId, "V3", "V4");
    String protocol = pool.protocol();
    Token independent = pool.token0();
    BigInteger amount = worth(independent, "1000");
    ObjectNode approval = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','protocol':'" + protocol + "','chainId':"
        + chainId + ",'action':'CREATE','generatePermitAsTransaction':true,'lpTokens':[{'tokenAddress':'"
        + pool.token0().address() + "','amount':'" + amount.multiply(BigInteger.TEN) + "'},{'tokenAddress':'"
        + pool.token1().address() + "','amount':'" + worth(pool.token1(), "100000") + "'}]}");
    for (JsonNode transaction : ok(api.post("/lp/check_approval", approval)).get("transactions")) {
      assertThat(api.handler.chain().isReverted(api.submit(transaction.get("transaction")))).isFalse();
    }
    ObjectNode create = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','chainId':" + chainId + ",'protocol':'"
        + protocol + "','existingPool':{'token0Address':'" + pool.token0().address() + "','token1Address':'"
        + pool.token1().address() + "','poolReference':'" + pool.address() + "'},'independentToken':{'tokenAddress':'"
        + independent.address() + "','amount':'" + amount + "'}}");
    JsonNode created = ok(api.post("/lp/create", create));
    assertThat(created.get("create").get("to").asText())
        .isEqualTo(market.chain(chainId).orElseThrow().positionManager(protocol).orElseThrow());
    assertThat(created.get("create").get("chainId").asLong()).isEqualTo(chainId);
    String hash = api.submit(created.get("create"));
    assertThat(api.handler.chain().isReverted(hash)).isFalse();
    String id = api.handler.chain().mintedPosition(hash).orElseThrow();
    assertThat(api.handler.chain().positionAmounts(id).get(0)).isEqualTo(amount);
  }
}
