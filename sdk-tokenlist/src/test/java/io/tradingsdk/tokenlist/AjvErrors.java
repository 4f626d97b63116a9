package io.tradingsdk.tokenlist;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns ajv's error list ({@code "<instancePath> <keyword>"}) into the set of places this SDK
 * reports errors at. ajv also reports each failed {@code anyOf} along the way down to the value
 * that actually fails (an extension object nested too deep fails its parent's branches too); a
 * place with an {@code anyOf} error and any error beneath it is only on the way, so it is dropped.
 */
final class AjvErrors {
  private AjvErrors() {}

  static Set<String> normalizedPaths(List<String> ajvErrors) {
    List<String[]> errors = new ArrayList<>();
    for (String error : ajvErrors) {
      int space = error.lastIndexOf(' ');
      errors.add(new String[] {error.substring(0, space), error.substring(space + 1)});
    }
    Set<String> anyOfPaths = new LinkedHashSet<>();
    for (String[] error : errors) {
      if (error[1].equals("anyOf")) {
        anyOfPaths.add(error[0]);
      }
    }
    Set<String> paths = new LinkedHashSet<>();
    for (String[] error : errors) {
      String path = error[0];
      if (anyOfPaths.contains(path) && hasErrorBelow(errors, path)) {
        continue;
      }
      paths.add(path);
    }
    return paths;
  }

  private static boolean hasErrorBelow(List<String[]> errors, String path) {
    for (String[] other : errors) {
      if (other[0].startsWith(path + "/")) {
        return true;
      }
    }
    return false;
  }
}
