package io.tradingsdk.shrunk;

import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.DutchQuote;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.QuoteVisitor;
import io.tradingsdk.models.quote.RoutePool;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.TransactionFill;
import io.tradingsdk.signing.tx.TransactionRequests;
import io.tradingsdk.signing.tx.UnsignedTransaction;
import io.tradingsdk.signing.uniswapx.V2DutchOrder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * A small app over the SDK, built to be shrunk and obfuscated by ProGuard with only the rules the SDK's jars ship
 * and this app's own ({@code src/main/proguard/app.pro}), then run against the reference server. It does what a
 * wallet app does, and checks each step itself: a quote of every routing parsed (and written back unchanged), a
 * Permit2 permit and a UniswapX order signed and accepted, the swap's transaction signed and decoded back, error
 * bodies mapped to their typed exceptions.
 *
 * <p>It prints one line per step, built only from values that two runs against a fresh server share, so the
 * shrunk run's output can be compared with the original's line by line; a check that fails ends it with exit
 * status 1 and the reason.
 *
 * <pre>
 * java -jar shrunk.jar BASE_URL API_KEY
 * </pre>
 */
public final class ShrunkApp {
  private static final String ETH = "0x0000000000000000000000000000000000000000";
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final String BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
  private static final String BASE_WETH = "0x4200000000000000000000000000000000000006";
  private static final String ARB_USDC = "0xaf88d065e77c8cC2239327C5EDb3A432268e5831";
  private static final String ARB_WETH = "0x82aF49447D8a07e3bd95BD0d56f35241523fBab1";

  private final TradingClient client;
  private final LocalSigner wallet = LocalSigner.of(PrivateKey.random());
  private final String swapper = wallet.address().toChecksumHex();

  private ShrunkApp(TradingClient client) {
    this.client = client;
  }

  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: ShrunkApp BASE_URL API_KEY");
      System.exit(2);
    }
    try (TradingClient client = TradingClient.builder().baseUrl(args[0]).apiKey(args[1]).build()) {
      new ShrunkApp(client).run();
      System.out.println("OK");
    } catch (RuntimeException | LinkageError e) {
      System.out.println("FAILED: " + e);
      e.printStackTrace(System.out);
      System.exit(1);
    }
  }

  private void run() {
    QuoteResponse classic = quote("CLASSIC", quoteRequest(ChainId.MAINNET, USDC, ETH, "1000000000",
        b -> b.protocols(List.of(Protocol.V2, Protocol.V3, Protocol.V4))), RequestOptions.none());
    quote("WRAP", quoteRequest(ChainId.MAINNET, ETH, WETH, "5000000000000000", b -> { }), RequestOptions.none());
    quote("UNWRAP", quoteRequest(ChainId.MAINNET, WETH, ETH, "5000000000000000", b -> { }), RequestOptions.none());
    quote("BRIDGE", quoteRequest(ChainId.MAINNET, BASE_USDC, "100000000", b -> { }, USDC, ChainId.BASE),
        RequestOptions.none());
    quote("CHAINED", quoteRequest(ChainId.MAINNET, BASE_WETH, "100000000", b -> { }, USDC, ChainId.BASE),
        RequestOptions.builder().header("x-chained-actions-enabled", "true").build());
    QuoteResponse dutchV2 = quote("DUTCH_V2", orderRequest(ChainId.MAINNET, USDC, WETH, "UNISWAPX_V2"),
        RequestOptions.none());
    quote("DUTCH_V3", orderRequest(ChainId.ARBITRUM, ARB_USDC, ARB_WETH, "UNISWAPX_V3"), RequestOptions.none());
    quote("PRIORITY", orderRequest(ChainId.BASE, BASE_USDC, BASE_WETH, "UNISWAPX_V2"), RequestOptions.none());
    limitOrderQuote();

    swapWithSignedPermit(classic);
    postSignedOrder(dutchV2);
    expectRefusal("a quote whose tokenOut is its tokenIn",
        () -> client.quote(quoteRequest(ChainId.MAINNET, USDC, USDC, "1000000", b -> { })));
    expectRefusal("a cross-chain quote without chained actions",
        () -> client.quote(quoteRequest(ChainId.MAINNET, BASE_WETH, "100000000", b -> { }, USDC, ChainId.BASE)));
  }

  /** Quotes, checks the routing and the variant it parsed into, and that it writes back to what it read. */
  private QuoteResponse quote(String routing, QuoteRequest request, RequestOptions options) {
    QuoteResponse response = client.quote(request, options);
    check(response.routing().value().equals(routing), "asked for " + routing + ", got " + response.routing());
    checkRoundTrip(response, QuoteResponse.class);
    System.out.println("quote " + routing + " " + response.quote().accept(SUMMARY));
    return response;
  }

  private void limitOrderQuote() {
    LimitOrderQuoteResponse response = client.limitOrderQuote(LimitOrderQuoteRequest.builder()
        .swapper(swapper).type(TradeType.EXACT_INPUT).amount(new BigInteger("1000000"))
        .tokenIn(USDC).tokenOut(WETH).tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).build());
    check(response.routing().value().equals("LIMIT_ORDER"), "limit order quote routed " + response.routing());
    checkRoundTrip(response, LimitOrderQuoteResponse.class);
    System.out.println("quote LIMIT_ORDER " + response.quote().accept(SUMMARY));
  }

  /** The CLASSIC quote's Permit2 permit signed locally, and the swap built from it: the server checks the signer. */
  private void swapWithSignedPermit(QuoteResponse quote) {
    PermitData permitData = quote.permitData();
    check(permitData != null, "the CLASSIC quote of a fresh wallet carries no permit");
    TypedData permit = TypedData.from(permitData);
    Signature signature = wallet.sign(permit);
    check(signature.verify(permit, wallet.address()), "the permit signature does not recover to the wallet");
    SwapResponse swap = client.swap(SwapRequest.fromQuote(quote, signature.toHex()));
    System.out.println("permit " + permit.primaryType() + " signed; swap to " + swap.swap().to().toLowerCase()
        + ", " + (swap.swap().data().length() - 2) / 2 + " bytes of calldata");
    signTransaction(swap.swap());
  }

  /** The swap's transaction signed as the wallet would send it, then decoded back from its raw bytes. */
  private void signTransaction(TransactionRequest request) {
    TransactionFill.Builder fill = TransactionFill.builder().nonce(0);
    if (request.gasLimit().isEmpty()) {
      fill.gasLimit(500_000);
    }
    if (request.maxFeePerGas().isEmpty() && request.gasPrice().isEmpty()) {
      fill.fees(Fees.eip1559(30_000_000_000L, 1_000_000_000L));
    }
    UnsignedTransaction unsigned = TransactionRequests.toUnsigned(request, fill.build());
    SignedTransaction signed = unsigned.sign(wallet);
    SignedTransaction decoded = SignedTransaction.decode(signed.rawHex());
    check(decoded.equals(signed), "the signed transaction decodes to another one");
    check(decoded.from().equals(wallet.address()), "the signed transaction recovers to another sender");
    check(decoded.hash().equals(signed.hash()), "the decoded transaction has another hash");
    // No byte count: the signature's length varies with the random key, and the two runs' lines must match.
    System.out.println("transaction " + signed.type() + " on chain " + unsigned.chainId()
        + " signed, decodes and recovers to the wallet");
  }

  /** The DUTCH_V2 order rebuilt from its quote, checked against the service's permitData, signed and posted. */
  private void postSignedOrder(QuoteResponse quote) {
    DutchQuoteV2 order = (DutchQuoteV2) quote.quote();
    PermitData permitData = quote.permitData();
    check(permitData != null, "the DUTCH_V2 quote carries no permitData");
    TypedData fromService = TypedData.from(permitData);
    TypedData rebuilt = V2DutchOrder.fromQuote(order.orderInfo())
        .toTypedData(ChainId.MAINNET, Address.of(permitData.verifyingContract().orElseThrow()));
    check(rebuilt.digest().equals(fromService.digest()), "the order rebuilt from the quote signs another digest");
    String status = client.order(OrderRequest.fromQuote(quote, wallet.sign(fromService).toHex()))
        .orderStatus().value();
    System.out.println("order " + fromService.primaryType() + " signed, digest as rebuilt; order " + status);
  }

  private static void expectRefusal(String what, Runnable call) {
    try {
      call.run();
    } catch (TradingApiException e) {
      System.out.println("refused " + what + ": " + e.status() + " " + e.getClass().getSimpleName() + " "
          + e.errorCode().orElse("?"));
      return;
    }
    throw new IllegalStateException(what + " was accepted");
  }

  private static <T> void checkRoundTrip(T parsed, Class<T> type) {
    try {
      String written = TradingJson.mapper().writeValueAsString(parsed);
      check(TradingJson.mapper().readValue(written, type).equals(parsed), type.getSimpleName() + " round trip");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void check(boolean condition, String failure) {
    if (!condition) {
      throw new IllegalStateException(failure);
    }
  }

  private QuoteRequest quoteRequest(ChainId chain, String tokenIn, String tokenOut, String amount,
      Consumer<io.tradingsdk.models.quote.ImmutableQuoteRequest.Builder> more) {
    return quoteRequest(chain, tokenOut, amount, more, tokenIn, chain);
  }

  private QuoteRequest quoteRequest(ChainId inChain, String tokenOut, String amount,
      Consumer<io.tradingsdk.models.quote.ImmutableQuoteRequest.Builder> more, String tokenIn, ChainId outChain) {
    io.tradingsdk.models.quote.ImmutableQuoteRequest.Builder builder = QuoteRequest.builder()
        .type(TradeType.EXACT_INPUT).amount(new BigInteger(amount))
        .tokenInChainId(inChain).tokenOutChainId(outChain).tokenIn(tokenIn).tokenOut(tokenOut)
        .swapper(swapper).slippageTolerance(new BigDecimal("0.5"));
    more.accept(builder);
    return builder.build();
  }

  /** A UniswapX order request: 2,000 USDC, only the named UniswapX protocol allowed. */
  private QuoteRequest orderRequest(ChainId chain, String tokenIn, String tokenOut, String protocol) {
    return quoteRequest(chain, tokenIn, tokenOut, "2000000000", b -> b.protocols(List.of(Protocol.of(protocol))));
  }

  /** Each variant's amounts: what two runs against a fresh server print alike. */
  private static final QuoteVisitor<String> SUMMARY = new QuoteVisitor<>() {
    @Override
    public String classic(ClassicQuote q) {
      List<String> pools = q.route().orElse(List.of()).stream().flatMap(List::stream).map(RoutePool::type)
          .collect(Collectors.toList());
      return "ClassicQuote " + q.input().amount() + " -> " + q.output().amount() + " via " + pools;
    }

    @Override
    public String wrapUnwrap(WrapUnwrapQuote q) {
      return "WrapUnwrapQuote " + q.input().amount() + " -> " + q.output().amount();
    }

    @Override
    public String bridge(BridgeQuote q) {
      return "BridgeQuote " + q.input().amount() + " -> " + q.output().amount() + " on chain "
          + q.destinationChainId().id();
    }

    @Override
    public String dutch(DutchQuote q) {
      return "DutchQuote " + q.orderInfo().input().startAmount() + " -> " + q.orderInfo().outputs().size()
          + " output(s)";
    }

    @Override
    public String dutchV2(DutchQuoteV2 q) {
      return "DutchQuoteV2 " + q.orderInfo().input().startAmount() + " -> "
          + q.orderInfo().outputs().get(0).startAmount() + " by reactor " + q.orderInfo().reactor().toLowerCase();
    }

    @Override
    public String dutchV3(DutchQuoteV3 q) {
      return "DutchQuoteV3 " + q.orderInfo().input().startAmount() + " -> "
          + q.orderInfo().outputs().get(0).startAmount() + " by reactor " + q.orderInfo().reactor().toLowerCase();
    }

    @Override
    public String priority(PriorityQuote q) {
      return "PriorityQuote " + q.orderInfo().input().amount() + " -> " + q.orderInfo().outputs().get(0).amount()
          + " by reactor " + q.orderInfo().reactor().toLowerCase();
    }

    @Override
    public String chained(ChainedQuote q) {
      return "ChainedQuote " + q.input().amount() + " -> " + q.output().amount() + " from chain "
          + q.tokenInChainId().id() + " to " + q.tokenOutChainId().id();
    }

    @Override
    public String unknown(UnknownQuote q) {
      throw new IllegalStateException("parsed as UnknownQuote, routing " + q.routing());
    }
  };
}
