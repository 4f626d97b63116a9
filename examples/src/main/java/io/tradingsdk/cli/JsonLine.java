package io.tradingsdk.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One line of JSON output made of string fields, in the order they were put, and the syntax check of an input
 * file: Jackson's streaming layer alone, so commands that print such lines set up no object mapper.
 */
final class JsonLine {
  private static final JsonFactory JSON = new JsonFactory();

  private final Map<String, String> fields = new LinkedHashMap<>();

  /** Adds (or replaces) a field. */
  JsonLine put(String name, String value) {
    fields.put(name, value);
    return this;
  }

  /** The line as compact JSON. */
  @Override
  public String toString() {
    StringWriter out = new StringWriter();
    try (JsonGenerator json = JSON.createGenerator(out)) {
      json.writeStartObject();
      for (Map.Entry<String, String> field : fields.entrySet()) {
        json.writeStringField(field.getKey(), field.getValue());
      }
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does no I/O
    }
    return out.toString();
  }

  /**
   * Why {@code text} is not JSON, as {@code " (line L, column C)"}, or null when its first value parses (as an
   * object mapper's {@code readTree} reads it). Jackson's own message is left out: it may quote the text, and a key
   * file passed by mistake must not be printed.
   */
  static String syntaxError(String text) {
    try (JsonParser parser = JSON.createParser(text)) {
      if (parser.nextToken() != null) {
        parser.skipChildren();
      }
      return null;
    } catch (JsonProcessingException e) {
      return e.getLocation() != null
          ? " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")"
          : "";
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a string does no I/O
    }
  }
}
