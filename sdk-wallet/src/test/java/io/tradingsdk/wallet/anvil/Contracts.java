package io.tradingsdk.wallet.anvil;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The contracts the tests deploy, read from the npm artifacts at run time (their bytecode is never committed):
 * Permit2 at its canonical address, as evm-notes describes, and the Uniswap V2 ERC-20.
 */
public final class Contracts {
  /** Permit2's address on every chain. */
  public static final Address PERMIT2 = Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3");
  /** The deterministic CREATE2 deployer (Arachnid's), pre-installed in anvil. */
  public static final Address CREATE2_DEPLOYER = Address.of("0x4e59b44847b379578588920ca78fbf26c0b4956c");
  /** The salt that puts mainnet's Permit2 creation code at {@link #PERMIT2}. */
  public static final String PERMIT2_SALT = "0x0000000000000000000000000000000000000000d3af2663da51c10215000000";

  private static final Pattern BYTECODE = Pattern.compile("const _bytecode = \"(0x[0-9a-fA-F]+)\"");

  private Contracts() {}

  /** uniswapx-sdk 3.1.0's Permit2__factory.js. */
  public static Path permit2Factory() {
    return EvmTools.nodeModules().resolve("@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories/Permit2__factory.js");
  }

  /** universal-router 2.1.0's UniversalRouter.json. */
  public static Path universalRouterArtifact() {
    return EvmTools.nodeModules()
        .resolve("@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json");
  }

  /** Permit2's creation code: mainnet's bytes. */
  public static byte[] permit2CreationCode() {
    Matcher m = BYTECODE.matcher(read(permit2Factory()));
    if (!m.find()) {
      throw new IllegalStateException("no _bytecode in " + permit2Factory());
    }
    return Hex.decode(m.group(1), "Permit2 _bytecode");
  }

  /**
   * Deploys Permit2 through the CREATE2 deployer with the canonical salt (once per state: nothing happens when
   * code is there already), so it lands at {@link #PERMIT2} and its domain separator is this chain's.
   */
  public static Address deployPermit2(Anvil anvil) {
    if (anvil.rpc().getCode(PERMIT2, io.tradingsdk.wallet.BlockTag.LATEST).length > 0) {
      return PERMIT2;
    }
    byte[] salt = Hex.decode(PERMIT2_SALT, "salt");
    byte[] code = permit2CreationCode();
    byte[] data = new byte[salt.length + code.length];
    System.arraycopy(salt, 0, data, 0, salt.length);
    System.arraycopy(code, 0, data, salt.length, code.length);
    anvil.sendAsDeployer(CREATE2_DEPLOYER, data);
    if (anvil.rpc().getCode(PERMIT2, io.tradingsdk.wallet.BlockTag.LATEST).length == 0) {
      throw new IllegalStateException("Permit2 did not land at " + PERMIT2);
    }
    return PERMIT2;
  }

  /**
   * Deploys the Uniswap V2 ERC-20 (v2-core 1.0.1 build/ERC20.json) from anvil's deployer, which gets the whole
   * supply; its reverts are {@code Error(string)} ("ds-math-sub-underflow").
   */
  public static Address deployErc20(Anvil anvil, BigInteger totalSupply) {
    JsonNode artifact = json(EvmTools.nodeModules().resolve("@uniswap/v2-core/build/ERC20.json"));
    byte[] code = Hex.decode("0x" + artifact.get("evm").get("bytecode").get("object").textValue(), "ERC20 bytecode");
    byte[] args = Abi.encode("(uint256)", totalSupply);
    byte[] creation = new byte[code.length + args.length];
    System.arraycopy(code, 0, creation, 0, code.length);
    System.arraycopy(args, 0, creation, code.length, args.length);
    return anvil.deploy(creation);
  }

  /** A JSON artifact. */
  public static JsonNode json(Path file) {
    try {
      return TradingJson.mapper().readTree(read(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The Permit2 ABI, from the TypeChain factory's {@code _abi} literal (a JavaScript array of JSON objects). */
  public static JsonNode permit2Abi() {
    String js = read(permit2Factory());
    int start = js.indexOf("const _abi = [");
    int end = js.indexOf("];", start);
    String literal = js.substring(start + "const _abi = ".length(), end + 1);
    try {
      // JavaScript object syntax: unquoted names and trailing commas, which Jackson reads when asked to.
      return JsonMapper.builder().enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES)
          .enable(JsonReadFeature.ALLOW_TRAILING_COMMA).build().readTree(literal);
    } catch (IOException e) {
      throw new UncheckedIOException("the _abi literal of " + permit2Factory() + " is not JSON-shaped", e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
