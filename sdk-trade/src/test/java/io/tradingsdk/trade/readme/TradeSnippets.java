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
import java.nio.file.Path;

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
}
