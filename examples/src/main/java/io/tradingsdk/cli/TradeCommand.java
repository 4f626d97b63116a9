package io.tradingsdk.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.trade.FileTradeStore;
import io.tradingsdk.trade.Intent;
import io.tradingsdk.trade.LpIntent;
import io.tradingsdk.trade.PollPacer;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeEvent;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeRecord;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.trade.WalletMode;
import io.tradingsdk.wallet.EthRpcClient;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code trading trade}: an intent driven to its final state by {@code sdk-trade}'s engine, one line per step (or
 * one JSON object per event with {@code --json}); {@code trade resume ID} continues one from {@code --store}, {@code
 * trade list} lists them. Exit 0 when settled, 1 for any other final state, 2 for a wrong command line.
 */
@Command(name = "trade", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
    description = {TradeCommand.SUMMARY,
        "Against `trading server` the chains' JSON-RPC URLs come from GET /_sim/chains when --rpc-url is left out.",
        "With --lp an LP action instead (V3 or V4 positions): --token0, --token1 and, by action, --deposit with"
            + " --amount (create, increase), --position (increase, decrease, claim), --percent (decrease).",
        "Example: trading trade --from USDC --to ETH --amount 1000 --key-file wallet.key --store trades",
        "Example: trading trade --lp create --token0 USDT --token1 WETH --deposit USDT --amount 3000"
            + " --key-file wallet.key"},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:settled", "1:another final state (expired, cancelled, reverted, failed)",
        "2:the command line is wrong, or an input cannot be read"})
final class TradeCommand extends ServiceCommand {
  static final String SUMMARY = "Trade to a final state in one call: quote, approve, sign, send, follow (sdk-trade).";

  @Option(names = "--from", paramLabel = "TOKEN", description = "Token sold: symbol or address.")
  String from;

  @Option(names = "--to", paramLabel = "TOKEN", description = "Token bought: symbol or address.")
  String to;

  @Option(names = "--amount", paramLabel = "AMOUNT",
      description = "Amount sold, in whole tokens (1000 = 1,000 USDC); with --lp, of --deposit.")
  BigDecimal amount;

  @Option(names = "--chain", paramLabel = "ID", defaultValue = "1",
      description = "Chain of --from, or of the pool with --lp (default 1).")
  long chain;

  @Option(names = "--to-chain", paramLabel = "ID", description = "Chain of --to, for a cross-chain trade.")
  Long toChain;

  @Option(names = "--routing", paramLabel = "best|classic|uniswapx", defaultValue = "best",
      description = "Accepted routings (default best).")
  String routing;

  @Option(names = "--wallet", paramLabel = "eoa|7702|5792", defaultValue = "eoa",
      description = "Wallet mode (default eoa).")
  String wallet;

  @Option(names = "--min-out", paramLabel = "BASE_UNITS",
      description = "The least output accepted, in the output's base units: never executed worse.")
  BigInteger minOut;

  /** The wallet's key: --key-file (or --keystore, --pkcs11-module). */
  @picocli.CommandLine.Mixin KeyOptions key;

  @Option(names = "--rpc-url", paramLabel = "URL|CHAINID=URL",
      description = "JSON-RPC node: one URL for every chain, or CHAINID=URL per chain (repeatable).")
  List<String> rpcUrls = new ArrayList<>();

  @Option(names = "--store", paramLabel = "DIR", description = "Journal the trade in DIR (resumable).")
  Path store;

  @Option(names = "--lp", paramLabel = "create|increase|decrease|claim",
      description = "An LP action instead of a trade: open a position, add to it, take a --percent out, or collect"
          + " its fees.")
  String lp;

  @Option(names = "--protocol", paramLabel = "V3|V4", description = "With --lp: the pool's protocol (default V3).")
  String protocol;

  @Option(names = "--token0", paramLabel = "TOKEN", description = "With --lp: the pool's first token, symbol or address.")
  String token0;

  @Option(names = "--token1", paramLabel = "TOKEN", description = "With --lp: the pool's second token.")
  String token1;

  @Option(names = "--deposit", paramLabel = "TOKEN",
      description = "With --lp create|increase: the token of --amount, one of the pair (the other follows from the"
          + " pool's price).")
  String deposit;

  @Option(names = "--raw-amount", description = "With --lp: --amount is in base units, not whole tokens.")
  boolean rawAmount;

  @Option(names = "--position", paramLabel = "ID",
      description = "With --lp increase|decrease|claim: the position's NFT token id.")
  String position;

  @Option(names = "--percent", paramLabel = "PERCENT",
      description = "With --lp decrease: the share of the liquidity taken out, 1 to 100.")
  Integer percent;

  @Option(names = "--pool", paramLabel = "POOL",
      description = "With --lp create: the pool's address or V4 id (default: looked up by the pair).")
  String pool;

  @Option(names = "--tick-lower", paramLabel = "TICK", description = "With --lp create: the range's lower tick"
      + " (default: full range).")
  Integer tickLower;

  @Option(names = "--tick-upper", paramLabel = "TICK", description = "With --lp create: the range's upper tick.")
  Integer tickUpper;

  @Override
  int run(TradingClient client) {
    Intent intent = lp == null ? intent() : lpIntent();
    Nodes nodes = Nodes.of(rpcUrls, client, err());
    try {
      TradeEngine engine = engine(client, key.signer("to sign the trade"), store, nodes, this);
      return report(engine.execute(intent));
    } finally {
      nodes.close();
    }
  }

  private TradeIntent intent() {
    refuse("a trade (give --lp for an LP action)", "--protocol", protocol, "--token0", token0, "--token1", token1,
        "--deposit", deposit, "--raw-amount", rawAmount ? true : null, "--position", position, "--percent", percent,
        "--pool", pool, "--tick-lower", tickLower, "--tick-upper", tickUpper);
    // Checked here, not by picocli: `trade list` and `trade resume` need none of the trade's options.
    for (Object[] required : new Object[][] {{"--from", from}, {"--to", to}, {"--amount", amount}}) {
      if (required[1] == null) {
        throw new CliException(ExitCodes.UNREADABLE, "Missing required option: '" + required[0] + "'");
      }
    }
    TradeIntent.Builder b = TradeIntent.builder().sell(from).buy(to).chain(chain).amount(amount);
    if (toChain != null) {
      b.toChain(toChain);
    }
    switch (routing.toLowerCase(Locale.ROOT)) {
      case "best" -> b.routing(RoutePreference.BEST);
      case "classic" -> b.routing(RoutePreference.CLASSIC);
      case "uniswapx", "gasless" -> b.routing(RoutePreference.GASLESS);
      default -> throw new CliException(ExitCodes.UNREADABLE, "--routing: expected best, classic or uniswapx, got "
          + routing);
    }
    switch (wallet.toLowerCase(Locale.ROOT)) {
      case "eoa" -> b.wallet(WalletMode.EOA);
      case "7702" -> b.wallet(WalletMode.EIP_7702);
      case "5792" -> b.wallet(WalletMode.EIP_5792);
      default -> throw new CliException(ExitCodes.UNREADABLE, "--wallet: expected eoa, 7702 or 5792, got " + wallet);
    }
    if (minOut != null) {
      b.minAmountOut(minOut);
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.UNREADABLE, e.getMessage());
    }
  }

  /** The LP action of {@code --lp}: its options checked here, so each error names the option at fault. */
  private LpIntent lpIntent() {
    String action = lp.toLowerCase(Locale.ROOT);
    if (!List.of("create", "increase", "decrease", "claim").contains(action)) {
      throw new CliException(ExitCodes.UNREADABLE, "--lp: expected create, increase, decrease or claim, got " + lp);
    }
    String where = "--lp " + action;
    refuse("an LP action (--lp takes --token0 and --token1)", "--from", from, "--to", to, "--to-chain", toChain,
        "--routing", matched("--routing") ? routing : null, "--wallet", matched("--wallet") ? wallet : null,
        "--min-out", minOut);
    String proto = protocol == null ? "V3" : protocol.toUpperCase(Locale.ROOT);
    if (!proto.equals("V3") && !proto.equals("V4")) {
      throw new CliException(ExitCodes.UNREADABLE, "--protocol: expected V3 or V4 (positions with an id; V2 pairs:"
          + " trading lp create-classic), got " + protocol);
    }
    require(where, "--token0", token0, "--token1", token1);
    ChainId chainId = ChainId.of(chain);
    TokenBook.Token t0 = service.tokens().resolve("--token0", token0, chainId);
    TokenBook.Token t1 = service.tokens().resolve("--token1", token1, chainId);
    if (t0.address().equalsIgnoreCase(t1.address())) {
      throw new CliException(ExitCodes.UNREADABLE, "--token1: the pool's two tokens must differ, both are "
          + t0.label());
    }
    boolean deposits = action.equals("create") || action.equals("increase");
    if (deposits) {
      require(where, "--deposit", deposit, "--amount", amount);
    } else {
      refuse(where + " (it deposits nothing)", "--deposit", deposit, "--amount", amount,
          "--raw-amount", rawAmount ? true : null);
    }
    if (action.equals("create")) {
      refuse(where + " (it mints a new position)", "--position", position);
    } else {
      require(where, "--position", position);
      if (!position.matches("[0-9]+")) {
        throw new CliException(ExitCodes.UNREADABLE, "--position: expected the position's NFT token id in decimal,"
            + " got " + position);
      }
      refuse(where + " (the position has its pool and range)", "--pool", pool, "--tick-lower", tickLower,
          "--tick-upper", tickUpper);
    }
    if (action.equals("decrease")) {
      require(where, "--percent", percent);
      if (percent < 1 || percent > 100) {
        throw new CliException(ExitCodes.UNREADABLE, "--percent: expected 1 to 100, got " + percent);
      }
    } else {
      refuse(where, "--percent", percent);
    }
    if ((tickLower == null) != (tickUpper == null)) {
      throw new CliException(ExitCodes.UNREADABLE, (tickLower == null ? "--tick-lower" : "--tick-upper")
          + ": give both --tick-lower and --tick-upper, or neither (full range)");
    }
    if (tickLower != null && tickLower >= tickUpper) {
      throw new CliException(ExitCodes.UNREADABLE, "--tick-lower: " + tickLower + " must be below --tick-upper "
          + tickUpper);
    }
    String a = t0.address();
    String b = t1.address();
    LpIntent.Builder intent = switch (action) {
      case "create" -> LpIntent.create(chain, proto, a, b);
      case "increase" -> LpIntent.increase(chain, proto, position, a, b);
      case "decrease" -> LpIntent.decrease(chain, proto, position, a, b).percentage(percent);
      default -> LpIntent.claim(chain, proto, position, a, b);
    };
    if (deposits) {
      TokenBook.Token token = service.tokens().resolve("--deposit", deposit, chainId);
      if (!token.address().equalsIgnoreCase(a) && !token.address().equalsIgnoreCase(b)) {
        throw new CliException(ExitCodes.UNREADABLE, "--deposit: expected one of the pair, " + t0.label() + " or "
            + t1.label() + ", was " + deposit);
      }
      intent.deposit(token.address(), TokenBook.baseUnits("--amount", amount.toPlainString(), token, rawAmount));
    }
    if (pool != null) {
      intent.poolReference(pool);
    }
    if (tickLower != null) {
      intent.ticks(tickLower, tickUpper);
    }
    try {
      return intent.build();
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.UNREADABLE, e.getMessage());
    }
  }

  /** Whether {@code option} is on the command line (not only its default). */
  private boolean matched(String option) {
    return spec.commandLine().getParseResult().hasMatchedOption(option);
  }

  /** Exit 2 naming the first of {@code namesAndValues} (name, value, ...) that is missing. */
  private static void require(String what, Object... namesAndValues) {
    for (int i = 0; i < namesAndValues.length; i += 2) {
      if (namesAndValues[i + 1] == null) {
        throw new CliException(ExitCodes.UNREADABLE, namesAndValues[i] + ": required for " + what);
      }
    }
  }

  /** Exit 2 naming the first of {@code namesAndValues} (name, value, ...) that is given but does not apply. */
  private static void refuse(String what, Object... namesAndValues) {
    for (int i = 0; i < namesAndValues.length; i += 2) {
      if (namesAndValues[i + 1] != null) {
        throw new CliException(ExitCodes.UNREADABLE, namesAndValues[i] + ": does not apply to " + what);
      }
    }
  }

  /** An engine printing each event to {@code command}'s output. */
  static TradeEngine engine(TradingClient client, Signer signer, Path store, Nodes nodes, ServiceCommand command) {
    TradeEngine.Builder b = TradeEngine.builder(client, signer).rpc(nodes::node).pacer(nodes.pacer())
        .listener(event -> printEvent(command, event));
    if (store != null) {
      b.store(FileTradeStore.in(store));
    }
    return b.build();
  }

  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

  private static void printEvent(ServiceCommand command, TradeEvent event) {
    PrintWriter out = command.out();
    if (command.service.json) {
      ObjectNode line = TradingJson.mapper().createObjectNode();
      line.put("trade", event.tradeId());
      line.put("event", event.type());
      line.put("state", event.status().name());
      if (event.type().equals("final")) {
        Map<String, String> d = event.details();
        line.put("final", d.get("status"));
        line.put("routing", d.getOrDefault("routing", null));
        ArrayNode hashes = line.putArray("txHashes");
        for (String h : d.getOrDefault("txHashes", "").split(",")) {
          if (!h.isEmpty()) {
            hashes.add(h);
          }
        }
        line.put("amountIn", d.getOrDefault("amountIn", null));
        line.put("amountOut", d.getOrDefault("amountOut", null));
        d.forEach((k, v) -> {
          if (!line.has(k) && !k.equals("status") && !k.equals("txHashes")) {
            line.put(k, v);
          }
        });
      } else {
        event.details().forEach(line::put);
      }
      out.println(line);
    } else {
      StringBuilder text = new StringBuilder();
      text.append(LocalTime.ofInstant(event.at(), ZoneOffset.UTC).format(TIME)).append("  ")
          .append(String.format(Locale.ROOT, "%-20s %-10s", event.type(), event.status()));
      event.details().forEach((k, v) -> {
        if (!v.isEmpty() && !k.equals("intent")) {
          text.append(' ').append(k).append('=').append(v);
        }
      });
      if (event.type().equals("created")) {
        text.append(' ').append(event.details().get("intent"));
      }
      out.println(text);
    }
    out.flush();
  }

  static int report(TradeResult result) {
    return result.settled() ? ExitCodes.OK : ExitCodes.FAILED;
  }

  /**
   * The chains' JSON-RPC clients: from {@code --rpc-url} (one for every chain, or per chain), else from the
   * reference server's {@code GET /_sim/chains}, whose simulated clock then moves a block per wait.
   */
  static final class Nodes implements AutoCloseable {
    private final Map<Long, String> urls;
    private final String fallback;
    private final PollPacer pacer;
    private final Map<Long, EthRpcClient> clients = new HashMap<>();

    private Nodes(Map<Long, String> urls, String fallback, PollPacer pacer) {
      this.urls = urls;
      this.fallback = fallback;
      this.pacer = pacer;
    }

    static Nodes of(List<String> options, TradingClient client, PrintWriter err) {
      Map<Long, String> urls = new HashMap<>();
      String fallback = null;
      for (String option : options) {
        int eq = option.indexOf('=');
        if (eq > 0 && option.substring(0, eq).matches("[0-9]+")) {
          urls.put(Long.parseLong(option.substring(0, eq)), option.substring(eq + 1));
        } else if (fallback == null) {
          fallback = option;
        } else {
          throw new CliException(ExitCodes.UNREADABLE, "--rpc-url: one plain URL only; give CHAINID=URL per chain");
        }
      }
      if (!options.isEmpty()) {
        return new Nodes(urls, fallback, PollPacer.every(Duration.ofSeconds(2)));
      }
      URI api = URI.create(client.options().baseUrl().toString());
      String base = api.getScheme() + "://" + api.getRawAuthority(); // the control API is at the server's root
      JsonNode chains = simChains(base);
      for (JsonNode c : chains) {
        urls.put(c.path("chainId").asLong(), c.path("rpcUrl").asText());
      }
      err.println("nodes: from " + base + "/_sim/chains (" + urls.size() + " chains)");
      err.flush();
      return new Nodes(urls, null, (what, attempt) -> advanceSimClock(base));
    }

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static JsonNode simChains(String base) {
      try {
        HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/_sim/chains"))
            .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
          throw new CliException(ExitCodes.UNREADABLE, "--rpc-url: required (" + base + "/_sim/chains answered "
              + answer.statusCode() + ": not a reference server)");
        }
        return TradingJson.mapper().readTree(answer.body());
      } catch (java.io.IOException e) {
        throw new CliException(ExitCodes.UNREADABLE, "--rpc-url: required (" + base + "/_sim/chains: " + e + ")");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new CliException(ExitCodes.FAILED, "interrupted");
      }
    }

    /** The simulated chains settle as their clock moves: a block (12 s) per wait, no sleeping. */
    private static void advanceSimClock(String base) throws InterruptedException {
      try {
        HTTP.send(HttpRequest.newBuilder(URI.create(base + "/_sim/clock")).timeout(Duration.ofSeconds(10))
            .header("content-type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"advanceSeconds\":12}")).build(),
            HttpResponse.BodyHandlers.discarding());
      } catch (java.io.IOException e) {
        Thread.sleep(1000);
      }
    }

    PollPacer pacer() {
      return pacer;
    }

    synchronized EthRpcClient node(long chainId) {
      String url = urls.getOrDefault(chainId, fallback);
      if (url == null) {
        return null;
      }
      return clients.computeIfAbsent(chainId, id -> EthRpcClient.builder(url).build());
    }

    @Override
    public synchronized void close() {
      clients.values().forEach(EthRpcClient::close);
    }
  }

  /** {@code trading trade resume ID}: continues a trade from its journal. */
  @Command(name = "resume", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Resume.SUMMARY})
  static final class Resume extends ServiceCommand {
    static final String SUMMARY = "Continue a trade from --store without sending anything twice.";

    @Parameters(index = "0", paramLabel = "ID", description = "The trade's id.")
    String id;

    @Option(names = "--store", required = true, paramLabel = "DIR", description = "The trades' journal directory.")
    Path store;

    /** The wallet's key: --key-file (or --keystore, --pkcs11-module). */
    @picocli.CommandLine.Mixin KeyOptions key;

    @Option(names = "--rpc-url", paramLabel = "URL|CHAINID=URL", description = "JSON-RPC node(s), as for trade.")
    List<String> rpcUrls = new ArrayList<>();

    @Override
    int run(TradingClient client) {
      TradeStore trades = FileTradeStore.in(store);
      if (TradeRecord.read(trades, id).isEmpty()) {
        throw new CliException(ExitCodes.UNREADABLE, "ID: no trade " + id + " in " + store);
      }
      Nodes nodes = Nodes.of(rpcUrls, client, err());
      try {
        return report(engine(client, key.signer("to sign the trade"), store, nodes, this).resumeAndWait(id));
      } finally {
        nodes.close();
      }
    }
  }

  /** {@code trading trade list}: the trades of a store. */
  @Command(name = "list", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {List_.SUMMARY})
  static final class List_ implements java.util.concurrent.Callable<Integer> {
    static final String SUMMARY = "List the trades journaled in --store, with their final state.";

    @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--store", required = true, paramLabel = "DIR", description = "The trades' journal directory.")
    Path store;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      for (TradeRecord r : TradeRecord.list(FileTradeStore.in(store))) {
        out.printf(Locale.ROOT, "%s  %-10s %-9s %s%n", r.id(),
            r.result().map(x -> x.status().name()).orElse("UNFINISHED"), r.routing().orElse("-"), r.intent());
      }
      out.flush();
      return ExitCodes.OK;
    }
  }
}
