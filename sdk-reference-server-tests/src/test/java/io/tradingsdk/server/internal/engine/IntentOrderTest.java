package io.tradingsdk.server.internal.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The server's UniswapX orders against independent oracles: the UniswapX order cases of the shared
 * EIP-712 vectors (ethers, viem, eth-sig-util and the UniswapX SDK agree on them) for V2 Dutch and
 * priority orders, and the V3 type string as V3DutchOrderLib concatenates it.
 */
class IntentOrderTest {
  private static final String PERMIT_PREFIX =
      "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,";

  private static JsonNode vector(String name) throws IOException {
    try (InputStream in = IntentOrderTest.class.getResourceAsStream("/uniswapx-vectors.json")) {
      for (JsonNode c : TradingJson.mapper().readTree(in).get("cases")) {
        if (c.get("name").asText().equals(name)) {
          return c;
        }
      }
    }
    throw new IllegalArgumentException(name);
  }

  /** The orderInfo the API would have sent for the vector's witness. */
  private static ObjectNode orderInfo(JsonNode permit, IntentOrder.Kind kind) {
    JsonNode witness = permit.get("values").get("witness");
    ObjectNode info = ((ObjectNode) witness.get("info")).deepCopy();
    info.put("chainId", permit.get("domain").get("chainId").asLong());
    info.put("cosigner", witness.get("cosigner").asText());
    if (kind == IntentOrder.Kind.DUTCH_V2) {
      ObjectNode input = info.putObject("input");
      input.put("token", witness.get("baseInputToken").asText());
      input.put("startAmount", witness.get("baseInputStartAmount").asText());
      input.put("endAmount", witness.get("baseInputEndAmount").asText());
      info.set("outputs", witness.get("baseOutputs").deepCopy());
    } else {
      info.put("auctionStartBlock", witness.get("auctionStartBlock").asText());
      info.put("baselinePriorityFeeWei", witness.get("baselinePriorityFeeWei").asText());
      info.set("input", witness.get("input").deepCopy());
      info.set("outputs", witness.get("outputs").deepCopy());
    }
    return info;
  }

  private static void matchesTheOracle(String name, IntentOrder.Kind kind) throws IOException {
    JsonNode vector = vector(name);
    JsonNode permit = vector.get("apiPermitData");
    IntentOrder order = IntentOrder.read(kind, Body.of(orderInfo(permit, kind), "orderInfo"));
    assertThat(order.orderId()).isEqualTo(vector.get("witnessHash").asText());
    TypedData rebuilt = TypedData.from(order.permitData(permit.get("domain").get("verifyingContract").asText()));
    assertThat(rebuilt.encodedType()).isEqualTo(vector.get("encodedType").asText());
    assertThat(rebuilt.digest().toHex()).isEqualTo(vector.get("digest").asText());
    assertThat(Signature.fromHex(vector.get("signature").asText()).recoverSigner(rebuilt).toChecksumHex())
        .isEqualTo(vector.get("signer").asText());
  }

  @Test
  void aV2DutchOrderHashesAndSignsAsTheUniswapXSdk() throws IOException {
    matchesTheOracle("uniswapx/v2-dutch-order/mainnet", IntentOrder.Kind.DUTCH_V2);
  }

  @Test
  void aPriorityOrderHashesAndSignsAsTheUniswapXSdk() throws IOException {
    matchesTheOracle("uniswapx/priority-order/base", IntentOrder.Kind.PRIORITY);
  }

  private static IntentOrder v3Order() {
    IntentOrder.Amount input = new IntentOrder.Amount("0xaf88d065e77c8cC2239327C5EDb3A432268e5831",
        BigInteger.valueOf(1000), BigInteger.valueOf(1010), null, BigInteger.ZERO, List.of(20L),
        List.of(BigInteger.valueOf(-10)), null);
    IntentOrder.Amount output = new IntentOrder.Amount("0x82aF49447D8a07e3bd95BD0d56f35241523fBab1",
        BigInteger.valueOf(500), BigInteger.valueOf(490), "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        BigInteger.ZERO, List.of(20L), List.of(BigInteger.TEN), null);
    return new IntentOrder(IntentOrder.Kind.DUTCH_V3, 42161, "0xB274d5F4b833b61B340b654d600A864fB604a87c",
        "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", BigInteger.valueOf(77), 1_800_000_000L,
        "0x4449Cd34d1eb1FEDCF02A1Be3834FfDe8E6A6180", BigInteger.valueOf(10_000_000), null, null, input,
        List.of(output));
  }

  @Test
  void aV3DutchOrderUsesTheContractsWitnessTypeString() {
    // V3DutchOrderLib.PERMIT2_ORDER_TYPE: the witness, then every sub-struct in alphabetical order.
    String expected = PERMIT_PREFIX + "V3DutchOrder witness)"
        + "NonlinearDutchDecay(uint256 relativeBlocks,int256[] relativeAmounts)"
        + "OrderInfo(address reactor,address swapper,uint256 nonce,uint256 deadline,"
        + "address additionalValidationContract,bytes additionalValidationData)"
        + "TokenPermissions(address token,uint256 amount)"
        + "V3DutchInput(address token,uint256 startAmount,NonlinearDutchDecay curve,uint256 maxAmount,"
        + "uint256 adjustmentPerGweiBaseFee)"
        + "V3DutchOrder(OrderInfo info,address cosigner,uint256 startingBaseFee,V3DutchInput baseInput,"
        + "V3DutchOutput[] baseOutputs)"
        + "V3DutchOutput(address token,uint256 startAmount,NonlinearDutchDecay curve,address recipient,"
        + "uint256 minAmount,uint256 adjustmentPerGweiBaseFee)";
    IntentOrder order = v3Order();
    TypedData permit = TypedData.from(order.permitData(Chain.PERMIT2));
    assertThat(permit.encodedType()).isEqualTo(expected);
    // The reactor takes at most the curve's maximum input.
    assertThat(permit.message().get("permitted").get("amount").asText()).isEqualTo("1010");
  }

  @Test
  void aV3OrderEncodesItsCurveAsTheReactorDecodesIt() {
    String encoded = v3Order().encode();
    // abi.encode of one dynamic tuple: its offset first.
    assertThat(encoded.substring(2, 66)).isEqualTo("0".repeat(62) + "20");
    // -10 as int256 (two's complement) and the packed relative block 20 (0x14).
    assertThat(encoded).contains("f".repeat(63) + "6").contains("0".repeat(62) + "14");
    // Reading the orderInfo back gives the same order, hence the same encoding and id.
    IntentOrder read = IntentOrder.read(IntentOrder.Kind.DUTCH_V3, Body.of(v3Order().toJson(), "orderInfo"));
    assertThat(read.encode()).isEqualTo(encoded);
    assertThat(read.orderId()).isEqualTo(v3Order().orderId());
  }

  @Test
  void everyCurveIsPartOfTheOrderId() {
    com.fasterxml.jackson.databind.node.ObjectNode info = v3Order().toJson();
    ((com.fasterxml.jackson.databind.node.ArrayNode) info.get("outputs").get(0).get("curve").get("relativeBlocks"))
        .set(0, 21);
    IntentOrder changed = IntentOrder.read(IntentOrder.Kind.DUTCH_V3, Body.of(info, "orderInfo"));
    assertThat(changed.orderId()).isNotEqualTo(v3Order().orderId());
  }

  @Test
  void relativeBlocksPackSixteenBitsEachLowestFirst() {
    assertThat(IntentOrder.packBlocks(List.of(1L, 2L))).isEqualTo(BigInteger.valueOf(1 + (2 << 16)));
  }
}
