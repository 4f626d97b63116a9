package io.tradingsdk.server.internal.engine;

import static io.tradingsdk.server.internal.engine.Permit2TypedData.dutchOutputType;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.orderInfoType;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.permit2Domain;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.type;
import static io.tradingsdk.server.internal.engine.Permit2TypedData.witnessTransferTypes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A UniswapX order ({@code DUTCH_V2}, {@code DUTCH_V3} or {@code PRIORITY}) in the three forms the
 * API deals in: the {@code orderInfo} JSON of a quote, the ABI-encoded order the reactor decodes
 * ({@code encodedOrder}), and the EIP-712 witness of the Permit2 {@code PermitWitnessTransferFrom}
 * the swapper signs. The struct and type strings are those of the UniswapX contracts
 * ({@code V2DutchOrderLib}, {@code V3DutchOrderLib}, {@code PriorityOrderLib}) as the UniswapX SDK
 * writes them; the order id is the order's EIP-712 struct hash, as the SDK's {@code hash()}.
 */
public final class IntentOrder {
  /** The three intent routings, with their order-type name (GET /orders) and witness struct. */
  public enum Kind {
    DUTCH_V2("DUTCH_V2", "Dutch_V2", "V2DutchOrder"),
    DUTCH_V3("DUTCH_V3", "Dutch_V3", "V3DutchOrder"),
    PRIORITY("PRIORITY", "Priority", "PriorityOrder"),
    /**
     * A limit order ({@code POST /limit_order_quote}): an exclusive Dutch order whose amounts do not decay, filled
     * once the market pays its outputs for its input ({@link LimitOrders}). Its order id is {@code
     * keccak256(encodedOrder)}, as the limit-order quote reports it.
     */
    LIMIT_ORDER("LIMIT_ORDER", "Limit", "ExclusiveDutchOrder");

    /** The quote's {@code routing}. */
    public final String routing;
    /** The {@code type} of the order in {@code GET /orders}. */
    public final String orderType;
    /** The witness struct of the permit. */
    public final String struct;

    Kind(String routing, String orderType, String struct) {
      this.routing = routing;
      this.orderType = orderType;
      this.struct = struct;
    }

    /** The kind of a routing value, or null when it is not an intent routing. */
    public static Kind ofRouting(String routing) {
      for (Kind kind : values()) {
        if (kind.routing.equals(routing)) {
          return kind;
        }
      }
      return null;
    }
  }

  /** One side of the order: the input, or one output. */
  public static final class Amount {
    public final String token;
    /** V2 startAmount, V3 startAmount, Priority amount. */
    public final BigInteger start;
    /** V2 endAmount, V3 maxAmount (input) or minAmount (output), Priority amount. */
    public final BigInteger end;
    /** Outputs only. */
    public final String recipient;
    /** V3 only: {@code adjustmentPerGweiBaseFee}. */
    public final BigInteger adjustment;
    /** V3 only: the decay curve, block offsets and the amounts subtracted from the start there. */
    public final List<Long> relativeBlocks;
    public final List<BigInteger> relativeAmounts;
    /** Priority only: {@code mpsPerPriorityFeeWei}. */
    public final BigInteger mps;

    public Amount(String token, BigInteger start, BigInteger end, String recipient, BigInteger adjustment,
        List<Long> relativeBlocks, List<BigInteger> relativeAmounts, BigInteger mps) {
      this.token = token;
      this.start = start;
      this.end = end;
      this.recipient = recipient;
      this.adjustment = adjustment;
      this.relativeBlocks = relativeBlocks == null ? null : List.copyOf(relativeBlocks);
      this.relativeAmounts = relativeAmounts == null ? null : List.copyOf(relativeAmounts);
      this.mps = mps;
    }
  }

  private static final Pattern SIGNED_DIGITS = Pattern.compile("^-?[0-9]+$");
  private static final Pattern HEX_BYTES = Pattern.compile("^0x([0-9a-fA-F]{2})*$");

  public final Kind kind;
  public final long chainId;
  public final String reactor;
  public final String swapper;
  public final BigInteger nonce;
  public final long deadline;
  public final String validationContract;
  public final String validationData;
  public final String cosigner;
  /** V3 only. */
  public final BigInteger startingBaseFee;
  /** Priority only. */
  public final BigInteger auctionStartBlock;
  /** Priority only. */
  public final BigInteger baselinePriorityFeeWei;
  /** Limit orders only: the (unused) decay window, unix seconds. */
  public final long decayStartTime;
  public final long decayEndTime;
  public final Amount input;
  public final List<Amount> outputs;

  public IntentOrder(Kind kind, long chainId, String reactor, String swapper, BigInteger nonce, long deadline,
      String cosigner, BigInteger startingBaseFee, BigInteger auctionStartBlock, BigInteger baselinePriorityFeeWei,
      Amount input, List<Amount> outputs) {
    this(kind, chainId, reactor, swapper, nonce, deadline, Addresses.ZERO_ADDRESS, "0x", cosigner, startingBaseFee,
        auctionStartBlock, baselinePriorityFeeWei, input, outputs);
  }

  private IntentOrder(Kind kind, long chainId, String reactor, String swapper, BigInteger nonce, long deadline,
      String validationContract, String validationData, String cosigner, BigInteger startingBaseFee,
      BigInteger auctionStartBlock, BigInteger baselinePriorityFeeWei, Amount input, List<Amount> outputs) {
    this(kind, chainId, reactor, swapper, nonce, deadline, validationContract, validationData, cosigner,
        startingBaseFee, auctionStartBlock, baselinePriorityFeeWei, 0, 0, input, outputs);
  }

  private IntentOrder(Kind kind, long chainId, String reactor, String swapper, BigInteger nonce, long deadline,
      String validationContract, String validationData, String cosigner, BigInteger startingBaseFee,
      BigInteger auctionStartBlock, BigInteger baselinePriorityFeeWei, long decayStartTime, long decayEndTime,
      Amount input, List<Amount> outputs) {
    this.kind = kind;
    this.chainId = chainId;
    this.reactor = reactor;
    this.swapper = swapper;
    this.nonce = nonce;
    this.deadline = deadline;
    this.validationContract = validationContract;
    this.validationData = validationData;
    this.cosigner = cosigner;
    this.startingBaseFee = startingBaseFee;
    this.auctionStartBlock = auctionStartBlock;
    this.baselinePriorityFeeWei = baselinePriorityFeeWei;
    this.decayStartTime = decayStartTime;
    this.decayEndTime = decayEndTime;
    this.input = input;
    this.outputs = List.copyOf(outputs);
  }

  /**
   * A limit order: no exclusive filler, no validation contract, amounts that do not decay ({@code start == end}).
   */
  public static IntentOrder limit(long chainId, String reactor, String swapper, BigInteger nonce, long deadline,
      long decayStartTime, long decayEndTime, Amount input, List<Amount> outputs) {
    return new IntentOrder(Kind.LIMIT_ORDER, chainId, reactor, swapper, nonce, deadline, Addresses.ZERO_ADDRESS, "0x",
        Addresses.ZERO_ADDRESS, null, null, null, decayStartTime, decayEndTime, input, outputs);
  }

  /** What the permit lets the reactor take: V2 the input's end amount, V3 its max, Priority its amount. */
  public BigInteger permittedAmount() {
    return input.end;
  }

  // --- orderInfo JSON ------------------------------------------------------------------------------

  /** The quote's {@code orderInfo}, as the service writes it (amounts as strings, deadline a number). */
  public ObjectNode toJson() {
    ObjectNode info = Engine.object();
    info.put("chainId", chainId);
    info.put("nonce", nonce.toString());
    info.put("reactor", reactor);
    info.put("swapper", swapper);
    info.put("deadline", deadline);
    info.put("additionalValidationContract", validationContract);
    info.put("additionalValidationData", validationData);
    switch (kind) {
      case DUTCH_V2:
        info.set("input", v2Json(input));
        ArrayNode v2Outputs = info.putArray("outputs");
        outputs.forEach(o -> v2Outputs.add(v2Json(o)));
        info.put("cosigner", cosigner);
        break;
      case DUTCH_V3:
        info.set("input", v3Json(input, true));
        ArrayNode v3Outputs = info.putArray("outputs");
        outputs.forEach(o -> v3Outputs.add(v3Json(o, false)));
        info.put("cosigner", cosigner);
        info.put("startingBaseFee", startingBaseFee.toString());
        break;
      case LIMIT_ORDER:
        info.put("decayStartTime", decayStartTime);
        info.put("decayEndTime", decayEndTime);
        info.put("exclusiveFiller", Addresses.ZERO_ADDRESS);
        info.put("exclusivityOverrideBps", "0");
        info.set("input", v2Json(input));
        ArrayNode limitOutputs = info.putArray("outputs");
        outputs.forEach(o -> limitOutputs.add(v2Json(o)));
        break;
      default:
        info.put("auctionStartBlock", auctionStartBlock.toString());
        info.put("baselinePriorityFeeWei", baselinePriorityFeeWei.toString());
        info.set("input", priorityJson(input));
        ArrayNode priorityOutputs = info.putArray("outputs");
        outputs.forEach(o -> priorityOutputs.add(priorityJson(o)));
        info.put("cosigner", cosigner);
    }
    return info;
  }

  private static ObjectNode v2Json(Amount amount) {
    ObjectNode node = Engine.object();
    node.put("token", amount.token);
    node.put("startAmount", amount.start.toString());
    node.put("endAmount", amount.end.toString());
    if (amount.recipient != null) {
      node.put("recipient", amount.recipient);
    }
    return node;
  }

  private static ObjectNode v3Json(Amount amount, boolean isInput) {
    ObjectNode node = Engine.object();
    node.put("token", amount.token);
    node.put("startAmount", amount.start.toString());
    node.put(isInput ? "maxAmount" : "minAmount", amount.end.toString());
    if (!isInput) {
      node.put("recipient", amount.recipient);
    }
    node.put("adjustmentPerGweiBaseFee", amount.adjustment.toString());
    ObjectNode curve = node.putObject("curve");
    amount.relativeBlocks.forEach(curve.putArray("relativeBlocks")::add);
    ArrayNode amounts = curve.putArray("relativeAmounts");
    amount.relativeAmounts.forEach(a -> amounts.add(a.toString()));
    return node;
  }

  private static ObjectNode priorityJson(Amount amount) {
    ObjectNode node = Engine.object();
    node.put("token", amount.token);
    node.put("amount", amount.start.toString());
    node.put("mpsPerPriorityFeeWei", amount.mps.toString());
    if (amount.recipient != null) {
      node.put("recipient", amount.recipient);
    }
    return node;
  }

  /**
   * Reads an {@code orderInfo} as a client sent it back.
   *
   * @throws ApiError 400 naming the first field that is missing or malformed
   */
  public static IntentOrder read(Kind kind, Body info) {
    long chainId = info.integer("chainId");
    String reactor = info.address("reactor");
    String swapper = info.address("swapper");
    BigInteger nonce = uint(info, "nonce");
    long deadline = info.integer("deadline");
    String validationContract = info.optionalAddress("additionalValidationContract").orElse(Addresses.ZERO_ADDRESS);
    String validationData = info.optionalMatching("additionalValidationData", HEX_BYTES).orElse("0x");
    Body input = info.object("input");
    List<JsonNode> outputNodes = info.array("outputs");
    List<Amount> outputs = new ArrayList<>();
    switch (kind) {
      case LIMIT_ORDER: {
        for (int i = 0; i < outputNodes.size(); i++) {
          Body o = info.element("outputs", outputNodes, i);
          outputs.add(new Amount(o.address("token"), uint(o, "startAmount"), uint(o, "endAmount"),
              o.address("recipient"), null, null, null, null));
        }
        Amount in = new Amount(input.address("token"), uint(input, "startAmount"), uint(input, "endAmount"), null,
            null, null, null, null);
        String exclusiveFiller = info.optionalAddress("exclusiveFiller").orElse(Addresses.ZERO_ADDRESS);
        if (!Addresses.normalize(exclusiveFiller).equals(Addresses.ZERO_ADDRESS)
            || uint(info, "exclusivityOverrideBps").signum() != 0) {
          throw info.invalid("exclusiveFiller", "must be the zero address with exclusivityOverrideBps 0 in a limit"
              + " order");
        }
        return new IntentOrder(kind, chainId, reactor, swapper, nonce, deadline, validationContract,
            validationData, Addresses.ZERO_ADDRESS, null, null, null, info.integer("decayStartTime"),
            info.integer("decayEndTime"), in, outputs);
      }
      case DUTCH_V2: {
        String cosigner = info.address("cosigner");
        for (int i = 0; i < outputNodes.size(); i++) {
          Body o = info.element("outputs", outputNodes, i);
          outputs.add(new Amount(o.address("token"), uint(o, "startAmount"), uint(o, "endAmount"),
              o.address("recipient"), null, null, null, null));
        }
        Amount in = new Amount(input.address("token"), uint(input, "startAmount"), uint(input, "endAmount"), null,
            null, null, null, null);
        return new IntentOrder(kind, chainId, reactor, swapper, nonce, deadline, validationContract,
            validationData, cosigner, null, null, null, in, outputs);
      }
      case DUTCH_V3: {
        String cosigner = info.address("cosigner");
        BigInteger startingBaseFee = uint(info, "startingBaseFee");
        for (int i = 0; i < outputNodes.size(); i++) {
          Body o = info.element("outputs", outputNodes, i);
          Body curve = o.object("curve");
          outputs.add(new Amount(o.address("token"), uint(o, "startAmount"), uint(o, "minAmount"),
              o.address("recipient"), uint(o, "adjustmentPerGweiBaseFee"), blocks(curve), amounts(curve), null));
        }
        Body curve = input.object("curve");
        Amount in = new Amount(input.address("token"), uint(input, "startAmount"), uint(input, "maxAmount"), null,
            uint(input, "adjustmentPerGweiBaseFee"), blocks(curve), amounts(curve), null);
        return new IntentOrder(kind, chainId, reactor, swapper, nonce, deadline, validationContract,
            validationData, cosigner, startingBaseFee, null, null, in, outputs);
      }
      default: {
        String cosigner = info.address("cosigner");
        BigInteger auctionStartBlock = uint(info, "auctionStartBlock");
        BigInteger baseline = uint(info, "baselinePriorityFeeWei");
        for (int i = 0; i < outputNodes.size(); i++) {
          Body o = info.element("outputs", outputNodes, i);
          BigInteger amount = uint(o, "amount");
          outputs.add(new Amount(o.address("token"), amount, amount, o.address("recipient"), null, null, null,
              uint(o, "mpsPerPriorityFeeWei")));
        }
        BigInteger amount = uint(input, "amount");
        Amount in = new Amount(input.address("token"), amount, amount, null, null, null, null,
            uint(input, "mpsPerPriorityFeeWei"));
        return new IntentOrder(kind, chainId, reactor, swapper, nonce, deadline, validationContract,
            validationData, cosigner, null, auctionStartBlock, baseline, in, outputs);
      }
    }
  }

  private static BigInteger uint(Body body, String field) {
    BigInteger value = new BigInteger(body.matching(field, Body.DIGITS));
    if (value.bitLength() > 256) {
      throw body.invalid(field, "must be less than or equal to 2^256 - 1");
    }
    return value;
  }

  private static List<Long> blocks(Body curve) {
    List<Long> out = new ArrayList<>();
    List<JsonNode> items = curve.array("relativeBlocks");
    for (int i = 0; i < items.size(); i++) {
      JsonNode item = items.get(i);
      if (!item.canConvertToLong() || !item.isIntegralNumber() || item.longValue() < 0 || item.longValue() > 0xffff) {
        throw curve.invalid("relativeBlocks[" + i + "]", "must be an integer from 0 to 65535");
      }
      out.add(item.longValue());
    }
    return out;
  }

  private static List<BigInteger> amounts(Body curve) {
    List<BigInteger> out = new ArrayList<>();
    List<JsonNode> items = curve.array("relativeAmounts");
    for (int i = 0; i < items.size(); i++) {
      JsonNode item = items.get(i);
      // The length check comes first: parsing a long decimal costs time quadratic in its length.
      if (!item.isTextual() || item.textValue().length() > Body.MAX_DIGITS + 1
          || !SIGNED_DIGITS.matcher(item.textValue()).matches()
          || new BigInteger(item.textValue()).bitLength() > 255) {
        throw curve.invalid("relativeAmounts[" + i + "]", "must be a string of an int256 (at most "
            + Body.MAX_DIGITS + " digits)");
      }
      out.add(new BigInteger(item.textValue()));
    }
    return out;
  }

  // --- encodedOrder --------------------------------------------------------------------------------

  // The order structs as the reactors decode them (the uniswapx-sdk's *_ORDER_ABI without "tuple").
  private static final String ORDER_INFO = "(address,address,uint256,uint256,address,bytes)";
  private static final String CURVE = "(uint256,int256[])";
  private static final String V2_ORDER = "(" + ORDER_INFO + ",address,(address,uint256,uint256),"
      + "(address,uint256,uint256,address)[],(uint256,uint256,address,uint256,uint256,uint256[]),bytes)";
  private static final String V3_ORDER = "(" + ORDER_INFO + ",address,uint256,(address,uint256," + CURVE
      + ",uint256,uint256),(address,uint256," + CURVE + ",address,uint256,uint256)[],"
      + "(uint256,address,uint256,uint256,uint256[]),bytes)";
  private static final String EXCLUSIVE_DUTCH_ORDER = "(" + ORDER_INFO + ",uint256,uint256,address,uint256,"
      + "(address,uint256,uint256),(address,uint256,uint256,address)[])";
  private static final String PRIORITY_ORDER = "(" + ORDER_INFO + ",address,uint256,uint256,(address,uint256,uint256),"
      + "(address,uint256,uint256,address)[],(uint256),bytes)";

  /** {@code abi.encode(order)} with empty cosigner data and cosignature, as the UniswapX SDK serializes it. */
  public String encode() {
    Address zero = Addresses.of(Addresses.ZERO_ADDRESS);
    List<Object> info = List.of(Addresses.of(reactor), Addresses.of(swapper), nonce, deadline,
        Addresses.of(validationContract), Hex.decode(validationData, "additionalValidationData"));
    List<Object> encodedOutputs = new ArrayList<>();
    switch (kind) {
      case LIMIT_ORDER: {
        outputs.forEach(o -> encodedOutputs.add(List.of(Addresses.of(o.token), o.start, o.end,
            Addresses.of(o.recipient))));
        return encodeOrder(EXCLUSIVE_DUTCH_ORDER, info, decayStartTime, decayEndTime, zero, BigInteger.ZERO,
            List.of(Addresses.of(input.token), input.start, input.end), encodedOutputs);
      }
      case DUTCH_V2: {
        outputs.forEach(o -> encodedOutputs.add(List.of(Addresses.of(o.token), o.start, o.end,
            Addresses.of(o.recipient))));
        List<Object> cosignerData = List.of(BigInteger.ZERO, BigInteger.ZERO, zero, BigInteger.ZERO, BigInteger.ZERO,
            List.of(BigInteger.ZERO));
        return encodeOrder(V2_ORDER, info, Addresses.of(cosigner),
            List.of(Addresses.of(input.token), input.start, input.end), encodedOutputs, cosignerData, new byte[0]);
      }
      case DUTCH_V3: {
        // The SDK packs the input's relative blocks into every curve; the server writes one curve shape.
        BigInteger packed = packBlocks(input.relativeBlocks);
        outputs.forEach(o -> encodedOutputs.add(List.of(Addresses.of(o.token), o.start,
            List.of(packed, o.relativeAmounts), Addresses.of(o.recipient), o.end, o.adjustment)));
        List<Object> cosignerData = List.of(BigInteger.ZERO, zero, BigInteger.ZERO, BigInteger.ZERO,
            List.of(BigInteger.ZERO));
        return encodeOrder(V3_ORDER, info, Addresses.of(cosigner), startingBaseFee,
            List.of(Addresses.of(input.token), input.start, List.of(packed, input.relativeAmounts), input.end,
                input.adjustment),
            encodedOutputs, cosignerData, new byte[0]);
      }
      default: {
        outputs.forEach(o -> encodedOutputs.add(List.of(Addresses.of(o.token), o.start, o.mps,
            Addresses.of(o.recipient))));
        return encodeOrder(PRIORITY_ORDER, info, Addresses.of(cosigner), auctionStartBlock, baselinePriorityFeeWei,
            List.of(Addresses.of(input.token), input.start, input.mps), encodedOutputs, List.of(BigInteger.ZERO),
            new byte[0]);
      }
    }
  }

  /** {@code abi.encode(order)}: the order struct of type {@code orderType}, its members given in order. */
  private static String encodeOrder(String orderType, Object... members) {
    return Hex.encode(Abi.encode("(" + orderType + ")", List.of(members)));
  }

  /** Relative blocks packed 16 bits each, the first in the lowest bits (V3DutchOrderLib). */
  static BigInteger packBlocks(List<Long> blocks) {
    BigInteger packed = BigInteger.ZERO;
    for (int i = 0; i < blocks.size(); i++) {
      packed = packed.or(BigInteger.valueOf(blocks.get(i)).shiftLeft(16 * i));
    }
    return packed;
  }

  // --- EIP-712 -------------------------------------------------------------------------------------

  /** The order's EIP-712 types: the witness struct and the structs it uses. */
  public ObjectNode orderTypes() {
    ObjectNode types = Engine.object();
    switch (kind) {
      case LIMIT_ORDER:
        type(types, "ExclusiveDutchOrder", "info", "OrderInfo", "decayStartTime", "uint256", "decayEndTime",
            "uint256", "exclusiveFiller", "address", "exclusivityOverrideBps", "uint256", "inputToken", "address",
            "inputStartAmount", "uint256", "inputEndAmount", "uint256", "outputs", "DutchOutput[]");
        orderInfoType(types);
        dutchOutputType(types);
        break;
      case DUTCH_V2:
        type(types, "V2DutchOrder", "info", "OrderInfo", "cosigner", "address", "baseInputToken", "address",
            "baseInputStartAmount", "uint256", "baseInputEndAmount", "uint256", "baseOutputs", "DutchOutput[]");
        orderInfoType(types);
        dutchOutputType(types);
        break;
      case DUTCH_V3:
        type(types, "V3DutchOrder", "info", "OrderInfo", "cosigner", "address", "startingBaseFee", "uint256",
            "baseInput", "V3DutchInput", "baseOutputs", "V3DutchOutput[]");
        orderInfoType(types);
        type(types, "V3DutchInput", "token", "address", "startAmount", "uint256", "curve", "NonlinearDutchDecay",
            "maxAmount", "uint256", "adjustmentPerGweiBaseFee", "uint256");
        type(types, "V3DutchOutput", "token", "address", "startAmount", "uint256", "curve", "NonlinearDutchDecay",
            "recipient", "address", "minAmount", "uint256", "adjustmentPerGweiBaseFee", "uint256");
        type(types, "NonlinearDutchDecay", "relativeBlocks", "uint256", "relativeAmounts", "int256[]");
        break;
      default:
        type(types, "PriorityOrder", "info", "OrderInfo", "cosigner", "address", "auctionStartBlock", "uint256",
            "baselinePriorityFeeWei", "uint256", "input", "PriorityInput", "outputs", "PriorityOutput[]");
        orderInfoType(types);
        type(types, "PriorityInput", "token", "address", "amount", "uint256", "mpsPerPriorityFeeWei", "uint256");
        type(types, "PriorityOutput", "token", "address", "amount", "uint256", "mpsPerPriorityFeeWei", "uint256",
            "recipient", "address");
    }
    return types;
  }

  /** The witness: the order as its EIP-712 struct. */
  public ObjectNode witness() {
    ObjectNode witness = Engine.object();
    ObjectNode info = witness.putObject("info");
    info.put("reactor", reactor);
    info.put("swapper", swapper);
    info.put("nonce", nonce.toString());
    info.put("deadline", deadline);
    info.put("additionalValidationContract", validationContract);
    info.put("additionalValidationData", validationData);
    if (kind == Kind.LIMIT_ORDER) {
      witness.put("decayStartTime", Long.toString(decayStartTime));
      witness.put("decayEndTime", Long.toString(decayEndTime));
      witness.put("exclusiveFiller", Addresses.ZERO_ADDRESS);
      witness.put("exclusivityOverrideBps", "0");
      witness.put("inputToken", input.token);
      witness.put("inputStartAmount", input.start.toString());
      witness.put("inputEndAmount", input.end.toString());
      ArrayNode limitOutputs = witness.putArray("outputs");
      outputs.forEach(o -> limitOutputs.add(v2Json(o)));
      return witness;
    }
    witness.put("cosigner", cosigner);
    switch (kind) {
      case DUTCH_V2:
        witness.put("baseInputToken", input.token);
        witness.put("baseInputStartAmount", input.start.toString());
        witness.put("baseInputEndAmount", input.end.toString());
        ArrayNode baseOutputs = witness.putArray("baseOutputs");
        outputs.forEach(o -> baseOutputs.add(v2Json(o)));
        break;
      case DUTCH_V3:
        witness.put("startingBaseFee", startingBaseFee.toString());
        ObjectNode baseInput = witness.putObject("baseInput");
        baseInput.put("token", input.token);
        baseInput.put("startAmount", input.start.toString());
        baseInput.set("curve", curveWitness(input));
        baseInput.put("maxAmount", input.end.toString());
        baseInput.put("adjustmentPerGweiBaseFee", input.adjustment.toString());
        ArrayNode v3Outputs = witness.putArray("baseOutputs");
        for (Amount o : outputs) {
          ObjectNode node = v3Outputs.addObject();
          node.put("token", o.token);
          node.put("startAmount", o.start.toString());
          node.set("curve", curveWitness(o));
          node.put("recipient", o.recipient);
          node.put("minAmount", o.end.toString());
          node.put("adjustmentPerGweiBaseFee", o.adjustment.toString());
        }
        break;
      default:
        witness.put("auctionStartBlock", auctionStartBlock.toString());
        witness.put("baselinePriorityFeeWei", baselinePriorityFeeWei.toString());
        witness.set("input", priorityJson(input));
        ArrayNode priorityOutputs = witness.putArray("outputs");
        outputs.forEach(o -> priorityOutputs.add(priorityJson(o)));
    }
    return witness;
  }

  /** Each curve is hashed with its own blocks (the SDK's witness), so the order id covers every curve. */
  private static ObjectNode curveWitness(Amount amount) {
    ObjectNode curve = Engine.object();
    curve.put("relativeBlocks", packBlocks(amount.relativeBlocks).toString());
    ArrayNode amounts = curve.putArray("relativeAmounts");
    amount.relativeAmounts.forEach(a -> amounts.add(a.toString()));
    return curve;
  }

  /**
   * The Permit2 {@code PermitWitnessTransferFrom} the swapper signs: the reactor may take the
   * permitted input once, under the order's nonce and deadline, with the order as the witness.
   */
  public ObjectNode permitData(String permit2) {
    ObjectNode permit = Engine.object();
    permit.set("domain", permit2Domain(chainId, permit2));
    ObjectNode types = permit.putObject("types");
    witnessTransferTypes(types, kind.struct);
    types.setAll(orderTypes());
    ObjectNode values = permit.putObject("values");
    ObjectNode permitted = values.putObject("permitted");
    permitted.put("token", input.token);
    permitted.put("amount", permittedAmount().toString());
    values.put("spender", reactor);
    values.put("nonce", nonce.toString());
    values.put("deadline", deadline);
    values.set("witness", witness());
    return permit;
  }

  /**
   * The order hash (EIP-712 struct hash of the order), the {@code orderId} the service reports and the {@code
   * orderHash} the reactor's {@code Fill} event names; a limit order's too (uniswapx-sdk's {@code DutchOrder.hash()}
   * of the exclusive Dutch order, not a hash of its encoding).
   */
  public String orderId() {
    ObjectNode typedData = Engine.object();
    typedData.set("domain", permit2Domain(chainId, Chain.PERMIT2));
    typedData.set("types", orderTypes());
    typedData.set("values", witness());
    return TypedData.from(typedData).structHash().toHex();
  }
}
