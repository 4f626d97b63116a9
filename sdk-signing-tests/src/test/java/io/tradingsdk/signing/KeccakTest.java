package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.bouncycastle.crypto.digests.KeccakDigest;
import org.bouncycastle.util.encoders.Hex;
import org.junit.jupiter.api.Test;

/**
 * {@link Keccak}'s own permutation and absorption against BouncyCastle's {@code KeccakDigest(256)}: random inputs of
 * every length from 0 to 500 bytes (across the 136-byte rate boundaries, where the padding bytes 0x01 and 0x80 meet
 * at 135), at offsets inside larger arrays, and published Keccak-256 vectors.
 */
class KeccakTest {

  @Test
  void publishedVectors() {
    assertThat(Hex.toHexString(Keccak.hash(new byte[0])))
        .isEqualTo("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
    assertThat(Hex.toHexString(Keccak.hash("abc".getBytes(StandardCharsets.US_ASCII))))
        .isEqualTo("4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45");
    // The ERC-20 Transfer event topic.
    assertThat(Hex.toHexString(Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII))))
        .isEqualTo("ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef");
  }

  @Test
  void matchesBouncyCastleOnEveryLengthUpTo500() {
    Random random = new Random(0x5eed_35L);
    for (int length = 0; length <= 500; length++) {
      for (int round = 0; round < 4; round++) {
        int offset = random.nextInt(9);
        byte[] buffer = new byte[offset + length + random.nextInt(9)];
        random.nextBytes(buffer);
        byte[] expected = bouncyCastle(buffer, offset, length);
        assertThat(Keccak.hash(buffer, offset, length)).as("length %d at offset %d", length, offset)
            .isEqualTo(expected);
        byte[] out = new byte[40];
        Keccak.hashInto(buffer, offset, length, out, 5);
        assertThat(java.util.Arrays.copyOfRange(out, 5, 37)).isEqualTo(expected);
        if (offset == 0 && buffer.length == length) {
          assertThat(Keccak.hash(buffer)).isEqualTo(expected);
        }
      }
    }
  }

  @Test
  void rejectsRangesOutsideTheArrays() {
    byte[] input = new byte[10];
    assertThatThrownBy(() -> Keccak.hash(input, 5, 6)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Keccak.hash(input, -1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Keccak.hash(input, 0, -1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Keccak.hashInto(input, 0, 10, new byte[40], 9))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  private static byte[] bouncyCastle(byte[] input, int offset, int length) {
    KeccakDigest digest = new KeccakDigest(256);
    digest.update(input, offset, length);
    byte[] out = new byte[32];
    digest.doFinal(out, 0);
    return out;
  }
}
