package io.tradingsdk.cli;

import io.tradingsdk.server.ApiKey;
import io.tradingsdk.server.FaultInjector;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code trading server}: runs the reference Trading API until killed. It prints the base URL
 * first, so a script can read it (with {@code --port 0} the port is chosen by the system).
 */
@Command(
    name = "server",
    mixinStandardHelpOptions = true,
    versionProvider = SdkVersion.class,
    // One string per paragraph: picocli wraps each at the help's width (80 columns) between words. Only the table
    // of the control API is laid out by hand, each line within 80 columns.
    description = {
      ServerCommand.SUMMARY,
      "Built-in keys: test-key (plain), fee-key (25-bip fee), limited-key (3 req/s), blocked-key (blocked).",
      "",
      "It serves the 22 chains of the API (mainnets and testnets), each with its real Permit2, routers, pool and"
          + " position contracts, UniswapX reactors and common tokens (docs/chains.md).",
      "Each simulated chain answers Ethereum JSON-RPC at /rpc/{chainId} (eth_sendRawTransaction checked as a node"
          + " checks it, receipts with"
          + " their logs, eth_call, eth_estimateGas, fees, blocks on the simulated clock): point a wallet, web3j,"
          + " ethers or cast at http://127.0.0.1:8080/rpc/1 to send what the API built.",
      "",
      "The same port serves a control API under /_sim (JSON in and out; off with --no-control), to play the clock"
          + " and the world from any language or from curl:",
      "  GET    /_sim/chains     every chain with its JSON-RPC URL, kind (evm or",
      "                          simulated), routers, UniswapX reactors, bridge,",
      "                          position managers and tokens",
      "  GET    /_sim/clock      the simulated time; POST {\"advanceSeconds\": N}",
      "                          moves it: orders fill or expire, swaps settle,",
      "                          LP fees accrue",
      "  POST   /_sim/reset      back to the seed's state; {\"seed\": N} takes",
      "                          another seed",
      "  GET    /_sim/requests?limit=N",
      "                          the last requests received (API key redacted),",
      "                          paths as /v1/...; DELETE clears them",
      "  PUT    /_sim/faults     {\"rules\": [{\"method\", \"path\", \"count\" | \"every\",",
      "                          \"status\" [+ \"retryAfterSeconds\"] | \"latencyMs\" |",
      "                          \"drop\" | \"truncate\"}]}; a path as the journal",
      "                          shows it (/v1/quote) or relative to /v1 (/quote);",
      "                          GET lists the rules, DELETE clears them",
      "  GET    /_sim/state?wallet=0x...&chainId=N",
      "                          allowances, delegations, positions, orders,",
      "                          swaps, native ETH balances",
      "  GET    /_sim/balances?wallet=0x...&chainId=N[&token=0x...]",
      "                          a wallet's native ETH (wei) or token balance;",
      "                          PUT {\"chainId\", \"wallet\", \"nativeBalance\"} or",
      "                          {..., \"token\", \"balance\"} sets it (a faucet;",
      "                          wallets start with 10,000 ETH and 1,000,000 of",
      "                          a token)",
      "",
      "With --evm, Ethereum (chain 1) runs on a real EVM; --evm 1,8453,42161 runs each listed chain on its own anvil"
          + " (that chain id, started in parallel) with the real Permit2, Universal Routers 1.2.2, 2.0.0 and 2.1.0 and"
          + " UniswapX reactors at the chain's addresses, its tokens at their real addresses and the V2/V3/V4 pools"
          + " seeded like the simulated market. Wallets send to anvil's URL (GET /_sim/chains, \"kind\": \"evm\")."
          + " The first start installs anvil and the contracts with npm (lockfile-pinned; Node.js 20+ needed),"
          + " deploys them and dumps the state into the cache; later starts load it. /_sim/reset reverts the chain"
          + " to that state, /_sim/clock moves its time.",
      "What stays simulated: the other chains and cross-chain plans (/plan); the server cosigns DUTCH_V2"
          + " (Ethereum), DUTCH_V3 (Arbitrum) and PRIORITY (Base) orders (/order) and fills them, and limit orders,"
          + " on the chain's real reactor, V2 positions run on the real V2 router and pairs, V3 positions on the real"
          + " NonfungiblePositionManager and V4 positions on the real V4 PositionManager. A plan's steps on an EVM"
          + " chain before its bridge (approvals, permit, swaps) run on the real contracts. A BRIDGE quote's /swap"
          + " between two EVM chains deposits into the origin's SpokePool (a stand-in of Across') and the server's"
          + " relayer fills it on the destination's anvil; one between an EVM chain and a simulated chain is refused.",
      "",
      "Beyond loopback (--bind 0.0.0.0) the control API and eth_sendRawTransaction need --control-token TOKEN"
          + " (clients send Authorization: Bearer TOKEN), or --no-control; without either the server does not"
          + " start. The development keys answer loopback clients only, unless --dev-keys-anywhere.",
      ""
    })
public final class ServerCommand implements Callable<Integer> {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY =
      "Run the reference Trading API (deterministic pools, Permit2 permits, plans, approvals, faults) until "
          + "killed.";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--port", description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
  int port = 8080;

  @Option(names = "--bind", description = "Address to bind (default: ${DEFAULT-VALUE}, loopback only).")
  String bind = "127.0.0.1";

  @Option(names = "--seed", description = "Seed of the simulated market: same seed, same quotes (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--api-key",
      paramLabel = "SPEC",
      description = "Accept another key (repeatable). SPEC is KEY[,fee=BIPS@RECIPIENT][,rps=N][,burst=N][,blocked],"
          + " e.g. partner,fee=30@0x1111...1111,rps=5 (the fee recipient: an address).")
  List<String> apiKeys = new ArrayList<>();

  @Option(names = "--no-dev-keys", description = "Do not accept the built-in development keys.")
  boolean noDevKeys;

  @Option(names = "--confirmations", description = "Status reads a submitted transaction stays PENDING (default: ${DEFAULT-VALUE}).")
  int confirmations = 1;

  @Option(names = "--latency-ms", description = "Delay every answer by this many milliseconds.")
  long latencyMs;

  @Option(names = "--fail-every", description = "Answer every N-th request with --fail-status.")
  int failEvery;

  @Option(names = "--fail-status", description = "Status of --fail-every answers (default: ${DEFAULT-VALUE}).")
  int failStatus = 503;

  @Option(names = "--drop-every", description = "Drop the connection of every N-th request.")
  int dropEvery;

  @Option(names = "--truncate-every", description = "Cut the body of every N-th answer in half.")
  int truncateEvery;

  @Option(names = "--no-control", description = "Do not serve the control API under /_sim (it then answers 404);"
      + " without --control-token, only loopback clients may then send transactions to /rpc.")
  boolean noControl;

  @Option(names = "--control-token", paramLabel = "TOKEN", defaultValue = "${env:TRADING_CONTROL_TOKEN}",
      description = "Guard /_sim and eth_sendRawTransaction: requests must carry Authorization: Bearer TOKEN (16+"
          + " characters). Read from TRADING_CONTROL_TOKEN when not given, so it need not show in the process list.")
  String controlToken;

  @Option(names = "--dev-keys-anywhere", description = "Accept the development keys from any client, not only loopback.")
  boolean devKeysAnywhere;

  @Option(names = "--evm", arity = "0..1", fallbackValue = "1", paramLabel = "CHAIN[,CHAIN...]",
      description = "Run these chains (default: 1, Ethereum) on anvil, one each, with the real Uniswap contracts (see"
          + " above).")
  String evm;

  @Option(names = "--anvil", paramLabel = "PATH",
      description = "The anvil binary of --evm (default: TRADING_ANVIL, else the one npm installs).")
  Path anvil;

  @Option(names = "--evm-tools", paramLabel = "DIR", description = {
      "A folder where npm ci already ran on build-tools/evm: --evm then installs nothing."})
  Path evmTools;

  @Option(names = "--evm-cache", paramLabel = "DIR", description = {
      "Where --evm keeps its npm install and dumped state (default: ~/.cache/trading-sdk/evm)."})
  Path evmCache;

  @Option(names = "--threads", description = "Requests served at once (default: ${DEFAULT-VALUE}).")
  int threads = 32;

  /** Released to stop the server; tests use it instead of a signal. */
  final CountDownLatch stop = new CountDownLatch(1);

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    ReferenceServer server;
    try {
      server = build().start();
    } catch (IllegalArgumentException | IllegalStateException e) {
      spec.commandLine().getErr().println("error: " + e.getMessage());
      return ExitCodes.UNREADABLE;
    }
    Thread hook = new Thread(server::close, "reference-server-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      out.println(server.baseUrl());
      out.println("Reference Trading API, seed " + seed + ", listening on " + server.baseUrl());
      out.println("JSON-RPC: " + describeChains(server));
      for (long chainId : server.handler().config().evmChains()) {
        out.println("EVM: chain " + chainId + " on anvil at " + server.rpcUrl(chainId));
      }
      if (server.handler().config().evm()) {
        out.println("EVM: simulated: the other chains, cross-chain plans' bridges");
      }
      out.println("Keys: " + describeKeys(server.handler().config())
          + (devKeysAnywhere ? " (accepted from any client)" : ""));
      if (!noControl) {
        out.println("Control API: " + server.baseUrl().resolve("/_sim")
            + (server.handler().config().hasControlToken() ? " (Authorization: Bearer token required)"
                : " (off with --no-control)"));
      }
      String faults = describeFaults();
      if (!faults.isEmpty()) {
        out.println("Faults: " + faults);
      }
      out.println("Stop with Ctrl+C.");
      out.flush();
      stop.await();
      return ExitCodes.OK;
    } finally {
      server.close();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException alreadyShuttingDown) {
        // the hook is running or ran: the server is closed either way
      }
    }
  }

  ReferenceServer build() {
    InetAddress address;
    try {
      address = InetAddress.getByName(bind);
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException("--bind: unknown address " + bind);
    }
    ReferenceServer.Builder builder = ReferenceServer.builder().port(port).bindAddress(address).threads(threads)
        .configure(config -> {
          config.seed(seed).confirmations(confirmations).controlApi(!noControl).devKeysAnywhere(devKeysAnywhere);
          if (controlToken != null && !controlToken.isEmpty()) {
            config.controlToken(controlToken);
          }
          if (noDevKeys) {
            config.clearApiKeys();
          }
          apiKeys.forEach(spec -> config.apiKey(parseKey(spec)));
          if (evm != null) {
            config.evmChains(evmChains(evm));
          }
          if (anvil != null) {
            config.anvilBinary(anvil);
          }
          if (evmTools != null) {
            config.evmToolsDirectory(evmTools);
          }
          if (evmCache != null) {
            config.evmCacheDirectory(evmCache);
          }
        });
    ReferenceServer server = builder.build();
    FaultInjector faults = server.faults();
    if (latencyMs > 0) {
      faults.always().latency(Duration.ofMillis(latencyMs));
    }
    if (failEvery > 0) {
      faults.every(failEvery).status(failStatus);
    }
    if (dropEvery > 0) {
      faults.every(dropEvery).drop();
    }
    if (truncateEvery > 0) {
      faults.every(truncateEvery).truncate();
    }
    return server;
  }

  /** Parses {@code --evm}'s {@code CHAIN[,CHAIN...]}: chain ids, comma-separated. */
  static java.util.List<Long> evmChains(String spec) {
    java.util.List<Long> ids = new java.util.ArrayList<>();
    for (String part : spec.split(",")) {
      try {
        ids.add(Long.parseLong(part.trim()));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("--evm: expected chain ids separated by commas (1,8453,42161), got \""
            + spec + "\"");
      }
    }
    return ids;
  }

  /** Parses {@code KEY[,fee=BIPS@RECIPIENT][,rps=N][,burst=N][,blocked]}. */
  static ApiKey parseKey(String spec) {
    String[] parts = spec.split(",");
    ApiKey.Builder key = ApiKey.builder(parts[0].trim());
    double rps = 0;
    int burst = 0;
    for (int i = 1; i < parts.length; i++) {
      String part = parts[i].trim();
      try {
        if (part.equals("blocked")) {
          key.blocked(true);
        } else if (part.startsWith("fee=") && part.contains("@")) {
          String[] fee = part.substring(4).split("@", 2);
          key.fee(Integer.parseInt(fee[0]), fee[1]);
        } else if (part.startsWith("rps=")) {
          rps = Double.parseDouble(part.substring(4));
        } else if (part.startsWith("burst=")) {
          burst = Integer.parseInt(part.substring(6));
        } else {
          throw new IllegalArgumentException("unknown part \"" + part + "\"");
        }
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("--api-key: \"" + part + "\" needs a number");
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--api-key: " + e.getMessage()
            + "; expected KEY[,fee=BIPS@RECIPIENT][,rps=N][,burst=N][,blocked]");
      }
    }
    if (rps > 0) {
      key.rateLimit(rps, burst > 0 ? burst : (int) Math.max(1, Math.ceil(rps)));
    }
    return key.build();
  }

  /** Each chain's JSON-RPC URL and name, e.g. {@code http://127.0.0.1:8080/rpc/1 (Ethereum), ...}. */
  private static String describeChains(ReferenceServer server) {
    List<String> parts = new ArrayList<>();
    server.rpcUrls().forEach((chainId, url) -> parts.add(url + " (" + server.chain().chainName(chainId) + ")"));
    return String.join(", ", parts);
  }

  /** The development keys by name (they are public), others only counted. */
  private static String describeKeys(ServerConfig config) {
    List<String> parts = new ArrayList<>();
    int custom = 0;
    for (ApiKey key : config.apiKeys().values()) {
      boolean dev = ServerConfig.developmentKeys().stream().anyMatch(d -> d.value().equals(key.value()));
      if (dev) {
        parts.add(key.value() + describe(key));
      } else {
        custom++;
      }
    }
    if (custom > 0) {
      parts.add(custom + " custom key" + (custom == 1 ? "" : "s"));
    }
    return parts.isEmpty() ? "none" : String.join(", ", parts);
  }

  private static String describe(ApiKey key) {
    if (key.blocked()) {
      return " (blocked)";
    }
    if (key.feeBips() > 0) {
      return " (" + key.feeBips() + "-bip fee)";
    }
    if (key.requestsPerSecond() > 0) {
      double rps = key.requestsPerSecond();
      return " (" + (rps == Math.rint(rps) ? Long.toString((long) rps) : Double.toString(rps)) + " req/s)";
    }
    return "";
  }

  private String describeFaults() {
    List<String> parts = new ArrayList<>();
    if (latencyMs > 0) {
      parts.add(latencyMs + " ms latency");
    }
    if (failEvery > 0) {
      parts.add("status " + failStatus + " every " + failEvery);
    }
    if (dropEvery > 0) {
      parts.add("dropped connection every " + dropEvery);
    }
    if (truncateEvery > 0) {
      parts.add("truncated body every " + truncateEvery);
    }
    return String.join(", ", parts);
  }
}
