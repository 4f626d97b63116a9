package io.tradingsdk.cli;

import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.TypedData;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The commands that trade: {@code swap} (broadcasts only with {@code --execute}), {@code order} and {@code
 * orders}.
 */
final class TradeCommands {
  private TradeCommands() {}

  /** Quotes for the key's wallet, with the command's {@code --routing} (its default is the command's own). */
  static QuoteResponse quote(ServiceCommand command, TradingClient client, QuoteInputs inputs, Signer signer) {
    return client.quote(inputs.request(command.service.tokens(), signer.address().toChecksumHex()));
  }

  /** {@code trading swap}: quote, sign the permit, POST /swap, print the transaction. */
  @Command(name = "swap", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Swap.SUMMARY,
          "Without --execute it never broadcasts: send the printed transaction with your wallet. With --execute"
              + " --rpc-url URL it is the trade engine's classic case (as trading trade --routing classic): the"
              + " approval Permit2 needs, the permit, /swap, the swap sent and confirmed, /swaps until settled, one"
              + " line per step; exit 1 when it does not settle.",
          "Example: trading swap --from USDC --to ETH --amount 1000 --key-file wallet.key"})
  static final class Swap extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Build a swap transaction (POST /quote, then POST /swap) with the permit signed by the key (--key-file, --keystore or --pkcs11-module).";

    @Mixin QuoteInputs inputs = new QuoteInputs("classic");
    @Mixin KeyOptions key;
    @Mixin ExecuteOptions execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      if (broadcasting && !"classic".equalsIgnoreCase(inputs.routing)) {
        throw new CliException(ExitCodes.UNREADABLE, "--routing " + inputs.routing + ": swap --execute runs the"
            + " classic case only; for other routings use trading trade --routing " + inputs.routing);
      }
      Signer signer = key.signer("to sign the permit");
      if (broadcasting) {
        return executeThroughTheEngine(client, signer);
      }
      QuoteResponse quote = quote(this, client, inputs, signer);
      if (quote.quote() instanceof OrderQuote) {
        throw new CliException(ExitCodes.FAILED, "the quote is a gasless " + quote.routing()
            + " order, not a transaction: use trading order");
      }
      return build(client, signer, quote);
    }

    /**
     * {@code --execute}: the trade engine's classic case (sdk-trade): approval, permit, /swap, send, receipt, /swaps,
     * one line per step; exit 0 when settled, 1 otherwise.
     */
    private int executeThroughTheEngine(TradingClient client, Signer signer) {
      inputs.request(service.tokens(), signer.address().toChecksumHex()); // resolves the tokens and the amount
      io.tradingsdk.trade.TradeIntent.Builder intent = io.tradingsdk.trade.TradeIntent.builder()
          .sell(inputs.tokenIn.address()).buy(inputs.tokenOut.address()).chain(inputs.chain.id())
          .amountInBaseUnits(inputs.baseUnits).routing(io.tradingsdk.trade.RoutePreference.CLASSIC)
          .type(inputs.exactOutput ? io.tradingsdk.models.TradeType.EXACT_OUTPUT
              : io.tradingsdk.models.TradeType.EXACT_INPUT);
      if (inputs.toChain != null) {
        intent.toChain(inputs.toChain.id());
      }
      if (inputs.slippage != null) {
        intent.slippagePercent(inputs.slippage);
      }
      TradeCommand.Nodes nodes = TradeCommand.Nodes.of(java.util.List.of(execute.rpcUrl()), client, err());
      try {
        return TradeCommand.report(TradeCommand.engine(client, signer, null, nodes, this).execute(intent.build()));
      } finally {
        nodes.close();
      }
    }

    /** Signs the permit, POST /swap, prints the transaction (for the user's wallet to send). */
    private int build(TradingClient client, Signer signer, QuoteResponse quote) {
      SwapRequest request = quote.permit()
          .map(permit -> SwapRequest.fromQuote(quote, signer.sign(TypedData.from(permit)).toHex()))
          .orElseGet(() -> SwapRequest.fromQuote(quote));
      RawResponse<SwapResponse> raw = client.raw().swap(request);
      if (!printedJson(raw.body())) {
        QuoteCommand.summarize(this, inputs, quote);
        transaction("transaction", raw.body().swap());
        raw.routerVersion().ifPresent(v -> line("router", v));
        line("request id", raw.body().requestId());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading order}: a UniswapX quote, its permit signed, POST /order. */
  @Command(name = "order", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Order.SUMMARY,
          "POST /order. Example: trading order --from USDC --to WETH --amount 2000 --key-file wallet.key"})
  static final class Order extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Submit a gasless UniswapX order: POST /quote (routing uniswapx), sign its permit with the key,";

    @Mixin QuoteInputs inputs = new QuoteInputs("uniswapx");
    @Mixin KeyOptions key;

    @Override
    int run(TradingClient client) {
      Signer signer = key.signer("to sign the permit");
      QuoteResponse quote = quote(this, client, inputs, signer);
      if (!(quote.quote() instanceof OrderQuote)) {
        throw new CliException(ExitCodes.FAILED, "the quote is " + quote.routing()
            + ", not a UniswapX order: use trading swap");
      }
      String signature = signer.sign(TypedData.from(quote.permit().orElseThrow(
          () -> new CliException(ExitCodes.FAILED, "the order quote carries no permitData to sign")))).toHex();
      RawResponse<OrderResponse> raw = client.raw().order(OrderRequest.fromQuote(quote, signature));
      if (!printedJson(raw.body())) {
        QuoteCommand.summarize(this, inputs, quote);
        line("order", raw.body().orderId());
        line("status", raw.body().orderStatus() + " (follow it with trading orders --order-id ID)");
        line("request id", raw.body().requestId());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading orders}: GET /orders, every page. */
  @Command(name = "orders", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = Orders.SUMMARY)
  static final class Orders extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "UniswapX orders by id or by swapper, every page (GET /orders).";

    @Option(names = "--order-id", paramLabel = "ID", description = "One order.")
    String orderId;

    @Option(names = "--swapper", paramLabel = "ADDRESS", converter = AddressOption.class, description = "Every order of a wallet.")
    String swapper;

    @Option(names = "--status", paramLabel = "STATUS", description = "Only orders in this status (open, filled, ...).")
    String status;

    @Override
    int run(TradingClient client) {
      if (orderId == null && swapper == null) {
        throw new CliException(ExitCodes.UNREADABLE, "orders: expected --order-id or --swapper");
      }
      var query = OrdersQuery.builder();
      if (orderId != null) {
        query.orderId(orderId);
      }
      if (swapper != null) {
        query.swapper(swapper);
      }
      if (status != null) {
        query.orderStatus(OrderStatus.of(status));
      }
      List<UniswapXOrder> orders = client.ordersStream(query.build()).collect(Collectors.toList());
      if (!printedJson(orders)) {
        for (UniswapXOrder order : orders) {
          line(order.orderId(), order.orderStatus() + " " + order.type() + " on chain " + order.chainId().id()
              + order.txHash().map(h -> ", fill " + h).orElse(""));
        }
        line("orders", orders.size());
      }
      return ExitCodes.OK;
    }
  }
}
