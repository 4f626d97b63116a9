package io.tradingsdk.signing.uniswapx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Field;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.permit2.PermitTransferFrom;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.permit2.TokenPermissions;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The UniswapX witness types, member for member as the contracts' {@code PERMIT2_ORDER_TYPE}
 * strings define them (V2DutchOrderLib, V3DutchOrderLib, PriorityOrderLib), and the checks the
 * builders share.
 */
final class Orders {
  static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  static final BigInteger MIN_INT256 = BigInteger.ONE.shiftLeft(255).negate();
  static final BigInteger MAX_INT256 = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.ONE);
  static final Address ZERO_ADDRESS = Address.fromBytes(new byte[20]);

  // Each struct as the contracts' PERMIT2_ORDER_TYPE strings write it (EIP-712 encodeType form).
  private static final String ORDER_INFO_TYPE = "OrderInfo(address reactor,address swapper,uint256 nonce,uint256 deadline,"
      + "address additionalValidationContract,bytes additionalValidationData)";
  private static final String DUTCH_OUTPUT_TYPE =
      "DutchOutput(address token,uint256 startAmount,uint256 endAmount,address recipient)";
  private static final String NONLINEAR_DUTCH_DECAY_TYPE =
      "NonlinearDutchDecay(uint256 relativeBlocks,int256[] relativeAmounts)";

  static final Map<String, List<Eip712Field>> V2_DUTCH_ORDER_TYPES = types(
      "V2DutchOrder(OrderInfo info,address cosigner,address baseInputToken,uint256 baseInputStartAmount,"
          + "uint256 baseInputEndAmount,DutchOutput[] baseOutputs)",
      ORDER_INFO_TYPE,
      DUTCH_OUTPUT_TYPE);

  static final Map<String, List<Eip712Field>> V3_DUTCH_ORDER_TYPES = types(
      "V3DutchOrder(OrderInfo info,address cosigner,uint256 startingBaseFee,V3DutchInput baseInput,"
          + "V3DutchOutput[] baseOutputs)",
      ORDER_INFO_TYPE,
      "V3DutchInput(address token,uint256 startAmount,NonlinearDutchDecay curve,uint256 maxAmount,"
          + "uint256 adjustmentPerGweiBaseFee)",
      "V3DutchOutput(address token,uint256 startAmount,NonlinearDutchDecay curve,address recipient,"
          + "uint256 minAmount,uint256 adjustmentPerGweiBaseFee)",
      NONLINEAR_DUTCH_DECAY_TYPE);

  static final Map<String, List<Eip712Field>> PRIORITY_ORDER_TYPES = types(
      "PriorityOrder(OrderInfo info,address cosigner,uint256 auctionStartBlock,uint256 baselinePriorityFeeWei,"
          + "PriorityInput input,PriorityOutput[] outputs)",
      ORDER_INFO_TYPE,
      "PriorityInput(address token,uint256 amount,uint256 mpsPerPriorityFeeWei)",
      "PriorityOutput(address token,uint256 amount,uint256 mpsPerPriorityFeeWei,address recipient)");

  // ---- the order structs' ABI types, as the reactors decode them (uniswapx-sdk's *_ORDER_ABI) --------

  /** {@code OrderInfo}: reactor, swapper, nonce, deadline, additionalValidationContract, additionalValidationData. */
  static final String ORDER_INFO_ABI = "(address,address,uint256,uint256,address,bytes)";
  /** {@code DutchInput} (V2DutchOrderLib): token, startAmount, endAmount. */
  static final String DUTCH_INPUT_ABI = "(address,uint256,uint256)";
  /** {@code DutchOutput} (V2DutchOrderLib), the element of {@code baseOutputs}. */
  static final String DUTCH_OUTPUT_ABI = "(address,uint256,uint256,address)";
  /** V2's {@code CosignerData}. */
  static final String V2_COSIGNER_DATA_ABI = "(uint256,uint256,address,uint256,uint256,uint256[])";
  /** {@code V2DutchOrder}: info, cosigner, baseInput, baseOutputs, cosignerData, cosignature. */
  static final String V2_DUTCH_ORDER_ABI = "(" + ORDER_INFO_ABI + ",address," + DUTCH_INPUT_ABI + ","
      + DUTCH_OUTPUT_ABI + "[]," + V2_COSIGNER_DATA_ABI + ",bytes)";
  /** {@code NonlinearDutchDecay}: the packed relative blocks and the relative amounts. */
  static final String CURVE_ABI = "(uint256,int256[])";
  /** {@code V3DutchInput} (V3DutchOrderLib). */
  static final String V3_DUTCH_INPUT_ABI = "(address,uint256," + CURVE_ABI + ",uint256,uint256)";
  /** {@code V3DutchOutput} (V3DutchOrderLib). */
  static final String V3_DUTCH_OUTPUT_ABI = "(address,uint256," + CURVE_ABI + ",address,uint256,uint256)";
  /** V3's {@code CosignerData}. */
  static final String V3_COSIGNER_DATA_ABI = "(uint256,address,uint256,uint256,uint256[])";
  /** {@code V3DutchOrder}: info, cosigner, startingBaseFee, baseInput, baseOutputs, cosignerData, cosignature. */
  static final String V3_DUTCH_ORDER_ABI = "(" + ORDER_INFO_ABI + ",address,uint256," + V3_DUTCH_INPUT_ABI + ","
      + V3_DUTCH_OUTPUT_ABI + "[]," + V3_COSIGNER_DATA_ABI + ",bytes)";
  /** {@code PriorityInput} (PriorityOrderLib). */
  static final String PRIORITY_INPUT_ABI = "(address,uint256,uint256)";
  /** {@code PriorityOutput} (PriorityOrderLib). */
  static final String PRIORITY_OUTPUT_ABI = "(address,uint256,uint256,address)";
  /** {@code PriorityCosignerData}. */
  static final String PRIORITY_COSIGNER_DATA_ABI = "(uint256)";
  /**
   * {@code PriorityOrder}: info, cosigner, auctionStartBlock, baselinePriorityFeeWei, input, outputs, cosignerData,
   * cosignature.
   */
  static final String PRIORITY_ORDER_ABI = "(" + ORDER_INFO_ABI + ",address,uint256,uint256," + PRIORITY_INPUT_ABI
      + "," + PRIORITY_OUTPUT_ABI + "[]," + PRIORITY_COSIGNER_DATA_ABI + ",bytes)";

  private Orders() {}

  /**
   * The struct types, in the order given, from their encodeType strings: {@code Name(type1 name1,type2 name2)},
   * each member a type and a name, as the contracts' type strings write them.
   */
  private static Map<String, List<Eip712Field>> types(String... structs) {
    Map<String, List<Eip712Field>> types = new LinkedHashMap<>();
    for (String struct : structs) {
      int open = struct.indexOf('(');
      if (open <= 0 || !struct.endsWith(")")) {
        throw new IllegalArgumentException("not a struct type: " + struct);
      }
      List<Eip712Field> fields = new ArrayList<>();
      for (String member : struct.substring(open + 1, struct.length() - 1).split(",")) {
        int space = member.indexOf(' ');
        fields.add(Eip712Field.of(member.substring(space + 1), member.substring(0, space)));
      }
      types.put(struct.substring(0, open), List.copyOf(fields));
    }
    return java.util.Collections.unmodifiableMap(types);
  }

  /** Checks {@code 0 <= value < 2^256}. */
  static void checkUint256(String path, BigInteger value) {
    if (value.signum() < 0 || value.compareTo(MAX_UINT256) > 0) {
      throw new InvalidTypedDataException(path, value + " does not fit uint256 (0 to 2^256-1)");
    }
  }

  /** Checks {@code -2^255 <= value < 2^255}. */
  static void checkInt256(String path, BigInteger value) {
    if (value.compareTo(MIN_INT256) < 0 || value.compareTo(MAX_INT256) > 0) {
      throw new InvalidTypedDataException(path, value + " does not fit int256 (-2^255 to 2^255-1)");
    }
  }

  /** Checks that a list is not empty. */
  static void checkNotEmpty(String path, List<?> list, String what) {
    if (list.isEmpty()) {
      throw new InvalidTypedDataException(path, "must hold at least one " + what + ", got none");
    }
  }

  /** V2 and V3 reactors only fill cosigned orders: a zero cosigner makes an order nobody can fill. */
  static void checkCosigned(Address cosigner, String reactor) {
    if (cosigner.equals(ZERO_ADDRESS)) {
      throw new InvalidTypedDataException("cosigner", "must not be the zero address: the " + reactor
          + " reactor only fills cosigned orders");
    }
  }

  /**
   * The permit every order signs: the input token and the most input the order can take, moved by the
   * reactor under the order's nonce and deadline (the reactors' {@code toPermit}).
   */
  static PermitTransferFrom permit(OrderInfoToSign info, Address inputToken, BigInteger maxInput) {
    return PermitTransferFrom.builder()
        .permitted(TokenPermissions.of(inputToken, maxInput))
        .spender(info.reactor())
        .nonce(info.nonce())
        .deadline(info.deadline())
        .build();
  }

  /** Parses an address read from an API model, naming {@code path} when it is not one. */
  static Address address(String path, String text) {
    try {
      return Address.of(text);
    } catch (IllegalArgumentException e) {
      throw new InvalidTypedDataException(path, e.getMessage());
    }
  }

  /** A required value the API model may lack. */
  static <T> T required(String path, Optional<T> value, String expected) {
    return value.orElseThrow(() -> new InvalidTypedDataException(path, "missing (expected " + expected + ")"));
  }

  // ---- encodedOrder: the cosigner's half, left blank ----------------------------------------------
  // The swapper signs without it and the cosigner fills it in; the blank form is uniswapx-sdk's
  // Unsigned*Order.serialize(): zeros, a single zero output override and an empty cosignature.

  private static final List<BigInteger> ONE_ZERO_OVERRIDE = List.of(BigInteger.ZERO);

  /**
   * V2's {@code CosignerData(uint256 decayStartTime, uint256 decayEndTime, address exclusiveFiller,
   * uint256 exclusivityOverrideBps, uint256 inputOverride, uint256[] outputOverrides)}.
   */
  static List<Object> blankV2CosignerData() {
    return List.of(BigInteger.ZERO, BigInteger.ZERO, ZERO_ADDRESS, BigInteger.ZERO, BigInteger.ZERO, ONE_ZERO_OVERRIDE);
  }

  /**
   * V3's {@code CosignerData(uint256 decayStartBlock, address exclusiveFiller, uint256
   * exclusivityOverrideBps, uint256 inputOverride, uint256[] outputOverrides)}.
   */
  static List<Object> blankV3CosignerData() {
    return List.of(BigInteger.ZERO, ZERO_ADDRESS, BigInteger.ZERO, BigInteger.ZERO, ONE_ZERO_OVERRIDE);
  }

  /** Priority's {@code PriorityCosignerData(uint256 auctionTargetBlock)}. */
  static List<Object> blankPriorityCosignerData() {
    return List.of(BigInteger.ZERO);
  }

  /** No cosignature yet: empty {@code bytes}. */
  static byte[] noCosignature() {
    return new byte[0];
  }

  /** The ABI array of a list of structs, each turned into its members by {@code toAbi}. */
  static <T> List<Object> abiList(List<T> items, Function<T, List<Object>> toAbi) {
    List<Object> values = new ArrayList<>(items.size());
    items.forEach(item -> values.add(toAbi.apply(item)));
    return values;
  }

  /** {@code abi.encode(order)}, the order's members of {@code orderType}, as {@code 0x} and lower-case hex. */
  static String encodedOrder(String orderType, List<Object> order) {
    return Hex.encode(Abi.encode("(" + orderType + ")", order));
  }
}
