package io.tradingsdk.trade;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.EthRpcClient;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The process {@link TradeCrashTest} kills: runs trades against reference servers over HTTP with file stores, one
 * thread per trade, each announcing {@code AT <tag> <boundary>} on stdout when its journal reaches its boundary and
 * then blocking there (the parent kills the JVM with SIGKILL once every trade is at its boundary); or resumes trades
 * and prints {@code RESULT <tag> <status> <txHashes>} for each.
 *
 * <p>{@code CrashChild start TAG;BASE_URL;STORE;KEY_HEX;ROUTING;BOUNDARY ...} or {@code CrashChild resume
 * TAG;BASE_URL;STORE;KEY_HEX;TRADE_ID ...}: one argument per trade, each with a server, store and wallet of its own,
 * so the trades never see each other. A trade that fails with an exception prints {@code ERROR <tag> <exception>}.
 */
public final class CrashChild {
  private CrashChild() {}

  public static void main(String[] args) throws Exception {
    String mode = args[0];
    List<Thread> trades = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      String[] fields = args[i].split(";", -1);
      Thread trade = new Thread(() -> runOne(mode, fields), "trade-" + fields[0]);
      trade.start();
      trades.add(trade);
    }
    for (Thread trade : trades) {
      trade.join();
    }
  }

  /** One line on stdout, whole and flushed: the parent reads them as they come. */
  private static synchronized void say(String line) {
    System.out.println(line);
    System.out.flush();
  }

  private static void runOne(String mode, String[] fields) {
    String tag = fields[0];
    try {
      TradeResult result = trade(mode, fields);
      // Printed once the client is closed: a failure to close shows as an ERROR, not as a result.
      say("RESULT " + tag + " " + result.status() + " " + String.join(",", result.txHashes()));
    } catch (Throwable e) {
      e.printStackTrace();
      say("ERROR " + tag + " " + e);
    }
  }

  private static TradeResult trade(String mode, String[] fields) throws Exception {
    String tag = fields[0];
    String base = fields[1];
    Path store = Path.of(fields[2]);
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(fields[3]));
    URI origin = URI.create(base);
    String root = origin.getScheme() + "://" + origin.getRawAuthority();
    HttpClient http = HttpClient.newHttpClient();
    try (TradingClient client = TradingClient.builder().baseUrl(base).apiKey(ServerConfig.TEST_KEY).build()) {
      TradeEngine.Builder builder = TradeEngine.builder(client, wallet).store(FileTradeStore.in(store))
          .rpc(chainId -> EthRpcClient.builder(root + "/rpc/" + chainId).build())
          .maxPolls(60)
          .pacer((what, attempt) -> {
            try {
              http.send(HttpRequest.newBuilder(URI.create(root + "/_sim/clock"))
                  .header("content-type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofString("{\"advanceSeconds\":12}")).build(),
                  HttpResponse.BodyHandlers.discarding());
            } catch (java.io.IOException e) {
              throw new java.io.UncheckedIOException(e);
            }
          });
      if (!mode.equals("start")) {
        return builder.owner("second").build().resumeAndWait(fields[4]);
      }
      String boundary = fields[5];
      builder.owner("first").journalObserver(step -> {
        if (step.equals(boundary) || boundary.endsWith(":") && step.startsWith(boundary)) {
          say("AT " + tag + " " + step);
          try {
            Thread.sleep(Duration.ofMinutes(10).toMillis()); // killed here
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
      });
      TradeIntent intent = fields[4].equals("GASLESS")
          ? TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
              .routing(RoutePreference.GASLESS).build()
          : fields[4].equals("CHAINED")
              ? TradeIntent.builder().sell("DAI").buy("USDC").chain(1).toChain(8453).amount(new BigDecimal("500"))
                  .build()
              : TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
                  .routing(RoutePreference.CLASSIC).build();
      return builder.build().execute(intent);
    }
  }
}
