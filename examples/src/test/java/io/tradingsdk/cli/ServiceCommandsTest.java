package io.tradingsdk.cli;

import static io.tradingsdk.cli.Run.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The service commands of {@code trading} against the reference server, as a user runs them. */
class ServiceCommandsTest {
  private static final String WALLET = ServerConfig.DEV_WALLET;
  private static ReferenceServer server;
  @TempDir static Path dir;
  private static Path keyFile;

  @BeforeAll
  static void start() throws IOException {
    server = ReferenceServer.startDefault();
    keyFile = dir.resolve("api-key");
    Files.writeString(keyFile, ServerConfig.TEST_KEY + "\n");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** Runs {@code trading COMMAND --base-url <server> --api-key-file <key> ARGS...}. */
  static Run service(String command, String... args) {
    List<String> all = new ArrayList<>(List.of(command, "--base-url", server.baseUrl().toString(),
        "--api-key-file", keyFile.toString()));
    all.addAll(List.of(args));
    return run(all.toArray(String[]::new));
  }

  /** Runs {@code trading GROUP SUBCOMMAND --base-url <server> --api-key-file <key> ARGS...}. */
  static Run sub(String group, String subcommand, String... args) {
    List<String> all = new ArrayList<>(List.of(group));
    all.add(subcommand);
    all.addAll(List.of("--base-url", server.baseUrl().toString(), "--api-key-file", keyFile.toString()));
    all.addAll(List.of(args));
    return run(all.toArray(String[]::new));
  }

  @Test
  void quoteResolvesSymbolsAndHumanAmountsAndSaysWhereItIsPointed() {
    Run run = service("quote", "--chain", "mainnet", "--from", "USDC", "--to", "ETH", "--amount", "1000",
        "--routing", "classic", "--swapper", WALLET);
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).startsWith("service: " + server.baseUrl());
    assertThat(run.out()).contains("routing        CLASSIC").containsPattern("you pay +1000 USDC")
        .containsPattern("you receive +[0-9.]+ ETH").contains("request id");
  }

  @Test
  void quoteWithJsonPrintsTheBodyAndRawAmountsAreBaseUnits() throws IOException {
    Run run = service("quote", "--from", "USDC", "--to", "WETH", "--amount", "2500000", "--raw-amount",
        "--routing", "classic", "--swapper", WALLET, "--json");
    assertThat(run.exit()).as(run.err()).isZero();
    JsonNode body = TradingJson.mapper().readTree(run.out());
    assertThat(body.path("routing").asText()).isEqualTo("CLASSIC");
    assertThat(body.path("quote").path("input").path("amount").asText()).isEqualTo("2500000");
  }

  @Test
  void badInputIsExitTwoNamingTheOption() {
    Run unknownToken = service("quote", "--from", "NOPE", "--to", "ETH", "--amount", "1", "--swapper", WALLET);
    assertThat(unknownToken.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(unknownToken.err()).contains("error: --from: no token NOPE on chain 1").contains("known: DAI, ETH, USDC");
    Run tooPrecise = service("quote", "--from", "USDC", "--to", "ETH", "--amount", "1.0000001", "--swapper", WALLET);
    assertThat(tooPrecise.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(tooPrecise.err()).contains("--amount: 1.0000001 has more than 6 decimals for USDC");
    Run badChain = service("quote", "--chain", "moon", "--from", "USDC", "--to", "ETH", "--amount", "1",
        "--swapper", WALLET);
    assertThat(badChain.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(badChain.err()).contains("--chain");
    Run missingKey = run("quote", "--base-url", server.baseUrl().toString(), "--api-key-file",
        dir.resolve("nope").toString(), "--from", "USDC", "--to", "ETH", "--amount", "1", "--swapper", WALLET);
    assertThat(missingKey.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(missingKey.err()).contains("--api-key-file: no such file");
  }

  @Test
  void aRefusalOfTheServiceIsExitOneWithStatusCodeDetailAndRequestIdNoStackTrace() {
    // A well-formed request the service refuses: a token address it does not list (a bad address is a usage error).
    String unknown = "0x000000000000000000000000000000000000dEaD";
    Run run = service("quote", "--from", unknown, "--to", "ETH", "--amount", "1000", "--raw-amount", "--swapper",
        WALLET);
    assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.FAILED);
    assertThat(run.err()).contains("error: the service answered HTTP 4").doesNotContain("\tat ");
    Run verbose = service("quote", "--from", unknown, "--to", "ETH", "--amount", "1000", "--raw-amount",
        "--swapper", WALLET, "--verbose");
    assertThat(verbose.err()).contains("\tat ");
  }

  @Test
  void anUnreachableServiceIsExitOne() throws IOException {
    int port;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    Run run = run("status", "--base-url", "http://127.0.0.1:" + port + "/v1", "--api-key-file", keyFile.toString(),
        "0x" + "ab".repeat(32));
    assertThat(run.exit()).isEqualTo(ExitCodes.FAILED);
    assertThat(run.err()).contains("error: cannot reach the service");
  }

  @Test
  void approvalStatusTokensAndDelegation() {
    Run approval = service("approval", "--wallet", WALLET, "--token", "USDC", "--amount", "100");
    assertThat(approval.exit()).as(approval.err()).isZero();
    assertThat(approval.out()).contains("amount         100 USDC").contains("approval");

    Run status = service("status", "--chain", "1", "0x" + "ab".repeat(32));
    assertThat(status.exit()).as(status.err()).isZero();
    assertThat(status.out()).contains("request id");

    Run tokens = service("tokens", "--chain", "mainnet", "--token", "USDC");
    assertThat(tokens.exit()).as(tokens.err()).isZero();
    assertThat(tokens.out()).contains("request id");

    Run delegation = service("delegation", "--chain", "1", "--chain", "8453", WALLET);
    assertThat(delegation.exit()).as(delegation.err()).isZero();
    assertThat(delegation.out()).contains("chain 1:").contains("chain 8453:");
  }

  @Test
  void anInvalidTokenListIsRefusedOnLoad() throws IOException {
    Path list = dir.resolve("bad.tokenlist.json");
    Files.writeString(list, "{\"name\":\"x\",\"timestamp\":\"2026-01-01T00:00:00Z\",\"version\":{\"major\":1,"
        + "\"minor\":0,\"patch\":0},\"tokens\":[{\"chainId\":1,\"address\":\"0x12\",\"symbol\":\"X\",\"name\":\"x\","
        + "\"decimals\":6}]}");
    Run run = service("approval", "--token-list", list.toString(), "--wallet", WALLET, "--token", "X",
        "--amount", "1");
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains("--token-list: " + list + " is not a valid token list: /tokens/0/address");
  }

  /** The key of {@link ServerConfig#DEV_WALLET}: the first account of the public test mnemonic. */
  private static final String DEV_KEY = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

  private static Path walletKey() throws IOException {
    Path file = dir.resolve("wallet.key");
    Files.writeString(file, DEV_KEY + "\n");
    return file;
  }

  @Test
  void swapSignsThePermitAndPrintsTheTransactionWithoutBroadcasting() throws IOException {
    String usdc = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
    server.chain().setAllowance(1, WALLET, usdc, server.chain().permit2(1), new java.math.BigInteger("2").pow(160));
    Run run = service("swap", "--from", "USDC", "--to", "ETH", "--amount", "250", "--key-file", walletKey().toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains("routing        CLASSIC").containsPattern("you pay +250 USDC")
        .contains("not broadcast").containsPattern("  from +" + WALLET).containsPattern("  data +0x[0-9a-f]+");
  }

  @Test
  void swapWithABadKeyFileIsExitTwoNamingTheOption() throws IOException {
    Path garbage = dir.resolve("garbage.key");
    Files.writeString(garbage, "not a key");
    Run run = service("swap", "--from", "USDC", "--to", "ETH", "--amount", "1", "--key-file", garbage.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains("--key-file: private key").doesNotContain("Exception");
    Run missing = service("swap", "--from", "USDC", "--to", "ETH", "--amount", "1");
    assertThat(missing.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(missing.err()).contains("--key-file");
  }

  @Test
  void orderSubmitsASignedUniswapXOrderAndOrdersFindsIt() throws IOException {
    Run run = service("order", "--from", "USDC", "--to", "WETH", "--amount", "2000", "--slippage", "1",
        "--key-file", walletKey().toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("routing +DUTCH").containsPattern("status +open");
    String orderId = run.out().lines().filter(l -> l.startsWith("order ")).findFirst().orElseThrow()
        .substring("order".length()).trim();
    Run byId = service("orders", "--order-id", orderId);
    assertThat(byId.exit()).as(byId.err()).isZero();
    assertThat(byId.out()).contains(orderId).contains("orders         1");
    Run bySwapper = service("orders", "--swapper", WALLET);
    assertThat(bySwapper.exit()).as(bySwapper.err()).isZero();
    assertThat(bySwapper.out()).contains(orderId);
  }

  @Test
  void ordersWithoutAFilterIsExitTwoAndAClassicOnlyOrderIsExitOne() throws IOException {
    Run none = service("orders");
    assertThat(none.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(none.err()).contains("expected --order-id or --swapper");
    Run classic = service("order", "--from", "USDC", "--to", "WETH", "--amount", "5", "--routing", "classic",
        "--key-file", walletKey().toString());
    assertThat(classic.exit()).isEqualTo(ExitCodes.FAILED);
    assertThat(classic.err()).contains("not a UniswapX order: use trading swap");
  }

  @Test
  void planCreateGetAndUpdate() {
    Run created = sub("plan", "create", "--from", "DAI", "--to", "USDC", "--to-chain", "base", "--amount", "500",
        "--swapper", WALLET, "--json");
    assertThat(created.exit()).as(created.err()).isZero();
    String planId = created.out().replaceAll("(?s).*\"planId\" : \"([^\"]+)\".*", "$1");
    assertThat(planId).isNotBlank().doesNotContain("\n");

    Run got = sub("plan", "get", planId, "--refresh");
    assertThat(got.exit()).as(got.err()).isZero();
    assertThat(got.out()).contains("plan           " + planId).contains("step 0").contains("request id");

    Run updated = sub("plan", "update", planId, "--step", "0", "--tx-hash", "0x" + "ab".repeat(32));
    assertThat(updated.exit()).as(updated.err()).isZero();
    assertThat(updated.out()).contains("plan           " + planId).contains("step 0");
  }

  @Test
  void planBadInput() {
    Run noProof = sub("plan", "update", "plan-1", "--step", "0");
    assertThat(noProof.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(noProof.err()).contains("--tx-hash").contains("--signature");
    Run noSubcommand = run("plan");
    assertThat(noSubcommand.exit()).isEqualTo(ExitCodes.UNREADABLE);
    Run unknownPlan = sub("plan", "get", "no-such-plan");
    assertThat(unknownPlan.exit()).as(unknownPlan.err()).isEqualTo(ExitCodes.FAILED);
    assertThat(unknownPlan.err()).contains("error: ");
  }
}
