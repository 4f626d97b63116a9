package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.tradingsdk.core.TestSupport.CapturingSink;
import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.core.internal.SharedResources;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The application's own OkHttpClient and interceptors, and what closing the client leaves behind. */
class HttpHooksTest extends WithMockServer {
  private OkHttpClient application;

  @AfterEach
  void releaseTheApplicationsClient() {
    if (application != null) {
      application.dispatcher().executorService().shutdown();
      application.connectionPool().evictAll();
    }
  }

  @Test
  void callsGoThroughTheApplicationsClientAndInterceptorsOnEveryAttempt() throws Exception {
    application = new OkHttpClient.Builder()
        .addInterceptor(chain -> chain.proceed(chain.request().newBuilder().header("x-app", "wallet").build()))
        .build();
    List<String> attempts = new CopyOnWriteArrayList<>();
    CapturingSink sink = new CapturingSink();
    TradingClient client = clientFor(server)
        .httpClient(application)
        .addInterceptor(chain -> {
          attempts.add(chain.request().header("x-app") + " " + chain.request().url().encodedPath());
          return chain.proceed(chain.request());
        })
        .logLevel(LogLevel.DEBUG)
        .logSink(sink)
        .build();
    server.enqueue(json(503, "{}").build());
    server.enqueue(json(200, "{\"ok\":1}").build());

    assertThat(client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()).get("ok").asInt()).isEqualTo(1);

    // The application interceptor ran before the SDK's, once per attempt, retry included.
    assertThat(attempts).containsExactly("wallet /v1/send", "wallet /v1/send");
    for (int i = 0; i < 2; i++) {
      RecordedRequest recorded = server.takeRequest(5, TimeUnit.SECONDS);
      assertThat(recorded.getHeaders().get("x-app")).isEqualTo("wallet");
      assertThat(recorded.getHeaders().get("x-api-key")).isEqualTo(API_KEY);
    }
    assertThat(sink.all()).contains("x-api-key: [REDACTED]").doesNotContain(API_KEY);
    // Shared, not copied: the application's pool and dispatcher carry the SDK's calls.
    assertThat(client.sharedForTest().baseHttp.connectionPool()).isSameAs(application.connectionPool());
    assertThat(client.sharedForTest().baseHttp.dispatcher()).isSameAs(application.dispatcher());
    // The SDK's rules hold on its derived client only.
    assertThat(client.sharedForTest().baseHttp.followRedirects()).isFalse();
    assertThat(application.followRedirects()).isTrue();

    client.close();

    assertThat(application.dispatcher().executorService().isShutdown()).isFalse();
    server.enqueue(json(200, "{}").build());
    try (Response after = application.newCall(new Request.Builder().url(server.url("/still-open")).build())
        .execute()) {
      assertThat(after.code()).isEqualTo(200);
    }
  }

  @Test
  void closingAClientThatOwnsItsPoolEndsTheSdksThreads() throws Exception {
    TradingClient client = clientFor(server).build();
    server.enqueue(json(200, "{}").build());
    client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()).get(60, TimeUnit.SECONDS);
    SharedResources shared = client.sharedForTest();

    client.close();

    // Threads end shortly after shutdown: wait for it (generously) rather than assume a time.
    assertThat(shared.baseHttp.dispatcher().executorService().awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    assertThat(shared.scheduler.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    assertThat(shared.baseHttp.connectionPool().connectionCount()).isZero();
  }

  @Test
  void aJvmWhoseLastClientIsClosedExitsPromptly() throws Exception {
    Process child = new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            // The test JVMs' flags (parent POM, sdk.test.argLine): a short JVM costs half the CPU on C1 and one GC thread.
            "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
            "-cp", System.getProperty("java.class.path"),
            ExitAfterClose.class.getName())
        .redirectErrorStream(true)
        .start();
    List<String> output = new ArrayList<>();
    long closedAt = 0;
    try (BufferedReader lines = new BufferedReader(
        new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        output.add(line);
        if (line.equals("closed")) {
          closedAt = System.nanoTime();
        }
      }
    }
    assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("child exited: %s", output).isTrue();
    long exitedAt = System.nanoTime();

    assertThat(child.exitValue()).as("exit code, output %s", output).isZero();
    assertThat(output).contains("closed", "sdk threads after close: []");
    // Before, the JVM lingered ~15 s under exec:java; "promptly" is well under a second. The bound is generous
    // because the machine is shared: it catches threads that linger, not a slow scheduler.
    assertThat(Duration.ofNanos(exitedAt - closedAt)).isLessThan(Duration.ofSeconds(5));
  }

  /** The child JVM: a call over a real loopback server, then close, then main returns. */
  static final class ExitAfterClose {
    public static void main(String[] args) throws Exception {
      HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      server.createContext("/", exchange -> {
        byte[] body = "{\"ok\":1}".getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
      });
      server.start();
      TradingClient client = TradingClient.builder()
          .apiKey(API_KEY)
          .baseUrl("http://127.0.0.1:" + server.getAddress().getPort() + "/v1")
          .build();
      client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());
      client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()).get(60, TimeUnit.SECONDS);
      server.stop(0);

      client.close();
      System.out.println("closed");
      System.out.flush();
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(4);
      while (!sdkThreads().isEmpty() && System.nanoTime() < until) {
        Thread.sleep(5);
      }
      System.out.println("sdk threads after close: " + sdkThreads());
      System.out.flush();
    }
  }

  static List<String> sdkThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .map(Thread::getName)
        .filter(name -> name.startsWith("trading-sdk-"))
        .toList();
  }
}
