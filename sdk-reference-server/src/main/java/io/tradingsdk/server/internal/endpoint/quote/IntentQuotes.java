package io.tradingsdk.server.internal.endpoint.quote;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ApiKey;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.OrderReactor;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.IntentOrder;
import io.tradingsdk.server.internal.engine.Leg;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.signing.Keccak;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The UniswapX quotes of {@code POST /quote}: which intent routing a request gets, if any, and the
 * quote itself, priced against the classic route (the filler saves the swapper the gas, and the
 * order decays down to the slippage bound).
 *
 * <p>Where each order type exists is the chain's ({@link Chain#orderReactors()}, the reactors from the UniswapX
 * SDK's table): {@code DUTCH_V2} on Ethereum, Arbitrum and Sepolia, {@code PRIORITY} on Base and Unichain, {@code
 * DUTCH_V3} on Arbitrum and the chains whose only reactor is a V3 one. {@code UNISWAPX_V3} asks for V3; {@code UNISWAPX_V2} (or the deprecated {@code
 * UNISWAPX}) for the chain's V2-generation order, which on Base is the priority order; {@code
 * UNISWAPX_LATEST}, and {@code routingPreference: BEST_PRICE} without {@code protocols}, for the
 * newest the chain has.
 */
final class IntentQuotes {
  /** The Uniswap Labs cosigner of V2, V3 and priority orders. */
  static final String COSIGNER = "0x4449Cd34d1eb1FEDCF02A1Be3834FfDe8E6A6180";

  /** The documented UniswapX minimums: about 300 USD on Ethereum, 1,000 on the L2s. */
  static final BigDecimal MINIMUM_USD_MAINNET = new BigDecimal("300");
  static final BigDecimal MINIMUM_USD_L2 = new BigDecimal("1000");
  /** Slippage bound of the decay when the request gives none (auto slippage is not computed for orders). */
  private static final BigDecimal DEFAULT_SLIPPAGE = new BigDecimal("0.5");
  /** V3 orders decay over this many blocks. */
  static final long V3_DECAY_BLOCKS = 20;

  private final Engine engine;

  IntentQuotes(Engine engine) {
    this.engine = engine;
  }

  /** The reactor of an order type on a chain, empty where UniswapX does not offer it. */
  static Optional<String> reactor(Chain chain, IntentOrder.Kind kind) {
    return Optional.ofNullable(chain.orderReactors().get(kind.routing));
  }

  /**
   * Who cosigns an order of {@code kind}: where the chain has a reactor of that kind the server fills on itself (a
   * chain on a real EVM), the server (the reactor checks the cosignature), elsewhere Uniswap Labs' cosigner.
   */
  private String cosigner(long chainId, IntentOrder.Kind kind) {
    return engine.backend(chainId).reactor(kind.routing).map(OrderReactor::cosigner).orElse(COSIGNER);
  }

  /** Whether the request names any UniswapX protocol. */
  static boolean asksForIntents(QuoteEndpoint.Params p) {
    return p.protocols != null && p.protocols.stream().anyMatch(protocol -> protocol.startsWith("UNISWAPX"));
  }

  /** The order type the request asks for on this chain, if the chain offers it. */
  static Optional<IntentOrder.Kind> requested(QuoteEndpoint.Params p, Chain chain) {
    Set<IntentOrder.Kind> offered = new java.util.HashSet<>();
    chain.orderReactors().keySet().forEach(routing -> offered.add(IntentOrder.Kind.valueOf(routing)));
    boolean latest = p.protocols == null
        ? "BEST_PRICE".equals(p.routingPreference)
        : p.protocols.contains("UNISWAPX_LATEST");
    boolean v3 = latest || (p.protocols != null && p.protocols.contains("UNISWAPX_V3"));
    boolean v2 = latest || (p.protocols != null
        && (p.protocols.contains("UNISWAPX_V2") || p.protocols.contains("UNISWAPX")));
    if (v3 && offered.contains(IntentOrder.Kind.DUTCH_V3)) {
      return Optional.of(IntentOrder.Kind.DUTCH_V3);
    }
    if (v2 && offered.contains(IntentOrder.Kind.PRIORITY)) {
      return Optional.of(IntentOrder.Kind.PRIORITY);
    }
    if (v2 && offered.contains(IntentOrder.Kind.DUTCH_V2)) {
      return Optional.of(IntentOrder.Kind.DUTCH_V2);
    }
    return Optional.empty();
  }

  /**
   * Whether the spec's rules let this priced request become an order: not with Permit2 disabled,
   * native input only with {@code x-erc20eth-enabled}, and at least the minimum value.
   */
  boolean allowed(QuoteEndpoint.Params p, Token in, BigInteger amountIn) {
    if (p.permit2Disabled || (in.isNative() && !p.erc20EthEnabled)) {
      return false;
    }
    return usd(in, amountIn).compareTo(in.chainId() == 1 ? MINIMUM_USD_MAINNET : MINIMUM_USD_L2) >= 0;
  }

  /** The quote response for an order of {@code kind}, priced from the classic leg. */
  ObjectNode quote(ApiKey key, QuoteEndpoint.Params p, Chain chain, IntentOrder.Kind kind, Leg leg,
      BigInteger classicIn, BigInteger classicOut) {
    Token in = leg.in;
    Token out = leg.out;
    BigDecimal slippage = p.slippageTolerance != null ? p.slippageTolerance : DEFAULT_SLIPPAGE;
    BigInteger gasFee = leg.gasUse().multiply(p.urgency.fees(chain).gasPrice);
    // The simulated fillers pass the swapper the gas they save; the EVM mode's own filler fills from the chain's
    // pools and only while they cover the order, so its orders start at what the pools give now (the same route).
    BigInteger improvement = filledFromChain(chain, kind) ? BigInteger.ZERO : gasFee;
    BigInteger inStart;
    BigInteger inEnd;
    BigInteger outStart;
    BigInteger outEnd;
    if (p.exactInput) {
      inStart = p.amount;
      inEnd = p.amount;
      outStart = classicOut.add(engine.weiIn(out, improvement));
      outEnd = Slippage.minimum(classicOut, slippage);
    } else {
      outStart = p.amount;
      outEnd = p.amount;
      inStart = classicIn.subtract(engine.weiIn(in, improvement)).max(BigInteger.ONE);
      inEnd = Slippage.maximum(classicIn, slippage);
    }
    int feeBips = p.integratorFeeBips != null ? p.integratorFeeBips : key.feeBips();
    String feeRecipient = p.integratorFeeRecipient != null ? p.integratorFeeRecipient
        : key.feeRecipient().orElse(null);
    BigInteger portionStart = bips(outStart, feeBips);
    BigInteger portionEnd = bips(outEnd, feeBips);
    String quoteId = engine.ids().nextUuid();
    IntentOrder order = order(kind, p, chain, in, out, inStart, inEnd, outStart.subtract(portionStart),
        outEnd.subtract(portionEnd), feeBips > 0 ? feeRecipient : null, portionStart, portionEnd, quoteId);
    String encodedOrder = order.encode();
    String orderId = order.orderId();
    engine.orders().issue(order, encodedOrder, quoteId);

    ObjectNode quote = Engine.object();
    quote.put("encodedOrder", encodedOrder);
    quote.put("orderId", orderId);
    quote.set("orderInfo", order.toJson());
    if (feeBips > 0) {
      quote.put("portionBips", feeBips);
      quote.put("portionAmount", portionStart.toString());
      quote.put("portionRecipient", feeRecipient);
    }
    quote.put("quoteId", quoteId);
    quote.put("slippageTolerance", slippage);
    quote.put("deadlineBufferSecs", deadlineSeconds(kind));
    quote.put("classicGasUseEstimateUSD", engine.usd(chain.id(), gasFee));
    ArrayNode aggregated = quote.putArray("aggregatedOutputs");
    aggregated(aggregated, out, outStart.subtract(portionStart), outEnd.subtract(portionEnd),
        Addresses.checksum(p.recipient), 10_000 - feeBips);
    if (feeBips > 0) {
      aggregated(aggregated, out, portionStart, portionEnd, feeRecipient, feeBips);
    }
    if (kind != IntentOrder.Kind.PRIORITY) {
      ObjectNode input = quote.putObject("input");
      input.put("amount", inStart.toString());
      input.put("token", p.tokenIn);
      ObjectNode output = quote.putObject("output");
      output.put("amount", outStart.toString());
      output.put("token", p.tokenOut);
      output.put("recipient", p.recipient);
    }
    if (kind != IntentOrder.Kind.DUTCH_V2) {
      quote.put("expectedAmountIn", (p.exactInput ? inStart : classicIn).toString());
      quote.put("expectedAmountOut", (p.exactInput ? classicOut : outStart).toString());
    }
    ObjectNode response = Engine.object();
    response.put("routing", kind.routing);
    response.set("quote", quote);
    response.set("permitData", order.permitData(chain.permit2()));
    response.putNull("permitTransaction");
    return response;
  }

  /** Whether the server's own filler fills the order from the chain's pools (a real reactor, the EVM mode's). */
  private boolean filledFromChain(Chain chain, IntentOrder.Kind kind) {
    return engine.backend(chain.id()).reactor(kind.routing).isPresent();
  }

  /** How long after the quote its order can be filled. */
  static long deadlineSeconds(IntentOrder.Kind kind) {
    return kind == IntentOrder.Kind.PRIORITY ? 60 : 120;
  }

  private IntentOrder order(IntentOrder.Kind kind, QuoteEndpoint.Params p, Chain chain, Token in, Token out,
      BigInteger inStart, BigInteger inEnd, BigInteger outStart, BigInteger outEnd, String feeRecipient,
      BigInteger portionStart, BigInteger portionEnd, String quoteId) {
    long now = engine.nowSeconds();
    String reactor = reactor(chain, kind).orElseThrow(ApiError::noQuotes);
    String swapper = Addresses.checksum(p.swapper);
    String recipient = Addresses.checksum(p.recipient);
    // An unordered Permit2 nonce (word and bit), unique per quote.
    BigInteger nonce = new BigInteger(1, Keccak.hash(quoteId.getBytes(StandardCharsets.UTF_8))).shiftRight(8);
    long deadline = now + deadlineSeconds(kind);
    String tokenIn = in.address();
    String tokenOut = out.address();
    IntentOrder.Amount input;
    List<IntentOrder.Amount> outputs;
    switch (kind) {
      case DUTCH_V2:
        input = new IntentOrder.Amount(tokenIn, inStart, inEnd, null, null, null, null, null);
        outputs = feeRecipient == null
            ? List.of(v2(tokenOut, outStart, outEnd, recipient))
            : List.of(v2(tokenOut, outStart, outEnd, recipient), v2(tokenOut, portionStart, portionEnd, feeRecipient));
        return new IntentOrder(kind, chain.id(), reactor, swapper, nonce, deadline, cosigner(chain.id(), kind), null, null,
            null, input, outputs);
      case DUTCH_V3:
        input = new IntentOrder.Amount(tokenIn, inStart, inEnd, null, BigInteger.ZERO, List.of(V3_DECAY_BLOCKS),
            List.of(inStart.subtract(inEnd)), null); // negative: the input grows along the curve
        outputs = feeRecipient == null
            ? List.of(v3(tokenOut, outStart, outEnd, recipient))
            : List.of(v3(tokenOut, outStart, outEnd, recipient), v3(tokenOut, portionStart, portionEnd, feeRecipient));
        return new IntentOrder(kind, chain.id(), reactor, swapper, nonce, deadline, cosigner(chain.id(), kind), chain.baseFeeWei(),
            null, null, input, outputs);
      default:
        // Priority orders price at the worst bound; priority fees above the baseline improve them.
        BigInteger inMps = p.exactInput ? BigInteger.ZERO : BigInteger.ONE;
        BigInteger outMps = p.exactInput ? BigInteger.ONE : BigInteger.ZERO;
        input = new IntentOrder.Amount(tokenIn, inEnd, inEnd, null, null, null, null, inMps);
        outputs = feeRecipient == null
            ? List.of(priority(tokenOut, outEnd, recipient, outMps))
            : List.of(priority(tokenOut, outEnd, recipient, outMps), priority(tokenOut, portionEnd, feeRecipient, outMps));
        long block = engine.backend(chain.id()).blockNumber();
        return new IntentOrder(kind, chain.id(), reactor, swapper, nonce, deadline, cosigner(chain.id(), kind), null,
            BigInteger.valueOf(block + 2), BigInteger.ZERO, input, outputs);
    }
  }

  private static IntentOrder.Amount v2(String token, BigInteger start, BigInteger end, String recipient) {
    return new IntentOrder.Amount(token, start, end, recipient, null, null, null, null);
  }

  private static IntentOrder.Amount v3(String token, BigInteger start, BigInteger min, String recipient) {
    return new IntentOrder.Amount(token, start, min, recipient, BigInteger.ZERO, List.of(V3_DECAY_BLOCKS),
        List.of(start.subtract(min)), null);
  }

  private static IntentOrder.Amount priority(String token, BigInteger amount, String recipient, BigInteger mps) {
    return new IntentOrder.Amount(token, amount, amount, recipient, null, null, null, mps);
  }

  private static BigInteger bips(BigInteger amount, int bips) {
    return amount.multiply(BigInteger.valueOf(bips)).divide(BigInteger.valueOf(10_000));
  }

  private static void aggregated(ArrayNode outputs, Token token, BigInteger amount, BigInteger minAmount,
      String recipient, int bps) {
    ObjectNode entry = outputs.addObject();
    entry.put("token", token.address());
    entry.put("amount", amount.toString());
    entry.put("recipient", recipient);
    entry.put("bps", bps);
    entry.put("minAmount", minAmount.toString());
  }

  /** The USD value of an amount, for the minimums (two decimals, rounded down). */
  static BigDecimal usd(Token token, BigInteger amount) {
    return new BigDecimal(amount).multiply(token.usdPrice()).divide(new BigDecimal(token.unit()), 2,
        RoundingMode.DOWN);
  }
}
