package io.tradingsdk.signing.internal;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * The mapper that turns a caller's maps and lists into the JSON trees typed data is hashed from ({@code
 * TypedData.from(Map)}, the builders' {@code message(Map)}, {@code Witness.of(..., Map)}): the SDK mapper's settings,
 * with numbers kept as they are.
 *
 * <p>Internal: not part of the SDK's API (the package is left out of the API baseline) and may change in any release.
 */
public final class ExactJsonTrees {
  private ExactJsonTrees() {}

  /** The SDK mapper with exact numbers, duplicate-key refusal and no trailing tokens; made on first use. */
  public static ObjectMapper mapper() {
    return Holder.MAPPER;
  }

  /** {@code value} (maps, lists, strings, booleans, numbers) as a tree, decimals kept as they are. */
  public static JsonNode valueToTree(Object value) {
    return Holder.MAPPER.valueToTree(value);
  }

  private static final class Holder {
    static final ObjectMapper MAPPER = TradingJson.newMapper()
        // Registered after TradingJson's own, so it wins: the SDK's BigDecimal serializer writes the plain digits,
        // which for a map's new BigDecimal("1e-100000000") is a 100-million-digit number (and past 2^31 digits an
        // IllegalArgumentException). The tree keeps the decimal as it is; the encoder refuses it with the field's
        // path.
        .registerModule(new SimpleModule("eip712-decimals").addSerializer(BigDecimal.class,
            new StdSerializer<BigDecimal>(BigDecimal.class) {
              @Override
              public void serialize(BigDecimal value, JsonGenerator gen, SerializerProvider provider)
                  throws IOException {
                gen.writeNumber(value);
              }
            }))
        .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
        .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  }
}
