package io.tradingsdk.models.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Compares two JSON trees, typically a payload and its re-serialization by a model. Object key
 * order is ignored, arrays are compared by index, numbers by value ({@code 1.50} equals {@code
 * 1.5}, {@code 10} equals {@code 10.0}); a string and a number never match ({@code "10"} vs {@code
 * 10}).
 *
 * <p>An object member that is {@code null} on one side and absent on the other is reported as a
 * {@linkplain Difference#isNormalization() normalization}: the models read an explicit {@code null}
 * in an optional field as absent, and always write the nullable-in-practice fields.
 */
public final class JsonDiff {
  private JsonDiff() {}

  /** What differs between the two trees, in document order of {@code before}. */
  public static List<Difference> diff(JsonNode before, JsonNode after) {
    List<Difference> out = new ArrayList<>();
    compare("$", before, after, out);
    return Collections.unmodifiableList(out);
  }

  private static void compare(String path, JsonNode before, JsonNode after, List<Difference> out) {
    if (before.isObject() && after.isObject()) {
      Set<String> keys = new LinkedHashSet<>();
      before.fieldNames().forEachRemaining(keys::add);
      after.fieldNames().forEachRemaining(keys::add);
      for (String key : keys) {
        String child = path + member(key);
        JsonNode b = before.get(key);
        JsonNode a = after.get(key);
        if (b == null) {
          out.add(new Difference(child, Change.ADDED, null, a));
        } else if (a == null) {
          out.add(new Difference(child, Change.REMOVED, b, null));
        } else {
          compare(child, b, a, out);
        }
      }
      return;
    }
    if (before.isArray() && after.isArray()) {
      int common = Math.min(before.size(), after.size());
      for (int i = 0; i < common; i++) {
        compare(path + "[" + i + "]", before.get(i), after.get(i), out);
      }
      for (int i = common; i < before.size(); i++) {
        out.add(new Difference(path + "[" + i + "]", Change.REMOVED, before.get(i), null));
      }
      for (int i = common; i < after.size(); i++) {
        out.add(new Difference(path + "[" + i + "]", Change.ADDED, null, after.get(i)));
      }
      return;
    }
    if (!sameValue(before, after)) {
      out.add(new Difference(path, Change.CHANGED, before, after));
    }
  }

  private static boolean sameValue(JsonNode before, JsonNode after) {
    if (before.isNumber() && after.isNumber()) {
      return before.decimalValue().compareTo(after.decimalValue()) == 0;
    }
    return before.equals(after);
  }

  private static String member(String key) {
    return key.matches("[A-Za-z_$][A-Za-z0-9_$]*") ? "." + key : "[\"" + key.replace("\"", "\\\"") + "\"]";
  }

  /** How a member differs. */
  public enum Change {
    /** Present before, absent after. */
    REMOVED,
    /** Absent before, present after. */
    ADDED,
    /** Present on both sides with different values or types. */
    CHANGED
  }

  /**
   * One difference, at a JSON path such as {@code $.quote.route[0][0].fee}.
   *
   * @param path the JSON path, from {@code $}
   * @param change how the member differs: removed, added or changed
   * @param before the value before, or null when absent
   * @param after the value after, or null when absent
   */
  public record Difference(String path, Change change, @Nullable JsonNode before, @Nullable JsonNode after) {
    /**
     * Whether this is only {@code null} versus absent on an object member: an explicit {@code
     * null} dropped from an optional field, or a nullable field written as {@code null}.
     */
    public boolean isNormalization() {
      return (change == Change.REMOVED && before != null && before.isNull())
          || (change == Change.ADDED && after != null && after.isNull());
    }

    /** {@code $.a.b: "x" -> 1}, with {@code (absent)} for a missing side. */
    @Override
    public String toString() {
      return path + ": " + show(before) + " -> " + show(after);
    }

    private static String show(@Nullable JsonNode node) {
      return node == null ? "(absent)" : node.toString();
    }
  }
}
