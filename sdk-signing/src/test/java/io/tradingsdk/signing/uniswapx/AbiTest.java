package io.tradingsdk.signing.uniswapx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ABI encoder's words, bytes, tuples and arrays, and what it refuses. */
class AbiTest {
  private static final BigInteger TWO_255 = BigInteger.ONE.shiftLeft(255);
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);

  private static String hex(Abi.Value value) {
    return Abi.toHex(Abi.encode(value));
  }

  private static String word(long value) {
    return String.format("%064x", value);
  }

  @Test
  void wordsAreBigEndianAndSignedOnesTwosComplement() {
    assertThat(hex(Abi.uint256(BigInteger.ZERO))).isEqualTo("0x" + word(0));
    assertThat(hex(Abi.uint256(TWO_256.subtract(BigInteger.ONE)))).isEqualTo("0x" + "f".repeat(64));
    assertThat(hex(Abi.uint256(TWO_255))).isEqualTo("0x8" + "0".repeat(63));
    assertThat(hex(Abi.int256(BigInteger.ONE.negate()))).isEqualTo("0x" + "f".repeat(64));
    assertThat(hex(Abi.int256(TWO_255.negate()))).isEqualTo("0x8" + "0".repeat(63));
    assertThat(hex(Abi.int256(TWO_255.subtract(BigInteger.ONE)))).isEqualTo("0x7" + "f".repeat(63));
    assertThat(hex(Abi.int256(BigInteger.valueOf(-256)))).isEqualTo("0x" + "f".repeat(61) + "f00");
    assertThat(hex(Abi.address(Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"))))
        .isEqualTo("0x" + "0".repeat(24) + "a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48");
  }

  @Test
  void outOfRangeWordsAndMixedArraysAreRefused() {
    assertThatThrownBy(() -> Abi.uint256(TWO_256)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("uint256");
    assertThatThrownBy(() -> Abi.uint256(BigInteger.ONE.negate())).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Abi.int256(TWO_255)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("int256");
    assertThatThrownBy(() -> Abi.int256(TWO_255.negate().subtract(BigInteger.ONE))).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Abi.array("uint256", List.of(Abi.uint256(BigInteger.ONE), Abi.int256(BigInteger.ONE))))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("array of uint256: element 1 is int256");
    assertThatThrownBy(() -> Abi.fromHex("0xabc")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Abi.fromHex("0xzz")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aDynamicTupleSitsBehindItsOffsetWithItsBytesInTheTail() {
    // abi.encode((uint256(1), bytes("abc"))), as solc encodes it.
    Abi.Value value = Abi.tuple(Abi.uint256(BigInteger.ONE), Abi.bytes("abc".getBytes(StandardCharsets.US_ASCII)));
    assertThat(value.type()).isEqualTo("(uint256,bytes)");
    assertThat(hex(value)).isEqualTo("0x" + word(0x20) + word(1) + word(0x40) + word(3) + "616263" + "0".repeat(58));
  }

  @Test
  void aStaticTupleIsInline() {
    Abi.Value value = Abi.tuple(Abi.uint256(BigInteger.ONE), Abi.tuple(Abi.uint256(BigInteger.TWO), Abi.uint256(BigInteger.TEN)));
    assertThat(value.type()).isEqualTo("(uint256,(uint256,uint256))");
    assertThat(hex(value)).isEqualTo("0x" + word(1) + word(2) + word(10));
  }

  @Test
  void arraysCountTheirElements() {
    assertThat(hex(Abi.array("int256", List.of()))).isEqualTo("0x" + word(0x20) + word(0));
    // abi.encode(int256[](-1, 2))
    assertThat(hex(Abi.array("int256", List.of(Abi.int256(BigInteger.ONE.negate()), Abi.int256(BigInteger.TWO)))))
        .isEqualTo("0x" + word(0x20) + word(2) + "f".repeat(64) + word(2));
    // abi.encode(bytes[]("", "ab")): each element behind an offset from the elements' start.
    Abi.Value bytesArray = Abi.array("bytes", List.of(Abi.bytes(new byte[0]), Abi.bytes(new byte[] {(byte) 0xab})));
    assertThat(bytesArray.type()).isEqualTo("bytes[]");
    assertThat(hex(bytesArray)).isEqualTo("0x" + word(0x20) + word(2) + word(0x40) + word(0x60) + word(0)
        + word(1) + "ab" + "0".repeat(62));
  }

  @Test
  void emptyAndWholeWordBytes() {
    assertThat(hex(Abi.bytes(new byte[0]))).isEqualTo("0x" + word(0x20) + word(0));
    byte[] thirtyTwo = new byte[32];
    java.util.Arrays.fill(thirtyTwo, (byte) 0x11);
    assertThat(hex(Abi.bytes(thirtyTwo))).isEqualTo("0x" + word(0x20) + word(32) + "11".repeat(32));
  }

  @Test
  void hexRoundTrips() {
    assertThat(Abi.toHex(Abi.fromHex("0x00ABff"))).isEqualTo("0x00abff");
    assertThat(Abi.fromHex("0x")).isEmpty();
  }
}
