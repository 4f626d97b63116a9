package io.tradingsdk.server.internal.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A JSON object under validation. Messages follow the real service (a Joi validator): the field is
 * named by its full path in double quotes, e.g. {@code "integratorFees[0].bips" must be a number}.
 * Types are strict: a number sent as a string is refused, and an explicit {@code null} is a type
 * error for every field that does not allow it ({@code "permitData" must be of type object}).
 */
public final class Body {
  /** {@code 0x} + 40 hex digits. */
  public static final Pattern ADDRESS = Pattern.compile("^0x[a-fA-F0-9]{40}$");
  /** 40 hex digits with an optional {@code 0x} (the spec's pattern on /send and friends). */
  public static final Pattern ADDRESS_OPTIONAL_PREFIX = Pattern.compile("^(0x)?[0-9a-fA-F]{40}$");
  /** A transaction or user-operation hash. */
  public static final Pattern HASH = Pattern.compile("^0x[a-fA-F0-9]{64}$");
  /** A 65-byte signature. */
  public static final Pattern SIGNATURE = Pattern.compile("^0x[a-fA-F0-9]{130}$");
  /** Base units: decimal digits only. */
  public static final Pattern DIGITS = Pattern.compile("^[0-9]+$");
  /**
   * The most digits of any valid number: 2^256 - 1 has 78. Longer numbers and decimal strings are
   * refused before they are parsed, because parsing a long decimal costs time quadratic in its length
   * (a 900,000-digit amount took 16 s of CPU).
   */
  public static final int MAX_DIGITS = 78;
  /** The most characters of a refused value quoted back in a message. */
  private static final int MAX_QUOTED_VALUE = 100;

  /** The shared mapper's configuration, but a JSON number may not be longer than {@link #MAX_DIGITS}. */
  private static final ObjectMapper MAPPER = boundedMapper();

  private final JsonNode node;
  private final String prefix;

  private Body(JsonNode node, String prefix) {
    this.node = node;
    this.prefix = prefix;
  }

  /** Parses a request body; it must be a JSON object. */
  public static Body parse(byte[] bytes) {
    if (bytes.length == 0) {
      throw ApiError.badRequest("\"value\" must be of type object");
    }
    JsonNode root;
    JsonParser parser = null;
    try {
      parser = MAPPER.createParser(bytes);
      root = MAPPER.readTree(parser);
    } catch (StreamConstraintsException e) {
      throw ApiError.badRequest(tooLong(parser));
    } catch (IOException e) {
      throw ApiError.badRequest("Body is not valid JSON");
    } finally {
      // Closing hands the parser's buffers back to Jackson's recycler and merges the field names it saw into the
      // factory's shared table; unclosed, every request copied that table and allocated new buffers (issue 35).
      closeQuietly(parser);
    }
    if (root == null || !root.isObject()) {
      throw ApiError.badRequest("\"value\" must be of type object");
    }
    return new Body(root, "");
  }

  private static ObjectMapper boundedMapper() {
    ObjectMapper mapper = TradingJson.mapper().copy();
    JsonFactory factory = mapper.getFactory();
    factory.setStreamReadConstraints(StreamReadConstraints.builder()
        .maxNumberLength(MAX_DIGITS)
        .maxNestingDepth(factory.streamReadConstraints().getMaxNestingDepth())
        .maxStringLength(factory.streamReadConstraints().getMaxStringLength())
        .build());
    return mapper;
  }

  private static void closeQuietly(JsonParser parser) {
    if (parser != null) {
      try {
        parser.close();
      } catch (IOException ignored) { // a parser over a byte array has nothing to close that can fail
      }
    }
  }

  /** The message for a JSON number over {@link #MAX_DIGITS}, naming the field where the parser stopped. */
  private static String tooLong(JsonParser parser) {
    String field = "";
    if (parser != null) {
      String pointer = parser.getParsingContext().pathAsPointer().toString();
      field = pointer.isEmpty() ? "" : quoted(pointer.substring(1).replace('/', '.')) + " ";
    }
    return "Body has a JSON number " + field + "longer than " + MAX_DIGITS
        + " characters (no valid value has more digits than 2^256 - 1)";
  }

  /** Wraps an object node that was already validated as an object. */
  public static Body of(JsonNode object, String path) {
    return new Body(object, path.isEmpty() ? "" : path + ".");
  }

  /** The underlying object. */
  public ObjectNode node() {
    return (ObjectNode) node;
  }

  /** The full label of a field of this object. */
  public String label(String field) {
    return prefix + field;
  }

  private static String quoted(String label) {
    return "\"" + label + "\"";
  }

  private ApiError error(String field, String message) {
    return ApiError.badRequest(quoted(label(field)) + " " + message);
  }

  public boolean has(String field) {
    return node.has(field);
  }

  /** The raw value of a field, absent when the key is missing (an explicit null is present). */
  public Optional<JsonNode> raw(String field) {
    return Optional.ofNullable(node.get(field));
  }

  private JsonNode require(String field) {
    JsonNode value = node.get(field);
    if (value == null) {
      throw error(field, "is required");
    }
    return value;
  }

  /** A required string. */
  public String string(String field) {
    JsonNode value = require(field);
    if (!value.isTextual()) {
      throw error(field, "must be a string");
    }
    if (value.textValue().isEmpty()) {
      throw error(field, "is not allowed to be empty");
    }
    return value.textValue();
  }

  /** An optional string. */
  public Optional<String> optionalString(String field) {
    return has(field) ? Optional.of(string(field)) : Optional.empty();
  }

  /** A required string matching a pattern. */
  public String matching(String field, Pattern pattern) {
    String value = string(field);
    if (pattern == DIGITS && value.length() > MAX_DIGITS) {
      throw error(field, "must have at most " + MAX_DIGITS + " digits (2^256 - 1 has 78), had " + value.length());
    }
    if (!matches(value, pattern)) {
      throw error(
          field,
          "with value " + quoted(abbreviate(value)) + " fails to match the required pattern: /" + pattern + "/");
    }
    return value;
  }

  /**
   * Whether {@code value} matches {@code pattern} as a whole: {@link #ADDRESS} and {@link #DIGITS}, which every quote
   * checks several times, by a loop over the characters (the same answer as the pattern's; a regex matcher cost 3 % of
   * a quote's CPU, issue 35); any other pattern by its matcher.
   */
  static boolean matches(String value, Pattern pattern) {
    if (pattern == ADDRESS) {
      if (value.length() != 42 || value.charAt(0) != '0' || value.charAt(1) != 'x') {
        return false;
      }
      for (int i = 2; i < 42; i++) {
        char c = value.charAt(i);
        if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
          return false;
        }
      }
      return true;
    }
    if (pattern == DIGITS) {
      if (value.isEmpty()) {
        return false;
      }
      for (int i = 0; i < value.length(); i++) {
        char c = value.charAt(i);
        if (c < '0' || c > '9') {
          return false;
        }
      }
      return true;
    }
    return pattern.matcher(value).matches();
  }

  /** A value as a message may quote it: long ones cut, so an error body stays small. */
  public static String abbreviate(String value) {
    return value.length() <= MAX_QUOTED_VALUE ? value
        : value.substring(0, MAX_QUOTED_VALUE) + "... (" + value.length() + " characters)";
  }

  /** Whether a string is a decimal integer short enough to parse (at most {@link #MAX_DIGITS} digits). */
  public static boolean isUintText(String text) {
    return text.length() <= MAX_DIGITS && matches(text, DIGITS);
  }

  /** An optional string matching a pattern. */
  public Optional<String> optionalMatching(String field, Pattern pattern) {
    return has(field) ? Optional.of(matching(field, pattern)) : Optional.empty();
  }

  /** A required address ({@code 0x} + 40 hex digits). */
  public String address(String field) {
    return matching(field, ADDRESS);
  }

  /**
   * A required address of the LP and wallet documents' {@code Address} type, whose {@code 0x} is optional
   * ({@link #ADDRESS_OPTIONAL_PREFIX}); returned with its {@code 0x}.
   */
  public String looseAddress(String field) {
    String value = matching(field, ADDRESS_OPTIONAL_PREFIX);
    return value.startsWith("0x") ? value : "0x" + value;
  }

  /** An optional address. */
  public Optional<String> optionalAddress(String field) {
    return optionalMatching(field, ADDRESS);
  }

  /** A required amount in base units: a string of digits, greater than 0. */
  public BigInteger amount(String field) {
    String text = matching(field, DIGITS);
    BigInteger value = new BigInteger(text);
    if (value.signum() <= 0) {
      throw error(field, "must be greater than 0");
    }
    if (value.bitLength() > 256) {
      throw error(field, "must be less than or equal to 2^256 - 1");
    }
    return value;
  }

  /** A required string that is one of the allowed values (case-sensitive). */
  public String oneOf(String field, Collection<String> allowed) {
    JsonNode value = require(field);
    if (!value.isTextual() || !allowed.contains(value.textValue())) {
      throw error(field, "must be one of [" + String.join(", ", allowed) + "]");
    }
    return value.textValue();
  }

  /** An optional string that is one of the allowed values. */
  public Optional<String> optionalOneOf(String field, Collection<String> allowed) {
    return has(field) ? Optional.of(oneOf(field, allowed)) : Optional.empty();
  }

  /** A required JSON number. */
  public BigDecimal number(String field) {
    JsonNode value = require(field);
    if (!value.isNumber()) {
      throw error(field, "must be a number");
    }
    BigDecimal number = value.decimalValue();
    // 1e999999999 is a short JSON number whose plain form has a billion digits.
    if (number.precision() - number.scale() > MAX_DIGITS || number.scale() > MAX_DIGITS) {
      throw error(field, "must have at most " + MAX_DIGITS + " digits before and after the decimal point");
    }
    return number;
  }

  /** An optional JSON number. */
  public Optional<BigDecimal> optionalNumber(String field) {
    return has(field) ? Optional.of(number(field)) : Optional.empty();
  }

  /** A required whole JSON number. */
  public long integer(String field) {
    BigDecimal value = number(field);
    if (value.stripTrailingZeros().scale() > 0) {
      throw error(field, "must be an integer");
    }
    try {
      return value.longValueExact();
    } catch (ArithmeticException e) {
      throw error(field, "must be a safe number");
    }
  }

  /** An optional whole JSON number. */
  public Optional<Long> optionalInteger(String field) {
    return has(field) ? Optional.of(integer(field)) : Optional.empty();
  }

  /** A required whole number that is one of the allowed values (chain ids). */
  public long oneOfNumbers(String field, Collection<Long> allowed) {
    JsonNode value = require(field);
    if (!value.isIntegralNumber() || !allowed.contains(value.longValue())) {
      throw error(
          field,
          "must be one of ["
              + allowed.stream().map(String::valueOf).collect(Collectors.joining(", "))
              + "]");
    }
    return value.longValue();
  }

  /** An optional whole number from the allowed values, or the default when absent. */
  public long oneOfNumbers(String field, Collection<Long> allowed, long defaultValue) {
    return has(field) ? oneOfNumbers(field, allowed) : defaultValue;
  }

  /** An optional boolean, or the default when absent. */
  public boolean bool(String field, boolean defaultValue) {
    if (!has(field)) {
      return defaultValue;
    }
    JsonNode value = node.get(field);
    if (!value.isBoolean()) {
      throw error(field, "must be a boolean");
    }
    return value.booleanValue();
  }

  /** A required nested object. */
  public Body object(String field) {
    JsonNode value = require(field);
    if (!value.isObject()) {
      throw error(field, "must be of type object");
    }
    return new Body(value, prefix + field + ".");
  }

  /** An optional nested object; an explicit null is refused. */
  public Optional<Body> optionalObject(String field) {
    return has(field) ? Optional.of(object(field)) : Optional.empty();
  }

  /** A required array. */
  public List<JsonNode> array(String field) {
    JsonNode value = require(field);
    if (!value.isArray()) {
      throw error(field, "must be an array");
    }
    List<JsonNode> items = new ArrayList<>();
    value.forEach(items::add);
    return items;
  }

  /** An optional array. */
  public Optional<List<JsonNode>> optionalArray(String field) {
    return has(field) ? Optional.of(array(field)) : Optional.empty();
  }

  /** The object at index {@code i} of an array field, validated as an object. */
  public Body element(String field, List<JsonNode> items, int i) {
    JsonNode item = items.get(i);
    String label = prefix + field + "[" + i + "]";
    if (!item.isObject()) {
      throw ApiError.badRequest(quoted(label) + " must be of type object");
    }
    return new Body(item, label + ".");
  }

  /** A 400 naming a field of this object with a free-form message. */
  public ApiError invalid(String field, String message) {
    return error(field, message);
  }

  /** Refuses a field that must not be sent. */
  public void forbid(String field) {
    if (has(field)) {
      throw error(field, "is not allowed");
    }
  }
}
