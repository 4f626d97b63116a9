package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.node.AnvilNode;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Where the EVM-mode tests find anvil and the contracts: build-tools/evm, which the build installs with npm ci
 * ({@code evm.tools.dir}); their dumped state goes to {@code evm.cache.dir} (the parent POM sets it to the root's
 * target/evm-cache, one folder for the whole build), so the first test JVM of the build deploys and later ones, in
 * this module or another, load. Without anvil the tests skip with one line, except under {@code CI=true}.
 */
public final class EvmTestSupport implements ExecutionCondition {
  /** build-tools/evm. */
  public static Path toolsDirectory() {
    return Path.of(System.getProperty("evm.tools.dir", "../build-tools/evm")).toAbsolutePath().normalize();
  }

  /** {@code evm.cache.dir}, else target/evm-cache. */
  public static Path cacheDirectory() {
    return Path.of(System.getProperty("evm.cache.dir", "target/evm-cache")).toAbsolutePath().normalize();
  }

  /** A configuration of the EVM mode on the build's npm install and cache. */
  public static ServerConfig.Builder config() {
    return ServerConfig.builder().evm(true).evmToolsDirectory(toolsDirectory()).evmCacheDirectory(cacheDirectory());
  }

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (AnvilNode.installedBinary(toolsDirectory().resolve("node_modules")).isPresent()) {
      return ConditionEvaluationResult.enabled("anvil is installed");
    }
    String how = "anvil is not installed in " + toolsDirectory() + "/node_modules: install Node.js 20+ (with npm),"
        + " then the build installs it (or cd build-tools/evm && npm ci --ignore-scripts)";
    if ("true".equalsIgnoreCase(System.getenv("CI"))) {
      throw new ExtensionConfigurationException("CI=true but " + how);
    }
    return ConditionEvaluationResult.disabled(how);
  }
}
