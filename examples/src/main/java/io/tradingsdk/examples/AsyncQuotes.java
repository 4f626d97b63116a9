package io.tradingsdk.examples;

import io.tradingsdk.core.BadRequestException;
import io.tradingsdk.core.NotFoundException;
import io.tradingsdk.core.RateLimitedException;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.core.UnauthorizedException;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.Quote;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Check the wallet's token approval, then ask for several quotes at once with the async API, and handle
 * each answer or typed error on its own. Two of the quotes fail on purpose, to show the errors.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.AsyncQuotes
 * </pre>
 *
 * <p>Reads {@code TRADING_API_BASE_URL} and {@code TRADING_API_KEY}; without a base URL it runs against the
 * embedded reference server.
 */
public final class AsyncQuotes {
  private static final String NATIVE = "0x0000000000000000000000000000000000000000"; // ETH on every chain here
  private static final Token USDC = new Token("USDC", ChainId.MAINNET, "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 6);
  private static final Token ETH = new Token("ETH", ChainId.MAINNET, NATIVE, 18);
  private static final Token DAI = new Token("DAI", ChainId.MAINNET, "0x6B175474E89094C44Da98b954EedeAC495271d0F", 18);
  private static final Token WBTC = new Token("WBTC", ChainId.MAINNET, "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599", 8);
  private static final Token BASE_USDC =
      new Token("USDC on Base", ChainId.BASE, "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", 6);
  private static final Token BASE_ETH = new Token("ETH on Base", ChainId.BASE, NATIVE, 18);

  /** A token on a chain, with the decimals that turn base units into tokens. */
  record Token(String symbol, ChainId chain, String address, int decimals) {}

  /** What to quote: sell {@code in} for {@code out}. */
  record Pair(Token in, Token out) {}

  private AsyncQuotes() {}

  public static void main(String[] args) {
    ExampleRunner.main("AsyncQuotes", args, AsyncQuotes::run);
  }

  /** The example itself: true when it did what it shows. */
  static boolean run(String[] args) {
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder()
            .fromEnv()               // TRADING_API_KEY, TRADING_API_BASE_URL, TRADING_MAX_RETRIES, TRADING_LOG...
            .options(sandbox::apply) // examples only: the embedded reference server when no base URL is set
            .build()) {
      // Quotes need the swapper's address, not its key. This is the PUBLIC Hardhat/Anvil test account #0.
      String wallet = DevKeys.WELL_KNOWN_TEST_ADDRESS;
      BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC in base units (6 decimals)

      // 1. check_approval first: can Permit2 move the wallet's USDC? The raw view gives the parsed body plus
      //    the HTTP status, headers and the request id to quote in a support ticket.
      RawResponse<CheckApprovalResponse> raw = client.raw().checkApproval(CheckApprovalRequest.builder()
          .walletAddress(wallet)
          .token(USDC.address())
          .amount(amount)
          .chainId(ChainId.MAINNET)
          .build());
      CheckApprovalResponse approval = raw.body();
      System.out.println("check_approval: HTTP " + raw.status() + ", request id " + raw.requestId().orElse("?"));
      if (approval.resetNeeded()) { // USDT-style tokens must be reset to 0 before a new allowance
        System.out.println("  first send the allowance reset: " + describe(approval.cancel()));
      }
      if (approval.approvalNeeded()) {
        System.out.println("  the wallet must first send: " + describe(approval.approval()));
      } else {
        System.out.println("  no approval needed: Permit2 may already move this amount");
      }

      // 2. Six quotes at once. Each *Async call returns at once with a CompletableFuture; the client runs the
      //    calls concurrently on its own pool (maxConcurrentRequests). Nothing blocks until join().
      List<Pair> pairs = List.of(
          new Pair(USDC, ETH),
          new Pair(USDC, DAI),
          new Pair(USDC, WBTC),
          new Pair(USDC, BASE_USDC), // the same asset on another chain: a BRIDGE quote
          new Pair(USDC, BASE_ETH),  // a cross-chain swap needs x-chained-actions-enabled: 404 without it
          new Pair(USDC, USDC));     // a mistake the service reports: 400
      List<CompletableFuture<String>> lines = new ArrayList<>();
      for (Pair pair : pairs) {
        QuoteRequest request = QuoteRequest.builder()
            .type(TradeType.EXACT_INPUT)
            .amount(amount)
            .tokenIn(pair.in().address()).tokenInChainId(pair.in().chain())
            .tokenOut(pair.out().address()).tokenOutChainId(pair.out().chain())
            .swapper(wallet)
            .autoSlippage(AutoSlippage.DEFAULT)
            .build();
        String label = pair.in().symbol() + " -> " + pair.out().symbol() + ": ";
        // handle() sees the answer or the failure, so one failed quote never hides the others.
        lines.add(client.raw().quoteAsync(request).handle((response, failure) ->
            label + (failure == null ? describe(response, pair.out()) : describe(failure))));
      }
      System.out.println("Quotes for 1,000 USDC:");
      for (CompletableFuture<String> line : lines) {
        System.out.println("  " + line.join()); // in the order asked, whichever finished first
      }
    }
    return true;
  }

  private static String describe(RawResponse<QuoteResponse> raw, Token out) {
    QuoteResponse response = raw.body();
    Quote quote = response.quote();
    String received = "";
    if (quote instanceof ClassicQuote classic) {
      received = units(classic.output().amount(), out.decimals()) + " " + out.symbol();
    } else if (quote instanceof BridgeQuote bridge) {
      received = units(bridge.output().amount(), out.decimals()) + " " + out.symbol();
    }
    return received + " (" + response.routing() + ", request id " + raw.requestId().orElse("?") + ")";
  }

  /**
   * A failed call, by its typed error. Every error carries the status, the service's errorCode and detail,
   * and the request id; none of them holds the API key.
   */
  private static String describe(Throwable failure) {
    // A stage that depends on the failed call sees the error wrapped in a CompletionException.
    Throwable error = failure instanceof CompletionException && failure.getCause() != null
        ? failure.getCause() : failure;
    if (error instanceof RateLimitedException e) {
      // 429 is retried with backoff (maxRetries); this one ran out of attempts. Slow down: a client-side
      // limiter (TradingClient.builder().rateLimit(RateLimit.perSecond(3))) spaces the calls out.
      return "rate limited (429) after " + e.attempts() + " attempt(s), request id " + e.requestId().orElse("?");
    }
    if (error instanceof BadRequestException e) { // 400: the request itself is wrong; retrying will not help
      return "refused (400 " + e.errorCode().orElse("?") + "): " + e.detail().orElse("") + ", request id "
          + e.requestId().orElse("?");
    }
    if (error instanceof NotFoundException e) { // 404: no route for this pair, amount or chain
      return "no quote (404): " + e.detail().orElse(e.errorCode().orElse("")) + ", request id "
          + e.requestId().orElse("?");
    }
    if (error instanceof UnauthorizedException e) { // 401: unknown or blocked API key
      return "API key refused (401): " + e.detail().orElse("");
    }
    if (error instanceof TradingApiException e) { // any other status: 5xx after retries, 422...
      return "failed (HTTP " + e.status() + " " + e.errorCode().orElse("") + "): " + e.detail().orElse("");
    }
    if (error instanceof TradingIoException e) { // network failure or deadline, after retries
      return "no answer: " + e.getMessage();
    }
    return "unexpected failure: " + error;
  }

  private static String describe(TransactionRequest tx) {
    String data = tx.data();
    return "to " + tx.to() + " on chain " + tx.chainId() + ", data " + data.substring(0, Math.min(10, data.length()))
        + "... (" + (data.length() - 2) / 2 + " bytes)";
  }

  /** An amount in base units as a decimal number of tokens, exactly. */
  private static String units(BigInteger baseUnits, int decimals) {
    return new BigDecimal(baseUnits).movePointLeft(decimals).stripTrailingZeros().toPlainString();
  }
}
