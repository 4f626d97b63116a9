package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import org.junit.jupiter.api.Test;

/** The README's "Signing permits" example, step by step, on a published vector. */
class ReadmeSigningExampleTest {
  @Test
  void theReadmeExampleWorksAsWritten() throws Exception {
    JsonNode vector = Vectors.load("vectors.json").get(0);
    ObjectNode quoteResponse = TradingJson.mapper().createObjectNode();
    quoteResponse.put("requestId", "r-1");
    quoteResponse.set("permitData", vector.get("apiPermitData"));
    String keyHex = vector.get("privateKey").asText();

    // 1. (the README loads the key from the environment; a test cannot set one)
    Signer signer = LocalSigner.of(PrivateKey.fromHex(keyHex));
    // 2.
    TypedData permit = TypedData.from(quoteResponse.get("permitData"));
    // 3.
    Signature signature = signer.sign(permit);
    String hex = signature.toHex();
    // 4.
    boolean valid = Signature.fromHex(hex).verify(permit, signer.address());
    Address who = Signature.fromHex(hex).recoverSigner(permit);

    assertThat(hex).isEqualTo(vector.get("signature").asText());
    assertThat(valid).isTrue();
    assertThat(who).isEqualTo(signer.address());

    ((ObjectNode) quoteResponse.get("permitData").get("values").get("details"))
        .put("amount", "1461501637330902918203684832716283019655932542976");
    assertThatThrownBy(() -> TypedData.from(quoteResponse.get("permitData")))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("values.details.amount: 2^160 does not fit uint160");
  }
}
