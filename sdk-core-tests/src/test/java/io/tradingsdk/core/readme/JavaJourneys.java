package io.tradingsdk.core.readme;

// readme:plain-swap
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.TypedData;
import java.math.BigDecimal;
import java.math.BigInteger;
// readme:end
// readme:dutch-order
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.quote.RoutingPreference;
// readme:end
// readme:api-errors
import io.tradingsdk.core.NotFoundException;
import io.tradingsdk.core.RateLimitedException;
import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingIoException;
// readme:end

/**
 * docs/java-backends.md's journeys, compiled here and run against the reference server by {@code JavaJourneysTest}:
 * a plain wallet's swap through {@code POST /swap}, a UniswapX order from a {@code BEST_PRICE} quote followed with
 * {@code GET /orders}, and what a failed call carries.
 */
public final class JavaJourneys {
  private JavaJourneys() {}

  static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";

  /** The approval the wallet must send first (or null), and the swap's transaction. */
  record PlainSwap(TransactionRequest approval, TransactionRequest swap) {}

  static PlainSwap plainSwap(TradingClient client, Signer signer) {
    // readme:plain-swap

    String wallet = signer.address().toChecksumHex();
    BigInteger amount = new BigInteger("1000000000");           // 1,000 USDC in base units (6 decimals)

    // 1. May Permit2 move the wallet's USDC? If not, the API returns the approval to send first (and, for tokens
    //    such as USDT, a reset in cancel()); send them with sdk-wallet's TransactionSender (docs/sending.md).
    CheckApprovalResponse approval = client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(wallet).token(USDC).amount(amount).chainId(ChainId.MAINNET)
        .build());
    TransactionRequest approvalToSend = approval.approval();    // null when nothing is needed

    // 2. A quote routed through the pools.
    QuoteResponse quote = client.quote(QuoteRequest.builder()
        .type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
        .tokenIn(USDC).tokenOut(WETH).swapper(wallet)
        .slippageTolerance(new BigDecimal("0.5"))
        .build());

    // 3. Sign its Permit2 permit, when it carries one (null when Permit2 already lets the router spend).
    SwapRequest swapRequest = quote.permitData() == null
        ? SwapRequest.fromQuote(quote)
        : SwapRequest.fromQuote(quote, signer.sign(TypedData.from(quote.permitData())).toHex());

    // 4. POST /swap: one transaction for the wallet to sign and send, then follow it with client.getSwaps(...).
    TransactionRequest swap = client.swap(swapRequest).swap();
    // readme:end
    return new PlainSwap(approvalToSend, swap);
  }

  /** Posts a UniswapX order and polls it until it is final; returns its last status. */
  static OrderStatus dutchOrder(TradingClient client, Signer signer) throws InterruptedException {
    OrderStatus status;
    // readme:dutch-order

    String wallet = signer.address().toChecksumHex();
    QuoteResponse quote = client.quote(QuoteRequest.builder()
        .type(TradeType.EXACT_INPUT).amount(new BigInteger("2000000000"))   // gasless orders start near 300 USD
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
        .tokenIn(USDC).tokenOut(WETH).swapper(wallet)
        .routingPreference(RoutingPreference.BEST_PRICE)                  // lets UniswapX quote: DUTCH_V2 here
        .slippageTolerance(new BigDecimal("0.5"))
        .build());

    // The order is the permit: signing permitData authorises a filler to take the input. No gas for the wallet.
    String signature = signer.sign(TypedData.from(quote.permitData())).toHex();
    OrderResponse order = client.order(OrderRequest.fromQuote(quote, signature));   // 201, status open

    // open, then filled, expired, cancelled, error, insufficient-funds or unverified: every status but open is final.
    OrdersQuery byId = OrdersQuery.builder().orderId(order.orderId()).build();
    status = order.orderStatus();
    while (!status.isFinal()) {
      Thread.sleep(2_000);
      status = client.getOrders(byId).orders().get(0).orderStatus();
    }
    // readme:end
    return status;
  }

  /** What a refused call carries, as the guide shows it; returns the line it prints. */
  static String apiErrors(TradingClient client, QuoteRequest request) {
    String line;
    // readme:api-errors

    try {
      client.quote(request);
      line = "quoted";
    } catch (NotFoundException e) {                 // 404: "No quotes available" for an unroutable pair or amount
      line = "no route: " + e.errorCode().orElse("") + " " + e.detail().orElse("");
    } catch (RateLimitedException e) {              // 429 after the retries: slow down (rateLimit(...))
      line = "rate limited, request " + e.requestId().orElse("?");
    } catch (TradingApiException e) {               // any other status: status(), errorCode(), detail(), requestId()
      line = e.status() + " " + e.errorCode().orElse("") + ": " + e.detail().orElse(e.getMessage());
    } catch (TradingIoException e) {                // the network, after the retries; also the timeouts
      line = "unreachable: " + e.getMessage();
    }
    // readme:end
    return line;
  }
}
