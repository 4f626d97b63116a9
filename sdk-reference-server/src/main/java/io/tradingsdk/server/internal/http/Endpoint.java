package io.tradingsdk.server.internal.http;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One operation of the API, in two phases so the body is validated before the key is checked (as the
 * real service does): {@link #validate} reads and checks the request, {@link #execute} runs it for
 * an authenticated key.
 *
 * @param <P> the validated parameters
 */
public interface Endpoint<P> {
  /** Reads and checks the request; throws {@link ApiError} 400 naming the first bad field. */
  P validate(Exchange exchange);

  /** Answers a validated request; the returned object gets the {@code requestId} first. */
  ObjectNode execute(Exchange exchange, P params);

  /** The status of a successful answer ({@code POST /order} answers 201). */
  default int successStatus() {
    return 200;
  }

  /** Whether the endpoint accepts any key value (GET /swaps lists no 401). */
  default boolean requiresKnownKey() {
    return true;
  }
}
