package io.tradingsdk.signing.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.RlpException.BrokenRule;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RLP's canonical encoding (the Yellow Paper's and ethereum/wiki's examples) and the strict decoder's refusals. */
class RlpTest {
  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }

  private static String hex(byte[] bytes) {
    return Hex.encode(bytes);
  }

  private static byte[] bytes(String hex) {
    return Hex.decode(hex, "test");
  }

  @Test
  void stringsTakeTheShortestHeader() {
    assertThat(hex(Rlp.encodeString(new byte[0]))).isEqualTo("0x80");
    assertThat(hex(Rlp.encodeString(new byte[] {0}))).isEqualTo("0x00");
    assertThat(hex(Rlp.encodeString(new byte[] {0x7f}))).isEqualTo("0x7f");
    assertThat(hex(Rlp.encodeString(new byte[] {(byte) 0x80}))).isEqualTo("0x8180");
    assertThat(hex(Rlp.encodeString(ascii("dog")))).isEqualTo("0x83646f67");
    assertThat(hex(Rlp.encodeString(new byte[55]))).isEqualTo("0xb7" + "00".repeat(55));
    String lorem = "Lorem ipsum dolor sit amet, consectetur adipisicing elit";
    assertThat(hex(Rlp.encodeString(ascii(lorem)))).isEqualTo("0xb838" + hex(ascii(lorem)).substring(2));
    assertThat(hex(Rlp.encodeString(new byte[1024]))).startsWith("0xb90400");
  }

  @ParameterizedTest
  @CsvSource({"0, 0x80", "1, 0x01", "15, 0x0f", "127, 0x7f", "128, 0x8180", "1024, 0x820400", "65535, 0x82ffff",
      "9223372036854775807, 0x887fffffffffffffff"})
  void integersAreBigEndianWithoutLeadingZeros(long value, String expected) {
    assertThat(hex(Rlp.encodeUint(value))).isEqualTo(expected);
    assertThat(hex(Rlp.encodeUint(BigInteger.valueOf(value)))).isEqualTo(expected);
    assertThat(Rlp.decode(bytes(expected)).asUint("value", 64)).isEqualTo(BigInteger.valueOf(value));
  }

  @Test
  void wideIntegersAndNegativeOnes() {
    BigInteger max = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
    assertThat(hex(Rlp.encodeUint(max))).isEqualTo("0xa0" + "ff".repeat(32));
    assertThat(hex(Rlp.encodeUint(BigInteger.ONE.shiftLeft(255)))).isEqualTo("0xa080" + "00".repeat(31));
    assertThatThrownBy(() -> Rlp.encodeUint(-1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
    assertThatThrownBy(() -> Rlp.encodeUint(BigInteger.valueOf(-1))).hasMessageContaining("negative");
    assertThatThrownBy(() -> RlpItem.uint(-1)).hasMessageContaining("negative");
  }

  @Test
  void listsAndTheSetTheoreticalRepresentationOfThree() {
    assertThat(hex(Rlp.encodeList())).isEqualTo("0xc0");
    assertThat(hex(Rlp.encodeList(Rlp.encodeString(ascii("cat")), Rlp.encodeString(ascii("dog")))))
        .isEqualTo("0xc88363617483646f67");
    RlpItem empty = RlpItem.list();
    RlpItem three = RlpItem.list(empty, RlpItem.list(empty), RlpItem.list(empty, RlpItem.list(empty)));
    assertThat(hex(Rlp.encode(three))).isEqualTo("0xc7c0c1c0c3c0c1c0");
    assertThat(Rlp.decode(bytes("0xc7c0c1c0c3c0c1c0"))).isEqualTo(three);
    byte[] longList = Rlp.encodeList(java.util.Collections.nCopies(20, Rlp.encodeString(ascii("dog"))));
    assertThat(hex(longList)).startsWith("0xf850");
    assertThat(Rlp.decode(longList).items()).hasSize(20).allMatch(item -> new String(item.bytes(), StandardCharsets.US_ASCII).equals("dog"));
  }

  @Test
  void theDecodedTreeIsReadWithTypedAccessorsThatNameTheField() {
    RlpItem item = Rlp.decode(bytes("0xc6820400c20180"));
    assertThat(item.isList()).isTrue();
    assertThat(item.items().get(0).asLong("nonce")).isEqualTo(1024);
    assertThat(item.items().get(1).asList("inner")).containsExactly(RlpItem.uint(1), RlpItem.uint(0));
    assertThat(item.toString()).isEqualTo("[0x0400, [0x01, 0x]]");
    assertThat(item.encoded()).isEqualTo(bytes("0xc6820400c20180"));

    RlpException list = catchThrowableOfType(() -> item.asUint("nonce", 64), RlpException.class);
    assertThat(list.reason()).isEqualTo(BrokenRule.UNEXPECTED_LIST);
    assertThat(list).hasMessage("nonce: expected a byte string, got a list");
    RlpException string = catchThrowableOfType(() -> item.items().get(0).asList("accessList"), RlpException.class);
    assertThat(string.reason()).isEqualTo(BrokenRule.UNEXPECTED_STRING);
    assertThat(string).hasMessage("accessList: expected a list, got a byte string");
  }

  @Test
  void integersMustBeCanonicalAndFitTheirWidth() {
    assertRefused(() -> Rlp.decode(bytes("0x820001")).asUint("gasLimit", 64), BrokenRule.LEADING_ZERO, "gasLimit: integer with a leading zero byte");
    assertRefused(() -> Rlp.decode(bytes("0x00")).asUint("nonce", 64), BrokenRule.LEADING_ZERO, "nonce: integer with a leading zero byte");
    assertRefused(() -> Rlp.decode(bytes("0x820100")).asUint("yParity", 8), BrokenRule.OVERFLOW, "yParity: 2 bytes do not fit uint8");
    assertRefused(() -> Rlp.decode(bytes("0x89010000000000000000")).asUint("nonce", 64), BrokenRule.OVERFLOW, "nonce: 9 bytes do not fit uint64");
    assertRefused(() -> Rlp.decode(bytes("0x888000000000000000")).asLong("chainId"), BrokenRule.OVERFLOW, "chainId: 9223372036854775808 does not fit uint63");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      // a single byte below 0x80 wrapped in a header
      "0x8100 | NON_CANONICAL_SIZE | is one byte below 0x80",
      "0x817f | NON_CANONICAL_SIZE | is one byte below 0x80",
      // the long header for fewer than 56 bytes
      "0xb80161 | NON_CANONICAL_SIZE | uses the long header for 1 bytes",
      "0xf80180 | NON_CANONICAL_SIZE | uses the long header for 1 bytes",
      "0xf800 | LEADING_ZERO | has a leading zero byte",
      // a length with a leading zero byte
      "0xb90038 | LEADING_ZERO | has a leading zero byte",
      "0xf90038 | LEADING_ZERO | has a leading zero byte",
      // input that ends early
      "0x83646f | TRUNCATED | declares 3 bytes, but 2 remain",
      "0xb9 | TRUNCATED | ends inside the length",
      "0xc883636174 | TRUNCATED | declares 8 bytes, but 4 remain",
      "0xc283636174 | TRUNCATED | remain in its list",
      "0xbfffffffffffff | TRUNCATED | ends inside the length",
      "0xbf7fffffffffffffff00 | TRUNCATED | declares more than",
      // bytes after the item
      "0x8000 | TRAILING_BYTES | 1 bytes after the item",
      "0xc0c0 | TRAILING_BYTES | 1 bytes after the item"})
  void nonCanonicalOrMalformedInputIsRefusedWithItsReason(String input, BrokenRule reason, String message) {
    RlpException e = catchThrowableOfType(() -> Rlp.decode(bytes(input)), RlpException.class);
    assertThat(e).as(input).isNotNull();
    assertThat(e.reason()).as(e.getMessage()).isEqualTo(reason);
    assertThat(e).hasMessageContaining(message);
  }

  @Test
  void emptyInputAndDeepNestingAreRefused() {
    assertRefused(() -> Rlp.decode(new byte[0]), BrokenRule.TRUNCATED, "no input");
    RlpItem deep = RlpItem.list();
    for (int i = 0; i < Rlp.MAX_DEPTH; i++) {
      deep = RlpItem.list(deep);
    }
    byte[] tooDeep = Rlp.encode(deep);
    assertRefused(() -> Rlp.decode(tooDeep), BrokenRule.TOO_DEEP, "nested deeper than 64");
    byte[] deepest = Rlp.encode(deep.items().get(0));
    assertThat(Rlp.decode(deepest)).isEqualTo(deep.items().get(0));
  }

  @Test
  void itemsAreCopiedInAndOut() {
    byte[] bytes = {1, 2, 3};
    RlpItem item = RlpItem.string(bytes);
    bytes[0] = 9;
    assertThat(item.bytes()).containsExactly(1, 2, 3);
    item.bytes()[0] = 9;
    assertThat(item.bytes()).containsExactly(1, 2, 3);
    assertThat(item).isEqualTo(RlpItem.string(new byte[] {1, 2, 3})).hasSameHashCodeAs(RlpItem.string(new byte[] {1, 2, 3}));
    assertThat(RlpItem.list(List.of(item))).isNotEqualTo(item);
  }

  private static void assertRefused(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, BrokenRule reason, String message) {
    RlpException e = catchThrowableOfType(call, RlpException.class);
    assertThat(e).isNotNull();
    assertThat(e.reason()).as(e.getMessage()).isEqualTo(reason);
    assertThat(e).hasMessageContaining(message);
  }
}
