package io.tradingsdk.signing;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Loads the oracle vectors from test resources (copied from the shared test data). */
final class Vectors {
  private Vectors() {}

  static List<JsonNode> load(String resource) {
    try (InputStream in = Vectors.class.getResourceAsStream("/eip712/" + resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      JsonNode root = Eip712Json.mapper().readTree(in);
      List<JsonNode> cases = new ArrayList<>();
      (root.isArray() ? root : root.get("cases")).forEach(cases::add);
      return cases;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
