package io.tradingsdk.wallet.anvil;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
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
 * The UniswapX contracts the tests deploy beside {@link Contracts#PERMIT2}, from the TypeChain factories of
 * {@code @uniswap/uniswapx-sdk@3.1.0} ({@code dist/cjs/src/contracts/factories/*__factory.js}, their {@code
 * _bytecode}), read at run time and never committed: the reactors, and the package's {@code MockERC20} (solmate's
 * ERC-20 with an open {@code mint}).
 */
public final class UniswapXContracts {
  private static final Pattern BYTECODE = Pattern.compile("const _bytecode = \"(0x[0-9a-fA-F]+)\"");

  /** A reactor of uniswapx-sdk 3.1.0, by its TypeChain factory; each takes {@code (permit2, protocolFeeOwner)}. */
  public enum Reactor {
    /** Fills {@code V2DutchOrder}s ({@code DUTCH_V2}): time-decayed, cosigned. */
    V2_DUTCH("V2DutchOrderReactor"),
    /** Fills {@code V3DutchOrder}s ({@code DUTCH_V3}): block-decayed along a curve, cosigned. */
    V3_DUTCH("V3DutchOrderReactor"),
    /** Fills {@code PriorityOrder}s ({@code PRIORITY}): scaled by the filler's priority fee. */
    PRIORITY("PriorityOrderReactor");

    private final String contract;

    Reactor(String contract) {
      this.contract = contract;
    }

    /** The contract's name, as its factory file names it. */
    public String contract() {
      return contract;
    }
  }

  private UniswapXContracts() {}

  /** A TypeChain factory of uniswapx-sdk 3.1.0, e.g. {@code V2DutchOrderReactor__factory.js}. */
  public static Path factory(String contract) {
    return EvmTools.nodeModules().resolve("@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories")
        .resolve(contract + "__factory.js");
  }

  /**
   * Deploys {@code reactor} from anvil's deployer, wired to the Permit2 at {@link Contracts#PERMIT2} (deployed
   * first when missing), with {@link Anvil#DEPLOYER} as protocol fee owner and no fee controller: no fees are
   * taken.
   */
  public static Address deployReactor(Anvil anvil, Reactor reactor) {
    Address permit2 = Contracts.deployPermit2(anvil);
    return anvil.deploy(concat(creationCode(reactor.contract()), Abi.encode("(address,address)", permit2,
        Anvil.DEPLOYER)));
  }

  /** Deploys a {@code MockERC20(name, symbol, decimals)} with no supply; anyone may {@link #mint} it. */
  public static Address deployToken(Anvil anvil, String name, String symbol, int decimals) {
    return anvil.deploy(concat(creationCode("MockERC20"), Abi.encode("(string,string,uint8)", name, symbol,
        BigInteger.valueOf(decimals))));
  }

  /** Mints {@code amount} of a {@link #deployToken MockERC20} to {@code to} (sent by anvil's deployer). */
  public static void mint(Anvil anvil, Address token, Address to, BigInteger amount) {
    if (!anvil.sendAsDeployer(token, Abi.encodeCall("mint(address,uint256)", to, amount)).success()) {
      throw new IllegalStateException("mint of " + amount + " " + token + " to " + to + " reverted");
    }
  }

  /** The creation code in a factory's {@code _bytecode} literal. */
  static byte[] creationCode(String contract) {
    Matcher m = BYTECODE.matcher(read(factory(contract)));
    if (!m.find()) {
      throw new IllegalStateException("no _bytecode in " + factory(contract));
    }
    return Hex.decode(m.group(1), contract + " _bytecode");
  }

  /** A contract's ABI, from its factory's {@code _abi} literal (a JavaScript array of JSON-shaped objects). */
  public static JsonNode abi(String contract) {
    String js = read(factory(contract));
    int start = js.indexOf("const _abi = [");
    int end = js.indexOf("];", start);
    if (start < 0 || end < 0) {
      throw new IllegalStateException("no _abi in " + factory(contract));
    }
    try {
      // Unquoted names and trailing commas: JavaScript, which Jackson reads when asked to.
      return JsonMapper.builder().enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES)
          .enable(JsonReadFeature.ALLOW_TRAILING_COMMA).build()
          .readTree(js.substring(start + "const _abi = ".length(), end + 1));
    } catch (IOException e) {
      throw new UncheckedIOException("the _abi literal of " + factory(contract) + " is not JSON-shaped", e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] concat(byte[] code, byte[] args) {
    byte[] out = new byte[code.length + args.length];
    System.arraycopy(code, 0, out, 0, code.length);
    System.arraycopy(args, 0, out, code.length, args.length);
    return out;
  }
}
