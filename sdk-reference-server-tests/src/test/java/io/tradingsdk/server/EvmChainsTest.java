package io.tradingsdk.server;

import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.chain.ChainTable;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.evm.EvmTestSupport;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Four chains on four anvils ({@code --evm 1,8453,42161,130}), each with its own chain id and the real contracts at
 * the chain's addresses: a classic swap and an LP position on each of the first three, a gasless order of the chain's
 * kind on each, the order filled by the chain's real reactor (Dutch V2 on Ethereum, Priority on Base and Unichain,
 * Dutch V3 on Arbitrum), and bridges from Ethereum to Base, deposited on one anvil and relayed to the other. Every
 * transaction is sent to the chain's anvil from the development wallet, which anvil holds unlocked.
 */
@ExtendWith(EvmTestSupport.class)
class EvmChainsTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension
      .configured(b -> b.config(EvmTestSupport.config().build())).evm(1, 8453, 42161, 130).resetBeforeEach();

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String W = ServerConfig.DEV_WALLET;
  private static final String TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
  private final Market market = new Market(ServerConfig.builder().build().seed());
  private Api api;

  @BeforeEach
  void start() {
    api = Api.overHttp(SERVER.server());
  }

  @AfterEach
  void close() {
    api.close();
  }

  private static JsonNode rpc(long chainId, String method, String params) throws IOException, InterruptedException {
    String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":" + params + "}";
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(SERVER.rpcUrl(chainId))
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    JsonNode json = TradingJson.mapper().readTree(response.body());
    assertThat(json.has("error")).as(method + " " + json).isFalse();
    return json.get("result");
  }

  /** The receipt of {@code hash}, once the node has one (a guard of 60 s against a hang, not a timing check). */
  private static JsonNode mined(long chainId, String hash) throws IOException, InterruptedException {
    long giveUp = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
    JsonNode receipt;
    while ((receipt = rpc(chainId, "eth_getTransactionReceipt", "[\"" + hash + "\"]")).isNull()) {
      assertThat(System.nanoTime()).as("no receipt for " + hash).isLessThan(giveUp);
      Thread.sleep(20);
    }
    return receipt;
  }

  /** Sends a transaction the API built from the wallet, waits for its receipt and checks it succeeded. */
  private static JsonNode send(long chainId, JsonNode transaction) throws IOException, InterruptedException {
    ObjectNode tx = Api.object();
    tx.put("from", W);
    tx.put("to", transaction.get("to").asText());
    tx.put("data", transaction.get("data").asText());
    tx.put("value", transaction.path("value").asText("0x0"));
    if (transaction.hasNonNull("gasLimit")) {
      tx.put("gas", "0x" + new BigInteger(transaction.get("gasLimit").asText()).toString(16));
    }
    JsonNode receipt = mined(chainId, rpc(chainId, "eth_sendTransaction", "[" + tx + "]").asText());
    if (!receipt.get("status").asText().equals("0x1")) {
      // Replayed as a call at the latest block: the node's reason.
      String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_call\",\"params\":[" + tx + ",\"latest\"]}";
      String replay = HTTP.send(HttpRequest.newBuilder(SERVER.rpcUrl(chainId)).header("Content-Type",
          "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
          HttpResponse.BodyHandlers.ofString()).body();
      throw new AssertionError("reverted (gas used " + receipt.get("gasUsed").asText() + "): " + transaction
          + "; replayed: " + replay);
    }
    return receipt;
  }

  private static BigInteger balance(long chainId, String token, String wallet) throws IOException,
      InterruptedException {
    String data = "0x70a08231" + "0".repeat(24) + wallet.substring(2).toLowerCase(Locale.ROOT);
    return new BigInteger(rpc(chainId, "eth_call", "[{\"to\":\"" + token + "\",\"data\":\"" + data + "\"},\"latest\"]")
        .asText().substring(2), 16);
  }

  private static void approvePermit2(long chainId, String token) throws IOException, InterruptedException {
    ObjectNode approve = Api.object();
    approve.put("to", token);
    approve.put("data", "0x095ea7b3" + "0".repeat(24) + "000000000022d473030f116ddee9f6b43ac78ba3" + "f".repeat(64));
    send(chainId, approve);
  }

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

  @Test
  void eachListedChainRunsOnItsOwnAnvilWithItsIdAndTheRealAddresses() throws Exception {
    JsonNode chains = ok(api.call("GET", "/_sim/chains", null, null));
    java.util.Set<URI> nodes = new java.util.HashSet<>();
    for (JsonNode chain : chains) {
      long chainId = chain.get("chainId").asLong();
      boolean evm = List.of(1L, 8453L, 42161L, 130L).contains(chainId);
      assertThat(chain.get("kind").asText()).as("chain " + chainId).isEqualTo(evm ? "evm" : "simulated");
      if (!evm) {
        continue;
      }
      nodes.add(URI.create(chain.get("rpcUrl").asText()));
      assertThat(Long.decode(rpc(chainId, "eth_chainId", "[]").asText())).isEqualTo(chainId);
      ChainTable.Row row = ChainTable.rows().stream().filter(r -> r.id == chainId).findFirst().orElseThrow();
      for (String reactor : row.reactors.values()) {
        if (chain.get("uniswapX").toString().toLowerCase(Locale.ROOT).contains(reactor.toLowerCase(Locale.ROOT))) {
          assertThat(rpc(chainId, "eth_getCode", "[\"" + reactor + "\",\"latest\"]").asText())
              .as("the reactor at " + reactor + " on " + chainId).hasSizeGreaterThan(2);
        }
      }
      if (chainId == 1 || chainId == 42161) { // Ethereum's v3 deployer made these two chains' v3 contracts only
        for (String real : List.of(row.v3Factory, row.v3PositionManager)) {
          assertThat(rpc(chainId, "eth_getCode", "[\"" + real + "\",\"latest\"]").asText())
              .as("the V3 factory and position manager at their real addresses on " + chainId).hasSizeGreaterThan(2);
        }
      }
      for (String real : List.of(row.v2Factory.orElseThrow(), row.v2Router.orElseThrow())) {
        assertThat(rpc(chainId, "eth_getCode", "[\"" + real + "\",\"latest\"]").asText())
            .as("the V2 factory and router at their real addresses on " + chainId).hasSizeGreaterThan(2);
      }
      String router = row.universalRouters.get("2.0");
      assertThat(rpc(chainId, "eth_getCode", "[\"" + router + "\",\"latest\"]").asText())
          .as("Universal Router 2.0 at " + router + " on " + chainId).hasSizeGreaterThan(2);
      assertThat(rpc(chainId, "eth_call", "[{\"to\":\"" + row.permit2 + "\",\"data\":\"0x3644e515\"},\"latest\"]")
          .asText()).as("Permit2's DOMAIN_SEPARATOR() on " + chainId).hasSize(66);
    }
    assertThat(nodes).as("one anvil each").hasSize(4);
  }

  @ParameterizedTest(name = "chain {0}")
  @ValueSource(longs = {1, 8453, 42161})
  void aClassicSwapRunsOnTheChainsRealRouter(long chainId) throws Exception {
    Pool pool = erc20Pool(chainId, "V3", "V4", "V2");
    Token in = pool.token0();
    Token out = pool.token1();
    ObjectNode request = quoteRequest(chainId, in, out, worth(in, "500"));
    request.set("protocols", Api.json("['" + pool.protocol() + "']"));
    JsonNode quote = api.quote(request);
    assertThat(quote.get("routing").asText()).isEqualTo("CLASSIC");
    approvePermit2(chainId, in.address());
    ObjectNode body = Api.swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    JsonNode swap = ok(api.post("/swap", body)).get("swap");
    assertThat(swap.get("chainId").asLong()).isEqualTo(chainId);
    String router = market.chain(chainId).orElseThrow().universalRouter("2.0").orElseThrow();
    assertThat(swap.get("to").asText()).as("the chain's real Universal Router 2.0").isEqualToIgnoringCase(router);
    BigInteger before = balance(chainId, out.address(), W);
    send(chainId, swap);
    BigInteger minimum = new BigInteger(quote.get("quote").get("aggregatedOutputs").get(0).get("minAmount").asText());
    assertThat(balance(chainId, out.address(), W).subtract(before)).isGreaterThanOrEqualTo(minimum).isPositive();
  }

  @ParameterizedTest(name = "chain {0}")
  @ValueSource(longs = {1, 8453, 42161})
  void anLpPositionIsMintedByTheRealPositionManager(long chainId) throws Exception {
    Pool pool = erc20Pool(chainId, "V3");
    Token independent = pool.token0();
    BigInteger amount = worth(independent, "1000");
    ObjectNode approval = Api.jsonObject("{'walletAddress':'" + W + "','protocol':'V3','chainId':" + chainId
        + ",'action':'CREATE','generatePermitAsTransaction':true,'lpTokens':[{'tokenAddress':'"
        + pool.token0().address() + "','amount':'" + amount.multiply(BigInteger.TEN) + "'},{'tokenAddress':'"
        + pool.token1().address() + "','amount':'" + worth(pool.token1(), "100000") + "'}]}");
    for (JsonNode transaction : ok(api.post("/lp/check_approval", approval)).get("transactions")) {
      send(chainId, transaction.get("transaction"));
    }
    JsonNode pools = ok(api.post("/lp/pool_info", Api.jsonObject("{'protocol':'V3','chainId':" + chainId
        + ",'poolParameters':{'tokenAddressA':'" + pool.token0().address() + "','tokenAddressB':'"
        + pool.token1().address() + "'}}"))).get("pools");
    ObjectNode create = Api.jsonObject("{'walletAddress':'" + W + "','chainId':" + chainId + ",'protocol':'V3',"
        + "'existingPool':{'token0Address':'" + pool.token0().address() + "','token1Address':'"
        + pool.token1().address() + "','poolReference':'" + pools.get(0).get("poolReferenceIdentifier").asText()
        + "'},'independentToken':{'tokenAddress':'" + independent.address() + "','amount':'" + amount + "'}}");
    JsonNode created = ok(api.post("/lp/create", create));
    String manager = created.get("create").get("to").asText();
    if (chainId != 8453) {
      assertThat(manager).as("the chain's real NonfungiblePositionManager")
          .isEqualToIgnoringCase(market.chain(chainId).orElseThrow().deployments().v3PositionManager);
      assertThat(pools.get(0).get("poolReferenceIdentifier").asText()).as("the pool at its real address")
          .isEqualToIgnoringCase(pool.address());
    }
    JsonNode receipt = send(chainId, created.get("create"));
    boolean minted = false;
    for (JsonNode log : receipt.get("logs")) {
      minted |= log.get("address").asText().equalsIgnoreCase(manager) && log.get("topics").size() == 4
          && log.get("topics").get(0).asText().equals(TRANSFER)
          && log.get("topics").get(2).asText().endsWith(W.substring(2).toLowerCase(Locale.ROOT));
    }
    assertThat(minted).as("a position NFT minted to the wallet by " + manager).isTrue();
  }

  @ParameterizedTest(name = "chain {0}")
  @ValueSource(longs = {1, 8453, 42161, 130})
  void aGaslessOrderOfTheChainsKindIsFilledByItsRealReactor(long chainId) throws Exception {
    Map<String, String> offered = market.chain(chainId).orElseThrow().orderReactors();
    String kind = chainId == 1 ? "DUTCH_V2" : chainId == 8453 || chainId == 130 ? "PRIORITY" : "DUTCH_V3";
    assertThat(offered).containsKey(kind);
    Pool pool = erc20Pool(chainId, "V3", "V4", "V2");
    Token in = pool.token0();
    Token out = pool.token1();
    ObjectNode request = quoteRequest(chainId, in, out, worth(in, "3000"));
    request.put("slippageTolerance", 1);
    request.remove("autoSlippage");
    request.set("protocols", Api.json(kind.equals("DUTCH_V3") ? "['UNISWAPX_V3']" : "['UNISWAPX_V2']"));
    JsonNode quote = api.quote(request);
    assertThat(quote.get("routing").asText()).isEqualTo(kind);
    assertThat(quote.get("quote").get("orderInfo").get("reactor").asText()).isEqualToIgnoringCase(offered.get(kind));
    approvePermit2(chainId, in.address());
    BigInteger inBefore = balance(chainId, in.address(), W);
    BigInteger outBefore = balance(chainId, out.address(), W);
    ObjectNode order = Api.object();
    order.put("signature", api.sign(quote.get("permitData")));
    order.set("quote", quote.get("quote").deepCopy());
    order.put("routing", kind);
    ApiResponse created = api.post("/order", order);
    assertThat(created.status()).as(created.bodyText()).isEqualTo(201);
    String orderId = created.json().get("orderId").asText();
    JsonNode listed = ok(api.get("/orders?orderId=" + orderId)).get("orders").get(0);
    assertThat(listed.get("orderStatus").asText()).as(listed.toString()).isEqualTo("filled");
    String fill = listed.get("txHash").asText();
    JsonNode receipt = rpc(chainId, "eth_getTransactionReceipt", "[\"" + fill + "\"]");
    assertThat(receipt.get("to").asText()).as("the fill calls the real reactor").isEqualToIgnoringCase(offered.get(kind));
    BigInteger received = balance(chainId, out.address(), W).subtract(outBefore);
    BigInteger paid = inBefore.subtract(balance(chainId, in.address(), W));
    assertThat(paid).isPositive();
    BigInteger minimum = BigInteger.ZERO;
    for (JsonNode output : quote.get("quote").get("orderInfo").get("outputs")) {
      if (output.get("recipient").asText().equalsIgnoreCase(W)) {
        minimum = minimum.max(new BigInteger(output.path("endAmount").asText(output.path("minAmount")
            .asText(output.path("amount").asText("0")))));
      }
    }
    assertThat(received).isGreaterThanOrEqualTo(minimum).isPositive();
    if (kind.equals("PRIORITY")) {
      // The reactor scales the output by the fill's priority fee over the baseline: the chain enforces the rule.
      JsonNode block = rpc(chainId, "eth_getBlockByNumber", "[\"" + receipt.get("blockNumber").asText() + "\",false]");
      BigInteger priorityFee = new BigInteger(receipt.get("effectiveGasPrice").asText().substring(2), 16)
          .subtract(new BigInteger(block.get("baseFeePerGas").asText().substring(2), 16));
      JsonNode output = quote.get("quote").get("orderInfo").get("outputs").get(0);
      BigInteger amount = new BigInteger(output.get("amount").asText());
      BigInteger mps = new BigInteger(output.get("mpsPerPriorityFeeWei").asText());
      BigInteger baseline = new BigInteger(quote.get("quote").get("orderInfo").get("baselinePriorityFeeWei").asText());
      BigInteger scale = BigInteger.TEN.pow(7);
      BigInteger[] scaled = amount.multiply(scale.add(priorityFee.subtract(baseline).max(BigInteger.ZERO)
          .multiply(mps))).divideAndRemainder(scale);
      BigInteger expected = scaled[0].add(scaled[1].signum() > 0 ? BigInteger.ONE : BigInteger.ZERO); // mulDivUp
      assertThat(priorityFee).as("the filler bid a priority fee").isPositive();
      assertThat(received).as("output scaled by priority fee " + priorityFee).isEqualTo(expected);
    }
  }

  // --- Bridges between two chains on nodes: a deposit on one anvil, the server's relay on the other -----------

  /** The server's bridge relayer on every node: the ninth account of the standard test mnemonic. */
  private static final String RELAYER = "0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f";
  private static final String[] ROUTER_2_1 = {"x-universal-router-version", "2.1.1"};
  private static final String V3_FUNDS_DEPOSITED = "0x" + io.tradingsdk.signing.Hex.encode(
      io.tradingsdk.signing.Keccak.hash(("V3FundsDeposited(address,address,uint256,uint256,uint256,uint32,uint32,"
          + "uint32,uint32,address,address,address,bytes)").getBytes(java.nio.charset.StandardCharsets.US_ASCII)))
      .substring(2);

  private Token token(long chainId, String symbol) {
    return market.tokens().stream().filter(t -> t.chainId() == chainId && t.symbol().equals(symbol)).findFirst()
        .orElseThrow(() -> new AssertionError("no " + symbol + " on chain " + chainId));
  }

  private JsonNode bridgeQuote(Token in, Token out, BigInteger amount) {
    ObjectNode request = Api.quoteRequest(in.address(), out.address(), amount.toString());
    request.put("tokenInChainId", in.chainId());
    request.put("tokenOutChainId", out.chainId());
    JsonNode quote = api.quote(request, ROUTER_2_1);
    assertThat(quote.get("routing").asText()).isEqualTo("BRIDGE");
    return quote;
  }

  /** Quotes, approves Permit2, signs and sends a bridge's /swap on the origin's anvil; answers the receipt. */
  private JsonNode deposit(JsonNode quote) throws Exception {
    long origin = quote.get("quote").get("chainId").asLong();
    approvePermit2(origin, quote.get("quote").get("input").get("token").asText());
    ObjectNode body = Api.swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    JsonNode swap = ok(api.post("/swap", body, ROUTER_2_1)).get("swap");
    assertThat(swap.get("chainId").asLong()).isEqualTo(origin);
    return send(origin, swap);
  }

  private JsonNode swapStatus(long chainId, String hash) {
    return ok(api.get("/swaps?txHashes=" + hash + "&chainId=" + chainId)).get("swaps").get(0);
  }

  @Test
  void aBridgeFromEthereumToBaseIsDepositedOnOneAnvilAndFilledByTheServersRelayerOnTheOther() throws Exception {
    Token in = token(1, "USDC");
    Token out = token(8453, "USDC");
    BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC
    JsonNode quote = bridgeQuote(in, out, amount);
    BigInteger output = new BigInteger(quote.get("quote").get("output").get("amount").asText());
    BigInteger originBefore = balance(1, in.address(), W);
    BigInteger destinationBefore = balance(8453, out.address(), W);

    JsonNode receipt = deposit(quote);

    String spokePool = market.chain(1).orElseThrow().spokePool();
    JsonNode event = null;
    for (JsonNode log : receipt.get("logs")) {
      if (log.get("address").asText().equalsIgnoreCase(spokePool)
          && log.get("topics").get(0).asText().equals(V3_FUNDS_DEPOSITED)) {
        event = log;
      }
    }
    assertThat(event).as("Across' V3FundsDeposited from chain 1's SpokePool " + receipt.get("logs")).isNotNull();
    assertThat(new BigInteger(event.get("topics").get(1).asText().substring(2), 16)).as("destination chain")
        .isEqualTo(BigInteger.valueOf(8453));
    assertThat(originBefore.subtract(balance(1, in.address(), W))).as("deposited on chain 1").isEqualTo(amount);
    assertThat(balance(1, in.address(), spokePool)).as("held by the SpokePool").isEqualTo(amount);
    String hash = receipt.get("transactionHash").asText();

    JsonNode seen = swapStatus(1, hash);
    assertThat(seen.get("swapType").asText()).isEqualTo("BRIDGE");
    assertThat(seen.get("status").asText()).as("seen by the relayer, not yet filled: " + seen).isEqualTo("PENDING");
    assertThat(balance(8453, out.address(), W)).isEqualTo(destinationBefore);

    JsonNode filled = swapStatus(1, hash);
    assertThat(filled.get("status").asText()).as(filled.toString()).isEqualTo("SUCCESS");
    assertThat(filled.get("destinationChainId").asLong()).isEqualTo(8453);
    assertThat(balance(8453, out.address(), W).subtract(destinationBefore)).as("filled on Base's anvil")
        .isEqualTo(output).isPositive();
    JsonNode fill = rpc(8453, "eth_getTransactionReceipt", "[\"" + filled.get("destinationTxHash").asText() + "\"]");
    assertThat(fill.get("status").asText()).isEqualTo("0x1");
    assertThat(fill.get("from").asText()).as("the server's relayer").isEqualToIgnoringCase(RELAYER);
    assertThat(swapStatus(1, hash).get("status").asText()).as("final").isEqualTo("SUCCESS");
  }

  @Test
  void aBridgeAsAnEip5792BatchIsDepositedByItsLastCallAndFilledOnTheOther() throws Exception {
    Token in = token(1, "USDC");
    Token out = token(8453, "USDC");
    BigInteger amount = new BigInteger("250000000"); // 250 USDC
    JsonNode quote = bridgeQuote(in, out, amount);
    BigInteger output = new BigInteger(quote.get("quote").get("output").get("amount").asText());
    BigInteger originBefore = balance(1, in.address(), W);
    BigInteger destinationBefore = balance(8453, out.address(), W);
    JsonNode batch = ok(api.post("/swap_5792", Api.swapBody(quote), ROUTER_2_1));
    assertThat(batch.get("chainId").asLong()).isEqualTo(1);
    JsonNode receipt = null;
    for (JsonNode call : batch.get("calls")) { // a wallet without 5792 sends them one by one, in order
      receipt = send(1, call);
    }
    assertThat(receipt).as("the batch's calls " + batch).isNotNull();
    assertThat(originBefore.subtract(balance(1, in.address(), W))).as("deposited on chain 1").isEqualTo(amount);
    assertFilled(receipt.get("transactionHash").asText(), out, destinationBefore, output);
  }

  @Test
  void aBridgeAsAnEip7702BatchRunsInTheDelegatedWalletAndIsFilledOnTheOther() throws Exception {
    Token in = token(1, "USDC");
    Token out = token(8453, "USDC");
    BigInteger amount = new BigInteger("250000000"); // 250 USDC
    JsonNode quote = bridgeQuote(in, out, amount);
    BigInteger output = new BigInteger(quote.get("quote").get("output").get("amount").asText());
    // What a type-4 transaction leaves on the wallet: the designator of the delegate the server deployed.
    String delegate = ok(api.post("/wallet/check_delegation", Api.jsonObject("{'walletAddresses':['" + W
        + "'],'chainIds':[1]}"))).get("delegationDetails").get(W).get("1").get("latestDelegationAddress").asText();
    rpc(1, "anvil_setCode", "[\"" + W + "\",\"0xef0100" + delegate.substring(2).toLowerCase(Locale.ROOT) + "\"]");
    BigInteger originBefore = balance(1, in.address(), W);
    BigInteger destinationBefore = balance(8453, out.address(), W);
    JsonNode swap = ok(api.post("/swap_7702", Api.swapBody(quote), ROUTER_2_1)).get("swap");
    assertThat(swap.get("to").asText()).as("the wallet calls itself").isEqualToIgnoringCase(W);

    JsonNode receipt = send(1, swap);

    assertThat(originBefore.subtract(balance(1, in.address(), W))).as("deposited on chain 1").isEqualTo(amount);
    assertFilled(receipt.get("transactionHash").asText(), out, destinationBefore, output);
  }

  /** The deposit in {@code hash} on chain 1 is filled on {@code out}'s chain by the relayer, paying {@code output}. */
  private void assertFilled(String hash, Token out, BigInteger destinationBefore, BigInteger output)
      throws IOException, InterruptedException {
    JsonNode status = swapStatus(1, hash);
    assertThat(status.get("swapType").asText()).isEqualTo("BRIDGE");
    for (int read = 0; read < 10 && status.get("status").asText().equals("PENDING"); read++) {
      status = swapStatus(1, hash); // the relayer fills between status reads
    }
    assertThat(status.get("status").asText()).as(status.toString()).isEqualTo("SUCCESS");
    assertThat(status.get("destinationChainId").asLong()).isEqualTo(out.chainId());
    assertThat(balance(out.chainId(), out.address(), W).subtract(destinationBefore)).as("filled on the destination")
        .isEqualTo(output).isPositive();
  }

  @Test
  void anEthBridgeIsWrappedIntoWethByTheSpokePoolAndPaidInEthOnBase() throws Exception {
    Token in = token(1, "ETH");
    Token out = token(8453, "ETH");
    assertThat(in.isNative()).isTrue();
    BigInteger amount = new BigInteger("2000000000000000000"); // 2 ETH
    JsonNode quote = bridgeQuote(in, out, amount);
    BigInteger output = new BigInteger(quote.get("quote").get("output").get("amount").asText());
    JsonNode swap = ok(api.post("/swap", Api.swapBody(quote), ROUTER_2_1)).get("swap");
    assertThat(new BigInteger(swap.get("value").asText().substring(2), 16)).as("ETH travels as the value")
        .isEqualTo(amount);
    String spokePool = market.chain(1).orElseThrow().spokePool();
    String weth = market.wrappedNative(1).address();
    BigInteger escrowBefore = balance(1, weth, spokePool);
    BigInteger destinationBefore = new BigInteger(rpc(8453, "eth_getBalance", "[\"" + W + "\",\"latest\"]").asText()
        .substring(2), 16);

    String hash = send(1, swap).get("transactionHash").asText();

    assertThat(balance(1, weth, spokePool).subtract(escrowBefore)).as("the spoke holds it as WETH").isEqualTo(amount);
    assertThat(swapStatus(1, hash).get("status").asText()).isEqualTo("PENDING");
    JsonNode filled = swapStatus(1, hash);
    assertThat(filled.get("status").asText()).as(filled.toString()).isEqualTo("SUCCESS");
    BigInteger destinationAfter = new BigInteger(rpc(8453, "eth_getBalance", "[\"" + W + "\",\"latest\"]").asText()
        .substring(2), 16);
    assertThat(destinationAfter.subtract(destinationBefore)).as("ETH on Base").isEqualTo(output).isPositive();
  }

  @Test
  void aBridgeTheRelayerCannotFillStaysPendingThenIsRefundedOnTheOriginAfterItsFillDeadline() throws Exception {
    Token in = token(1, "USDC");
    Token out = token(8453, "USDC");
    // The relayer gives away its USDC on Base: it cannot pay the fill.
    BigInteger relayerUsdc = balance(8453, out.address(), RELAYER);
    String transfer = "0xa9059cbb" + "0".repeat(24) + "000000000000000000000000000000000000dead"
        + String.format("%064x", relayerUsdc);
    String givenAway = rpc(8453, "eth_sendTransaction", "[{\"from\":\"" + RELAYER + "\",\"to\":\"" + out.address()
        + "\",\"data\":\"" + transfer + "\"}]").asText();
    assertThat(mined(8453, givenAway).get("status").asText()).isEqualTo("0x1");
    assertThat(balance(8453, out.address(), RELAYER)).isZero();
    BigInteger amount = new BigInteger("250000000"); // 250 USDC
    BigInteger originBefore = balance(1, in.address(), W);
    BigInteger destinationBefore = balance(8453, out.address(), W);

    String hash = deposit(bridgeQuote(in, out, amount)).get("transactionHash").asText();

    assertThat(swapStatus(1, hash).get("status").asText()).isEqualTo("PENDING");
    assertThat(swapStatus(1, hash).get("status").asText()).as("the relayer cannot pay").isEqualTo("PENDING");
    ok(api.call("POST", "/_sim/clock", null, Api.jsonObject("{'advanceSeconds':" + (6 * 3600 + 60) + "}")));
    JsonNode refunded = swapStatus(1, hash);
    assertThat(refunded.get("status").asText()).as(refunded.toString()).isEqualTo("FAILED");
    assertThat(refunded.has("destinationTxHash")).isFalse();
    JsonNode refund = rpc(1, "eth_getTransactionReceipt", "[\"" + refunded.get("refundTxHash").asText() + "\"]");
    assertThat(refund.get("status").asText()).isEqualTo("0x1");
    assertThat(balance(1, in.address(), W)).as("the deposit paid back on chain 1").isEqualTo(originBefore);
    assertThat(balance(8453, out.address(), W)).isEqualTo(destinationBefore);
  }

  @Test
  void aBridgeBetweenAnEvmChainAndASimulatedOneOrThroughARouterWithoutTheBridgeCommandIsRefusedClearly() {
    Token in = token(1, "USDC");
    ObjectNode request = Api.quoteRequest(in.address(), token(10, "USDC").address(), "1000000000");
    request.put("tokenInChainId", 1);
    request.put("tokenOutChainId", 10);
    JsonNode quote = api.quote(request, ROUTER_2_1);
    ObjectNode body = Api.swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    ApiResponse mixed = api.post("/swap", body, ROUTER_2_1);
    assertThat(mixed.status()).isEqualTo(400);
    assertThat(mixed.bodyText()).contains("quote.chainId: chain 1 runs on a real EVM in this mode (--evm) and chain 10"
        + " does not");

    ObjectNode toBaseRequest = Api.quoteRequest(in.address(), token(8453, "USDC").address(), "1000000000");
    toBaseRequest.put("tokenInChainId", 1);
    toBaseRequest.put("tokenOutChainId", 8453);
    JsonNode toBase = api.quote(toBaseRequest, "x-universal-router-version", "2.0");
    ObjectNode viaTwoZero = Api.swapBody(toBase);
    viaTwoZero.put("signature", api.sign(toBase.get("permitData")));
    ApiResponse old = api.post("/swap", viaTwoZero, "x-universal-router-version", "2.0");
    assertThat(old.status()).isEqualTo(400);
    assertThat(old.bodyText()).contains("has no bridge command");
  }

  // --- Limit orders on Ethereum's real limit-order reactor ----------------------------------------

  private static final String LIMIT_REACTOR = "0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4";

  private JsonNode limitQuote(Token in, Token out, BigInteger amount, String limitPrice, long deadline) {
    return ok(api.post("/limit_order_quote", Api.jsonObject("{'swapper':'" + W + "','amount':'" + amount
        + "','type':'EXACT_INPUT','tokenIn':'" + in.address() + "','tokenOut':'" + out.address() + "',"
        + "'tokenInChainId':1,'tokenOutChainId':1" + (limitPrice == null ? "" : ",'limitPrice':'" + limitPrice + "'")
        + ",'orderDeadline':" + deadline + "}")));
  }

  /** Signs the quote's permit as the SDK does and posts the order; answers its id. */
  private String postLimitOrder(JsonNode quote) {
    ObjectNode order = Api.object();
    order.put("signature", api.sign(quote.get("permitData")));
    order.set("quote", quote.get("quote").deepCopy());
    order.put("routing", "LIMIT_ORDER");
    ApiResponse created = api.post("/order", order);
    assertThat(created.status()).as(created.bodyText()).isEqualTo(201);
    return created.json().get("orderId").asText();
  }

  private JsonNode limitOrder(String orderId) {
    return ok(api.get("/orders?orderId=" + orderId)).get("orders").get(0);
  }

  private static long chainTime(long chainId) throws IOException, InterruptedException {
    return Long.decode(rpc(chainId, "eth_getBlockByNumber", "[\"latest\",false]").get("timestamp").asText());
  }

  /**
   * The limit price {@code factor} times what the market pays for {@code amount} of {@code in} now, in whole
   * {@code out} per whole {@code in}: the market price a limit-order quote without a limit uses.
   */
  private String limitPrice(Token in, Token out, BigInteger amount, String factor, long deadline) {
    BigInteger market = new BigInteger(limitQuote(in, out, amount, null, deadline).get("quote").get("orderInfo")
        .get("outputs").get(0).get("startAmount").asText());
    return new BigDecimal(market).multiply(new BigDecimal(factor)).movePointLeft(out.decimals())
        .divide(new BigDecimal(amount).movePointLeft(in.decimals()), 6, RoundingMode.UP).toPlainString();
  }

  @Test
  void aLimitOrderIsFilledByTheRealLimitOrderReactorOnceThePoolPriceReachesIt() throws Exception {
    Pool pair = erc20Pool(1, "V2"); // WETH/USDC: its price is moved below
    Token weth = market.wrappedNative(1);
    Token usdc = pair.token0().key().equals(weth.key()) ? pair.token1() : pair.token0();
    BigInteger amount = BigInteger.TEN.pow(18);
    long deadline = chainTime(1) + 3600;
    JsonNode quote = limitQuote(weth, usdc, amount, limitPrice(weth, usdc, amount, "1.015", deadline), deadline);
    JsonNode orderInfo = quote.get("quote").get("orderInfo");
    assertThat(orderInfo.get("reactor").asText()).isEqualToIgnoringCase(LIMIT_REACTOR);
    approvePermit2(1, weth.address());
    BigInteger wethBefore = balance(1, weth.address(), W);
    String orderId = postLimitOrder(quote);
    assertThat(orderId).as("the order hash the reactor's Fill event names").isEqualTo(quote.get("quote")
        .get("orderId").asText());
    assertThat(limitOrder(orderId).get("orderStatus").asText()).as("1.5% above the market").isEqualTo("open");
    assertThat(balance(1, weth.address(), W)).isEqualTo(wethBefore);

    // The pair's price moves 4% for WETH: USDC donated to it, and sync() takes the balance as its reserve.
    BigInteger donation = pair.reserveOf(usdc).multiply(BigInteger.valueOf(4)).divide(BigInteger.valueOf(100));
    ObjectNode transfer = Api.object();
    transfer.put("to", usdc.address());
    transfer.put("data", "0xa9059cbb" + "0".repeat(24) + pair.address().substring(2).toLowerCase(Locale.ROOT)
        + String.format("%064x", donation));
    send(1, transfer);
    ObjectNode sync = Api.object();
    sync.put("to", pair.address());
    sync.put("data", "0xfff6cae9");
    send(1, sync);
    BigInteger usdcBefore = balance(1, usdc.address(), W); // after the donation

    JsonNode filled = limitOrder(orderId);
    assertThat(filled.get("orderStatus").asText()).as(filled.toString()).isEqualTo("filled");
    JsonNode receipt = rpc(1, "eth_getTransactionReceipt", "[\"" + filled.get("txHash").asText() + "\"]");
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");
    assertThat(receipt.get("to").asText()).as("the fill calls the real limit-order reactor")
        .isEqualToIgnoringCase(LIMIT_REACTOR);
    BigInteger owed = new BigInteger(orderInfo.get("outputs").get(0).get("startAmount").asText());
    assertThat(wethBefore.subtract(balance(1, weth.address(), W))).as("the input, taken by Permit2")
        .isEqualTo(amount);
    assertThat(balance(1, usdc.address(), W).subtract(usdcBefore)).as("the output, paid on chain")
        .isEqualTo(owed).isPositive();
  }

  @Test
  void aLimitOrderTheMarketNeverReachesExpiresUnfilledOnTheChain() throws Exception {
    Token weth = market.wrappedNative(1);
    Token usdc = market.token(1, Api.USDC).orElseThrow();
    BigInteger amount = BigInteger.TEN.pow(18);
    long deadline = chainTime(1) + 600;
    JsonNode quote = limitQuote(weth, usdc, amount, limitPrice(weth, usdc, amount, "2", deadline), deadline);
    approvePermit2(1, weth.address());
    BigInteger wethBefore = balance(1, weth.address(), W);
    String orderId = postLimitOrder(quote);
    assertThat(limitOrder(orderId).get("orderStatus").asText()).isEqualTo("open");

    api.advance(1200); // POST /_sim/clock: the chain's time passes the deadline
    assertThat(chainTime(1)).isGreaterThan(deadline);
    JsonNode expired = limitOrder(orderId);
    assertThat(expired.get("orderStatus").asText()).as(expired.toString()).isEqualTo("expired");
    assertThat(expired.has("settledAmounts")).isFalse();
    assertThat(balance(1, weth.address(), W)).as("nothing left the wallet").isEqualTo(wethBefore);
  }
}
