package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One value of a token's {@code extensions} map: a primitive (string, boolean, number, null), or
 * an object of such values nested at most two levels below the map.
 *
 * <p>Whatever the JSON holds parses: a value the schema rejects (an array, an object nested too
 * deep) is kept as {@link Unsupported} so a re-serialization loses nothing. Numbers are exact
 * ({@link BigDecimal}, never {@code double}).
 */
@JsonDeserialize(using = ExtensionValue.Deserializer.class)
public sealed interface ExtensionValue
    permits ExtensionValue.Text,
        ExtensionValue.Bool,
        ExtensionValue.Num,
        ExtensionValue.Null,
        ExtensionValue.Nested,
        ExtensionValue.Unsupported {

  /** A string value (the schema allows 1 to 42 characters). */
  static Text of(String value) {
    return new Text(value);
  }

  /** A boolean value. */
  static Bool of(boolean value) {
    return new Bool(value);
  }

  /** A number value. */
  static Num of(BigDecimal value) {
    return new Num(value);
  }

  /** A whole-number value. */
  static Num of(long value) {
    return new Num(BigDecimal.valueOf(value));
  }

  /** The JSON {@code null}. */
  static Null nullValue() {
    return Null.INSTANCE;
  }

  /** An object of extension values (the schema allows at most 10 properties per level). */
  static Nested of(Map<String, ? extends ExtensionValue> properties) {
    return new Nested(new LinkedHashMap<>(properties));
  }

  /** This value as a JSON tree. */
  JsonNode toJsonNode();

  /** A string value. */
  record Text(@JsonValue String value) implements ExtensionValue {
    public Text {
      Objects.requireNonNull(value, "value");
    }

    @Override
    public JsonNode toJsonNode() {
      return JsonNodeFactory.instance.textNode(value);
    }
  }

  /** A boolean value. */
  record Bool(@JsonValue boolean value) implements ExtensionValue {
    @Override
    public JsonNode toJsonNode() {
      return JsonNodeFactory.instance.booleanNode(value);
    }
  }

  /** A number, exactly as written (compare with {@link BigDecimal#compareTo}). */
  record Num(@JsonValue BigDecimal value) implements ExtensionValue {
    public Num {
      Objects.requireNonNull(value, "value");
    }

    @Override
    public JsonNode toJsonNode() {
      return JsonNodeFactory.instance.numberNode(value);
    }
  }

  /** The JSON {@code null}, a value in its own right (not an absent property). */
  final class Null implements ExtensionValue {
    static final Null INSTANCE = new Null();

    private Null() {}

    @JsonValue
    Object value() {
      return null;
    }

    @Override
    public JsonNode toJsonNode() {
      return JsonNodeFactory.instance.nullNode();
    }

    @Override
    public String toString() {
      return "null";
    }
  }

  /** An object of extension values, in document order. */
  record Nested(@JsonValue Map<String, ExtensionValue> properties) implements ExtensionValue {
    public Nested {
      properties.forEach((key, value) -> Objects.requireNonNull(value, key));
      properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
    }

    @Override
    public JsonNode toJsonNode() {
      var node = JsonNodeFactory.instance.objectNode();
      properties.forEach((key, value) -> node.set(key, value.toJsonNode()));
      return node;
    }
  }

  /** A value the schema does not allow (an array), kept verbatim so nothing is lost. */
  record Unsupported(@JsonValue JsonNode json) implements ExtensionValue {
    public Unsupported {
      Objects.requireNonNull(json, "json");
    }

    @Override
    public JsonNode toJsonNode() {
      return json.deepCopy();
    }
  }

  /** Reads any JSON value into the matching variant. */
  static ExtensionValue fromJsonNode(JsonNode node) {
    switch (node.getNodeType()) {
      case STRING:
        return new Text(node.textValue());
      case BOOLEAN:
        return new Bool(node.booleanValue());
      case NUMBER:
        return new Num(node.decimalValue());
      case NULL:
      case MISSING:
        return Null.INSTANCE;
      case OBJECT:
        Map<String, ExtensionValue> properties = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : node.properties()) {
          properties.put(field.getKey(), fromJsonNode(field.getValue()));
        }
        return new Nested(properties);
      default:
        return new Unsupported(node);
    }
  }

  /** Jackson deserializer: JSON {@code null} becomes {@link Null}, never a Java null. */
  final class Deserializer extends StdDeserializer<ExtensionValue> {
    private static final long serialVersionUID = 1L;

    public Deserializer() {
      super(ExtensionValue.class);
    }

    @Override
    public ExtensionValue deserialize(JsonParser parser, DeserializationContext context)
        throws IOException {
      return fromJsonNode(context.readTree(parser));
    }

    @Override
    public ExtensionValue getNullValue(DeserializationContext context) {
      return Null.INSTANCE;
    }
  }
}
