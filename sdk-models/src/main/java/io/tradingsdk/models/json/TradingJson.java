package io.tradingsdk.models.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.math.BigDecimal;
import java.math.BigInteger;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.UncheckedIOException;

/**
 * The JSON configuration every module shares, so models read and write the wire format exactly.
 *
 * <ul>
 *   <li>Numbers keep their precision: floats become {@code BigDecimal}, big integers {@code
 *       BigInteger}; no value passes through {@code double}. JSON trees keep trailing zeros
 *       ({@code 1.50} stays {@code 1.50}), decimals are written plain ({@code 0.00000001}, never
 *       {@code 1E-8}), and a fraction never silently truncates into an {@code int} field.
 *   <li>Unknown properties are kept by the models themselves (see {@code additionalProperties()}),
 *       so they never fail a parse.
 *   <li>Absent optionals are omitted on write.
 *   <li>An integer read from a JSON string ({@code BigInteger}: amounts, gas values) is ASCII decimal digits with
 *       an optional leading {@code -}; {@code "+100"} or {@code " 100"} is refused naming the field.
 *   <li>A key repeated within one JSON object is refused ({@code Duplicate field 'amount'}), in trees and
 *       models alike: an API answer's permit, order or transaction is signed as read, and which duplicate a
 *       lenient parser keeps is not what another reader (the service, {@code TypedData.parse}) would keep.
 * </ul>
 */
public final class TradingJson {
  private static final ObjectMapper MAPPER = newMapper();

  private TradingJson() {}

  /** The shared, thread-safe mapper. Do not reconfigure it; call {@link #newMapper()} instead. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }

  /** A new mapper with the SDK's configuration, for callers who want to customise their own. */
  public static ObjectMapper newMapper() {
    return JsonMapper.builder()
        .addModule(new Jdk8Module())
        .addModule(new JavaTimeModule())
        .addModule(new SimpleModule("plain-decimals").addSerializer(BigDecimal.class, PlainDecimalSerializer.AS_NUMBER))
        // Amounts are signed from what is read: ASCII digits only, never " 100" or "+100" (see the class).
        .addModule(new SimpleModule("ascii-integers").addDeserializer(BigInteger.class, new AsciiBigIntegerDeserializer()))
        // Refuse {"amount":"1","amount":"2"}: Jackson would keep the last, so a signed payload (permitData, an
        // order, a transaction request) could differ from what another parser of the same answer sees. Its cost is
        // a name comparison per key (a hash set only past two keys in an object), paid on every read.
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
        .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_ABSENT, JsonInclude.Include.USE_DEFAULTS))
        .build();
  }

  /** Writes {@code value} as compact JSON. */
  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
