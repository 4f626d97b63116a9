package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.tradingsdk.core.BadRequestException;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.SettledAmount;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.quote.DutchOrderInfoV2;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code DUTCH_V2} orders in the reference server's EVM mode, end to end: the SDK quotes and posts them, the server
 * cosigns them and, as a rational filler, fills them through the real V2DutchOrderReactor only while the chain's
 * pools cover what the order owes. Other wallets move those pools with real swaps, and the chain's clock moves
 * through {@code /_sim/clock}; every outcome is read back from the chain.
 */
@ExtendWith(AnvilExtension.class) // only its condition: skip without anvil, fail under CI=true
class EvmModeOrdersTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> b.configure(c -> c
      .evmToolsDirectory(EvmTools.dir())
      .evmCacheDirectory(Path.of(System.getProperty("evm.cache.dir", "target/evm-cache")))))
      .evm().resetBeforeEach();

  /** The second account of the standard test mnemonic: a development wallet the EVM mode funds. */
  private static final PrivateKey KEY =
      PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
  /** The third account of the standard test mnemonic: another funded wallet, trading in the same pools. */
  private static final PrivateKey OTHER_KEY =
      PrivateKey.fromHex("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address WETH = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  private static final Address PERMIT2 = Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3");
  /** Mainnet's V2DutchOrderReactor, where the EVM mode deploys it. */
  private static final Address V2_DUTCH_REACTOR = Address.of("0x00000011F84B9aa48e5f8aA8B9897600006289Be");
  /** The server's cosigner in the EVM mode: the tenth account of the standard test mnemonic. */
  private static final Address SERVER_COSIGNER = Address.of("0xa0Ee7A142d267C1f36714E4a8F75612F20a79720");
  private static final Bytes32 TRANSFER =
      Bytes32.of(Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  /** 2,000 USDC: above UniswapX's mainnet minimum. */
  private static final BigInteger ORDER_USDC = new BigInteger("2000000000");
  /**
   * What the other wallet trades per swap when it moves the market, 100,000 USDC: small beside the pools, so each
   * swap takes the route that pays best at the margin, the one the order's small amount would take too.
   */
  private static final BigInteger MARKET_STEP_USDC = new BigInteger("100000000000");
  /** What the swapper lends the other wallet to move the market with (it keeps the order's USDC). */
  private static final BigInteger LENT_USDC = new BigInteger("900000000000");
  /** Enough swaps to move every route below the order (a few routes pay within a fraction of a percent). */
  private static final int MAX_MARKET_STEPS = 19;
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(20)).build();

  private final LocalSigner user = LocalSigner.of(KEY);
  private final LocalSigner other = LocalSigner.of(OTHER_KEY);
  private TradingClient client;
  private EthRpcClient rpc;
  private TransactionSender sender;
  private TransactionSender otherSender;

  @BeforeEach
  void connect() {
    client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(SERVER.baseUrl().toString()).build();
    rpc = EthRpcClient.builder(SERVER.rpcUrl(1).toString()).build();
    sender = TransactionSender.builder(rpc, user).nonceManager(NonceManager.local()).receiptWait(FAST).build();
    otherSender = TransactionSender.builder(rpc, other).nonceManager(NonceManager.local()).receiptWait(FAST).build();
  }

  @AfterEach
  void close() {
    client.close();
    rpc.close();
  }

  @Test
  void aDutchV2OrderSignedByTheSdkIsCosignedAndFilledByTheServerOnTheRealReactor() {
    approve(user, sender, USDC, ORDER_USDC); // the one approval UniswapX needs: the token to Permit2
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);
    QuoteResponse quote = orderQuote();
    assertThat(quote.routing()).isEqualTo(Routing.of("DUTCH_V2"));
    DutchOrderInfoV2 info = quote.dutchQuoteV2().orElseThrow().orderInfo();
    assertThat(info.reactor()).isEqualToIgnoringCase(V2_DUTCH_REACTOR.toChecksumHex());
    assertThat(info.cosigner()).hasValue(SERVER_COSIGNER.toChecksumHex());
    assertThat(info.outputs().get(0).startAmount()).as("the order starts at what the chain's pools pay now")
        .isEqualTo(marketOutput(ORDER_USDC));
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();

    String orderId = client.order(OrderRequest.fromQuote(quote, signature)).orderId();

    UniswapXOrder order = order(orderId);
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.FILLED);
    TransactionReceipt fill = rpc.getTransactionReceipt(Bytes32.fromHex(order.txHash().orElseThrow())).orElseThrow();
    assertThat(fill.success()).isTrue();
    assertThat(fill.to()).contains(V2_DUTCH_REACTOR);
    SettledAmount settled = order.settledAmounts().orElseThrow().get(0);
    BigInteger received = balance(WETH).subtract(wethBefore);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(ORDER_USDC).isEqualTo(settled.amountIn().orElseThrow());
    assertThat(received).isEqualTo(settled.amountOut().orElseThrow())
        .isBetween(info.outputs().get(0).endAmount(), info.outputs().get(0).startAmount());
  }

  @Test
  void anExactOutputOrderQuotedAndPostedAtOnceIsFilledAtOnceForTheInputThePoolsAskNow() {
    BigInteger weth = new BigInteger("500000000000000000"); // 0.5 WETH
    approve(user, sender, USDC, new BigInteger("10000000000"));
    QuoteResponse quote = quote(user, weth, USDC, WETH, "UNISWAPX_V2", TradeType.EXACT_OUTPUT);
    DutchOrderInfoV2 info = quote.dutchQuoteV2().orElseThrow().orderInfo();
    assertThat(info.input().startAmount()).as("the order starts at what the chain's pools ask now")
        .isEqualTo(quote(user, weth, USDC, WETH, "POOLS", TradeType.EXACT_OUTPUT).classicQuote().orElseThrow()
            .input().amount());
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();

    UniswapXOrder order = order(client.order(OrderRequest.fromQuote(quote, signature)).orderId());

    assertThat(order.orderStatus()).isEqualTo(OrderStatus.FILLED);
    SettledAmount settled = order.settledAmounts().orElseThrow().get(0);
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(weth).isEqualTo(settled.amountOut().orElseThrow());
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(settled.amountIn().orElseThrow())
        .isBetween(info.input().startAmount(), info.input().endAmount());
  }

  @Test
  void anOrderTheMovedMarketNoLongerCoversStaysOpenAndExpiresWithNothingMoved() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    DutchOrderInfoV2 info = quote.dutchQuoteV2().orElseThrow().orderInfo();
    assertThat(info.deadline() - chainTime()).as("the chain keeps the quotes' clock: the deadline is 2 min ahead")
        .isCloseTo(120L, within(10L));
    moveMarketBelow(info.outputs().get(0).endAmount());
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    String orderId = client.order(OrderRequest.fromQuote(quote, signature)).orderId();

    assertThat(order(orderId).orderStatus()).as("the reactor would fill it; the market does not pay for it")
        .isEqualTo(OrderStatus.OPEN);
    advanceClock(61); // past the decay: the order asks for its end amount, which the market does not cover either
    assertThat(order(orderId).orderStatus()).isEqualTo(OrderStatus.OPEN);
    assertThat(balance(USDC)).isEqualTo(usdcBefore);

    advanceClock(info.deadline() + 1 - chainTime()); // the chain's time passes the deadline
    assertThat(chainTime()).isGreaterThan(info.deadline());
    UniswapXOrder expired = order(orderId);
    assertThat(expired.orderStatus()).isEqualTo(OrderStatus.EXPIRED);
    assertThat(expired.txHash()).isEmpty();
    assertThat(expired.settledAmounts()).isEmpty();
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
    assertThat(balance(WETH)).isEqualTo(wethBefore);
    assertThat(nonceUsed(info.nonce())).as("Permit2 never spent the order's nonce").isFalse();
  }

  @Test
  void anOrderLeftOpenByAMovedMarketIsFilledWhenTheMarketComesBackBeforeItsDeadline() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    DutchOrderInfoV2 info = quote.dutchQuoteV2().orElseThrow().orderInfo();
    moveMarketBelow(info.outputs().get(0).endAmount());
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    String orderId = client.order(OrderRequest.fromQuote(quote, signature)).orderId();
    assertThat(order(orderId).orderStatus()).isEqualTo(OrderStatus.OPEN);
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    moveMarketBackTo(info.outputs().get(0).startAmount());
    assertThat(balance(WETH)).as("nobody looked at the orders yet").isEqualTo(wethBefore);

    UniswapXOrder filled = order(orderId); // the filler looks at the chain again when the orders are read
    assertThat(filled.orderStatus()).isEqualTo(OrderStatus.FILLED);
    TransactionReceipt fill =
        rpc.getTransactionReceipt(Bytes32.fromHex(filled.txHash().orElseThrow())).orElseThrow();
    assertThat(fill.success()).isTrue();
    assertThat(fill.to()).contains(V2_DUTCH_REACTOR);
    BigInteger received = balance(WETH).subtract(wethBefore);
    assertThat(received).isBetween(info.outputs().get(0).endAmount(), info.outputs().get(0).startAmount());
    SettledAmount settled = filled.settledAmounts().orElseThrow().get(0);
    assertThat(settled.amountIn()).hasValue(transferred(fill, USDC, user.address(), true))
        .hasValue(usdcBefore.subtract(balance(USDC))).hasValue(ORDER_USDC);
    assertThat(settled.amountOut()).hasValue(transferred(fill, WETH, user.address(), false)).hasValue(received);
    assertThat(nonceUsed(info.nonce())).isTrue();
  }

  @Test
  void anOrderTheMarketPaysLessThanItsStartFillsWhenTheClockDecaysItToWhatTheMarketPays() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    DutchOrderInfoV2 info = quote.dutchQuoteV2().orElseThrow().orderInfo();
    BigInteger start = info.outputs().get(0).startAmount();
    BigInteger end = info.outputs().get(0).endAmount();
    moveMarketBelow(start);
    BigInteger market = marketOutput(ORDER_USDC);
    assertThat(market).as("the market pays less than the order's start, more than its end").isGreaterThan(end);
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    BigInteger wethBefore = balance(WETH);
    String orderId = client.order(OrderRequest.fromQuote(quote, signature)).orderId();
    assertThat(order(orderId).orderStatus()).isEqualTo(OrderStatus.OPEN);

    advanceClock(60); // the whole decay: the order now asks for its end amount, which the market pays

    BigInteger received = balance(WETH).subtract(wethBefore);
    assertThat(received).as("filled when the clock moved, before /orders was read").isEqualTo(end);
    assertThat(order(orderId).orderStatus()).isEqualTo(OrderStatus.FILLED);
  }

  @Test
  void aDutchV2OrderWhoseNonceTheSwapperCancelledIsRefusedWithPermit2sDecodedError() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    cancelOnPermit2(quote.dutchQuoteV2().orElseThrow().orderInfo().nonce());
    BigInteger usdcBefore = balance(USDC);

    assertThatThrownBy(() -> client.order(OrderRequest.fromQuote(quote, signature)))
        .isInstanceOf(BadRequestException.class).hasMessageContaining("Permit2: InvalidNonce()");
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
  }

  @Test
  void anOpenOrderWhoseNonceTheSwapperSpendsOnPermit2IsCancelledForGoodWithNothingMoved() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    DutchOrderInfoV2 info = quote.dutchQuoteV2().orElseThrow().orderInfo();
    moveMarketBelow(info.outputs().get(0).endAmount());
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    String orderId = client.order(OrderRequest.fromQuote(quote, signature)).orderId();
    assertThat(order(orderId).orderStatus()).isEqualTo(OrderStatus.OPEN);
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    cancelOnPermit2(info.nonce());
    // Nobody reads the orders before the clock passes the deadline: the filler saw the cancel before the jump.
    advanceClock(info.deadline() + 1 - chainTime());

    UniswapXOrder cancelled = order(orderId);
    assertThat(cancelled.orderStatus()).isEqualTo(OrderStatus.CANCELLED);
    assertThat(cancelled.txHash()).isEmpty();
    assertThat(cancelled.settledAmounts()).isEmpty();
    assertThat(client.getOrders(OrdersQuery.builder().swapper(user.address().toChecksumHex())
        .orderStatus(OrderStatus.CANCELLED).build()).orders()).extracting(UniswapXOrder::orderId)
        .containsExactly(orderId);
    assertThat(client.getOrders(OrdersQuery.builder().swapper(user.address().toChecksumHex())
        .orderStatus(OrderStatus.OPEN).build()).orders()).isEmpty();
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
    assertThat(balance(WETH)).isEqualTo(wethBefore);
  }

  @Test
  void anOpenOrderWhoseSwapperTakesBackPermit2sAllowanceStaysOpenAndFillsOnceItIsBack() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    DutchOrderInfoV2 info = quote.dutchQuoteV2().orElseThrow().orderInfo();
    moveMarketBelow(info.outputs().get(0).endAmount());
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    String orderId = client.order(OrderRequest.fromQuote(quote, signature)).orderId();
    assertThat(sender.send(transaction(user.address(), USDC, Abi.encodeCall("approve(address,uint256)", PERMIT2,
        BigInteger.ZERO))).awaitReceipt().success()).isTrue();
    moveMarketBackTo(info.outputs().get(0).startAmount());
    BigInteger usdcBefore = balance(USDC);

    assertThat(order(orderId).orderStatus()).as("the market covers it, the reactor cannot take the input: open")
        .isEqualTo(OrderStatus.OPEN);
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
    assertThat(nonceUsed(info.nonce())).isFalse();

    approve(user, sender, USDC, ORDER_USDC); // the filler examines it again and fills it
    UniswapXOrder filled = order(orderId);
    assertThat(filled.orderStatus()).isEqualTo(OrderStatus.FILLED);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(ORDER_USDC);
  }

  @Test
  void aDutchV2OrderWithAForeignSignatureIsRefusedByTheServer() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    String foreign = LocalSigner.of(PrivateKey.random()).sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    BigInteger usdcBefore = balance(USDC);

    assertThatThrownBy(() -> client.order(OrderRequest.fromQuote(quote, foreign)))
        .isInstanceOf(BadRequestException.class)
        .hasMessageContaining("\"signature\" was not made by the order's swapper");
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
  }

  @Test
  void anOrderTheMarketWouldNotCoverIsStillRefusedWhenTheReactorWouldRevert() {
    approve(user, sender, USDC, ORDER_USDC);
    QuoteResponse quote = orderQuote();
    moveMarketBelow(quote.dutchQuoteV2().orElseThrow().orderInfo().outputs().get(0).endAmount());
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    // The swapper takes back Permit2's allowance: the reactor's transfer of the input would fail.
    assertThat(sender.send(transaction(user.address(), USDC, Abi.encodeCall("approve(address,uint256)", PERMIT2,
        BigInteger.ZERO))).awaitReceipt().success()).isTrue();

    assertThatThrownBy(() -> client.order(OrderRequest.fromQuote(quote, signature)))
        .isInstanceOf(BadRequestException.class).hasMessageContaining("the reactor's execute reverts with");
  }

  /** A {@code DUTCH_V2} quote selling {@link #ORDER_USDC} for WETH, decaying 0.5% below the market. */
  private QuoteResponse orderQuote() {
    return quote(user, ORDER_USDC, USDC, WETH, "UNISWAPX_V2", TradeType.EXACT_INPUT);
  }

  private QuoteResponse quote(LocalSigner wallet, BigInteger amount, Address in, Address out, String protocol,
      TradeType type) {
    return client.quote(QuoteRequest.builder().type(type).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(in.toChecksumHex())
        .tokenOut(out.toChecksumHex()).swapper(wallet.address().toChecksumHex())
        .slippageTolerance(new BigDecimal("0.5")).protocols(protocolsOf(protocol)).build());
  }

  private static List<Protocol> protocolsOf(String protocol) {
    return protocol.equals("POOLS") ? List.of(Protocol.of("V2"), Protocol.of("V3"), Protocol.of("V4"))
        : List.of(Protocol.of(protocol));
  }

  /** What the chain's pools pay now for {@code usdc}, through the best route: the classic quote's output. */
  private BigInteger marketOutput(BigInteger usdc) {
    return quote(user, usdc, USDC, WETH, "POOLS", TradeType.EXACT_INPUT).classicQuote().orElseThrow().output()
        .amount();
  }

  /**
   * The other wallet (with USDC the swapper lends it) sells USDC for WETH through whichever route pays best, until
   * no route pays {@code weth} for the order's USDC any more (the pools are independent: moving the best one leaves
   * the next best).
   */
  private void moveMarketBelow(BigInteger weth) {
    assertThat(sender.send(transaction(user.address(), USDC, Abi.encodeCall("transfer(address,uint256)",
        other.address(), LENT_USDC))).awaitReceipt().success()).isTrue();
    approve(other, otherSender, USDC, MARKET_STEP_USDC.multiply(BigInteger.valueOf(MAX_MARKET_STEPS)));
    for (int step = 0; step < MAX_MARKET_STEPS && marketOutput(ORDER_USDC).compareTo(weth) >= 0; step++) {
      swap(quote(other, MARKET_STEP_USDC, USDC, WETH, "POOLS", TradeType.EXACT_INPUT));
    }
    assertThat(marketOutput(ORDER_USDC)).as("what the market pays for the order's USDC").isLessThan(weth);
  }

  /** The other wallet buys USDC back with WETH through the route that pays best, until the market pays {@code weth}. */
  private void moveMarketBackTo(BigInteger weth) {
    approve(other, otherSender, WETH, new BigInteger("1000000000000000000000")); // 1,000 WETH
    for (int step = 0; step < MAX_MARKET_STEPS && marketOutput(ORDER_USDC).compareTo(weth) < 0; step++) {
      swap(quote(other, MARKET_STEP_USDC, WETH, USDC, "POOLS", TradeType.EXACT_OUTPUT));
    }
    assertThat(marketOutput(ORDER_USDC)).as("what the market pays for the order's USDC")
        .isGreaterThanOrEqualTo(weth);
  }

  private void swap(QuoteResponse quote) {
    String signature = quote.permit().map(permit -> other.sign(TypedData.from(permit)).toHex()).orElse(null);
    SwapRequest request = signature == null ? SwapRequest.fromQuote(quote) : SwapRequest.fromQuote(quote, signature);
    assertThat(otherSender.send(client.swap(request).swap()).awaitReceipt().success()).isTrue();
  }

  private void approve(LocalSigner wallet, TransactionSender from, Address token, BigInteger amount) {
    from.sendApprovals(client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(wallet.address().toChecksumHex()).token(token.toChecksumHex()).amount(amount)
        .chainId(ChainId.MAINNET).build())).forEach(sent -> assertThat(sent.awaitReceipt().success()).isTrue());
  }

  private UniswapXOrder order(String orderId) {
    return client.getOrders(OrdersQuery.builder().orderId(orderId).build()).orders().get(0);
  }

  /** {@code POST /_sim/clock}: moves the simulated clock and the chain's time (a block is mined there). */
  private static void advanceClock(long seconds) {
    HttpRequest request = HttpRequest.newBuilder(URI.create(SERVER.baseUrl().toString().replaceFirst("/v1$", "")
        + "/_sim/clock")).header("content-type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString("{\"advanceSeconds\":" + seconds + "}")).build();
    try {
      HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
      assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    } catch (IOException e) {
      throw new AssertionError("POST /_sim/clock failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }

  private long chainTime() {
    return Long.decode(rpc.request("eth_getBlockByNumber", "latest", false).get("timestamp").textValue());
  }

  /** The swapper spends its unordered nonce on Permit2 (word {@code nonce >> 8}, bit {@code nonce & 0xff}): a cancel. */
  private void cancelOnPermit2(BigInteger nonce) {
    assertThat(sender.send(transaction(user.address(), PERMIT2, Abi.encodeCall(
        "invalidateUnorderedNonces(uint256,uint256)", nonce.shiftRight(8),
        BigInteger.ONE.shiftLeft(nonce.intValue() & 0xff)))).awaitReceipt().success()).isTrue();
  }

  /** Whether Permit2 has spent the swapper's unordered nonce: word {@code nonce >> 8}, bit {@code nonce & 0xff}. */
  private boolean nonceUsed(BigInteger nonce) {
    BigInteger bitmap = (BigInteger) Abi.decode("(uint256)", rpc.call(CallRequest.of(PERMIT2, Abi.encodeCall(
        "nonceBitmap(address,uint256)", user.address(), nonce.shiftRight(8))), BlockTag.LATEST)).get(0);
    return bitmap.testBit(nonce.intValue() & 0xff);
  }

  /** The sum of {@code token}'s Transfer logs from (or to) {@code party} in the receipt. */
  private static BigInteger transferred(TransactionReceipt receipt, Address token, Address party, boolean from) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(token) && log.topics().size() == 3 && log.topics().get(0).equals(TRANSFER)
            && Address.of(Hex.encode(Arrays.copyOfRange(log.topics().get(from ? 1 : 2).toBytes(), 12, 32)))
                .equals(party))
        .map(log -> new BigInteger(1, log.data()))
        .reduce(BigInteger.ZERO, BigInteger::add);
  }

  private static TransactionRequest transaction(Address from, Address to, byte[] data) {
    return TransactionRequest.builder().from(from.toChecksumHex()).to(to.toChecksumHex()).data(Hex.encode(data))
        .value("0x0").chainId(ChainId.MAINNET).build();
  }

  private BigInteger balance(Address token) {
    byte[] out = rpc.call(CallRequest.of(token, Abi.encodeCall("balanceOf(address)", user.address())),
        BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }
}
