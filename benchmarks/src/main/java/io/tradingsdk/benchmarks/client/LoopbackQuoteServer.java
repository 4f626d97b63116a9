package io.tradingsdk.benchmarks.client;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback HTTP server that answers {@code POST /v1/quote} with a real CLASSIC quote response.
 * The JDK's own server, not MockWebServer, because MockWebServer records every request and would
 * grow for the length of a benchmark run. Both the client and the raw peer talk to this one server,
 * so its cost is the same for both.
 */
public final class LoopbackQuoteServer implements AutoCloseable {
  static {
    // The JDK server writes headers and body separately; without TCP_NODELAY, Nagle's algorithm
    // holds the body until the client's delayed ACK (about 40 ms), which would swamp what we measure.
    // Read once, when the server implementation first loads.
    System.setProperty("sun.net.httpserver.nodelay", "true");
  }

  private final HttpServer server;
  private final ExecutorService threads;
  private final byte[] responseBody;
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger maxInFlight = new AtomicInteger();

  public LoopbackQuoteServer(byte[] responseBody, int threads) throws IOException {
    this(responseBody, threads, 0);
  }

  /**
   * @param latencyMillis how long each answer is held back, standing in for the service's own time,
   *     so that concurrent calls pile up in flight
   */
  public LoopbackQuoteServer(byte[] responseBody, int threads, long latencyMillis) throws IOException {
    this.responseBody = responseBody;
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
    this.threads = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "loopback-quote-server");
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(this.threads);
    server.createContext("/v1/quote", exchange -> {
      int now = inFlight.incrementAndGet();
      maxInFlight.accumulateAndGet(now, Math::max);
      try (InputStream in = exchange.getRequestBody()) {
        in.readAllBytes();
        if (latencyMillis > 0) {
          try {
            Thread.sleep(latencyMillis);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, this.responseBody.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(this.responseBody);
        }
      } finally {
        inFlight.decrementAndGet();
      }
    });
    server.start();
  }

  /** The base URL, ending in {@code /v1}. */
  public String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  /** The most requests the server handled at once since it started. */
  public int maxInFlight() {
    return maxInFlight.get();
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }

  /** A classpath resource under {@code bench/client/}. */
  public static byte[] resource(String name) {
    try (InputStream in = LoopbackQuoteServer.class.getResourceAsStream("/bench/client/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource bench/client/" + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
