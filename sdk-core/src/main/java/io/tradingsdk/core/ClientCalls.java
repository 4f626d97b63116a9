package io.tradingsdk.core;

import io.tradingsdk.core.internal.CallPreparer;
import io.tradingsdk.core.internal.Operation;
import io.tradingsdk.core.internal.PreparedCall;
import io.tradingsdk.core.internal.SharedResources;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A {@link TradingClient}'s call path, the one piece between its generated operation methods ({@link
 * TradingOperations}, {@link RawTradingClient}) and HTTP: checks the client is open, has the call prepared by {@link
 * CallPreparer} (API key, headers, journey rules, rate limiter) and sends it through the client's {@link
 * HttpTransport}, blocking or asynchronously. Not public: the client's public face is its options and lifecycle.
 */
final class ClientCalls {
  private final SharedResources shared;
  /** The one path to HTTP: the client's options over the shared pool; closes the pool when the client owns it. */
  private final HttpTransport transport;
  private final CallPreparer preparer;
  private volatile boolean closed;

  /**
   * The call path of a client with {@code options} over {@code shared}.
   *
   * @param ownsShared whether {@link #close()} closes {@code shared} (the client built first) or leaves it (a client
   *     derived with {@code withOptions})
   */
  ClientCalls(ClientOptions options, SharedResources shared, boolean ownsShared) {
    this.shared = shared;
    this.transport = new HttpTransport(shared, ownsShared, "TradingClient", options, List.of(options.apiKey()),
        shared.limiter(options.apiKey(), options.rateLimiter().orElse(null)));
    this.preparer = new CallPreparer(options, shared.journeys, transport.limiter(), transport.log(),
        transport.redactor());
  }

  /** Runs one operation, blocking, answering with its model. */
  <Req, Resp> Resp call(Operation<Req, Resp> op, Req request, RequestOptions ro) {
    return transport.send(prepare(op, request, ro)).body();
  }

  /** Runs one operation asynchronously, answering with its model. */
  <Req, Resp> CompletableFuture<Resp> callAsync(Operation<Req, Resp> op, Req request, RequestOptions ro) {
    return sendAsync(op, request, ro, RawResponse::body);
  }

  /** Runs one operation, blocking, answering with status, headers and model. */
  <Req, Resp> RawResponse<Resp> callRaw(Operation<Req, Resp> op, Req request, RequestOptions ro) {
    return transport.send(prepare(op, request, ro));
  }

  /** Runs one operation asynchronously, answering with status, headers and model. */
  <Req, Resp> CompletableFuture<RawResponse<Resp>> callRawAsync(Operation<Req, Resp> op, Req request,
      RequestOptions ro) {
    return sendAsync(op, request, ro, r -> r);
  }

  /** Prepares and sends a call asynchronously; a call refused before sending is the future's failure. */
  private <Req, Resp, R> CompletableFuture<R> sendAsync(Operation<Req, Resp> op, Req request, RequestOptions ro,
      Function<RawResponse<Resp>, R> finisher) {
    PreparedCall<Resp> call;
    try {
      call = prepare(op, request, ro);
    } catch (RuntimeException e) {
      return failedFuture(e);
    }
    return transport.sendAsync(call, finisher);
  }

  /** Checks that the client is open, then has the call prepared ({@link CallPreparer}); sends nothing. */
  private <Req, Resp> PreparedCall<Resp> prepare(Operation<Req, Resp> op, Req request, RequestOptions ro) {
    ensureOpen();
    return preparer.prepare(op, request, ro);
  }

  /** Throws {@link ClientClosedException} when the client, or the client it was derived from, is closed. */
  void ensureOpen() {
    if (closed) {
      throw new ClientClosedException("TradingClient is closed", null, 0);
    }
    if (shared.isClosed()) {
      throw new ClientClosedException("TradingClient: the client this one was derived from is closed", null, 0);
    }
  }

  /** Whether the client's own {@code close()} was called. */
  boolean isClosed() {
    return closed;
  }

  /** Refuses further calls and closes the transport (and the shared pool, when the client owns it). */
  void close() {
    closed = true;
    transport.close();
  }

  /** CompletableFuture.failedFuture is Android API 31. */
  private static <T> CompletableFuture<T> failedFuture(Throwable failure) {
    CompletableFuture<T> future = new CompletableFuture<>();
    future.completeExceptionally(failure);
    return future;
  }
}
