package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Calldata for the transactions the server builds, ABI-encoded the way the real contracts take it:
 * ERC-20 approvals and transfers, Permit2 approvals, WETH deposit/withdraw, Universal Router {@code
 * execute(bytes,bytes[],uint256)} programs, and ERC-7821 batches for EIP-7702 wallets.
 */
public final class Calldata {
  /**
   * "This contract" as a recipient: outputs stay in the Universal Router for its next command, or
   * in the V4 PositionManager for its next action (both contracts use the same constant).
   */
  public static final String ADDRESS_THIS = "0x0000000000000000000000000000000000000002";

  // Universal Router command bytes.
  static final int V3_SWAP_EXACT_IN = 0x00;
  static final int V3_SWAP_EXACT_OUT = 0x01;
  static final int SWEEP = 0x04;
  static final int PAY_PORTION = 0x06;
  static final int V2_SWAP_EXACT_IN = 0x08;
  static final int V2_SWAP_EXACT_OUT = 0x09;
  static final int PERMIT2_PERMIT = 0x0a;
  static final int WRAP_ETH = 0x0b;
  static final int UNWRAP_WETH = 0x0c;
  static final int V4_SWAP = 0x10;
  static final int ACROSS_V4_DEPOSIT_V3 = 0x40;

  /** The ABI type of a V4 {@code PoolKey}: currency0, currency1, fee, tickSpacing, hooks. */
  public static final String POOL_KEY = "(address,address,uint24,int24,address)";

  /** ERC-7821 batch mode: a batch of calls, default execution. */
  private static final byte[] BATCH_MODE = batchMode();

  private Calldata() {}

  private static byte[] batchMode() {
    byte[] mode = new byte[32];
    mode[0] = 0x01;
    return mode;
  }

  /** A V4 pool's {@code PoolKey} members (no hooks), of {@link #POOL_KEY}. */
  public static List<Object> poolKey(Pool pool) {
    return List.of(Addresses.of(pool.token0().address()), Addresses.of(pool.token1().address()), pool.fee(),
        pool.tickSpacing(), Addresses.of(Addresses.ZERO_ADDRESS));
  }

  /** {@code selector ‖ abi.encode(args)} of {@code signature}, as hex calldata. */
  public static String call(String signature, Object... args) {
    return Hex.encode(Abi.encodeCall(signature, args));
  }

  public static String approve(String spender, BigInteger amount) {
    return call("approve(address,uint256)", Addresses.of(spender), amount);
  }

  public static String transfer(String recipient, BigInteger amount) {
    return call("transfer(address,uint256)", Addresses.of(recipient), amount);
  }

  public static String permit2Approve(String token, String spender, BigInteger amount, long expiration) {
    return call("approve(address,address,uint160,uint48)", Addresses.of(token), Addresses.of(spender), amount,
        expiration);
  }

  public static String wethDeposit() {
    return call("deposit()");
  }

  public static String wethWithdraw(BigInteger amount) {
    return call("withdraw(uint256)", amount);
  }

  /** One call of a batch. */
  public static final class Call {
    public final String to;
    public final BigInteger value;
    public final String data;

    public Call(String to, BigInteger value, String data) {
      this.to = to;
      this.value = value;
      this.data = data;
    }
  }

  /** An ERC-7821 {@code execute(bytes32,bytes)} carrying a batch of calls, for a 7702-delegated wallet. */
  public static String batch(List<Call> calls) {
    List<Object> encoded = new ArrayList<>();
    for (Call call : calls) {
      encoded.add(List.of(Addresses.of(call.to), call.value, Hex.decode(call.data, "call.data")));
    }
    return call("execute(bytes32,bytes)", BATCH_MODE, Abi.encode("((address,uint256,bytes)[])", encoded));
  }

  /** A Universal Router program: commands, one input each, and a deadline. */
  public static final class Program {
    private final ByteArrayOutputStream commands = new ByteArrayOutputStream();
    private final List<Object> inputs = new ArrayList<>();

    Program add(int command, byte[] input) {
      commands.write(command);
      inputs.add(input);
      return this;
    }

    /** {@code PERMIT2_PERMIT}: a signed PermitSingle the router forwards to Permit2. */
    public Program permit(
        String token, BigInteger amount, long expiration, long nonce, String spender, long sigDeadline,
        String signature) {
      List<Object> details = List.of(Addresses.of(token), amount, expiration, nonce);
      List<Object> permit = List.of(details, Addresses.of(spender), sigDeadline);
      return add(PERMIT2_PERMIT, Abi.encode("(((address,uint160,uint48,uint48),address,uint256),bytes)", permit,
          Hex.decode(signature, "signature")));
    }

    public Program wrap(BigInteger amount) {
      return add(WRAP_ETH, Abi.encode("(address,uint256)", Addresses.of(ADDRESS_THIS), amount));
    }

    public Program unwrap(String recipient, BigInteger minimum) {
      return add(UNWRAP_WETH, Abi.encode("(address,uint256)", Addresses.of(recipient), minimum));
    }

    public Program payPortion(String token, String recipient, int bips) {
      return add(PAY_PORTION, Abi.encode("(address,address,uint256)", Addresses.of(token), Addresses.of(recipient), bips));
    }

    public Program sweep(String token, String recipient, BigInteger minimum) {
      return add(SWEEP, Abi.encode("(address,address,uint256)", Addresses.of(token), Addresses.of(recipient), minimum));
    }

    /**
     * The swaps of a route, one command per hop in the hop's protocol. The first hop pays from the
     * user unless the router already holds the input (after a wrap); only the last hop enforces the
     * limit.
     */
    public Program swap(
        Router.Priced route, boolean exactInput, String finalRecipient, BigInteger limit,
        boolean payerIsUser) {
      int last = route.hops.size() - 1;
      for (int i = 0; i <= last; i++) {
        Router.Hop hop = route.hops.get(i);
        String recipient = i == last ? finalRecipient : ADDRESS_THIS;
        boolean userPays = i == 0 && payerIsUser;
        BigInteger in = route.amounts.get(i);
        BigInteger out = route.amounts.get(i + 1);
        BigInteger amount = exactInput ? in : out;
        BigInteger bound = exactInput ? (i == last ? limit : BigInteger.ZERO) : (i == 0 ? limit : in);
        switch (hop.pool.protocol()) {
          case "V2":
            add(exactInput ? V2_SWAP_EXACT_IN : V2_SWAP_EXACT_OUT,
                Abi.encode("(address,uint256,uint256,address[],bool)", Addresses.of(recipient), amount, bound,
                    List.of(Addresses.of(hop.in.address()), Addresses.of(hop.out.address())), userPays));
            break;
          case "V3":
            byte[] path = exactInput ? v3Path(hop.in, hop.pool.fee(), hop.out) : v3Path(hop.out, hop.pool.fee(), hop.in);
            add(exactInput ? V3_SWAP_EXACT_IN : V3_SWAP_EXACT_OUT,
                Abi.encode("(address,uint256,uint256,bytes,bool)", Addresses.of(recipient), amount, bound, path, userPays));
            break;
          default:
            add(V4_SWAP, v4Swap(hop, exactInput, amount, bound, in, out));
        }
      }
      return this;
    }

    /** Across {@code depositV3} through the router. */
    public Program bridge(
        String depositor, String recipient, Token in, Token out, BigInteger amountIn, BigInteger amountOut,
        long quoteTimestamp, long fillDeadline) {
      // Across depositV3: depositor, recipient, inputToken, outputToken, inputAmount, outputAmount,
      // destinationChainId, exclusiveRelayer, quoteTimestamp, fillDeadline, exclusivityDeadline, message, useNative.
      return add(ACROSS_V4_DEPOSIT_V3, Abi.encode(
          "(address,address,address,address,uint256,uint256,uint256,address,uint256,uint256,uint256,bytes,bool)",
          Addresses.of(depositor), Addresses.of(recipient), Addresses.of(in.address()), Addresses.of(out.address()),
          amountIn, amountOut, out.chainId(), Addresses.of(Addresses.ZERO_ADDRESS), quoteTimestamp, fillDeadline,
          BigInteger.ZERO, new byte[0], in.isNative()));
    }

    /** {@code execute(bytes commands, bytes[] inputs, uint256 deadline)}. */
    public String execute(long deadline) {
      return call("execute(bytes,bytes[],uint256)", commands.toByteArray(), inputs, deadline);
    }
  }

  public static Program program() {
    return new Program();
  }

  private static byte[] v3Path(Token first, int fee, Token second) {
    ByteArrayOutputStream path = new ByteArrayOutputStream();
    path.writeBytes(Addresses.of(first.address()).toBytes());
    path.write((fee >> 16) & 0xff);
    path.write((fee >> 8) & 0xff);
    path.write(fee & 0xff);
    path.writeBytes(Addresses.of(second.address()).toBytes());
    return path.toByteArray();
  }

  /** A V4_SWAP input: the actions (swap single, settle all, take all) and their parameters. */
  private static byte[] v4Swap(
      Router.Hop hop, boolean exactInput, BigInteger amount, BigInteger bound, BigInteger in, BigInteger out) {
    Pool pool = hop.pool;
    boolean zeroForOne = pool.token0().key().equals(hop.in.key());
    // ExactInputSingleParams / ExactOutputSingleParams: (PoolKey, zeroForOne, amount, limit, hookData).
    byte[] swap = Abi.encode("(((address,address,uint24,int24,address),bool,uint128,uint128,bytes))",
        List.of(poolKey(pool), zeroForOne, amount, bound, new byte[0]));
    byte[] settle = Abi.encode("(address,uint256)", Addresses.of(hop.in.address()), exactInput ? in : bound.max(in));
    byte[] take = Abi.encode("(address,uint256)", Addresses.of(hop.out.address()), exactInput ? bound : out);
    byte[] actions = {
      exactInput ? V4Actions.SWAP_EXACT_IN_SINGLE : V4Actions.SWAP_EXACT_OUT_SINGLE, V4Actions.SETTLE_ALL,
      V4Actions.TAKE_ALL
    };
    return Abi.encode("(bytes,bytes[])", actions, List.of(swap, settle, take));
  }
}
