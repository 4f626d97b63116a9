package io.tradingsdk.models;

/**
 * A builder was given {@code null} for a field that takes none (use the {@code Optional} setter or
 * leave an optional field unset instead). Thrown by the generated builders (see {@link ModelStyle}),
 * so that a null is bad input reported like any other: an {@link InvalidModelException} naming the
 * field, not a bare {@code NullPointerException}.
 */
public final class NullFieldException extends InvalidModelException {
  private static final long serialVersionUID = 1L;

  /**
   * Called by the generated builders with the name of the attribute (or its element) that was null.
   *
   * @param field the attribute name as the builder reports it
   */
  public NullFieldException(String field) {
    super(field == null || field.isEmpty() ? "(unnamed)" : field, "must not be null");
  }
}
