package io.tradingsdk.wallet.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.core.HazelcastInstance;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeFailure;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.trade.TradeStatus;
import io.tradingsdk.wallet.EthRpcClient;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The application instance {@link TradeCrashOnHazelcastTest} kills: a Hazelcast client of the test's cluster running
 * a trade engine whose journal is a {@link HazelcastTradeStore}. {@code start}: runs a classic trade, announces
 * {@code AT <boundary>} and blocks there (to be killed with SIGKILL); {@code resume}: resumes the trade once the dead
 * instance's lease ran out, and prints {@code RESULT <status> <txHashes>}.
 *
 * <p>{@code HazelcastCrashChild start BASE_URL CLUSTER_NAME MEMBER_ADDRESS KEY_HEX BOUNDARY CLASSIC|GASLESS|CHAINED
 * MAP} or {@code HazelcastCrashChild resume BASE_URL CLUSTER_NAME MEMBER_ADDRESS KEY_HEX TRADE_ID - MAP}: the trades
 * are journalled in the map named {@code MAP} (one per test case, so cases running at once never see each other's).
 */
public final class HazelcastCrashChild {
  static final Duration LEASE = Duration.ofSeconds(2);

  private HazelcastCrashChild() {}

  public static void main(String[] args) throws Exception {
    String mode = args[0];
    String base = args[1];
    ClientConfig config = new ClientConfig();
    config.setClusterName(args[2]);
    config.getNetworkConfig().addAddress(args[3]);
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.phone.home.enabled", "false");
    HazelcastInstance hazelcast = HazelcastClient.newHazelcastClient(config);
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(args[4]));
    URI origin = URI.create(base);
    String root = origin.getScheme() + "://" + origin.getRawAuthority();
    HttpClient http = HttpClient.newHttpClient();
    try (TradingClient client = TradingClient.builder().baseUrl(base).apiKey(ServerConfig.TEST_KEY).build()) {
      TradeEngine.Builder engine = TradeEngine.builder(client, wallet).store(HazelcastTradeStore.of(hazelcast.<String, String>getMap(args[7])))
          .lease(LEASE).maxPolls(60)
          .rpc(chainId -> EthRpcClient.builder(root + "/rpc/" + chainId).build())
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
      TradeResult result;
      if (mode.equals("start")) {
        String boundary = args[5];
        engine.owner("instance-a").journalObserver(step -> {
          if (step.equals(boundary)) {
            System.out.println("AT " + step);
            System.out.flush();
            try {
              Thread.sleep(Duration.ofMinutes(10).toMillis()); // killed here
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
        });
        result = engine.build().execute(intent(args[6]));
      } else {
        TradeEngine second = engine.owner("instance-b").build();
        do {
          result = second.resumeAndWait(args[5]);
          if (!leaseHeld(result)) {
            break;
          }
          Thread.sleep(200); // the dead instance's lease has not run out yet
        } while (true);
      }
      System.out.println("RESULT " + result.status() + " " + String.join(",", result.txHashes()));
      System.out.flush();
    } finally {
      hazelcast.shutdown();
    }
  }

  /** The journeys the test kills: a classic swap, a gasless order, a chained plan (a swap, then a bridge). */
  static TradeIntent intent(String journey) {
    switch (journey) {
      case "GASLESS":
        return TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
            .routing(RoutePreference.GASLESS).build();
      case "CHAINED":
        return TradeIntent.builder().sell("DAI").buy("USDC").chain(1).toChain(8453).amount(new BigDecimal("500"))
            .build();
      default:
        return TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
            .routing(RoutePreference.CLASSIC).build();
    }
  }

  private static boolean leaseHeld(TradeResult result) {
    return result.status() == TradeStatus.FAILED && result.failure().map(TradeFailure::reason)
        .filter(TradeFailure.Reason.RESUME_CONFLICT::equals).isPresent();
  }
}
