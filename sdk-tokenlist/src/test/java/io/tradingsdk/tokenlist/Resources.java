package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Test data under {@code src/test/resources/tokenlists/}. */
final class Resources {
  private Resources() {}

  static byte[] bytes(String name) {
    try (InputStream in = Resources.class.getResourceAsStream("/tokenlists/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource tokenlists/" + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static JsonNode json(String name) {
    try {
      return TradingJson.mapper().readTree(bytes(name));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
