package io.tradingsdk.server.internal.endpoint.quote;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ApiKey;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.PoolState;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Chained;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.IntentOrder;
import io.tradingsdk.server.internal.engine.Leg;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code POST /quote}: CLASSIC, WRAP, UNWRAP, BRIDGE and CHAINED quotes from the simulated market (chain 1's pool hops
 * from the chain in the EVM mode: {@code Engine.router}).
 */
public final class QuoteEndpoint implements Endpoint<QuoteEndpoint.Params> {
  /** A validated quote request. */
  static final class Params {
    boolean exactInput;
    String tradeType;
    BigInteger amount;
    long chainIn;
    long chainOut;
    String tokenIn;
    String tokenOut;
    boolean permitAsTransaction;
    String swapper;
    BigDecimal slippageTolerance;
    String routingPreference;
    List<String> protocols;
    String hooksOptions;
    RequestedUrgency urgency;
    String permitAmount;
    String recipient;
    Integer integratorFeeBips;
    String integratorFeeRecipient;
    boolean permit2Disabled;
    boolean chainedEnabled;
    boolean erc20EthEnabled;
  }

  private static final Set<String> STABLECOINS = Set.of("USDC", "USDT", "DAI");

  private final Engine engine;
  private final IntentQuotes intents;

  public QuoteEndpoint(Engine engine) {
    this.engine = engine;
    this.intents = new IntentQuotes(engine);
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.tradeType = body.oneOf("type", Rules.TRADE_TYPES);
    p.exactInput = p.tradeType.equals("EXACT_INPUT");
    p.amount = body.amount("amount");
    p.chainIn = body.oneOfNumbers("tokenInChainId", Rules.CHAIN_IDS);
    p.chainOut = body.oneOfNumbers("tokenOutChainId", Rules.CHAIN_IDS);
    p.tokenIn = body.address("tokenIn");
    p.tokenOut = body.address("tokenOut");
    p.permitAsTransaction = body.bool("generatePermitAsTransaction", false);
    p.swapper = body.address("swapper");
    p.slippageTolerance = body.has("slippageTolerance") ? Rules.slippage(body, "slippageTolerance") : null;
    Optional<String> auto = body.optionalOneOf("autoSlippage", Rules.AUTO_SLIPPAGE);
    p.routingPreference = body.optionalOneOf("routingPreference", Rules.ROUTING_PREFERENCES).orElse(null);
    p.protocols = body.optionalArray("protocols").map(items -> protocols(body, items)).orElse(null);
    p.hooksOptions = body.optionalOneOf("hooksOptions", Rules.HOOKS_OPTIONS).orElse(null);
    body.optionalOneOf("spreadOptimization", Rules.SPREAD_OPTIMIZATIONS);
    p.urgency = RequestedUrgency.read(body, "urgency", true, RequestedUrgency.LEVELS);
    p.permitAmount = body.optionalOneOf("permitAmount", Rules.PERMIT_AMOUNTS).orElse("FULL");
    p.recipient = body.optionalAddress("recipient").orElse(p.swapper);
    body.optionalArray("integratorFees").ifPresent(fees -> integratorFee(body, fees, p));
    // Cross-field rules, reported after the fields as the service's validator does.
    if (p.slippageTolerance != null && auto.isPresent()) {
      throw ApiError.badRequest(
          "\"value\" contains a conflict between exclusive peers [slippageTolerance, autoSlippage]");
    }
    if (p.slippageTolerance == null && auto.isEmpty()) {
      // The spec requires exactly one; the live service was seen to default instead (see README).
      throw ApiError.badRequest("\"value\" must contain at least one of [slippageTolerance, autoSlippage]");
    }
    if (p.protocols != null && p.routingPreference != null && !p.routingPreference.equals("BEST_PRICE")) {
      throw ApiError.badRequest("\"routingPreference\" must be [BEST_PRICE]");
    }
    p.permit2Disabled = exchange.booleanHeader("x-permit2-disabled", false);
    p.erc20EthEnabled = exchange.booleanHeader("x-erc20eth-enabled", false);
    p.chainedEnabled = exchange.booleanHeader("x-chained-actions-enabled", false);
    return p;
  }

  private static List<String> protocols(Body body, List<JsonNode> items) {
    for (int i = 0; i < items.size(); i++) {
      JsonNode item = items.get(i);
      if (!item.isTextual() || !Rules.PROTOCOLS.contains(item.textValue())) {
        throw ApiError.badRequest(
            "\"" + body.label("protocols") + "[" + i + "]\" must be one of [" + String.join(", ", Rules.PROTOCOLS) + "]");
      }
    }
    return items.stream().map(JsonNode::textValue).collect(java.util.stream.Collectors.toList());
  }

  private static void integratorFee(Body body, List<JsonNode> fees, Params p) {
    if (fees.size() > 1) {
      throw body.invalid("integratorFees", "must contain less than or equal to 1 items");
    }
    if (fees.isEmpty()) {
      return;
    }
    Body fee = body.element("integratorFees", fees, 0);
    BigDecimal bips = fee.number("bips");
    if (bips.signum() < 0) {
      throw fee.invalid("bips", "must be greater than or equal to 0");
    }
    if (bips.compareTo(BigDecimal.valueOf(500)) > 0) {
      throw fee.invalid("bips", "must be less than or equal to 500");
    }
    if (bips.stripTrailingZeros().scale() > 0) {
      throw fee.invalid("bips", "must be an integer");
    }
    p.integratorFeeBips = bips.intValueExact();
    p.integratorFeeRecipient = fee.address("recipient");
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.swapper);
    engine.checkWallet(p.recipient);
    String version = engine.routerVersion(exchange);
    Chain chainIn = engine.servedChain(p.chainIn);
    engine.servedChain(p.chainOut);
    Token in = engine.tradedToken(p.chainIn, p.tokenIn);
    Token out = engine.tradedToken(p.chainOut, p.tokenOut);
    String router = engine.universalRouter(chainIn, version);
    ObjectNode response;
    if (p.chainIn == p.chainOut) {
      if (in.key().equals(out.key())) {
        throw ApiError.badRequest("\"tokenOut\" must differ from \"tokenIn\" on the same chain");
      }
      Optional<ObjectNode> intent = intent(exchange.apiKey(), p, chainIn, in, out);
      if (intent.isPresent()) {
        response = intent.get();
      } else {
        Leg leg = Leg.swap(engine, in, out, allowedProtocols(p, version), "FASTEST".equals(p.routingPreference));
        response = leg.type.equals("CLASSIC")
            ? classic(exchange.apiKey(), p, chainIn, leg, router)
            : wrapUnwrap(p, chainIn, leg);
      }
    } else if (in.asset().equals(out.asset()) && engine.market().bridged(p.chainIn, p.chainOut)) {
      response = bridge(exchange.apiKey(), p, chainIn, in, out, router);
    } else {
      if (!p.chainedEnabled) {
        // Integrators report 404 for cross-chain swaps without this header.
        throw ApiError.noQuotes();
      }
      response = chained(p, chainIn, in, out, router, version);
    }
    engine.rememberQuote(response.get("quote").get("quoteId").textValue(), version);
    return response;
  }

  /**
   * A UniswapX quote when the request asks for one, the chain offers it and the rules allow it;
   * empty to fall back to the pools (a request that allows no pool then gets 404).
   */
  private Optional<ObjectNode> intent(ApiKey key, Params p, Chain chain, Token in, Token out) {
    Optional<IntentOrder.Kind> kind = IntentQuotes.requested(p, chain);
    Leg leg = Leg.swap(engine, in, out, Set.copyOf(Rules.POOL_PROTOCOLS), false);
    if (kind.isEmpty() || !leg.type.equals("CLASSIC")) {
      return Optional.empty();
    }
    BigInteger classicIn = p.exactInput ? p.amount : leg.backward(p.amount);
    BigInteger classicOut = p.exactInput ? leg.forward(p.amount) : p.amount;
    if (!intents.allowed(p, in, classicIn)) {
      return Optional.empty();
    }
    return Optional.of(intents.quote(key, p, chain, kind.get(), leg, classicIn, classicOut));
  }

  /**
   * The pool protocols the request allows (V2, V3, V4), honouring {@code hooksOptions}, that the router version
   * can swap through.
   */
  private static Set<String> allowedProtocols(Params p, String routerVersion) {
    Set<String> allowed = new LinkedHashSet<>(Rules.POOL_PROTOCOLS);
    allowed.retainAll(Rules.poolProtocols(routerVersion));
    if (p.protocols != null) {
      allowed.retainAll(p.protocols);
      // The seeded v4 pools have no hooks, so "hooks only" leaves none of them.
      if (allowed.contains("V4") && "V4_HOOKS_ONLY".equals(p.hooksOptions)) {
        allowed.remove("V4");
      }
    }
    if (allowed.isEmpty()) {
      throw ApiError.noQuotes(); // only UniswapX was allowed, and no order fits (chain, minimum, native input)
    }
    return allowed;
  }

  private BigDecimal slippage(Params p, Token in, Token out, BigDecimal priceImpact) {
    if (p.slippageTolerance != null) {
      return p.slippageTolerance;
    }
    boolean stable = STABLECOINS.contains(in.asset()) && STABLECOINS.contains(out.asset());
    BigDecimal auto = (stable ? new BigDecimal("0.1") : new BigDecimal("0.5")).add(priceImpact);
    return auto.min(new BigDecimal("5.5")).stripTrailingZeros();
  }

  private ObjectNode classic(ApiKey key, Params p, Chain chain, Leg leg, String router) {
    BigInteger amountIn = p.exactInput ? p.amount : leg.backward(p.amount);
    BigInteger amountOut = p.exactInput ? leg.forward(p.amount) : p.amount;
    Router.Priced route = leg.route();
    BigDecimal slippage = slippage(p, leg.in, leg.out, route.priceImpactPercent());
    int feeBips = p.integratorFeeBips != null ? p.integratorFeeBips : key.feeBips();
    String feeRecipient = p.integratorFeeRecipient != null ? p.integratorFeeRecipient : key.feeRecipient().orElse(null);
    BigInteger portion = amountOut.multiply(BigInteger.valueOf(feeBips)).divide(BigInteger.valueOf(10_000));
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    BigInteger gasUse = leg.gasUse();
    BigInteger gasFee = gasUse.multiply(fees.gasPrice);
    Token quoted = p.exactInput ? leg.out : leg.in;
    String quoteId = engine.ids().nextUuid();

    ObjectNode quote = Engine.object();
    quote.put("chainId", chain.id());
    putInputOutput(quote, p, amountIn, amountOut);
    quote.put("swapper", p.swapper);
    quote.set("route", routeJson(route));
    quote.put("slippage", slippage);
    quote.put("tradeType", p.tradeType);
    quote.put("quoteId", quoteId);
    quote.put("gasFeeUSD", engine.usd(chain.id(), gasFee));
    quote.put("gasFeeQuote", engine.weiIn(quoted, gasFee).toString());
    quote.put("gasUseEstimate", gasUse.toString());
    quote.put("priceImpact", route.priceImpactPercent());
    ArrayNode failures = quote.putArray("txFailureReasons");
    if (!simulates(p, chain, leg.in, amountIn)) {
      failures.add("TRANSFER_FROM_FAILED");
    }
    quote.put("maxPriorityFeePerGas", fees.maxPriorityFeePerGas.toString());
    quote.put("maxFeePerGas", fees.maxFeePerGas.toString());
    quote.put("gasFee", gasFee.toString());
    quote.put("routeString", routeString(route, leg.in, leg.out));
    quote.put("blockNumber", Long.toString(chain.blockAt(engine.now().toEpochMilli())));
    ArrayNode outputs = quote.putArray("aggregatedOutputs");
    BigInteger toSwapper = amountOut.subtract(portion);
    aggregated(outputs, toSwapper, p.tokenOut, p.recipient, 10_000 - feeBips,
        p.exactInput ? Slippage.minimum(toSwapper, slippage) : toSwapper);
    if (feeBips > 0) {
      aggregated(outputs, portion, p.tokenOut, feeRecipient, feeBips,
          p.exactInput ? Slippage.minimum(portion, slippage) : portion);
      quote.put("portionAmount", portion.toString());
      quote.put("portionBips", feeBips);
      quote.put("portionRecipient", feeRecipient);
    }
    BigInteger permitAmount = p.permitAmount.equals("EXACT")
        ? (p.exactInput ? amountIn : Slippage.maximum(amountIn, slippage))
        : Engine.MAX_UINT160;
    return envelope("CLASSIC", quote, p, chain, leg.in, permitAmount, router);
  }

  /** Whether the simulated transfer of the input would succeed: the wallet must have approved the spender. */
  private boolean simulates(Params p, Chain chain, Token in, BigInteger amountIn) {
    if (in.isNative()) {
      return true;
    }
    String spender = p.permit2Disabled ? Chain.PROXY_ROUTER : chain.permit2();
    return engine.allowance(chain.id(), p.swapper, in.address(), spender).compareTo(amountIn) >= 0;
  }

  private static void aggregated(ArrayNode outputs, BigInteger amount, String token, String recipient, int bps,
      BigInteger minAmount) {
    ObjectNode entry = outputs.addObject();
    entry.put("amount", amount.toString());
    entry.put("token", token);
    entry.put("recipient", recipient);
    entry.put("bps", bps);
    entry.put("minAmount", minAmount.toString());
  }

  /** The top-level answer: routing, quote, and the permit (message, transaction or null). */
  private ObjectNode envelope(
      String routing, ObjectNode quote, Params p, Chain chain, Token in, BigInteger permitAmount, String router) {
    ObjectNode response = Engine.object();
    response.put("routing", routing);
    response.set("quote", quote);
    boolean needsPermit = !in.isNative() && !p.permit2Disabled && permitNeeded(p, chain, in, router, permitAmount);
    if (needsPermit && p.permitAsTransaction) {
      RequestedUrgency.Fees fees = p.urgency.fees(chain);
      BigInteger gas = BigInteger.valueOf(46_000);
      response.putNull("permitData");
      response.set("permitTransaction", Engine.transaction(chain.permit2(), p.swapper,
          Calldata.permit2Approve(in.address(), router, permitAmount, engine.nowSeconds() + Engine.PERMIT_EXPIRATION_SECONDS),
          BigInteger.ZERO, chain.id(), gas, fees));
      response.put("permitGasFee", gas.multiply(fees.gasPrice).toString());
    } else if (needsPermit) {
      long nonce = engine.permit2Allowance(chain.id(), p.swapper, in.address(), router).nonce;
      response.set("permitData", engine.permitSingle(chain, p.tokenIn, permitAmount, nonce, router));
      response.putNull("permitTransaction");
    } else {
      response.putNull("permitData");
      response.putNull("permitTransaction");
    }
    return response;
  }

  /** A permit is needed unless Permit2 already lets the router spend enough, unexpired. */
  private boolean permitNeeded(Params p, Chain chain, Token in, String router, BigInteger permitAmount) {
    Ledger.Permit2Allowance allowance = engine.permit2Allowance(chain.id(), p.swapper, in.address(), router);
    BigInteger needed = permitAmount.equals(Engine.MAX_UINT160) ? p.amount : permitAmount;
    return allowance.amount.compareTo(needed) < 0 || allowance.expiration <= engine.nowSeconds();
  }

  private ObjectNode wrapUnwrap(Params p, Chain chain, Leg leg) {
    BigInteger amount = p.amount; // 1:1
    leg.forward(amount);
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    BigInteger gasUse = leg.gasUse();
    BigInteger gasFee = gasUse.multiply(fees.gasPrice);
    ObjectNode quote = Engine.object();
    quote.put("chainId", chain.id());
    quote.put("swapper", p.swapper);
    putInputOutput(quote, p, amount, amount);
    quote.put("tradeType", p.tradeType);
    quote.put("quoteId", engine.ids().nextUuid());
    quote.put("gasFee", gasFee.toString());
    quote.put("gasFeeUSD", engine.usd(chain.id(), gasFee));
    quote.put("gasFeeQuote", gasFee.toString());
    quote.put("gasUseEstimate", gasUse.toString());
    quote.put("gasPrice", fees.gasPrice.toString());
    quote.put("maxFeePerGas", fees.maxFeePerGas.toString());
    quote.put("maxPriorityFeePerGas", fees.maxPriorityFeePerGas.toString());
    ObjectNode response = Engine.object();
    response.put("routing", leg.type);
    response.set("quote", quote);
    response.putNull("permitData");
    response.putNull("permitTransaction");
    return response;
  }

  private ObjectNode bridge(ApiKey key, Params p, Chain chain, Token in, Token out, String router) {
    Leg leg = Leg.bridge(engine, in, out);
    BigInteger amountIn = p.exactInput ? p.amount : leg.backward(p.amount);
    BigInteger amountOut = p.exactInput ? leg.forward(p.amount) : p.amount;
    int feeBips = p.integratorFeeBips != null ? p.integratorFeeBips : key.feeBips();
    String feeRecipient = p.integratorFeeRecipient != null ? p.integratorFeeRecipient : key.feeRecipient().orElse(null);
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    BigInteger gasUse = leg.gasUse();
    BigInteger gasFee = gasUse.multiply(fees.gasPrice);
    long now = engine.nowSeconds();
    ObjectNode quote = Engine.object();
    quote.put("quoteId", engine.ids().nextUuid());
    quote.put("chainId", chain.id());
    quote.put("destinationChainId", out.chainId());
    quote.put("swapper", p.swapper);
    putInputOutput(quote, p, amountIn, amountOut);
    quote.put("tradeType", p.tradeType);
    quote.put("quoteTimestamp", now);
    quote.put("gasPrice", fees.gasPrice.toString());
    quote.put("maxFeePerGas", fees.maxFeePerGas.toString());
    quote.put("maxPriorityFeePerGas", fees.maxPriorityFeePerGas.toString());
    quote.put("gasFee", gasFee.toString());
    quote.put("gasUseEstimate", gasUse.toString());
    quote.put("gasFeeUSD", engine.usd(chain.id(), gasFee));
    if (feeBips > 0) {
      quote.put("portionBips", feeBips);
      quote.put("portionAmount", amountOut.multiply(BigInteger.valueOf(feeBips)).divide(BigInteger.valueOf(10_000)).toString());
      quote.put("portionRecipient", feeRecipient);
    }
    quote.put("estimatedFillTimeMs", leg.timeEstimateMs());
    quote.put("exclusiveRelayer", Addresses.ZERO_ADDRESS);
    quote.put("exclusivityDeadline", 0);
    quote.put("fillDeadline", now + 6 * 3600);
    BigInteger permitAmount = p.permitAmount.equals("EXACT") ? amountIn : Engine.MAX_UINT160;
    return envelope("BRIDGE", quote, p, chain, in, permitAmount, router);
  }

  private ObjectNode chained(Params p, Chain chain, Token in, Token out, String router, String version) {
    List<Leg> legs = Chained.legs(engine, in, out, p.amount, p.exactInput, version);
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    BigInteger gasUse = BigInteger.ZERO;
    long time = 0;
    for (Leg leg : legs) {
      gasUse = gasUse.add(leg.gasUse());
      time += leg.timeEstimateMs();
    }
    BigInteger gasFee = gasUse.multiply(fees.gasPrice);
    ObjectNode quote = Engine.object();
    quote.put("swapper", p.swapper);
    putInputOutput(quote, p, legs.get(0).amountIn(), legs.get(legs.size() - 1).amountOut());
    quote.put("tokenInChainId", in.chainId());
    quote.put("tokenOutChainId", out.chainId());
    quote.put("tradeType", p.tradeType);
    quote.put("quoteId", engine.ids().nextUuid());
    quote.set("gasStrategies", Engine.gasStrategies());
    quote.put("timeEstimateMs", time);
    quote.put("gasUseEstimate", gasUse.toString());
    quote.put("gasFeeUSD", engine.usd(in.chainId(), gasFee));
    quote.put("gasFeeQuote", engine.weiIn(p.exactInput ? out : in, gasFee).toString());
    quote.put("gasFee", gasFee.toString());
    if (p.slippageTolerance != null) {
      quote.put("slippageTolerance", p.slippageTolerance);
    } else {
      quote.put("autoSlippage", "DEFAULT");
    }
    ArrayNode steps = quote.putArray("steps");
    for (Leg leg : legs) {
      ObjectNode step = steps.addObject();
      step.put("stepType", leg.type);
      step.put("tokenIn", leg.in.address());
      step.put("tokenInChainId", leg.in.chainId());
      step.put("tokenOut", leg.out.address());
      step.put("tokenOutChainId", leg.out.chainId());
      step.put("slippage", slippage(p, leg.in, leg.out, BigDecimal.ZERO));
    }
    ObjectNode response = Engine.object();
    response.put("routing", "CHAINED");
    response.set("quote", quote);
    response.putNull("permitData"); // a chained flow asks for its permit as a plan step
    response.putNull("permitTransaction");
    return response;
  }

  /** The route as the service writes it: one array of hops (a single split of 100%). */
  static ArrayNode routeJson(Router.Priced route) {
    ArrayNode outer = Engine.array();
    ArrayNode hops = outer.addArray();
    for (int i = 0; i < route.hops.size(); i++) {
      Router.Hop hop = route.hops.get(i);
      Pool pool = hop.pool;
      PoolState state = route.state(i);
      ObjectNode node = hops.addObject();
      node.put("type", pool.type());
      node.put("address", pool.address());
      node.set("tokenIn", Engine.routeToken(hop.in));
      node.set("tokenOut", Engine.routeToken(hop.out));
      if (pool.protocol().equals("V2")) {
        ObjectNode reserve0 = node.putObject("reserve0");
        reserve0.set("token", Engine.routeToken(pool.token0()));
        reserve0.put("quotient", state.reserve0().toString());
        ObjectNode reserve1 = node.putObject("reserve1");
        reserve1.set("token", Engine.routeToken(pool.token1()));
        reserve1.put("quotient", state.reserve1().toString());
      } else {
        node.put("sqrtRatioX96", state.sqrtRatioX96().toString());
        node.put("liquidity", state.liquidity().toString());
        node.put("tickCurrent", Long.toString(state.tickCurrent()));
        node.put("fee", Integer.toString(pool.fee()));
        if (pool.protocol().equals("V4")) {
          node.put("tickSpacing", Integer.toString(pool.tickSpacing()));
          node.put("hooks", Addresses.ZERO_ADDRESS);
        }
      }
      node.put("amountIn", route.amounts.get(i).toString());
      node.put("amountOut", route.amounts.get(i + 1).toString());
    }
    return outer;
  }

  /** e.g. {@code [V3] 100.00% = USDC -- 0.01% [0x3416...]USDT -- 0.05% [0x11b8...]WETH}. */
  static String routeString(Router.Priced route, Token in, Token out) {
    StringBuilder text = new StringBuilder("[").append(String.join(" + ", route.protocols())).append("] 100.00% = ");
    text.append(in.symbol());
    for (int i = 0; i < route.hops.size(); i++) {
      Router.Hop hop = route.hops.get(i);
      Token shown = i == route.hops.size() - 1 ? out : hop.out;
      text.append(" -- ").append(hop.pool.feePercent()).append(" [").append(hop.pool.address()).append("]")
          .append(shown.symbol());
    }
    return text.toString();
  }

  /** The {@code input} and {@code output} objects every routing's quote carries. */
  private static void putInputOutput(ObjectNode quote, Params p, BigInteger amountIn, BigInteger amountOut) {
    ObjectNode input = quote.putObject("input");
    input.put("amount", amountIn.toString());
    input.put("token", p.tokenIn);
    ObjectNode output = quote.putObject("output");
    output.put("amount", amountOut.toString());
    output.put("token", p.tokenOut);
    output.put("recipient", p.recipient);
  }
}
