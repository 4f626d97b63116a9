package io.tradingsdk.wallet.anvil;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One anvil process on loopback: started on a port the OS picks ({@code --port 0}, read back from its "Listening on"
 * line, so two test JVMs never race for a port), ready once it answers {@code eth_chainId}, and stopped by its
 * PID with SIGTERM. Its output goes to a log file ({@code anvil.log.dir}, target/anvil under the build).
 */
public final class AnvilNode implements AutoCloseable {
  private static final Pattern LISTENING = Pattern.compile("Listening on (127\\.0\\.0\\.1:\\d+)");
  private static final long START_TIMEOUT_MS = 20_000;

  private final Process process;
  private final String url;
  private final Path log;

  private AnvilNode(Process process, String url, Path log) {
    this.process = process;
    this.url = url;
    this.log = log;
  }

  /**
   * Starts anvil and waits until it answers.
   *
   * @param binary the anvil executable
   * @param extraArgs more flags, such as {@code --chain-id 1}
   * @throws IOException when it does not start, or does not answer within 20 s
   */
  public static AnvilNode start(Path binary, String... extraArgs) throws IOException {
    Path logDir = Path.of(System.getProperty("anvil.log.dir", System.getProperty("java.io.tmpdir")));
    Files.createDirectories(logDir);
    Path log = Files.createTempFile(logDir, "anvil-", ".log");
    List<String> command = new ArrayList<>(List.of(binary.toString(), "--host", "127.0.0.1", "--port", "0"));
    command.addAll(List.of(extraArgs));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      String url = "http://" + awaitListening(process, log);
      awaitAnswer(process, url);
      return new AnvilNode(process, url, log);
    } catch (IOException | RuntimeException e) {
      process.destroy();
      throw e;
    }
  }

  private static String awaitListening(Process process, Path log) throws IOException {
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_TIMEOUT_MS);
    while (System.nanoTime() < end) {
      Matcher m = LISTENING.matcher(Files.readString(log, StandardCharsets.UTF_8));
      if (m.find()) {
        return m.group(1);
      }
      if (!process.isAlive()) {
        throw new IOException("anvil exited with " + process.exitValue() + " before listening; see " + log);
      }
      pause(20);
    }
    throw new IOException("anvil did not listen within " + START_TIMEOUT_MS + " ms; see " + log);
  }

  private static void awaitAnswer(Process process, String url) throws IOException {
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_TIMEOUT_MS);
    IOException last = null;
    while (System.nanoTime() < end && process.isAlive()) {
      try {
        HttpURLConnection c = (HttpURLConnection) new URL(url).openConnection();
        c.setConnectTimeout(1000);
        c.setReadTimeout(1000);
        c.setDoOutput(true);
        c.setRequestProperty("Content-Type", "application/json");
        c.getOutputStream().write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_chainId\",\"params\":[]}"
            .getBytes(StandardCharsets.UTF_8));
        if (c.getResponseCode() == 200) {
          c.getInputStream().readAllBytes();
          return;
        }
      } catch (IOException e) {
        last = e;
      }
      pause(20);
    }
    throw new IOException("anvil at " + url + " did not answer eth_chainId", last);
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while starting anvil", e);
    }
  }

  /** {@code http://127.0.0.1:PORT}. */
  public String url() {
    return url;
  }

  /** The process id. */
  public long pid() {
    return process.pid();
  }

  /** Its log file. */
  public Path log() {
    return log;
  }

  /**
   * Sends SIGTERM to its PID and returns at once: anvil takes 1 to 3 s to exit, which no test need wait for. A
   * node still alive 10 s later is killed.
   */
  @Override
  public void close() {
    ProcessHandle handle = process.toHandle();
    handle.destroy();
    handle.onExit().orTimeout(10, TimeUnit.SECONDS).exceptionally(timedOut -> {
      handle.destroyForcibly();
      return handle;
    });
  }

  @Override
  public String toString() {
    return "anvil " + url + " (pid " + pid() + ")";
  }
}
