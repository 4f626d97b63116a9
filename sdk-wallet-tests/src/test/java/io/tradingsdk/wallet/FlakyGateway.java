package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A JSON-RPC gateway in front of a node that fails a share of the requests the ways public gateways do, on every
 * method: some before the request reaches the node (a 502, a reset, "header not found", "internal error"), some
 * after the node took it (a dropped connection, a late answer, a truncated body, an "internal error" answer, a
 * request held until the client gave up and then delivered). Faults are drawn from a seeded random source; how
 * often each struck is counted.
 */
final class FlakyGateway implements AutoCloseable {
  /** The ways a request fails; {@link #forwards} says whether the node gets it. */
  enum Fault {
    BAD_GATEWAY(false),
    RESET(false),
    HEADER_NOT_FOUND(false),
    INTERNAL_ERROR(false),
    DROP_AFTER_FORWARD(true),
    LATE_ANSWER(true),
    TRUNCATED_ANSWER(true),
    INTERNAL_ERROR_AFTER_FORWARD(true),
    HELD_THEN_DELIVERED(true);

    final boolean forwards;

    Fault(boolean forwards) {
      this.forwards = forwards;
    }
  }

  private final String node;
  private final double faultRate;
  private final long clientTimeoutMillis;
  private final Random random;
  private final ServerSocket server;
  private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
    Thread t = new Thread(r, "flaky-gateway");
    t.setDaemon(true);
    return t;
  });
  private final Map<Fault, AtomicLong> struck = new EnumMap<>(Fault.class);
  private final AtomicLong requests = new AtomicLong();
  private volatile boolean closed;

  /**
   * @param node the node's URL
   * @param faultRate the share of requests that fail, 0 to 1
   * @param clientTimeoutMillis the client's per-attempt timeout: late and held requests outlast it
   * @param seed the fault sequence's seed
   */
  FlakyGateway(String node, double faultRate, long clientTimeoutMillis, long seed) throws IOException {
    this.node = node;
    this.faultRate = faultRate;
    this.clientTimeoutMillis = clientTimeoutMillis;
    this.random = new Random(seed);
    for (Fault f : Fault.values()) {
      struck.put(f, new AtomicLong());
    }
    this.server = new ServerSocket(0, 128, InetAddress.getLoopbackAddress());
    threads.execute(this::accept);
  }

  /** The gateway's URL. */
  String url() {
    return "http://127.0.0.1:" + server.getLocalPort() + "/";
  }

  /** How often each fault struck, and how many requests came. */
  String report() {
    return requests.get() + " requests, faults " + struck;
  }

  long faults() {
    return struck.values().stream().mapToLong(AtomicLong::get).sum();
  }

  private void accept() {
    while (!closed) {
      try {
        Socket socket = server.accept();
        threads.execute(() -> serve(socket));
      } catch (IOException e) {
        return;
      }
    }
  }

  /** One client connection: requests in a row (keep-alive) until a fault closes it. */
  private void serve(Socket socket) {
    try (Socket s = socket) {
      InputStream in = new BufferedInputStream(s.getInputStream());
      OutputStream out = s.getOutputStream();
      while (!closed) {
        byte[] body = readRequest(in);
        if (body == null) {
          return;
        }
        requests.incrementAndGet();
        Fault fault = draw();
        if (fault == null) {
          respond(out, 200, forward(body));
          continue;
        }
        struck.get(fault).incrementAndGet();
        if (!play(fault, s, out, body)) {
          return;
        }
      }
    } catch (IOException | RuntimeException e) {
      // the client went away: its business
    }
  }

  /** Plays a fault; false when the connection is done. */
  private boolean play(Fault fault, Socket s, OutputStream out, byte[] body) throws IOException {
    switch (fault) {
      case BAD_GATEWAY:
        respond(out, 502, "<html><body>502 Bad Gateway</body></html>".getBytes(StandardCharsets.UTF_8));
        return true;
      case RESET:
        s.setSoLinger(true, 0);
        return false;
      case HEADER_NOT_FOUND:
        respond(out, 200, error(body, -32000, "header not found"));
        return true;
      case INTERNAL_ERROR:
        respond(out, 200, error(body, -32603, "internal error"));
        return true;
      case DROP_AFTER_FORWARD:
        forward(body);
        return false;
      case LATE_ANSWER:
        byte[] answer = forward(body);
        pause(clientTimeoutMillis + 150);
        respond(out, 200, answer);
        return false;
      case TRUNCATED_ANSWER:
        byte[] whole = forward(body);
        writeHead(out, 200, whole.length);
        out.write(whole, 0, whole.length / 2);
        out.flush();
        return false;
      case INTERNAL_ERROR_AFTER_FORWARD:
        forward(body);
        respond(out, 200, error(body, -32603, "internal error"));
        return true;
      case HELD_THEN_DELIVERED:
        pause(clientTimeoutMillis + 250);
        forward(body);
        return false;
      default:
        throw new IllegalStateException(fault.toString());
    }
  }

  private synchronized Fault draw() {
    if (random.nextDouble() >= faultRate) {
      return null;
    }
    Fault[] all = Fault.values();
    return all[random.nextInt(all.length)];
  }

  private byte[] forward(byte[] body) throws IOException {
    HttpURLConnection c = (HttpURLConnection) new URL(node).openConnection();
    c.setRequestMethod("POST");
    c.setDoOutput(true);
    c.setRequestProperty("Content-Type", "application/json");
    c.setConnectTimeout(5_000);
    c.setReadTimeout(30_000);
    try (OutputStream o = c.getOutputStream()) {
      o.write(body);
    }
    try (InputStream i = c.getResponseCode() < 400 ? c.getInputStream() : c.getErrorStream()) {
      return i.readAllBytes();
    }
  }

  private static byte[] error(byte[] request, int code, String message) {
    long id;
    try {
      JsonNode json = TradingJson.mapper().readTree(request);
      id = json.path("id").asLong();
    } catch (IOException e) {
      id = 0;
    }
    return ("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"error\":{\"code\":" + code + ",\"message\":\"" + message
        + "\"}}").getBytes(StandardCharsets.UTF_8);
  }

  private static void respond(OutputStream out, int status, byte[] body) throws IOException {
    writeHead(out, status, body.length);
    out.write(body);
    out.flush();
  }

  private static void writeHead(OutputStream out, int status, int length) throws IOException {
    out.write(("HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: " + length
        + "\r\nConnection: keep-alive\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
  }

  /** Reads one request's body, or null at the end of the connection. */
  private static byte[] readRequest(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int matched = 0;
    while (matched < 4) {
      int b = in.read();
      if (b < 0) {
        return null;
      }
      head.write(b);
      matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
          ? matched + 1 : (b == '\r' ? 1 : 0);
    }
    int length = 0;
    for (String line : head.toString(StandardCharsets.US_ASCII).split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        length = Integer.parseInt(line.substring("content-length:".length()).trim());
      }
    }
    byte[] body = in.readNBytes(length);
    return body.length == length ? body : null;
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() throws IOException {
    closed = true;
    server.close();
    threads.shutdownNow();
  }
}
