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
import java.util.ArrayList;
import java.util.List;

/**
 * The application instance {@link TradeCrashOnHazelcastTest} kills: a Hazelcast client of the test's cluster running
 * trade engines whose journals are {@link HazelcastTradeStore}s, one thread per trade. {@code start}: runs each trade
 * (a classic swap, a gasless order or a chained plan), announces {@code AT <tag> <boundary>} and blocks there (the
 * parent kills the JVM with SIGKILL once every trade is at its boundary); {@code resume}: resumes each trade once the
 * dead instance's lease ran out, and prints {@code RESULT <tag> <status> <txHashes>}. A trade that fails with an
 * exception prints {@code ERROR <tag> <exception>}.
 *
 * <p>{@code HazelcastCrashChild start CLUSTER_NAME MEMBER_ADDRESS TAG;BASE_URL;KEY_HEX;BOUNDARY;JOURNEY;MAP ...} or
 * {@code HazelcastCrashChild resume CLUSTER_NAME MEMBER_ADDRESS TAG;BASE_URL;KEY_HEX;TRADE_ID;-;MAP ...}: one
 * argument per trade, each with a server, wallet and trade map of its own (so trades never see each other's).
 */
public final class HazelcastCrashChild {
  static final Duration LEASE = Duration.ofSeconds(2);

  private HazelcastCrashChild() {}

  public static void main(String[] args) throws Exception {
    String mode = args[0];
    ClientConfig config = new ClientConfig();
    config.setClusterName(args[1]);
    config.getNetworkConfig().addAddress(args[2]);
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.phone.home.enabled", "false");
    HazelcastInstance hazelcast = HazelcastClient.newHazelcastClient(config);
    try {
      List<Thread> trades = new ArrayList<>();
      for (int i = 3; i < args.length; i++) {
        String[] fields = args[i].split(";", -1);
        Thread trade = new Thread(() -> runOne(hazelcast, mode, fields), "trade-" + fields[0]);
        trade.start();
        trades.add(trade);
      }
      for (Thread trade : trades) {
        trade.join();
      }
    } finally {
      hazelcast.shutdown();
    }
  }

  /** One line on stdout, whole and flushed: the parent reads them as they come. */
  private static synchronized void say(String line) {
    System.out.println(line);
    System.out.flush();
  }

  private static void runOne(HazelcastInstance hazelcast, String mode, String[] fields) {
    String tag = fields[0];
    try {
      TradeResult result = trade(hazelcast, mode, fields);
      say("RESULT " + tag + " " + result.status() + " " + String.join(",", result.txHashes()));
    } catch (Throwable e) {
      e.printStackTrace();
      say("ERROR " + tag + " " + e);
    }
  }

  private static TradeResult trade(HazelcastInstance hazelcast, String mode, String[] fields) throws Exception {
    String tag = fields[0];
    String base = fields[1];
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(fields[2]));
    URI origin = URI.create(base);
    String root = origin.getScheme() + "://" + origin.getRawAuthority();
    HttpClient http = HttpClient.newHttpClient();
    try (TradingClient client = TradingClient.builder().baseUrl(base).apiKey(ServerConfig.TEST_KEY).build()) {
      TradeEngine.Builder engine = TradeEngine.builder(client, wallet)
          .store(HazelcastTradeStore.of(hazelcast.<String, String>getMap(fields[5])))
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
      if (mode.equals("start")) {
        String boundary = fields[3];
        engine.owner("instance-a").journalObserver(step -> {
          if (step.equals(boundary)) {
            say("AT " + tag + " " + step);
            try {
              Thread.sleep(Duration.ofMinutes(10).toMillis()); // killed here
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
        });
        return engine.build().execute(intent(fields[4]));
      }
      TradeEngine second = engine.owner("instance-b").build();
      TradeResult result;
      do {
        result = second.resumeAndWait(fields[3]);
        if (!leaseHeld(result)) {
          return result;
        }
        Thread.sleep(200); // the dead instance's lease has not run out yet
      } while (true);
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
