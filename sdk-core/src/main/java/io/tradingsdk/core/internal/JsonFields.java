package io.tradingsdk.core.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;

/** Cheap reads of one top-level member without binding the whole body. */
public final class JsonFields {
  private JsonFields() {}

  /** The top-level string member {@code name} of a JSON object body, or null. Never throws. */
  public static String topLevelString(byte[] body, String name) {
    if (body == null || body.length == 0) {
      return null;
    }
    try (JsonParser p = TradingJson.mapper().getFactory().createParser(body)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        if (name.equals(field) && value == JsonToken.VALUE_STRING) {
          return p.getText();
        }
        p.skipChildren();
      }
      return null;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }
}
