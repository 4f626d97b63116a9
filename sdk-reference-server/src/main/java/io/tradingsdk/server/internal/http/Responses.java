package io.tradingsdk.server.internal.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.ApiResponse;
import java.io.UncheckedIOException;

/** The JSON bodies the handler and the control API answer with: the service's error envelope, a node written out. */
public final class Responses {
  private Responses() {}

  /** The service's error envelope: {@code errorCode}, {@code detail}, {@code requestId}. */
  public static ApiResponse error(ApiError error, String requestId) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    body.put("errorCode", error.errorCode());
    body.put("detail", error.detail());
    body.put("requestId", requestId);
    return ApiResponse.json(error.status(), write(body));
  }

  /** A JSON node as the response body's bytes. */
  public static byte[] write(JsonNode body) {
    try {
      return TradingJson.mapper().writeValueAsBytes(body);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
