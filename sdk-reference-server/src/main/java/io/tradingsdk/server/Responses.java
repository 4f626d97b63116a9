package io.tradingsdk.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.http.ApiError;
import java.io.UncheckedIOException;

/** The JSON bodies the handler and the control API answer with: the service's error envelope, a node written out. */
final class Responses {
  private Responses() {}

  /** The service's error envelope: {@code errorCode}, {@code detail}, {@code requestId}. */
  static ApiResponse error(ApiError error, String requestId) {
    ObjectNode body = Engine.object();
    body.put("errorCode", error.errorCode());
    body.put("detail", error.detail());
    body.put("requestId", requestId);
    return ApiResponse.json(error.status(), write(body));
  }

  static byte[] write(JsonNode body) {
    try {
      return TradingJson.mapper().writeValueAsBytes(body);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
