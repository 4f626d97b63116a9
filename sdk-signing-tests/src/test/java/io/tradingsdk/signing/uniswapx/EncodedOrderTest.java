package io.tradingsdk.signing.uniswapx;

import static io.tradingsdk.signing.uniswapx.UniswapXBuildersTest.big;
import static io.tradingsdk.signing.uniswapx.UniswapXBuildersTest.resource;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code encodedOrder()} is {@code abi.encode} of the contract's order struct: byte for byte the
 * oracles' encodings (src/test/resources/eip712/uniswapx), and, for orders no oracle covers, an
 * encoding the strict ABI decoder (checked on its own against ethers, in {@code codec.AbiVectorsTest})
 * reads back into the same order.
 */
class EncodedOrderTest {
  // The contracts' order structs in canonical form: the uniswapx-sdk's *_ORDER_ABI strings without "tuple".
  private static final String ORDER_INFO = "(address,address,uint256,uint256,address,bytes)";
  static final String V2_ABI = "(" + ORDER_INFO + ",address,(address,uint256,uint256),(address,uint256,uint256,address)[],"
      + "(uint256,uint256,address,uint256,uint256,uint256[]),bytes)";
  static final String V3_ABI = "(" + ORDER_INFO + ",address,uint256,(address,uint256,(uint256,int256[]),uint256,uint256),"
      + "(address,uint256,(uint256,int256[]),address,uint256,uint256)[],(uint256,address,uint256,uint256,uint256[]),bytes)";
  static final String PRIORITY_ABI = "(" + ORDER_INFO + ",address,uint256,uint256,(address,uint256,uint256),"
      + "(address,uint256,uint256,address)[],(uint256),bytes)";

  private static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  private static final BigInteger MIN_INT256 = BigInteger.ONE.shiftLeft(255).negate();
  private static final BigInteger MAX_INT256 = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.ONE);
  private static final Address ZERO = Address.fromBytes(new byte[20]);
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address WETH = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  private static final Address SWAPPER = Address.of("0x5Bd36dDFA4af7079aFBa5271b3F80F1C7d6FB556");
  private static final Address FEE = Address.of("0x27213E28D7fDA5c57Fe9e5dD923818DBCcf71c47");

  // ---- the oracles -------------------------------------------------------------------------------

  @ParameterizedTest
  @MethodSource("io.tradingsdk.signing.uniswapx.UniswapXBuildersTest#cases")
  void eachOracleOrderEncodesAsTheStructTheReactorHashes(JsonNode vector) {
    UniswapXOrderToSign order = UniswapXBuildersTest.orderOf(vector.get("order"));
    assertThat(order.encodedOrder()).isEqualTo(vector.get("reactorEncodedOrder").asText());
  }

  @ParameterizedTest
  @MethodSource("io.tradingsdk.signing.uniswapx.UniswapXBuildersTest#cases")
  void eachOracleOrderEncodesAsTheUniswapxSdkSerializesItUnsigned(JsonNode vector) {
    UniswapXOrderToSign order = UniswapXBuildersTest.orderOf(vector.get("order"));
    String sdk = vector.get("encodedOrder").asText();
    if (order instanceof V3DutchOrder && !outputBlocksAreTheInputs((V3DutchOrder) order)) {
      assertDiffersOnlyInOutputCurveBlocks((V3DutchOrder) order, sdk);
    } else {
      assertThat(order.encodedOrder()).isEqualTo(sdk);
    }
  }

  @Test
  void quotesOfEachRoutingCarryTheOrdersEncoding() throws IOException {
    V2DutchOrder v2 = V2DutchOrder.fromQuote(((DutchQuoteV2) quote("quote-dutch-v2.json").quote()).orderInfo());
    assertThat(v2.encodedOrder()).isEqualTo(encodedOrderOf("quote-dutch-v2.json"));

    PriorityOrder priority = PriorityOrder.fromQuote(((PriorityQuote) quote("quote-priority.json").quote()).orderInfo());
    assertThat(priority.encodedOrder()).isEqualTo(encodedOrderOf("quote-priority.json"));

    // The V3 quote's output curve has blocks 4, 12, 20 and its input none: the uniswapx-sdk's unsigned
    // serialize() writes the input's packed blocks (0) into the output curve; the order hash covers 4, 12, 20.
    V3DutchOrder v3 = V3DutchOrder.fromQuote(((DutchQuoteV3) quote("quote-dutch-v3.json").quote()).orderInfo());
    String sdk = encodedOrderOf("quote-dutch-v3.json");
    assertDiffersOnlyInOutputCurveBlocks(v3, sdk);
    assertThat(outputCurveBlocks(sdk)).containsExactly(BigInteger.ZERO);
    assertThat(outputCurveBlocks(v3.encodedOrder())).containsExactly(BigInteger.valueOf(4L | 12L << 16 | 20L << 32));
  }

  @Test
  void theStructTypesAreTheContracts() {
    assertThat(Orders.V2_DUTCH_ORDER_ABI).isEqualTo(V2_ABI);
    assertThat(Orders.V3_DUTCH_ORDER_ABI).isEqualTo(V3_ABI);
    assertThat(Orders.PRIORITY_ORDER_ABI).isEqualTo(PRIORITY_ABI);
  }

  // ---- orders no oracle covers: decoded back by the strict decoder ---------------------------------

  @Test
  void validationDataOfAnyLengthIsPaddedToWholeWords() {
    for (int length : new int[] {0, 1, 31, 32, 33, 100}) {
      String data = "0x" + "ab".repeat(length);
      V2DutchOrder order = v2Order(data, 1);
      String encoded = order.encodedOrder();
      assertThat(v2FromEncoding(encoded)).as("%d bytes", length).isEqualTo(order);
      // The bytes' tail: the head of 8 words, OrderInfoToSign's 6, then the length and the padded data.
      int lengthWord = 32 + 8 * 32 + 6 * 32;
      assertThat(word(encoded, lengthWord)).isEqualTo(BigInteger.valueOf(length));
      assertThat(word(encoded, 32 + 8 * 32 + 5 * 32)).as("offset of the bytes in OrderInfo").isEqualTo(BigInteger.valueOf(6 * 32));
      int paddedWords = (length + 31) / 32;
      assertThat(word(encoded, 32)).as("offset of OrderInfo").isEqualTo(BigInteger.valueOf(8 * 32));
      assertThat(word(encoded, 32 + 5 * 32)).as("offset of the outputs after OrderInfo")
          .isEqualTo(BigInteger.valueOf(8 * 32 + 7 * 32 + paddedWords * 32));
    }
  }

  @Test
  void severalOutputsAndMaximumAmounts() {
    V2DutchOrder v2 = v2Order("0x", 5);
    assertThat(v2FromEncoding(v2.encodedOrder())).isEqualTo(v2);
    PriorityOrder priority = priorityOrder(SWAPPER, 4);
    assertThat(priorityFromEncoding(priority.encodedOrder())).isEqualTo(priority);
    PriorityOrder noCosigner = priorityOrder(ZERO, 1);
    assertThat(priorityFromEncoding(noCosigner.encodedOrder())).isEqualTo(noCosigner);
  }

  @Test
  void v3CurvesKeepTheirOwnBlocksAndSignedAmounts() {
    List<Integer> sixteen = new ArrayList<>();
    List<BigInteger> extremes = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      sixteen.add(i == 15 ? 65535 : 1 + i * 4000);
      extremes.add(i == 0 ? MIN_INT256 : i == 15 ? MAX_INT256 : BigInteger.valueOf((i % 2 == 0 ? 1 : -1) * i * 1000L));
    }
    NonlinearDutchDecay inputCurve = NonlinearDutchDecay.of(List.of(2, 5), big(-1, -1_000_000_000_000L));
    NonlinearDutchDecay outputCurve = NonlinearDutchDecay.of(sixteen, extremes);
    V3DutchOrder order = v3Order(inputCurve, outputCurve);
    String encoded = order.encodedOrder();

    assertThat(v3FromEncoding(encoded)).isEqualTo(order);
    List<?> decoded = (List<?>) decode(V3_ABI, encoded);
    List<?> firstOutputCurve = (List<?>) ((List<?>) ((List<?>) decoded.get(4)).get(0)).get(2);
    assertThat(firstOutputCurve.get(0)).isEqualTo(outputCurve.packedRelativeBlocks());
    assertThat((List<?>) firstOutputCurve.get(1)).first().isEqualTo(MIN_INT256);
    List<?> decodedInputCurve = (List<?>) ((List<?>) decoded.get(3)).get(2);
    assertThat(decodedInputCurve).isEqualTo(List.of(BigInteger.valueOf(2L | 5L << 16), big(-1, -1_000_000_000_000L)));

    V3DutchOrder flat = v3Order(NonlinearDutchDecay.none(), NonlinearDutchDecay.none());
    assertThat(v3FromEncoding(flat.encodedOrder())).isEqualTo(flat);
  }

  @Test
  void theCosignersHalfIsBlank() {
    List<?> v2 = (List<?>) decode(V2_ABI, v2Order("0x", 3).encodedOrder());
    assertThat(v2.get(4)).isEqualTo(List.of(BigInteger.ZERO, BigInteger.ZERO, ZERO, BigInteger.ZERO,
        BigInteger.ZERO, List.of(BigInteger.ZERO)));
    assertThat(v2.get(5)).isEqualTo("0x");
    List<?> v3 = (List<?>) decode(V3_ABI, v3Order(NonlinearDutchDecay.none(), NonlinearDutchDecay.none()).encodedOrder());
    assertThat(v3.get(5)).isEqualTo(List.of(BigInteger.ZERO, ZERO, BigInteger.ZERO, BigInteger.ZERO,
        List.of(BigInteger.ZERO)));
    assertThat(v3.get(6)).isEqualTo("0x");
    List<?> priority = (List<?>) decode(PRIORITY_ABI, priorityOrder(SWAPPER, 1).encodedOrder());
    assertThat(priority.get(6)).isEqualTo(List.of(BigInteger.ZERO));
    assertThat(priority.get(7)).isEqualTo("0x");
  }

  @Test
  void theEncodingIsLowerCaseHexOfWholeWordsBehindTheStructsOffset() {
    for (UniswapXOrderToSign order : List.of(v2Order("0xABCDEF", 2), priorityOrder(SWAPPER, 2),
        v3Order(NonlinearDutchDecay.none(), NonlinearDutchDecay.none()))) {
      String encoded = order.encodedOrder();
      assertThat(encoded).matches("0x([0-9a-f]{64})+");
      assertThat(word(encoded, 0)).isEqualTo(BigInteger.valueOf(32));
    }
  }

  // ---- the orders --------------------------------------------------------------------------------

  private static OrderInfoToSign info(String validationData) {
    return OrderInfoToSign.builder().reactor(Address.of("0x00000011F84B9aa48e5f8aA8B9897600006289Be")).swapper(SWAPPER)
        .nonce(MAX_UINT256).deadline(BigInteger.valueOf(1_767_225_600L))
        .additionalValidationContract(validationData.equals("0x") ? ZERO : FEE)
        .additionalValidationData(validationData).build();
  }

  /** {@code outputs} outputs, the first of maximum amounts, the others each its own. */
  private static V2DutchOrder v2Order(String validationData, int outputs) {
    ImmutableV2DutchOrder.Builder builder = V2DutchOrder.builder().info(info(validationData)).cosigner(FEE)
        .input(DutchInputToSign.builder().token(USDC).startAmount(BigInteger.ZERO).endAmount(MAX_UINT256).build());
    for (int i = 0; i < outputs; i++) {
      BigInteger start = i == 0 ? MAX_UINT256 : BigInteger.valueOf(1000L * (i + 1));
      builder.addOutput(DutchOutputToSign.builder().token(i % 2 == 0 ? WETH : USDC).startAmount(start)
          .endAmount(start.subtract(BigInteger.valueOf(i))).recipient(i == 0 ? SWAPPER : FEE).build());
    }
    return builder.build();
  }

  /** Three outputs: the first with {@code outputCurve}, a flat one and one with a short curve of its own. */
  private static V3DutchOrder v3Order(NonlinearDutchDecay inputCurve, NonlinearDutchDecay outputCurve) {
    return V3DutchOrder.builder().info(info("0x" + "01".repeat(45))).cosigner(FEE).startingBaseFee(MAX_UINT256)
        .input(V3DutchInput.builder().token(USDC).startAmount(BigInteger.TEN).curve(inputCurve).maxAmount(MAX_UINT256)
            .adjustmentPerGweiBaseFee(BigInteger.valueOf(3)).build())
        .addOutput(V3DutchOutput.builder().token(WETH).startAmount(MAX_UINT256).curve(outputCurve).recipient(SWAPPER)
            .minAmount(BigInteger.ZERO).adjustmentPerGweiBaseFee(MAX_UINT256).build())
        .addOutput(V3DutchOutput.builder().token(WETH).startAmount(BigInteger.valueOf(7)).curve(NonlinearDutchDecay.none())
            .recipient(FEE).minAmount(BigInteger.valueOf(7)).adjustmentPerGweiBaseFee(BigInteger.ZERO).build())
        .addOutput(V3DutchOutput.builder().token(USDC).startAmount(BigInteger.valueOf(900)).curve(NonlinearDutchDecay.of(
            List.of(65535), big(-5))).recipient(FEE).minAmount(BigInteger.valueOf(800)).adjustmentPerGweiBaseFee(BigInteger.ONE).build())
        .build();
  }

  private static PriorityOrder priorityOrder(Address cosigner, int outputs) {
    ImmutablePriorityOrder.Builder builder = PriorityOrder.builder().info(info("0x" + "ff".repeat(64))).cosigner(cosigner)
        .auctionStartBlock(MAX_UINT256).baselinePriorityFeeWei(MAX_UINT256)
        .input(PriorityInputToSign.builder().token(USDC).amount(MAX_UINT256).mpsPerPriorityFeeWei(BigInteger.ZERO).build());
    for (int i = 0; i < outputs; i++) {
      builder.addOutput(PriorityOutputToSign.builder().token(i % 2 == 0 ? WETH : ZERO)
          .amount(i == 0 ? MAX_UINT256 : BigInteger.valueOf(i)).mpsPerPriorityFeeWei(i == 0 ? MAX_UINT256 : BigInteger.ZERO)
          .recipient(i == 0 ? SWAPPER : FEE).build());
    }
    return builder.build();
  }

  // ---- the orders read back from their encodings -------------------------------------------------

  private static V2DutchOrder v2FromEncoding(String encoded) {
    List<?> order = (List<?>) decode(V2_ABI, encoded);
    List<?> input = (List<?>) order.get(2);
    ImmutableV2DutchOrder.Builder builder = V2DutchOrder.builder().info(infoOf(order.get(0))).cosigner(address(order.get(1)))
        .input(DutchInputToSign.builder().token(address(input.get(0))).startAmount(number(input.get(1)))
            .endAmount(number(input.get(2))).build());
    for (Object item : (List<?>) order.get(3)) {
      List<?> output = (List<?>) item;
      builder.addOutput(DutchOutputToSign.builder().token(address(output.get(0))).startAmount(number(output.get(1)))
          .endAmount(number(output.get(2))).recipient(address(output.get(3))).build());
    }
    return builder.build();
  }

  private static V3DutchOrder v3FromEncoding(String encoded) {
    List<?> order = (List<?>) decode(V3_ABI, encoded);
    List<?> input = (List<?>) order.get(3);
    ImmutableV3DutchOrder.Builder builder = V3DutchOrder.builder().info(infoOf(order.get(0))).cosigner(address(order.get(1)))
        .startingBaseFee(number(order.get(2)))
        .input(V3DutchInput.builder().token(address(input.get(0))).startAmount(number(input.get(1)))
            .curve(curveOf(input.get(2))).maxAmount(number(input.get(3))).adjustmentPerGweiBaseFee(number(input.get(4))).build());
    for (Object item : (List<?>) order.get(4)) {
      List<?> output = (List<?>) item;
      builder.addOutput(V3DutchOutput.builder().token(address(output.get(0))).startAmount(number(output.get(1)))
          .curve(curveOf(output.get(2))).recipient(address(output.get(3))).minAmount(number(output.get(4)))
          .adjustmentPerGweiBaseFee(number(output.get(5))).build());
    }
    return builder.build();
  }

  private static PriorityOrder priorityFromEncoding(String encoded) {
    List<?> order = (List<?>) decode(PRIORITY_ABI, encoded);
    List<?> input = (List<?>) order.get(4);
    ImmutablePriorityOrder.Builder builder = PriorityOrder.builder().info(infoOf(order.get(0))).cosigner(address(order.get(1)))
        .auctionStartBlock(number(order.get(2))).baselinePriorityFeeWei(number(order.get(3)))
        .input(PriorityInputToSign.builder().token(address(input.get(0))).amount(number(input.get(1)))
            .mpsPerPriorityFeeWei(number(input.get(2))).build());
    for (Object item : (List<?>) order.get(5)) {
      List<?> output = (List<?>) item;
      builder.addOutput(PriorityOutputToSign.builder().token(address(output.get(0))).amount(number(output.get(1)))
          .mpsPerPriorityFeeWei(number(output.get(2))).recipient(address(output.get(3))).build());
    }
    return builder.build();
  }

  private static OrderInfoToSign infoOf(Object decoded) {
    List<?> info = (List<?>) decoded;
    return OrderInfoToSign.builder().reactor(address(info.get(0))).swapper(address(info.get(1))).nonce(number(info.get(2)))
        .deadline(number(info.get(3))).additionalValidationContract(address(info.get(4)))
        .additionalValidationData((String) info.get(5)).build();
  }

  /** Unpacks as the contract reads the blocks: as many uint16 as there are amounts, the first lowest. */
  private static NonlinearDutchDecay curveOf(Object decoded) {
    List<?> curve = (List<?>) decoded;
    BigInteger packed = number(curve.get(0));
    List<Integer> blocks = new ArrayList<>();
    List<BigInteger> amounts = new ArrayList<>();
    for (Object amount : (List<?>) curve.get(1)) {
      blocks.add(packed.shiftRight(16 * blocks.size()).intValue() & 0xffff);
      amounts.add(number(amount));
    }
    assertThat(packed.shiftRight(16 * blocks.size())).as("packed blocks beyond the amounts").isZero();
    return NonlinearDutchDecay.of(blocks, amounts);
  }

  private static Address address(Object decoded) {
    return (Address) decoded;
  }

  /**
   * {@code abi.decode(encoded, (type))}: the struct's members, its {@code bytes} as hex text so that lists of
   * decoded values compare by content.
   */
  private static Object decode(String type, String encoded) {
    return comparable(Abi.decode("(" + type + ")", Hex.decode(encoded, "encodedOrder")).get(0));
  }

  private static Object comparable(Object decoded) {
    if (decoded instanceof byte[]) {
      return Hex.encode((byte[]) decoded);
    }
    if (decoded instanceof List) {
      List<Object> copy = new ArrayList<>();
      ((List<?>) decoded).forEach(item -> copy.add(comparable(item)));
      return copy;
    }
    return decoded;
  }

  private static BigInteger number(Object decoded) {
    return (BigInteger) decoded;
  }

  // ---- the uniswapx-sdk's unsigned V3 serialize() ---------------------------------------------------

  private static boolean outputBlocksAreTheInputs(V3DutchOrder order) {
    BigInteger input = order.input().curve().packedRelativeBlocks();
    return order.outputs().stream().allMatch(o -> o.curve().packedRelativeBlocks().equals(input));
  }

  /**
   * The uniswapx-sdk's {@code UnsignedV3DutchOrder.serialize()} writes the input curve's packed blocks
   * into every output curve: with those put in, ours decodes to exactly the SDK's encoding.
   */
  private static void assertDiffersOnlyInOutputCurveBlocks(V3DutchOrder order, String sdk) {
    assertThat(order.encodedOrder()).isNotEqualTo(sdk);
    List<Object> ours = mutable(decode(V3_ABI, order.encodedOrder()));
    BigInteger inputBlocks = order.input().curve().packedRelativeBlocks();
    for (Object output : (List<?>) ours.get(4)) {
      @SuppressWarnings("unchecked")
      List<Object> curve = (List<Object>) ((List<?>) output).get(2);
      curve.set(0, inputBlocks);
    }
    assertThat(ours).isEqualTo(decode(V3_ABI, sdk));
  }

  private static List<BigInteger> outputCurveBlocks(String encoded) {
    List<BigInteger> blocks = new ArrayList<>();
    for (Object output : (List<?>) ((List<?>) decode(V3_ABI, encoded)).get(4)) {
      blocks.add(number(((List<?>) ((List<?>) output).get(2)).get(0)));
    }
    return blocks;
  }

  @SuppressWarnings("unchecked")
  private static List<Object> mutable(Object decoded) {
    List<Object> copy = new ArrayList<>();
    for (Object item : (List<Object>) decoded) {
      copy.add(item instanceof List ? mutable(item) : item);
    }
    return copy;
  }

  private static BigInteger word(String encoded, int offset) {
    return new BigInteger(encoded.substring(2 + 2 * offset, 2 + 2 * offset + 64), 16);
  }

  private static QuoteResponse quote(String file) throws IOException {
    return TradingJson.mapper().readValue(resource(file), QuoteResponse.class);
  }

  private static String encodedOrderOf(String file) throws IOException {
    return TradingJson.mapper().readTree(resource(file)).at("/quote/encodedOrder").asText();
  }
}
