package io.tradingsdk.trade.readme;

// readme:trade-engine
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.trade.FileTradeStore;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.wallet.EthRpcClient;
import java.math.BigDecimal;
import java.math.BigInteger;
// readme:end
import io.tradingsdk.trade.LpIntent;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * docs/trading-engine.md's engine, compiled (ReadmeSnippetsTest compares the region with its block) and run against
 * the reference server by {@code TradeSnippetsTest}.
 */
public final class TradeSnippets {
  private TradeSnippets() {}

  /** docs/trading-engine.md's engine, with the node's URL given (the guide's is a placeholder). */
  static TradeResult tradeEngine(TradingClient client, Signer signer, String nodeUrl, Path trades) {
    TradeResult result;
    // readme:trade-engine

    TradeEngine engine = TradeEngine.builder(client, signer)           // TradingClient, and the swapper's Signer
        .rpc(1, EthRpcClient.builder(nodeUrl).build())                 // a node per chain the trade touches
        .store(FileTradeStore.in(trades))                              // resumable after a crash (default: in memory)
        .build();

    result = engine.execute(TradeIntent.builder()
        .sell("USDC").buy("ETH").chain(1)
        .amount(new BigDecimal("1000"))                      // whole tokens; amountInBaseUnits(...) for base units
        .minAmountOut(new BigInteger("300000000000000000"))  // the user's limit: never executed worse
        .build());
    // readme:end
    return result;
  }

  /** docs/trading-engine.md's limit order. */
  static TradeResult limitOrder(TradeEngine engine) {
    // readme:trade-limit-order
    TradeResult order = engine.execute(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("1000"))
        .limitPrice(new BigDecimal("0.0002"))                // 0.2 WETH for the 1,000 USDC, or better
        .deadline(Instant.now().plus(Duration.ofDays(1)))    // the order's deadline
        .build());
    // readme:end
    return order;
  }

  /** docs/trading-engine.md's LP actions: the create and the claim. */
  static List<TradeResult> lpActions(TradeEngine engine) {
    // readme:trade-lp
    TradeResult created = engine.execute(LpIntent.create(1, "V3", "USDT", "WETH")
        .deposit("USDT", new BigInteger("3000000000"))   // base units; the WETH side follows from the pool's price
        .build());                                        // full range; .ticks(lower, upper) for a range
    String position = created.positionId().orElseThrow();
    engine.execute(LpIntent.increase(1, "V3", position, "USDT", "WETH")
        .deposit("USDT", new BigInteger("1000000000")).build());
    engine.execute(LpIntent.decrease(1, "V3", position, "USDT", "WETH").percentage(50).build());
    TradeResult fees = engine.execute(LpIntent.claim(1, "V3", position, "USDT", "WETH").build());
    // readme:end
    return List.of(created, fees);
  }
}
