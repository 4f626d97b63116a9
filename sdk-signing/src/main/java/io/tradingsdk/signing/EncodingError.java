package io.tradingsdk.signing;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Raised deep inside the encoder; each level it passes through adds its path segment, so the path
 * is only ever built when something is wrong. Turned into {@link InvalidTypedDataException} at the
 * top.
 */
final class EncodingError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Deque<String> segments = new ArrayDeque<>();
  private final String reason;

  EncodingError(String reason) {
    super(reason, null, false, false);
    this.reason = reason;
  }

  EncodingError field(String name) {
    segments.addFirst("." + name);
    return this;
  }

  EncodingError index(int index) {
    segments.addFirst("[" + index + "]");
    return this;
  }

  InvalidTypedDataException at(String root) {
    StringBuilder path = new StringBuilder(root);
    for (String segment : segments) {
      path.append(segment);
    }
    return new InvalidTypedDataException(path.toString(), reason);
  }
}
