package io.tradingsdk.server.internal.evm;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Hex;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Creation code read from the npm packages at run time, in each build tool's artifact format: Hardhat ({@code
 * bytecode} as a string), Foundry ({@code bytecode.object}), Waffle ({@code evm.bytecode.object}), and TypeChain
 * factories ({@code const _bytecode = "0x..."} in JavaScript).
 */
final class Artifacts {
  private static final Pattern TYPECHAIN_BYTECODE = Pattern.compile("const _bytecode =\\s*\"(0x[0-9a-fA-F]+)\"");

  private final Path nodeModules;

  Artifacts(Path nodeModules) {
    this.nodeModules = nodeModules;
  }

  Path nodeModules() {
    return nodeModules;
  }

  /** The creation code of a JSON artifact, {@code relative} to node_modules; refuses one that needs linking. */
  byte[] creationCode(String relative) {
    Path file = nodeModules.resolve(relative);
    JsonNode artifact = json(file);
    JsonNode bytecode = artifact.path("bytecode");
    String hex = bytecode.isTextual() ? bytecode.textValue()
        : bytecode.path("object").isTextual() ? bytecode.path("object").textValue()
        : artifact.path("evm").path("bytecode").path("object").asText("");
    if (hex.isEmpty()) {
      throw new IllegalStateException("no creation code in " + file);
    }
    if (hex.contains("__")) {
      throw new IllegalStateException(file + " needs library linking, which the EVM mode does not do");
    }
    return Hex.decode(hex.startsWith("0x") ? hex : "0x" + hex, relative);
  }

  /** The creation code of a TypeChain factory ({@code dist/.../Foo__factory.js}). */
  byte[] typechainCreationCode(String relative) {
    Path file = nodeModules.resolve(relative);
    Matcher m = TYPECHAIN_BYTECODE.matcher(read(file));
    if (!m.find()) {
      throw new IllegalStateException("no _bytecode in " + file);
    }
    return Hex.decode(m.group(1), relative);
  }

  private static JsonNode json(Path file) {
    try {
      return TradingJson.mapper().readTree(read(file));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot parse " + file, e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new IllegalStateException("missing contract artifact " + file + ": is the npm install complete?", e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code code ‖ args}: creation code with its ABI-encoded constructor arguments. */
  static byte[] withArguments(byte[] code, byte[] args) {
    byte[] out = new byte[code.length + args.length];
    System.arraycopy(code, 0, out, 0, code.length);
    System.arraycopy(args, 0, out, code.length, args.length);
    return out;
  }
}
