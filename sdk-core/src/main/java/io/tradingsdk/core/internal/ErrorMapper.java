package io.tradingsdk.core.internal;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.BadRequestException;
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

  private ErrorMapper() {}

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
    detail = redactor.text(detail);
    switch (status) {
      case 400:
        return new BadRequestException(errorCode, detail, requestId, raw, headers, attempts);
      case 401:
        return new UnauthorizedException(errorCode, detail, requestId, raw, headers, attempts);
      case 404:
        return new NotFoundException(errorCode, detail, requestId, raw, headers, attempts);
      case 422:
        return new UnprocessableEntityException(errorCode, detail, requestId, raw, headers, attempts);
      case 429:
        return new RateLimitedException(errorCode, detail, requestId, raw, headers, attempts);
      case 504:
        return new ServiceTimeoutException(errorCode, detail, requestId, raw, headers, attempts);
      default:
        if (status >= 500 && status <= 599) {
          return new ServerException(status, errorCode, detail, requestId, raw, headers, attempts);
        }
        return new UnexpectedStatusException(status, errorCode, detail, requestId, raw, headers, attempts);
    }
  }

}
