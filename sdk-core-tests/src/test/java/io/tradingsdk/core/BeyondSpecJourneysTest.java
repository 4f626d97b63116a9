package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.models.wallet.Encode7702Response;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The journeys beyond the spec, end to end through {@link TradingClient} against the reference server:
 * a plain wallet's classic swap through {@code /swap}, UniswapX orders of the three kinds through
 * {@code /order} and {@code /orders}, and a 7702 batch through {@code /wallet/encode_7702}. The wallet is a
 * fresh local key; "broadcasting" is {@code
 * SimulatedChain.submit}, and time passes with {@code SimulatedChain.advanceTime}.
 */
class BeyondSpecJourneysTest extends WithReferenceServer {
  static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  static final String ETH = "0x0000000000000000000000000000000000000000";
  static final String ARB_USDC = "0xaf88d065e77c8cC2239327C5EDb3A432268e5831";
  static final String ARB_WETH = "0x82aF49447D8a07e3bd95BD0d56f35241523fBab1";
  static final String BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
  static final String BASE_WETH = "0x4200000000000000000000000000000000000006";
  static final String ROUTER_2_0 = "0x66a9893cc07d91d95644aedd05d03f95e1dba8af";
  static final String DELEGATE = "0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00";
  private static final int MAX_POLLS = 200;

  private LocalSigner wallet;
  private String swapper;

  @BeforeEach
  void newWallet() {
    wallet = LocalSigner.of(PrivateKey.random());
    swapper = wallet.address().toChecksumHex();
  }

  private String sign(PermitData permit) {
    return wallet.sign(TypedData.from(permit)).toHex();
  }

  private void approvePermit2(String token, BigInteger amount, ChainId chain) {
    CheckApprovalRequest request = CheckApprovalRequest.builder().walletAddress(swapper).token(token).amount(amount)
        .chainId(chain).build();
    CheckApprovalResponse needed = client.checkApproval(request);
    if (needed.approvalNeeded()) {
      server.chain().submit(needed.approval());
    }
    assertThat(client.checkApproval(request).approvalNeeded()).as("approved").isFalse();
  }

  @Test
  void classicEoaQuoteSignPermitSwapThenSwapsSuccess() {
    BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC
    approvePermit2(USDC, amount, ChainId.MAINNET);
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
            .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC).tokenOut(ETH)
            .swapper(swapper).autoSlippage(AutoSlippage.DEFAULT).build(),
        RequestOptions.builder().routerVersion(RouterVersion.V2_0).build());
    assertThat(quote.routing()).isEqualTo(Routing.CLASSIC);

    RawResponse<SwapResponse> swap = client.raw().swap(
        SwapRequest.fromQuote(quote, sign(quote.permit().orElseThrow())));

    assertThat(swap.routerVersion()).as("pinned to the quote's").contains(RouterVersion.V2_0);
    TransactionRequest tx = swap.body().swap();
    assertThat(swap.body().hasCalldata()).isTrue();
    assertThat(tx.from()).isEqualToIgnoringCase(swapper);
    assertThat(tx.to().toLowerCase(Locale.ROOT)).isEqualTo(ROUTER_2_0);
    String hash = server.chain().submit(tx);
    List<SwapState> seen = new ArrayList<>();
    for (int poll = 0; poll < MAX_POLLS && !seen.contains(SwapState.SUCCESS); poll++) {
      seen.add(client.getSwaps(SwapsQuery.ofTxHashes(hash)).swaps().orElseThrow().get(0).status().orElseThrow());
      assertThat(seen.get(seen.size() - 1)).isIn(SwapState.PENDING, SwapState.SUCCESS);
    }
    assertThat(seen).last().isEqualTo(SwapState.SUCCESS);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "DUTCH_V2, Dutch_V2, 1, UNISWAPX_V2",
      "DUTCH_V3, Dutch_V3, 42161, UNISWAPX_V3",
      "PRIORITY, Priority, 8453, UNISWAPX_V2"})
  void uniswapXQuoteSignOrderThenOrdersUntilFilled(String routing, String type, long chainId, String protocol) {
    ChainId chain = ChainId.of(chainId);
    String tokenIn = chainId == 1 ? USDC : chainId == 42161 ? ARB_USDC : BASE_USDC;
    String tokenOut = chainId == 1 ? WETH : chainId == 42161 ? ARB_WETH : BASE_WETH;
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT)
        .amount(new BigInteger("2000000000")).tokenInChainId(chain).tokenOutChainId(chain).tokenIn(tokenIn)
        .tokenOut(tokenOut).swapper(swapper).protocols(List.of(Protocol.of(protocol)))
        .slippageTolerance(BigDecimal.ONE).build());
    assertThat(quote.routing()).isEqualTo(Routing.of(routing));

    RawResponse<OrderResponse> created =
        client.raw().order(OrderRequest.fromQuote(quote, sign(quote.permit().orElseThrow())));

    assertThat(created.status()).isEqualTo(201);
    assertThat(created.body().orderStatus()).isEqualTo(OrderStatus.OPEN);
    String orderId = created.body().orderId();
    OrdersQuery byId = OrdersQuery.builder().orderId(orderId).build();
    UniswapXOrder order = client.getOrders(byId).orders().get(0);
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.OPEN);
    assertThat(order.type().value()).isEqualTo(type);
    for (int second = 0; second < MAX_POLLS && order.orderStatus().equals(OrderStatus.OPEN); second++) {
      server.chain().advanceTime(Duration.ofSeconds(1));
      order = client.getOrders(byId).orders().get(0);
    }
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.FILLED);
    assertThat(order.txHash()).hasValueSatisfying(h -> assertThat(h).matches("0x[0-9a-f]{64}"));
    assertThat(order.settledAmounts().orElseThrow().get(0).amountOut().orElseThrow()).isPositive();
    assertThat(client.ordersStream(OrdersQuery.ofSwapper(swapper)).map(UniswapXOrder::orderId)).contains(orderId);
  }

  @Test
  void a7702BatchThroughEncode7702DelegatesTheWalletAndRunsItsCalls() {
    BigInteger amount = new BigInteger("5000000");
    CheckApprovalResponse needed = client.checkApproval(CheckApprovalRequest.builder().walletAddress(swapper)
        .token(USDC).amount(amount).chainId(ChainId.MAINNET).build());
    assertThat(needed.approvalNeeded()).isTrue();
    Encode7702Response batch = client.encode7702(Encode7702Request.builder().addCalls(needed.approval())
        .smartContractDelegationAddress(DELEGATE).walletAddress(swapper).build());

    assertThat(batch.encoded().to()).isEqualToIgnoringCase(swapper);
    server.chain().submit(batch.encoded());

    assertThat(server.chain().delegation(1, swapper)).hasValueSatisfying(d -> assertThat(d).isEqualToIgnoringCase(DELEGATE));
    assertThat(client.checkApproval(CheckApprovalRequest.builder().walletAddress(swapper).token(USDC).amount(amount)
        .chainId(ChainId.MAINNET).build()).approvalNeeded()).isFalse();
    assertThat(client.checkDelegation(CheckDelegationRequest.builder().addChainIds(ChainId.MAINNET)
        .walletAddresses(List.of(swapper)).build()).requestId()).isNotBlank();
  }
}
