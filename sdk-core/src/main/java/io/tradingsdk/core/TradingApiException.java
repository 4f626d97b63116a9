package io.tradingsdk.core;

import io.tradingsdk.models.ErrorBody;
import java.util.Objects;
import java.util.Optional;

/**
 * The service answered with a non-2xx status. Subclasses name the status: {@link
 * BadRequestException} 400, {@link UnauthorizedException} 401, {@link NotFoundException} 404,
 * {@link UnprocessableEntityException} 422, {@link RateLimitedException} 429, {@link
 * ServerException} 5xx ({@link ServiceTimeoutException} for 504) and {@link
 * UnexpectedStatusException} for anything else.
 *
 * <p>The error envelope is {@code {"errorCode": ..., "detail": ...}}, sometimes with {@code
 * requestId}; {@link #errorCode()} and {@link #detail()} are empty when the body has another shape
 * (a plain-text proxy error, {@code {"message": ...}}), and {@link #rawBody()} always holds the body as
 * received, with the client's API key masked and cut to {@link #MAX_RAW_BODY_CHARS}.
 */
public class TradingApiException extends TradingException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String errorCode;
  private final String detail;
  private final String requestId;
  private final String rawBody;
  private final transient ResponseHeaders headers;

  /**
   * @param response the response's facts; its body is kept up to {@link #MAX_RAW_BODY_CHARS} characters
   * @param attempts attempts made, including this one
   */
  public TradingApiException(ErrorResponse response, int attempts) {
    this(response, attempts, "");
  }

  /** With {@code note} after the usual message: why the call was not sent again, for one. */
  TradingApiException(ErrorResponse response, int attempts, String note) {
    super(describe(response, attempts) + note, null, attempts);
    this.status = response.status();
    this.errorCode = response.errorCode();
    this.detail = response.detail();
    this.requestId = response.requestId();
    this.rawBody = boundedBody(response.rawBody());
    this.headers = response.headers();
  }

  /** The HTTP status. */
  public int status() {
    return status;
  }

  /** The envelope's {@code errorCode} (an open set: {@code RequestValidationError}, {@code Unauthorized}...). */
  public Optional<String> errorCode() {
    return Optional.ofNullable(errorCode);
  }

  /** The envelope's human-readable {@code detail}. */
  public Optional<String> detail() {
    return Optional.ofNullable(detail);
  }

  /** The request id from the error body or the {@code x-request-id} header, for support tickets. */
  public Optional<String> requestId() {
    return Optional.ofNullable(requestId);
  }

  /**
   * The response body as received (may be empty, may not be JSON), with the client's API key
   * masked, and at most its first {@link #MAX_RAW_BODY_CHARS} characters.
   */
  public String rawBody() {
    return rawBody;
  }

  /** The response headers. */
  public ResponseHeaders headers() {
    return headers;
  }

  /** This answer's facts, for a copy of this exception. */
  ErrorResponse response() {
    return new ErrorResponse(status, errorCode, detail, requestId, rawBody, headers);
  }

  /** The body read as the error model (tolerant of every shape; never fails). */
  public ErrorBody errorBody() {
    return ErrorBody.parse(rawBody);
  }

  private static String describe(ErrorResponse response, int attempts) {
    Objects.requireNonNull(response, "response");
    String errorCode = response.errorCode();
    String detail = response.detail();
    String requestId = response.requestId();
    StringBuilder sb = new StringBuilder().append(response.status());
    if (errorCode != null) {
      sb.append(' ').append(errorCode);
    }
    if (detail != null) {
      sb.append(": ").append(detail);
    }
    if (requestId != null) {
      sb.append(" (request id ").append(requestId).append(')');
    }
    if (attempts > 1) {
      sb.append(" after ").append(attempts).append(" attempts");
    }
    return sb.toString();
  }
}
