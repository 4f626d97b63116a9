package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

/**
 * A handler with a fixed clock and helpers to call it as a client would: directly, without sockets,
 * or ({@link #overHttp()}) through the reference server on loopback.
 */
final class Api implements AutoCloseable {
  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  static final String WALLET = ServerConfig.DEV_WALLET;
  /** The private key of {@link #WALLET}: the first account of the public test mnemonic. */
  static final String WALLET_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  /** The second account of the public test mnemonic. */
  static final String OTHER_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

  static final String ETH = "0x0000000000000000000000000000000000000000";
  static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  static final String USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
  static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  static final String DAI = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
  static final String BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
  static final String BASE_WETH = "0x4200000000000000000000000000000000000006";
  static final String ROUTER_2_0 = "0x66a9893cc07d91d95644aedd05d03f95e1dba8af";
  static final String ROUTER_1_2 = "0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad";
  static final String PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";

  private static final java.net.http.HttpClient HTTP =
      java.net.http.HttpClient.newBuilder().connectTimeout(java.time.Duration.ofSeconds(5)).build();

  final AtomicLong nanos = new AtomicLong(1_000_000_000L);
  final TradingApiHandler handler;
  /** The loopback server when calls go over HTTP, else null. */
  private final ReferenceServer server;
  /** Whether {@link #close()} stops the server: not when a test's extension owns it. */
  private final boolean ownsServer;
  final LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(WALLET_KEY));
  final LocalSigner stranger = LocalSigner.of(PrivateKey.fromHex(OTHER_KEY));

  Api() {
    this(ServerConfig.builder());
  }

  Api(ServerConfig.Builder config) {
    this.handler = new TradingApiHandler(
        config.clock(Clock.fixed(NOW, ZoneOffset.UTC)).nanoTime(nanos::get).build());
    this.server = null;
    this.ownsServer = false;
  }

  private Api(ServerConfig.Builder config, boolean overHttp) {
    ServerConfig built = config.clock(Clock.fixed(NOW, ZoneOffset.UTC)).nanoTime(nanos::get).build();
    this.server = ReferenceServer.builder().config(built).build().start();
    this.ownsServer = true;
    this.handler = server.handler();
  }

  private Api(ReferenceServer server, boolean ownsServer) {
    this.server = server;
    this.ownsServer = ownsServer;
    this.handler = server.handler();
  }

  /** Calls go through the JDK HTTP adapter on loopback; close it after the test. */
  static Api overHttp() {
    return new Api(ServerConfig.builder(), true);
  }

  static Api overHttp(ServerConfig.Builder config) {
    return new Api(config, true);
  }

  /** Calls go over loopback HTTP to a server someone else started (a {@link ReferenceServerExtension}) and stops. */
  static Api overHttp(ReferenceServer running) {
    return new Api(running, false);
  }

  @Override
  public void close() {
    if (ownsServer) {
      server.close();
    }
  }

  /** Moves the simulated time forward. */
  void advance(long seconds) {
    handler.chain().advanceTime(java.time.Duration.ofSeconds(seconds));
  }

  private ApiResponse send(String method, String target, java.util.Map<String, String> headers, byte[] body) {
    java.net.http.HttpRequest.Builder request = java.net.http.HttpRequest.newBuilder(server.baseUrl().resolve(target))
        .timeout(java.time.Duration.ofSeconds(20))
        .method(method, body == null ? java.net.http.HttpRequest.BodyPublishers.noBody()
            : java.net.http.HttpRequest.BodyPublishers.ofByteArray(body));
    headers.forEach(request::header);
    try {
      java.net.http.HttpResponse<byte[]> response =
          HTTP.send(request.build(), java.net.http.HttpResponse.BodyHandlers.ofByteArray());
      return ApiResponse.json(response.statusCode(), response.body());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  static ObjectNode object() {
    return JsonNodeFactory.instance.objectNode();
  }

  /** JSON written with single quotes for readability. */
  static JsonNode json(String text) {
    try {
      return TradingJson.mapper().readTree(text.replace('\'', '"'));
    } catch (java.io.IOException e) {
      throw new IllegalArgumentException(e);
    }
  }

  static ObjectNode jsonObject(String text) {
    return (ObjectNode) json(text);
  }

  ApiResponse call(String method, String target, String key, JsonNode body, String... headers) {
    if (server != null) {
      java.util.Map<String, String> all = new java.util.LinkedHashMap<>();
      if (key != null) {
        all.put("x-api-key", key);
      }
      for (int i = 0; i < headers.length; i += 2) {
        all.put(headers[i], headers[i + 1]);
      }
      if (body != null) {
        all.put("content-type", "application/json");
      }
      return send(method, target, all, body == null ? null : TradingJson.write(body).getBytes(
          java.nio.charset.StandardCharsets.UTF_8));
    }
    ApiRequest.Builder request = ApiRequest.builder(method, target);
    if (key != null) {
      request.header("x-api-key", key);
    }
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    if (body != null) {
      request.header("content-type", "application/json").body(TradingJson.write(body));
    }
    return handler.handle(request.build());
  }

  /**
   * {@code POST /lp/check_approval} on chain 1 for {@code tokenAmounts} (token, amount pairs), the
   * V4 permit as a transaction when {@code permitAsTransaction}; answers the 200 body.
   */
  JsonNode lpCheckApproval(String wallet, String protocol, String action, boolean permitAsTransaction,
      String... tokenAmounts) {
    ObjectNode request = jsonObject("{'walletAddress':'" + wallet + "','protocol':'" + protocol
        + "','chainId':1,'action':'" + action + "','lpTokens':[]}");
    if (permitAsTransaction) {
      request.put("generatePermitAsTransaction", true);
    }
    for (int i = 0; i < tokenAmounts.length; i += 2) {
      ObjectNode token = request.withArray("lpTokens").addObject();
      token.put("tokenAddress", tokenAmounts[i]);
      token.put("amount", tokenAmounts[i + 1]);
    }
    return ok(post("/lp/check_approval", request));
  }

  ApiResponse post(String path, JsonNode body, String... headers) {
    return call("POST", "/v1" + path, ServerConfig.TEST_KEY, body, headers);
  }

  /** A POST under another API key (null: none). */
  ApiResponse postAs(String key, String path, JsonNode body) {
    return call("POST", "/v1" + path, key, body);
  }

  ApiResponse get(String pathAndQuery, String... headers) {
    return call("GET", "/v1" + pathAndQuery, ServerConfig.TEST_KEY, null, headers);
  }

  /** A 200 answer's body. */
  static JsonNode ok(ApiResponse response) {
    assertThat(response.status()).as(response.bodyText()).isEqualTo(200);
    return response.json();
  }

  /** Asserts the service's error envelope and returns its detail. */
  static String error(ApiResponse response, int status, String errorCode) {
    assertThat(response.status()).as(response.bodyText()).isEqualTo(status);
    JsonNode body = response.json();
    assertThat(body.get("errorCode").asText()).isEqualTo(errorCode);
    assertThat(body.get("requestId").asText()).isNotEmpty();
    return body.get("detail").asText();
  }

  /**
   * Parses an answer into the SDK's model {@code type} and writes it back: the two must agree but for
   * normalizations (the server and the models agree on the wire format).
   */
  static <T> T conforms(JsonNode body, Class<T> type) throws Exception {
    T model = TradingJson.mapper().treeToValue(body, type);
    JsonNode back = TradingJson.mapper().valueToTree(model);
    List<JsonDiff.Difference> differences = JsonDiff.diff(body, back).stream()
        .filter(d -> !d.isNormalization()).collect(Collectors.toList());
    assertThat(differences).as(type.getSimpleName() + " round trip").isEmpty();
    return model;
  }

  /** A quote request body for mainnet with auto slippage. */
  static ObjectNode quoteRequest(String tokenIn, String tokenOut, String amount) {
    ObjectNode body = object();
    body.put("type", "EXACT_INPUT");
    body.put("amount", amount);
    body.put("tokenInChainId", 1);
    body.put("tokenOutChainId", 1);
    body.put("tokenIn", tokenIn);
    body.put("tokenOut", tokenOut);
    body.put("swapper", WALLET);
    body.put("autoSlippage", "DEFAULT");
    return body;
  }

  /** A 200 quote answer to {@code request}. */
  JsonNode quote(ObjectNode request, String... headers) {
    return ok(post("/quote", request, headers));
  }

  /** A CHAINED quote answer: {@code amount} raw USDC on Ethereum to WETH on Base, chained actions enabled. */
  JsonNode chainedQuote(String amount) {
    ObjectNode request = quoteRequest(USDC, BASE_WETH, amount);
    request.put("tokenOutChainId", 8453);
    return quote(request, "x-chained-actions-enabled", "true");
  }

  /** The {@code POST /plan} body that turns a CHAINED quote answer into a plan. */
  static ObjectNode planRequest(JsonNode chainedQuote) {
    ObjectNode body = object();
    body.put("routing", "CHAINED");
    body.set("quote", chainedQuote.get("quote"));
    return body;
  }

  /** What {@code /swaps} says of one transaction: the first swap of its answer. */
  JsonNode swapStatus(String hash) {
    return ok(get("/swaps?txHashes=" + hash)).get("swaps").get(0);
  }

  /**
   * The {@code swap} of a swap answer, once checked to be what every swap for the wallet is: a mainnet
   * transaction from the wallet that moves no ether, with a gas limit and a gas fee.
   */
  static JsonNode swapFromTheWallet(JsonNode swapAnswer) {
    JsonNode swap = swapAnswer.get("swap");
    assertThat(swap.get("from").asText()).isEqualTo(WALLET);
    assertThat(swap.get("chainId").asLong()).isEqualTo(1);
    assertThat(swap.get("value").asText()).isEqualTo("0x0");
    assertThat(swap.get("gasLimit").asText()).matches("[0-9]+");
    assertThat(swapAnswer.get("gasFee").asText()).matches("[0-9]+");
    return swap;
  }

  /** The swap request a quote response leads to, unsigned: the quote, and its permit data when it has some. */
  static ObjectNode swapBody(JsonNode quoteResponse) {
    ObjectNode body = object();
    body.set("quote", quoteResponse.get("quote").deepCopy());
    if (!quoteResponse.get("permitData").isNull()) {
      body.set("permitData", quoteResponse.get("permitData").deepCopy());
    }
    return body;
  }

  String sign(JsonNode typedData) {
    return signer.sign(TypedData.from(typedData)).toHex();
  }

  /** The signature of a swap body, without its {@code 0x}, in lower case (as calldata carries it). */
  static String signatureHexOf(JsonNode swapBody) {
    return swapBody.get("signature").asText().substring(2).toLowerCase(java.util.Locale.ROOT);
  }

  String signAsStranger(JsonNode typedData) {
    return stranger.sign(TypedData.from(typedData)).toHex();
  }

  /** Broadcasts a transaction the API returned, as the wallet would. */
  String submit(JsonNode transaction) {
    return handler.chain().submit(TradingJson.mapper().convertValue(transaction, TransactionRequest.class));
  }
}
