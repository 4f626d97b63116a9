package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * The {@code errorCode} of an error body. Open set: the service is not consistent (the live 401
 * says {@code Unauthorized}, the spec {@code UnauthorizedError}), so any value parses and {@link
 * #isKnown()} tells the documented ones apart.
 */
public final class ErrorCode extends WireEnum {
  private static final Registry<ErrorCode> REGISTRY = new Registry<>(ErrorCode::new);

  /** 400. */
  public static final ErrorCode REQUEST_VALIDATION_ERROR = REGISTRY.known("RequestValidationError");
  /** 400 from the experimental routing header. */
  public static final ErrorCode INPUT_VALIDATION_ERROR = REGISTRY.known("InputValidationError");
  /** 401 as the spec names it. */
  public static final ErrorCode UNAUTHORIZED_ERROR = REGISTRY.known("UnauthorizedError");
  /** 401 as the live service sends it. */
  public static final ErrorCode UNAUTHORIZED = REGISTRY.known("Unauthorized");
  /** 404. */
  public static final ErrorCode RESOURCE_NOT_FOUND = REGISTRY.known("ResourceNotFound");
  /** 404: the amount is below what the route can fill. */
  public static final ErrorCode QUOTE_AMOUNT_TOO_LOW = REGISTRY.known("QuoteAmountTooLowError");
  /** 404. */
  public static final ErrorCode TOKEN_BALANCE_NOT_AVAILABLE = REGISTRY.known("TokenBalanceNotAvailable");
  /** 404. */
  public static final ErrorCode INSUFFICIENT_BALANCE = REGISTRY.known("InsufficientBalance");
  /** 404, reported by integrators. */
  public static final ErrorCode NO_ROUTE_FOUND = REGISTRY.known("NoRouteFoundError");
  /** 409 from the wrong host. */
  public static final ErrorCode ACCESS_DENIED = REGISTRY.known("ACCESS_DENIED");
  /** 422: the plan has already completed. */
  public static final ErrorCode UNPROCESSABLE_ENTITY = REGISTRY.known("UnprocessableEntity");
  /** 429. */
  public static final ErrorCode RATE_LIMITED = REGISTRY.known("Ratelimited");
  /** 500. */
  public static final ErrorCode INTERNAL_SERVER_ERROR = REGISTRY.known("InternalServerError");
  /** 503. */
  public static final ErrorCode SERVICE_UNAVAILABLE = REGISTRY.known("ServiceUnavailable");
  /** 504. */
  public static final ErrorCode TIMEOUT = REGISTRY.known("Timeout");

  private ErrorCode(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static ErrorCode of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<ErrorCode> knownValues() {
    return REGISTRY.values();
  }
}
