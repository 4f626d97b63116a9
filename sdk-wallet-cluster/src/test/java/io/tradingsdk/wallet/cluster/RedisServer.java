package io.tradingsdk.wallet.cluster;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;

/**
 * A redis-server (Debian's {@code redis-server}) on a free loopback port, for one test: no persistence. Missing, it
 * skips the test with one line saying how to install it, except under {@code CI=true}, where it fails: CI always
 * runs the Redis tests.
 */
final class RedisServer implements AutoCloseable {
  private final Process process;
  private final int port;

  private RedisServer(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  static RedisServer start() throws IOException, InterruptedException {
    File program = onPath("redis-server");
    String missing = "redis-server is not installed (apt-get install redis-server)";
    if (program == null && "true".equalsIgnoreCase(System.getenv("CI"))) {
      throw new IllegalStateException("CI=true but " + missing);
    }
    assumeTrue(program != null, missing + ": the Redis tests are not run");
    int port;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = probe.getLocalPort();
    }
    Process process = new ProcessBuilder(program.getPath(), "--port", String.valueOf(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    RedisServer server = new RedisServer(process, port);
    try {
      server.awaitListening();
    } catch (IOException | RuntimeException e) {
      server.close();
      throw e;
    }
    return server;
  }

  /** Its {@code redis://} URI. */
  String uri() {
    return "redis://127.0.0.1:" + port;
  }

  private void awaitListening() throws IOException, InterruptedException {
    long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (true) {
      try {
        new Socket(InetAddress.getLoopbackAddress(), port).close();
        return;
      } catch (IOException e) {
        if (System.nanoTime() > until || !process.isAlive()) {
          throw new IOException("redis-server did not listen on port " + port, e);
        }
        Thread.sleep(50);
      }
    }
  }

  private static File onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      File candidate = new File(dir, program);
      if (candidate.canExecute()) {
        return candidate;
      }
    }
    return null;
  }

  @Override
  public void close() {
    process.destroy();
  }
}
