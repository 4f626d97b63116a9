package io.tradingsdk.trade.readme;

// readme:first-trade
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

public class FirstTrade {
  public static void main(String[] args) {
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
  }
}
// readme:end
