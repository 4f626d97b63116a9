package io.tradingsdk.signing;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.internal.ExactJsonTrees;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The JSON reader for typed data: the SDK mapper's exact numbers (big integers stay BigInteger,
 * fractions stay BigDecimal, trailing zeros kept), plus a refusal of duplicate keys, since {@code
 * {"amount": 1, "amount": 2}} means different things to different parsers.
 */
final class Eip712Json {
  /**
   * Text is read with jackson-core alone: a typed-data document is small, and building its tree from the parser's
   * tokens spares a program that only parses typed data, such as {@code trading eip712 sign}, the set-up of an
   * object mapper. The parser refuses duplicate keys.
   */
  private static final JsonFactory TEXT = JsonFactory.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .build();
  /** Keeps decimals as written ({@code 1.50} stays {@code 1.50}), as the SDK mapper does in trees. */
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Eip712Json() {}

  /** Turns a caller's maps and lists into a tree, numbers kept as they are ({@link ExactJsonTrees}). */
  static JsonNode valueToTree(Object value) {
    return ExactJsonTrees.valueToTree(value);
  }

  /** The SDK mapper with this reader's settings ({@link ExactJsonTrees#mapper()}). */
  static ObjectMapper mapper() {
    return ExactJsonTrees.mapper();
  }

  /**
   * One JSON value, as the SDK mapper's {@code readTree} reads it (integers as int, long or BigInteger by size,
   * fractions as BigDecimal), and nothing after it.
   */
  static JsonNode read(String json) {
    try (JsonParser parser = TEXT.createParser(json)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new InvalidTypedDataException("", "empty input (expected a JSON object)");
      }
      JsonNode node = value(parser, first);
      JsonToken trailing = parser.nextToken();
      if (trailing != null) {
        throw new InvalidTypedDataException("", "not valid JSON: a second value (" + trailing + ") after the first"
            + at(parser.currentTokenLocation()));
      }
      return node;
    } catch (JsonProcessingException e) {
      throw new InvalidTypedDataException("", "not valid JSON: " + describe(e));
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a string does no I/O
    }
  }

  private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
    switch (token) {
      case START_OBJECT: {
        ObjectNode object = NODES.objectNode();
        for (JsonToken t = parser.nextToken(); t == JsonToken.FIELD_NAME; t = parser.nextToken()) {
          String name = parser.currentName();
          object.set(name, value(parser, parser.nextToken()));
        }
        return object;
      }
      case START_ARRAY: {
        ArrayNode array = NODES.arrayNode();
        for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
          array.add(value(parser, t));
        }
        return array;
      }
      case VALUE_STRING:
        return NODES.textNode(parser.getText());
      case VALUE_NUMBER_INT:
        switch (parser.getNumberType()) {
          case INT:
            return NODES.numberNode(parser.getIntValue());
          case LONG:
            return NODES.numberNode(parser.getLongValue());
          default:
            return NODES.numberNode(parser.getBigIntegerValue());
        }
      case VALUE_NUMBER_FLOAT:
        return NODES.numberNode(parser.getDecimalValue());
      case VALUE_TRUE:
        return NODES.booleanNode(true);
      case VALUE_FALSE:
        return NODES.booleanNode(false);
      case VALUE_NULL:
        return NODES.nullNode();
      default:
        throw new IllegalStateException("unexpected token " + token); // the parser checks the syntax
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
    return message + at(e.getLocation());
  }

  private static String at(JsonLocation location) {
    return location != null && location.getLineNr() > 0
        ? " at line " + location.getLineNr() + ", column " + location.getColumnNr()
        : "";
  }
}
