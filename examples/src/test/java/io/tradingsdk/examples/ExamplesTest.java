package io.tradingsdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStatus;
import io.tradingsdk.models.plan.StepStatus;
import io.tradingsdk.server.ApiKey;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every example's {@code main} in-process, as a user would start it, and checks what it prints and
 * what it did to the reference server, so the examples never rot.
 *
 * <p>Without {@code trading.baseUrl} an example starts its own embedded server; the tests of the configured
 * path start one here and point the example at it through the system properties {@code fromEnv()} reads.
 */
class ExamplesTest {
  /** Hardhat/Anvil account #1: a public test key, different from the examples' default one. */
  private static final String TEST_KEY_1 = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
  private static final String TEST_ADDRESS_1 = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  @BeforeEach
  @AfterEach
  void clearConfiguration() {
    System.clearProperty("trading.baseUrl");
    System.clearProperty("trading.apiKey");
    System.clearProperty("trading.maxRetries");
    System.clearProperty("trading.walletAddress");
  }

  /** The embedded path only applies when the machine running the tests has no API configured. */
  private static void assumeNoApiConfigured() {
    assumeTrue(System.getenv("TRADING_API_BASE_URL") == null, "TRADING_API_BASE_URL is set on this machine");
    assumeTrue(System.getenv(DevKeys.KEY_VARIABLE) == null, DevKeys.KEY_VARIABLE + " is set on this machine");
  }

  /** Points the examples at {@code server} with {@code apiKey}, as TRADING_API_BASE_URL and TRADING_API_KEY would. */
  private static void configure(ReferenceServer server, String apiKey) {
    System.setProperty("trading.baseUrl", server.baseUrl().toString());
    System.setProperty("trading.apiKey", apiKey);
  }

  /** What a program did: its exit status and what it printed on standard output and standard error. */
  record Outcome(int status, String out, String err) {}

  /** Runs an example as its {@code main} would (without exiting the JVM) and captures what it printed. */
  private static Outcome execute(String program, ExampleRunner.Task task, String... args) {
    PrintStream original = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status;
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      status = ExampleRunner.run(program, args, task, new PrintStream(errors, true, StandardCharsets.UTF_8));
    } finally {
      System.setOut(original);
    }
    Outcome outcome = new Outcome(status, captured.toString(StandardCharsets.UTF_8),
        errors.toString(StandardCharsets.UTF_8));
    original.print(outcome.out() + outcome.err()); // kept in the surefire report, to read when a test fails
    return outcome;
  }

  /** Runs an example that must succeed and returns what it printed on standard output. */
  private static String run(String program, ExampleRunner.Task task, String... args) {
    Outcome outcome = execute(program, task, args);
    assertThat(outcome.status()).as("exit status of %s; stderr: %s", program, outcome.err()).isZero();
    return outcome.out();
  }

  private static String group(String text, String regex) {
    Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
    assertThat(m.find()).as("output matching /%s/ in:%n%s", regex, text).isTrue();
    return m.group(1);
  }

  @Nested
  class QuoteAndSwapExample {
    @Test
    void quotesSignsAndBuildsTheTransactionAgainstTheEmbeddedServer() throws Exception {
      assumeNoApiConfigured();
      String out = run("QuoteAndSwap", QuoteAndSwap::run);

      assertThat(out).containsSubsequence(
          "TRADING_API_BASE_URL is not set: using the embedded reference server at http://127.0.0.1:",
          "(throwaway key made for this run)",
          "1000 USDC -> ", " ETH (slippage 0.5%)",
          "Signed PermitSingle for spender 0x",
          "sent router version 2.0, as quoted",
          "Refused, as it should be: x-universal-router-version: the quote was requested with 2.0 "
              + "but this call would send 1.2",
          "Transaction to send:", "chainId              1");
      // A 7702 transaction is sent by the wallet to itself.
      String wallet = group(out, "^Wallet (0x[0-9a-fA-F]{40}) ");
      assertThat(group(out, "^  from +(\\S+)$")).isEqualTo(wallet);
      assertThat(group(out, "^  to +(\\S+)$")).isEqualTo(wallet);
      assertThat(group(out, "^  data +0x[0-9a-f]{8}\\.\\.\\.[0-9a-f]{8} \\(([0-9]+) bytes\\)$")).satisfies(
          bytes -> assertThat(Integer.parseInt(bytes)).isGreaterThan(100));
    }

    @Test
    void talksToTheConfiguredServerAndNeverSendsTheMismatchedSwap() throws Exception {
      try (ReferenceServer server = ReferenceServer.startDefault()) {
        configure(server, ServerConfig.TEST_KEY);
        String out = run("QuoteAndSwap", QuoteAndSwap::run);

        assertThat(out).doesNotContain("embedded reference server").contains("Refused, as it should be");
        assertThat(server.stats().requests("POST /quote")).isEqualTo(1);
        // The swap under another router version was refused by the client before sending: one swap arrived.
        assertThat(server.stats().requests("POST /swap_7702")).isEqualTo(1);
        assertThat(server.stats().responses(200)).isEqualTo(2);
      }
    }

    @Test
    void aRefusedApiKeyEndsTheProgramWithOneLineAndExitStatusOne() {
      try (ReferenceServer server = ReferenceServer.startDefault()) {
        configure(server, ServerConfig.BLOCKED_KEY);
        Outcome outcome = execute("QuoteAndSwap", QuoteAndSwap::run);
        assertThat(outcome.status()).isEqualTo(ExampleRunner.FAILED);
        assertThat(outcome.err()).startsWith("QuoteAndSwap: the service refused: HTTP 401 ")
            .doesNotContain(ServerConfig.BLOCKED_KEY).doesNotContain("\tat ");
      }
    }

    @Test
    void anUnreachableServiceIsOneLineAndExitStatusOne() throws Exception {
      int closedPort;
      try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
        closedPort = socket.getLocalPort(); // nothing listens there once the socket is closed
      }
      System.setProperty("trading.baseUrl", "http://127.0.0.1:" + closedPort);
      System.setProperty("trading.apiKey", ServerConfig.TEST_KEY);
      System.setProperty("trading.maxRetries", "0");
      Outcome outcome = execute("QuoteAndSwap", QuoteAndSwap::run);
      assertThat(outcome.status()).isEqualTo(ExampleRunner.FAILED);
      assertThat(outcome.err()).startsWith("QuoteAndSwap: cannot reach the service: ");
      assertThat(outcome.err().lines()).hasSize(1);
    }
  }

  @Nested
  class AsyncQuotesExample {
    @Test
    void reportsEachQuoteOrItsTypedErrorInTheOrderAsked() throws Exception {
      assumeNoApiConfigured();
      String out = run("AsyncQuotes", AsyncQuotes::run);

      assertThat(out).containsSubsequence(
          "check_approval: HTTP 200, request id ",
          "  the wallet must first send: to " + USDC + " on chain 1, data 0x095ea7b3", // approve(Permit2, ...)
          "Quotes for 1,000 USDC:",
          "  USDC -> ETH: ", " ETH (CLASSIC, request id ",
          "  USDC -> DAI: ", " DAI (CLASSIC, request id ",
          "  USDC -> WBTC: ", " WBTC (CLASSIC, request id ",
          "  USDC -> USDC on Base: ", " USDC on Base (BRIDGE, request id ",
          "  USDC -> ETH on Base: no quote (404): No quotes available, request id ",
          "  USDC -> USDC: refused (400 RequestValidationError): "
              + "\"tokenOut\" must differ from \"tokenIn\" on the same chain");
      // Amounts are exact decimals of base units: WBTC has 8 decimals, so at most 8 fraction digits.
      assertThat(group(out, "USDC -> WBTC: ([0-9.]+) WBTC")).matches("[0-9]+(\\.[0-9]{1,8})?");
    }

    @Test
    void readsTheWalletsRealAllowanceFromTheConfiguredServer() throws Exception {
      try (ReferenceServer server = ReferenceServer.startDefault()) {
        server.chain().setAllowance(1, DevKeys.WELL_KNOWN_TEST_ADDRESS, USDC, server.chain().permit2(1),
            BigInteger.TEN.pow(30));
        configure(server, ServerConfig.TEST_KEY);
        String out = run("AsyncQuotes", AsyncQuotes::run);

        assertThat(out).contains("  no approval needed: Permit2 may already move this amount")
            .doesNotContain("the wallet must first send");
        assertThat(server.stats().requests("POST /quote")).isEqualTo(6);
      }
    }

    @Test
    void rateLimitedQuotesAreReportedOneByOneAsRateLimitedException() throws Exception {
      // One request, then a token every 1,000 s: check_approval passes and every quote meets a 429.
      try (ReferenceServer server = ReferenceServer.builder()
          .configure(c -> c.apiKey(ApiKey.builder("slow-key").rateLimit(0.001, 1).build()))
          .build().start()) {
        configure(server, "slow-key");
        System.setProperty("trading.maxRetries", "0");
        String out = run("AsyncQuotes", AsyncQuotes::run);

        assertThat(out).contains("check_approval: HTTP 200");
        Pattern rateLimited = Pattern.compile(": rate limited \\(429\\) after 1 attempt\\(s\\), request id ");
        assertThat(rateLimited.matcher(out).results()).hasSize(6);
      }
    }
  }

  @Nested
  class ExecutePlanExample {
    @Test
    void walksTheCrossChainPlanToCompletedAgainstTheEmbeddedServer() throws Exception {
      assumeNoApiConfigured();
      String out = run("ExecutePlan", ExecutePlan::run);

      assertThat(out).containsSubsequence(
          "(throwaway key made for this run)",
          "DAI on Ethereum -> ", " USDC on Base",
          "ACTIVE, 5 steps:",
          "  0 APPROVAL_TXN (SEND_TX)", "  1 APPROVAL_PERMIT (SIGN_MSG)", "  4 CLASSIC (SEND_TX)",
          "  step 0 APPROVAL_TXN: broadcast 0x",
          "  step 1 APPROVAL_PERMIT: signed PermitSingle",
          "  step 2 CLASSIC: broadcast 0x",
          "  step 3 BRIDGE: broadcast 0x",
          "  step 4 CLASSIC: broadcast 0x", " on chain 8453",
          "Plan COMPLETED: ");
      assertThat(group(out, "Plan COMPLETED: (\\S+) USDC")).isEqualTo(group(out, "DAI on Ethereum -> (\\S+) USDC"));
    }

    @Test
    void stopsAtTheFirstTransactionWhenNoSimulatedChainCanBroadcastIt() throws Exception {
      try (ReferenceServer server = ReferenceServer.startDefault();
          TradingClient client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY)
              .baseUrl(server.baseUrl().toString()).build()) {
        configure(server, ServerConfig.TEST_KEY);
        Outcome outcome = execute("ExecutePlan", ExecutePlan::run);
        assertThat(outcome.status()).as("an unfinished plan is an unfinished task").isEqualTo(ExampleRunner.FAILED);
        String out = outcome.out();

        assertThat(out).contains("  step 0 APPROVAL_TXN: send this transaction with your wallet, then attach its hash")
            .doesNotContain("COMPLETED");
        String planId = group(out, "^Plan (\\S+) ACTIVE");
        PlanResponse plan = client.getPlan(planId, false);
        assertThat(plan.status()).isNotEqualTo(PlanStatus.COMPLETED);
        assertThat(plan.currentStepIndex()).isZero();
        assertThat(plan.steps().get(0).status()).isEqualTo(StepStatus.AWAITING_ACTION);
        assertThat(server.stats().requests("PATCH /plan/{planId}")).isZero();
      }
    }
  }

  @Nested
  class SignPermitOfflineExample {
    @TempDir Path dir;

    @Test
    void signsWithTheKeyFromAFileAndTheSignatureRecoversToIt() throws Exception {
      assumeNoApiConfigured();
      Path keyFile = dir.resolve("key");
      Files.writeString(keyFile, TEST_KEY_1 + "\n");
      String out = run("SignPermitOffline", SignPermitOffline::run, keyFile.toString());

      assertThat(out)
          .contains("Signer " + TEST_ADDRESS_1 + " (from " + keyFile + "); the key prints as PrivateKey[redacted]")
          .doesNotContain(TEST_KEY_1.substring(2));
      // Check the printed signature against the printed typed data, independently of the example.
      TypedData typed = TypedData.parse(group(out, "^Typed data \\(eth_signTypedData_v4\\): (\\{.*\\})$"));
      Signature signature = Signature.fromHex(group(out, "^Signature: (0x[0-9a-f]{130})$"));
      assertThat(signature.recoverSigner(typed)).isEqualTo(Address.of(TEST_ADDRESS_1));
      assertThat(signature.toCompactHex()).isEqualTo(group(out, "^Compact \\(EIP-2098\\): (0x[0-9a-f]{128})$"));
      assertThat(typed.digest().toHex()).isEqualTo(group(out, "^Digest: (0x[0-9a-f]{64})$"));
      assertThat(typed.primaryType()).isEqualTo("PermitSingle");
      assertThat(typed.message().get("details").get("amount").asText()).isEqualTo("1000000000");
      assertThat(typed.toJson().get("domain").get("verifyingContract").asText())
          .isEqualTo("0x000000000022D473030F116dDEE9F6B43aC78BA3");
      assertThat(out).containsSubsequence(
          "Recovered signer: " + TEST_ADDRESS_1 + " (matches)",
          "Verifies for the signer: true",
          "Verifies with another spender: false",
          "Refused: details.amount: " + BigInteger.ONE.shiftLeft(160) + " does not fit uint160");
    }

    @Test
    void withoutAKeyItUsesTheLabelledPublicTestKey() throws Exception {
      assumeNoApiConfigured();
      String out = run("SignPermitOffline", SignPermitOffline::run);

      assertThat(PrivateKey.fromHex(DevKeys.WELL_KNOWN_TEST_KEY).address().toChecksumHex())
          .isEqualTo(DevKeys.WELL_KNOWN_TEST_ADDRESS);
      assertThat(out).startsWith("Signer " + DevKeys.WELL_KNOWN_TEST_ADDRESS
          + " (the PUBLIC Hardhat/Anvil test key #0: never fund its address)");
    }

    @Test
    void aMissingKeyFileIsNamedWithoutReadingAnything() {
      assumeNoApiConfigured();
      Path missing = dir.resolve("no-such-key");
      Outcome outcome = execute("SignPermitOffline", SignPermitOffline::run, missing.toString());
      assertThat(outcome.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(outcome.err()).isEqualTo("SignPermitOffline: invalid input: private key: no such file " + missing
          + System.lineSeparator());
      assertThat(outcome.out()).isEmpty();
    }

    @Test
    void aGarbageKeyFileIsOneLineNamingTheFileNotItsContent() throws Exception {
      assumeNoApiConfigured();
      Path garbage = dir.resolve("garbage-key");
      Files.writeString(garbage, "not a key at all: s3cr3t-material\n");
      Outcome outcome = execute("SignPermitOffline", SignPermitOffline::run, garbage.toString());
      assertThat(outcome.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(outcome.err()).startsWith("SignPermitOffline: invalid input: ").contains(garbage.toString())
          .doesNotContain("s3cr3t").doesNotContain("\tat ");
      assertThat(outcome.err().lines()).hasSize(1);
    }
  }

  @Nested
  class ValidateTokenListExample {
    @TempDir Path dir;

    private Path copyOfSample(String name) throws IOException {
      Path file = dir.resolve(name);
      try (InputStream in = ValidateTokenList.class.getResourceAsStream(name)) {
        Files.write(file, in.readAllBytes());
      }
      return file;
    }

    @Test
    void validatesTheBundledSamplesThenDiffsThemAndComputesTheNextVersion() throws Exception {
      String out = run("ValidateTokenList", ValidateTokenList::run);

      assertThat(out).containsSubsequence(
          "sample-v1.tokenlist.json (bundled sample): valid under profile head (0 errors, 0 warnings)",
          "sample-v2.tokenlist.json (bundled sample): valid under profile head (0 errors, 1 warning)",
          "  warning /tokens/3/address: is not EIP-55 checksummed",
          "Diff 1.0.0 -> 1.1.0:",
          "  added   WBTC on chain 1 0x2260fac5e5542a773aa44fbcfedf7c193bc2c599",
          "  added   USDC on chain 8453 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
          "  added   USDC on chain 501000101 EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
          "  changed chain 1 0x6B175474E89094C44Da98b954EedeAC495271d0F: logoURI",
          "Minimum bump MINOR: the update must be at least version 1.1.0",
          "The update's version 1.1.0 is enough (MINOR over 1.0.0).");
      assertThat(out).doesNotContain("removed");
    }

    @Test
    void theSpecProfileRefusesTheSolanaAddressAndSkipsTheDiff() throws Exception {
      Outcome outcome = execute("ValidateTokenList", ValidateTokenList::run, "--profile", "spec");
      assertThat(outcome.status()).isEqualTo(ExampleRunner.FAILED);
      String out = outcome.out();

      assertThat(out).containsSubsequence(
          "sample-v1.tokenlist.json (bundled sample): valid under profile spec",
          "sample-v2.tokenlist.json (bundled sample): INVALID under profile spec (1 error, 1 warning)",
          "  error   /tokens/5/address: must be 0x followed by 40 hex digits",
          "Not diffing: fix the errors first.");
      assertThat(out).doesNotContain("Minimum bump");
    }

    @Test
    void filesInTheWrongOrderCallForAMajorVersion() throws Exception {
      Path v1 = copyOfSample("sample-v1.tokenlist.json");
      Path v2 = copyOfSample("sample-v2.tokenlist.json");
      String out = run("ValidateTokenList", ValidateTokenList::run, v2.toString(), v1.toString());

      assertThat(out).containsSubsequence(
          v2 + ": valid", v1 + ": valid",
          "Diff 1.1.0 -> 1.0.0:",
          "  removed WBTC on chain 1",
          "Minimum bump MAJOR: the update must be at least version 2.0.0",
          "The update's version 1.0.0 is too low: publish it as 2.0.0.");
    }

    @Test
    void printsEveryErrorOfABrokenListAndTheCauseOfAnUnreadableOne() throws Exception {
      Path broken = dir.resolve("broken.tokenlist.json");
      Files.writeString(broken, new String(ExamplesTest.class.getResourceAsStream(
          "/tokenlists/invaliddecimals.1.tokenlist.json").readAllBytes(), StandardCharsets.UTF_8));
      Path notJson = dir.resolve("not.json");
      Files.writeString(notJson, "{\"name\": ");
      Outcome outcome = execute("ValidateTokenList", ValidateTokenList::run, broken.toString(), notJson.toString());
      assertThat(outcome.status()).as("an invalid list is a failed task").isEqualTo(ExampleRunner.FAILED);
      String out = outcome.out();

      assertThat(out).containsSubsequence(
          broken + ": INVALID under profile head (",
          "  error   /tokens/0/decimals: ",
          notJson + ": not JSON: ",
          "Not diffing: fix the errors first.");
    }

    @Test
    void moreThanTwoListsAreRefused() throws Exception {
      Path v1 = copyOfSample("sample-v1.tokenlist.json");
      Outcome outcome = execute("ValidateTokenList", ValidateTokenList::run, v1.toString(), v1.toString(),
          v1.toString());
      assertThat(outcome.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(outcome.err()).contains("expected at most two token lists (BASE and UPDATE), got 3");
    }

    @Test
    void aMissingFileIsOneLineNamingItAndExitStatusTwo() {
      Outcome outcome = execute("ValidateTokenList", ValidateTokenList::run, "nope.json");
      assertThat(outcome.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(outcome.err()).isEqualTo("ValidateTokenList: no such file: nope.json" + System.lineSeparator());
    }

    @Test
    void aWrongProfileOrOptionIsAUsageError() {
      Outcome profile = execute("ValidateTokenList", ValidateTokenList::run, "--profile", "strict");
      assertThat(profile.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(profile.err()).contains("expected spec or head");
      Outcome option = execute("ValidateTokenList", ValidateTokenList::run, "--verbose");
      assertThat(option.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(option.err()).contains("unknown option --verbose");
    }
  }

  @Nested
  class EngineTradesExample {
    @Test
    void aSwapALimitOrderAndAPositionEachSettleInOneCall() {
      assumeNoApiConfigured();
      String out = run("EngineTrades", EngineTrades::run);

      assertThat(out).containsSubsequence("quoted", "transaction-mined", "final SETTLED", "Swap: TradeResult{",
          "SETTLED CLASSIC", "order-posted", "Limit order: TradeResult{", "SETTLED LIMIT_ORDER", "lp-prepared",
          "Position: TradeResult{", "SETTLED LP_CREATE", "position ");
    }

    @Test
    void anArgumentIsAUsageError() {
      Outcome usage = execute("EngineTrades", EngineTrades::run, "--nope");
      assertThat(usage.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(usage.err()).contains("unexpected argument --nope");
    }
  }

  @Nested
  class ClassicSwapExample {
    @Test
    void approvesQuotesSignsSwapsThroughSlashSwapAndSeesItSucceed() {
      assumeNoApiConfigured();
      String out = run("ClassicSwap", ClassicSwap::run);

      assertThat(out).containsSubsequence(
          "Approval of Permit2: 0x", "status 1", "Quote CLASSIC, permit signed", "Transaction from 0x",
          " bytes of calldata", "Swap: 0x", "status 1", ": PENDING", ": SUCCESS");
    }

    @Test
    void anArgumentIsAUsageErrorAndARefusedKeyIsOneLineWithStatusOne() {
      Outcome usage = execute("ClassicSwap", ClassicSwap::run, "--nope");
      assertThat(usage.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(usage.err()).contains("unexpected argument --nope");
      try (ReferenceServer server = ReferenceServer.startDefault()) {
        configure(server, ServerConfig.BLOCKED_KEY);
        Outcome outcome = execute("ClassicSwap", ClassicSwap::run);
        assertThat(outcome.status()).isEqualTo(ExampleRunner.FAILED);
        assertThat(outcome.err()).startsWith("ClassicSwap: the service refused: HTTP 401 ").doesNotContain("\tat ");
      }
    }
  }

  @Nested
  class GaslessOrderExample {
    @Test
    void signsADutchV2OrderAndFollowsItUntilFilled() {
      assumeNoApiConfigured();
      String out = run("GaslessOrder", GaslessOrder::run);

      assertThat(out).containsSubsequence(
          "Quote DUTCH_V2, order permit signed", ": open", ": filled, fill 0x", "Orders of 0x", ": 1");
    }

    @Test
    void anArgumentIsAUsageErrorAndARefusedKeyIsOneLineWithStatusOne() {
      Outcome usage = execute("GaslessOrder", GaslessOrder::run, "--nope");
      assertThat(usage.status()).isEqualTo(ExampleRunner.USAGE);
      assertThat(usage.err()).contains("unexpected argument --nope");
      try (ReferenceServer server = ReferenceServer.startDefault()) {
        configure(server, ServerConfig.BLOCKED_KEY);
        Outcome outcome = execute("GaslessOrder", GaslessOrder::run);
        assertThat(outcome.status()).isEqualTo(ExampleRunner.FAILED);
        assertThat(outcome.err()).startsWith("GaslessOrder: the service refused: HTTP 401 ").doesNotContain("\tat ")
            .hasLineCount(1);
      }
    }
  }

  @Nested
  class LpLifecycleExample {
    @Test
    void approvesCreatesIncreasesDecreasesAndClaimsFeesAboveZero() {
      assumeNoApiConfigured();
      String out = run("LpLifecycle", LpLifecycle::run);

      assertThat(out).containsSubsequence(
          "Approval: 0x", "status 1", "Approvals: ", " mined, checked again: approved", "Pool ", " at tick ",
          "Create: 0x", "status 1", "Created position #", "Increased: the position holds ",
          "Decreased by half: withdrew ", "Claim: 0x", "status 1", "Claimed fees: ");
      assertThat(group(out, "Claimed fees: (\\d+) wei WETH")).isNotEqualTo("0");
    }

    @Test
    void aMissingWalletIsAUsageErrorAndARefusedKeyIsOneLineWithStatusOne() {
      try (ReferenceServer server = ReferenceServer.startDefault()) {
        configure(server, ServerConfig.BLOCKED_KEY);
        if (System.getenv("TRADING_WALLET_ADDRESS") == null) {
          Outcome usage = execute("LpLifecycle", LpLifecycle::run);
          assertThat(usage.status()).isEqualTo(ExampleRunner.USAGE);
          assertThat(usage.err()).startsWith("LpLifecycle: TRADING_WALLET_ADDRESS is not set").hasLineCount(1);
        }
        System.setProperty("trading.walletAddress", TEST_ADDRESS_1);
        Outcome outcome = execute("LpLifecycle", LpLifecycle::run);
        assertThat(outcome.status()).isEqualTo(ExampleRunner.FAILED);
        assertThat(outcome.err()).startsWith("LpLifecycle: the service refused: HTTP 401 ").doesNotContain("\tat ")
            .hasLineCount(1);
      }
    }
  }
}
