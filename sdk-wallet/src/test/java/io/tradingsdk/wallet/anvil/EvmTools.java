package io.tradingsdk.wallet.anvil;

import io.tradingsdk.server.node.AnvilNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the npm-installed test tools are (build-tools/evm, see its README): the build passes the directory as the
 * system property {@code evm.tools.dir}; run from an IDE, the module's working directory finds it too.
 */
public final class EvmTools {
  private EvmTools() {}

  /** build-tools/evm. */
  public static Path dir() {
    String configured = System.getProperty("evm.tools.dir");
    return (configured != null ? Path.of(configured) : Path.of("..", "build-tools", "evm")).toAbsolutePath()
        .normalize();
  }

  /** node_modules of build-tools/evm. */
  public static Path nodeModules() {
    return dir().resolve("node_modules");
  }

  /** The anvil binary of this platform, when installed. */
  public static Optional<Path> anvil() {
    return AnvilNode.installedBinary(nodeModules());
  }

  /** The cast binary of this platform, when installed. */
  public static Optional<Path> cast() {
    return AnvilNode.foundryBinary(nodeModules(), "cast");
  }

  /** Where the tests' anvil logs go: {@code anvil.log.dir} (target/anvil under the build), else the temp folder. */
  public static Path logDirectory() {
    return Path.of(System.getProperty("anvil.log.dir", System.getProperty("java.io.tmpdir")));
  }

  /** Whether the tests run under CI ({@code CI=true}), where a missing tool fails rather than skips. */
  public static boolean underCi() {
    return "true".equalsIgnoreCase(System.getenv("CI"));
  }

  /** The one line that says how to get the anvil tests. */
  public static String howToInstall() {
    return "anvil is not installed in " + nodeModules() + ": "
        + (npmOnPath() ? "the build installs it (npm ci in build-tools/evm) unless tests are skipped; run"
            + " mvn -pl sdk-wallet verify, or cd build-tools/evm && npm ci --ignore-scripts"
            : "install Node.js 20+ (with npm), then the build installs it");
  }

  private static boolean npmOnPath() {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String entry : path.split(java.io.File.pathSeparator)) {
      if (Files.isExecutable(Path.of(entry, "npm")) || Files.isExecutable(Path.of(entry, "npm.cmd"))) {
        return true;
      }
    }
    return false;
  }
}
