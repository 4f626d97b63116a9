package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class JsonCheckCommandTest {
  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return Run.execute(out, err, args);
  }

  private Path file(String name, String content) throws IOException {
    Path path = dir.resolve(name);
    Files.writeString(path, content.replace('\'', '"'));
    return path;
  }

  private Path example(String name) throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/api/" + name)) {
      Path path = dir.resolve(name);
      Files.write(path, in.readAllBytes());
      return path;
    }
  }

  static Stream<Arguments> examples() {
    return Stream.of(
        Arguments.of("check-approval-request.json", "check-approval-request"),
        Arguments.of("check-approval-response.json", "check-approval-response"),
        Arguments.of("error-400-routing-preference.json", "error"),
        Arguments.of("error-401-unauthorized.json", "error"),
        Arguments.of("quote-request.json", "quote-request"),
        Arguments.of("quote-response-classic.json", "quote-response"),
        Arguments.of("swap-7702-request.json", "swap-7702-request"),
        Arguments.of("swap-7702-response.json", "swap-7702-response"),
        Arguments.of("swap-request.json", "swap-request"),
        Arguments.of("swap-response.json", "swap-response"),
        Arguments.of("orders-response.json", "orders-response"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void everyRealExampleParsesAndRoundTrips(String name, String type) throws IOException {
    Path path = example(name);
    assertThat(run("json", "check", "--type", type, path.toString())).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).startsWith(path + ": OK");
  }

  /** One sample per registered type (real examples first, then payloads written for the tests). */
  private static final Map<String, String> SAMPLES =
      Map.ofEntries(
          Map.entry("quote-request", "api/quote-request.json"),
          Map.entry("token-list", "tokenlists/example.tokenlist.json"),
          Map.entry("quote-response", "payloads/quote-response-dutch-v3.json"),
          Map.entry("swap-7702-request", "api/swap-7702-request.json"),
          Map.entry("swap-7702-response", "api/swap-7702-response.json"),
          Map.entry("swap-5792-request", "payloads/swap-5792-request-dutch-v2.json"),
          Map.entry("swap-5792-response", "payloads/swap-5792-response.json"),
          Map.entry("swap-request", "api/swap-request.json"),
          Map.entry("swap-response", "api/swap-response.json"),
          Map.entry("order-request", "payloads/order-request-dutch-v2.json"),
          Map.entry("order-response", "payloads/order-response.json"),
          Map.entry("orders-response", "api/orders-response.json"),
          Map.entry("encode-7702-request", "payloads/encode-7702-request.json"),
          Map.entry("encode-7702-response", "payloads/encode-7702-response.json"),
          Map.entry("encode-4337-request", "payloads/encode-4337-request.json"),
          Map.entry("encode-4337-response", "payloads/encode-4337-response.json"),
          Map.entry("limit-order-quote-request", "payloads/limit-order-quote-request.json"),
          Map.entry("limit-order-quote-response", "payloads/limit-order-quote-response.json"),
          Map.entry("send-request", "payloads/send-request.json"),
          Map.entry("send-response", "payloads/send-response.json"),
          Map.entry("swappable-tokens-response", "payloads/swappable-tokens-response.json"),
          Map.entry("check-approval-request", "api/check-approval-request.json"),
          Map.entry("check-approval-response", "api/check-approval-response.json"),
          Map.entry("lp-increase-request", "payloads/lp-increase-request.json"),
          Map.entry("lp-increase-response", "payloads/lp-increase-response.json"),
          Map.entry("lp-check-approval-request", "payloads/lp-check-approval-request.json"),
          Map.entry("lp-check-approval-response", "api/lp-check-approval-response.json"),
          Map.entry("lp-create-request", "api/lp-create-request.json"),
          Map.entry("lp-create-response", "api/lp-create-response.json"),
          Map.entry("lp-create-classic-request", "payloads/lp-create-classic-request.json"),
          Map.entry("lp-create-classic-response", "api/lp-create-classic-response.json"),
          Map.entry("lp-decrease-request", "payloads/lp-decrease-request.json"),
          Map.entry("lp-decrease-response", "api/lp-decrease-response.json"),
          Map.entry("lp-claim-fees-request", "payloads/lp-claim-fees-request.json"),
          Map.entry("lp-claim-fees-response", "api/lp-claim-fees-response.json"),
          Map.entry("lp-pool-info-request", "api/lp-pool-info-request.json"),
          Map.entry("lp-pool-info-response", "api/lp-pool-info-response.json"),
          Map.entry("plan-create-request", "payloads/plan-create-request.json"),
          Map.entry("plan-response", "payloads/plan-response.json"),
          Map.entry("plan-update-request", "payloads/plan-update-request.json"),
          Map.entry("swaps-response", "payloads/swaps-response.json"),
          Map.entry("check-delegation-request", "payloads/check-delegation-request.json"),
          Map.entry("check-delegation-response", "payloads/check-delegation-response.json"),
          Map.entry("error", "api/error-400-routing-preference.json"));

  @Test
  void everyRegisteredTypeHasASampleThatRoundTrips() throws IOException {
    for (String type : JsonCheckCommand.types().keySet()) {
      assertThat(SAMPLES).as("add a sample file for the new type '%s' to SAMPLES", type).containsKey(type);
      Path path = dir.resolve(type + ".json");
      try (InputStream in = getClass().getResourceAsStream("/" + SAMPLES.get(type))) {
        Files.write(path, in.readAllBytes());
      }
      out.getBuffer().setLength(0);
      assertThat(run("json", "check", "--type", type, path.toString())).as(out.toString()).isEqualTo(ExitCodes.OK);
      assertThat(out.toString()).isEqualTo(path + ": OK" + System.lineSeparator());
    }
  }

  static Stream<Arguments> lpExamples() {
    return Stream.of(
        "lp-check-approval", "lp-create", "lp-create-classic", "lp-decrease", "lp-claim-fees", "lp-pool-info")
        .flatMap(op -> Stream.of(Arguments.of(op + "-request"), Arguments.of(op + "-response")));
  }

  /**
   * Every LP example of the OpenAPI document checks OK as its type, once the placeholder wallet
   * {@code "0x..."} of four request examples is the wallet their responses show; with the
   * placeholder, the check fails naming {@code $.walletAddress} and nothing else.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("lpExamples")
  void everyLpExampleOfTheDocumentChecks(String type) throws IOException {
    Path verbatim = example(type + ".json");
    String text = Files.readString(verbatim);
    Path filled = Files.writeString(dir.resolve(type + "-filled.json"),
        text.replace("\"0x...\"", "\"0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421\""));
    assertThat(run("json", "check", "--type", type, filled.toString())).as(out.toString()).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).isEqualTo(filled + ": OK" + System.lineSeparator());
    out.getBuffer().setLength(0);
    int verbatimExit = run("json", "check", "--type", type, verbatim.toString());
    if (!text.contains("\"0x...\"")) {
      assertThat(verbatimExit).isEqualTo(ExitCodes.OK);
      return;
    }
    assertThat(verbatimExit).isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString())
        .isEqualTo(verbatim + ": FAILED" + System.lineSeparator()
            + "  $.walletAddress: must be an address (0x followed by 40 hex digits), was \"0x...\""
            + System.lineSeparator());
  }

  @Test
  void lpRequestRuleFailureNamesTheNestedPath() throws IOException {
    Path path = file("ticks.json", "{'walletAddress':'0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421','chainId':1,"
        + "'protocol':'V3','existingPool':{'token0Address':'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',"
        + "'token1Address':'0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',"
        + "'poolReference':'0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'},'independentToken':{"
        + "'tokenAddress':'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','amount':'5'},"
        + "'tickBounds':{'tickLower':60,'tickUpper':-60}}");
    assertThat(run("json", "check", "--type", "lp-create-request", path.toString())).isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.tickBounds.tickUpper: must be > tickLower (60), was -60");
  }

  @Test
  void poolInfoStringOrNumberFieldsRoundTripInTheirOwnForm() throws IOException {
    Path path = file("pools.json", "{'pools':[{'fee':'500','tickSpacing':10,'tokenDecimalsA':'6',"
        + "'currentTick':-1,'poolProtocol':['V3']},{'fee':3000,'poolProtocol':'V2'}]}");
    assertThat(run("json", "check", "--type", "lp-pool-info-response", path.toString())).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).isEqualTo(path + ": OK" + System.lineSeparator());
  }

  @Test
  void aSampleCheckedAsTheWrongTypeFails() throws IOException {
    Path path = example("swap-7702-response.json");
    assertThat(run("json", "check", "--type", "send-response", path.toString())).isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.send: required, missing");
  }

  @Test
  void nullDroppedFromAnOptionalFieldIsANoteNotAFailure() throws IOException {
    Path path = example("quote-response-classic.json");
    assertThat(run("json", "check", "--type", "quote-response", path.toString())).isEqualTo(0);
    assertThat(out.toString())
        .contains("note: $.permitTransaction: null in the input, absent after re-serialization");
  }

  @Test
  void listTypesPrintsEveryStableName() {
    assertThat(run("json", "check", "--list-types")).isEqualTo(ExitCodes.OK);
    List<String> names = new ArrayList<>();
    for (String line : out.toString().split("\\R")) {
      names.add(line.split("\\s+")[0]);
    }
    assertThat(names)
        .containsExactly(
            "quote-request", "quote-response", "swap-7702-request", "swap-7702-response",
            "swap-5792-request", "swap-5792-response", "swap-request", "swap-response",
            "limit-order-quote-request", "limit-order-quote-response", "order-request", "order-response",
            "orders-response", "send-request", "send-response",
            "swappable-tokens-response", "check-approval-request", "check-approval-response",
            "lp-increase-request", "lp-increase-response",
            "lp-check-approval-request", "lp-check-approval-response", "lp-create-request",
            "lp-create-response", "lp-create-classic-request", "lp-create-classic-response",
            "lp-decrease-request", "lp-decrease-response", "lp-claim-fees-request",
            "lp-claim-fees-response", "lp-pool-info-request", "lp-pool-info-response",
            "plan-create-request", "plan-response",
            "plan-update-request", "swaps-response", "check-delegation-request",
            "check-delegation-response", "encode-7702-request", "encode-7702-response",
            "encode-4337-request", "encode-4337-response", "error", "token-list");
  }

  @Test
  void invalidRequestFailsWithThePathAndRule() throws IOException {
    Path path =
        file(
            "bad.json",
            "{'walletAddress':'0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421',"
                + "'token':'0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599','amount':'0','chainId':1}");
    assertThat(run("json", "check", "--type", "check-approval-request", path.toString()))
        .isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains(path + ": FAILED").contains("$.amount: must be > 0, was 0");
  }

  @Test
  void nestedFailureNamesTheFullPath() throws IOException {
    Path path = file("bad-plan.json", "{'steps':[{'stepIndex':0,'proof':{'txHash':'0x1','orderId':'o'}}]}");
    assertThat(run("json", "check", "--type", "plan-update-request", path.toString()))
        .isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.steps[0].proof.orderId: must not be sent");
  }

  @Test
  void missingRequiredFieldsAreNamed() throws IOException {
    Path path = file("partial.json", "{'requestId':'r'}");
    assertThat(run("json", "check", "--type", "swap-7702-response", path.toString()))
        .isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.swap: required, missing");
  }

  @Test
  void wrongValueTypeNamesThePath() throws IOException {
    Path path =
        file(
            "tick.json",
            "{'requestId':'r','swap':{'to':'0xA','from':'0xB','data':'0x','value':'0x0','chainId':'one'}}");
    assertThat(run("json", "check", "--type", "swap-7702-response", path.toString()))
        .isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.swap.chainId:");
  }

  @Test
  void notJsonExitsTwo() throws IOException {
    Path path = file("plain.txt", "error code: 1010");
    assertThat(run("json", "check", "--type", "error", path.toString())).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(out.toString()).contains(path + ": NOT JSON");
  }

  @Test
  void emptyFileAndTrailingGarbageAreNotJson() throws IOException {
    Path empty = file("empty.json", "");
    Path trailing = file("trailing.json", "{'errorCode':'X'} {");
    assertThat(run("json", "check", "--type", "error", empty.toString(), trailing.toString()))
        .isEqualTo(ExitCodes.UNREADABLE);
    assertThat(out.toString()).contains(empty + ": NOT JSON").contains(trailing + ": NOT JSON");
  }

  @Test
  void missingFileExitsTwoEvenWhenOthersFail() throws IOException {
    Path bad = file("bad.json", "{'requestId':'r'}");
    assertThat(
            run(
                "json", "check", "--type", "swap-7702-response",
                bad.toString(), dir.resolve("nope.json").toString()))
        .isEqualTo(ExitCodes.UNREADABLE);
    assertThat(out.toString())
        .contains("nope.json: UNREADABLE: no such file")
        .contains("2 files: 0 OK, 1 failed, 1 unreadable");
  }

  @Test
  void roundTripDifferenceIsPrintedWithBothValuesAndFails() throws IOException {
    // A JSON number where the model writes a decimal string: parses, but does not round-trip.
    Path path =
        file(
            "number.json",
            "{'requestId':'r','swap':{'to':'0xA','from':'0xB','data':'0x','value':'0x0','chainId':1,"
                + "'gasLimit':21000}}");
    assertThat(run("json", "check", "--type", "swap-7702-response", path.toString()))
        .isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString())
        .contains("FAILED (the re-serialized JSON differs)")
        .contains("$.swap.gasLimit: input 21000, re-serialized as \"21000\"");
  }

  @Test
  void numbersAreComparedByValue() throws IOException {
    Path path = file("slippage.json", "{'routing':'CHAINED','quote':{'swapper':'0xA','input':{'token':'0xB','amount':'1'},"
        + "'output':{'token':'0xC','amount':'2'},'tokenInChainId':1,'tokenOutChainId':8453,'tradeType':'EXACT_INPUT',"
        + "'quoteId':'q','gasStrategies':[{'limitInflationFactor':1.50,'priceInflationFactor':1e0,"
        + "'percentileThresholdFor1559Fee':75}],'slippageTolerance':0.50}}");
    assertThat(run("json", "check", "--type", "plan-create-request", path.toString())).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).isEqualTo(path + ": OK" + System.lineSeparator());
  }

  @Test
  void unknownTypeAndMissingTypeExitTwo() throws IOException {
    Path path = example("error-401-unauthorized.json");
    assertThat(run("json", "check", "--type", "nope", path.toString())).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(err.toString()).contains("unknown type 'nope'").contains("quote-request");
    assertThat(run("json", "check", path.toString())).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run("json", "check", "--type", "error")).isEqualTo(ExitCodes.UNREADABLE);
  }

  @Test
  void helpListsTheJsonCommand() {
    assertThat(run("--help")).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).contains("json");
  }

  @Test
  void resultsGoToStdoutInFileOrder() throws IOException {
    Path a = example("error-401-unauthorized.json");
    Path b = example("error-400-routing-preference.json");
    assertThat(run("json", "check", "--type", "error", a.toString(), b.toString())).isEqualTo(0);
    String text = out.toString();
    assertThat(text.indexOf(a + ": OK")).isLessThan(text.indexOf(b + ": OK"));
    assertThat(text).contains("2 files: 2 OK, 0 failed, 0 unreadable");
    assertThat(new String(Files.readAllBytes(a), StandardCharsets.UTF_8)).contains("Unauthorized");
  }

  /** The class-path resource {@code name} as a file of the temporary directory. */
  private Path copied(String name) throws IOException {
    Path path = dir.resolve(name.replace('/', '_'));
    try (InputStream in = getClass().getResourceAsStream("/" + name)) {
      Files.write(path, in.readAllBytes());
    }
    return path;
  }

  @Test
  void everyOrderRoutingAndTheWalletBodiesPass() throws IOException {
    String[][] cases = {
      {"payloads/order-request-dutch-v2.json", "order-request"},
      {"payloads/order-request-dutch-v3.json", "order-request"},
      {"payloads/order-request-priority.json", "order-request"},
      {"payloads/encode-7702-request.json", "encode-7702-request"},
      {"payloads/encode-4337-response.json", "encode-4337-response"},
    };
    for (String[] c : cases) {
      Path path = copied(c[0]);
      out.getBuffer().setLength(0);
      assertThat(run("json", "check", "--type", c[1], path.toString())).as(out.toString()).isEqualTo(ExitCodes.OK);
    }
  }

  @Test
  void ordersPageWithANullTxHashIsANote() throws IOException {
    Path path = copied("payloads/orders-response.json");
    assertThat(run("json", "check", "--type", "orders-response", path.toString())).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).contains("note: $.orders[1].txHash: null in the input, absent after re-serialization");
  }

  @Test
  void aSwapRequestWithPermitDataButNoSignatureFails() throws IOException {
    Path path = file("swap.json", "{'quote':{'notYetModelled':1},'permitData':{'domain':{},'types':{},'values':{}}}");
    assertThat(run("json", "check", "--type", "swap-request", path.toString())).isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.signature: required when permitData is given");
  }

  @Test
  void anOrderForAClassicQuoteFailsNamingTheQuote() throws IOException {
    com.fasterxml.jackson.databind.node.ObjectNode order = TradingJson.mapper().createObjectNode().put("signature", "0x01");
    try (InputStream in = getClass().getResourceAsStream("/api/swap-request.json")) {
      order.set("quote", TradingJson.mapper().readTree(in).get("quote")); // a classic quote
    }
    Path path = dir.resolve("order.json");
    Files.writeString(path, order.toString());
    assertThat(run("json", "check", "--type", "order-request", path.toString())).isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.quote: POST /order takes a DUTCH_V2, DUTCH_V3, PRIORITY or LIMIT_ORDER quote");
  }

  @Test
  void anEncode7702RequestAcrossChainsFails() throws IOException {
    Path path = file("e7702.json", "{'smartContractDelegationAddress':'0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00',"
        + "'walletAddress':'0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421','calls':["
        + "{'to':'0xA','from':'0xB','data':'0x','value':'0x0','chainId':1},"
        + "{'to':'0xA','from':'0xB','data':'0x','value':'0x0','chainId':10}]}");
    assertThat(run("json", "check", "--type", "encode-7702-request", path.toString())).isEqualTo(ExitCodes.FAILED);
    assertThat(out.toString()).contains("$.calls[1].chainId: must be the chain of calls[0] (1)");
  }
}
