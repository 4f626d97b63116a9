package io.tradingsdk.server;

import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The calldata of {@code /swap} for every kind of route, decoded against the real Universal Router 2.1.0 (its ABI's
 * {@code execute}, its {@code Commands.sol}, the input layouts of its {@code Dispatcher.sol}), checked for the shape
 * universal-router-sdk gives it, then run over the market's pools as the router runs it and compared with what the
 * simulated chain moved when the transaction was mined: the chain executes what the calldata says.
 */
class RouterCalldataTest {
  private static final String WBTC = "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599";
  private static final String OTHER_WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

  private final Api api = new Api();
  private final JsonRpc rpc = new JsonRpc(api, 1);
  private final Market market = new Market(1);
  private UniversalRouterArtifact router;

  @BeforeEach
  void artifact() {
    router = UniversalRouterArtifact.installedOrSkip();
  }

  @AfterEach
  void close() {
    api.close();
  }

  /** A mined /swap: its decoded program, and the quote it came from. */
  private static final class Swap {
    final RouterProgram program;
    final JsonNode quote;

    Swap(RouterProgram program, JsonNode quote) {
      this.program = program;
      this.quote = quote;
    }

    List<RouterProgram.Command> swaps() {
      List<RouterProgram.Command> swaps = new ArrayList<>();
      program.commands.stream().filter(c -> c.name.contains("SWAP")).forEach(swaps::add);
      return swaps;
    }
  }

  private Swap swap(String in, String out, String amount, String type, String protocols, String... options) {
    ObjectNode request = quoteRequest(in, out, amount);
    request.put("type", type);
    request.set("protocols", Api.json(protocols));
    String version = "2.0";
    for (int i = 0; i < options.length; i += 2) {
      if (options[i].equals("version")) {
        version = options[i + 1];
      } else {
        request.put(options[i], options[i + 1]);
      }
    }
    String[] headers = {"x-universal-router-version", version};
    JsonNode quote = api.quote(request, headers);
    ObjectNode body = Api.swapBody(quote);
    if (body.has("permitData")) {
      body.put("signature", api.sign(quote.get("permitData")));
    }
    JsonNode transaction = ok(api.post("/swap", body, headers)).get("swap");
    RouterProgram program = RouterProgram.decode(router, version, transaction.get("data").asText());
    assertThat(program.deadline).isPositive();
    minesAsTheProgramSays(program, transaction, quote.get("quote"));
    return new Swap(program, quote.get("quote"));
  }

  /**
   * Runs the program over the pools, mines the transaction, and compares: the tokens the program moves for the
   * wallet and the recipient are what the chain moved, the router keeps nothing, and the quote's amounts hold.
   */
  private void minesAsTheProgramSays(RouterProgram program, JsonNode transaction, JsonNode quote) {
    BigInteger value = JsonRpc.quantity(transaction.get("value").asText());
    RouterProgram.Moves moves = program.run(market, Api.WALLET, value);
    String recipient = quote.get("output").path("recipient").asText(Api.WALLET);
    Set<String> tokens = new LinkedHashSet<>(List.of(quote.get("input").get("token").asText(),
        quote.get("output").get("token").asText(), Api.WETH));
    List<BigInteger> before = balances(tokens, recipient);
    JsonNode receipt = rpc.receipt(rpc.send(transaction));
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");
    BigInteger gas = JsonRpc.quantity(receipt.get("gasUsed").asText())
        .multiply(JsonRpc.quantity(receipt.get("effectiveGasPrice").asText()));
    List<BigInteger> after = balances(tokens, recipient);
    int i = 0;
    for (String account : new LinkedHashSet<>(List.of(Api.WALLET, recipient))) {
      for (String token : tokens) {
        BigInteger moved = after.get(i).subtract(before.get(i));
        if (isEth(token) && account.equals(Api.WALLET)) {
          moved = moved.add(gas);
        }
        assertThat(moved).as(account + " " + token).isEqualTo(moves.of(account, token));
        i++;
      }
    }
    String in = quote.get("input").get("token").asText();
    String out = quote.get("output").get("token").asText();
    BigInteger quotedIn = new BigInteger(quote.get("input").get("amount").asText());
    BigInteger quotedOut = new BigInteger(quote.get("output").get("amount").asText());
    assertThat(moves.of(Api.WALLET, in)).as("spent").isEqualTo(quotedIn.negate());
    assertThat(moves.of(recipient, out)).as("received").isEqualTo(quotedOut);
  }

  private List<BigInteger> balances(Set<String> tokens, String recipient) {
    List<BigInteger> balances = new ArrayList<>();
    for (String account : new LinkedHashSet<>(List.of(Api.WALLET, recipient))) {
      for (String token : tokens) {
        balances.add(isEth(token) ? api.handler.chain().nativeBalance(1, account)
            : api.handler.chain().tokenBalance(1, token, account));
      }
    }
    return balances;
  }

  private static boolean isEth(String token) {
    return token.equals(Api.ETH);
  }

  private static String recipient(RouterProgram.Command command) {
    return RouterProgram.lower(command.input.get(0));
  }

  private static byte[] v3Path(String... tokensAndFees) {
    StringBuilder hex = new StringBuilder("0x");
    for (int i = 0; i < tokensAndFees.length; i++) {
      hex.append(i % 2 == 0 ? tokensAndFees[i].substring(2)
          : String.format("%06x", Integer.parseInt(tokensAndFees[i])));
    }
    return Hex.decode(hex.toString(), "path");
  }

  // ---- single hops ---------------------------------------------------------------------------------------

  @Test
  void aSingleV2HopIsOneV2CommandPaidByTheUserThroughThePermit() {
    Swap swap = swap(Api.WETH, Api.USDC, "1000000000000000000", "EXACT_INPUT", "['V2']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V2_SWAP_EXACT_IN");
    RouterProgram.Command v2 = swap.swaps().get(0);
    assertThat(recipient(v2)).isEqualTo(RouterProgram.MSG_SENDER);
    assertThat(v2.input.get(1)).isEqualTo(new BigInteger("1000000000000000000"));
    assertThat(v2.input.get(3)).isEqualTo(List.of(Address.of(Api.WETH), Address.of(Api.USDC)));
    assertThat(v2.input.get(4)).isEqualTo(true);
  }

  @Test
  void aSingleV3HopIsOne43BytePath() {
    Swap swap = swap(Api.USDC, Api.USDT, "1000000000", "EXACT_INPUT", "['V3']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V3_SWAP_EXACT_IN");
    assertThat((byte[]) swap.swaps().get(0).input.get(3)).isEqualTo(v3Path(Api.USDC, "100", Api.USDT));
  }

  @Test
  void aSingleV4HopSwapsSettlesAllAndTakesAll() {
    Swap swap = swap(Api.WETH, Api.USDC, "1000000000000000000", "EXACT_INPUT", "['V4']");
    assertThat(swap.program.shape())
        .containsExactly("PERMIT2_PERMIT", "V4_SWAP[SWAP_EXACT_IN_SINGLE, SETTLE_ALL, TAKE_ALL]");
  }

  // ---- multi-hop runs ------------------------------------------------------------------------------------

  @Test
  void twoV3HopsAreOnePathCommandNotTwoSingleHops() {
    Swap swap = swap(WBTC, Api.USDT, "100000000", "EXACT_INPUT", "['V3']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V3_SWAP_EXACT_IN");
    RouterProgram.Command v3 = swap.swaps().get(0);
    assertThat((byte[]) v3.input.get(3)).hasSize(20 + 3 + 20 + 3 + 20)
        .isEqualTo(v3Path(WBTC, "3000", Api.WETH, "500", Api.USDT));
    assertThat(v3.input.get(1)).isEqualTo(new BigInteger("100000000"));
    assertThat(recipient(v3)).isEqualTo(RouterProgram.MSG_SENDER);
  }

  @Test
  void twoV3HopsForAnExactOutputAreOnePathWrittenFromTheOutput() {
    Swap swap = swap(WBTC, Api.USDT, "50000000000", "EXACT_OUTPUT", "['V3']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V3_SWAP_EXACT_OUT");
    RouterProgram.Command v3 = swap.swaps().get(0);
    assertThat((byte[]) v3.input.get(3)).isEqualTo(v3Path(Api.USDT, "500", Api.WETH, "3000", WBTC));
    assertThat(v3.input.get(1)).isEqualTo(new BigInteger("50000000000"));
  }

  /**
   * Under every 2.x router chain 1 deploys (the simulated market: 2.0; the 2.1.1 encoding is in the golden vectors
   * too).
   */
  @Test
  void twoV4HopsAreOneSwapOverAPathKeyListUnderEachV2Router() {
    List<String> versions = new ArrayList<>();
    Market.ROUTER_VERSIONS.stream().filter(v -> v.startsWith("2."))
        .filter(v -> market.chain(1).orElseThrow().universalRouter(v).isPresent()).forEach(versions::add);
    assertThat(versions).contains("2.0");
    for (String version : versions) {
      Swap swap = swap(Api.WETH, Api.DAI, "1000000000000000000", "EXACT_INPUT", "['V4']", "version", version);
      assertThat(swap.program.shape()).as(version)
          .containsExactly("PERMIT2_PERMIT", "V4_SWAP[SWAP_EXACT_IN, SETTLE_ALL, TAKE_ALL]");
      List<?> params = (List<?>) swap.swaps().get(0).actions.get(0).input.get(0);
      assertThat(params).as(version).hasSize(version.equals("2.0") ? 4 : 5); // 2.1 adds maxHopSlippage
      List<?> path = (List<?>) params.get(1);
      assertThat(path).hasSize(2);
      assertThat(((List<?>) path.get(0)).get(0)).isEqualTo(Address.of(Api.USDC));
      assertThat(((List<?>) path.get(1)).get(0)).isEqualTo(Address.of(Api.DAI));
    }
  }

  // ---- mixed routes --------------------------------------------------------------------------------------

  @Test
  void aV3RunThenAV2RunChainsThroughTheRouterWithContractBalance() {
    Swap swap = swap(WBTC, Api.USDC, "100000000", "EXACT_INPUT", "['V2','V3']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V3_SWAP_EXACT_IN", "V2_SWAP_EXACT_IN");
    RouterProgram.Command first = swap.swaps().get(0);
    RouterProgram.Command second = swap.swaps().get(1);
    assertThat(recipient(first)).isEqualTo(RouterProgram.ADDRESS_THIS);
    assertThat(first.input.get(2)).isEqualTo(BigInteger.ZERO);
    assertThat(first.input.get(4)).isEqualTo(true);
    assertThat(second.input.get(1)).isEqualTo(RouterProgram.CONTRACT_BALANCE);
    assertThat(second.input.get(4)).isEqualTo(false);
    assertThat(recipient(second)).isEqualTo(RouterProgram.MSG_SENDER);
  }

  @Test
  void aV3RunThenAV4RunSettlesTheRoutersBalanceAndSwapsTheOpenDelta() {
    Swap swap = swap(WBTC, Api.USDC, "100000000", "EXACT_INPUT", "['V3','V4']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V3_SWAP_EXACT_IN",
        "V4_SWAP[SETTLE, SWAP_EXACT_IN_SINGLE, TAKE_ALL]");
    RouterProgram.Command settle = swap.swaps().get(1).actions.get(0);
    assertThat(settle.input).containsExactly(Address.of(Api.WETH), RouterProgram.CONTRACT_BALANCE, false);
    assertThat(((List<?>) swap.swaps().get(1).actions.get(1).input.get(0)).get(2)).isEqualTo(BigInteger.ZERO);
  }

  @Test
  void aV4RunThenAV3RunTakesIntoTheRouter() {
    Swap swap = swap(Api.USDC, WBTC, "90000000000", "EXACT_INPUT", "['V3','V4']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT",
        "V4_SWAP[SWAP_EXACT_IN_SINGLE, SETTLE_ALL, TAKE]", "V3_SWAP_EXACT_IN");
    RouterProgram.Command take = swap.swaps().get(0).actions.get(2);
    assertThat(take.input).containsExactly(Address.of(Api.WETH), Address.of(RouterProgram.ADDRESS_THIS),
        BigInteger.ZERO);
    assertThat(swap.swaps().get(1).input.get(1)).isEqualTo(RouterProgram.CONTRACT_BALANCE);
  }

  @Test
  void aMixedExactOutputAsksEachRunForWhatTheNextNeeds() {
    Swap swap = swap(WBTC, Api.USDC, "90000000000", "EXACT_OUTPUT", "['V3','V4']");
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V3_SWAP_EXACT_OUT",
        "V4_SWAP[SWAP_EXACT_OUT_SINGLE, SETTLE, TAKE_ALL]");
    assertThat(recipient(swap.swaps().get(0))).isEqualTo(RouterProgram.ADDRESS_THIS);
  }

  // ---- native ETH, recipients, versions ------------------------------------------------------------------

  @Test
  void ethInIsWrappedIntoTheRouterWhichPaysTheSwap() {
    Swap swap = swap(Api.ETH, Api.USDC, "1000000000000000000", "EXACT_INPUT", "['V4']");
    assertThat(swap.program.shape()).containsExactly("WRAP_ETH", "V4_SWAP[SETTLE, SWAP_EXACT_IN_SINGLE, TAKE_ALL]");
    assertThat(recipient(swap.program.commands.get(0))).isEqualTo(RouterProgram.ADDRESS_THIS);
  }

  @Test
  void ethInForAnExactOutputRefundsWhatTheSwapDidNotSpend() {
    Swap swap = swap(Api.ETH, Api.USDT, "3000000000", "EXACT_OUTPUT", "['V3']");
    assertThat(swap.program.shape()).containsExactly("WRAP_ETH", "V3_SWAP_EXACT_OUT", "UNWRAP_WETH");
    assertThat(swap.swaps().get(0).input.get(4)).isEqualTo(false);
    assertThat(swap.program.commands.get(2).input)
        .containsExactly(Address.of(RouterProgram.MSG_SENDER), BigInteger.ZERO);
  }

  @Test
  void ethOutIsTakenIntoTheRouterThenUnwrappedToTheCaller() {
    Swap swap = swap(Api.USDC, Api.ETH, "3000000000", "EXACT_INPUT", "['V4']");
    assertThat(swap.program.shape())
        .containsExactly("PERMIT2_PERMIT", "V4_SWAP[SWAP_EXACT_IN_SINGLE, SETTLE_ALL, TAKE]", "UNWRAP_WETH");
    assertThat(recipient(swap.program.commands.get(2))).isEqualTo(RouterProgram.MSG_SENDER);
  }

  @Test
  void anotherRecipientIsPaidByAddress() {
    Swap swap = swap(Api.WETH, Api.DAI, "1000000000000000000", "EXACT_INPUT", "['V4']", "recipient", OTHER_WALLET);
    assertThat(swap.program.shape()).containsExactly("PERMIT2_PERMIT", "V4_SWAP[SWAP_EXACT_IN, SETTLE_ALL, TAKE]");
    assertThat(swap.swaps().get(0).actions.get(2).input.get(1)).isEqualTo(Address.of(OTHER_WALLET));
  }

  @Test
  void theBatchingEndpointsCarryTheSameRouterProgram() {
    ObjectNode request = quoteRequest(WBTC, Api.USDT, "100000000");
    request.set("protocols", Api.json("['V3']"));
    JsonNode quote = api.quote(request);
    List<String> programs = new ArrayList<>();
    JsonNode batch = ok(api.post("/swap_7702", Api.swapBody(quote))).get("swap");
    List<Object> execute = Abi.decodeCall("execute(bytes32,bytes)", Hex.decode(batch.get("data").asText(), "data"));
    List<?> calls = (List<?>) Abi.decode("((address,uint256,bytes)[])", (byte[]) execute.get(1)).get(0);
    programs.add(Hex.encode((byte[]) ((List<?>) calls.get(calls.size() - 1)).get(2)));
    JsonNode calls5792 = ok(api.post("/swap_5792", Api.swapBody(quote))).get("calls");
    programs.add(calls5792.get(calls5792.size() - 1).get("data").asText());
    for (String data : programs) {
      RouterProgram program = RouterProgram.decode(router, "2.0", data);
      assertThat(program.shape()).containsExactly("V3_SWAP_EXACT_IN");
      assertThat((byte[]) program.commands.get(0).input.get(3)).isEqualTo(v3Path(WBTC, "3000", Api.WETH, "500",
          Api.USDT));
      program.run(market, Api.WALLET, BigInteger.ZERO);
    }
  }

  @Test
  void router12RoutesAroundV4Pools() {
    Swap swap = swap(Api.WETH, Api.USDC, "1000000000000000000", "EXACT_INPUT", "['V2','V3','V4']", "version", "1.2");
    assertThat(swap.program.shape()).doesNotContain("V4_SWAP").contains("PERMIT2_PERMIT");
  }
}
