package io.tradingsdk.benchmarks.tokenlist;

import io.tradingsdk.tokenlist.Eip55;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * The benchmark's token lists, generated deterministically (fixed seeds) so the JMH run and the
 * ajv peer validate byte-identical files:
 *
 * <ul>
 *   <li>{@code real-1700}: shaped like the largest real default lists: about 1,700 tokens and 0.7
 *       MB, EVM tokens on several chains (a few with all-lower-case addresses, as real lists have)
 *       mixed with base58 (Solana) tokens, logos, and {@code bridgeInfo} extensions nested two
 *       object levels below the map.
 *   <li>{@code big-10000}: the schema's maximum of 10,000 tokens, each with a logo, one to three
 *       tags defined at list level, and nested extensions.
 * </ul>
 *
 * <p>Both are valid under the default (head) profile, so a validation is a full pass. {@code java
 * -cp benchmarks/target/benchmarks.jar io.tradingsdk.benchmarks.tokenlist.BenchmarkLists DIR}
 * writes them as {@code DIR/real-1700.json} and {@code DIR/big-10000.json} for the ajv peer.
 */
public final class BenchmarkLists {
  private static final String BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
  private static final long[] EVM_CHAINS = {1, 10, 56, 130, 137, 324, 8453, 42161, 43114, 81457};
  private static final String[] TAGS = {"stablecoin", "wrapped", "bridged", "governance", "defi", "meme",
    "lst", "rwa"};
  private static final String[] WORDS = {"Wrapped", "USD", "Staked", "Liquid", "Protocol", "Finance", "Token",
    "Dollar", "Ether", "Bitcoin", "Governance", "Yield", "Bridged", "Gold", "Index", "DAO"};

  private BenchmarkLists() {}

  /** The ~1,700-token, ~0.7 MB real-shaped list. */
  public static byte[] realShaped() {
    return generate(new Random(1700), 1700, false);
  }

  /** The 10,000-token list with logos, tags and nested extensions. */
  public static byte[] big() {
    return generate(new Random(10000), 10_000, true);
  }

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : ".");
    Files.createDirectories(dir);
    Files.write(dir.resolve("real-1700.json"), realShaped());
    Files.write(dir.resolve("big-10000.json"), big());
    System.out.println("wrote " + dir.resolve("real-1700.json") + " and " + dir.resolve("big-10000.json"));
  }

  private static byte[] generate(Random random, int count, boolean tagged) {
    StringBuilder sb = new StringBuilder(count * 600);
    sb.append("{\n  \"name\": \"").append(tagged ? "Big Benchmark List" : "Real Shaped Default List").append("\",\n");
    sb.append("  \"timestamp\": \"2025-10-24T16:20:00.000Z\",\n");
    sb.append("  \"version\": {\"major\": 12, \"minor\": 34, \"patch\": 5},\n");
    sb.append("  \"logoURI\": \"ipfs://QmNa8mQkrNKp1WEEeGjFezDmDeodkWRevGFN8JCV7b4Xir\",\n");
    sb.append("  \"keywords\": [\"uniswap\", \"default\", \"benchmark\"],\n");
    if (tagged) {
      sb.append("  \"tags\": {");
      for (int i = 0; i < TAGS.length; i++) {
        sb.append(i == 0 ? "\n" : ",\n").append("    \"").append(TAGS[i]).append("\": {\"name\": \"")
            .append(Character.toUpperCase(TAGS[i].charAt(0))).append(TAGS[i].substring(1))
            .append("\", \"description\": \"Tokens in the ").append(TAGS[i]).append(" category, e.g. ")
            .append(TAGS[i]).append(" tokens.\"}");
      }
      sb.append("\n  },\n");
    }
    sb.append("  \"tokens\": [");
    for (int i = 0; i < count; i++) {
      sb.append(i == 0 ? "\n" : ",\n");
      token(sb, random, i, tagged);
    }
    sb.append("\n  ]\n}\n");
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static void token(StringBuilder sb, Random random, int index, boolean tagged) {
    boolean solana = !tagged && random.nextInt(100) < 15;
    long chainId = solana ? 501000101L : EVM_CHAINS[random.nextInt(EVM_CHAINS.length)];
    String address = solana ? base58(random, 32 + random.nextInt(13)) : evmAddress(random, !tagged && random.nextInt(100) < 3);
    String symbol = symbol(random, index);
    String name = name(random);
    sb.append("    {\"chainId\": ").append(chainId)
        .append(", \"address\": \"").append(address)
        .append("\", \"name\": \"").append(name)
        .append("\", \"symbol\": \"").append(symbol)
        .append("\", \"decimals\": ").append(solana ? 6 + random.nextInt(4) : random.nextInt(4) == 0 ? 6 : 18)
        .append(", \"logoURI\": \"").append(logo(random, address)).append('"');
    if (tagged) {
      sb.append(", \"tags\": [");
      int tags = 1 + random.nextInt(3);
      int first = random.nextInt(TAGS.length);
      for (int t = 0; t < tags; t++) {
        sb.append(t == 0 ? "" : ", ").append('"').append(TAGS[(first + t) % TAGS.length]).append('"');
      }
      sb.append(']');
    }
    if (tagged || random.nextInt(100) < 70) {
      sb.append(", \"extensions\": {\"bridgeInfo\": {");
      int bridges = 1 + random.nextInt(3);
      for (int b = 0; b < bridges; b++) {
        long target = EVM_CHAINS[(int) ((chainId + b + 1) % EVM_CHAINS.length)];
        sb.append(b == 0 ? "" : ", ").append('"').append(target).append("\": {\"tokenAddress\": \"")
            .append(evmAddress(random, false)).append("\"}");
      }
      sb.append('}');
      if (tagged) {
        sb.append(", \"coingeckoId\": \"").append(name.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'))
            .append("\", \"isNative\": false, \"rank\": ").append(random.nextInt(5000));
      }
      sb.append('}');
    }
    sb.append('}');
  }

  private static String evmAddress(Random random, boolean lowerCase) {
    StringBuilder hex = new StringBuilder("0x");
    for (int i = 0; i < 40; i++) {
      hex.append(Character.forDigit(random.nextInt(16), 16));
    }
    return lowerCase ? hex.toString() : Eip55.toChecksumAddress(hex.toString());
  }

  private static String base58(Random random, int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append(BASE58.charAt(random.nextInt(BASE58.length())));
    }
    return sb.toString();
  }

  private static String symbol(Random random, int index) {
    StringBuilder sb = new StringBuilder();
    int letters = 2 + random.nextInt(4);
    for (int i = 0; i < letters; i++) {
      sb.append((char) ('A' + random.nextInt(26)));
    }
    return sb.append(index % 100).toString();
  }

  private static String name(Random random) {
    int words = 1 + random.nextInt(3);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words; i++) {
      sb.append(i == 0 ? "" : " ").append(WORDS[random.nextInt(WORDS.length)]);
    }
    return sb.toString();
  }

  private static String logo(Random random, String address) {
    if (random.nextInt(3) == 0) {
      return "ipfs://Qm" + base58(random, 44);
    }
    return "https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/" + address
        + "/logo.png";
  }
}
