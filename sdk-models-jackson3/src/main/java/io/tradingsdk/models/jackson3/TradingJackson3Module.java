package io.tradingsdk.models.jackson3;

import io.tradingsdk.models.json.ModelErrors;
import io.tradingsdk.models.json.TradingJson;
import java.io.StringWriter;
import java.util.StringJoiner;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.Deserializers;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.Serializers;

/**
 * Lets a Jackson 3 ({@code tools.jackson}) mapper, such as Spring Boot 4's, read and write the
 * SDK's models exactly as the SDK does.
 *
 * <p>The models are Jackson 2 types: their custom serializers, their {@code @JsonDeserialize(as =
 * ...)} and their {@code additionalProperties} of Jackson 2 {@code JsonNode}s mean nothing to Jackson
 * 3, which on its own cannot read any of them and writes them wrongly. This module hands every type of
 * the {@code io.tradingsdk.models} packages to the SDK's own mapper ({@link TradingJson#mapper()}) and
 * copies the tokens between the two: the JSON is the SDK's, byte for byte, at the cost of one extra
 * pass over each model's text.
 *
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder().addModule(new TradingJackson3Module()).build();
 * QuoteResponse quote = mapper.readValue(json, QuoteResponse.class);
 * }</pre>
 *
 * <p>In Spring Boot 4 a {@code @Bean} of this type is registered with the auto-configured {@code
 * JsonMapper}; {@code JsonMapper.builder().findAndAddModules()} finds it too (it is listed in {@code
 * META-INF/services}).
 */
public final class TradingJackson3Module extends SimpleModule {
  private static final long serialVersionUID = 1L;

  /** Text in and out of the bridge: plain Jackson 3, numbers copied as written. */
  private static final JsonMapper TEXT = JsonMapper.builder().build();

  /** A module that bridges every model type. */
  public TradingJackson3Module() {
    super("io.tradingsdk.models.jackson3");
  }

  @Override
  public void setupModule(SetupContext context) {
    super.setupModule(context);
    context.addSerializers(new ModelSerializers());
    context.addDeserializers(new ModelDeserializers());
  }

  /** Whether the class is one of the SDK's model types (or a generated implementation of one). */
  static boolean isModel(Class<?> type) {
    return type.getName().startsWith("io.tradingsdk.models.")
        && !type.getName().startsWith("io.tradingsdk.models.jackson3.");
  }

  /**
   * Copies the value at the parser's current token, leaving the parser on its last token. Numbers
   * go across as their text: Jackson 3 would write {@code 0.0000001} as {@code 1E-7}.
   */
  static void copyValue(JsonParser from, JsonGenerator to) {
    int depth = 0;
    while (true) {
      JsonToken token = from.currentToken();
      if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
        to.writeNumber(from.getString());
      } else {
        to.copyCurrentEvent(from);
      }
      if (token.isStructStart()) {
        depth++;
      } else if (token.isStructEnd()) {
        depth--;
      }
      if (depth == 0) {
        return;
      }
      from.nextToken();
    }
  }

  private static final class ModelSerializers extends Serializers.Base {
    @Override
    public ValueSerializer<?> findSerializer(
        SerializationConfig config,
        JavaType type,
        BeanDescription.Supplier beanDescription,
        com.fasterxml.jackson.annotation.JsonFormat.Value formatOverrides) {
      return isModel(type.getRawClass()) ? ModelSerializer.INSTANCE : null;
    }
  }

  private static final class ModelDeserializers extends Deserializers.Base {
    @Override
    public ValueDeserializer<?> findBeanDeserializer(
        JavaType type, DeserializationConfig config, BeanDescription.Supplier beanDescription) {
      return isModel(type.getRawClass()) ? new ModelDeserializer(type.getRawClass()) : null;
    }

    @Override
    public boolean hasDeserializerFor(DeserializationConfig config, Class<?> valueType) {
      return isModel(valueType);
    }
  }

  /** Writes a model as the SDK's mapper writes it. */
  private static final class ModelSerializer extends ValueSerializer<Object> {
    static final ModelSerializer INSTANCE = new ModelSerializer();

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializationContext context) {
      String json;
      try {
        json = TradingJson.mapper().writeValueAsString(value);
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw DatabindException.from(gen, "cannot write " + value.getClass().getSimpleName() + ": "
            + e.getOriginalMessage(), e);
      }
      try (JsonParser parser = TEXT.createParser(json)) {
        parser.nextToken();
        copyValue(parser, gen);
      }
    }
  }

  /** Reads a model with the SDK's mapper, its rules and error messages included. */
  private static final class ModelDeserializer extends ValueDeserializer<Object> {
    private final Class<?> type;

    ModelDeserializer(Class<?> type) {
      this.type = type;
    }

    @Override
    public Object deserialize(JsonParser parser, DeserializationContext context) {
      StringWriter text = new StringWriter();
      try (JsonGenerator copy = TEXT.createGenerator(text)) {
        if (parser.currentToken() == JsonToken.PROPERTY_NAME) {
          // Inside an object already (a polymorphic or delegating caller): copy the rest of it.
          copy.writeStartObject();
          while (parser.currentToken() == JsonToken.PROPERTY_NAME) {
            copy.writeName(parser.currentName());
            parser.nextToken();
            copyValue(parser, copy);
            parser.nextToken();
          }
          copy.writeEndObject();
        } else {
          copyValue(parser, copy);
        }
      }
      try {
        return TradingJson.mapper().readValue(text.toString(), type);
      } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException e) {
        // As the SDK reports it: "$.amount: ..." for each problem, the field named by its path.
        StringJoiner problems = new StringJoiner("; ");
        ModelErrors.describe(e).forEach(problem -> problems.add(problem.toString()));
        throw DatabindException.from(parser, type.getSimpleName() + ": " + problems, e);
      }
    }
  }
}
