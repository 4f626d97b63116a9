package io.tradingsdk.server;

import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Universal Router {@code execute} call decoded strictly, command by command, with the input layouts of the
 * router's {@code Dispatcher.sol} (and the V4 actions of v4-periphery's {@code V4Router}), and run against the
 * market's pools the way the router runs it: recipients {@code MSG_SENDER} and {@code ADDRESS_THIS}, amounts
 * {@code CONTRACT_BALANCE} and (in V4) the open delta. The run says what each account pays and receives, and
 * fails where the router would revert: a bound not met, a V4 delta left open.
 */
final class RouterProgram {
  static final String MSG_SENDER = "0x0000000000000000000000000000000000000001";
  static final String ADDRESS_THIS = "0x0000000000000000000000000000000000000002";
  static final BigInteger CONTRACT_BALANCE = BigInteger.ONE.shiftLeft(255);
  private static final String ETH = "0x0000000000000000000000000000000000000000";
  private static final String POOL_KEY = "(address,address,uint24,int24,address)";
  private static final String PATH_KEY = "(address,uint24,int24,address,bytes)";
  /** v4-periphery Actions.sol. */
  private static final Map<Integer, String> ACTIONS = Map.of(0x06, "SWAP_EXACT_IN_SINGLE", 0x07, "SWAP_EXACT_IN",
      0x08, "SWAP_EXACT_OUT_SINGLE", 0x09, "SWAP_EXACT_OUT", 0x0b, "SETTLE", 0x0c, "SETTLE_ALL", 0x0e, "TAKE",
      0x0f, "TAKE_ALL");

  /** One command: its name in Commands.sol and its decoded input; a V4_SWAP's actions too. */
  static final class Command {
    final String name;
    final List<Object> input;
    final List<Command> actions;

    Command(String name, List<Object> input, List<Command> actions) {
      this.name = name;
      this.input = input;
      this.actions = actions;
    }

    @Override
    public String toString() {
      return actions.isEmpty() ? name : name + actions;
    }
  }

  final List<Command> commands = new ArrayList<>();
  final BigInteger deadline;
  private final String version;

  private RouterProgram(String version, BigInteger deadline) {
    this.version = version;
    this.deadline = deadline;
  }

  /** Decodes {@code calldata} with the ABI's {@code execute}; every input must be a strict encoding of its layout. */
  static RouterProgram decode(UniversalRouterArtifact router, String version, String calldata) {
    List<Object> call = Abi.decodeCall(router.executeSignature, Hex.decode(calldata, "calldata"));
    byte[] commandBytes = (byte[]) call.get(0);
    List<?> inputs = (List<?>) call.get(1);
    if (commandBytes.length != inputs.size()) {
      throw new AssertionError(commandBytes.length + " commands but " + inputs.size() + " inputs");
    }
    RouterProgram program = new RouterProgram(version, (BigInteger) call.get(2));
    for (int i = 0; i < commandBytes.length; i++) {
      String name = router.commandName(commandBytes[i] & 0xff);
      byte[] input = (byte[]) inputs.get(i);
      program.commands.add(name.equals("V4_SWAP") ? program.v4(input)
          : new Command(name, Abi.decode(layout(name), input), List.of()));
    }
    return program;
  }

  /** The input layout of a command, from Dispatcher.sol. */
  private static String layout(String command) {
    switch (command) {
      case "V3_SWAP_EXACT_IN":
      case "V3_SWAP_EXACT_OUT":
        return "(address,uint256,uint256,bytes,bool)";
      case "V2_SWAP_EXACT_IN":
      case "V2_SWAP_EXACT_OUT":
        return "(address,uint256,uint256,address[],bool)";
      case "PERMIT2_PERMIT":
        return "(((address,uint160,uint48,uint48),address,uint256),bytes)";
      case "WRAP_ETH":
      case "UNWRAP_WETH":
        return "(address,uint256)";
      case "SWEEP":
      case "PAY_PORTION":
        return "(address,address,uint256)";
      default:
        throw new AssertionError("no swap program should carry " + command);
    }
  }

  private Command v4(byte[] input) {
    List<Object> decoded = Abi.decode("(bytes,bytes[])", input);
    byte[] actionBytes = (byte[]) decoded.get(0);
    List<?> params = (List<?>) decoded.get(1);
    if (actionBytes.length != params.size()) {
      throw new AssertionError(actionBytes.length + " V4 actions but " + params.size() + " params");
    }
    List<Command> actions = new ArrayList<>();
    for (int i = 0; i < actionBytes.length; i++) {
      String name = ACTIONS.get(actionBytes[i] & 0xff);
      if (name == null) {
        throw new AssertionError(String.format("V4 action 0x%02x is not a swap action", actionBytes[i]));
      }
      actions.add(new Command(name, Abi.decode(actionLayout(name), (byte[]) params.get(i)), List.of()));
    }
    return new Command("V4_SWAP", decoded, actions);
  }

  /** v4-sdk V4Planner's parameter types; from router 2.1 the multi-hop swaps carry {@code maxHopSlippage}. */
  private String actionLayout(String action) {
    String hopSlippage = version.startsWith("2.1") ? "uint256[]," : "";
    switch (action) {
      case "SWAP_EXACT_IN_SINGLE":
      case "SWAP_EXACT_OUT_SINGLE":
        return "((" + POOL_KEY + ",bool,uint128,uint128,bytes))";
      case "SWAP_EXACT_IN":
      case "SWAP_EXACT_OUT":
        return "((address," + PATH_KEY + "[]," + hopSlippage + "uint128,uint128))";
      case "SETTLE":
        return "(address,uint256,bool)";
      case "TAKE":
        return "(address,address,uint256)";
      default: // SETTLE_ALL, TAKE_ALL
        return "(address,uint256)";
    }
  }

  /** The command names in order, a V4_SWAP with its actions. */
  List<String> shape() {
    List<String> shape = new ArrayList<>();
    for (Command command : commands) {
      shape.add(command.toString());
    }
    return shape;
  }

  // ---- running it ----------------------------------------------------------------------------------------

  /** What a run moved: per account (lower-case address), per token (lower-case address, ETH as zero), signed. */
  static final class Moves {
    final Map<String, Map<String, BigInteger>> byAccount = new HashMap<>();

    void add(String account, String token, BigInteger amount) {
      byAccount.computeIfAbsent(account, a -> new HashMap<>()).merge(token, amount, BigInteger::add);
    }

    BigInteger of(String account, String token) {
      return byAccount.getOrDefault(lower(account), Map.of()).getOrDefault(lower(token), BigInteger.ZERO);
    }
  }

  /**
   * Runs the program for {@code sender} sending {@code value} wei, over chain 1 of {@code market}; the router
   * must end holding nothing.
   */
  Moves run(Market market, String sender, BigInteger value) {
    Run run = new Run(market, lower(sender));
    run.credit(ADDRESS_THIS, ETH, value);
    run.moves.add(run.sender, ETH, value.negate());
    for (Command command : commands) {
      run.execute(command);
    }
    run.moves.byAccount.getOrDefault(ADDRESS_THIS, Map.of()).forEach((token, left) -> {
      if (left.signum() != 0) {
        throw new AssertionError("the router ends holding " + left + " of " + token);
      }
    });
    return run.moves;
  }

  private static final class Run {
    final Market market;
    final String sender;
    final Moves moves = new Moves();
    final Map<String, BigInteger> deltas = new HashMap<>(); // V4: what the PoolManager owes the router

    Run(Market market, String sender) {
      this.market = market;
      this.sender = sender;
    }

    String map(Object recipient) {
      String address = lower(recipient);
      return address.equals(MSG_SENDER) ? sender : address;
    }

    String payer(Object payerIsUser) {
      return (Boolean) payerIsUser ? sender : ADDRESS_THIS;
    }

    BigInteger held(String token) {
      return moves.of(ADDRESS_THIS, token);
    }

    void credit(String account, String token, BigInteger amount) {
      moves.add(account, lower(token), amount);
    }

    void pay(String from, String token, BigInteger amount) {
      if (from.equals(ADDRESS_THIS) && held(token).compareTo(amount) < 0) {
        throw new AssertionError("the router pays " + amount + " of " + token + " but holds " + held(token));
      }
      moves.add(from, lower(token), amount.negate());
    }

    void execute(Command command) {
      List<Object> in = command.input;
      switch (command.name) {
        case "PERMIT2_PERMIT":
          break;
        case "WRAP_ETH": {
          BigInteger amount = amountOrBalance((BigInteger) in.get(1), ETH);
          pay(ADDRESS_THIS, ETH, amount);
          credit(map(in.get(0)), weth(), amount);
          break;
        }
        case "UNWRAP_WETH": {
          BigInteger amount = held(weth());
          atLeast(amount, (BigInteger) in.get(1), "UNWRAP_WETH");
          pay(ADDRESS_THIS, weth(), amount);
          credit(map(in.get(0)), ETH, amount);
          break;
        }
        case "SWEEP": {
          String token = lower(in.get(0));
          BigInteger amount = held(token);
          atLeast(amount, (BigInteger) in.get(2), "SWEEP");
          pay(ADDRESS_THIS, token, amount);
          credit(map(in.get(1)), token, amount);
          break;
        }
        case "PAY_PORTION": {
          String token = lower(in.get(0));
          BigInteger amount = held(token).multiply((BigInteger) in.get(2)).divide(BigInteger.valueOf(10_000));
          pay(ADDRESS_THIS, token, amount);
          credit(map(in.get(1)), token, amount);
          break;
        }
        case "V2_SWAP_EXACT_IN":
        case "V3_SWAP_EXACT_IN":
          exactIn(command.name.startsWith("V2") ? v2Path(in.get(3)) : v3Path((byte[]) in.get(3), true),
              (BigInteger) in.get(1), (BigInteger) in.get(2), payer(in.get(4)), map(in.get(0)));
          break;
        case "V2_SWAP_EXACT_OUT":
        case "V3_SWAP_EXACT_OUT":
          exactOut(command.name.startsWith("V2") ? v2Path(in.get(3)) : v3Path((byte[]) in.get(3), false),
              (BigInteger) in.get(1), (BigInteger) in.get(2), payer(in.get(4)), map(in.get(0)));
          break;
        case "V4_SWAP":
          command.actions.forEach(this::v4);
          deltas.forEach((currency, delta) -> {
            if (delta.signum() != 0) {
              throw new AssertionError("V4_SWAP leaves " + delta + " of " + currency + " unsettled");
            }
          });
          break;
        default:
          throw new AssertionError("cannot run " + command.name);
      }
    }

    /** A hop: from token, through pool. */
    private final class Hop {
      final Token in;
      final Pool pool;

      Hop(Token in, Pool pool) {
        this.in = in;
        this.pool = pool;
      }
    }

    void exactIn(List<Hop> hops, BigInteger amountIn, BigInteger minimum, String payer, String recipient) {
      String tokenIn = hops.get(0).in.address();
      BigInteger amount = amountIn.equals(CONTRACT_BALANCE) ? held(tokenIn) : amountIn;
      pay(payer, tokenIn, amount);
      Token out = null;
      for (Hop hop : hops) {
        amount = hop.pool.amountOut(hop.in, amount);
        out = hop.pool.other(hop.in);
      }
      atLeast(amount, minimum, "exact input");
      credit(recipient, out.address(), amount);
    }

    void exactOut(List<Hop> hops, BigInteger amountOut, BigInteger maximum, String payer, String recipient) {
      BigInteger amount = amountOut;
      for (int i = hops.size() - 1; i >= 0; i--) {
        amount = hops.get(i).pool.amountIn(hops.get(i).in, amount);
      }
      if (amount.compareTo(maximum) > 0) {
        throw new AssertionError("exact output needs " + amount + ", more than its maximum " + maximum);
      }
      Hop last = hops.get(hops.size() - 1);
      pay(payer, hops.get(0).in.address(), amount);
      credit(recipient, last.pool.other(last.in).address(), amountOut);
    }

    List<Hop> v2Path(Object addresses) {
      List<Hop> hops = new ArrayList<>();
      List<?> path = (List<?>) addresses;
      for (int i = 0; i + 1 < path.size(); i++) {
        Token in = token(path.get(i));
        Token out = token(path.get(i + 1));
        hops.add(new Hop(in, pool("V2", in, out, -1, -1)));
      }
      return hops;
    }

    /** A packed V3 path, read from the input (exact input) or from the output (exact output) as the router does. */
    List<Hop> v3Path(byte[] path, boolean exactInput) {
      if (path.length < 43 || (path.length - 20) % 23 != 0) {
        throw new AssertionError("a V3 path is 20 + 23k bytes, was " + path.length);
      }
      List<Hop> hops = new ArrayList<>();
      for (int at = 0; at + 20 < path.length; at += 23) {
        Token first = token(Address.fromBytes(Arrays.copyOfRange(path, at, at + 20)));
        int fee = ((path[at + 20] & 0xff) << 16) | ((path[at + 21] & 0xff) << 8) | (path[at + 22] & 0xff);
        Token second = token(Address.fromBytes(Arrays.copyOfRange(path, at + 23, at + 43)));
        Token in = exactInput ? first : second;
        hops.add(new Hop(in, pool("V3", first, second, fee, -1)));
      }
      if (!exactInput) {
        java.util.Collections.reverse(hops);
      }
      return hops;
    }

    void v4(Command action) {
      List<Object> in = action.input;
      switch (action.name) {
        case "SETTLE": {
          String currency = lower(in.get(0));
          BigInteger amount = (BigInteger) in.get(1);
          amount = amount.equals(CONTRACT_BALANCE) ? held(currency)
              : amount.signum() == 0 ? delta(currency).negate() : amount;
          pay(payer(in.get(2)), currency, amount);
          deltas.merge(currency, amount, BigInteger::add);
          break;
        }
        case "SETTLE_ALL": {
          String currency = lower(in.get(0));
          BigInteger debt = delta(currency).negate();
          if (debt.compareTo((BigInteger) in.get(1)) > 0) {
            throw new AssertionError("SETTLE_ALL owes " + debt + ", more than its maximum " + in.get(1));
          }
          pay(sender, currency, debt);
          deltas.merge(currency, debt, BigInteger::add);
          break;
        }
        case "TAKE": {
          String currency = lower(in.get(0));
          BigInteger amount = ((BigInteger) in.get(2)).signum() == 0 ? delta(currency) : (BigInteger) in.get(2);
          credit(map(in.get(1)), currency, amount);
          deltas.merge(currency, amount.negate(), BigInteger::add);
          break;
        }
        case "TAKE_ALL": {
          String currency = lower(in.get(0));
          BigInteger amount = delta(currency);
          atLeast(amount, (BigInteger) in.get(1), "TAKE_ALL");
          credit(sender, currency, amount);
          deltas.merge(currency, amount.negate(), BigInteger::add);
          break;
        }
        case "SWAP_EXACT_IN_SINGLE":
        case "SWAP_EXACT_OUT_SINGLE": {
          List<?> params = (List<?>) in.get(0);
          List<?> key = (List<?>) params.get(0);
          Token token0 = token(key.get(0));
          Token token1 = token(key.get(1));
          Pool pool = pool("V4", token0, token1, ((BigInteger) key.get(2)).intValueExact(),
              ((BigInteger) key.get(3)).intValueExact());
          Token tokenIn = (Boolean) params.get(1) ? token0 : token1;
          swapV4(List.of(new Hop(tokenIn, pool)), action.name.equals("SWAP_EXACT_IN_SINGLE"),
              (BigInteger) params.get(2), (BigInteger) params.get(3));
          break;
        }
        default: { // SWAP_EXACT_IN, SWAP_EXACT_OUT
          List<?> params = (List<?>) in.get(0);
          boolean exactInput = action.name.equals("SWAP_EXACT_IN");
          List<?> path = (List<?>) params.get(1);
          int amounts = params.size() - 2;
          if (params.size() == 5 && !((List<?>) params.get(2)).isEmpty()) {
            throw new AssertionError("maxHopSlippage is set: " + params.get(2));
          }
          List<Hop> hops = exactInput ? v4ExactInputHops(path, token(params.get(0)))
              : v4ExactOutputHops(path, token(params.get(0)));
          swapV4(hops, exactInput, (BigInteger) params.get(amounts), (BigInteger) params.get(amounts + 1));
        }
      }
    }

    /** Keys name each hop's output, walked from the input. */
    private List<Hop> v4ExactInputHops(List<?> path, Token input) {
      List<Hop> hops = new ArrayList<>();
      Token in = input;
      for (Object item : path) {
        List<?> pathKey = (List<?>) item;
        Token out = token(pathKey.get(0));
        hops.add(new Hop(in, pool("V4", in, out, ((BigInteger) pathKey.get(1)).intValueExact(),
            ((BigInteger) pathKey.get(2)).intValueExact())));
        in = out;
      }
      return hops;
    }

    /** Keys name each hop's input, walked back from the output. */
    private List<Hop> v4ExactOutputHops(List<?> path, Token output) {
      List<Hop> hops = new ArrayList<>();
      Token out = output;
      for (int i = path.size() - 1; i >= 0; i--) {
        List<?> pathKey = (List<?>) path.get(i);
        Token in = token(pathKey.get(0));
        hops.add(0, new Hop(in, pool("V4", in, out, ((BigInteger) pathKey.get(1)).intValueExact(),
            ((BigInteger) pathKey.get(2)).intValueExact())));
        out = in;
      }
      return hops;
    }

    /** A V4 swap moves deltas only; an exact input of zero swaps the open credit of its input. */
    void swapV4(List<Hop> hops, boolean exactInput, BigInteger amount, BigInteger bound) {
      String tokenIn = lower(hops.get(0).in.address());
      Hop last = hops.get(hops.size() - 1);
      String tokenOut = lower(last.pool.other(last.in).address());
      BigInteger in;
      BigInteger out;
      if (exactInput) {
        in = amount.signum() == 0 ? delta(tokenIn) : amount;
        out = in;
        for (Hop hop : hops) {
          out = hop.pool.amountOut(hop.in, out);
        }
        atLeast(out, bound, "V4 exact input");
      } else {
        out = amount;
        in = out;
        for (int i = hops.size() - 1; i >= 0; i--) {
          in = hops.get(i).pool.amountIn(hops.get(i).in, in);
        }
        if (in.compareTo(bound) > 0) {
          throw new AssertionError("V4 exact output needs " + in + ", more than its maximum " + bound);
        }
      }
      deltas.merge(tokenIn, in.negate(), BigInteger::add);
      deltas.merge(tokenOut, out, BigInteger::add);
    }

    BigInteger delta(String currency) {
      return deltas.getOrDefault(currency, BigInteger.ZERO);
    }

    BigInteger amountOrBalance(BigInteger amount, String token) {
      return amount.equals(CONTRACT_BALANCE) ? held(token) : amount;
    }

    String weth() {
      return lower(market.wrappedNative(1).address());
    }

    Token token(Object address) {
      return market.token(1, lower(address))
          .orElseThrow(() -> new AssertionError("no token " + address + " on chain 1"));
    }

    /** The pool of a protocol between two tokens (with its fee and tick spacing where given, -1: any). */
    Pool pool(String protocol, Token a, Token b, int fee, int tickSpacing) {
      for (Pool pool : market.pools(1)) {
        if (pool.protocol().equals(protocol) && pool.has(a) && pool.has(b) && (fee < 0 || pool.fee() == fee)
            && (tickSpacing < 0 || pool.tickSpacing() == tickSpacing)) {
          return pool;
        }
      }
      throw new AssertionError("no " + protocol + " pool " + a + "/" + b + " fee " + fee + " spacing " + tickSpacing);
    }

    void atLeast(BigInteger amount, BigInteger minimum, String what) {
      if (amount.compareTo(minimum) < 0) {
        throw new AssertionError(what + " gives " + amount + ", less than its minimum " + minimum);
      }
    }
  }

  static String lower(Object address) {
    String text = address instanceof Address ? ((Address) address).toLowerHex() : address.toString();
    return text.toLowerCase(java.util.Locale.ROOT);
  }
}
