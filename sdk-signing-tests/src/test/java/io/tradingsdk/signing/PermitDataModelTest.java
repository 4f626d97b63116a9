package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.json.TradingJson;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The API's permitData, read through the sdk-models type, signs exactly like the oracle. */
class PermitDataModelTest {
  static Stream<Arguments> apiVectors() {
    return Vectors.load("vectors.json").stream()
        .filter(c -> c.has("apiPermitData"))
        .map(c -> Arguments.of(Named.of(c.get("name").asText(), c)));
  }

  @ParameterizedTest
  @MethodSource("apiVectors")
  void permitDataModelMatchesTheOracle(JsonNode vector) throws Exception {
    String wire = vector.get("apiPermitData").toString();
    PermitData permit = TradingJson.mapper().readValue(wire, PermitData.class);
    VectorAssertions.assertMatches(TypedData.from(permit), vector);
  }

  @Test
  void anInvalidPermitIsRejectedWithItsPath() throws Exception {
    JsonNode vector = Vectors.load("vectors.json").stream().filter(c -> c.has("apiPermitData")).findFirst().orElseThrow();
    String wire = vector.get("apiPermitData").toString().replaceFirst("\"amount\":\"[0-9]+\"", "\"amount\":\"-1\"");
    assertThat(wire).contains("\"amount\":\"-1\"");
    PermitData permit = TradingJson.mapper().readValue(wire, PermitData.class);
    assertThatThrownBy(() -> TypedData.from(permit))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageContaining("amount");
  }
}
