package io.tradingsdk.examples;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A gasless UniswapX order: a DUTCH_V2 quote, its {@code permitData} signed locally, {@code POST /order}, then
 * {@code GET /orders} until a filler fills it. The wallet sends no transaction and pays no gas: the filler does.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.GaslessOrder
 * </pre>
 *
 * <p>Reads {@code TRADING_API_BASE_URL} and {@code TRADING_API_KEY} (without a base URL it runs against the
 * embedded reference server) and {@code TRADING_PRIVATE_KEY} (without it, a throwaway key made for the run).
 */
public final class GaslessOrder {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"; // 6 decimals
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final int MAX_POLLS = 20;
  /** About one block on Ethereum: fillers act within a few. */
  private static final Duration BLOCK = Duration.ofSeconds(12);

  private GaslessOrder() {}

  public static void main(String[] args) {
    ExampleRunner.main("GaslessOrder", args, GaslessOrder::run);
  }

  /** The example itself: true when the order was filled. */
  static boolean run(String[] args) throws InterruptedException {
    if (args.length > 0) {
      throw new ExampleRunner.UsageException("unexpected argument " + args[0] + "; usage: GaslessOrder");
    }
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder().fromEnv().options(sandbox::apply).build()) {
      LocalSigner wallet = LocalSigner.of(DevKeys.keyInEnvironment()
          ? PrivateKey.fromEnv(DevKeys.KEY_VARIABLE)
          : PrivateKey.random()); // examples only: a random key for this run, holding nothing
      String swapper = wallet.address().toChecksumHex();
      Optional<SimulatedChain> chain = sandbox.chain(); // present only against the embedded server

      // 1. A quote restricted to UniswapX v2: on Ethereum a large enough amount comes back as a DUTCH_V2 order.
      QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT)
          .amount(new BigInteger("2000000000")) // 2,000 USDC in base units
          .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC).tokenOut(WETH)
          .swapper(swapper).protocols(List.of(Protocol.of("UNISWAPX_V2")))
          .slippageTolerance(BigDecimal.ONE).build());
      if (!quote.routing().equals(Routing.DUTCH_V2)) {
        throw new IllegalStateException("expected a DUTCH_V2 quote, got " + quote.routing());
      }

      // 2. The order is the permit: signing permitData (EIP-712) authorises the filler to take the input.
      String signature = wallet.sign(TypedData.from(quote.permit()
          .orElseThrow(() -> new IllegalStateException("the DUTCH_V2 quote carries no permitData")))).toHex();
      System.out.println("Quote " + quote.routing() + ", order permit signed");

      // 3. POST /order: 201 and an open order; from here on the filler does the work.
      OrderResponse created = client.order(OrderRequest.fromQuote(quote, signature));
      String orderId = created.orderId();
      System.out.println("Order " + orderId + ": " + created.orderStatus());

      // 4. Follow it. The embedded server's clock moves only when told, so each read advances it a block;
      //    a real service is polled with a pause.
      OrdersQuery byId = OrdersQuery.builder().orderId(orderId).build();
      OrderStatus status = created.orderStatus();
      for (int poll = 0; poll < MAX_POLLS && status.equals(OrderStatus.OPEN); poll++) {
        if (chain.isPresent()) {
          chain.get().advanceTime(BLOCK);
        } else {
          Thread.sleep(sandbox.pollInterval().toMillis());
        }
        io.tradingsdk.models.order.UniswapXOrder order = client.getOrders(byId).orders().get(0);
        status = order.orderStatus();
        System.out.println("Order " + orderId + ": " + status + order.txHash().map(tx -> ", fill " + tx).orElse(""));
      }

      // 5. Every order of this wallet, every page: ordersIterable follows the cursor for you.
      int mine = 0;
      for (io.tradingsdk.models.order.UniswapXOrder ignored : client.ordersIterable(OrdersQuery.ofSwapper(swapper))) {
        mine++;
      }
      System.out.println("Orders of " + swapper + ": " + mine);
      return status.equals(OrderStatus.FILLED);
    }
  }
}
