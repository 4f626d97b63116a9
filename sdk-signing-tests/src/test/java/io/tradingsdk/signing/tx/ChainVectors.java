package io.tradingsdk.signing.tx;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Reads the oracle vectors under src/test/resources/chain (see its generator/README.md). */
public final class ChainVectors {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ChainVectors() {}

  /** The root object of {@code chain/<file>}. */
  public static JsonNode load(String file) {
    try (InputStream in = ChainVectors.class.getResourceAsStream("/chain/" + file)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource chain/" + file);
      }
      return MAPPER.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
