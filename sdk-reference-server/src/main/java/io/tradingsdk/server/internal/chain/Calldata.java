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

  /** The caller of {@code execute} as a recipient (the Universal Router's and V4's {@code MSG_SENDER}). */
  public static final String MSG_SENDER = "0x0000000000000000000000000000000000000001";

  /**
   * As an amount in: "all the router holds of the input token" (the router's and V4's {@code CONTRACT_BALANCE},
   * 2<sup>255</sup>), how a run of a route spends what the run before it left in the router.
   */
  public static final BigInteger CONTRACT_BALANCE = BigInteger.ONE.shiftLeft(255);

  // Universal Router command bytes.
  static final int V3_SWAP_EXACT_IN = 0x00;
  static final int V3_SWAP_EXACT_OUT = 0x01;
  static final int PERMIT2_TRANSFER_FROM = 0x02;
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
    private final String version;
    private final ByteArrayOutputStream commands = new ByteArrayOutputStream();
    private final List<Object> inputs = new ArrayList<>();

    private Program(String version) {
      this.version = version;
    }

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
     * The swaps of a route, shaped as {@code @uniswap/universal-router-sdk} shapes them: one command per run of
     * consecutive hops in one protocol (see {@link SwapCommands}). The first run pays from the user unless the
     * router already holds the input (after a wrap); the runs after it swap what the router holds; only the last
     * enforces {@code limit} (the minimum output, or for an exact output the maximum input).
     *
     * @param recipient the last run's recipient: an address, {@link #MSG_SENDER} or {@link #ADDRESS_THIS}
     * @throws IllegalArgumentException when this router version lacks a command the route needs (V4 on 1.2)
     */
    public Program swap(
        Router.Priced route, boolean exactInput, String recipient, BigInteger limit, boolean payerIsUser) {
      for (SwapCommands.Command command
          : new SwapCommands(version).encode(route, exactInput, recipient, limit, payerIsUser)) {
        add(command.type, command.input);
      }
      return this;
    }

    /**
     * Across {@code depositV3} through the router ({@code ACROSS_V4_DEPOSIT_V3}), as the Universal Router 2.1 runs
     * it: the router deposits what it holds, so an ERC-20 input is first moved from the user into the router by
     * Permit2 ({@code PERMIT2_TRANSFER_FROM}), and native ETH travels as the call's value with the chain's wrapped
     * native token ({@code wrappedNative}) named as the input token, as Across asks ({@code useNative}).
     */
    public Program bridge(
        String depositor, String recipient, Token in, Token out, BigInteger amountIn, BigInteger amountOut,
        long quoteTimestamp, long fillDeadline, String wrappedNative) {
      if (!in.isNative()) {
        add(PERMIT2_TRANSFER_FROM, Abi.encode("(address,address,uint160)", Addresses.of(in.address()),
            Addresses.of(ADDRESS_THIS), amountIn));
      }
      String inputToken = in.isNative() ? wrappedNative : in.address();
      // abi.encode(AcrossV4DepositV3Params): depositor, recipient, inputToken, outputToken, inputAmount,
      // outputAmount, destinationChainId, exclusiveRelayer, quoteTimestamp, fillDeadline, exclusivityDeadline,
      // message, useNative; one struct with a dynamic member, so encoded behind its offset, as the router decodes it.
      return add(ACROSS_V4_DEPOSIT_V3, Abi.encode(
          "((address,address,address,address,uint256,uint256,uint256,address,uint32,uint32,uint32,bytes,bool))",
          List.of(Addresses.of(depositor), Addresses.of(recipient), Addresses.of(inputToken),
              Addresses.of(out.address()), amountIn, amountOut, BigInteger.valueOf(out.chainId()),
              Addresses.of(Addresses.ZERO_ADDRESS), BigInteger.valueOf(quoteTimestamp),
              BigInteger.valueOf(fillDeadline), BigInteger.ZERO, new byte[0], in.isNative())));
    }

    /** {@code execute(bytes commands, bytes[] inputs, uint256 deadline)}. */
    public String execute(long deadline) {
      return call("execute(bytes,bytes[],uint256)", commands.toByteArray(), inputs, deadline);
    }
  }

  /** Whether the Universal Router of {@code version} has the Across bridge command (2.1 and later). */
  public static boolean bridges(String version) {
    return version.equals("2.1.1");
  }

  /**
   * A program for the Universal Router of {@code version} (one of {@link Market#ROUTER_VERSIONS}): the versions
   * differ in the commands they have and in their V4 swap parameters.
   */
  public static Program program(String version) {
    if (!Market.ROUTER_VERSIONS.contains(version)) {
      throw new IllegalArgumentException(
          "router version: must be one of " + Market.ROUTER_VERSIONS + ", was " + version);
    }
    return new Program(version);
  }

}
