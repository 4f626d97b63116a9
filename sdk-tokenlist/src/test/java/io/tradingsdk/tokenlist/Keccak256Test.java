package io.tradingsdk.tokenlist;

import io.tradingsdk.models.internal.KeccakF1600;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.bouncycastle.crypto.digests.KeccakDigest;
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
      assertThat(KeccakF1600.roundConstant(round)).as("round %d", round).isEqualTo(expected);
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

  /** BouncyCastle's Keccak-256: an implementation written apart from this one. */
  private static byte[] bouncyCastle(byte[] data) {
    KeccakDigest digest = new KeccakDigest(256);
    digest.update(data, 0, data.length);
    byte[] out = new byte[32];
    digest.doFinal(out, 0);
    return out;
  }

  @Property(tries = 500)
  void equalsBouncyCastleOnRandomInputsOfUpTo300Bytes(@ForAll @Size(max = 300) byte[] data) {
    assertThat(Keccak256.hex(Keccak256.digest(data))).isEqualTo(Keccak256.hex(bouncyCastle(data)));
  }

  @Test
  void twoHundredByteInputsAcrossTheFirstBlockMatchBouncyCastle() {
    // 200 bytes: one full 136-byte block, then 64 bytes and the padding in the second.
    byte[] a3 = new byte[200];
    Arrays.fill(a3, (byte) 0xA3);
    assertThat(Keccak256.digest(a3)).isEqualTo(bouncyCastle(a3));
    byte[] counting = new byte[200];
    for (int i = 0; i < counting.length; i++) {
      counting[i] = (byte) i;
    }
    assertThat(Keccak256.digest(counting)).isEqualTo(bouncyCastle(counting));
    // ... and every length around the rate: the padding's 0x01 and 0x80 in one byte at 135.
    for (int n = 130; n <= 142; n++) {
      byte[] data = Arrays.copyOf(counting, n);
      assertThat(Keccak256.digest(data)).as("length %d", n).isEqualTo(bouncyCastle(data));
    }
  }

  @Property(tries = 500)
  void addressPathEqualsBouncyCastleOnTheLowerCaseDigitsInAnyCase(
      @ForAll @Size(min = 40, max = 40) List<@IntRange(min = 0, max = 21) Integer> digits) {
    // 22 symbols: 0-9, a-f and A-F, so every mix of cases appears.
    String symbols = "0123456789abcdefABCDEF";
    char[] address = new char[42];
    address[0] = '0';
    address[1] = 'x';
    for (int i = 0; i < 40; i++) {
      address[2 + i] = symbols.charAt(digits.get(i));
    }
    String lower = new String(address, 2, 40).toLowerCase(Locale.ROOT);
    byte[] expected = bouncyCastle(lower.getBytes(StandardCharsets.US_ASCII));

    long[] state = new long[25];
    Arrays.fill(state, 0x5A5A5A5A5A5A5A5AL); // scratch: overwritten, never assumed zero
    Keccak256.digest40Hex(address, 2, state);
    for (int i = 0; i < 32; i++) {
      assertThat((byte) (state[i >>> 3] >>> ((i & 7) << 3))).as("byte %d", i).isEqualTo(expected[i]);
    }

    // The byte validator's path: the document's ASCII bytes packed 8 to a lane, case kept.
    long[] lanes = new long[25];
    for (int lane = 0; lane < 5; lane++) {
      lanes[lane] = Keccak256.lane(address, 2 + 8 * lane);
    }
    Arrays.fill(lanes, 5, 25, -1L);
    Keccak256.digest40HexLanes(lanes);
    assertThat(Arrays.copyOf(lanes, 4)).isEqualTo(Arrays.copyOf(state, 4));
  }
}
