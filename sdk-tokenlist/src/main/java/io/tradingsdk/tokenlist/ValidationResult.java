package io.tradingsdk.tokenlist;

import java.util.List;

/**
 * The outcome of validating one token list: every error and warning, in document order (tag
 * references last, as they are resolved once the whole list is read).
 *
 * @param profile the profile the list was validated under
 * @param errors violations of schema and spec rules; the list is valid when there is none
 * @param warnings advice that does not make the list invalid (EIP-55 checksums, duplicate keys, ...)
 */
public record ValidationResult(
    TokenListProfile profile, List<Violation> errors, List<Violation> warnings) {
  public ValidationResult {
    errors = List.copyOf(errors);
    warnings = List.copyOf(warnings);
  }

  /** True when no schema or spec rule is broken. */
  public boolean isValid() {
    return errors.isEmpty();
  }

  /**
   * True when no rule of the JSON schema is broken: the verdict of the reference validator (ajv
   * with the profile's schema). Spec-only rules such as tag references do not count here.
   */
  public boolean isSchemaValid() {
    for (Violation error : errors) {
      if (error.rule().kind() == Rule.Kind.SCHEMA) {
        return false;
      }
    }
    return true;
  }

  /** The errors that break schema rules. */
  public List<Violation> schemaErrors() {
    return errors.stream().filter(v -> v.rule().kind() == Rule.Kind.SCHEMA).toList();
  }
}
