package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class Keccak256Test {
  static List<String> resourceLines(String name) throws IOException {
    try (InputStream in = Keccak256Test.class.getResourceAsStream("/tokenlists/" + name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(line -> !line.isBlank() && !line.startsWith("#"))
          .toList();
    }
  }

  private static String keccak(String ascii) {
    return Keccak256.hex(Keccak256.digest(ascii.getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void publishedVectors() {
    // Ethereum's empty-input hash (the empty code hash) and the usual Keccak-256 test strings.
    assertThat(keccak("")).isEqualTo("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
    assertThat(keccak("abc")).isEqualTo("4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45");
    assertThat(keccak("The quick brown fox jumps over the lazy dog"))
        .isEqualTo("4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15");
    // Solidity's transfer(address,uint256) selector is the first 4 bytes.
    assertThat(keccak("transfer(address,uint256)")).startsWith("a9059cbb");
  }

  @Test
  void everyLengthAcrossTheRateBoundariesMatchesAnIndependentImplementation() throws IOException {
    List<String> lines = resourceLines("keccak256-vectors.txt");
    assertThat(lines).hasSize(421);
    for (String line : lines) {
      String[] parts = line.split(" ");
      int n = Integer.parseInt(parts[0]);
      byte[] input = new byte[n];
      for (int i = 0; i < n; i++) {
        input[i] = (byte) ((i * 31 + 7) & 0xFF);
      }
      assertThat(Keccak256.hex(Keccak256.digest(input))).as("length %d", n).isEqualTo(parts[1]);
    }
  }

  @Test
  void roundConstantsFollowFromTheLfsr() {
    // FIPS 202, algorithm 5 (rc) and 6: RC[ir] bit (2^j - 1) = rc(j + 7 ir).
    for (int round = 0; round < 24; round++) {
      long expected = 0;
      for (int j = 0; j <= 6; j++) {
        if (rc(j + 7 * round)) {
          expected |= 1L << ((1 << j) - 1);
        }
      }
      assertThat(Keccak256.ROUND_CONSTANTS[round]).as("round %d", round).isEqualTo(expected);
    }
  }

  /** FIPS 202 algorithm 5 with bit k of {@code r} holding R[k]. */
  private static boolean rc(int t) {
    if (t % 255 == 0) {
      return true;
    }
    int r = 1;
    for (int i = 1; i <= t % 255; i++) {
      r <<= 1;
      int r8 = (r >>> 8) & 1;
      r ^= r8 | r8 << 4 | r8 << 5 | r8 << 6;
      r &= 0xFF;
    }
    return (r & 1) != 0;
  }

  @Test
  void singleBlockAddressPathEqualsTheGeneralDigestOfTheLowerCaseForm() {
    String hex = "5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";
    long[] state = new long[25];
    java.util.Arrays.fill(state, -1L); // scratch state is overwritten, not assumed zero
    Keccak256.digest40Hex("xx5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAED".toCharArray(), 2, state);
    byte[] general = Keccak256.digest(hex.getBytes(StandardCharsets.US_ASCII));
    for (int i = 0; i < 32; i++) {
      assertThat((byte) (state[i >>> 3] >>> ((i & 7) << 3))).as("byte %d", i).isEqualTo(general[i]);
    }
  }
}
