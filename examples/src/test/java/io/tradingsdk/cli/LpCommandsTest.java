package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.lp.LpAction;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.RequestJournal;
import io.tradingsdk.server.ServerConfig;
import java.io.IOException;
import java.math.BigDecimal;
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
 * {@code trading lp ...} against the reference server, as a user runs them: tokens by symbol, amounts in token
 * units (or base units with {@code --raw-amount}) in and out, transactions printed and never broadcast. The tests
 * mine what the CLI printed on the simulated chain, so a transaction built from a wrong request fails them.
 */
class LpCommandsTest {
  private static final String WALLET = ServerConfig.DEV_WALLET;
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final String USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  /** {@code increaseLiquidity((uint256,uint256,uint256,uint256,uint256,uint256))} of the V3 position manager. */
  private static final String INCREASE_LIQUIDITY = "0x219f5d17";
  /** {@code addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)} of the V2 router. */
  private static final String ADD_LIQUIDITY = "0xe8e33700";

  private static ReferenceServer server;
  @TempDir static Path dir;
  private static Path keyFile;
  private static Path blockedKeyFile;

  @BeforeAll
  static void start() throws IOException {
    server = ReferenceServer.startDefault();
    keyFile = Files.writeString(dir.resolve("api-key"), ServerConfig.TEST_KEY + "\n");
    blockedKeyFile = Files.writeString(dir.resolve("blocked-key"), ServerConfig.BLOCKED_KEY + "\n");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** {@code trading lp SUBCOMMAND --base-url <server> --api-key-file <key> ARGS...}. */
  private static Run lp(String subcommand, String... args) {
    return lpWithKey(keyFile, subcommand, args);
  }

  private static Run lpWithKey(Path key, String subcommand, String... args) {
    List<String> all = new ArrayList<>(List.of("lp", subcommand, "--base-url", server.baseUrl().toString(),
        "--api-key-file", key.toString()));
    all.addAll(List.of(args));
    return Run.run(all.toArray(String[]::new));
  }

  private static TradingClient client() {
    return TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(server.baseUrl().toString()).build();
  }

  /** The approvals {@code /lp/check_approval} lists for the development wallet, mined. */
  private static void approveAndMine(Protocol protocol, LpAction action, LpToken token0, LpToken token1) {
    try (TradingClient client = client()) {
      var approvals = client.checkLpApproval(LpApprovalRequest.builder().walletAddress(WALLET).protocol(protocol)
          .chainId(ChainId.MAINNET).action(action).addLpTokens(token0, token1).build());
      approvals.transactionsOrEmpty().forEach(t -> server.chain().submit(t.transaction()));
    }
  }

  private static PoolInformation wethUsdtPool() {
    try (TradingClient client = client()) {
      return client.poolInfo(PoolInfoRequest.builder().protocol(PoolProtocols.of(Protocol.V3))
          .chainId(ChainId.MAINNET)
          .poolParameters(PoolParameters.builder().tokenAddressA(WETH).tokenAddressB(USDT).build()).build())
          .poolsOrEmpty().get(0);
    }
  }

  /** A V3 WETH/USDT position of the development wallet, minted as the demo does: the CLI never broadcasts. */
  private static String mintedPosition() {
    approveAndMine(Protocol.V3, LpAction.CREATE, LpToken.of(WETH, new BigInteger("2000000000000000000")),
        LpToken.of(USDT, new BigInteger("9000000000")));
    PoolInformation pool = wethUsdtPool();
    int tick = pool.currentTick().orElseThrow().intValue();
    try (TradingClient client = client()) {
      var created = client.createPosition(CreatePositionRequest.builder()
          .walletAddress(WALLET).chainId(ChainId.MAINNET).protocol(Protocol.V3)
          .existingPool(CreatePositionExistingPoolParameters.of(WETH, USDT, pool.poolReferenceIdentifier().orElseThrow()))
          .independentToken(LpToken.of(USDT, new BigInteger("3000000000")))
          .tickBounds(PositionTickBounds.of(tick - 1000, tick + 1000))
          .build());
      return server.chain().mintedPosition(server.chain().submit(created.create())).orElseThrow();
    }
  }

  /** The body of the last call the server received on {@code path}. */
  private static JsonNode lastBody(String path) throws IOException {
    List<RequestJournal.Entry> calls = server.journal().all().stream()
        .filter(e -> e.path().endsWith(path)).toList();
    assertThat(calls).as("calls to " + path).isNotEmpty();
    return TradingJson.mapper().readTree(calls.get(calls.size() - 1).body());
  }

  private static long calls(String path) {
    return server.journal().all().stream().filter(e -> e.path().endsWith(path)).count();
  }

  @Test
  void increaseBuildsTheTransactionThatAddsExactlyWhatItPrints() throws IOException {
    String position = mintedPosition();
    List<BigInteger> before = server.chain().positionAmounts(position);

    Run run = lp("increase", "--wallet", WALLET, "--position", position, "--token0", "WETH", "--token1", "USDT",
        "--deposit", "USDT", "--amount", "1500");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("you deposit +[0-9.]+ WETH and 1500 USDT")
        .contains("not broadcast").containsPattern("  from +" + WALLET)
        .containsPattern("  data +" + INCREASE_LIQUIDITY + "[0-9a-f]+").contains("request id");
    JsonNode sent = lastBody("/lp/increase");
    assertThat(sent.path("nftTokenId").asText()).isEqualTo(position);
    assertThat(sent.path("protocol").asText()).isEqualTo("V3");
    assertThat(sent.path("independentToken").path("tokenAddress").asText()).isEqualTo(USDT);
    assertThat(sent.path("independentToken").path("amount").asText()).isEqualTo("1500000000");

    Run json = lp("increase", "--wallet", WALLET, "--position", position, "--token0", "WETH", "--token1", "USDT",
        "--deposit", "USDT", "--amount", "1500000000", "--raw-amount", "--json");
    assertThat(json.exit()).as(json.err()).isZero();
    IncreasePositionResponse response = TradingJson.mapper().readValue(json.out(), IncreasePositionResponse.class);
    assertThat(response.token1().amount()).isEqualTo(new BigInteger("1500000000"));
    assertThat(response.increase().data()).startsWith(INCREASE_LIQUIDITY);

    approveAndMine(Protocol.V3, LpAction.INCREASE, response.token0(), response.token1());
    server.chain().submit(response.increase());
    assertThat(server.chain().positionAmounts(position)).containsExactly(
        before.get(0).add(response.token0().amount()), before.get(1).add(new BigInteger("1500000000")));
  }

  @Test
  void createClassicAddsToAV2PairAndPrintsThePairInTheOrderGiven() throws IOException {
    Run run = lp("create-classic", "--wallet", WALLET, "--token0", "USDC", "--token1", "WETH", "--deposit", "WETH",
        "--amount", "1");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("you deposit +[0-9.]+ USDC and 1 WETH").contains("not broadcast")
        .containsPattern("  data +" + ADD_LIQUIDITY + "[0-9a-f]+").contains("request id");
    JsonNode sent = lastBody("/lp/create_classic");
    assertThat(sent.path("poolParameters").path("token0Address").asText()).isEqualTo(USDC);
    assertThat(sent.path("poolParameters").path("token1Address").asText()).isEqualTo(WETH);
    assertThat(sent.path("poolParameters").path("chainId").asInt()).isEqualTo(1);
    assertThat(sent.path("independentToken").path("amount").asText()).isEqualTo("1000000000000000000");

    Run json = lp("create-classic", "--wallet", WALLET, "--token0", "USDC", "--token1", "WETH", "--deposit", "WETH",
        "--amount", "1000000000000000000", "--raw-amount", "--json");
    assertThat(json.exit()).as(json.err()).isZero();
    CreateClassicPositionResponse response =
        TradingJson.mapper().readValue(json.out(), CreateClassicPositionResponse.class);
    assertThat(response.independentToken().tokenAddress()).isEqualToIgnoringCase(WETH);
    assertThat(response.independentToken().amount()).isEqualTo(new BigInteger("1000000000000000000"));
    assertThat(response.dependentToken().tokenAddress()).isEqualToIgnoringCase(USDC);
    assertThat(run.out()).contains(new BigDecimal(response.dependentToken().amount()).movePointLeft(6)
        .stripTrailingZeros().toPlainString() + " USDC and 1 WETH");

    approveAndMine(Protocol.V2, LpAction.CREATE, response.dependentToken(), response.independentToken());
    String hash = server.chain().submit(response.create());
    assertThat(server.chain().mintedPosition(hash)).as("the printed transaction opens a V2 position").isPresent();
  }

  @Test
  void poolApprovalCreateDecreaseAndClaimPrintTokenUnitsAndSymbols() throws IOException {
    Run pools = lp("pool", "--chain", "mainnet", "--token0", "WETH", "--token1", "USDT");
    assertThat(pools.exit()).as(pools.err()).isZero();
    assertThat(pools.out()).contains("pools          1").containsPattern("tick -?[0-9]+");
    Run pool = lp("pool", "--chain", "mainnet", "--token0", "WETH", "--token1", "USDT", "--json");
    assertThat(pool.exit()).as(pool.err()).isZero();
    JsonNode found = TradingJson.mapper().readTree(pool.out()).path("pools").path(0);
    String reference = found.path("poolReferenceIdentifier").asText();
    int tick = found.path("currentTick").asInt();

    Run approval = lp("approval", "--wallet", WALLET, "--token0", "WETH", "--amount0", "2", "--token1", "USDT",
        "--amount1", "9000");
    assertThat(approval.exit()).as(approval.err()).isZero();
    assertThat(approval.out()).containsPattern("amounts +2 WETH and 9000 USDT").contains("approval")
        .contains("request id");
    Run rawApproval = lp("approval", "--wallet", WALLET, "--token0", "WETH", "--amount0", "2000000000000000000",
        "--token1", "USDT", "--amount1", "9000000000", "--raw-amount");
    assertThat(rawApproval.exit()).as(rawApproval.err()).isZero();
    assertThat(rawApproval.out()).containsPattern("amounts +2 WETH and 9000 USDT");
    assertThat(lastBody("/lp/check_approval").path("lpTokens").path(1).path("amount").asText())
        .isEqualTo("9000000000");

    Run created = lp("create", "--wallet", WALLET, "--token0", "WETH", "--token1", "USDT", "--pool", reference,
        "--deposit", "USDT", "--amount", "3000", "--tick-lower", String.valueOf(tick - 1000),
        "--tick-upper", String.valueOf(tick + 1000));
    assertThat(created.exit()).as(created.err()).isZero();
    assertThat(created.out()).containsPattern("you deposit +[0-9.]+ WETH and 3000 USDT").contains("not broadcast");
    assertThat(lastBody("/lp/create").path("independentToken").path("amount").asText()).isEqualTo("3000000000");

    String position = mintedPosition();
    Run decrease = lp("decrease", "--wallet", WALLET, "--position", position, "--token0", "WETH",
        "--token1", "USDT", "--percent", "50");
    assertThat(decrease.exit()).as(decrease.err()).isZero();
    assertThat(decrease.out()).containsPattern("you withdraw +[0-9.]+ WETH and [0-9.]+ USDT")
        .doesNotContain("base units").contains("not broadcast").contains("  data");

    Run claim = lp("claim", "--wallet", WALLET, "--position", position);
    assertThat(claim.exit()).as(claim.err()).isZero();
    assertThat(claim.out()).containsPattern("you collect +[0-9.]+ WETH and [0-9.]+ USDT").contains("not broadcast");
    Run claimJson = lp("claim", "--wallet", WALLET, "--position", position, "--json");
    assertThat(claimJson.exit()).as(claimJson.err()).isZero();
    assertThat(TradingJson.mapper().readTree(claimJson.out()).has("claim")).isTrue();
  }

  @Test
  void anAnswerNamingATokenTheListLacksIsPrintedInBaseUnits() throws IOException {
    Path list = dir.resolve("only-weth.tokenlist.json");
    Files.writeString(list, "{\"name\":\"only WETH\",\"timestamp\":\"2026-01-01T00:00:00Z\",\"version\":{\"major\":1,"
        + "\"minor\":0,\"patch\":0},\"tokens\":[{\"chainId\":1,\"address\":\"" + WETH + "\",\"symbol\":\"WETH\","
        + "\"name\":\"Wrapped Ether\",\"decimals\":18}]}");
    Run run = lp("create-classic", "--token-list", list.toString(), "--wallet", WALLET, "--token0", USDC,
        "--token1", "WETH", "--deposit", "WETH", "--amount", "1");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("(?i)you deposit +[0-9]+ base units of " + USDC + " and 1 WETH");
  }

  @Test
  void badInputIsExitTwoNamingTheOptionAndNothingIsSent() throws IOException {
    long increases = calls("/lp/increase");
    long classics = calls("/lp/create_classic");
    String[] pair = {"--wallet", WALLET, "--token0", "WETH", "--token1", "USDT"};

    assertUnreadable(lp("increase", with(pair, "--deposit", "USDT", "--amount", "1")),
        "--position: required for a V3 position (its NFT token id)");
    assertUnreadable(lp("increase", with(pair, "--protocol", "V2", "--position", "5", "--deposit", "USDT",
        "--amount", "1")), "--position: applies to V3 and V4 positions only");
    assertUnreadable(lp("increase", with(pair, "--position", "5", "--deposit", "USDT", "--amount", "1.0000001")),
        "--amount: 1.0000001 has more than 6 decimals for USDT");
    assertUnreadable(lp("increase", with(pair, "--position", "5", "--deposit", "DAI", "--amount", "1")),
        "--deposit: expected one of the pair, WETH or USDT, was DAI");
    assertUnreadable(lp("increase", with(pair, "--position", "5", "--deposit", "USDT", "--amount", "1.5",
        "--raw-amount")), "--amount: 1.5 is not a whole number of base units");
    assertUnreadable(lp("increase", with(pair, "--position", "5", "--protocol", "V9", "--deposit", "USDT",
        "--amount", "1")), "--protocol: expected V2, V3 or V4, was \"V9\"");
    assertUnreadable(lp("increase", with(pair, "--position", "5", "--amount", "1")),
        "Missing required option: '--deposit=TOKEN'");

    assertUnreadable(lp("create-classic", with(pair, "--deposit", "USDT", "--amount", "abc")),
        "--amount: expected a decimal number, was \"abc\"");
    assertUnreadable(lp("create-classic", "--wallet", WALLET, "--token0", "NOPE", "--token1", "WETH", "--deposit",
        "WETH", "--amount", "1"), "--token0: no token NOPE on chain 1");
    assertUnreadable(lp("create-classic", with(pair, "--deposit", "USDT", "--amount", "0")),
        "--amount: must be > 0, was 0");
    assertUnreadable(lp("approval", "--wallet", WALLET, "--token0", "WETH", "--amount0", "1.5", "--token1", "USDT",
        "--amount1", "1", "--raw-amount"), "--amount0: 1.5 is not a whole number of base units");

    assertThat(calls("/lp/increase")).as("refused before any call").isEqualTo(increases);
    assertThat(calls("/lp/create_classic")).as("refused before any call").isEqualTo(classics);
  }

  @Test
  void aRuleOfTheApiOrARefusedKeyIsExitOneOnOneLine() {
    Run badWallet = lp("increase", "--wallet", "0x1234", "--position", "5", "--token0", "WETH", "--token1", "USDT",
        "--deposit", "USDT", "--amount", "1");
    // a malformed address is the command line's own mistake now, caught before any call: usage, naming the option
    assertThat(badWallet.exit()).as(badWallet.err()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(badWallet.err()).contains("Invalid value for option '--wallet'").doesNotContain("\tat ");
    Run badPercent = lp("decrease", "--wallet", WALLET, "--position", "1", "--token0", "WETH", "--token1", "USDT",
        "--percent", "150");
    assertThat(badPercent.exit()).as(badPercent.err()).isEqualTo(ExitCodes.FAILED);
    assertThat(badPercent.err()).contains("liquidityPercentageToDecrease");
    Run unknownPosition = lp("increase", "--wallet", WALLET, "--position", "999999", "--token0", "WETH",
        "--token1", "USDT", "--deposit", "USDT", "--amount", "1");
    assertThat(unknownPosition.exit()).as(unknownPosition.err()).isEqualTo(ExitCodes.FAILED);
    assertThat(unknownPosition.err()).contains("error: the service answered HTTP 404");

    for (String[] command : List.of(
        new String[] {"increase", "--wallet", WALLET, "--position", "5", "--token0", "WETH", "--token1", "USDT",
            "--deposit", "USDT", "--amount", "1"},
        new String[] {"create-classic", "--wallet", WALLET, "--token0", "USDC", "--token1", "WETH", "--deposit",
            "WETH", "--amount", "1"})) {
      Run refused = lpWithKey(blockedKeyFile, command[0], List.of(command).subList(1, command.length)
          .toArray(String[]::new));
      assertThat(refused.exit()).as(refused.err()).isEqualTo(ExitCodes.FAILED);
      assertThat(refused.err()).contains("error: the service answered HTTP 401").doesNotContain("\tat ");
      assertThat(refused.err().lines().filter(l -> l.startsWith("error: "))).hasSize(1);
      assertThat(refused.out()).isEmpty();
    }
  }

  @Test
  void helpListsEverySubcommandAndTheNewOnesExplainThemselves() {
    Run lp = Run.run("lp", "--help");
    assertThat(lp.exit()).isZero();
    assertThat(lp.out()).contains("pool", "approval", "create", "create-classic", "increase", "decrease", "claim");
    Run increase = Run.run("lp", "increase", "--help");
    assertThat(increase.exit()).isZero();
    assertThat(increase.out()).contains("POST /lp/increase", "--position", "--deposit", "--raw-amount", "--json");
    Run classic = Run.run("lp", "create-classic", "--help");
    assertThat(classic.exit()).isZero();
    assertThat(classic.out()).contains("POST /lp/create_classic", "--deposit", "--raw-amount", "--chain")
        .doesNotContain("--protocol");
    Run noSubcommand = Run.run("lp");
    assertThat(noSubcommand.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(noSubcommand.err()).contains("create-classic, increase");
  }

  private static String[] with(String[] first, String... more) {
    List<String> all = new ArrayList<>(List.of(first));
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }

  private static void assertUnreadable(Run run, String message) {
    assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains(message).doesNotContain("\tat ");
    assertThat(run.out()).isEmpty();
  }
}
