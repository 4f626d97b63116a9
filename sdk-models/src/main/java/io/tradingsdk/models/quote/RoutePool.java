package io.tradingsdk.models.quote;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;

/**
 * One hop of a classic route ({@code route[][]}), discriminated by {@code type}: {@code v2-pool},
 * {@code v3-pool}, {@code v4-pool}. A pool type this SDK version does not know becomes an {@link
 * UnknownPool} that keeps its raw JSON.
 */
@JsonDeserialize(using = RoutePool.Deserializer.class)
public sealed interface RoutePool permits KnownPool, UnknownPool {
  /** The {@code type} discriminator as sent ({@code "v4-pool"}). */
  String type();

  /** Reads a pool by its {@code type}. */
  final class Deserializer extends StdDeserializer<RoutePool> {
    private static final long serialVersionUID = 1L;

    Deserializer() {
      super(RoutePool.class);
    }

    @Override
    public RoutePool deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonNode node = ctxt.readTree(p);
      Class<? extends RoutePool> variant = variantOf(node.path("type").asText(""));
      return variant == null ? UnknownPool.wrap(node) : ctxt.readTreeAsValue(node, variant);
    }

    private static Class<? extends RoutePool> variantOf(String type) {
      switch (type) {
        case V2Pool.TYPE:
          return V2Pool.class;
        case V3Pool.TYPE:
          return V3Pool.class;
        case V4Pool.TYPE:
          return V4Pool.class;
        default:
          return null;
      }
    }
  }
}
