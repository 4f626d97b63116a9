package io.tradingsdk.models;

import java.util.Arrays;
import java.util.List;

/**
 * A model was built without a field the API requires. The message names every missing field:
 * {@code amount, swapper: required, not set}.
 */
public final class MissingFieldException extends InvalidModelException {
  private static final long serialVersionUID = 1L;

  private final List<String> missingFields;

  /**
   * Called by the generated builders (see {@link ModelStyle}) with the names of the required
   * attributes that were not set.
   */
  public MissingFieldException(String... missingFields) {
    super(String.join(", ", missingFields), "required, not set");
    this.missingFields = List.copyOf(Arrays.asList(missingFields));
  }

  /** The names of the required fields that were not set, in declaration order. */
  public List<String> missingFields() {
    return missingFields;
  }
}
