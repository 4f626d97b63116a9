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

/**
 * The process {@link TradeCrashTest} kills: runs one trade against a reference server over HTTP with a file store,
 * announces {@code AT <boundary>} on stdout when the journal reaches the boundary and then blocks (the parent kills it
 * with SIGKILL); or resumes a trade and prints {@code RESULT <status> <txHashes>}.
 *
 * <p>{@code CrashChild start BASE_URL STORE KEY_HEX ROUTING BOUNDARY} or {@code CrashChild resume BASE_URL STORE
 * KEY_HEX TRADE_ID}.
 */
public final class CrashChild {
  private CrashChild() {}

  public static void main(String[] args) throws Exception {
    String mode = args[0];
    String base = args[1];
    Path store = Path.of(args[2]);
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(args[3]));
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
      if (mode.equals("start")) {
        String boundary = args[5];
        builder.owner("first").journalObserver(step -> {
          if (step.equals(boundary) || boundary.endsWith(":") && step.startsWith(boundary)) {
            System.out.println("AT " + step);
            System.out.flush();
            try {
              Thread.sleep(Duration.ofMinutes(10).toMillis()); // killed here
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
        });
        TradeIntent intent = args[4].equals("GASLESS")
            ? TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
                .routing(RoutePreference.GASLESS).build()
            : args[4].equals("CHAINED")
                ? TradeIntent.builder().sell("DAI").buy("USDC").chain(1).toChain(8453).amount(new BigDecimal("500"))
                    .build()
                : TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
                    .routing(RoutePreference.CLASSIC).build();
        TradeResult result = builder.build().execute(intent);
        System.out.println("RESULT " + result.status() + " " + String.join(",", result.txHashes()));
      } else {
        TradeResult result = builder.owner("second").build().resumeAndWait(args[4]);
        System.out.println("RESULT " + result.status() + " " + String.join(",", result.txHashes()));
      }
      System.out.flush();
    }
  }
}
