package io.tradingsdk.models;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.math.BigInteger;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * An integer the service sends sometimes as a JSON string ({@code "10"}) and sometimes as a JSON
 * number ({@code 10}), for example a V4 pool's {@code tickSpacing} (the spec says number, the
 * service sends a string).
 *
 * <p>The wire form is kept, so a parse and re-serialization is exact; {@link #bigIntegerValue()},
 * {@link #longValue()} and {@link #intValue()} give the typed value. Equality is by wire form and
 * value: {@code "10"} and {@code 10} differ.
 */
@JsonSerialize(using = WireInteger.Serializer.class)
@JsonDeserialize(using = WireInteger.Deserializer.class)
public final class WireInteger {
  private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");

  private final BigInteger value;
  private final boolean string;

  private WireInteger(BigInteger value, boolean string) {
    this.value = Objects.requireNonNull(value, "value");
    this.string = string;
  }

  /** A value written as a JSON number. */
  public static WireInteger ofNumber(long value) {
    return new WireInteger(BigInteger.valueOf(value), false);
  }

  /** A value written as a JSON number. */
  public static WireInteger ofNumber(BigInteger value) {
    return new WireInteger(value, false);
  }

  /** A value written as a JSON string of decimal digits, as the service does for pool fields. */
  public static WireInteger ofString(long value) {
    return new WireInteger(BigInteger.valueOf(value), true);
  }

  /**
   * Parses a decimal integer string ({@code "-267075"}), to be written back as a string.
   *
   * @throws InvalidModelException when the text is not an optionally signed decimal integer
   */
  public static WireInteger parse(String text) {
    if (text == null || !INTEGER.matcher(text).matches()) {
      throw new InvalidModelException("value", "expected a decimal integer, was \"" + text + "\"");
    }
    return new WireInteger(new BigInteger(text), true);
  }

  /** The exact value. */
  public BigInteger bigIntegerValue() {
    return value;
  }

  /**
   * The value as a {@code long}.
   *
   * @throws ArithmeticException when it does not fit
   */
  public long longValue() {
    return WireNumbers.toLongExact(value);
  }

  /**
   * The value as an {@code int}.
   *
   * @throws ArithmeticException when it does not fit
   */
  public int intValue() {
    return WireNumbers.toIntExact(value);
  }

  /** Whether the value travels as a JSON string (true) or a JSON number (false). */
  public boolean isString() {
    return string;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof WireInteger
        && ((WireInteger) other).string == string
        && ((WireInteger) other).value.equals(value);
  }

  @Override
  public int hashCode() {
    return value.hashCode() * 31 + (string ? 1 : 0);
  }

  /** The value in decimal, quoted when it travels as a string: {@code "10"} or {@code 10}. */
  @Override
  public String toString() {
    return string ? "\"" + value + "\"" : value.toString();
  }

  static final class Serializer extends StdSerializer<WireInteger> {
    private static final long serialVersionUID = 1L;

    Serializer() {
      super(WireInteger.class);
    }

    @Override
    public void serialize(WireInteger v, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      if (v.string) {
        gen.writeString(v.value.toString());
      } else {
        gen.writeNumber(v.value);
      }
    }
  }

  static final class Deserializer extends StdDeserializer<WireInteger> {
    private static final long serialVersionUID = 1L;

    Deserializer() {
      super(WireInteger.class);
    }

    @Override
    public WireInteger deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonToken token = p.currentToken();
      if (token == JsonToken.VALUE_NUMBER_INT) {
        return new WireInteger(p.getBigIntegerValue(), false);
      }
      if (token == JsonToken.VALUE_STRING) {
        String text = p.getText();
        if (INTEGER.matcher(text).matches()) {
          return new WireInteger(new BigInteger(text), true);
        }
        return (WireInteger)
            ctxt.handleWeirdStringValue(WireInteger.class, text, "expected a decimal integer");
      }
      return (WireInteger)
          ctxt.handleUnexpectedToken(
              WireInteger.class,
              token,
              p,
              "expected an integer as a JSON number or a string of decimal digits, was %s",
              WireNumbers.describe(token));
    }
  }
}
