package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.codec.Abi;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The Universal Router commands of a priced route, shaped as {@code @uniswap/universal-router-sdk} shapes them
 * (its {@code addMixedSwap}, and v4-sdk's {@code V4Planner} for V4).
 *
 * <p>A route is cut into runs of consecutive hops in one protocol, and each run is one command: a V2 run one
 * {@code V2_SWAP_*} over its {@code address[]} path, a V3 run one {@code V3_SWAP_*} over its packed path ({@code
 * token ‖ fee ‖ token ‖ ...}, reversed for an exact output), a V4 run one {@code V4_SWAP} of actions (a swap over
 * its {@code PathKey[]}, then settle and take). Between runs the router holds the intermediate token: a run that
 * is not the last pays {@link Calldata#ADDRESS_THIS}, and for an exact input the next run spends all the router
 * holds ({@link Calldata#CONTRACT_BALANCE}, not the quoted amount, so a first run that yields more or less than
 * quoted neither strands dust nor reverts). For an exact output each run asks for the quoted amount the run after
 * it needs, the only way the router runs a mixed exact output (the real SDK builds none): should the pools move
 * between quote and execution, the next run reverts on its maximum input or leaves what it did not need in the
 * router.
 *
 * <p>The versions differ: 1.2 has no {@code V4_SWAP}, and from 2.1 v4-periphery's multi-hop swap parameters carry
 * a {@code uint256[] maxHopSlippage} (empty here: no per-hop bound) after the path.
 */
final class SwapCommands {
  /** One command byte and its ABI-encoded input. */
  static final class Command {
    final int type;
    final byte[] input;

    Command(int type, byte[] input) {
      this.type = type;
      this.input = input;
    }
  }

  /** As a V4 amount: "the open delta", the whole debt or credit the swap left (v4-periphery's {@code OPEN_DELTA}). */
  private static final BigInteger OPEN_DELTA = BigInteger.ZERO;
  /** v4-periphery's {@code PathKey}: intermediateCurrency, fee, tickSpacing, hooks, hookData. */
  private static final String PATH_KEY = "(address,uint24,int24,address,bytes)";
  /** v4-periphery's {@code ExactInputSingleParams} and {@code ExactOutputSingleParams}. */
  private static final String SINGLE_PARAMS = "(" + Calldata.POOL_KEY + ",bool,uint128,uint128,bytes)";

  private final String version;

  SwapCommands(String version) {
    this.version = version;
  }

  /** A run: consecutive hops of one protocol, from {@code route.amounts[start]} to {@code route.amounts[end]}. */
  private static final class Run {
    final String protocol;
    final List<Router.Hop> hops = new ArrayList<>();
    final int start;

    Run(String protocol, int start) {
      this.protocol = protocol;
      this.start = start;
    }

    int end() {
      return start + hops.size();
    }

    Token in() {
      return hops.get(0).in;
    }

    Token out() {
      return hops.get(hops.size() - 1).out;
    }
  }

  /**
   * The route's commands.
   *
   * @param recipient who receives the last run's output
   * @param limit the last run's minimum output (exact input) or the first run's maximum input (exact output)
   * @param payerIsUser whether the first run pulls the input from the user through Permit2 (false when the router
   *     holds it already, after {@code WRAP_ETH})
   */
  List<Command> encode(
      Router.Priced route, boolean exactInput, String recipient, BigInteger limit, boolean payerIsUser) {
    List<Run> runs = runs(route);
    List<Command> commands = new ArrayList<>();
    int last = runs.size() - 1;
    for (int i = 0; i <= last; i++) {
      Run run = runs.get(i);
      boolean first = i == 0;
      String to = i == last ? recipient : Calldata.ADDRESS_THIS;
      BigInteger in = route.amounts.get(run.start);
      BigInteger out = route.amounts.get(run.end());
      // Exact input: what to spend, and the least to receive. Exact output: what to receive, and the most to spend.
      BigInteger amount = exactInput ? (first ? in : Calldata.CONTRACT_BALANCE) : out;
      BigInteger bound = exactInput ? (i == last ? limit : BigInteger.ZERO) : (first ? limit : in);
      boolean userPays = first && payerIsUser;
      switch (run.protocol) {
        case "V2":
          commands.add(v2(run, exactInput, to, amount, bound, userPays));
          break;
        case "V3":
          commands.add(v3(run, exactInput, to, amount, bound, userPays));
          break;
        default:
          commands.add(v4(run, exactInput, to, amount, bound, userPays));
      }
    }
    return commands;
  }

  private static List<Run> runs(Router.Priced route) {
    List<Run> runs = new ArrayList<>();
    for (int i = 0; i < route.hops.size(); i++) {
      Router.Hop hop = route.hops.get(i);
      if (runs.isEmpty() || !runs.get(runs.size() - 1).protocol.equals(hop.pool.protocol())) {
        runs.add(new Run(hop.pool.protocol(), i));
      }
      runs.get(runs.size() - 1).hops.add(hop);
    }
    return runs;
  }

  /** {@code V2_SWAP_EXACT_IN/OUT(recipient, amount, bound, address[] path, payerIsUser)}, the path input first. */
  private static Command v2(Run run, boolean exactInput, String to, BigInteger amount, BigInteger bound,
      boolean userPays) {
    List<Address> path = new ArrayList<>();
    path.add(address(run.in()));
    run.hops.forEach(hop -> path.add(address(hop.out)));
    return new Command(exactInput ? Calldata.V2_SWAP_EXACT_IN : Calldata.V2_SWAP_EXACT_OUT,
        Abi.encode("(address,uint256,uint256,address[],bool)", Addresses.of(to), amount, bound, path, userPays));
  }

  /** {@code V3_SWAP_EXACT_IN/OUT(recipient, amount, bound, bytes path, payerIsUser)}. */
  private static Command v3(Run run, boolean exactInput, String to, BigInteger amount, BigInteger bound,
      boolean userPays) {
    return new Command(exactInput ? Calldata.V3_SWAP_EXACT_IN : Calldata.V3_SWAP_EXACT_OUT,
        Abi.encode("(address,uint256,uint256,bytes,bool)", Addresses.of(to), amount, bound,
            v3Path(run.hops, exactInput), userPays));
  }

  /**
   * The packed V3 path: {@code tokenIn ‖ fee ‖ token ‖ fee ‖ ... ‖ tokenOut} (20 + 3 + 20 ... bytes); for an
   * exact output the router walks it from the output, so it is written from the output back.
   */
  static byte[] v3Path(List<Router.Hop> hops, boolean exactInput) {
    ByteArrayOutputStream path = new ByteArrayOutputStream();
    if (exactInput) {
      path.writeBytes(address(hops.get(0).in).toBytes());
      for (Router.Hop hop : hops) {
        writeFee(path, hop.pool.fee());
        path.writeBytes(address(hop.out).toBytes());
      }
    } else {
      path.writeBytes(address(hops.get(hops.size() - 1).out).toBytes());
      for (int i = hops.size() - 1; i >= 0; i--) {
        writeFee(path, hops.get(i).pool.fee());
        path.writeBytes(address(hops.get(i).in).toBytes());
      }
    }
    return path.toByteArray();
  }

  private static void writeFee(ByteArrayOutputStream path, int fee) {
    path.write((fee >> 16) & 0xff);
    path.write((fee >> 8) & 0xff);
    path.write(fee & 0xff);
  }

  /**
   * {@code V4_SWAP(bytes actions, bytes[] params)}: the swap, then settle the input and take the output. The user
   * pays through {@code SETTLE_ALL} (its maximum is what the swap may spend); the router pays through {@code
   * SETTLE} with {@code payerIsUser = false}, and for an exact input settles first (the wrapped amount, or {@link
   * Calldata#CONTRACT_BALANCE} after a previous run), then swaps the open delta that created. The output goes
   * to the caller through {@code TAKE_ALL} (with the minimum), anywhere else through {@code TAKE} of the open delta.
   */
  private Command v4(Run run, boolean exactInput, String to, BigInteger amount, BigInteger bound, boolean userPays) {
    if (version.equals("1.2")) {
      throw new IllegalArgumentException("route: Universal Router 1.2 has no V4_SWAP command, and the route crosses"
          + " V4 pool " + run.hops.get(0).pool.address() + "; use x-universal-router-version 2.0 or later");
    }
    ByteArrayOutputStream actions = new ByteArrayOutputStream();
    List<byte[]> params = new ArrayList<>();
    Address in = address(run.in());
    Address out = address(run.out());
    if (exactInput && !userPays) {
      // The router pays what it holds; the swap then spends the credit that created.
      actions.write(V4Actions.SETTLE);
      params.add(Abi.encode("(address,uint256,bool)", in, amount, false)); // the wrapped amount, or CONTRACT_BALANCE
      actions.write(swapAction(run, true));
      params.add(swapParams(run, true, OPEN_DELTA, bound));
    } else {
      actions.write(swapAction(run, exactInput));
      params.add(swapParams(run, exactInput, amount, bound));
      if (userPays) {
        actions.write(V4Actions.SETTLE_ALL);
        params.add(Abi.encode("(address,uint256)", in, exactInput ? amount : bound));
      } else {
        actions.write(V4Actions.SETTLE); // exact output from the router: it pays the swap's whole debt
        params.add(Abi.encode("(address,uint256,bool)", in, OPEN_DELTA, false));
      }
    }
    if (Addresses.normalize(to).equals(Calldata.MSG_SENDER)) {
      actions.write(V4Actions.TAKE_ALL);
      params.add(Abi.encode("(address,uint256)", out, exactInput ? bound : amount));
    } else {
      actions.write(V4Actions.TAKE);
      params.add(Abi.encode("(address,address,uint256)", out, Addresses.of(to), OPEN_DELTA));
    }
    return new Command(Calldata.V4_SWAP, Abi.encode("(bytes,bytes[])", actions.toByteArray(), params));
  }

  private static int swapAction(Run run, boolean exactInput) {
    boolean single = run.hops.size() == 1;
    return exactInput
        ? (single ? V4Actions.SWAP_EXACT_IN_SINGLE : V4Actions.SWAP_EXACT_IN)
        : (single ? V4Actions.SWAP_EXACT_OUT_SINGLE : V4Actions.SWAP_EXACT_OUT);
  }

  /**
   * One hop: {@code ExactInputSingleParams} / {@code ExactOutputSingleParams} (poolKey, zeroForOne, amount, bound,
   * hookData). More: {@code ExactInputParams} (currencyIn, path, [maxHopSlippage,] amountIn, amountOutMinimum) or
   * {@code ExactOutputParams} (currencyOut, path, [maxHopSlippage,] amountOut, amountInMaximum), whose {@code
   * PathKey}s name each hop's far currency: its output for an exact input, its input for an exact output (the
   * router walks those back from the output), as v4-sdk's {@code encodeRouteToPath} writes them.
   */
  private byte[] swapParams(Run run, boolean exactInput, BigInteger amount, BigInteger bound) {
    if (run.hops.size() == 1) {
      Router.Hop hop = run.hops.get(0);
      boolean zeroForOne = hop.pool.token0().key().equals(hop.in.key());
      return Abi.encode("(" + SINGLE_PARAMS + ")",
          List.of(Calldata.poolKey(hop.pool), zeroForOne, amount, bound, new byte[0]));
    }
    List<Object> path = new ArrayList<>();
    for (Router.Hop hop : run.hops) {
      path.add(List.of(address(exactInput ? hop.out : hop.in), hop.pool.fee(), hop.pool.tickSpacing(),
          Addresses.of(Addresses.ZERO_ADDRESS), new byte[0]));
    }
    Address currency = address(exactInput ? run.in() : run.out());
    if (hopSlippage()) {
      return Abi.encode("((address," + PATH_KEY + "[],uint256[],uint128,uint128))",
          List.of(currency, path, List.of(), amount, bound));
    }
    return Abi.encode("((address," + PATH_KEY + "[],uint128,uint128))", List.of(currency, path, amount, bound));
  }

  /** Whether this version's v4-periphery multi-hop parameters carry {@code maxHopSlippage} (2.1 on). */
  private boolean hopSlippage() {
    return version.startsWith("2.1");
  }

  private static Address address(Token token) {
    return Addresses.of(token.address());
  }
}
