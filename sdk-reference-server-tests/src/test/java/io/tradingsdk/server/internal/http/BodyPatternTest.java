package io.tradingsdk.server.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link Body#matches}' loops for addresses and digits give the same answer as the patterns they stand for. */
class BodyPatternTest {
  private static final String HEX = "0123456789abcdefABCDEF";
  private static final String ODD = "gGxX:/ \n\r\t-+.٣१０Ａ\u0000";

  @Test
  void theAddressAndDigitLoopsAgreeWithTheirPatterns() {
    List<String> values = new ArrayList<>(List.of("", "0", "0x", "00", "1", "12\n", "\n12", " 12", "12 ", "+1", "-1",
        "١٢", "0x" + "a".repeat(40), "0X" + "a".repeat(40), "0x" + "a".repeat(39), "0x" + "a".repeat(41),
        "0x" + "a".repeat(40) + "\n", "\n0x" + "a".repeat(40), "x0" + "a".repeat(40), "0x" + "A1".repeat(20),
        "0x" + "g".repeat(40), "0x" + "a".repeat(39) + "٣", "9".repeat(78), "9".repeat(79)));
    SplittableRandom random = new SplittableRandom(35);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder value = new StringBuilder(random.nextBoolean() ? "0x" : "");
      int length = random.nextInt(4) == 0 ? random.nextInt(45) : 40;
      String alphabet = random.nextBoolean() ? HEX : "0123456789";
      for (int j = 0; j < length; j++) {
        String from = random.nextInt(200) == 0 ? ODD : alphabet;
        value.append(from.charAt(random.nextInt(from.length())));
      }
      values.add(value.toString());
    }
    int addresses = 0;
    int digits = 0;
    for (String value : values) {
      for (Pattern pattern : List.of(Body.ADDRESS, Body.DIGITS)) {
        boolean expected = pattern.matcher(value).matches();
        assertThat(Body.matches(value, pattern)).as("%s against /%s/", value, pattern).isEqualTo(expected);
        if (expected) {
          if (pattern == Body.ADDRESS) {
            addresses++;
          } else {
            digits++;
          }
        }
      }
    }
    assertThat(addresses).as("addresses among the values").isGreaterThan(1_000);
    assertThat(digits).as("digit strings among the values").isGreaterThan(1_000);
    assertThat(Body.matches("0x" + "a".repeat(64), Body.HASH)).isTrue(); // any other pattern: its matcher
    assertThat(Body.matches("0x" + "a".repeat(63), Body.HASH)).isFalse();
  }
}
