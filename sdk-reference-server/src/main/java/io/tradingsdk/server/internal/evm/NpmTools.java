package io.tradingsdk.server.internal.evm;

import io.tradingsdk.signing.Hex;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The EVM tools and contract artifacts, installed from the package.json and package-lock.json the server carries
 * as resources (build-tools/evm's, copied at build time): {@code npm ci --ignore-scripts} into a cache folder named
 * by the lockfile's hash, once. Nothing of the contracts ships inside the server: their licences include GPL and
 * BUSL.
 */
final class NpmTools {
  private static final String RESOURCES = "/io/tradingsdk/server/evm/";

  private NpmTools() {}

  /** The bundled lockfile's bytes. */
  static byte[] lockfile() {
    return resource("package-lock.json");
  }

  /** A short hash of the bundled lockfile: caches made from another lockfile are never reused. */
  static String lockHash() {
    return sha256(lockfile()).substring(0, 16);
  }

  /**
   * The installed tools folder (holding node_modules) under {@code cache}, installing it first when missing.
   *
   * @throws IllegalStateException when npm is not on the PATH or the install fails (the message says what to do)
   */
  static Path ensureInstalled(Path cache) {
    Path dir = cache.resolve("tools-" + lockHash());
    if (Files.exists(dir.resolve("node_modules/.package-lock.json"))) {
      return dir;
    }
    String npm = onPath(isWindows() ? "npm.cmd" : "npm");
    if (npm == null) {
      throw new IllegalStateException("the EVM mode installs anvil and the Uniswap contracts with npm, which is not on"
          + " the PATH: install Node.js 20+ (with npm), or give --evm-tools DIR (a folder where npm ci ran on"
          + " build-tools/evm)");
    }
    try {
      Files.createDirectories(dir);
      Files.write(dir.resolve("package.json"), resource("package.json"));
      Files.write(dir.resolve("package-lock.json"), lockfile());
      Path log = dir.resolve("npm-ci.log");
      Process process = new ProcessBuilder(List.of(npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"))
          .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
      if (!process.waitFor(15, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new IllegalStateException("npm ci in " + dir + " did not finish within 15 minutes; see " + log);
      }
      if (process.exitValue() != 0) {
        throw new IllegalStateException("npm ci in " + dir + " failed with exit code " + process.exitValue()
            + "; see " + log);
      }
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot install the EVM tools in " + dir, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while installing the EVM tools", e);
    }
  }

  static String sha256(byte[]... parts) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (byte[] part : parts) {
        digest.update(part);
      }
      return Hex.encode(digest.digest()).substring(2);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static byte[] resource(String name) {
    try (InputStream in = NpmTools.class.getResourceAsStream(RESOURCES + name)) {
      if (in == null) {
        throw new IllegalStateException("the server jar lacks " + RESOURCES + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean isWindows() {
    return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
  }

  private static String onPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String entry : path.split(File.pathSeparator)) {
      Path candidate = Path.of(entry, name);
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    return null;
  }
}
