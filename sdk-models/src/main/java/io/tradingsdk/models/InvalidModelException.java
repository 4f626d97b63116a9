package io.tradingsdk.models;

import java.util.Objects;

/**
 * A model broke a rule of the API: a request the spec would reject, or a value that does not fit
 * the wire format. The message names the field and what was expected, for example {@code amount:
 * must be > 0, was 0}.
 */
public class InvalidModelException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String field;
  private final String problem;

  /**
   * @param field the JSON path of the offending field, relative to the model being built
   *     ({@code amount}, {@code integratorFees[0].bips})
   * @param problem what was expected and, where it is not a secret, what was found
   */
  public InvalidModelException(String field, String problem) {
    super(Objects.requireNonNull(field, "field") + ": " + Objects.requireNonNull(problem, "problem"));
    this.field = field;
    this.problem = problem;
  }

  /** The JSON path of the offending field, relative to the model that was being built. */
  public String field() {
    return field;
  }

  /** The message without the field prefix. */
  public String problem() {
    return problem;
  }

  /** The same problem, with {@code prefix} put in front of the field ({@code steps[0]}). */
  public InvalidModelException nestedIn(String prefix) {
    String path = field.startsWith("[") ? prefix + field : prefix + "." + field;
    InvalidModelException nested = new InvalidModelException(path, problem);
    nested.initCause(this);
    return nested;
  }
}
