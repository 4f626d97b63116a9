package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The public hex codec: strict, naming the field, never repeating the text (it may be a key). */
class HexTest {
  private static final String KEY_LIKE = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff8g";

  @Test
  void bytesAreLowerCaseHexWithThePrefix() {
    assertThat(Hex.encode(new byte[0])).isEqualTo("0x");
    assertThat(Hex.encode(new byte[] {0, 1, (byte) 0xab, (byte) 0xff})).isEqualTo("0x0001abff");
    assertThat(Hex.decode("0x0001ABff", "data")).containsExactly(0, 1, 0xab, 0xff);
    assertThat(Hex.decode("0x", "data")).isEmpty();
  }

  @Test
  void decodingIsStrictAndQuiet() {
    assertThatThrownBy(() -> Hex.decode("0001", "data"))
        .hasMessage("data: expected 0x-prefixed hex (0x and hex digits), without the 0x prefix");
    assertThatThrownBy(() -> Hex.decode("0X0001", "data")).hasMessageStartingWith("data: expected 0x-prefixed hex");
    assertThatThrownBy(() -> Hex.decode("0x001", "data"))
        .hasMessage("data: expected an even number of hex digits (two per byte), got 3");
    assertThatThrownBy(() -> Hex.decode(null, "data")).hasMessage("data: expected 0x-prefixed hex, got null");
    // Arabic-Indic and fullwidth digits are digits to Character.digit, not here.
    assertThatThrownBy(() -> Hex.decode("0x\u0661\u0662", "data"))
        .hasMessage("data: expected hex digits 0-9, a-f, A-F after 0x, got another character at index 2");
    assertThatThrownBy(() -> Hex.decode("0x\uff11\uff12", "data")).hasMessageContaining("index 2");
    assertThatThrownBy(() -> Hex.decode(KEY_LIKE, "key")).hasMessage(
        "key: expected hex digits 0-9, a-f, A-F after 0x, got another character at index 65")
        .hasMessageNotContaining("ac0974");
  }

  @Test
  void quantitiesHaveNoLeadingZeros() {
    assertThat(Hex.encodeQuantity(BigInteger.ZERO)).isEqualTo("0x0");
    assertThat(Hex.encodeQuantity(BigInteger.valueOf(1024))).isEqualTo("0x400");
    assertThat(Hex.decodeQuantity("0x0", "nonce")).isZero();
    assertThat(Hex.decodeQuantity("0x400", "nonce")).isEqualTo(1024);
    assertThat(Hex.decodeQuantity("0xFFff", "gas")).isEqualTo(65535);
    assertThatThrownBy(() -> Hex.encodeQuantity(BigInteger.valueOf(-1))).hasMessage("quantity: must not be negative, got -1");
    assertThatThrownBy(() -> Hex.decodeQuantity("0x", "nonce")).hasMessage("nonce: expected a quantity, 0x and hex digits (0x0 for zero)");
    assertThatThrownBy(() -> Hex.decodeQuantity("400", "nonce")).hasMessageStartingWith("nonce: expected a quantity");
    assertThatThrownBy(() -> Hex.decodeQuantity("0x0400", "nonce")).hasMessage("nonce: expected a quantity without leading zeros (0x0 for zero)");
    assertThatThrownBy(() -> Hex.decodeQuantity("0x-1", "nonce")).hasMessageContaining("index 2");
  }

  @Property(tries = 300)
  void bytesAndQuantitiesRoundTrip(@ForAll byte[] bytes, @ForAll BigInteger value) {
    assertThat(Hex.decode(Hex.encode(bytes), "bytes")).isEqualTo(bytes);
    BigInteger quantity = value.abs();
    assertThat(Hex.decodeQuantity(Hex.encodeQuantity(quantity), "quantity")).isEqualTo(quantity);
  }
}
