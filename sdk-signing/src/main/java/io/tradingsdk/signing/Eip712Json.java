package io.tradingsdk.signing;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.tradingsdk.models.json.TradingJson;

/**
 * The JSON reader for typed data: the SDK mapper's exact numbers (big integers stay BigInteger,
 * fractions stay BigDecimal, trailing zeros kept), plus a refusal of duplicate keys, since {@code
 * {"amount": 1, "amount": 2}} means different things to different parsers.
 */
final class Eip712Json {
  /**
   * Reads text into trees. A tree binds no Java type, so the SDK mapper's modules (Optional, java.time) are not
   * registered: a program that only parses typed data, such as {@code trading eip712 sign}, never sets them up.
   */
  private static final ObjectMapper TREES = JsonMapper.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
      .build();

  private Eip712Json() {}

  /** Turns a caller's maps and lists into a tree, each value written as {@code TradingJson} writes it. */
  static JsonNode valueToTree(Object value) {
    return mapper().valueToTree(value);
  }

  /** The SDK mapper with this reader's settings, made on first use: only maps need it. */
  static ObjectMapper mapper() {
    return WithModules.MAPPER;
  }

  private static final class WithModules {
    static final ObjectMapper MAPPER = TradingJson.newMapper()
        .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
        .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  }

  static JsonNode read(String json) {
    try {
      JsonNode node = TREES.readTree(json);
      if (node == null || node.isMissingNode()) {
        throw new InvalidTypedDataException("", "empty input (expected a JSON object)");
      }
      return node;
    } catch (JsonProcessingException e) {
      throw new InvalidTypedDataException("", "not valid JSON: " + describe(e));
    }
  }

  /**
   * The parser's complaint without the text it quotes: a file passed by mistake may be a key
   * file, and Jackson repeats unrecognized tokens. Duplicate keys keep their (harmless) name.
   */
  static String describe(JsonProcessingException e) {
    String message = e.getOriginalMessage() == null ? "malformed" : e.getOriginalMessage();
    if (!message.startsWith("Duplicate field")) {
      message = message.replaceAll("'[^']*'", "'…'").replaceAll("\\(code \\d+\\)", "");
    }
    int newline = message.indexOf('\n');
    if (newline >= 0) {
      message = message.substring(0, newline);
    }
    if (e.getLocation() != null && e.getLocation().getLineNr() > 0) {
      message += " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
    }
    return message;
  }
}
