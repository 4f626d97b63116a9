package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.server.ApiKey;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ServerCommandTest {
  @Test
  void printsTheBaseUrlFirstServesAndStopsCleanly() throws Exception {
    ServerCommand command = new ServerCommand();
    CommandLine cli = new CommandLine(command);
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out, true));
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cli.execute(
        "--port", "0", "--seed", "3", "--api-key", "partner,fee=30@0x1111111111111111111111111111111111111111",
        "--fail-every", "2", "--fail-status", "503"));
    String firstLine = awaitFirstLine(out);
    assertThat(firstLine).matches("http://127\\.0\\.0\\.1:[0-9]+/v1");
    assertThat(out.toString()).contains("seed 3").contains("test-key, fee-key (25-bip fee), limited-key (3 req/s), blocked-key (blocked)")
        .contains("1 custom key").contains("status 503 every 2").doesNotContain("partner");
    URI base = URI.create(firstLine);
    // Every chain of the API, in chain-id order: Ethereum first, Sepolia last.
    String rpcLine = out.toString().lines().filter(line -> line.startsWith("JSON-RPC: ")).findFirst().orElseThrow();
    assertThat(rpcLine).startsWith("JSON-RPC: " + base.resolve("/rpc/1") + " (Ethereum), "
        + base.resolve("/rpc/10") + " (OP Mainnet), " + base.resolve("/rpc/56") + " (BNB Chain), ")
        .contains(base.resolve("/rpc/8453") + " (Base), ", base.resolve("/rpc/42161") + " (Arbitrum One), ",
            base.resolve("/rpc/130") + " (Unichain), ", base.resolve("/rpc/137") + " (Polygon), ")
        .endsWith(base.resolve("/rpc/11155111") + " (Sepolia)");
    assertThat(rpcLine.split(", ")).hasSize(22);

    HttpClient http = HttpClient.newHttpClient();
    HttpRequest request = HttpRequest.newBuilder(URI.create(firstLine + "/swappable_tokens?tokenIn="
        + "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")).header("x-api-key", "partner").build();
    assertThat(http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
    assertThat(http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(503);

    command.stop.countDown();
    assertThat(exit.get(60, TimeUnit.SECONDS)).isEqualTo(ExitCodes.OK);
  }

  @Test
  void theControlApiIsOnByDefaultAndOffWithNoControl() throws Exception {
    assertThat(simClockStatus()).isEqualTo(200);
    assertThat(simClockStatus("--no-control")).isEqualTo(404);
  }

  /** Starts a server with these flags, reads GET /_sim/clock's status, stops it. */
  private static int simClockStatus(String... flags) throws Exception {
    ServerCommand command = new ServerCommand();
    CommandLine cli = new CommandLine(command);
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out, true));
    String[] args = new String[flags.length + 2];
    args[0] = "--port";
    args[1] = "0";
    System.arraycopy(flags, 0, args, 2, flags.length);
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cli.execute(args));
    try {
      URI base = URI.create(awaitFirstLine(out));
      assertThat(out.toString().contains("Control API: " + base.resolve("/_sim"))).isEqualTo(flags.length == 0);
      HttpResponse<String> response = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(base.resolve("/_sim/clock")).build(), HttpResponse.BodyHandlers.ofString());
      assertThat(response.headers().firstValue("content-type")).hasValueSatisfying(t -> assertThat(t).contains("json"));
      return response.statusCode();
    } finally {
      command.stop.countDown();
      assertThat(exit.get(60, TimeUnit.SECONDS)).isEqualTo(ExitCodes.OK);
    }
  }

  private static String awaitFirstLine(StringWriter out) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (System.nanoTime() < deadline) {
      String text = out.toString();
      if (text.contains("Stop with Ctrl+C.")) {
        return text.substring(0, text.indexOf('\n')).trim();
      }
      Thread.sleep(10);
    }
    throw new AssertionError("the server printed nothing");
  }

  @Test
  void beyondLoopbackWithoutATokenItRefusesToStartInOneLine() {
    Run refused = Run.run("server", "--port", "0", "--bind", "0.0.0.0");
    assertThat(refused.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(refused.err()).isEqualTo("error: refusing to serve /_sim and eth_sendRawTransaction on 0.0.0.0:0"
        + " without a token: give --control-token TOKEN (clients send Authorization: Bearer TOKEN) or --no-control"
        + System.lineSeparator());
    assertThat(refused.out()).isEmpty();
  }

  @Test
  void aControlTokenGuardsTheControlApiAndIsNeverPrinted() throws Exception {
    String token = "cli-control-token-0123456789";
    ServerCommand command = new ServerCommand();
    CommandLine cli = new CommandLine(command);
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out, true));
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cli.execute(
        "--port", "0", "--control-token", token, "--dev-keys-anywhere"));
    try {
      URI base = URI.create(awaitFirstLine(out));
      assertThat(out.toString()).contains("(Authorization: Bearer token required)")
          .contains("(accepted from any client)").doesNotContain(token);
      HttpClient http = HttpClient.newHttpClient();
      HttpRequest.Builder clock = HttpRequest.newBuilder(base.resolve("/_sim/clock"));
      assertThat(http.send(clock.build(), HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(401);
      assertThat(http.send(clock.header("Authorization", "Bearer " + token).build(),
          HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
      assertThat(command.build().handler().config().devKeysAnywhere()).isTrue();
    } finally {
      command.stop.countDown();
      assertThat(exit.get(60, TimeUnit.SECONDS)).isEqualTo(ExitCodes.OK);
    }
  }

  @Test
  void aShortControlTokenIsRefusedWithoutShowingIt() {
    Run refused = Run.run("server", "--port", "0", "--control-token", "tiny-secret");
    assertThat(refused.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(refused.err()).contains("controlToken: expected at least 16 characters").doesNotContain("tiny-secret");
  }

  @Test
  void keySpecs() {
    ApiKey key = ServerCommand.parseKey("k,fee=30@0x1111111111111111111111111111111111111111,rps=2.5,burst=4,blocked");
    assertThat(key.value()).isEqualTo("k");
    assertThat(key.feeBips()).isEqualTo(30);
    assertThat(key.requestsPerSecond()).isEqualTo(2.5);
    assertThat(key.burst()).isEqualTo(4);
    assertThat(key.blocked()).isTrue();
    assertThat(ServerCommand.parseKey("plain").feeBips()).isZero();
    assertThatThrownBy(() -> ServerCommand.parseKey("k,rps=x")).hasMessageContaining("\"rps=x\" needs a number");
    assertThatThrownBy(() -> ServerCommand.parseKey("k,colour=red")).hasMessageContaining("unknown part \"colour=red\"");
    assertThatThrownBy(() -> ServerCommand.parseKey("k,fee=900@0x1111111111111111111111111111111111111111"))
        .hasMessageContaining("feeBips: must be 1 to 500, was 900");
  }

  @Test
  void badOptionsExitTwoWithAMessage() {
    CommandLine cli = TradingCli.newCommandLine("server");
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err, true));
    cli.setOut(new PrintWriter(new StringWriter(), true));
    assertThat(cli.execute("server", "--port", "0", "--bind", "no.such.host.invalid")).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(err.toString()).contains("--bind: unknown address no.such.host.invalid");
    assertThat(cli.execute("server", "--port", "70000")).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(cli.execute("server", "--port", "0", "--api-key", "k,fee=1")).isEqualTo(ExitCodes.UNREADABLE);
  }

  @Test
  void aWrongAnvilForTheEvmModeExitsTwoBeforeInstallingAnything(@TempDir Path empty) {
    CommandLine cli = TradingCli.newCommandLine("server");
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err, true));
    cli.setOut(new PrintWriter(new StringWriter(), true));
    Path missing = empty.resolve("anvil");
    assertThat(cli.execute("server", "--port", "0", "--evm", "--anvil", missing.toString(), "--evm-cache",
        empty.resolve("cache").toString())).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(err.toString()).contains("--anvil: " + missing + " is not an executable file");
    assertThat(empty.resolve("cache")).doesNotExist();
  }

  @Test
  void itsHelpNamesWhatStaysSimulatedInTheEvmMode() {
    CommandLine cli = TradingCli.newCommandLine("server", "--help");
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out, true));
    cli.execute("server", "--help");
    String help = out.toString().replaceAll("\\s+", " "); // picocli wraps lines at the terminal's width
    assertThat(help).contains("--evm", "--anvil", "--evm-tools", "--evm-cache", "TRADING_ANVIL")
        .contains("--evm 1,8453,42161 runs each listed chain on its own anvil (that chain id, started in parallel)")
        .contains("What stays simulated: the other chains and cross-chain plans (/plan); the server cosigns DUTCH_V2"
            + " (Ethereum), DUTCH_V3 (Arbitrum) and PRIORITY (Base) orders (/order) and fills them, and limit orders,"
            + " on the chain's real reactor, V2 positions run on the real V2 router and pairs, V3 positions on the"
            + " real NonfungiblePositionManager and V4 positions on the real V4 PositionManager.")
        .contains("A plan's steps on an EVM chain before its bridge (approvals, permit, swaps) run on the real"
            + " contracts.")
        .contains("A BRIDGE quote's /swap between two EVM chains deposits into the origin's SpokePool (a stand-in of"
            + " Across') and the server's relayer fills it on the destination's anvil; one between an EVM chain and a"
            + " simulated chain is refused.");
  }

  @Test
  void evmTakesAListOfChainsAndNamesOneItCannotRun(@TempDir Path empty) {
    CommandLine cli = TradingCli.newCommandLine("server");
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err, true));
    cli.setOut(new PrintWriter(new StringWriter(), true));
    String cache = empty.resolve("cache").toString();
    assertThat(cli.execute("server", "--port", "0", "--evm", "1,base", "--evm-cache", cache))
        .isEqualTo(ExitCodes.UNREADABLE);
    assertThat(err.toString()).contains("--evm: expected chain ids separated by commas (1,8453,42161), got \"1,base\"");
    // Celo (42220) has no wrapped native token for the pools to quote against; 5 is no chain the server serves.
    assertThat(cli.execute("server", "--port", "0", "--evm", "1,42220", "--evm-cache", cache))
        .isEqualTo(ExitCodes.UNREADABLE);
    assertThat(err.toString()).contains("evmChains: 42220 is not a chain the server can run on a real EVM;"
        + " expected one of [");
    assertThat(cli.execute("server", "--port", "0", "--evm", "5", "--evm-cache", cache))
        .isEqualTo(ExitCodes.UNREADABLE);
    assertThat(err.toString()).contains("evmChains: 5 is not a chain");
    assertThat(empty.resolve("cache")).as("refused before anything is installed").doesNotExist();
  }

  @Test
  void listedInTheToolsHelp() {
    CommandLine cli = TradingCli.newCommandLine("--help");
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out, true));
    cli.execute("--help");
    assertThat(out.toString()).contains("server").contains("Run the reference Trading API");
  }

  @Test
  void itsHelpDescribesTheControlApi() {
    CommandLine cli = TradingCli.newCommandLine("server", "--help");
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out, true));
    cli.execute("server", "--help");
    assertThat(out.toString()).contains("--no-control").doesNotContain("/_sim/transactions") // wallets use /rpc
        .contains("/_sim/clock").contains("/_sim/reset").contains("/_sim/requests").contains("/_sim/faults")
        .contains("/_sim/state").contains("/_sim/chains").contains("/rpc/{chainId}").contains("--control-token")
        .contains("TRADING_CONTROL_TOKEN").contains("--dev-keys-anywhere");
  }
}
