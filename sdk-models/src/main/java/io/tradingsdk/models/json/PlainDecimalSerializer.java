package io.tradingsdk.models.json;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * Writes a {@code BigDecimal} without an exponent, as a number or, where the model says the wire carries it as a
 * string ({@code @JsonFormat(shape = STRING)}), as a string: {@code "0.00000000206"} comes back as it came, not as
 * {@code "2.06E-9"}. Jackson's own string form is {@code BigDecimal.toString()}, and its plain-writing feature
 * does not reach every generator (a tree built with {@code valueToTree} is one it misses).
 */
final class PlainDecimalSerializer extends StdSerializer<BigDecimal> implements ContextualSerializer {
  private static final long serialVersionUID = 1L;
  static final PlainDecimalSerializer AS_NUMBER = new PlainDecimalSerializer(false);
  private static final PlainDecimalSerializer AS_STRING = new PlainDecimalSerializer(true);

  private final boolean asString;

  private PlainDecimalSerializer(boolean asString) {
    super(BigDecimal.class);
    this.asString = asString;
  }

  @Override
  public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property) {
    JsonFormat.Value format = findFormatOverrides(provider, property, BigDecimal.class);
    return format != null && format.getShape() == JsonFormat.Shape.STRING ? AS_STRING : AS_NUMBER;
  }

  @Override
  public void serialize(BigDecimal value, JsonGenerator gen, SerializerProvider provider) throws IOException {
    if (asString) {
      gen.writeString(value.toPlainString());
    } else {
      gen.writeNumber(value.toPlainString());
    }
  }
}
