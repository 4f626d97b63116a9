package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The cases generated with ethers 6, ethers 5, viem and eth-sig-util
 * (src/test/resources/eip712/generator): every integer and bytesN width, every array shape, every
 * domain shape, the numeric input forms, Permit2 and UniswapX messages, and every reject rule.
 */
class GeneratedVectorsTest {
  private static final List<JsonNode> VALID = Vectors.load("generated-vectors.json");
  private static final List<JsonNode> INVALID = Vectors.load("generated-invalid.json");

  static Stream<Arguments> valid() {
    return VALID.stream().map(c -> Arguments.of(Named.of(c.get("name").asText(), c)));
  }

  static Stream<Arguments> invalid() {
    return INVALID.stream().map(c -> Arguments.of(Named.of(c.get("name").asText(), c)));
  }

  @Test
  void theGeneratedSetCoversWhatItShould() {
    assertThat(VALID).hasSizeGreaterThanOrEqualTo(100);
    Set<String> tags = new HashSet<>();
    VALID.forEach(c -> c.get("tags").forEach(t -> tags.add(t.asText())));
    for (int bits = 8; bits <= 256; bits += 8) {
      assertThat(tags).contains("uint" + bits, "int" + bits);
    }
    for (int n = 1; n <= 32; n++) {
      assertThat(tags).contains("bytes" + n);
    }
    assertThat(tags).contains("bool-array", "short-fixed-bytes-array", "multi-dimensional", "jagged",
        "array-of-fixed-arrays", "array-of-structs", "numeric-input", "domain-shape", "witness");
    assertThat(VALID.stream().filter(c -> c.get("category").asText().equals("domain")
        && c.get("tags").toString().contains("domain-shape"))).hasSize(32);
    assertThat(INVALID).hasSizeGreaterThanOrEqualTo(50);
  }

  @ParameterizedTest
  @MethodSource("valid")
  void matchesTheOracles(JsonNode vector) {
    VectorAssertions.assertMatches(TypedData.from(vector.get("typedData")), vector);
  }

  @ParameterizedTest
  @MethodSource("valid")
  void apiPermitDataAndTextAndMapsGiveTheSameDigest(JsonNode vector) {
    String digest = vector.get("digest").asText();
    if (vector.has("apiPermitData")) {
      assertThat(TypedData.from(vector.get("apiPermitData")).digest().toHex()).isEqualTo(digest);
    }
    assertThat(TypedData.parse(vector.get("typedData").toString()).digest().toHex()).isEqualTo(digest);
    @SuppressWarnings("unchecked")
    Map<String, Object> asMaps = Eip712Json.mapper().convertValue(vector.get("typedData"), Map.class);
    assertThat(TypedData.from(asMaps).digest().toHex()).isEqualTo(digest);
  }

  @ParameterizedTest
  @MethodSource("valid")
  void reSerializedTypedDataHashesTheSame(JsonNode vector) {
    TypedData original = TypedData.from(vector.get("typedData"));
    TypedData again = TypedData.parse(original.toJsonString());
    assertThat(again.digest()).isEqualTo(original.digest());
    assertThat(again.encodedType()).isEqualTo(original.encodedType());
  }

  @ParameterizedTest
  @MethodSource("invalid")
  void rejectsWithThePathAndTheReason(JsonNode vector) {
    String path = vector.get("expectedPath").asText();
    String message = vector.get("expectedMessage").asText();
    assertThatThrownBy(() -> TypedData.from(vector.get("typedData")))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith(path)
        .hasMessageContaining(message);
  }

  @Test
  void numericFormsShareOneDigest() {
    String decimal = digestOf("numeric-input/decimal-strings");
    for (String form : List.of("json-numbers", "hex-strings", "hex-upper-case", "leading-zeros", "mixed-forms", "json-exponent")) {
      assertThat(digestOf("numeric-input/" + form)).as(form).isEqualTo(decimal);
    }
    String signed = digestOf("numeric-input/signed-decimal-strings");
    assertThat(digestOf("numeric-input/signed-json-numbers")).isEqualTo(signed);
    assertThat(digestOf("numeric-input/signed-negative-hex")).isEqualTo(signed);
  }

  private static String digestOf(String name) {
    JsonNode vector = VALID.stream().filter(c -> c.get("name").asText().equals(name)).findFirst().orElseThrow();
    return TypedData.from(vector.get("typedData")).digest().toHex();
  }
}
