package io.tradingsdk.server.internal.endpoint.swap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Events;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.Swaps;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Leg;
import io.tradingsdk.server.internal.engine.Permit2TypedData;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.signing.Hex;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * {@code POST /swap}, {@code POST /swap_7702} and {@code POST /swap_5792}: turn a quote (as /quote
 * returned it) into calldata. A {@code /swap} answer is the one transaction a plain wallet (an EOA)
 * sends: the router program (with the signed permit as its first command when a {@code signature}
 * comes with {@code permitData}), or the WETH call of a wrap or unwrap; the wallet makes its
 * approvals itself ({@code /check_approval}). A 7702 answer is one transaction from the wallet to
 * itself carrying an ERC-7821 batch; a 5792 answer is the list of calls. Both batch what the wallet
 * still lacks: the token's approval of Permit2 (with a reset first for USDT-style tokens), the
 * Permit2 allowance for the router (or the signed permit), then the router program.
 */
public final class SwapEndpoint implements Endpoint<SwapEndpoint.Params> {
  private static final String NO_MATCH = "\"quote\" does not match any of the allowed types";
  private static final Pattern DELEGATION = Pattern.compile("^(0x)?[0-9a-fA-F]{40}$");

  /** A validated swap request. */
  static final class Params {
    String variant;
    long chainId;
    long destinationChainId;
    String swapper;
    boolean exactInput;
    BigInteger amountIn;
    BigInteger amountOut;
    String tokenIn;
    String tokenOut;
    String recipient;
    BigDecimal slippage;
    String quoteId;
    int portionBips;
    String portionRecipient;
    List<JsonNode> route;
    Body permitData;
    String signature;
    Long deadline;
    RequestedUrgency urgency;
    String delegation;
    boolean permit2Disabled;
  }

  /** Which of the three swap endpoints this is. */
  private enum Mode {
    EOA,
    EIP7702,
    EIP5792
  }

  private final Engine engine;
  private final Mode mode;

  private SwapEndpoint(Engine engine, Mode mode) {
    this.engine = engine;
    this.mode = mode;
  }

  /** {@code POST /swap}: one transaction for a plain wallet. */
  public static SwapEndpoint swap(Engine engine) {
    return new SwapEndpoint(engine, Mode.EOA);
  }

  public static SwapEndpoint swap7702(Engine engine) {
    return new SwapEndpoint(engine, Mode.EIP7702);
  }

  public static SwapEndpoint swap5792(Engine engine) {
    return new SwapEndpoint(engine, Mode.EIP5792);
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    readQuote(body.object("quote"), p);
    p.permitData = body.optionalObject("permitData").orElse(null);
    if (p.permitData != null) {
      p.permitData.object("domain");
      p.permitData.object("types");
      p.permitData.object("values");
    }
    p.signature = body.optionalMatching("signature", Body.SIGNATURE).orElse(null);
    if (p.signature != null && p.permitData == null) {
      throw ApiError.badRequest("\"signature\" missing required peer \"permitData\"");
    }
    if (mode == Mode.EIP7702) {
      p.delegation = body.optionalMatching("smartContractDelegationAddress", DELEGATION).orElse(null);
      body.bool("includeGasInfo", false);
      body.bool("simulateTransaction", false);
    }
    if (mode == Mode.EOA) {
      readEoaOptions(exchange, body, p);
    }
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.urgency = RequestedUrgency.read(body, "urgency", false, RequestedUrgency.LEVELS);
    exchange.booleanHeader("x-erc20eth-enabled", false);
    return p;
  }

  /**
   * {@code /swap} takes {@code signature} and {@code permitData} both or neither (a plain wallet
   * cannot approve the router inside the swap), its flags, and {@code x-permit2-disabled}.
   */
  private static void readEoaOptions(Exchange exchange, Body body, Params p) {
    if (p.permitData != null && p.signature == null) {
      throw ApiError.badRequest("\"permitData\" missing required peer \"signature\"");
    }
    body.bool("includeGasInfo", false);
    body.bool("refreshGasPrice", false);
    body.bool("simulateTransaction", false);
    body.optionalOneOf("safetyMode", List.of("SAFE"));
    p.permit2Disabled = exchange.booleanHeader("x-permit2-disabled", false);
    if (p.permit2Disabled && p.permitData != null) {
      throw ApiError.badRequest("\"permitData\" is not allowed when \"x-permit2-disabled\" is true: the swap"
          + " spends the proxy router's allowance, not a Permit2 permit");
    }
  }

  /** Reads the inner quote; any shape problem is the service's single "does not match" message. */
  private void readQuote(Body quote, Params p) {
    if (quote.has("routing") || quote.has("requestId")) {
      throw ApiError.badRequest(NO_MATCH); // a whole /quote response nested instead of its quote
    }
    try {
      if (quote.has("orderInfo") || quote.has("encodedOrder")) {
        if (mode != Mode.EIP5792) { // UniswapX orders go to POST /order
          throw ApiError.badRequest(NO_MATCH);
        }
        p.variant = "DUTCH";
        Body info = quote.object("orderInfo");
        p.chainId = info.integer("chainId");
        p.swapper = info.address("swapper");
        p.tokenIn = info.object("input").address("token");
        p.amountIn = info.object("input").amount("startAmount");
        return;
      }
      p.chainId = quote.integer("chainId");
      p.swapper = quote.address("swapper");
      Body input = quote.object("input");
      Body output = quote.object("output");
      p.tokenIn = input.address("token");
      p.amountIn = input.amount("amount");
      p.tokenOut = output.address("token");
      p.amountOut = output.amount("amount");
      p.recipient = output.optionalAddress("recipient").orElse(p.swapper);
      p.exactInput = !quote.optionalOneOf("tradeType", Rules.TRADE_TYPES).orElse("EXACT_INPUT").equals("EXACT_OUTPUT");
      p.quoteId = quote.optionalString("quoteId").orElse(null);
      p.slippage = quote.optionalNumber("slippage").orElse(new BigDecimal("0.5"));
      if (p.slippage.signum() < 0 || p.slippage.compareTo(BigDecimal.valueOf(100)) > 0
          || p.slippage.stripTrailingZeros().scale() > 2) {
        throw ApiError.badRequest(NO_MATCH);
      }
      p.portionBips = quote.optionalInteger("portionBips").orElse(0L).intValue();
      p.portionRecipient = p.portionBips > 0 ? quote.address("portionRecipient") : null;
      if (quote.has("destinationChainId")) {
        p.variant = "BRIDGE";
        p.destinationChainId = quote.integer("destinationChainId");
      } else if (quote.has("route")) {
        p.variant = "CLASSIC";
        p.route = quote.array("route");
      } else {
        p.variant = "WRAP_UNWRAP";
      }
    } catch (ApiError invalid) {
      throw invalid.status() == 400 ? ApiError.badRequest(NO_MATCH) : invalid;
    }
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.swapper);
    String version = engine.routerVersion(exchange);
    Chain chain = engine.servedChain(p.chainId);
    String router = engine.universalRouter(chain, version);
    if (p.quoteId != null) {
      engine.quoteRouterVersion(p.quoteId).filter(v -> !v.equals(version)).ifPresent(v -> {
        throw ApiError.badRequest("\"x-universal-router-version\" " + version + " differs from " + v
            + ", the version quote " + p.quoteId + " was made for; keep one version for the whole swap");
      });
    }
    if (mode == Mode.EIP5792 && p.portionBips > 0 && exchange.apiKey().feeBips() == 0) {
      throw ApiError.unauthorized("Fee is not enabled for this api key");
    }
    Token in = engine.tradedToken(p.chainId, p.tokenIn);
    if (p.permitData != null) {
      checkPermit(p, chain, in, router);
    }
    List<Calldata.Call> calls = new ArrayList<>();
    List<Consumer<Ledger>> effects = new ArrayList<>();
    BigInteger gas = BigInteger.ZERO;
    // When mined: the native ETH the swap spends, and what must hold for it not to revert.
    BigInteger nativeIn = BigInteger.ZERO;
    java.util.function.Predicate<Ledger> funded = ledger -> true;
    BigInteger swapGas;
    String swapType;
    if (p.variant.equals("DUTCH")) {
      swapType = "DUTCH_V2";
      gas = gas.add(approvals(p, chain, in, calls, effects, p.amountIn));
      swapGas = gas;
    } else if (p.variant.equals("WRAP_UNWRAP")) {
      Token out = engine.tradedToken(p.chainId, p.tokenOut);
      Leg leg = Leg.swap(engine, in, out, Set.copyOf(Rules.POOL_PROTOCOLS), false);
      if (leg.type.equals("CLASSIC")) {
        throw ApiError.badRequest(NO_MATCH); // a classic quote needs its route
      }
      swapType = leg.type;
      Token weth = engine.market().wrappedNative(p.chainId);
      calls.add(leg.type.equals("WRAP")
          ? new Calldata.Call(weth.address(), p.amountIn, Calldata.wethDeposit())
          : new Calldata.Call(weth.address(), BigInteger.ZERO, Calldata.wethWithdraw(p.amountIn)));
      gas = gas.add(leg.gasUse());
      swapGas = leg.gasUse();
      if (mode == Mode.EIP7702) {
        // Sent alone, WETH's deposit() or withdraw() wraps itself; inside the wallet's batch, the batch does it.
        boolean wrap = leg.type.equals("WRAP");
        funded = ledger -> ledger.balances().holds(p.chainId, wrap ? in : weth, p.swapper, p.amountIn);
        effects.add(ledger -> {
          if (wrap) {
            ledger.wrap(p.chainId, p.swapper, p.amountIn);
          } else {
            ledger.unwrap(p.chainId, p.swapper, p.amountIn);
          }
        });
      }
    } else {
      swapType = p.variant;
      if (mode != Mode.EOA) {
        gas = gas.add(approvals(p, chain, in, calls, effects, p.amountIn));
      }
      Calldata.Program program = Calldata.program(version);
      if (p.signature != null) {
        permitCommand(p, chain, in, router, program, effects);
      }
      BigInteger legGas;
      String target = p.permit2Disabled ? Chain.PROXY_ROUTER : router;
      BigInteger value = in.isNative() ? (p.exactInput ? p.amountIn : Slippage.maximum(p.amountIn, p.slippage))
          : BigInteger.ZERO;
      if (p.variant.equals("BRIDGE")) {
        engine.servedChain(p.destinationChainId);
        refuseBridgeAcrossKinds(p, version);
        Token out = engine.tradedToken(p.destinationChainId, p.tokenOut);
        program.bridge(p.swapper, p.recipient, in, out, p.amountIn, p.amountOut, engine.nowSeconds(),
            engine.nowSeconds() + 6 * 3600, engine.market().wrappedNative(p.chainId).address());
        legGas = Leg.bridge(engine, in, out).gasUse();
        effects.add(bridgeSettlement(p, chain, in, out));
      } else {
        Token out = engine.tradedToken(p.chainId, p.tokenOut);
        legGas = classicProgram(p, version, chain, in, out, program, target, value, effects);
      }
      if (in.isNative()) {
        nativeIn = value;
      } else {
        BigInteger spent = p.amountIn;
        funded = ledger -> ledger.balances().holds(p.chainId, in, p.swapper, spent);
      }
      calls.add(new Calldata.Call(target, value, program.execute(deadline(p))));
      gas = gas.add(legGas);
      swapGas = legGas;
    }
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    BigInteger gasLimit = p.urgency.gasLimit(gas.multiply(BigInteger.valueOf(13)).divide(BigInteger.TEN));
    BigInteger gasFee = gas.multiply(fees.gasPrice);
    ObjectNode response = Engine.object();
    String delegate = p.delegation != null ? Addresses.normalize(p.delegation) : Chain.LATEST_DELEGATION;
    if (mode == Mode.EIP7702) {
      effects.add(ledger -> ledger.approvals().setDelegation(p.chainId, p.swapper, delegate));
    }
    // Mined, it uses the gas quoted for it: a 5792 batch's calls are sent one by one, the swap last.
    Ledger.BuiltTransaction built = new Ledger.BuiltTransaction(swapType, effects).requiring(funded)
        .payingNative(nativeIn).withGas(mode == Mode.EIP5792 ? swapGas : gas);
    if (mode == Mode.EOA) {
      Calldata.Call call = calls.get(calls.size() - 1); // the only call: approvals are the wallet's own
      engine.ledger().registerBuilt(call.data, built);
      response.set("swap", Engine.transaction(call.to, p.swapper, call.data, call.value, p.chainId, gasLimit, fees));
    } else if (mode == Mode.EIP7702) {
      String data = Calldata.batch(calls);
      BigInteger value = calls.stream().map(c -> c.value).reduce(BigInteger.ZERO, BigInteger::add);
      engine.ledger().registerBuilt(data, built);
      response.set("swap", Engine.transaction(p.swapper, p.swapper, data, value, p.chainId, gasLimit, fees));
    } else {
      response.put("from", p.swapper);
      response.put("chainId", p.chainId);
      ArrayNode array = response.putArray("calls");
      for (int i = 0; i < calls.size(); i++) {
        Calldata.Call call = calls.get(i);
        if (i == calls.size() - 1) {
          engine.ledger().registerBuilt(call.data, built);
        }
        ObjectNode node = array.addObject();
        node.put("to", call.to);
        node.put("data", call.data);
        node.put("value", Hex.encodeQuantity(call.value));
      }
    }
    response.put("gasFee", gasFee.toString());
    return response;
  }

  /**
   * Refuses a bridge between a chain on a node and one that is not: a bridge runs either between two simulated
   * chains (the simulated bridge) or between two chains whose nodes the server relays (a deposit into the origin's
   * SpokePool, filled on the destination's node). A deposit on a node cannot credit the simulated ledger, nor a
   * simulated deposit a node's balances.
   */
  private void refuseBridgeAcrossKinds(Params p, String version) {
    if (engine.backend(p.chainId).relaysBridgesOnNode() && engine.backend(p.destinationChainId).relaysBridgesOnNode()) {
      if (!Calldata.bridges(version)) {
        throw ApiError.badRequest("\"x-universal-router-version\" " + version + " has no bridge command: on chain "
            + p.chainId + "'s node the bridge deposits through the Universal Router 2.1.1's ACROSS_V4_DEPOSIT_V3;"
            + " quote and swap with \"x-universal-router-version\": 2.1.1");
      }
      return;
    }
    refuseBridgeOnNode("quote.chainId", p.chainId, p.destinationChainId);
    refuseBridgeOnNode("quote.destinationChainId", p.destinationChainId, p.chainId);
  }

  private void refuseBridgeOnNode(String field, long chainId, long otherChainId) {
    if (!engine.backend(chainId).reachedBySimulatedBridge()) {
      throw ApiError.badRequest(field + ": chain " + chainId + " runs on a real EVM in this mode (--evm) and chain "
          + otherChainId + " does not: a bridge runs between two chains on real EVMs (relayed by the server) or"
          + " between two simulated chains; run both chains with --evm, or neither");
    }
  }

  private long deadline(Params p) {
    return p.deadline != null ? p.deadline : engine.nowSeconds() + 30 * 60;
  }

  /** The token's approval of Permit2 when missing (reset first for USDT-style tokens); returns the gas. */
  private BigInteger approvals(Params p, Chain chain, Token in, List<Calldata.Call> calls,
      List<Consumer<Ledger>> effects, BigInteger amount) {
    if (in.isNative()) {
      return BigInteger.ZERO;
    }
    BigInteger gas = BigInteger.ZERO;
    BigInteger current = engine.allowance(p.chainId, p.swapper, in.address(), chain.permit2());
    if (current.compareTo(amount) < 0) {
      if (in.resetsAllowance() && current.signum() > 0) {
        calls.add(new Calldata.Call(in.address(), BigInteger.ZERO, Calldata.approve(chain.permit2(), BigInteger.ZERO)));
        gas = gas.add(BigInteger.valueOf(30_000));
      }
      calls.add(new Calldata.Call(in.address(), BigInteger.ZERO, Calldata.approve(chain.permit2(), Engine.MAX_UINT256)));
      effects.add(ledger -> ledger.approvals().setAllowance(p.chainId, p.swapper, in.address(), chain.permit2(), Engine.MAX_UINT256));
      gas = gas.add(BigInteger.valueOf(46_000));
    }
    if (p.permitData != null && p.signature == null && !p.variant.equals("DUTCH")) {
      // A 7702 wallet (or a 5792 batch) approves the router on Permit2 itself: no signature needed.
      Body details = p.permitData.object("values").object("details");
      BigInteger permitAmount = uint(details, "amount");
      long expiration = uint(details, "expiration").longValue();
      String router = p.permitData.object("values").address("spender");
      calls.add(new Calldata.Call(chain.permit2(), BigInteger.ZERO,
          Calldata.permit2Approve(in.address(), router, permitAmount, expiration)));
      effects.add(ledger -> ledger.approvals().setPermit2Allowance(p.chainId, p.swapper, in.address(), router, permitAmount, expiration));
      gas = gas.add(BigInteger.valueOf(50_000));
    }
    return gas;
  }

  /** The signed permit as the router's first command; it consumes the Permit2 nonce when mined. */
  private void permitCommand(Params p, Chain chain, Token in, String router, Calldata.Program program,
      List<Consumer<Ledger>> effects) {
    Body values = p.permitData.object("values");
    Body details = values.object("details");
    BigInteger amount = uint(details, "amount");
    long expiration = uint(details, "expiration").longValue();
    long nonce = uint(details, "nonce").longValue();
    long sigDeadline = uint(values, "sigDeadline").longValue();
    program.permit(in.address(), amount, expiration, nonce, router, sigDeadline, p.signature);
    effects.add(ledger -> ledger.approvals().usePermit(p.chainId, p.swapper, in.address(), router, amount, expiration, nonce));
  }

  /**
   * The swap program of a classic quote, and (in {@code effects}) what it does when mined: the route's hops, then the
   * integrator's portion, the unwrap of native ETH or the sweep of the output to the recipient, and for native ETH
   * spent on an exact output the refund of what the swap did not use. Returns its gas.
   */
  private BigInteger classicProgram(Params p, String version, Chain chain, Token in, Token out,
      Calldata.Program program, String router, BigInteger value, List<Consumer<Ledger>> effects) {
    Leg leg = Leg.swap(engine, in, out, Rules.poolProtocols(version), false);
    Router.Priced route = routeOf(p, leg);
    checkRouterHasProtocols(route, version);
    boolean feeTaken = p.portionBips > 0;
    boolean routerHoldsOutput = feeTaken || out.isNative();
    BigInteger limit = p.exactInput ? Slippage.minimum(p.amountOut, p.slippage)
        : Slippage.maximum(p.amountIn, p.slippage);
    // The router pays the caller as MSG_SENDER, as universal-router-sdk writes a recipient left to the sender.
    String recipient = Addresses.normalize(p.recipient).equals(Addresses.normalize(p.swapper))
        ? Calldata.MSG_SENDER : p.recipient;
    if (in.isNative()) {
      program.wrap(p.exactInput ? p.amountIn : limit);
    }
    program.swap(route, p.exactInput, routerHoldsOutput ? Calldata.ADDRESS_THIS : recipient, limit, !in.isNative());
    Token poolOut = route.hops.get(route.hops.size() - 1).out;
    if (feeTaken) {
      program.payPortion(poolOut.address(), p.portionRecipient, p.portionBips);
    }
    BigInteger net = p.exactInput ? Slippage.minimum(p.amountOut.subtract(portion(p)), p.slippage)
        : p.amountOut.subtract(portion(p));
    if (out.isNative()) {
      program.unwrap(recipient, net);
    } else if (feeTaken) {
      program.sweep(poolOut.address(), recipient, net);
    }
    if (in.isNative() && !p.exactInput) {
      program.unwrap(Calldata.MSG_SENDER, BigInteger.ZERO); // the wrapped ETH the exact output left, back to the caller
    }
    effects.add(ledger -> settleClassic(ledger, p, chain, route, in, out, router, value));
    return Leg.classicGas(route, in, out);
  }

  /** A quoted route through V4 pools cannot run on Universal Router 1.2, which has no V4 command. */
  private static void checkRouterHasProtocols(Router.Priced route, String version) {
    for (Router.Hop hop : route.hops) {
      if (!Rules.poolProtocols(version).contains(hop.pool.protocol())) {
        throw ApiError.badRequest("\"quote.route\" crosses " + hop.pool.protocol() + " pool " + hop.pool.address()
            + ", which Universal Router " + version + " cannot swap through; quote again with this"
            + " x-universal-router-version, or use 2.0 or later");
      }
    }
  }

  /** A classic swap mined: the route at its amounts, the portion, and what the recipient receives. */
  private void settleClassic(Ledger ledger, Params p, Chain chain, Router.Priced route, Token in, Token out,
      String router, BigInteger value) {
    if (in.isNative()) {
      Token weth = engine.market().wrappedNative(p.chainId);
      ledger.emit(Events.wethDeposit(weth.address(), router, value)); // the router wraps what the value carried
    }
    boolean routerHoldsOutput = p.portionBips > 0 || out.isNative();
    Swaps.settle(ledger, chain, route, in.isNative() ? router : p.swapper, router,
        routerHoldsOutput ? router : p.recipient);
    Token poolOut = route.hops.get(route.hops.size() - 1).out;
    BigInteger portion = route.amountOut().multiply(BigInteger.valueOf(p.portionBips)).divide(BigInteger.valueOf(10_000));
    if (portion.signum() > 0) {
      ledger.balances().transfer(p.chainId, poolOut, router, p.portionRecipient, portion);
    }
    BigInteger net = route.amountOut().subtract(portion);
    if (out.isNative()) {
      ledger.emit(Events.wethWithdrawal(engine.market().wrappedNative(p.chainId).address(), router, net));
      ledger.balances().creditNative(p.chainId, p.recipient, net);
    } else if (routerHoldsOutput) {
      ledger.balances().transfer(p.chainId, poolOut, router, p.recipient, net);
    }
    BigInteger unspent = value.subtract(route.amountIn());
    if (in.isNative() && unspent.signum() > 0) {
      ledger.emit(Events.wethWithdrawal(engine.market().wrappedNative(p.chainId).address(), router, unspent));
      ledger.balances().creditNative(p.chainId, p.swapper, unspent);
    }
  }

  /**
   * A bridge mined: the input goes to the bridge's SpokePool (native ETH as the transaction's value), and the relayer
   * fills the recipient on the destination chain with the quoted output.
   */
  private static Consumer<Ledger> bridgeSettlement(Params p, Chain chain, Token in, Token out) {
    return ledger -> {
      if (!in.isNative()) {
        ledger.balances().transfer(p.chainId, in, p.swapper, chain.spokePool(), p.amountIn);
      }
      ledger.balances().credit(p.destinationChainId, out, p.recipient, p.amountOut);
    };
  }

  private static BigInteger portion(Params p) {
    return p.amountOut.multiply(BigInteger.valueOf(p.portionBips)).divide(BigInteger.valueOf(10_000));
  }

  /** The quote's own route when every hop names a known pool; otherwise the best route for its amounts. */
  private Router.Priced routeOf(Params p, Leg leg) {
    Optional<Router.Priced> quoted = quotedRoute(p);
    if (quoted.isPresent()) {
      return quoted.get();
    }
    if (p.exactInput) {
      leg.forward(p.amountIn);
    } else {
      leg.backward(p.amountOut);
    }
    return leg.route();
  }

  private Optional<Router.Priced> quotedRoute(Params p) {
    if (p.route.size() != 1 || !p.route.get(0).isArray() || p.route.get(0).isEmpty()) {
      return Optional.empty();
    }
    List<Router.Hop> hops = new ArrayList<>();
    List<BigInteger> amounts = new ArrayList<>();
    for (JsonNode node : p.route.get(0)) {
      String address = node.path("address").asText("");
      Optional<Pool> pool = engine.market().pools(p.chainId).stream()
          .filter(candidate -> candidate.address().equalsIgnoreCase(address)).findFirst();
      Optional<Token> tokenIn = engine.market().token(p.chainId, node.path("tokenIn").path("address").asText("0x"));
      String amountIn = node.path("amountIn").asText("");
      String amountOut = node.path("amountOut").asText("");
      if (pool.isEmpty() || tokenIn.isEmpty() || !pool.get().has(tokenIn.get())
          || !Body.isUintText(amountIn) || !Body.isUintText(amountOut)) {
        return Optional.empty();
      }
      if (hops.isEmpty()) {
        amounts.add(new BigInteger(amountIn));
      }
      hops.add(new Router.Hop(pool.get(), tokenIn.get()));
      amounts.add(new BigInteger(amountOut));
    }
    return Optional.of(new Router.Priced(hops, amounts));
  }

  /** The permit must be for this chain's Permit2, this token, and the router of this version. */
  private void checkPermit(Params p, Chain chain, Token in, String router) {
    Body domain = p.permitData.object("domain");
    Body values = p.permitData.object("values");
    Permit2TypedData.checkDomain(domain, p.chainId, chain.permit2(), "the quote's chain");
    if (!p.variant.equals("DUTCH")) {
      if (!Addresses.normalize(values.object("details").address("token")).equals(in.key())) {
        throw values.object("details").invalid("token", "must be the quote's input token " + p.tokenIn);
      }
      // Permit2's allowance becomes this amount, and the router pulls the quote's input through it.
      if (uint(values.object("details"), "amount").compareTo(p.amountIn) < 0) {
        throw values.object("details").invalid("amount", "must be at least " + p.amountIn + ", the quote's input");
      }
      // Permit2 reverts past these: AllowanceExpired on the router's transfer, SignatureExpired on a signed permit.
      long now = engine.nowSeconds();
      long expiration = uint(values.object("details"), "expiration").longValue();
      if (expiration != 0 && expiration < now) {
        throw values.object("details").invalid("expiration", expiration + " has passed (now " + now
            + "): request a new quote");
      }
      long sigDeadline = uint(values, "sigDeadline").longValue();
      if (p.signature != null && sigDeadline < now) {
        throw values.invalid("sigDeadline", sigDeadline + " has passed (now " + now + "): request a new quote");
      }
      if (!Addresses.normalize(values.address("spender")).equals(Addresses.normalize(router))) {
        throw values.invalid("spender", "must be the Universal Router of the requested version on chain "
            + p.chainId + " (" + router + "); keep one x-universal-router-version for the whole swap");
      }
    }
    if (p.signature != null) {
      String signer;
      try {
        signer = engine.config().signerRecovery().recover(p.permitData.node(), p.signature);
      } catch (IllegalArgumentException e) {
        throw ApiError.badRequest("\"permitData\" is not valid typed data: " + e.getMessage());
      }
      if (!Addresses.normalize(signer).equals(Addresses.normalize(p.swapper))) {
        throw ApiError.badRequest("\"signature\" was not made by the quote's swapper");
      }
      long nonce = uint(values.object("details"), "nonce").longValue();
      long expected = engine.permit2Allowance(p.chainId, p.swapper, in.address(), router).nonce;
      if (nonce != expected) {
        throw ApiError.badRequest("\"permitData.values.details.nonce\" " + nonce + " was already used; the next is "
            + expected + " (request a new quote)");
      }
    }
  }

  private static BigInteger uint(Body body, String field) {
    String text = body.matching(field, Body.DIGITS);
    return new BigInteger(text);
  }
}
