package io.tradingsdk.benchmarks.tokenlist;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.tokenlist.TokenListValidator;
import io.tradingsdk.models.tokenlist.ValidationResult;
import java.io.IOException;
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
 *   <li>{@code validateBytes}: the SDK's path, {@link TokenListValidator#validate(byte[])} (one
 *       streaming pass, default profile, EIP-55 checksums on);
 *   <li>{@code validateBytesNoChecksums}: the same without EIP-55 checksum warnings, which is the
 *       work ajv does (schema rules only, no Keccak-256 per address);
 *   <li>{@code readTreeThenValidate}: building a Jackson tree first, then validating the tree.
 * </ul>
 *
 * <p>See benchmarks/RESULTS.md for figures and the command.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TokenListValidationBenchmark {
  @Param({"real-1700", "big-10000"})
  public String list;

  private byte[] json;
  private final TokenListValidator validator = TokenListValidator.create();
  private final TokenListValidator noChecksums = validator.withChecksumWarnings(false);

  @Setup(Level.Trial)
  public void generate() {
    json = list.equals("real-1700") ? BenchmarkLists.realShaped() : BenchmarkLists.big();
    ValidationResult result = validator.validate(json);
    if (!result.isValid()) {
      throw new IllegalStateException("benchmark list must be valid: " + result.errors());
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
}
