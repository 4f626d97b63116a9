package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.SimulatedChain;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Third money-safety audit: what the engine signs for the API, a Permit2 permit ({@code permitData} of a classic
 * quote) or a UniswapX order (the permit with the order as its witness), is checked against the trade before it is
 * signed. Each case rewrites {@code permitData} of every {@code /quote} answer on its way into the client, as a faulty
 * or hostile API would send it: the trade ends FAILED naming the field and what was expected, nothing signed.
 */
class TradePermitTrustTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  private static final String STRANGER = "0x1111111111111111111111111111111111111111";
  private static final BigInteger MAX_UINT160 = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);

  private static final TradeIntent USDC_FOR_ETH = TradeIntent.builder().sell("USDC").buy("ETH")
      .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build();
  private static final TradeIntent GASLESS = TradeIntent.builder().sell("USDC").buy("WETH")
      .amount(new BigDecimal("2000")).routing(RoutePreference.GASLESS).build();

  private Sim sim;
  private SimulatedChain chain;
  private final AtomicInteger permitsSeen = new AtomicInteger();

  @BeforeEach
  void start() {
    sim = new Sim(SERVER.server());
    chain = SERVER.server().chain();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  /**
   * An engine whose {@code /quote} (and {@code /limit_order_quote}) answers have their {@code permitData} rewritten by
   * {@code tamper}.
   */
  private TradeEngine engineTamperingPermits(Consumer<ObjectNode> tamper) {
    return engineTamperingPermits(ServerConfig.TEST_KEY, tamper);
  }

  private TradeEngine engineTamperingPermits(String apiKey, Consumer<ObjectNode> tamper) {
    return engineTampering(apiKey, path -> path.endsWith("/quote") || path.endsWith("/limit_order_quote"), body -> {
      JsonNode permit = body.get("permitData");
      if (permit instanceof ObjectNode) {
        permitsSeen.incrementAndGet();
        tamper.accept((ObjectNode) permit);
      }
    });
  }

  /** An engine whose successful answers to paths {@code paths} accepts are rewritten by {@code tamper}. */
  private TradeEngine engineTampering(String apiKey, java.util.function.Predicate<String> paths,
      Consumer<ObjectNode> tamper) {
    return sim.engine(sim.clientRewriting(apiKey, (method, path) -> paths.test(path), (body, n) -> tamper.accept(body)))
        .build();
  }

  private void assertRefusedBeforeSigning(TradeResult result, String what, String field) {
    assertThat(permitsSeen).as("the API sent a permit to tamper with").hasPositiveValue();
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().message()).startsWith(what + " " + field + ": expected")
        .endsWith("; not signed");
    assertThat(sim.eventTypes()).doesNotContain("permit-signed", "order-signed", "order-posted", "submitting");
    assertThat(sim.events).noneMatch(e -> e.type().equals("signing"));
  }

  private static ObjectNode details(ObjectNode permit) {
    return (ObjectNode) permit.get("values").get("details");
  }

  private static ObjectNode witness(ObjectNode permit) {
    return (ObjectNode) permit.get("values").get("witness");
  }

  // --- 1. a classic swap's PermitSingle ------------------------------------------------------------------------------

  @Test
  void aPermitForAnotherChainIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> ((ObjectNode) p.get("domain")).put("chainId", 10))
        .execute(USDC_FOR_ETH), "permit", "domain.chainId");
  }

  @Test
  void aPermitOfAnotherContractThanPermit2IsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> ((ObjectNode) p.get("domain"))
        .put("verifyingContract", STRANGER)).execute(USDC_FOR_ETH), "permit", "domain.verifyingContract");
  }

  @Test
  void aPermitForAnotherTokenIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> details(p).put("token", Sim.WETH))
        .execute(USDC_FOR_ETH), "permit", "details.token");
  }

  @Test
  void aPermitForMoreThanTheSwapNeedsIsNotSigned() {
    // Neither what the swap needs nor the API's standing (MaxUint160, "FULL") permit: a made-up larger allowance.
    assertRefusedBeforeSigning(engineTamperingPermits(p -> details(p).put("amount",
        new BigInteger("1000000000").multiply(BigInteger.TEN).toString())).execute(USDC_FOR_ETH), "permit",
        "details.amount");
  }

  @Test
  void theApisStandingPermitIsSigned() {
    // The reference server, as the real API by default (permitAmount FULL), permits MaxUint160.
    AtomicInteger full = new AtomicInteger();
    TradeResult standing = engineTamperingPermits(p -> {
      if (new BigInteger(details(p).get("amount").asText()).equals(MAX_UINT160)) {
        full.incrementAndGet();
      }
    }).execute(USDC_FOR_ETH);
    assertThat(standing.status()).as(standing.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(full).hasPositiveValue();
  }

  @Test
  void anExactPermitIsSigned() {
    TradeResult exact = engineTamperingPermits(p -> details(p).put("amount", "1000000000")) // 1,000 USDC
        .execute(USDC_FOR_ETH);
    assertThat(exact.status()).as(exact.toString()).isEqualTo(TradeStatus.SETTLED);
  }

  // --- 2. a UniswapX order ----------------------------------------------------------------------------------------

  @Test
  void anOrderOfAnotherSwapperIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> ((ObjectNode) witness(p).get("info"))
        .put("swapper", STRANGER)).execute(GASLESS), "order", "witness.info.swapper");
  }

  @Test
  void anOrderPayingItsOutputToSomeoneElseIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> {
      ObjectNode w = witness(p);
      JsonNode outputs = w.has("baseOutputs") ? w.get("baseOutputs") : w.get("outputs");
      ((ObjectNode) outputs.get(0)).put("recipient", STRANGER);
    }).execute(GASLESS), "order", "witness output recipient");
  }

  @Test
  void anOrderTakingMoreInputThanTheQuoteIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> {
      ObjectNode permitted = (ObjectNode) p.get("values").get("permitted");
      permitted.put("amount", new BigInteger(permitted.get("amount").asText()).shiftLeft(1).toString());
    }).execute(GASLESS), "order", "permitted.amount");
  }

  @Test
  void anOrderOfAnotherInputTokenIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> ((ObjectNode) p.get("values").get("permitted"))
        .put("token", Sim.DAI)).execute(GASLESS), "order", "permitted.token");
  }

  @Test
  void anOrderForAnotherChainIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> ((ObjectNode) p.get("domain")).put("chainId", 10))
        .execute(GASLESS), "order", "domain.chainId");
  }

  @Test
  void anOrderOfAnotherContractThanPermit2IsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> ((ObjectNode) p.get("domain"))
        .put("verifyingContract", STRANGER)).execute(GASLESS), "order", "domain.verifyingContract");
  }

  @Test
  void anOrderPayingAnotherTokenIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> {
      ObjectNode w = witness(p);
      JsonNode outputs = w.has("baseOutputs") ? w.get("baseOutputs") : w.get("outputs");
      ((ObjectNode) outputs.get(0)).put("token", Sim.DAI);
    }).execute(GASLESS), "order", "witness output token");
  }

  @Test
  void anOrderPayingLessThanItsQuoteIsNotSigned() {
    // The quote's orderInfo (whose worst case the limits are checked on) is left alone; the signed witness pays half.
    assertRefusedBeforeSigning(engineTamperingPermits(p -> {
      ObjectNode w = witness(p);
      JsonNode outputs = w.has("baseOutputs") ? w.get("baseOutputs") : w.get("outputs");
      for (JsonNode o : outputs) {
        for (String f : new String[] {"startAmount", "endAmount", "minAmount", "amount"}) {
          if (o.has(f)) {
            ((ObjectNode) o).put(f, new BigInteger(o.get(f).asText()).shiftRight(1).toString());
          }
        }
      }
    }).execute(GASLESS), "order", "witness outputs");
  }

  /** The order's fee output, as the API adds one for an integrator's key (FEE_KEY: 25 bips). */
  private static ObjectNode feeOutput(ObjectNode permit) {
    ObjectNode w = witness(permit);
    JsonNode outputs = w.has("baseOutputs") ? w.get("baseOutputs") : w.get("outputs");
    for (JsonNode o : outputs) {
      if (o.get("recipient").asText().equalsIgnoreCase(ServerConfig.FEE_RECIPIENT)) {
        return (ObjectNode) o;
      }
    }
    throw new AssertionError("no fee output in " + permit);
  }

  @Test
  void anOrderWithTheQuotesFeeOutputIsSigned() {
    AtomicInteger fees = new AtomicInteger();
    TradeResult result = engineTamperingPermits(ServerConfig.FEE_KEY, p -> {
      feeOutput(p);
      fees.incrementAndGet();
    }).execute(GASLESS);
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(fees).hasPositiveValue();
  }

  @Test
  void anOrderWhoseFeeOutputExceedsTheQuotesFeeIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(ServerConfig.FEE_KEY, p -> {
      ObjectNode fee = feeOutput(p);
      String field = fee.has("startAmount") ? "startAmount" : "amount";
      fee.put(field, new BigInteger(fee.get(field).asText()).shiftLeft(4).toString());
    }).execute(GASLESS), "order", "witness output amount");
  }

  // --- 3. LP and plan permits ---------------------------------------------------------------------------------------

  @Test
  void anLpPermitForAnotherChainIsNotSigned() {
    TradeResult result = engineTampering(ServerConfig.TEST_KEY, path -> path.endsWith("/lp/check_approval"), body -> {
      if (body.get("v4BatchPermitData") instanceof ObjectNode) {
        permitsSeen.incrementAndGet();
        ((ObjectNode) body.get("v4BatchPermitData").get("domain")).put("chainId", 10);
      }
    }).execute(LpIntent.create(1, "V4", "USDC", "WETH").deposit("USDC", new BigInteger("3000000000")).build());
    assertRefusedBeforeSigning(result, "LP permit", "domain.chainId");
  }

  @Test
  void aPlanStepsPermitOfAnotherContractThanPermit2IsNotSigned() {
    TradeResult result = engineTampering(ServerConfig.TEST_KEY, path -> path.contains("/plan"), body -> {
      for (JsonNode step : body.withArray("steps")) {
        if (step.path("method").asText().equals("SIGN_MSG")) {
          permitsSeen.incrementAndGet();
          ((ObjectNode) step.get("payload").get("domain")).put("verifyingContract", STRANGER);
        }
      }
    }).execute(TradeIntent.builder().sell("DAI").buy("USDC").chain(1).toChain(8453)
        .amount(new BigDecimal("500")).build());
    String message = result.failure().orElseThrow().message();
    assertThat(message).as(result.toString()).startsWith("plan step ")
        .contains(" message domain.verifyingContract: expected Permit2 on chain 1");
    // "plan step N message": the step's index is the server's to choose.
    assertRefusedBeforeSigning(result, message.substring(0, message.indexOf(" domain.")), "domain.verifyingContract");
  }

  @Test
  void aLimitOrderPayingItsOutputToSomeoneElseIsNotSigned() {
    assertRefusedBeforeSigning(engineTamperingPermits(p -> ((ObjectNode) witness(p).get("outputs").get(0))
        .put("recipient", STRANGER)).execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("1000")).limitPrice(new BigDecimal("0.0002")).build()), "order",
        "witness output recipient");
  }
}
