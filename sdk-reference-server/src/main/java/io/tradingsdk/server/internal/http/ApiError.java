package io.tradingsdk.server.internal.http;

/**
 * An error answer with the real service's envelope {@code {"errorCode", "detail"}}. Thrown inside the
 * engine and turned into a response at the top; it carries no stack trace (it is control flow).
 */
public final class ApiError extends RuntimeException {
  private final int status;
  private final String errorCode;
  private final String detail;

  public ApiError(int status, String errorCode, String detail) {
    super(status + " " + errorCode + ": " + detail, null, false, false);
    this.status = status;
    this.errorCode = errorCode;
    this.detail = detail;
  }

  /** 400 RequestValidationError. */
  public static ApiError badRequest(String detail) {
    return new ApiError(400, "RequestValidationError", detail);
  }

  /** 401 Unauthorized (the live code; the spec's name is UnauthorizedError). */
  public static ApiError unauthorized(String detail) {
    return new ApiError(401, "Unauthorized", detail);
  }

  /** 404 ResourceNotFound. */
  public static ApiError notFound(String detail) {
    return new ApiError(404, "ResourceNotFound", detail);
  }

  /** 404 "No quotes available", the service's answer to any unroutable quote. */
  public static ApiError noQuotes() {
    return notFound("No quotes available");
  }

  /** 422 UnprocessableEntity. */
  public static ApiError unprocessable(String detail) {
    return new ApiError(422, "UnprocessableEntity", detail);
  }

  /** 429 Ratelimited. */
  public static ApiError rateLimited() {
    return new ApiError(429, "Ratelimited", "Too many requests, please retry later");
  }

  /** The envelope the service uses for an injected or internal failure of this status. */
  public static ApiError forStatus(int status) {
    switch (status) {
      case 400:
        return badRequest("Injected bad request");
      case 401:
        return unauthorized("Unauthenticated api key or session");
      case 404:
        return noQuotes();
      case 422:
        return unprocessable("Injected unprocessable entity");
      case 429:
        return rateLimited();
      case 503:
        return new ApiError(503, "ServiceUnavailable", "Service unavailable");
      case 504:
        return new ApiError(504, "Timeout", "Request duration limit reached");
      default:
        return status >= 500
            ? new ApiError(status, "InternalServerError", "Internal server error")
            : new ApiError(status, "Error", "Injected error");
    }
  }

  public int status() {
    return status;
  }

  public String errorCode() {
    return errorCode;
  }

  public String detail() {
    return detail;
  }
}
