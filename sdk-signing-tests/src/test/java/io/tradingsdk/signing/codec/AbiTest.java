package io.tradingsdk.signing.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ABI codec on hand-checked encodings (as solc writes them) and on what it refuses; {@link AbiVectorsTest}
 * compares it with ethers on generated cases.
 */
class AbiTest {
  private static final BigInteger TWO_255 = BigInteger.ONE.shiftLeft(255);
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");

  private static String word(long value) {
    return String.format("%064x", value);
  }

  private static String hex(byte[] bytes) {
    return Hex.encode(bytes);
  }

  private static byte[] bytes(String hex) {
    return Hex.decode(hex, "test");
  }

  @Test
  void selectorsAreTheFirstFourBytesOfTheSignaturesHash() {
    assertThat(hex(Abi.selector("transfer(address,uint256)"))).isEqualTo("0xa9059cbb");
    assertThat(hex(Abi.selector("approve(address,uint256)"))).isEqualTo("0x095ea7b3");
    assertThat(hex(Abi.selector("Error(string)"))).isEqualTo("0x08c379a0");
    assertThat(hex(Abi.selector("Panic(uint256)"))).isEqualTo("0x4e487b71");
    assertThat(hex(Abi.selector("execute(bytes,bytes[],uint256)"))).isEqualTo("0x3593564c");
    assertThat(hex(Abi.selector("InvalidNonce()"))).isEqualTo("0x756688fe");
  }

  @Test
  void callsAreTheSelectorAndTheArguments() {
    byte[] call = Abi.encodeCall("transfer(address,uint256)", USDC, BigInteger.valueOf(1_000_000));
    assertThat(hex(call)).isEqualTo("0xa9059cbb" + "0".repeat(24) + "a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"
        + word(1_000_000));
    assertThat(Abi.decodeCall("transfer(address,uint256)", call)).containsExactly(USDC, BigInteger.valueOf(1_000_000));
    assertThatThrownBy(() -> Abi.decodeCall("approve(address,uint256)", call))
        .hasMessage("approve: the data does not start with the selector of approve(address,uint256) (0x095ea7b3)");
    assertThatThrownBy(() -> Abi.decodeCall("approve(address,uint256)", new byte[3])).hasMessageContaining("selector");
    assertThat(hex(Abi.encodeCall("InvalidNonce()"))).isEqualTo("0x756688fe");
  }

  @Test
  void wordsAreBigEndianAndSignedOnesTwosComplement() {
    assertThat(hex(Abi.encode("(uint256)", BigInteger.ZERO))).isEqualTo("0x" + word(0));
    assertThat(hex(Abi.encode("(uint256)", TWO_256.subtract(BigInteger.ONE)))).isEqualTo("0x" + "f".repeat(64));
    assertThat(hex(Abi.encode("(uint256)", TWO_255))).isEqualTo("0x8" + "0".repeat(63));
    assertThat(hex(Abi.encode("(int256)", -1))).isEqualTo("0x" + "f".repeat(64));
    assertThat(hex(Abi.encode("(int256)", TWO_255.negate()))).isEqualTo("0x8" + "0".repeat(63));
    assertThat(hex(Abi.encode("(int256)", TWO_255.subtract(BigInteger.ONE)))).isEqualTo("0x7" + "f".repeat(63));
    assertThat(hex(Abi.encode("(int8)", (byte) -128))).isEqualTo("0x" + "f".repeat(62) + "80");
    assertThat(hex(Abi.encode("(int24)", -256))).isEqualTo("0x" + "f".repeat(61) + "f00");
    assertThat(hex(Abi.encode("(uint8,bool,bool)", 255, true, false))).isEqualTo("0x" + word(255) + word(1) + word(0));
    assertThat(hex(Abi.encode("(address)", USDC))).isEqualTo("0x" + "0".repeat(24) + "a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48");
    assertThat(hex(Abi.encode("(bytes4,bytes32)", new byte[] {1, 2, 3, 4}, Bytes32.of(new byte[32]))))
        .isEqualTo("0x01020304" + "0".repeat(56) + word(0));
  }

  @Test
  void aDynamicTupleSitsBehindItsOffsetWithItsBytesInTheTail() {
    // abi.encode((uint256(1), bytes("abc"))), as solc encodes it.
    byte[] encoded = Abi.encode("((uint256,bytes))", List.of(BigInteger.ONE, "abc".getBytes(StandardCharsets.US_ASCII)));
    assertThat(encoded).isEqualTo(Abi.encode("((uint256,bytes))", (Object) new Object[] {BigInteger.ONE,
        "abc".getBytes(StandardCharsets.US_ASCII)}));
    assertThat(hex(encoded)).isEqualTo("0x" + word(0x20) + word(1) + word(0x40) + word(3) + "616263" + "0".repeat(58));
    List<Object> decoded = Abi.decode("((uint256,bytes))", encoded);
    List<?> tuple = (List<?>) decoded.get(0);
    assertThat(tuple.get(0)).isEqualTo(BigInteger.ONE);
    assertThat((byte[]) tuple.get(1)).isEqualTo("abc".getBytes(StandardCharsets.US_ASCII));
  }

  @Test
  void staticTuplesAndFixedArraysAreInline() {
    assertThat(hex(Abi.encode("(uint256,(uint256,uint256))", BigInteger.ONE, List.of(BigInteger.TWO, BigInteger.TEN))))
        .isEqualTo("0x" + word(1) + word(2) + word(10));
    assertThat(hex(Abi.encode("(uint16[3])", (Object) new Object[] {1, 2, 3}))).isEqualTo("0x" + word(1) + word(2) + word(3));
    // A fixed array of a dynamic type is dynamic: behind an offset, its elements behind offsets of their own.
    assertThat(hex(Abi.encode("(string[2])", List.of("a", ""))))
        .isEqualTo("0x" + word(0x20) + word(0x40) + word(0x80) + word(1) + "61" + "0".repeat(62) + word(0));
  }

  @Test
  void arraysCountTheirElements() {
    assertThat(hex(Abi.encode("(int256[])", List.of()))).isEqualTo("0x" + word(0x20) + word(0));
    assertThat(hex(Abi.encode("(int256[])", List.of(-1, 2))))
        .isEqualTo("0x" + word(0x20) + word(2) + "f".repeat(64) + word(2));
    // abi.encode(bytes[]("", "ab")): each element behind an offset from the elements' start.
    byte[] encoded = Abi.encode("(bytes[])", List.of(new byte[0], new byte[] {(byte) 0xab}));
    assertThat(hex(encoded)).isEqualTo("0x" + word(0x20) + word(2) + word(0x40) + word(0x60) + word(0) + word(1)
        + "ab" + "0".repeat(62));
    List<?> elements = (List<?>) Abi.decode("(bytes[])", encoded).get(0);
    assertThat((byte[]) elements.get(0)).isEmpty();
    assertThat((byte[]) elements.get(1)).containsExactly(0xab);
  }

  @Test
  void stringsAreUtf8() {
    byte[] encoded = Abi.encode("(string)", "Permit2: signature expired ✓");
    assertThat(Abi.decode("(string)", encoded)).containsExactly("Permit2: signature expired ✓");
    assertThatThrownBy(() -> Abi.encode("(string)", "\ud800")).hasMessage(
        "abi.encode: argument 0 (string): not valid Unicode (an unpaired surrogate), so it has no UTF-8 encoding");
    byte[] badUtf8 = Abi.encode("(bytes)", (Object) new byte[] {(byte) 0xc3, 0x28});
    assertThatThrownBy(() -> Abi.decode("(string)", badUtf8)).hasMessage("abi.decode: value 0 (string): not valid UTF-8");
  }

  @Test
  void valuesThatDoNotFitTheirTypeAreRefusedNamingThem() {
    assertThatThrownBy(() -> Abi.encode("(uint256)", TWO_256)).hasMessage(
        "abi.encode: argument 0 (uint256): " + TWO_256 + " is outside 0 to 2^256-1");
    assertThatThrownBy(() -> Abi.encode("(uint8)", 256)).hasMessage("abi.encode: argument 0 (uint8): 256 is outside 0 to 2^8-1");
    assertThatThrownBy(() -> Abi.encode("(uint256)", -1)).hasMessageContaining("-1 is outside 0 to 2^256-1");
    assertThatThrownBy(() -> Abi.encode("(int8)", 128)).hasMessage("abi.encode: argument 0 (int8): 128 is outside -2^7 to 2^7-1");
    assertThatThrownBy(() -> Abi.encode("(int8)", -129)).hasMessageContaining("-129 is outside");
    assertThatThrownBy(() -> Abi.encodeCall("transfer(address,uint256)", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 1))
        .hasMessage("transfer: argument 0 (address): expected an Address, got String");
    assertThatThrownBy(() -> Abi.encode("(uint256)", 1.5)).hasMessageContaining("expected an integer (BigInteger, Long, Integer, Short or Byte), got Double");
    assertThatThrownBy(() -> Abi.encode("(uint256)", "1")).hasMessageContaining("got String");
    assertThatThrownBy(() -> Abi.encode("(bool)", 1)).hasMessage("abi.encode: argument 0 (bool): expected a Boolean, got Integer");
    assertThatThrownBy(() -> Abi.encode("(bytes4)", (Object) new byte[5])).hasMessage("abi.encode: argument 0 (bytes4): expected 4 bytes, got 5");
    assertThatThrownBy(() -> Abi.encode("(bytes4)", Bytes32.of(new byte[32]))).hasMessageContaining("expected a byte[] of 4 bytes, got Bytes32");
    assertThatThrownBy(() -> Abi.encode("(uint8[2])", List.of(1))).hasMessage("abi.encode: argument 0 (uint8[2]): expected 2 elements, got 1");
    assertThatThrownBy(() -> Abi.encode("((uint8,bool)[])", List.of(List.of(1, true), List.of(2, 3))))
        .hasMessage("abi.encode: argument 0[1][1] (bool): expected a Boolean, got Integer");
    assertThatThrownBy(() -> Abi.encode("(uint256,uint256)", 1)).hasMessage("abi.encode: (uint256,uint256) takes 2 values, got 1");
    assertThatThrownBy(() -> Abi.encode("(uint256[])", (Object) new int[] {1})).hasMessageContaining("expected a List or an Object[], got int[]");
    assertThatThrownBy(() -> Abi.encode("(uint256)", (Object) null)).hasMessageContaining("expected a value, got null");
  }

  @Test
  void onlyCanonicalTypesParse() {
    assertThatThrownBy(() -> Abi.selector("transfer(address,uint)")).hasMessageContaining(
        "'uint' at index 17 is an alias: write uint256, the canonical type a selector is hashed over");
    assertThatThrownBy(() -> Abi.selector("transfer(address, uint256)")).hasMessageContaining(
        "unexpected ' ' at index 17 (write the canonical type, without spaces)");
    assertThatThrownBy(() -> Abi.encode("(uint7)", 1)).hasMessageContaining("integer widths are 8 to 256 in steps of 8");
    assertThatThrownBy(() -> Abi.encode("(bytes33)", 1)).hasMessageContaining("fixed byte arrays are bytes1 to bytes32");
    assertThatThrownBy(() -> Abi.encode("(byte)", 1)).hasMessageContaining("write bytes1");
    assertThatThrownBy(() -> Abi.encode("(fixed128x18)", 1)).hasMessageContaining("is not supported");
    assertThatThrownBy(() -> Abi.encode("(uint256[0])", 1)).hasMessageContaining("fixed array length 0");
    assertThatThrownBy(() -> Abi.encode("(uint256[01])", 1)).hasMessageContaining("without leading zeros");
    assertThatThrownBy(() -> Abi.encode("((),uint256)", 1)).hasMessageContaining("only an argument list may be empty");
    assertThatThrownBy(() -> Abi.encode("uint256", 1)).hasMessageContaining("expected a tuple type in parentheses");
    assertThatThrownBy(() -> Abi.encode("(uint256)[]", 1)).hasMessageContaining("not an array of tuples");
    assertThatThrownBy(() -> Abi.encode("(uint256", 1)).hasMessageContaining("unexpected end");
    assertThatThrownBy(() -> Abi.encode("(uint256))", 1)).hasMessageContaining("unexpected ')' at index 9");
    assertThatThrownBy(() -> Abi.selector("1transfer()")).hasMessageStartingWith("signature: expected a name and its argument types");
    assertThatThrownBy(() -> Abi.selector("transfer")).hasMessageStartingWith("signature: expected a name");
    assertThat(Abi.encode("()")).isEmpty();
    assertThat(Abi.decode("()", new byte[0])).isEmpty();
  }

  @Test
  void decodingIsStrict() {
    String zeroAddress = "0".repeat(64);
    List<Object> values = Abi.decode("(address,bool,uint8,int8,bytes2)", bytes("0x" + zeroAddress + word(1) + word(255)
        + "f".repeat(64) + "abcd" + "0".repeat(60)));
    assertThat(values.subList(0, 4)).containsExactly(Address.fromBytes(new byte[20]), true, BigInteger.valueOf(255),
        BigInteger.ONE.negate());
    assertThat((byte[]) values.get(4)).containsExactly(0xab, 0xcd);
    assertDecodeRefused("(address)", "0x" + "0".repeat(23) + "1" + "a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
        "value 0 (address): the 12 bytes above the address must be zero");
    assertDecodeRefused("(bool)", "0x" + word(2), "value 0 (bool): expected 0 or 1, got 2");
    assertDecodeRefused("(bool)", "0x" + "1" + "0".repeat(63), "value 0 (bool): a bool's high bytes must be zero");
    assertDecodeRefused("(uint8)", "0x" + word(256), "value 0 (uint8): bits set above bit 8");
    assertDecodeRefused("(int8)", "0x" + word(128), "value 0 (int8): not sign-extended from bit 7");
    assertDecodeRefused("(int8)", "0x" + "f".repeat(62) + "7f", "not sign-extended");
    assertDecodeRefused("(bytes2)", "0x" + "abcd01" + "0".repeat(58), "value 0 (bytes2): the padding after bytes2 must be zero");
    assertDecodeRefused("(bytes)", "0x" + word(0x20) + word(1) + "ab" + "0".repeat(61) + "1",
        "value 0 (bytes): the padding after the 1 bytes must be zero");
    assertDecodeRefused("(bytes)", "0x" + word(0x20) + word(33) + "ab".repeat(32), "needs bytes 64 to 127, but the data has 96");
    assertDecodeRefused("(bytes)", "0x" + word(0x40) + word(0), "value 0 (bytes): offset 64 points past the end of the data (64 bytes)");
    assertDecodeRefused("(bytes)", "0x" + "f".repeat(64), "offset of 256 bits is larger than the data (32 bytes)");
    assertDecodeRefused("(uint256[])", "0x" + word(0x20) + word(1000) + word(1),
        "value 0 (uint256[]): length 1000 is larger than the data (96 bytes)");
    assertDecodeRefused("(uint256[])", "0x" + word(0x20) + word(3) + word(1) + word(2),
        "value 0 (uint256[]): 3 elements need 96 bytes of heads, but 64 remain");
    assertDecodeRefused("(uint256)", "0x" + word(1) + word(2), "bytes 32 to 63 of 64 belong to no value (trailing or stray bytes)");
    assertDecodeRefused("(uint256)", "0x" + "00".repeat(31), "needs bytes 0 to 31, but the data has 31");
    // Two offsets sharing one tail: a decoding bomb in the making, and never what an encoder writes.
    assertDecodeRefused("(bytes,bytes)", "0x" + word(0x40) + word(0x40) + word(0), "value 1 (bytes): byte 64 was already read");
    // A gap between the head and the tail.
    assertDecodeRefused("(bytes)", "0x" + word(0x40) + word(0) + word(0), "bytes 32 to 63 of 96 belong to no value");
  }

  @Test
  void decodedValuesAreImmutable() {
    List<Object> values = Abi.decode("(uint256[])", Abi.encode("(uint256[])", List.of(1, 2)));
    assertThatThrownBy(() -> values.add(1)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> ((List<?>) values.get(0)).clear()).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void encodingCopiesItsInput() {
    byte[] data = {1, 2, 3};
    Object[] args = {data};
    byte[] before = Abi.encode("(bytes)", args);
    data[0] = 9;
    assertThat(Arrays.equals(before, Abi.encode("(bytes)", (Object) new byte[] {1, 2, 3}))).isTrue();
  }

  private static void assertDecodeRefused(String types, String data, String message) {
    assertThatThrownBy(() -> Abi.decode(types, bytes(data))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(message);
  }
}
