package io.tradingsdk.models.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.MissingFieldException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Turns a failure to read a model into problems located by JSON path ({@code
 * quote.route[0][0].fee: ...}), whether Jackson, a missing required field ({@link
 * MissingFieldException}) or a model's own check ({@link InvalidModelException}) raised it.
 */
public final class ModelErrors {
  private static final Pattern INTERNAL_NAME =
      Pattern.compile(
          "`?io\\.tradingsdk\\.models\\.(?:[a-z]\\w*\\.)*(?:Immutable)?([A-Z]\\w*?)(?:\\$Json)?`?(?=\\W|$)");

  private ModelErrors() {}

  /**
   * One located problem.
   *
   * @param path the JSON path without a leading {@code $}; empty for the root
   * @param message what is wrong there
   */
  public record Problem(String path, String message) {
    /** {@code $.path: message}. */
    @Override
    public String toString() {
      return "$" + (path.isEmpty() || path.startsWith("[") ? path : "." + path) + ": " + message;
    }
  }

  /** The problems behind {@code failure}, each with its path from the root that was read. */
  public static List<Problem> describe(Throwable failure) {
    String path = "";
    Throwable cause = failure;
    if (failure instanceof JsonMappingException) {
      path = JsonPaths.of(((JsonMappingException) failure).getPath());
      if (failure.getCause() != null) {
        cause = failure.getCause();
      }
    }
    List<Problem> problems = new ArrayList<>();
    if (cause instanceof MissingFieldException) {
      for (String field : ((MissingFieldException) cause).missingFields()) {
        problems.add(new Problem(JsonPaths.join(path, field), "required, missing"));
      }
      return problems;
    }
    if (cause instanceof InvalidModelException) {
      InvalidModelException invalid = (InvalidModelException) cause;
      problems.add(new Problem(JsonPaths.join(path, invalid.field()), readable(invalid.problem())));
      return problems;
    }
    String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    if (cause instanceof NullPointerException && message.matches("\\w+")) {
      // Immutables names the attribute it was given null for.
      problems.add(new Problem(JsonPaths.join(path, message), "required, was null"));
      return problems;
    }
    if (cause == failure && failure instanceof JsonProcessingException) {
      message = ((JsonProcessingException) failure).getOriginalMessage();
    }
    problems.add(new Problem(path, readable(message)));
    return problems;
  }

  /**
   * The failure as one {@link InvalidModelException} whose field is prefixed by {@code prefix}
   * (the path of the value that was being read, {@code quote}).
   */
  public static InvalidModelException asInvalidModel(String prefix, Throwable failure) {
    List<Problem> problems = describe(failure);
    if (problems.size() == 1) {
      Problem only = problems.get(0);
      return withCause(new InvalidModelException(JsonPaths.join(prefix, only.path()), only.message()), failure);
    }
    List<String> paths = new ArrayList<>();
    for (Problem problem : problems) {
      paths.add(problem.path());
    }
    return withCause(
        new InvalidModelException(prefix, "required fields missing: " + String.join(", ", paths)),
        failure);
  }

  private static InvalidModelException withCause(InvalidModelException e, Throwable cause) {
    e.initCause(cause);
    return e;
  }

  /** The first line of a message, with the SDK's generated class names shortened. */
  static String readable(String message) {
    String firstLine = message.split("\\R", 2)[0];
    return INTERNAL_NAME.matcher(firstLine).replaceAll("$1");
  }
}
