package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.wallet.BlockTag;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every routing the engine drives, to its final state, against the reference server's simulated chains. */
class TradeEngineRoutingsTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  private Sim sim;
  private SimulatedChain chain;

  @BeforeEach
  void start() {
    sim = new Sim(SERVER.server());
    chain = SERVER.server().chain();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  @Test
  void classicSwapApprovesSignsSendsAndSettlesOnSwaps() {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    BigInteger ethBefore = chain.nativeBalance(1, sim.swapper());

    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("ETH")
        .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("CLASSIC");
    assertThat(result.amountIn()).contains(new BigInteger("1000000000"));
    assertThat(result.txHashes()).hasSize(2); // the Permit2 approval, then the swap
    assertThat(result.gasUsed()).isPositive();
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
    BigInteger ethAfter = chain.nativeBalance(1, sim.swapper());
    assertThat(ethAfter.add(result.gasFee()).subtract(ethBefore)).isEqualTo(result.amountOut().orElseThrow());
    assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "permit-signed", "transaction-sent",
        "transaction-mined", "swap-status", "final");
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(2);
  }

  @Test
  void wrapAndUnwrapSettle() {
    TradeEngine engine = sim.engine().build();
    BigInteger oneEth = new BigInteger("1000000000000000000");
    TradeResult wrap = engine.execute(TradeIntent.builder().sell("ETH").buy("WETH").amount(BigDecimal.ONE).build());
    assertThat(wrap.status()).as(wrap.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(wrap.routing()).contains("WRAP");
    assertThat(wrap.amountIn()).contains(oneEth);
    BigInteger weth = chain.tokenBalance(1, Sim.WETH, sim.swapper());

    TradeResult unwrap = engine.execute(TradeIntent.builder().sell("WETH").buy("ETH").amount(BigDecimal.ONE).build());
    assertThat(unwrap.status()).as(unwrap.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(unwrap.routing()).contains("UNWRAP");
    assertThat(chain.tokenBalance(1, Sim.WETH, sim.swapper())).isEqualTo(weth.subtract(oneEth));
  }

  @Test
  void dutchV2OrderIsSignedPostedAndFilled() {
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("2000")).routing(RoutePreference.GASLESS).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("DUTCH_V2");
    assertThat(result.amountIn()).contains(new BigInteger("2000000000"));
    // Gasless: the wallet's one transaction is the Permit2 approval; the filler paid for the swap.
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(1);
    // The simulated order book fills without moving the ledger: the service's own record is the check here.
    UniswapXOrder order = sim.client.getOrders(OrdersQuery.builder().orderId(result.orderId().orElseThrow()).build())
        .orders().get(0);
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.FILLED);
    assertThat(order.swapper()).hasValueSatisfying(s -> assertThat(s).isEqualToIgnoringCase(sim.swapper()));
    assertThat(result.amountOut().orElseThrow()).isEqualTo(order.settledAmounts().orElseThrow().get(0).amountOut()
        .orElseThrow());
    assertThat(sim.eventTypes()).containsSubsequence("quoted", "order-signed", "order-posted", "order-status", "final");
  }

  @Test
  void dutchV3OrderOnArbitrumIsFilled() {
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("WETH").chain(42161)
        .amount(new BigDecimal("2000")).routing(RoutePreference.GASLESS).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("DUTCH_V3");
    assertThat(result.amountOut().orElseThrow()).isPositive();
  }

  @Test
  void priorityOrderOnBaseIsFilled() {
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("WETH").chain(8453)
        .amount(new BigDecimal("2000")).routing(RoutePreference.GASLESS).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("PRIORITY");
    assertThat(result.amountOut().orElseThrow()).isPositive();
  }

  @Test
  void bridgeIsSentAndFollowedToTheDestinationFill() {
    BigInteger baseBefore = chain.tokenBalance(8453, "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", sim.swapper());
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("USDC").chain(1)
        .toChain(8453).amount(new BigDecimal("500")).routing(RoutePreference.CLASSIC).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("BRIDGE");
    BigInteger baseAfter = chain.tokenBalance(8453, "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", sim.swapper());
    assertThat(baseAfter.subtract(baseBefore)).isEqualTo(result.amountOut().orElseThrow());
  }

  @Test
  void chainedPlanRunsEveryStepUntilCompleted() {
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("DAI").buy("USDC").chain(1)
        .toChain(8453).amount(new BigDecimal("500")).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("CHAINED");
    assertThat(result.planId()).isPresent();
    assertThat(result.txHashes()).isNotEmpty();
    assertThat(sim.eventTypes()).contains("plan-created", "plan-step");
  }

  @Test
  void smartWallet7702SwapSettles() {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("ETH")
        .amount(new BigDecimal("100")).routing(RoutePreference.CLASSIC).wallet(WalletMode.EIP_7702).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.txHashes()).hasSize(1);
    assertThat(chain.delegation(1, sim.swapper())).isPresent();
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore.subtract(new BigInteger("100000000")));
  }

  @Test
  void batch5792SwapSendsEachCallInOrder() {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("ETH")
        .amount(new BigDecimal("50")).routing(RoutePreference.CLASSIC).wallet(WalletMode.EIP_5792).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.txHashes()).isNotEmpty();
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore.subtract(new BigInteger("50000000")));
  }
}
