package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Eip55Test {
  @Test
  void vectorsFromTheEip() {
    List<String> eip = List.of(
        "0x52908400098527886E0F7030069857D2E4169EE7",
        "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
        "0xde709f2102306220921060314715629080e2fb77",
        "0x27b1fdb04752bbc536007a920d24acb045561c26",
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
        "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
        "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
        "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb");
    for (String address : eip) {
      assertThat(Eip55.toChecksumAddress(address.toLowerCase(Locale.ROOT).replace("0x", "0x")))
          .isEqualTo(address);
      assertThat(Eip55.isChecksummed(address)).isTrue();
    }
  }

  @Test
  void agreesWithAnIndependentImplementationOn300Addresses() throws IOException {
    List<String> lines = Keccak256Test.resourceLines("eip55-vectors.txt");
    assertThat(lines).hasSize(300);
    for (String expected : lines) {
      String lower = "0x" + expected.substring(2).toLowerCase(Locale.ROOT);
      String upper = "0x" + expected.substring(2).toUpperCase(Locale.ROOT);
      assertThat(Eip55.toChecksumAddress(lower)).isEqualTo(expected);
      assertThat(Eip55.toChecksumAddress(upper)).isEqualTo(expected);
    }
  }

  @Test
  void packedLanesAgreeWithTheCharCheckOnEveryCaseMix() throws IOException {
    Random random = new Random(55);
    long[] digits = new long[5];
    long[] state = new long[25];
    int checksummed = 0;
    int total = 0;
    for (String address : Keccak256Test.resourceLines("eip55-vectors.txt")) {
      for (int variant = 0; variant < 40; variant++) {
        char[] chars = address.toCharArray();
        if (variant > 0) { // variant 0 is the checksummed form itself
          int flips = 1 + random.nextInt(variant % 4 == 0 ? 40 : 2);
          for (int f = 0; f < flips; f++) {
            int i = 2 + random.nextInt(40);
            chars[i] ^= chars[i] >= 'A' ? 0x20 : 0; // flips the case of a letter, keeps a digit
          }
        }
        for (int lane = 0; lane < 5; lane++) {
          long v = 0;
          for (int b = 7; b >= 0; b--) {
            v = (v << 8) | chars[2 + 8 * lane + b];
          }
          digits[lane] = v;
        }
        String written = new String(chars);
        boolean expected = Eip55.isChecksummed(written);
        assertThat(Eip55.isChecksummed(digits, state)).as(written).isEqualTo(expected);
        checksummed += expected ? 1 : 0;
        total++;
      }
    }
    assertThat(checksummed).as("checksummed variants").isGreaterThanOrEqualTo(300);
    assertThat(total - checksummed).as("variants that fail").isGreaterThan(total / 2);
  }

  @Test
  void flippingOneLetterBreaksTheChecksum() {
    String good = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
    assertThat(Eip55.isChecksummed("0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).isFalse();
    assertThat(Eip55.isChecksummed(good.toLowerCase(Locale.ROOT))).isFalse();
  }

  @Test
  void rejectsWhatIsNotAHexAddress() {
    assertThat(Eip55.isHexAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe")).isFalse();
    assertThat(Eip55.isHexAddress("0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).isFalse();
    assertThat(Eip55.isHexAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg")).isFalse();
    assertThat(Eip55.isHexAddress("So11111111111111111111111111111111111111112")).isFalse();
    assertThatThrownBy(() -> Eip55.toChecksumAddress("0x12"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("address: expected 0x followed by 40 hex digits, was \"0x12\"");
  }
}
