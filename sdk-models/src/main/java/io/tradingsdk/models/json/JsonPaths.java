package io.tradingsdk.models.json;

import com.fasterxml.jackson.databind.JsonMappingException;
import java.util.List;

/** Formats the location of a Jackson error as a JSON path: {@code quote.route[0][0].fee}. */
public final class JsonPaths {
  private JsonPaths() {}

  /** The path of the references, without a leading {@code $}; empty for the root. */
  public static String of(List<JsonMappingException.Reference> path) {
    StringBuilder out = new StringBuilder();
    for (JsonMappingException.Reference ref : path) {
      if (ref.getFieldName() != null) {
        if (out.length() > 0) {
          out.append('.');
        }
        out.append(ref.getFieldName());
      } else if (ref.getIndex() >= 0) {
        out.append('[').append(ref.getIndex()).append(']');
      }
    }
    return out.toString();
  }

  /** Joins a parent path and a child path ({@code "steps[0]"} + {@code "proof.signature"}). */
  public static String join(String parent, String child) {
    if (parent.isEmpty()) {
      return child;
    }
    if (child.isEmpty()) {
      return parent;
    }
    return child.startsWith("[") ? parent + child : parent + "." + child;
  }
}
