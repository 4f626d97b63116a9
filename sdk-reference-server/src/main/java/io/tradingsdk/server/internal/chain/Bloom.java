package io.tradingsdk.server.internal.chain;

import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import java.util.List;

/**
 * The 2048-bit bloom filter of a receipt or a block ({@code logsBloom}), as the yellow paper defines it: for each log's
 * address and each of its topics, three bits, each chosen by 11 bits of the value's keccak-256 hash.
 */
public final class Bloom {
  private static final int BYTES = 256;

  private Bloom() {}

  /** The bloom of logs, as {@code 0x} + 512 hex digits. */
  public static String of(List<ReceiptLog> logs) {
    byte[] bloom = new byte[BYTES];
    for (String value : Events.bloomInputs(logs)) {
      add(bloom, Hex.decode(value, "log"));
    }
    return Hex.encode(bloom);
  }

  /** Two blooms or-ed, for a block whose transactions each have one. */
  public static String or(String a, String b) {
    byte[] left = Hex.decode(a, "bloom");
    byte[] right = Hex.decode(b, "bloom");
    for (int i = 0; i < BYTES; i++) {
      left[i] |= right[i];
    }
    return Hex.encode(left);
  }

  /** The empty filter. */
  public static String empty() {
    return Hex.encode(new byte[BYTES]);
  }

  private static void add(byte[] bloom, byte[] value) {
    byte[] hash = Keccak.hash(value);
    for (int i = 0; i < 6; i += 2) {
      int bit = ((hash[i] & 0xff) << 8 | (hash[i + 1] & 0xff)) & 2047;
      bloom[BYTES - 1 - bit / 8] |= (byte) (1 << (bit % 8));
    }
  }
}
