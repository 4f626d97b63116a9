package io.tradingsdk.models.lp;

import io.tradingsdk.models.Protocol;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The protocols of a pool query or pool ({@code protocol} of {@code POST /lp/pool_info}, {@code
 * poolProtocol} of the pools it returns). The document's schema says an array of protocols ({@code
 * ["V4"]}); its own examples send a single string ({@code "V4"}). Both forms are read, and the form
 * received is written back, so a round trip is exact.
 */
@JsonSerialize(using = PoolProtocols.Serializer.class)
@JsonDeserialize(using = PoolProtocols.Deserializer.class)
public final class PoolProtocols {
  private final List<Protocol> protocols;
  private final boolean single;

  private PoolProtocols(List<Protocol> protocols, boolean single) {
    this.protocols = List.copyOf(protocols);
    this.single = single;
  }

  /** One protocol, written as a bare string ({@code "V4"}), the form of the document's examples. */
  public static PoolProtocols of(Protocol protocol) {
    return new PoolProtocols(List.of(Objects.requireNonNull(protocol, "protocol")), true);
  }

  /** Protocols written as an array ({@code ["V3", "V4"]}), the form of the document's schema. */
  public static PoolProtocols listOf(Protocol... protocols) {
    return listOf(List.of(protocols));
  }

  /** Protocols written as an array ({@code ["V3", "V4"]}), the form of the document's schema. */
  public static PoolProtocols listOf(List<Protocol> protocols) {
    return new PoolProtocols(protocols, false);
  }

  /** The protocols, in wire order. */
  public List<Protocol> protocols() {
    return protocols;
  }

  /** Whether {@code protocol} is among them. */
  public boolean contains(Protocol protocol) {
    return protocols.contains(protocol);
  }

  /** Whether the value travels as one bare string rather than an array. */
  public boolean isSingleString() {
    return single;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PoolProtocols
        && ((PoolProtocols) other).single == single
        && ((PoolProtocols) other).protocols.equals(protocols);
  }

  @Override
  public int hashCode() {
    return protocols.hashCode() * 31 + (single ? 1 : 0);
  }

  /** {@code V4} for the string form, {@code [V3, V4]} for the array form. */
  @Override
  public String toString() {
    return single ? protocols.get(0).toString() : protocols.toString();
  }

  static final class Serializer extends StdSerializer<PoolProtocols> {
    private static final long serialVersionUID = 1L;

    Serializer() {
      super(PoolProtocols.class);
    }

    @Override
    public void serialize(PoolProtocols value, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      if (value.single) {
        gen.writeString(value.protocols.get(0).value());
        return;
      }
      gen.writeStartArray();
      for (Protocol p : value.protocols) {
        gen.writeString(p.value());
      }
      gen.writeEndArray();
    }
  }

  static final class Deserializer extends StdDeserializer<PoolProtocols> {
    private static final long serialVersionUID = 1L;

    Deserializer() {
      super(PoolProtocols.class);
    }

    @Override
    public PoolProtocols deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.currentToken() == JsonToken.VALUE_STRING) {
        return of(Protocol.of(p.getText()));
      }
      if (p.currentToken() != JsonToken.START_ARRAY) {
        return (PoolProtocols)
            ctxt.handleUnexpectedToken(
                PoolProtocols.class,
                p.currentToken(),
                p,
                "expected a protocol string (\"V4\") or an array of them ([\"V3\",\"V4\"]), was %s",
                describe(p.currentToken()));
      }
      List<Protocol> list = new ArrayList<>();
      for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
        if (t != JsonToken.VALUE_STRING) {
          return (PoolProtocols)
              ctxt.handleUnexpectedToken(
                  PoolProtocols.class, t, p, "expected protocol strings in the array, found %s",
                  describe(t));
        }
        list.add(Protocol.of(p.getText()));
      }
      return listOf(list);
    }

    private static String describe(JsonToken token) {
      if (token == null) {
        return "the end of the input";
      }
      switch (token) {
        case START_OBJECT:
          return "an object";
        case VALUE_NUMBER_INT:
        case VALUE_NUMBER_FLOAT:
          return "a number";
        case VALUE_TRUE:
        case VALUE_FALSE:
          return "a boolean";
        case VALUE_NULL:
          return "null";
        case START_ARRAY:
          return "an array";
        default:
          return token.name();
      }
    }
  }
}
