package io.tradingsdk.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * The real Universal Router 2.1.0 as npm ships it ({@code @uniswap/universal-router} in build-tools/evm): the
 * {@code execute} function of its ABI artifact and the command bytes of its {@code Commands.sol}, read at test time
 * so that the server's calldata is checked against them, not against a copy of our own.
 */
final class UniversalRouterArtifact {
  private static final Pattern COMMAND = Pattern.compile("uint256 constant (\\w+) = (0x[0-9a-fA-F]+);");

  /** {@code execute(bytes,bytes[],uint256)} as the ABI declares it (the overload with a deadline). */
  final String executeSignature;
  private final Map<Integer, String> commandNames;

  private UniversalRouterArtifact(String executeSignature, Map<Integer, String> commandNames) {
    this.executeSignature = executeSignature;
    this.commandNames = commandNames;
  }

  /**
   * The installed artifact; without it the calling test is skipped with one line that says how to get it, except
   * under {@code CI=true}, where the build always installs it and its absence fails.
   */
  static UniversalRouterArtifact installedOrSkip() {
    Optional<UniversalRouterArtifact> installed = load(packageDir());
    if (installed.isEmpty()) {
      String how = "@uniswap/universal-router is not installed in " + packageDir()
          + ": cd build-tools/evm && npm ci --ignore-scripts";
      if ("true".equalsIgnoreCase(System.getenv("CI"))) {
        throw new AssertionError(how);
      }
      Assumptions.abort(how);
    }
    return installed.get();
  }

  private static Path packageDir() {
    String configured = System.getProperty("evm.tools.dir");
    Path evm = configured != null ? Path.of(configured) : Path.of("..", "build-tools", "evm");
    return evm.resolve("node_modules/@uniswap/universal-router").toAbsolutePath().normalize();
  }

  private static Optional<UniversalRouterArtifact> load(Path dir) {
    Path artifact = dir.resolve("artifacts/contracts/UniversalRouter.sol/UniversalRouter.json");
    Path commands = dir.resolve("contracts/libraries/Commands.sol");
    if (!Files.isRegularFile(artifact) || !Files.isRegularFile(commands)) {
      return Optional.empty();
    }
    try {
      return Optional.of(new UniversalRouterArtifact(execute(TradingJson.mapper().readTree(artifact.toFile())),
          commandNames(Files.readString(commands))));
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + dir, e);
    }
  }

  private static String execute(JsonNode artifact) {
    for (JsonNode entry : artifact.get("abi")) {
      if ("function".equals(entry.path("type").asText()) && "execute".equals(entry.path("name").asText())
          && entry.get("inputs").size() == 3) {
        List<String> types = new ArrayList<>();
        entry.get("inputs").forEach(input -> types.add(input.get("type").asText()));
        return "execute(" + String.join(",", types) + ")";
      }
    }
    throw new IllegalStateException("the UniversalRouter ABI has no execute with a deadline");
  }

  private static Map<Integer, String> commandNames(String source) {
    Map<Integer, String> names = new HashMap<>();
    Matcher matcher = COMMAND.matcher(source);
    while (matcher.find()) {
      names.put(Integer.decode(matcher.group(2)), matcher.group(1));
    }
    return names;
  }

  /** The name {@code Commands.sol} gives a command byte (its allow-revert flag cleared). */
  String commandName(int command) {
    String name = commandNames.get(command & 0x7f);
    if (name == null) {
      throw new AssertionError(
          String.format("command 0x%02x is not in Commands.sol of universal-router 2.1.0", command));
    }
    return name;
  }
}
