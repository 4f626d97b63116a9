package io.tradingsdk.signing.pkcs11.softhsm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A SoftHSM2 token for the tests, in a folder of its own: the configuration file is where the {@code SOFTHSM2_CONF}
 * environment variable of the test JVM points (set by the build's surefire configuration, as the module reads it at
 * C_Initialize and a JVM cannot set its own environment), its token folder beside it, and one token initialised
 * with {@code softhsm2-util --init-token} at first use, wiped of any earlier run's.
 */
public final class SoftHsm {
  /** The test token's label. */
  public static final String TOKEN = "trading-test";
  /** The test token's user PIN. */
  public static final String PIN = "246813";
  private static final String SO_PIN = "135792";
  private static final List<String> MODULE_PLACES = List.of("/usr/lib/softhsm/libsofthsm2.so",
      "/usr/lib/x86_64-linux-gnu/softhsm/libsofthsm2.so", "/usr/lib/aarch64-linux-gnu/softhsm/libsofthsm2.so",
      "/usr/local/lib/softhsm/libsofthsm2.so", "/opt/homebrew/lib/softhsm/libsofthsm2.so");
  private static SoftHsm shared;

  private final Path module;
  private final Path config;

  private SoftHsm(Path module, Path config) {
    this.module = module;
    this.config = config;
  }

  /** The PKCS#11 module. */
  public Path module() {
    return module;
  }

  /** The configuration file (SOFTHSM2_CONF). */
  public Path config() {
    return config;
  }

  /** What is missing for the SoftHSM tests, or empty when they can run. */
  public static Optional<String> missing() {
    if (findModule().isEmpty()) {
      return Optional.of("SoftHSM2 is not installed (no libsofthsm2.so in " + MODULE_PLACES
          + "; set SOFTHSM2_MODULE, or apt-get install softhsm2)");
    }
    if (findUtil().isEmpty()) {
      return Optional.of("softhsm2-util is not on the PATH (apt-get install softhsm2)");
    }
    if (System.getenv("SOFTHSM2_CONF") == null) {
      return Optional.of("SOFTHSM2_CONF is not set for the test JVM (the build sets it; from an IDE, point it to a"
          + " file in a scratch folder)");
    }
    return Optional.empty();
  }

  /** The JVM's token, made at first use. */
  public static synchronized SoftHsm shared() {
    if (shared == null) {
      shared = create();
    }
    return shared;
  }

  private static SoftHsm create() {
    Path config = Path.of(System.getenv("SOFTHSM2_CONF")).toAbsolutePath();
    Path tokens = config.resolveSibling("tokens");
    try {
      if (Files.exists(tokens)) {
        try (Stream<Path> old = Files.walk(tokens)) {
          for (Path p : (Iterable<Path>) old.sorted(Comparator.reverseOrder())::iterator) {
            Files.delete(p);
          }
        }
      }
      Files.createDirectories(tokens);
      Files.writeString(config, "directories.tokendir = " + tokens + "\nobjectstore.backend = file\n"
          + "log.level = ERROR\nslots.removable = false\n", StandardCharsets.UTF_8);
      run(findUtil().orElseThrow(), "--init-token", "--free", "--label", TOKEN, "--so-pin", SO_PIN, "--pin", PIN);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new SoftHsm(findModule().orElseThrow(), config);
  }

  private static void run(String... command) throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("SOFTHSM2_CONF", System.getenv("SOFTHSM2_CONF"));
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw new IllegalStateException(String.join(" ", List.of(command).subList(0, 3)) + " failed: " + output);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  static Optional<Path> findModule() {
    List<String> places = new ArrayList<>();
    String configured = System.getenv("SOFTHSM2_MODULE");
    if (configured != null) {
      places.add(configured);
    }
    places.addAll(MODULE_PLACES);
    return places.stream().map(Path::of).filter(Files::isReadable).findFirst();
  }

  static Optional<String> findUtil() {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String dir : path.split(java.io.File.pathSeparator)) {
      Path candidate = Path.of(dir, "softhsm2-util");
      if (Files.isExecutable(candidate)) {
        return Optional.of(candidate.toString());
      }
    }
    return Optional.empty();
  }
}
