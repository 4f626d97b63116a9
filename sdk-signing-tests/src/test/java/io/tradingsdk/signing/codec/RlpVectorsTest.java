package io.tradingsdk.signing.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.tx.ChainVectors;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** RLP against src/test/resources/chain/rlp.json (ethers' encodeRlp): encoded byte for byte and decoded back. */
class RlpVectorsTest {
  static Stream<JsonNode> items() {
    List<JsonNode> items = new ArrayList<>();
    ChainVectors.load("rlp.json").get("items").forEach(items::add);
    return items.stream();
  }

  @ParameterizedTest
  @MethodSource("items")
  void encodedAndDecodedAsEthers(JsonNode vector) {
    RlpItem item = item(vector.get("item"));
    byte[] encoded = Hex.decode(vector.get("encoded").asText(), "encoded");
    assertThat(Rlp.encode(item)).isEqualTo(encoded);
    assertThat(Rlp.decode(encoded)).isEqualTo(item);
  }

  private static RlpItem item(JsonNode json) {
    if (json.isTextual()) {
      return RlpItem.string(Hex.decode(json.asText(), "item"));
    }
    List<RlpItem> items = new ArrayList<>();
    json.forEach(child -> items.add(item(child)));
    return RlpItem.list(items);
  }
}
