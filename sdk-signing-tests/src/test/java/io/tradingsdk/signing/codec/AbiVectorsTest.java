package io.tradingsdk.signing.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.tx.ChainVectors;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The ABI codec against src/test/resources/chain/abi.json (ethers' AbiCoder; selectors and revert data also
 * checked with cast): each encoding made byte for byte, and decoded back to the same values.
 */
class AbiVectorsTest {
  private static final JsonNode ROOT = ChainVectors.load("abi.json");

  static Stream<Arguments> encodings() {
    List<Arguments> cases = new ArrayList<>();
    ROOT.get("encodings").forEach(v -> cases.add(Arguments.of(Named.of(v.get("types").asText(), v))));
    return cases.stream();
  }

  @ParameterizedTest
  @MethodSource("encodings")
  void encodesAndDecodesAsEthers(JsonNode vector) {
    String types = vector.get("types").asText();
    AbiType tuple = AbiType.parseTuple(types, "test");
    List<?> values = (List<?>) javaValue(tuple, vector.get("values"));
    byte[] encoded = Abi.encode(types, values.toArray());
    assertThat(Hex.encode(encoded)).isEqualTo(vector.get("encoded").asText());
    assertThat(comparable(Abi.decode(types, Hex.decode(vector.get("encoded").asText(), "encoded"))))
        .isEqualTo(comparable(values));
  }

  @ParameterizedTest
  @MethodSource("selectors")
  void selectorsAsCastSig(String signature, String selector) {
    assertThat(Hex.encode(Abi.selector(signature))).isEqualTo(selector);
  }

  static Stream<Arguments> selectors() {
    List<Arguments> cases = new ArrayList<>();
    ROOT.get("selectors").forEach(v -> cases.add(Arguments.of(v.get("signature").asText(), v.get("selector").asText())));
    return cases.stream();
  }

  @ParameterizedTest
  @MethodSource("revertData")
  void revertDataAsCastCalldata(JsonNode vector) {
    String signature = vector.get("signature").asText();
    AbiType parameters = AbiType.parseTuple(signature.substring(signature.indexOf('(')), "test");
    List<?> values = (List<?>) javaValue(parameters, vector.get("values"));
    byte[] data = Hex.decode(vector.get("data").asText(), "data");
    assertThat(Abi.encodeCall(signature, values.toArray())).isEqualTo(data);
    assertThat(comparable(Abi.decodeCall(signature, data))).isEqualTo(comparable(values));
  }

  static Stream<Arguments> revertData() {
    List<Arguments> cases = new ArrayList<>();
    ROOT.get("revertData").forEach(v -> cases.add(Arguments.of(Named.of(v.get("signature").asText(), v))));
    return cases.stream();
  }

  /** The vector's JSON value as the Java value the codec takes for {@code type}. */
  private static Object javaValue(AbiType type, JsonNode json) {
    switch (type.kind) {
      case UINT:
      case INT:
        return new BigInteger(json.asText());
      case ADDRESS:
        return Address.of(json.asText());
      case BOOL:
        return json.asBoolean();
      case FIXED_BYTES:
      case BYTES:
        return Hex.decode(json.asText(), "bytes");
      case STRING:
        return json.asText();
      default:
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < json.size(); i++) {
          values.add(javaValue(type.kind == AbiType.Kind.TUPLE ? type.members.get(i) : type.element, json.get(i)));
        }
        return values;
    }
  }

  /** byte[] as hex, so decoded trees compare by content. */
  private static Object comparable(Object value) {
    if (value instanceof byte[]) {
      return Hex.encode((byte[]) value);
    }
    if (value instanceof List) {
      List<Object> out = new ArrayList<>();
      ((List<?>) value).forEach(item -> out.add(comparable(item)));
      return out;
    }
    return value;
  }
}
