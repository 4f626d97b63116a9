package io.tradingsdk.readme;

// Each snippet's imports are complete; a type imported twice is the same type, which Java allows.
// readme:client
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
// readme:end
// readme:models-request
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.Urgency;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import java.math.BigDecimal;
import java.math.BigInteger;
// readme:end
// readme:models-variants
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.swap.Swap5792Request;
// readme:end
// readme:tokenlist
import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.tokenlist.TokenListDiff;
import io.tradingsdk.tokenlist.TokenListValidator;
import io.tradingsdk.tokenlist.TokenLists;
import io.tradingsdk.tokenlist.ValidationResult;
import io.tradingsdk.tokenlist.Version;
import java.nio.file.Files;
// readme:end
// readme:signing
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.TypedData;
// readme:end
// readme:uniswapx
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.uniswapx.V3DutchOrder;
// readme:end
// readme:server-java
import io.tradingsdk.server.ApiRequest;
import io.tradingsdk.server.ApiResponse;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.TradingApiHandler;
import org.junit.jupiter.api.extension.RegisterExtension;
// readme:end
import java.io.IOException;
import java.nio.file.Path;

/**
 * The Java snippets of the README, compiled. Each {@code // readme:NAME} ... {@code // readme:end} region is
 * the text of the README's Java block marked {@code <!-- snippet: NAME -->} (regions of one name join in file
 * order, imports first); {@code ReadmeSnippetsTest} fails when the two differ, and runs the snippets that can
 * run against the reference server.
 */
@SuppressWarnings({"unused", "UnusedAssignment"})
final class ReadmeSnippets {
  private ReadmeSnippets() {}

  /** The client section: against the standalone reference server on port 8080 (production without baseUrl). */
  static void client() {
    // readme:client

    TradingClient client = TradingClient.builder()
        .apiKey(System.getenv("TRADING_API_KEY"))
        .baseUrl("http://127.0.0.1:8080/v1")          // the local reference server; leave out for production
        .routerVersion(RouterVersion.V2_0)             // x-universal-router-version for /quote and the swaps
        .rateLimit(RateLimit.perSecond(3))             // optional client-side limiter, off by default
        .build();

    QuoteRequest request = QuoteRequest.builder()
        .type(TradeType.EXACT_INPUT)
        .amount(new BigInteger("1000000000"))          // 1,000 USDC in base units (6 decimals)
        .tokenInChainId(ChainId.MAINNET)
        .tokenOutChainId(ChainId.MAINNET)
        .tokenIn("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
        .tokenOut("0x0000000000000000000000000000000000000000")
        .swapper("0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421")
        .slippageTolerance(new BigDecimal("0.5"))
        .build();

    QuoteResponse quote = client.quote(request);
    Swap7702Response swap = client.swap7702(Swap7702Request.of(quote.quote())); // same router version, enforced

    CompletableFuture<QuoteResponse> later = client.quoteAsync(request);    // cancel() cancels the HTTP call
    RawResponse<QuoteResponse> raw = client.raw().quote(request);           // status, headers, requestId()
    client.quote(request, RequestOptions.builder().deadline(Duration.ofSeconds(5)).build());
    TradingClient patient = client.withOptions(o -> o.maxRetries(5));       // shares the connection pool
    // readme:end
  }

  /** The models section: a request built and checked, written and read back. */
  static QuoteResponse modelsRequest(String body) throws IOException {
    // readme:models-request

    QuoteRequest request = QuoteRequest.builder()
        .type(TradeType.EXACT_INPUT)
        .amount(new BigInteger("1000000"))                 // base units, > 0
        .tokenInChainId(ChainId.MAINNET)
        .tokenOutChainId(ChainId.MAINNET)
        .tokenIn("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
        .tokenOut("0x0000000000000000000000000000000000000000")
        .swapper("0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421")
        .slippageTolerance(new BigDecimal("0.5"))          // or .autoSlippage(AutoSlippage.DEFAULT), not both
        .urgency(Urgency.FAST)
        .build();                                          // InvalidModelException: "amount: must be > 0, was 0"

    String json = TradingJson.write(request);
    QuoteResponse response = TradingJson.mapper().readValue(body, QuoteResponse.class);
    // readme:end
    return response;
  }

  /** The models section: what to do with each routing. */
  static void modelsVariants(QuoteResponse response) {
    // readme:models-variants

    switch (response.routing().value()) {
      case "CLASSIC": case "WRAP": case "UNWRAP": case "BRIDGE":
        // calldata: POST /swap_7702 (classic) or /swap_5792 with the quote, sent back whole
        Swap5792Request swap = Swap5792Request.builder()
            .quote(response.quote()).permitData(response.permit()).build();
        break;
      case "DUTCH_V2": case "DUTCH_V3": case "PRIORITY":
        OrderQuote order = (OrderQuote) response.quote();   // sign response.permit(), then submit the order
        break;
      case "CHAINED":
        CreatePlanRequest plan = CreatePlanRequest.of(response.chainedQuote().orElseThrow());
        break;
      default:
        UnknownQuote unknown = response.unknownQuote().orElseThrow();   // a routing newer than this SDK
    }
    response.classicQuote().ifPresent(q -> System.out.println(q.output().amount()));
    // readme:end
  }

  /** The token-list section. */
  static Version tokenLists(Path path, JsonNode base, JsonNode update, Version baseVersion) throws IOException {
    // readme:tokenlist

    ValidationResult result = TokenListValidator.create().validate(Files.readAllBytes(path));
    result.errors().forEach(System.out::println);   // /tokens/12/decimals: must be <= 255, was 300
    result.warnings().forEach(System.out::println); // /tokens/3/address: fails its EIP-55 checksum (...)

    TokenListDiff<JsonNode> diff = TokenLists.diffTokenLists(base.get("tokens"), update.get("tokens"));
    Version next = TokenLists.nextVersion(baseVersion, TokenLists.minVersionBump(diff));
    // readme:end
    return next;
  }

  /** The signing section, with the client's quote response. */
  static Address signing(QuoteResponse quote) {
    // readme:signing

    // 1. Load the key from an environment variable or a file, never from source code.
    //    PrivateKey.toString() is "PrivateKey[redacted]", and no error message repeats the key.
    Signer signer = LocalSigner.of(PrivateKey.fromEnv("TRADING_PRIVATE_KEY"));   // or PrivateKey.fromFile(path)

    // 2. Take the quote's permitData. TypedData.from also reads it as JSON (a String, a Jackson JsonNode, a Map),
    //    and eth_signTypedData_v4 JSON ({types, primaryType, domain, message}) as well.
    TypedData permit = TypedData.from(quote.permitData());
    //    Invalid data is refused before anything is signed, with the path of the problem:
    //    InvalidTypedDataException: values.details.amount: 2^160 does not fit uint160

    // 3. Sign, and send the signature back with the swap request.
    Signature signature = signer.sign(permit);
    String hex = signature.toHex();            // 0x + 65 bytes; toCompactHex() gives EIP-2098's 64 bytes

    // 4. Verify a signature, e.g. one a wallet returned.
    boolean valid = Signature.fromHex(hex).verify(permit, signer.address());
    Address who = Signature.fromHex(hex).recoverSigner(permit);
    // readme:end
    return who;
  }

  /** The UniswapX subsection: a DUTCH_V3 quote's order, built and signed without its permitData. */
  static Bytes32 uniswapx(DutchQuoteV3 quote, Address permit2, Signer signer) {
    // readme:uniswapx

    V3DutchOrder order = V3DutchOrder.fromQuote(quote.orderInfo());   // or V3DutchOrder.builder()...build()
    TypedData typedData = order.toTypedData(quote.orderInfo().chainId(), permit2);   // permitData's verifyingContract
    Signature signature = signer.sign(typedData);   // the same digest as the quote's permitData
    Bytes32 orderId = order.orderHash();             // the order hash the reactor computes: the API's orderId
    // readme:end
    return orderId;
  }

  // readme:server-java

  // configured, and reset before each test
  @RegisterExtension
  static final ReferenceServerExtension SERVER =
      ReferenceServerExtension.configured(b -> b.seed(7)).resetBeforeEach();

  // or without sockets: the engine is one function
  static ApiResponse engine(String json) {
    return new TradingApiHandler().handle(
        ApiRequest.builder("POST", "/v1/quote").header("x-api-key", "test-key").body(json).build());
  }
  // readme:end
}
