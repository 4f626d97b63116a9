package io.tradingsdk.models;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Test helpers: read, write and round-trip JSON through the models with the SDK's mapper. */
public final class Wire {
  private Wire() {}

  /** JSON written with single quotes for readability: {@code {'a':1}}. */
  public static String json(String singleQuoted) {
    return singleQuoted.replace('\'', '"');
  }

  public static <T> T read(String json, Class<T> type) {
    try {
      return TradingJson.mapper().readValue(json, type);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static JsonNode tree(String json) {
    try {
      return TradingJson.mapper().readTree(json);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static JsonNode write(Object model) {
    return tree(TradingJson.write(model));
  }

  public static String resource(String path) {
    try (InputStream in = Wire.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + path);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The first cause of {@code type} in the chain of {@code e}; fails when there is none. */
  public static <T extends Throwable> T cause(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    throw new AssertionError("no " + type.getSimpleName() + " in the cause chain of " + e);
  }

  /** The differences between {@code json} and its parse-and-write through {@code type}. */
  public static List<JsonDiff.Difference> roundTrip(String json, Class<?> type) {
    return JsonDiff.diff(tree(json), write(read(json, type)));
  }

  /** Parsing {@code json} as {@code type} and writing it back gives the same tree. */
  public static <T> T assertRoundTrips(String json, Class<T> type) {
    T model = read(json, type);
    assertThat(JsonDiff.diff(tree(json), write(model))).as("round trip of %s", type.getSimpleName()).isEmpty();
    // Written text equal as text too, once both sides are normalised by the same mapper.
    assertThat(write(model).toString()).isEqualTo(write(read(TradingJson.write(model), type)).toString());
    return model;
  }
}
