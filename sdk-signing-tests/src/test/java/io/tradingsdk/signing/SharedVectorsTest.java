package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The 16 public oracle vectors and 3 must-reject inputs, exactly as published. */
class SharedVectorsTest {
  static Stream<Arguments> vectors() {
    return Vectors.load("vectors.json").stream().map(c -> Arguments.of(Named.of(c.get("name").asText(), c)));
  }

  static Stream<Arguments> invalid() {
    return Vectors.load("invalid.json").stream().map(c -> Arguments.of(Named.of(c.get("name").asText(), c)));
  }

  @Test
  void theSetIsComplete() {
    assertThat(Vectors.load("vectors.json")).hasSize(16);
    assertThat(Vectors.load("invalid.json")).hasSize(3);
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void typedDataMatchesEveryOracleField(JsonNode vector) {
    TypedData typedData = TypedData.from(vector.get("typedData"));
    VectorAssertions.assertMatches(typedData, vector);
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void apiPermitDataGivesTheSameResult(JsonNode vector) {
    if (!vector.has("apiPermitData")) {
      return;
    }
    TypedData typedData = TypedData.from(vector.get("apiPermitData"));
    VectorAssertions.assertMatches(typedData, vector);
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void textInputGivesTheSameResult(JsonNode vector) {
    VectorAssertions.assertMatches(TypedData.parse(vector.get("typedData").toString()), vector);
  }

  @ParameterizedTest
  @MethodSource("invalid")
  void mustRejectInputsAreRejected(JsonNode vector) {
    assertThatThrownBy(() -> TypedData.from(vector.get("typedData")))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith("message.");
  }

  @Test
  void rejectMessagesNameThePathAndTheProblem() {
    JsonNode overflow = Vectors.load("invalid.json").get(0).get("typedData");
    assertThatThrownBy(() -> TypedData.from(overflow))
        .hasMessage("message.details.amount: 2^160 does not fit uint160");
    JsonNode checksum = Vectors.load("invalid.json").get(1).get("typedData");
    assertThatThrownBy(() -> TypedData.from(checksum))
        .hasMessageStartingWith("message.spender: bad EIP-55 checksum in \"0x66a9893cC07D91D95644AEDD05D03f95e1dBA8aF\"");
    JsonNode missing = Vectors.load("invalid.json").get(2).get("typedData");
    assertThatThrownBy(() -> TypedData.from(missing))
        .hasMessage("message.details.nonce: missing (expected uint48)");
  }
}
