package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A UniswapX quote's {@code permitData} (DUTCH_V2, DUTCH_V3, PRIORITY) signs as it comes, through
 * {@link TypedData#from}: checked against the cases generated from the contracts' type strings,
 * ethers 6, viem and the uniswapx-sdk (src/test/resources/eip712/uniswapx).
 */
class UniswapXPermitDataTest {
  private static final List<JsonNode> CASES = Vectors.load("uniswapx/vectors.json");

  static Stream<Arguments> cases() {
    return CASES.stream().map(c -> Arguments.of(Named.of(c.get("name").asText(), c)));
  }

  @Test
  void theCasesCoverEveryOrderTypeAndVariation() {
    Set<String> types = new HashSet<>();
    Set<String> tags = new HashSet<>();
    CASES.forEach(c -> {
      types.add(c.get("orderType").asText());
      c.get("tags").forEach(t -> tags.add(t.asText()));
    });
    assertThat(types).containsExactlyInAnyOrder("V2DutchOrder", "V3DutchOrder", "PriorityOrder");
    assertThat(tags).contains("multiple-outputs", "max-uint256", "zero-amount", "negative-int", "min-int256",
        "curve", "cosigner-data", "chain-1", "chain-42161", "chain-8453", "chain-130", "chain-324");
    CASES.forEach(c -> assertThat(c.get("crossCheckedWith").toString()).contains("uniswapx-sdk", "viem", "ethers6"));
  }

  @ParameterizedTest
  @MethodSource("cases")
  void permitDataAsTheApiSendsItMatchesTheOracles(JsonNode vector) {
    TypedData permit = TypedData.from(vector.get("apiPermitData"));
    assertThat(permit.primaryType()).isEqualTo("PermitWitnessTransferFrom");
    VectorAssertions.assertMatches(permit, vector);
  }

  @ParameterizedTest
  @MethodSource("cases")
  void theTypeStringIsTheContractsWitnessTypeString(JsonNode vector) {
    TypedData permit = TypedData.from(vector.get("apiPermitData"));
    assertThat(permit.encodedType()).isEqualTo(
        "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,"
            + vector.get("witnessTypeString").asText());
  }

  @ParameterizedTest
  @MethodSource("cases")
  void permitDataModelTextAndV4FormGiveOneDigest(JsonNode vector) throws IOException {
    String digest = vector.get("digest").asText();
    PermitData model = TradingJson.mapper().treeToValue(vector.get("apiPermitData"), PermitData.class);
    assertThat(TypedData.from(model).digest().toHex()).isEqualTo(digest);
    assertThat(TypedData.parse(vector.get("apiPermitData").toString()).digest().toHex()).isEqualTo(digest);
    assertThat(TypedData.from(vector.get("typedData")).digest().toHex()).isEqualTo(digest);
  }

  @ParameterizedTest
  @MethodSource("cases")
  void aTamperedOrderNoLongerVerifies(JsonNode vector) {
    ObjectNode permitData = vector.get("apiPermitData").deepCopy();
    ObjectNode info = (ObjectNode) permitData.get("values").get("witness").get("info");
    info.put("swapper", "0x000000000000000000000000000000000000dEaD");
    TypedData tampered = TypedData.from(permitData);
    Signature signature = Signature.fromHex(vector.get("signature").asText());
    assertThat(signature.verify(tampered, Address.of(vector.get("signer").asText()))).isFalse();
  }

  @ParameterizedTest
  @CsvSource({
      "quote-dutch-v2.json, DUTCH_V2, v2/mainnet-with-fee-output",
      "quote-dutch-v3.json, DUTCH_V3, v3/arbitrum-output-curve",
      "quote-priority.json, PRIORITY, priority/base-output-scaling"})
  void aWholeQuoteResponseSignsThroughItsPermitData(String file, String routing, String caseName) throws IOException {
    String text = resource("/eip712/uniswapx/" + file);
    JsonNode vector = CASES.stream().filter(c -> c.get("name").asText().equals(caseName)).findFirst().orElseThrow();
    QuoteResponse response = TradingJson.mapper().readValue(text, QuoteResponse.class);
    assertThat(response.routing().value()).isEqualTo(routing);

    TypedData fromModel = TypedData.from(response.permitData());
    TypedData fromText = TypedData.parse(text);   // the whole response: its permitData member is found
    VectorAssertions.assertMatches(fromModel, vector);
    assertThat(fromText.digest()).isEqualTo(fromModel.digest());
    // The order id the API gives is the witness's struct hash: the contract's order hash.
    assertThat(TradingJson.mapper().readTree(text).at("/quote/orderId").asText()).isEqualTo(vector.get("orderHash").asText());
  }

  @ParameterizedTest
  @MethodSource("cases")
  void theWitnessStructHashIsTheOrderHash(JsonNode vector) {
    TypedData permit = TypedData.from(vector.get("apiPermitData"));
    String witnessType = vector.get("orderType").asText();
    java.util.Map<String, List<Eip712Field>> witnessTypes = new java.util.LinkedHashMap<>(permit.types().definitions());
    witnessTypes.remove("PermitWitnessTransferFrom");
    witnessTypes.remove("TokenPermissions");
    Eip712Types types = Eip712Types.of(witnessTypes);
    assertThat(types.primaryType()).isEqualTo(witnessType);
    assertThat(types.hashStruct(witnessType, permit.message().get("witness")).toHex()).isEqualTo(vector.get("orderHash").asText());

    ObjectNode broken = permit.message().get("witness").deepCopy();
    ((ObjectNode) broken.get("info")).put("nonce", "-1");
    assertThatThrownBy(() -> types.hashStruct(witnessType, broken))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith(witnessType + ".info.nonce: ");
  }

  @Test
  void aNegativeAmountWhereTheContractHasUint256IsRefusedNamingThePath() {
    JsonNode vector = CASES.stream().filter(c -> c.get("orderType").asText().equals("V3DutchOrder")).findFirst().orElseThrow();
    ObjectNode permitData = vector.get("apiPermitData").deepCopy();
    ((ObjectNode) permitData.at("/values/witness/baseOutputs/0")).put("adjustmentPerGweiBaseFee", "-1250000000");
    assertThatThrownBy(() -> TypedData.from(permitData))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith("values.witness.baseOutputs[0].adjustmentPerGweiBaseFee:");
  }

  private static String resource(String path) throws IOException {
    try (InputStream in = UniswapXPermitDataTest.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + path);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
