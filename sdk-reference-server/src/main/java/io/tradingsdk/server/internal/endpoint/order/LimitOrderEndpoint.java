package io.tradingsdk.server.internal.endpoint.order;

import static io.tradingsdk.server.internal.engine.Permit2TypedData.dutchOutputType;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.orderInfoType;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.permit2Domain;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.type;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.witnessTransferTypes;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ApiKey;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.IntentOrder;
import io.tradingsdk.server.internal.engine.Leg;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code POST /limit_order_quote}: a limit order as an exclusive Dutch order whose amounts do not
 * decay, with the Permit2 witness message ({@code PermitWitnessTransferFrom}) the swapper signs.
 * {@code limitPrice} is the price of one whole input token in whole output tokens; without it the
 * order is priced at the market.
 */
public final class LimitOrderEndpoint implements Endpoint<LimitOrderEndpoint.Params> {
  private static final Pattern DECIMAL = Pattern.compile("^[0-9]+(\\.[0-9]+)?$");
  private static final long DEFAULT_DEADLINE_SECONDS = 7L * 24 * 3600;

  static final class Params {
    String swapper;
    BigInteger amount;
    boolean exactInput;
    String tokenIn;
    String tokenOut;
    long chainIn;
    long chainOut;
    BigDecimal limitPrice;
    Long orderDeadline;
  }

  private final Engine engine;

  public LimitOrderEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.swapper = body.address("swapper");
    p.amount = body.amount("amount");
    p.exactInput = body.optionalOneOf("type", Rules.TRADE_TYPES).orElse("EXACT_INPUT").equals("EXACT_INPUT");
    p.tokenIn = body.address("tokenIn");
    p.tokenOut = body.address("tokenOut");
    p.chainIn = body.oneOfNumbers("tokenInChainId", Rules.LIMIT_ORDER_CHAIN_IDS, 1);
    p.chainOut = body.oneOfNumbers("tokenOutChainId", Rules.LIMIT_ORDER_CHAIN_IDS, 1);
    p.limitPrice = body.optionalMatching("limitPrice", DECIMAL).map(BigDecimal::new).orElse(null);
    if (p.limitPrice != null && p.limitPrice.signum() <= 0) {
      throw body.invalid("limitPrice", "must be greater than 0");
    }
    p.orderDeadline = body.optionalInteger("orderDeadline").orElse(null);
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.swapper);
    if (p.chainIn != p.chainOut) {
      throw ApiError.noQuotes(); // limit orders fill on one chain
    }
    Chain chain = engine.servedChain(p.chainIn);
    String reactor = chain.reactor().orElseThrow(ApiError::noQuotes);
    Token in = engine.tradedToken(p.chainIn, p.tokenIn);
    Token out = engine.tradedToken(p.chainOut, p.tokenOut);
    if (in.isNative() || in.key().equals(out.key())) {
      throw ApiError.noQuotes(); // orders spend an ERC-20 through Permit2
    }
    long now = engine.nowSeconds();
    long deadline = p.orderDeadline != null ? p.orderDeadline : now + DEFAULT_DEADLINE_SECONDS;
    if (deadline <= now) {
      throw ApiError.badRequest("\"orderDeadline\" must be in the future");
    }
    BigInteger amountIn;
    BigInteger amountOut;
    if (p.limitPrice != null) {
      amountIn = p.exactInput ? p.amount : convert(p.amount, out, in, BigDecimal.ONE.divide(p.limitPrice, 36, RoundingMode.UP));
      amountOut = p.exactInput ? convert(p.amount, in, out, p.limitPrice) : p.amount;
    } else {
      Leg market = Leg.swap(engine, in, out, Set.copyOf(Rules.POOL_PROTOCOLS), false);
      amountIn = p.exactInput ? p.amount : market.backward(p.amount);
      amountOut = p.exactInput ? market.forward(p.amount) : p.amount;
    }
    if (amountIn.signum() <= 0 || amountOut.signum() <= 0) {
      throw ApiError.noQuotes();
    }
    ApiKey key = exchange.apiKey();
    int feeBips = key.feeBips();
    BigInteger portion = amountOut.multiply(BigInteger.valueOf(feeBips)).divide(BigInteger.valueOf(10_000));
    BigInteger nonce = BigInteger.valueOf(engine.ids().nextLong()).shiftLeft(64).add(BigInteger.valueOf(now));

    ObjectNode info = Engine.object();
    info.put("chainId", chain.id());
    info.put("nonce", nonce.toString());
    info.put("reactor", reactor);
    info.put("swapper", p.swapper);
    info.put("deadline", deadline);
    info.put("additionalValidationContract", Addresses.ZERO_ADDRESS);
    info.put("additionalValidationData", "0x");
    info.put("decayStartTime", now);
    info.put("decayEndTime", deadline);
    info.put("exclusiveFiller", Addresses.ZERO_ADDRESS);
    info.put("exclusivityOverrideBps", "0");
    ObjectNode input = info.putObject("input");
    input.put("token", p.tokenIn);
    input.put("startAmount", amountIn.toString());
    input.put("endAmount", amountIn.toString());
    ArrayNode outputs = info.putArray("outputs");
    output(outputs, p.tokenOut, amountOut.subtract(portion), p.swapper);
    if (feeBips > 0) {
      output(outputs, p.tokenOut, portion, key.feeRecipient().orElseThrow());
    }

    List<IntentOrder.Amount> orderOutputs = new ArrayList<>();
    orderOutputs.add(new IntentOrder.Amount(p.tokenOut, amountOut.subtract(portion), amountOut.subtract(portion),
        p.swapper, null, null, null, null));
    if (feeBips > 0) {
      orderOutputs.add(new IntentOrder.Amount(p.tokenOut, portion, portion, key.feeRecipient().orElseThrow(), null,
          null, null, null));
    }
    IntentOrder order = IntentOrder.limit(chain.id(), reactor, p.swapper, nonce, deadline, now, deadline,
        new IntentOrder.Amount(p.tokenIn, amountIn, amountIn, null, null, null, null, null), orderOutputs);
    String encodedOrder = order.encode();
    String quoteId = engine.ids().nextUuid();
    engine.orders().issue(order, encodedOrder.toLowerCase(Locale.ROOT), quoteId); // POST /order takes it back
    ObjectNode quote = Engine.object();
    quote.put("encodedOrder", encodedOrder);
    quote.put("orderId", order.orderId());
    quote.set("orderInfo", info);
    if (feeBips > 0) {
      quote.put("portionBips", feeBips);
      quote.put("portionAmount", portion.toString());
      quote.put("portionRecipient", key.feeRecipient().orElseThrow());
    }
    quote.put("quoteId", quoteId);
    quote.put("slippageTolerance", 0);
    quote.put("classicGasUseEstimateUSD", engine.usd(chain.id(), BigInteger.valueOf(180_000).multiply(chain.baseFeeWei())));
    ArrayNode aggregated = quote.putArray("aggregatedOutputs");
    aggregated(aggregated, p.tokenOut, amountOut.subtract(portion), p.swapper, 10_000 - feeBips);
    if (feeBips > 0) {
      aggregated(aggregated, p.tokenOut, portion, key.feeRecipient().orElseThrow(), feeBips);
    }
    ObjectNode response = Engine.object();
    response.set("quote", quote);
    response.put("routing", "LIMIT_ORDER");
    response.set("permitData", witnessPermit(chain, info, amountIn, nonce, deadline));
    return response;
  }

  /** {@code amount} of {@code from} at {@code price} whole {@code to} per whole {@code from}, rounded down. */
  private static BigInteger convert(BigInteger amount, Token from, Token to, BigDecimal price) {
    return new BigDecimal(amount).multiply(price)
        .movePointRight(to.decimals() - from.decimals())
        .setScale(0, RoundingMode.DOWN)
        .toBigInteger();
  }

  private static void output(ArrayNode outputs, String token, BigInteger amount, String recipient) {
    ObjectNode node = outputs.addObject();
    node.put("token", token);
    node.put("startAmount", amount.toString());
    node.put("endAmount", amount.toString());
    node.put("recipient", recipient);
  }

  private static void aggregated(ArrayNode outputs, String token, BigInteger amount, String recipient, int bps) {
    ObjectNode node = outputs.addObject();
    node.put("token", token);
    node.put("amount", amount.toString());
    node.put("recipient", recipient);
    node.put("bps", bps);
    node.put("minAmount", amount.toString());
  }

  /** The Permit2 witness transfer the swapper signs: the order rides as the witness. */
  private static ObjectNode witnessPermit(Chain chain, ObjectNode info, BigInteger amountIn, BigInteger nonce,
      long deadline) {
    ObjectNode permit = Engine.object();
    permit.set("domain", permit2Domain(chain.id(), chain.permit2()));
    ObjectNode types = permit.putObject("types");
    witnessTransferTypes(types, "ExclusiveDutchOrder");
    type(types, "ExclusiveDutchOrder", "info", "OrderInfo", "decayStartTime", "uint256", "decayEndTime", "uint256",
        "exclusiveFiller", "address", "exclusivityOverrideBps", "uint256", "inputToken", "address",
        "inputStartAmount", "uint256", "inputEndAmount", "uint256", "outputs", "DutchOutput[]");
    orderInfoType(types);
    dutchOutputType(types);
    ObjectNode values = permit.putObject("values");
    ObjectNode permitted = values.putObject("permitted");
    permitted.put("token", info.get("input").get("token").asText());
    permitted.put("amount", amountIn.toString());
    values.put("spender", info.get("reactor").asText());
    values.put("nonce", nonce.toString());
    values.put("deadline", Long.toString(deadline));
    ObjectNode witness = values.putObject("witness");
    ObjectNode witnessInfo = witness.putObject("info");
    witnessInfo.put("reactor", info.get("reactor").asText());
    witnessInfo.put("swapper", info.get("swapper").asText());
    witnessInfo.put("nonce", nonce.toString());
    witnessInfo.put("deadline", Long.toString(deadline));
    witnessInfo.put("additionalValidationContract", Addresses.ZERO_ADDRESS);
    witnessInfo.put("additionalValidationData", "0x");
    witness.put("decayStartTime", info.get("decayStartTime").asText());
    witness.put("decayEndTime", info.get("decayEndTime").asText());
    witness.put("exclusiveFiller", Addresses.ZERO_ADDRESS);
    witness.put("exclusivityOverrideBps", "0");
    witness.put("inputToken", info.get("input").get("token").asText());
    witness.put("inputStartAmount", info.get("input").get("startAmount").asText());
    witness.put("inputEndAmount", info.get("input").get("endAmount").asText());
    ArrayNode outputs = witness.putArray("outputs");
    info.get("outputs").forEach(o -> outputs.add(o.deepCopy()));
    return permit;
  }
}
