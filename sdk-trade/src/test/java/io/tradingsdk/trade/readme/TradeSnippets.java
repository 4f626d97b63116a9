package io.tradingsdk.trade.readme;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.FileTradeStore;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.wallet.EthRpcClient;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;

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
import java.nio.file.Path;
// readme:end

/**
 * The README's first journey and docs/trading-engine.md's engine, compiled (ReadmeSnippetsTest compares each region
 * with its block) and run against the reference server by {@code TradeSnippetsTest}.
 */
public final class TradeSnippets {
  private TradeSnippets() {}

  /** Runs {@link #firstTrade()} in a JVM whose environment names the server, the node and the key. */
  public static void main(String[] args) {
    firstTrade();
  }

  /** The README's journey: everything from the environment. */
  static void firstTrade() {
    // readme:first-trade
    try (TradingClient client = TradingClient.fromEnv();  // TRADING_API_BASE_URL, TRADING_API_KEY
        EthRpcClient node = EthRpcClient.builder(System.getenv("TRADING_RPC_URL")).build()) {
      TradeEngine engine = TradeEngine.builder(client, LocalSigner.of(PrivateKey.fromEnv("TRADING_PRIVATE_KEY")))
          .rpc(1, node)
          .store(FileTradeStore.in(Path.of("trades")))    // resumable: engine.resumeAll() after a restart
          .build();
      TradeResult result = engine.execute(TradeIntent.builder()
          .sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
          .minAmountOut(new BigInteger("300000000000000000"))  // never less than 0.3 ETH, whatever the re-quotes say
          .build());
      System.out.println(result.status() + ": " + result.amountOut().orElse(null) + " wei, " + result.txHashes());
    }
    // readme:end
  }

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
