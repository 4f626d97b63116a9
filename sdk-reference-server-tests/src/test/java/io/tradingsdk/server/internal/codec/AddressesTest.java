package io.tradingsdk.server.internal.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * {@link Addresses#checksum}: it now goes through sdk-signing's {@code Address} (the token-list {@code Eip55} left for
 * sdk-tokenlist), so the EIP-55 forms the server writes must not change.
 */
class AddressesTest {
  /** The examples of EIP-55 itself (all mixed case). */
  private static final List<String> EIP55_EXAMPLES = List.of(
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
      "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
      "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb");

  @Test
  void checksumsAnAddressWrittenInAnyCase() {
    for (String expected : EIP55_EXAMPLES) {
      String digits = expected.substring(2);
      assertThat(Addresses.checksum(expected)).isEqualTo(expected);
      assertThat(Addresses.checksum("0x" + digits.toLowerCase(Locale.ROOT))).isEqualTo(expected);
      assertThat(Addresses.checksum("0X" + digits.toUpperCase(Locale.ROOT))).isEqualTo(expected);
    }
  }

  @Test
  void normalizeAnswersALowerCaseAddressAsItIsAndLowersAnyOther() {
    String lower = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";
    assertThat(Addresses.normalize(lower)).isSameAs(lower);
    for (String mixed : EIP55_EXAMPLES) {
      String expected = "0x" + mixed.substring(2).toLowerCase(Locale.ROOT);
      assertThat(Addresses.normalize(mixed)).isEqualTo(expected);
      assertThat(Addresses.normalize("0X" + mixed.substring(2).toUpperCase(Locale.ROOT))).isEqualTo(expected);
      assertThat(Addresses.normalize(mixed.substring(2))).isEqualTo(expected);
      assertThat(Addresses.normalize(expected.substring(2))).isEqualTo(expected); // no prefix: one is added
    }
    assertThat(Addresses.normalize("0X" + lower.substring(2))).isEqualTo(lower);
    assertThat(Addresses.normalize("0xAB\u0130")).isEqualTo("0x" + "AB\u0130".toLowerCase(Locale.ROOT));
  }

  @Test
  void appendNormalizedAppendsWhatNormalizeAnswers() {
    List<String> forms = new ArrayList<>(List.of("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "0xAB\u0130", "0X",
        "", "abc", "0xz!Z"));
    for (String mixed : EIP55_EXAMPLES) {
      forms.add(mixed);
      forms.add("0X" + mixed.substring(2).toUpperCase(Locale.ROOT));
      forms.add(mixed.substring(2));
    }
    for (String form : forms) {
      StringBuilder out = new StringBuilder("1|");
      Addresses.appendNormalized(out, form);
      assertThat(out.toString()).as(form).isEqualTo("1|" + Addresses.normalize(form));
    }
  }

  @Test
  void fromHashChecksumsTheLastTwentyBytes() {
    byte[] hash = new byte[32];
    byte[] tail = {(byte) 0x5a, (byte) 0xae, (byte) 0xb6, 0x05, 0x3f, 0x3e, (byte) 0x94, (byte) 0xc9, (byte) 0xb9,
        (byte) 0xa0, (byte) 0x9f, 0x33, 0x66, (byte) 0x94, 0x35, (byte) 0xe7, (byte) 0xef, 0x1b, (byte) 0xea,
        (byte) 0xed};
    System.arraycopy(tail, 0, hash, 12, 20);
    hash[0] = 0x7f; // not part of the address

    assertThat(Addresses.fromHash(hash)).isEqualTo(EIP55_EXAMPLES.get(0));
  }

  @Test
  void refusesWhatIsNotAnAddress() {
    assertThatThrownBy(() -> Addresses.checksum("0x1234")).isInstanceOf(IllegalArgumentException.class);
  }
}
