package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tradingsdk.core.internal.Redactor;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteRequest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Malformed answers from a raw socket server that writes whatever bytes a scenario says (chosen by
 * the {@code x-scenario} request header), run in a JVM with a 128 MB heap. Each one ends in a typed
 * exception, in time, without retrying what a retry cannot fix; 200 MB bodies are streamed and
 * refused, never allocated; a redirect to another host is never followed and the key never sent there.
 */
@Tag("reliability")
class MalformedResponseTest {
  private static final String KEY = "malformed-key-3e9b07c1a5";
  private static final long TWO_HUNDRED_MB = 200L * 1024 * 1024;
  private static final Duration TIMEOUT = Duration.ofSeconds(1);
  private static final Duration DEADLINE = Duration.ofSeconds(4);

  private RawServer server;
  private RawServer otherHost;
  private TradingClient client;
  private final ConcurrentLinkedQueue<String> logLines = new ConcurrentLinkedQueue<>();
  private QuoteRequest quote;

  @BeforeEach
  void start() throws Exception {
    otherHost = new RawServer(in -> "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}");
    server = new RawServer(this::answer);
    client = TradingClient.builder().apiKey(KEY).baseUrl("http://127.0.0.1:" + server.port() + "/v1")
        .retryPolicy(TestSupport.fastRetries(2)).timeout(TIMEOUT).deadline(DEADLINE)
        .logLevel(LogLevel.DEBUG).logSink((level, line) -> logLines.add(line)).build();
    quote = TradingJson.mapper().readValue(TestSupport.resource("api/quote-request.json"), QuoteRequest.class);
  }

  @AfterEach
  void stop() {
    client.close();
    server.close();
    otherHost.close();
  }

  /** What the raw server writes for a scenario; null means the scenario streams its own answer. */
  private String answer(Request request) throws IOException {
    switch (request.scenario) {
      case "invalid-json":
        return response(200, "application/json", "{\"requestId\": \"r-1\", \"quote\": {");
      case "empty-200":
        return response(200, "application/json", "");
      case "html-200":
        return response(200, "text/html", "<html><body><h1>Gateway</h1>maintenance</body></html>");
      case "wrong-shape":
        return response(200, "application/json", "{\"requestId\":\"r-2\",\"routing\":\"CLASSIC\",\"quote\":[1,2,3]}");
      case "null":
        return response(200, "application/json", "null");
      case "echo-key":
        return response(500, "application/json", "{\"detail\":\"bad key " + request.apiKey + "\"}");
      case "redirect":
        return "HTTP/1.1 302 Found\r\nConnection: close\r\nLocation: http://localhost:" + otherHost.port() + "/v1/quote\r\n"
            + "Content-Length: 0\r\n\r\n";
      case "huge-with-length":
        streamHuge(request.out, true);
        return null;
      case "huge-chunked":
        streamHuge(request.out, false);
        return null;
      case "slow-drip":
        drip(request.out);
        return null;
      default:
        return response(404, "application/json", "{\"message\":\"no scenario " + request.scenario + "\"}");
    }
  }

  private static String response(int status, String type, String body) {
    return "HTTP/1.1 " + status + " X\r\nConnection: close\r\nContent-Type: " + type + "\r\nContent-Length: "
        + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
  }

  private final AtomicLong hugeBytesWritten = new AtomicLong();

  /** 200 MB of a JSON string, written until the client hangs up; nothing the size of it is held. */
  private void streamHuge(OutputStream out, boolean withLength) throws IOException {
    String head = "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: application/json\r\n"
        + (withLength ? "Content-Length: " + TWO_HUNDRED_MB : "Transfer-Encoding: chunked") + "\r\n\r\n";
    out.write(head.getBytes(StandardCharsets.US_ASCII));
    byte[] block = new byte[64 * 1024];
    java.util.Arrays.fill(block, (byte) 'x');
    block[0] = '{';
    block[1] = '"';
    for (long sent = 0; sent < TWO_HUNDRED_MB; sent += block.length) {
      if (!withLength) {
        out.write((Integer.toHexString(block.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
      }
      out.write(block);
      if (!withLength) {
        out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
      }
      hugeBytesWritten.addAndGet(block.length);
      block[0] = 'x';
      block[1] = 'x';
    }
    if (!withLength) {
      out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
    }
  }

  /** Headers at once, then one byte every 200 ms: the per-attempt timeout must still end it. */
  private static void drip(OutputStream out) throws IOException {
    out.write("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n"
        .getBytes(StandardCharsets.US_ASCII));
    out.flush();
    for (int i = 0; i < 100_000; i++) {
      out.write(' ');
      out.flush();
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private RequestOptions scenario(String name) {
    return RequestOptions.builder().header("x-scenario", name).build();
  }

  /** Runs a scenario blocking and async; both must fail alike, typed, within the deadline + 1 s. */
  private List<Throwable> both(String name) {
    List<Throwable> failures = new ArrayList<>();
    long start = System.nanoTime();
    failures.add(catchThrowable(() -> client.quote(quote, scenario(name))));
    CompletableFuture<?> async = client.quoteAsync(quote, scenario(name));
    Throwable asyncFailure = catchThrowable(() -> async.get(DEADLINE.plusSeconds(5).toSeconds(), TimeUnit.SECONDS));
    assertThat(asyncFailure).as(name + " async").isInstanceOf(java.util.concurrent.ExecutionException.class);
    failures.add(asyncFailure.getCause());
    long took = System.nanoTime() - start;
    assertThat(took).as(name + ": both calls ended within twice (deadline + 1 s)")
        .isLessThan(2 * DEADLINE.plusSeconds(1).toNanos());
    for (Throwable f : failures) {
      assertThat(f).as(name).isInstanceOf(TradingException.class);
      assertNoSecret(f);
    }
    assertThat(failures.get(1)).as(name + ": async fails like sync").hasSameClassAs(failures.get(0));
    return failures;
  }

  private void assertNoSecret(Throwable f) {
    for (Throwable t = f; t != null; t = t.getCause()) {
      assertThat(String.valueOf(t.getMessage())).doesNotContain(KEY);
      assertThat(t.toString()).doesNotContain(KEY);
    }
    if (f instanceof TradingApiException) {
      assertThat(((TradingApiException) f).rawBody()).doesNotContain(KEY);
    }
    if (f instanceof InvalidResponseException) {
      assertThat(((InvalidResponseException) f).rawBody()).doesNotContain(KEY);
    }
  }

  @Test
  void malformedTwoHundredsAreInvalidResponsesNotRetried() {
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("invalid-json", "the 200 response does not fit QuoteResponse");
    expected.put("empty-200", "the 200 response does not fit QuoteResponse");
    expected.put("html-200", "does not fit QuoteResponse: not valid JSON");
    expected.put("wrong-shape", "the 200 response does not fit QuoteResponse");
    expected.put("null", "the 200 response does not fit QuoteResponse: the body is JSON null");
    for (Map.Entry<String, String> e : expected.entrySet()) {
      int before = server.requests.get();
      for (Throwable f : both(e.getKey())) {
        assertThat(f).as(e.getKey()).isInstanceOf(InvalidResponseException.class)
            .hasMessageContaining(e.getValue());
        assertThat(((TradingException) f).attempts()).as(e.getKey() + " attempts").isEqualTo(1);
      }
      assertThat(server.requests.get() - before).as(e.getKey() + ": requests sent").isEqualTo(2);
    }
    assertThat(String.join("\n", logLines)).doesNotContain(KEY);
  }

  @Test
  void twoHundredMegabytesWithAndWithoutContentLengthAreRefusedWithoutBeingHeld() {
    for (String name : List.of("huge-with-length", "huge-chunked")) {
      for (Throwable f : both(name)) {
        assertThat(f).as(name).isInstanceOf(InvalidResponseException.class)
            .hasMessageContaining("larger than maxResponseBytes (16777216 bytes)");
        assertThat(((InvalidResponseException) f).rawBody().length()).isLessThanOrEqualTo(1024);
      }
    }
    assertThat(hugeBytesWritten.get()).as("bytes the server got to write for all four calls together")
        .isLessThan(TWO_HUNDRED_MB);
    assertThat(Runtime.getRuntime().maxMemory()).as("this suite runs on a heap smaller than one body")
        .isLessThan(TWO_HUNDRED_MB);
  }

  @Test
  void aSlowDripEndsInATimeoutAtEachAttemptAndIsRetried() {
    for (Throwable f : both("slow-drip")) {
      assertThat(f).isInstanceOfAny(AttemptTimeoutException.class, DeadlineExceededException.class);
    }
  }

  @Test
  void aRedirectToAnotherHostIsNeverFollowedAndTheKeyNeverSentThere() {
    for (Throwable f : both("redirect")) {
      assertThat(f).isInstanceOf(UnexpectedStatusException.class);
      assertThat(((TradingApiException) f).status()).isEqualTo(302);
      assertThat(((TradingException) f).attempts()).isEqualTo(1);
    }
    assertThat(otherHost.requests.get()).as("requests that reached the other host").isZero();
    assertThat(otherHost.keysSeen).isEmpty();
  }

  @Test
  void anEchoedKeyInAnErrorIsMaskedEverywhere() {
    for (Throwable f : both("echo-key")) {
      assertThat(f).isInstanceOf(ServerException.class);
      assertThat(((TradingApiException) f).rawBody()).contains(Redactor.MASK);
    }
    assertThat(String.join("\n", logLines)).doesNotContain(KEY).contains(Redactor.MASK);
  }

  // ------------------------------------------------------------------ the raw server

  /** One request's head as the raw server read it. */
  static final class Request {
    String scenario = "";
    String apiKey;
    OutputStream out;
  }

  interface Scenario {
    String answer(Request request) throws IOException;
  }

  /** A loopback HTTP/1.1 server that reads a request head and writes the scenario's bytes, then closes. */
  static final class RawServer implements AutoCloseable {
    final ServerSocket socket;
    final AtomicInteger requests = new AtomicInteger();
    final ConcurrentLinkedQueue<String> keysSeen = new ConcurrentLinkedQueue<>();
    private final Scenario scenario;
    private final Thread acceptor;

    RawServer(Scenario scenario) throws IOException {
      this.scenario = scenario;
      this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
      this.acceptor = new Thread(this::acceptLoop, "raw-server-" + socket.getLocalPort());
      acceptor.setDaemon(true);
      acceptor.start();
    }

    int port() {
      return socket.getLocalPort();
    }

    private void acceptLoop() {
      while (!socket.isClosed()) {
        try {
          Socket s = socket.accept();
          Thread t = new Thread(() -> serve(s), "raw-conn");
          t.setDaemon(true);
          t.start();
        } catch (IOException closed) {
          return;
        }
      }
    }

    private void serve(Socket s) {
      try (s) {
        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.ISO_8859_1));
        Request r = new Request();
        long contentLength = 0;
        for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
          int colon = line.indexOf(':');
          if (colon < 0) {
            continue;
          }
          String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
          String value = line.substring(colon + 1).trim();
          if (name.equals("x-scenario")) {
            r.scenario = value;
          } else if (name.equals("x-api-key")) {
            r.apiKey = value;
            keysSeen.add(value);
          } else if (name.equals("content-length")) {
            contentLength = Long.parseLong(value);
          }
        }
        in.skip(contentLength);
        requests.incrementAndGet();
        r.out = s.getOutputStream();
        String answer = scenario.answer(r);
        if (answer != null) {
          r.out.write(answer.getBytes(StandardCharsets.UTF_8));
        }
        r.out.flush();
      } catch (IOException clientHungUp) {
        // expected when the client refuses a body or times out
      }
    }

    @Override
    public void close() {
      try {
        socket.close();
      } catch (IOException ignored) {
        // closing
      }
    }
  }
}
