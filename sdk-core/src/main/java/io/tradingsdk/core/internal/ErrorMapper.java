package io.tradingsdk.core.internal;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.BadRequestException;
import io.tradingsdk.core.ErrorResponse;
import io.tradingsdk.core.NotFoundException;
import io.tradingsdk.core.RateLimitedException;
import io.tradingsdk.core.ResponseHeaders;
import io.tradingsdk.core.ServerException;
import io.tradingsdk.core.ServiceTimeoutException;
import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.UnauthorizedException;
import io.tradingsdk.core.UnexpectedStatusException;
import io.tradingsdk.core.UnprocessableEntityException;
import io.tradingsdk.models.ErrorBody;
import java.nio.charset.StandardCharsets;

/**
 * Turns an error response into the typed exception for its status. The body is read by {@link
 * ErrorBody#parse}, which takes the documented envelope {@code {"errorCode", "detail", "requestId"?}}
 * and, defensively, the other shapes seen live: {@code {"message": ...}} (unknown route), {@code
 * {"error", "message", "details"}} (a documentation variant) and plain text (an edge proxy's {@code
 * error code: 1010}).
 */
public final class ErrorMapper {
  private static final int MAX_TEXT_DETAIL = 300;
  /**
   * The most characters kept of a JSON body's {@code detail}: the service's longest validation messages are a few
   * hundred. rawBody() is cut at 64 Ki, but a detail went whole into the message, so a proxy echoing a large request
   * made every logged exception megabytes long.
   */
  static final int MAX_DETAIL_CHARS = 4096;
  /** The most characters kept of an {@code errorCode} or {@code requestId}: short identifiers on the wire. */
  static final int MAX_ID_CHARS = 256;

  private ErrorMapper() {}

  /** The constructor of the exception of one documented status, which the exception's class fixes. */
  @FunctionalInterface
  private interface Documented {
    TradingApiException exception(ErrorResponse response, int attempts);
  }

  /** The exception of each status the API documents, or null: a 5xx is a {@link ServerException}, else unexpected. */
  private static Documented documented(int status) {
    return switch (status) {
      case 400 -> BadRequestException::new;
      case 401 -> UnauthorizedException::new;
      case 404 -> NotFoundException::new;
      case 422 -> UnprocessableEntityException::new;
      case 429 -> RateLimitedException::new;
      case 504 -> ServiceTimeoutException::new;
      default -> null;
    };
  }

  public static TradingApiException map(
      int status, ResponseHeaders headers, byte[] body, int attempts, Redactor redactor) {
    // Masked before anything reads it: a server that echoes the request puts the key in every field.
    String raw = redactor.text(new String(body, StandardCharsets.UTF_8));
    ErrorBody parsed = ErrorBody.parse(raw);
    String errorCode = parsed.code().orElse(null);
    String detail = parsed.detail().or(parsed::message)
        .or(() -> parsed.details().filter(JsonNode::isTextual).map(JsonNode::textValue))
        .orElse(null);
    if (detail == null && parsed.rawText().isPresent() && !raw.isBlank()) {
      String oneLine = raw.strip().replaceAll("\\s+", " ");
      detail = oneLine.length() > MAX_TEXT_DETAIL ? oneLine.substring(0, MAX_TEXT_DETAIL) + "..." : oneLine;
    }
    String requestId = parsed.requestId().orElse(null);
    if (requestId == null) {
      requestId = headers.first(HeaderRules.REQUEST_ID).orElse(null);
    }
    detail = bounded(redactor.text(detail), MAX_DETAIL_CHARS);
    errorCode = bounded(errorCode, MAX_ID_CHARS);
    requestId = bounded(requestId, MAX_ID_CHARS);
    ErrorResponse response = new ErrorResponse(status, errorCode, detail, requestId, raw, headers);
    Documented documented = documented(status);
    if (documented != null) {
      return documented.exception(response, attempts);
    }
    if (status >= 500 && status <= 599) {
      return new ServerException(response, attempts);
    }
    return new UnexpectedStatusException(response, attempts);
  }

  /** {@code text} cut to {@code max} characters, saying how long it was; null stays null. */
  public static String bounded(String text, int max) {
    if (text == null || text.length() <= max) {
      return text;
    }
    return text.substring(0, max) + "... (" + text.length() + " characters)";
  }
}
