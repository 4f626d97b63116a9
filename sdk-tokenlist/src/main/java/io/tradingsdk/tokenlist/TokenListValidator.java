package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Validates token-list documents against every rule of the token-list schema and the spec,
 * reporting all violations, each with a JSON pointer, the rule and a readable message:
 *
 * <pre>{@code
 * ValidationResult result = TokenListValidator.create().validate(Files.readAllBytes(path));
 * if (!result.isValid()) {
 *   result.errors().forEach(System.out::println); // /tokens/12/decimals: must be <= 255, was 300
 * }
 * }</pre>
 *
 * <p><b>Agreement with the reference validator.</b> {@link ValidationResult#isSchemaValid()} is
 * the verdict of ajv 8.6.3 + ajv-formats 2.1.1 with the profile's schema: numbers are judged as
 * JavaScript doubles ({@code 18.0} is an integer, {@code 1e400} is not a number), lengths count
 * code points, {@code date-time} and {@code uri} follow ajv-formats' full mode, and a repeated key
 * counts with its last value as in {@code JSON.parse} (with a warning). Beyond the schema, a
 * token's tags must be defined in the list's {@code tags} ({@link Rule#TAG_REFERENCE}, an error),
 * and warnings report EVM addresses not in EIP-55 form, timestamps without a proper offset and
 * {@code tokenMap} keys that do not match their token.
 *
 * <p><b>Profiles.</b> {@link TokenListProfile#HEAD} (the default) also accepts base58 addresses;
 * {@link TokenListProfile#SPEC} accepts EVM addresses only.
 *
 * <p><b>Speed.</b> Raw JSON is validated in one streaming pass without building a tree or binding
 * the model; a valid list given as bytes is proven valid by a scan of its UTF-8 bytes without a
 * JSON parser, with the same verdict, messages and warnings. Instances are immutable and
 * thread-safe.
 */
public final class TokenListValidator {
  /** JSON as {@code JSON.parse} reads it: strict syntax, no size limits beyond memory. */
  private static final JsonFactory FACTORY =
      JsonFactory.builder()
          .disable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(1_000_000)
                  .maxNumberLength(Integer.MAX_VALUE)
                  .maxStringLength(Integer.MAX_VALUE)
                  .maxNameLength(Integer.MAX_VALUE)
                  .build())
          .build();

  /**
   * Builds last-wins trees for inputs that repeat a key; floats stay exact for messages. Made on first use: the
   * byte scan that proves most lists valid needs no object mapper.
   */
  private static final class Trees {
    static final ObjectMapper MAPPER =
        JsonMapper.builder(FACTORY).enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
  }

  private final TokenListProfile profile;
  private final boolean checksumWarnings;

  private TokenListValidator(TokenListProfile profile, boolean checksumWarnings) {
    this.profile = Objects.requireNonNull(profile, "profile");
    this.checksumWarnings = checksumWarnings;
  }

  /** A validator with the default profile ({@link TokenListProfile#DEFAULT}, head). */
  public static TokenListValidator create() {
    return of(TokenListProfile.DEFAULT);
  }

  /** A validator with the given profile. */
  public static TokenListValidator of(TokenListProfile profile) {
    return new TokenListValidator(profile, true);
  }

  /**
   * The same validator with EIP-55 checksum warnings on (the default) or off. Each check hashes one EVM address
   * (Keccak-256), which on a lean list can cost as much as the rest of the validation; the verdict ({@code
   * isValid()}, {@code isSchemaValid()}) is the same either way.
   */
  public TokenListValidator withChecksumWarnings(boolean enabled) {
    return new TokenListValidator(profile, enabled);
  }

  /** The profile this validator applies: which addresses and chains it accepts. */
  public TokenListProfile profile() {
    return profile;
  }

  /**
   * Validates a UTF-8 JSON document.
   *
   * @throws MalformedJsonException when the bytes are not one JSON value
   */
  public ValidationResult validate(byte[] json) {
    Objects.requireNonNull(json, "json");
    // Most lists are valid: a byte scan proves it without a JSON parser. Anything else (an error,
    // a warning other than a checksum, unusual JSON) goes the full way, which says what and where.
    List<Violation> checksumWarnings = ByteScanValidation.run(json, profile, this.checksumWarnings);
    if (checksumWarnings != null) {
      return new ValidationResult(profile, List.of(), checksumWarnings);
    }
    return validateStreaming(json);
  }

  /** {@link #validate(byte[])} without the byte-scan fast path (tests compare the two). */
  ValidationResult validateStreaming(byte[] json) {
    Objects.requireNonNull(json, "json");
    return validateSource(() -> FACTORY.createParser(json), () -> Trees.MAPPER.readTree(json));
  }

  /**
   * Validates a JSON document held in a string.
   *
   * @throws MalformedJsonException when the text is not one JSON value
   */
  public ValidationResult validate(String json) {
    Objects.requireNonNull(json, "json");
    return validateSource(() -> FACTORY.createParser(json), () -> Trees.MAPPER.readTree(json));
  }

  /**
   * Validates the JSON document read from {@code in} (read to its end, not closed).
   *
   * @throws IOException when reading fails
   * @throws MalformedJsonException when the bytes are not one JSON value
   */
  public ValidationResult validate(InputStream in) throws IOException {
    return validate(readAll(in));
  }

  /**
   * Validates the JSON document in {@code file}.
   *
   * @throws IOException when the file cannot be read
   * @throws MalformedJsonException when it is not one JSON value
   */
  public ValidationResult validate(Path file) throws IOException {
    return validate(Files.readAllBytes(file));
  }

  /** Validates a JSON tree (which cannot repeat keys, so no duplicate-key warnings arise). */
  public ValidationResult validate(JsonNode tree) {
    Objects.requireNonNull(tree, "tree");
    try (JsonParser parser = tree.traverse(Trees.MAPPER)) {
      StreamingValidation run = new StreamingValidation(parser, profile, checksumWarnings, false);
      run.run(parser.nextToken());
      return new ValidationResult(profile, run.errors, run.warnings);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a tree parser does no I/O
    }
  }

  /** Validates a typed list as it would be written ({@code TradingJson.mapper()}). */
  public ValidationResult validate(TokenList list) {
    JsonNode tree = TradingJson.mapper().valueToTree(list);
    return validate(tree);
  }

  // ------------------------------------------------------------------

  /** Something read from the document, which may be read again. */
  @FunctionalInterface
  private interface Read<T> {
    T get() throws IOException;
  }

  /** The document, to be read as tokens (more than once) or, for the last-wins rule, as a tree. */
  private static final class Source {
    private final Read<JsonParser> parser;
    private final Read<JsonNode> tree;

    Source(Read<JsonParser> parser, Read<JsonNode> tree) {
      this.parser = parser;
      this.tree = tree;
    }

    JsonParser open() throws IOException {
      return parser.get();
    }

    JsonNode readTree() throws IOException {
      return tree.get();
    }
  }

  private ValidationResult validateSource(Read<JsonParser> parser, Read<JsonNode> tree) {
    return validateSource(new Source(parser, tree));
  }

  private ValidationResult validateSource(Source source) {
    try {
      try (JsonParser parser = source.open()) {
        StreamingValidation run = new StreamingValidation(parser, profile, checksumWarnings, true);
        JsonToken first = parser.nextToken();
        if (first == null) {
          throw new MalformedJsonException("not JSON: the input is empty", null);
        }
        run.run(first);
        requireEnd(parser);
        return new ValidationResult(profile, run.errors, run.warnings);
      } catch (StreamingValidation.DuplicateKey duplicate) {
        return validateLastWins(source);
      }
    } catch (JsonProcessingException e) {
      throw malformed(e);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // in-memory sources do no I/O
    }
  }

  /** A key appears twice: validate what JSON.parse would see, and say where the repeats are. */
  private ValidationResult validateLastWins(Source source) throws IOException {
    List<Violation> duplicates = duplicateKeys(source);
    ValidationResult result = validate(source.readTree());
    List<Violation> warnings = new ArrayList<>(duplicates);
    warnings.addAll(result.warnings());
    return new ValidationResult(profile, result.errors(), warnings);
  }

  private static void requireEnd(JsonParser parser) throws IOException {
    JsonToken extra = parser.nextToken();
    if (extra != null) {
      JsonLocation at = parser.currentTokenLocation();
      throw new MalformedJsonException(
          "not JSON: unexpected " + extra.asString() + " after the document at line "
              + at.getLineNr() + ", column " + at.getColumnNr(),
          null);
    }
  }

  private static MalformedJsonException malformed(JsonProcessingException e) {
    JsonLocation at = e.getLocation();
    String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
    return new MalformedJsonException("not JSON: " + e.getOriginalMessage() + where, e);
  }

  /** Every repeated key in the document, as warnings at the repeated property. */
  private static List<Violation> duplicateKeys(Source source) throws IOException {
    List<Violation> found = new ArrayList<>();
    Deque<Set<String>> objects = new ArrayDeque<>();
    List<Object> path = new ArrayList<>(); // String keys, int[] index holders
    try (JsonParser parser = source.open()) {
      JsonToken t;
      while ((t = parser.nextToken()) != null) {
        switch (t) {
          case START_OBJECT:
            objects.push(new HashSet<>());
            path.add(null);
            break;
          case START_ARRAY:
            path.add(new int[] {-1});
            break;
          case FIELD_NAME:
            String key = parser.currentName();
            path.set(path.size() - 1, key);
            if (!objects.peek().add(key)) {
              found.add(new Violation(pointer(path), Rule.DUPLICATE_KEY,
                  "repeats a key of this object; as in JSON.parse, the last value counts"));
            }
            continue; // the value follows
          case END_OBJECT:
            objects.pop();
            path.remove(path.size() - 1);
            break;
          case END_ARRAY:
            path.remove(path.size() - 1);
            break;
          default:
            break;
        }
        // A value started or ended inside an array: advance that array's index.
        if (t != JsonToken.END_OBJECT && t != JsonToken.END_ARRAY && t != JsonToken.FIELD_NAME) {
          int holder = t.isStructStart() ? path.size() - 2 : path.size() - 1;
          if (holder >= 0 && path.get(holder) instanceof int[]) {
            ((int[]) path.get(holder))[0]++;
          }
        }
      }
    }
    return found;
  }

  private static String pointer(List<Object> path) {
    StringBuilder sb = new StringBuilder();
    for (Object segment : path) {
      sb.append('/');
      sb.append(segment instanceof int[] ? String.valueOf(((int[]) segment)[0])
          : StreamingValidation.escape((String) segment));
    }
    return sb.toString();
  }

  /** InputStream.readAllBytes is Android API 33. */
  private static byte[] readAll(InputStream in) throws IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
      out.write(buffer, 0, n);
    }
    return out.toByteArray();
  }
}
