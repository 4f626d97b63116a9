package io.tradingsdk.core.internal;

import io.tradingsdk.core.LogLevel;
import io.tradingsdk.core.LogSink;
import io.tradingsdk.core.ResponseHeaders;
import io.tradingsdk.core.RetryEvent;
import io.tradingsdk.core.TradingException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import okhttp3.Headers;
import okhttp3.Request;

/**
 * Writes the client's log lines: at INFO one line per attempt sent, per response and per retry; at
 * ERROR one line per call that finally failed; at DEBUG also headers and bodies. Every line passes
 * through the {@link Redactor}.
 */
public record CallLogger(LogLevel level, LogSink sink, Redactor redactor) {

  public boolean enabled(LogLevel l) {
    return level.includes(l);
  }

  public void request(Request request, byte[] body, int attempt, int maxAttempts) {
    if (!enabled(LogLevel.INFO)) {
      return;
    }
    emit(LogLevel.INFO, "--> " + request.method() + " " + request.url() + " attempt " + attempt + "/" + maxAttempts
        + (body == null ? "" : " (" + body.length + "-byte body)"));
    if (enabled(LogLevel.DEBUG)) {
      emit(LogLevel.DEBUG, "--> headers" + headers(request.headers())
          + (body == null ? "" : "\n    Content-Type: application/json"));
      if (body != null) {
        emit(LogLevel.DEBUG, "--> body " + redactor.body(new String(body, StandardCharsets.UTF_8)));
      }
    }
  }

  public void response(Request request, int status, ResponseHeaders headers, byte[] body, long nanos, int attempt,
      String requestId) {
    if (!enabled(LogLevel.INFO)) {
      return;
    }
    emit(LogLevel.INFO, "<-- " + status + " " + request.method() + " " + request.url() + " (" + millis(nanos)
        + " ms, " + body.length + "-byte body) attempt " + attempt + requestIdPart(requestId));
    if (enabled(LogLevel.DEBUG)) {
      StringBuilder sb = new StringBuilder("<-- headers");
      headers.asMap().forEach((name, values) -> values.forEach(v ->
          sb.append("\n    ").append(name).append(": ").append(redactor.header(name, v))));
      emit(LogLevel.DEBUG, sb.toString());
      emit(LogLevel.DEBUG, "<-- body " + redactor.body(new String(body, StandardCharsets.UTF_8)));
    }
  }

  public void ioFailure(Request request, Exception e, long nanos, int attempt) {
    if (!enabled(LogLevel.INFO)) {
      return;
    }
    emit(LogLevel.INFO, "<-- failed " + request.method() + " " + request.url() + " (" + millis(nanos) + " ms) attempt "
        + attempt + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
  }

  /** An INFO line about a call that is neither a request, a response nor a retry. */
  public void note(Request request, String what) {
    if (enabled(LogLevel.INFO)) {
      emit(LogLevel.INFO, "    " + request.method() + " " + request.url() + ": " + what);
    }
  }

  public void retry(RetryEvent event) {
    if (enabled(LogLevel.INFO)) {
      emit(LogLevel.INFO, "retry " + event.method() + " " + event.path() + " in " + event.delay().toMillis()
          + " ms after attempt " + event.failedAttempt() + "/" + event.maxAttempts() + " failed"
          + (event.status().isPresent() ? " with " + event.status().getAsInt() : " (" + event.failure().getMessage()
          + ")") + requestIdPart(event.requestId().orElse(null)));
    }
  }

  public void failure(Request request, TradingException failure, Duration total, String why) {
    if (enabled(LogLevel.ERROR)) {
      emit(LogLevel.ERROR, "call failed " + request.method() + " " + request.url() + " after " + failure.attempts()
          + " attempt(s), " + total.toMillis() + " ms" + (why == null ? "" : " (" + why + ")") + ": "
          + failure.getClass().getSimpleName() + ": " + failure.getMessage());
    }
  }

  private String headers(Headers headers) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < headers.size(); i++) {
      sb.append("\n    ").append(headers.name(i)).append(": ").append(redactor.header(headers.name(i),
          headers.value(i)));
    }
    return sb.toString();
  }

  private void emit(LogLevel l, String line) {
    try {
      sink.log(l, redactor.text(line));
    } catch (RuntimeException sinkFailure) {
      // A broken sink must not break the call it reports on.
    }
  }

  private static String requestIdPart(String requestId) {
    return requestId == null ? "" : " request-id=" + requestId;
  }

  private static long millis(long nanos) {
    return nanos / 1_000_000;
  }
}
