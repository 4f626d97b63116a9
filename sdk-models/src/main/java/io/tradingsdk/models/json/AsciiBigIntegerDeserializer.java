package io.tradingsdk.models.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.NumberDeserializers;
import java.io.IOException;
import java.math.BigInteger;

/**
 * Reads a {@code BigInteger} (amounts, gas values) from a JSON string only when it is ASCII decimal digits with an
 * optional leading {@code -}; JSON numbers and empty strings are read as Jackson does.
 *
 * <p>Jackson's own deserializer trims the text and accepts a leading {@code +}, so {@code " 100"} and {@code "+100"}
 * were read as 100 and a UniswapX order signed from them; the service never sends either, so one is a broken or
 * hostile answer, refused with the field's path.
 */
final class AsciiBigIntegerDeserializer extends NumberDeserializers.BigIntegerDeserializer {
  private static final long serialVersionUID = 1L;

  @Override
  public BigInteger deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
    if (p.currentToken() == JsonToken.VALUE_STRING) {
      String text = p.getText();
      if (!text.isEmpty() && !isAsciiInteger(text)) {
        return (BigInteger) ctxt.handleWeirdStringValue(BigInteger.class, text,
            "expected a string of ASCII decimal digits (an optional leading '-', no sign '+', spaces or exponent)");
      }
    }
    return super.deserialize(p, ctxt);
  }

  /** {@code -?[0-9]+}, without a regex: this runs for every amount of every answer. */
  static boolean isAsciiInteger(String text) {
    int start = text.startsWith("-") ? 1 : 0;
    if (text.length() == start) {
      return false;
    }
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }
}
