package io.tradingsdk.tokenlist;

import java.util.Objects;

/**
 * One broken rule: where (a JSON pointer to the offending value, {@code ""} for the document
 * itself), which rule, and a message a person understands. {@link #toString()} reads {@code
 * /tokens/12/decimals: must be <= 255, was 300}.
 *
 * <p>A missing required property is reported at the pointer it would have ({@code
 * /tokens/0/decimals: is required}); a property name that breaks its rule at the property.
 */
public record Violation(String path, Rule rule, String message) {
  public Violation {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(message, "message");
  }

  /** True for errors, false for warnings. */
  public boolean isError() {
    return rule.isError();
  }

  @Override
  public String toString() {
    return (path.isEmpty() ? "(document)" : path) + ": " + message;
  }
}
