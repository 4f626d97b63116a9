package io.tradingsdk.server.internal.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.ApiResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
    Buffer out = BUFFERS.get();
    out.reset();
    try {
      TradingJson.mapper().writeValue(out, body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    byte[] bytes = out.toByteArray();
    if (out.capacity() > MAX_KEPT_BUFFER) {
      BUFFERS.remove(); // a rare large answer (the state, the journal) does not keep its buffer
    }
    return bytes;
  }

  /**
   * Each worker thread's buffer for the answer it writes: the answer is copied out once, at its size. {@code
   * writeValueAsBytes} took a new first block per answer, a second for the rest of a quote's 2.4 KB and the final
   * copy (issue 35, benchmarks/RESULTS.md).
   */
  private static final ThreadLocal<Buffer> BUFFERS = ThreadLocal.withInitial(Buffer::new);

  private static final int MAX_KEPT_BUFFER = 64 * 1024;

  private static final class Buffer extends ByteArrayOutputStream {
    Buffer() {
      super(8192);
    }

    int capacity() {
      return buf.length;
    }
  }
}
