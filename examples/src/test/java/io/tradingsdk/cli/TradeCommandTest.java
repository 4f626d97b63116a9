package io.tradingsdk.cli;

import static io.tradingsdk.cli.Run.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code trading trade} (swaps and, with {@code --lp}, LP actions), {@code trade resume} and {@code trade list} against
 * the reference server.
 */
class TradeCommandTest {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static ReferenceServer server;
  @TempDir static Path dir;
  private static Path apiKey;

  @BeforeAll
  static void start() throws IOException {
    server = ReferenceServer.startDefault();
    apiKey = dir.resolve("api-key");
    Files.writeString(apiKey, ServerConfig.TEST_KEY + "\n");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Run trading(String... args) {
    List<String> all = new ArrayList<>();
    int i = 0;
    while (i < args.length && !args[i].startsWith("--")) {
      all.add(args[i++]); // the command words (and a positional id)
    }
    all.addAll(List.of("--base-url", server.baseUrl().toString(), "--api-key-file", apiKey.toString()));
    for (; i < args.length; i++) {
      all.add(args[i]);
    }
    return run(all.toArray(String[]::new));
  }

  private static Path newWallet(String name) throws IOException {
    Path file = dir.resolve(name + ".key");
    byte[] secret = new byte[32];
    new java.security.SecureRandom().nextBytes(secret);
    secret[0] = (byte) (1 + (secret[0] & 0x3f)); // below the curve order, never zero
    Files.writeString(file, io.tradingsdk.signing.Hex.encode(secret) + "\n");
    return file;
  }

  @Test
  void aClassicTradeSettlesWithOneJsonLinePerEventAndTheRpcUrlsFromSimChains() throws IOException {
    Path key = newWallet("classic");
    String wallet = LocalSigner.of(PrivateKey.fromFile(key)).address().toChecksumHex();
    BigInteger before = server.chain().tokenBalance(1, USDC, wallet);
    Path store = dir.resolve("trades");

    Run run = trading("trade", "--from", "USDC", "--to", "ETH", "--amount", "1000", "--routing", "classic",
        "--key-file", key.toString(), "--store", store.toString(), "--json");

    assertThat(run.exit()).as(run.err() + run.out()).isZero();
    assertThat(run.err()).contains("/_sim/chains");
    List<JsonNode> lines = run.jsonLines();
    assertThat(lines).allSatisfy(l -> assertThat(l.has("trade") && l.has("event") && l.has("state")).isTrue());
    JsonNode last = lines.get(lines.size() - 1);
    assertThat(last.get("final").asText()).isEqualTo("SETTLED");
    assertThat(last.get("routing").asText()).isEqualTo("CLASSIC");
    assertThat(last.get("amountIn").asText()).isEqualTo("1000000000");
    assertThat(last.get("txHashes")).hasSize(2);
    assertThat(server.chain().tokenBalance(1, USDC, wallet)).isEqualTo(before.subtract(new BigInteger("1000000000")));

    String id = last.get("trade").asText();
    Run list = run("trade", "list", "--store", store.toString());
    assertThat(list.exit()).isZero();
    assertThat(list.out()).contains(id).contains("SETTLED").contains("CLASSIC");

    Run again = trading("trade", "resume", id, "--store", store.toString(), "--key-file", key.toString());
    assertThat(again.exit()).as(again.err()).isZero(); // already final: reported as it ended, nothing sent
    assertThat(server.chain().tokenBalance(1, USDC, wallet)).isEqualTo(before.subtract(new BigInteger("1000000000")));
  }

  @Test
  void aGaslessTradeOnTheTerminalPrintsOneLinePerStep() throws IOException {
    Run run = trading("trade", "--from", "USDC", "--to", "WETH", "--amount", "2000", "--routing", "uniswapx",
        "--key-file", newWallet("gasless").toString());
    assertThat(run.exit()).as(run.err() + run.out()).isZero();
    assertThat(run.out()).contains("order-signed").contains("order-posted").contains("final")
        .contains("status=SETTLED").contains("routing=DUTCH_V2");
  }

  @Test
  void aTradeBeyondTheLimitExitsOneAndAWrongOptionTwo() throws IOException {
    Run limited = trading("trade", "--from", "USDC", "--to", "ETH", "--amount", "10", "--min-out",
        "100000000000000000000", "--key-file", newWallet("limited").toString(), "--json");
    assertThat(limited.exit()).isEqualTo(1);
    JsonNode last = limited.jsonLines().get(limited.jsonLines().size() - 1);
    assertThat(last.get("final").asText()).isEqualTo("FAILED");
    assertThat(last.get("failureReason").asText()).isEqualTo("LIMIT_EXCEEDED");

    Run wrong = trading("trade", "--from", "USDC", "--to", "ETH", "--amount", "10", "--wallet", "4337",
        "--key-file", newWallet("wrong").toString());
    assertThat(wrong.exit()).isEqualTo(2);
    assertThat(wrong.err()).contains("--wallet");
  }

  @Test
  void anLpPositionIsCreatedIncreasedDecreasedAndItsFeesClaimedThroughTrade() throws IOException {
    Path key = newWallet("lp");
    Path store = dir.resolve("lp-trades");
    String[] wallet = {"--key-file", key.toString(), "--store", store.toString(), "--json"};

    JsonNode created = settled(trading(with(wallet, "trade", "--lp", "create", "--token0", "USDT", "--token1", "WETH",
        "--deposit", "USDT", "--amount", "3000")));
    assertThat(created.get("routing").asText()).isEqualTo("LP_CREATE");
    String position = created.get("positionId").asText();
    // WETH (0xC02a...) sorts before USDT (0xdAC1...): amount1 is the USDT deposited, 3,000 USDT in base units.
    assertThat(created.get("amount1").asText()).isEqualTo("3000000000");
    assertThat(server.chain().positionAmounts(position).get(1)).isEqualTo(new BigInteger("3000000000"));

    JsonNode increased = settled(trading(with(wallet, "trade", "--lp", "increase", "--position", position,
        "--token0", "WETH", "--token1", "USDT", "--deposit", "USDT", "--amount", "1500000000", "--raw-amount")));
    assertThat(increased.get("routing").asText()).isEqualTo("LP_INCREASE");
    assertThat(server.chain().positionAmounts(position).get(1)).isEqualTo(new BigInteger("4500000000"));

    JsonNode decreased = settled(trading(with(wallet, "trade", "--lp", "decrease", "--position", position,
        "--token0", "WETH", "--token1", "USDT", "--percent", "50")));
    assertThat(decreased.get("amount1").asText()).isEqualTo("2250000000");
    assertThat(server.chain().positionAmounts(position).get(1)).isEqualTo(new BigInteger("2250000000"));

    server.chain().advanceTime(java.time.Duration.ofDays(1));
    JsonNode claimed = settled(trading(with(wallet, "trade", "--lp", "claim", "--position", position,
        "--token0", "WETH", "--token1", "USDT")));
    assertThat(claimed.get("routing").asText()).isEqualTo("LP_CLAIM");
    assertThat(new BigInteger(claimed.get("amount1").asText())).isPositive();

    Run list = run("trade", "list", "--store", store.toString());
    assertThat(list.exit()).isZero();
    assertThat(list.out()).contains("LP_CREATE").contains("LP_INCREASE").contains("LP_DECREASE")
        .contains("LP_CLAIM");
  }

  @Test
  void anLpActionOnTheTerminalPrintsOneLinePerStepAndExitsOneWhenRefused() throws IOException {
    Path key = newWallet("lp-v4");
    Run run = trading("trade", "--lp", "create", "--protocol", "v4", "--token0", "USDC", "--token1", "WETH",
        "--deposit", "WETH", "--amount", "0.5", "--key-file", key.toString());
    assertThat(run.exit()).as(run.err() + run.out()).isZero();
    // 0.5 WETH in base units: --amount is in whole tokens, scaled by the token list's decimals.
    assertThat(run.out()).contains("LP CREATE V4").contains("deposit 500000000000000000 ").contains("lp-prepared")
        .contains("status=SETTLED").contains("routing=LP_CREATE").contains("positionId=");

    Run noPool = trading("trade", "--lp", "create", "--protocol", "V4", "--token0", "USDT", "--token1", "WETH",
        "--deposit", "WETH", "--amount", "0.5", "--key-file", key.toString());
    assertThat(noPool.exit()).as(noPool.err() + noPool.out()).isEqualTo(1); // the service has no such V4 pool
    assertThat(noPool.out()).contains("status=FAILED").contains("failureReason=INVALID_REQUEST");
  }

  @Test
  void aWrongLpCommandLineExitsTwoNamingTheOption() throws IOException {
    String key = newWallet("lp-wrong").toString();
    String[][] wrongs = {
        {"--lp", "burn", "--token0", "USDT", "--token1", "WETH"}, {"--lp"},
        {"--lp", "create", "--token1", "WETH", "--deposit", "WETH", "--amount", "1"}, {"--token0"},
        {"--lp", "create", "--token0", "USDT", "--token1", "WETH", "--amount", "1"}, {"--deposit"},
        {"--lp", "create", "--token0", "USDT", "--token1", "WETH", "--deposit", "DAI", "--amount", "1"}, {"--deposit"},
        {"--lp", "create", "--protocol", "V2", "--token0", "USDT", "--token1", "WETH", "--deposit", "WETH",
            "--amount", "1"}, {"--protocol"},
        {"--lp", "create", "--from", "USDC", "--token0", "USDT", "--token1", "WETH", "--deposit", "WETH",
            "--amount", "1"}, {"--from"},
        {"--lp", "create", "--token0", "USDT", "--token1", "WETH", "--deposit", "WETH", "--amount", "1",
            "--tick-lower", "10"}, {"--tick-upper"},
        {"--lp", "increase", "--token0", "USDT", "--token1", "WETH", "--deposit", "WETH", "--amount", "1"},
            {"--position"},
        {"--lp", "decrease", "--position", "7", "--token0", "USDT", "--token1", "WETH"}, {"--percent"},
        {"--lp", "decrease", "--position", "7", "--token0", "USDT", "--token1", "WETH", "--percent", "101"},
            {"--percent"},
        {"--lp", "claim", "--position", "#7", "--token0", "USDT", "--token1", "WETH"}, {"--position"},
        {"--lp", "claim", "--position", "7", "--token0", "USDT", "--token1", "WETH", "--amount", "1"}, {"--amount"},
        {"--from", "USDC", "--to", "ETH", "--amount", "1", "--position", "7"}, {"--position"},
    };
    for (int i = 0; i < wrongs.length; i += 2) {
      List<String> args = new ArrayList<>(List.of("trade"));
      args.addAll(List.of(wrongs[i]));
      args.addAll(List.of("--key-file", key));
      Run run = trading(args.toArray(String[]::new));
      assertThat(run.exit()).as(String.join(" ", args) + "\n" + run.err() + run.out()).isEqualTo(2);
      assertThat(run.err()).as(String.join(" ", args)).contains(wrongs[i + 1][0]);
    }
  }

  /** The last line of a run that exited 0: the final event, SETTLED. */
  private static JsonNode settled(Run run) {
    assertThat(run.exit()).as(run.err() + run.out()).isZero();
    JsonNode last = run.jsonLines().get(run.jsonLines().size() - 1);
    assertThat(last.get("final").asText()).as(last.toString()).isEqualTo("SETTLED");
    return last;
  }

  private static String[] with(String[] tail, String... head) {
    List<String> all = new ArrayList<>(List.of(head));
    all.addAll(List.of(tail));
    return all.toArray(String[]::new);
  }

  @Test
  void swapExecuteIsTheEnginesClassicCase() throws IOException {
    Path key = newWallet("swap-execute");
    String wallet = LocalSigner.of(PrivateKey.fromFile(key)).address().toChecksumHex();
    BigInteger before = server.chain().tokenBalance(1, USDC, wallet);
    Run run = trading("swap", "--from", "USDC", "--to", "ETH", "--amount", "250", "--key-file", key.toString(),
        "--execute", "--rpc-url", server.rpcUrl(1).toString());
    assertThat(run.exit()).as(run.err() + run.out()).isZero();
    assertThat(run.out()).contains("approval").contains("permit-signed").contains("transaction-mined")
        .contains("status=SETTLED").contains("routing=CLASSIC");
    assertThat(server.chain().tokenBalance(1, USDC, wallet)).isEqualTo(before.subtract(new BigInteger("250000000")));
  }
}
