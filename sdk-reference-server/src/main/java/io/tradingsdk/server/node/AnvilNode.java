package io.tradingsdk.server.node;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One foundry {@code anvil} process on loopback: started on a port the OS picks ({@code --port 0}, read back from its
 * "Listening on" line, so two processes never race for a port), ready once it answers {@code eth_chainId}, and
 * stopped with SIGTERM. Its output goes to a log file. A shutdown hook stops a node the JVM did not close, so none
 * outlives its JVM.
 *
 * <pre>{@code
 * Path anvil = AnvilNode.installedBinary(Path.of("node_modules")).orElseThrow();
 * try (AnvilNode node = AnvilNode.builder(anvil).chainId(1).start()) {
 *   EthRpcClient rpc = EthRpcClient.builder(node.url()).build();
 * }
 * }</pre>
 *
 * <p>anvil comes from npm ({@code @foundry-rs/anvil}, whose platform binary is an optional dependency): {@link
 * #installedBinary} finds it in a {@code node_modules} folder.
 */
public final class AnvilNode implements AutoCloseable {
  private static final Pattern LISTENING = Pattern.compile("Listening on (127\\.0\\.0\\.1:\\d+)");

  private final Process process;
  private final String url;
  private final Path log;
  private final Thread stopOnExit;

  private AnvilNode(Process process, String url, Path log) {
    this.process = process;
    this.url = url;
    this.log = log;
    this.stopOnExit = new Thread(process::destroy, "anvil-stop");
    Runtime.getRuntime().addShutdownHook(stopOnExit);
  }

  /**
   * A builder for a node run from {@code binary}.
   *
   * @param binary the anvil executable (not the Node wrapper in {@code node_modules/.bin}, which adds Node's own
   *     start-up)
   */
  public static Builder builder(Path binary) {
    return new Builder(binary);
  }

  /**
   * The platform binary npm installed under {@code nodeModules}: {@code @foundry-rs/anvil-<os>-<arch>/bin/anvil}.
   *
   * @return empty when that file is missing or not executable
   */
  public static Optional<Path> installedBinary(Path nodeModules) {
    return foundryBinary(nodeModules, "anvil");
  }

  /**
   * A foundry tool's platform binary under {@code nodeModules}, e.g. {@code cast}: {@code
   * @foundry-rs/<tool>-<os>-<arch>/bin/<tool>}, the platform package npm picked.
   *
   * @return empty when that file is missing or not executable
   */
  public static Optional<Path> foundryBinary(Path nodeModules, String tool) {
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
    String platform = os.startsWith("windows") ? "win32" : os.startsWith("mac") ? "darwin" : "linux";
    String cpu = arch.equals("aarch64") || arch.equals("arm64") ? "arm64" : "amd64";
    String exe = platform.equals("win32") ? tool + ".exe" : tool;
    Path path = nodeModules.resolve("@foundry-rs").resolve(tool + "-" + platform + "-" + cpu).resolve("bin")
        .resolve(exe);
    return Files.isExecutable(path) ? Optional.of(path) : Optional.empty();
  }

  /** {@code http://127.0.0.1:PORT}, the node's JSON-RPC endpoint. */
  public String url() {
    return url;
  }

  /** {@link #url()} as a URI. */
  public URI uri() {
    return URI.create(url);
  }

  /** The file its output goes to. */
  public Path log() {
    return log;
  }

  /** Whether the process still runs. */
  public boolean isAlive() {
    return process.isAlive();
  }

  /**
   * Sends SIGTERM and returns at once: anvil takes 1 to 3 s to exit, which callers rarely need to wait for (see
   * {@link #awaitExit}). A node still alive 10 s later is killed.
   */
  @Override
  public void close() {
    process.destroy();
    try {
      Runtime.getRuntime().removeShutdownHook(stopOnExit);
    } catch (IllegalStateException shuttingDown) {
      // The hook is running or about to: it stops the node too.
    }
    Thread reaper = new Thread(() -> {
      try {
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
      }
    }, "anvil-reaper");
    reaper.setDaemon(true);
    reaper.start();
  }

  /**
   * Waits for the process to exit (after {@link #close()}).
   *
   * @return whether it exited within {@code timeout}
   * @throws InterruptedException when interrupted while waiting
   */
  public boolean awaitExit(Duration timeout) throws InterruptedException {
    return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
  }

  @Override
  public String toString() {
    return "anvil " + url;
  }

  /** Builds and starts an {@link AnvilNode}. */
  public static final class Builder {
    private final Path binary;
    private final List<String> arguments = new ArrayList<>();
    private @Nullable Path logDirectory;
    private Duration startTimeout = Duration.ofSeconds(20);

    private Builder(Path binary) {
      this.binary = Objects.requireNonNull(binary, "binary");
    }

    /** The chain id it serves ({@code --chain-id}); anvil's default is 31337. */
    public Builder chainId(long chainId) {
      if (chainId <= 0) {
        throw new IllegalArgumentException("chainId: must be positive, was " + chainId);
      }
      return arguments("--chain-id", Long.toString(chainId));
    }

    /** Starts from a state {@code anvil --dump-state} or {@code anvil_dumpState} wrote ({@code --load-state}). */
    public Builder loadState(Path state) {
      if (!Files.isRegularFile(state)) {
        throw new IllegalArgumentException("loadState: no such file " + state);
      }
      return arguments("--load-state", state.toString());
    }

    /** More command-line flags, e.g. {@code "--block-time", "2"}. */
    public Builder arguments(String... more) {
      arguments.addAll(Arrays.asList(more));
      return this;
    }

    /** Where its log file goes; the system's temporary directory by default. */
    public Builder logDirectory(Path directory) {
      this.logDirectory = Objects.requireNonNull(directory, "directory");
      return this;
    }

    /** How long it may take to listen and answer; 20 s by default. */
    public Builder startTimeout(Duration timeout) {
      if (timeout.isNegative() || timeout.isZero()) {
        throw new IllegalArgumentException("startTimeout: must be positive, was " + timeout);
      }
      this.startTimeout = timeout;
      return this;
    }

    /**
     * Starts anvil and waits until it answers {@code eth_chainId}.
     *
     * @throws IOException when it cannot be started, exits early, or does not answer within the start timeout (the
     *     message names its log file)
     */
    public AnvilNode start() throws IOException {
      Path dir = logDirectory != null ? logDirectory : java.nio.file.Paths.get(System.getProperty("java.io.tmpdir"));
      Files.createDirectories(dir);
      Path log = Files.createTempFile(dir, "anvil-", ".log");
      List<String> command = new ArrayList<>(List.of(binary.toString(), "--host", "127.0.0.1", "--port", "0"));
      command.addAll(arguments);
      Process process = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.to(new File(log.toString()))).start();
      try {
        long deadline = System.nanoTime() + startTimeout.toNanos();
        String url = "http://" + awaitListening(process, log, deadline);
        awaitAnswer(process, url, log, deadline);
        return new AnvilNode(process, url, log);
      } catch (IOException | RuntimeException e) {
        process.destroy();
        throw e;
      }
    }

    private String awaitListening(Process process, Path log, long deadline) throws IOException {
      while (System.nanoTime() < deadline) {
        Matcher m = LISTENING.matcher(new String(Files.readAllBytes(log), StandardCharsets.UTF_8));
        if (m.find()) {
          return m.group(1);
        }
        if (!process.isAlive()) {
          throw new IOException("anvil exited with " + process.exitValue() + " before listening; see " + log);
        }
        pause(10);
      }
      throw new IOException("anvil did not listen within " + startTimeout.toMillis() + " ms; see " + log);
    }

    private static void awaitAnswer(Process process, String url, Path log, long deadline) throws IOException {
      IOException last = null;
      while (System.nanoTime() < deadline && process.isAlive()) {
        try {
          HttpURLConnection c = (HttpURLConnection) new URL(url).openConnection();
          c.setConnectTimeout(1000);
          c.setReadTimeout(1000);
          c.setDoOutput(true);
          c.setRequestProperty("Content-Type", "application/json");
          try (OutputStream out = c.getOutputStream()) {
            out.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_chainId\",\"params\":[]}"
                .getBytes(StandardCharsets.UTF_8));
          }
          if (c.getResponseCode() == 200) {
            c.getInputStream().close();
            return;
          }
        } catch (IOException e) {
          last = e;
        }
        pause(10);
      }
      throw new IOException("anvil at " + url + " did not answer eth_chainId; see " + log, last);
    }

    private static void pause(long millis) {
      try {
        Thread.sleep(millis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while starting anvil", e);
      }
    }
  }
}
