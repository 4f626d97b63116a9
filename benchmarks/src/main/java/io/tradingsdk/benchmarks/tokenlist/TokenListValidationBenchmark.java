package io.tradingsdk.benchmarks.tokenlist;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.tokenlist.TokenListValidator;
import io.tradingsdk.tokenlist.ValidationResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Parse + validate of a token list from its UTF-8 bytes, as the peer (ajv 8.6.3 + ajv-formats
 * 2.1.1: {@code JSON.parse} then a compiled validator, benchmarks/peers/tokenlists/ajv-bench.js)
 * does it from a string:
 *
 * <ul>
 *   <li>{@code validateBytes}: the SDK's path, {@link TokenListValidator#validate(byte[])} (default
 *       profile, EIP-55 checksums on);
 *   <li>{@code validateBytesNoChecksums}: the same without EIP-55 checksum warnings, which is the
 *       work ajv does (schema rules only, no Keccak-256 per address);
 *   <li>{@code readTreeThenValidate}: building a Jackson tree first, then validating the tree;
 *   <li>{@code jacksonParseOnly} and {@code jacksonParseDecodeStrings}: the floor, Jackson's bare
 *       streaming parse of the same bytes without validation, skipping string contents or
 *       decoding every string value (which any validation of the values must at least read).
 * </ul>
 *
 * <p>Lists: the generated {@code real-1700} and {@code big-10000} ({@link BenchmarkLists}), and
 * the real published lists {@code uniswap-default}, {@code sushiswap-default} and {@code
 * optimism}, read from {@code DIR/<name>.json} where DIR is the system property {@value
 * #DIR_PROPERTY} (default {@value #DEFAULT_DIR}); benchmarks/peers/tokenlists/run.sh installs them
 * from npm outside the project and writes them there. A real list that is absent fails its own
 * trial with a message saying so, and JMH goes on with the others; run.sh passes only the lists
 * it found ({@code -p list=...}).
 *
 * <p>See benchmarks/RESULTS.md for figures and the command.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TokenListValidationBenchmark {
  /** The system property naming the folder of the real lists. */
  public static final String DIR_PROPERTY = "tokenlists.dir";

  public static final String DEFAULT_DIR = "/work/scratch/tokenlists/bench";

  private static final JsonFactory JSON = new JsonFactory();

  @Param({"real-1700", "big-10000", "uniswap-default", "sushiswap-default", "optimism"})
  public String list;

  private byte[] json;
  private final TokenListValidator validator = TokenListValidator.create();
  private final TokenListValidator noChecksums = validator.withChecksumWarnings(false);

  @Setup(Level.Trial)
  public void load() throws IOException {
    json = bytes(list);
    ValidationResult result = validator.validate(json);
    if (!result.isValid()) {
      throw new IllegalStateException("benchmark list " + list + " must be valid: " + result.errors());
    }
  }

  /**
   * The list's bytes: generated for {@code real-1700} and {@code big-10000}, else read from the
   * real-list folder.
   *
   * @throws IllegalStateException naming the file and how to get it when a real list is absent
   */
  public static byte[] bytes(String list) throws IOException {
    switch (list) {
      case "real-1700":
        return BenchmarkLists.realShaped();
      case "big-10000":
        return BenchmarkLists.big();
      default:
        Path file = Path.of(System.getProperty(DIR_PROPERTY, DEFAULT_DIR), list + ".json");
        if (!Files.isRegularFile(file)) {
          throw new IllegalStateException("skipping " + list + ": " + file + " is absent; benchmarks/peers/"
              + "tokenlists/run.sh installs the real lists from npm and writes them there (or pass -D"
              + DIR_PROPERTY + "=DIR, or leave the list out with -p list=real-1700,big-10000)");
        }
        return Files.readAllBytes(file);
    }
  }

  @Benchmark
  public ValidationResult validateBytes() {
    return validator.validate(json);
  }

  @Benchmark
  public ValidationResult validateBytesNoChecksums() {
    return noChecksums.validate(json);
  }

  @Benchmark
  public ValidationResult readTreeThenValidate() throws IOException {
    JsonNode tree = TradingJson.mapper().readTree(json);
    return validator.validate(tree);
  }

  @Benchmark
  public int jacksonParseOnly() throws IOException {
    int tokens = 0;
    try (JsonParser parser = JSON.createParser(json)) {
      while (parser.nextToken() != null) {
        tokens++;
      }
    }
    return tokens;
  }

  @Benchmark
  public int jacksonParseDecodeStrings() throws IOException {
    int chars = 0;
    try (JsonParser parser = JSON.createParser(json)) {
      JsonToken t;
      while ((t = parser.nextToken()) != null) {
        if (t == JsonToken.VALUE_STRING) {
          chars += parser.getTextLength();
        }
      }
    }
    return chars;
  }
}
