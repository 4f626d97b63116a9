package io.tradingsdk.core.internal;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Tells whether one attempt of a call that is not safe to repeat reached the network. Its {@link
 * Tracker}, a network interceptor, runs once a connection is open and just before the request is
 * written; an attempt whose mark it never set failed before a byte of the request left (a DNS
 * failure, a refused connection, a TLS handshake), so repeating it cannot act twice.
 */
public final class SendMark {
  private volatile boolean reachedNetwork;

  /** The request of this attempt, carrying this mark; a replayable call's request is used as it is. */
  public Request tag(PreparedCall<?> c) {
    return c.replayable ? c.request : c.request.newBuilder().tag(SendMark.class, this).build();
  }

  /** Whether the request may have been written, in part or whole. */
  public boolean reachedNetwork() {
    return reachedNetwork;
  }

  /** Sets the mark of the request about to be written. */
  public static final class Tracker implements Interceptor {
    @Override
    public Response intercept(Chain chain) throws IOException {
      SendMark mark = chain.request().tag(SendMark.class);
      if (mark != null) {
        mark.reachedNetwork = true;
      }
      return chain.proceed(chain.request());
    }
  }
}
