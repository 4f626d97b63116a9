package io.tradingsdk.core.internal;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Stops OkHttp's last silent retry. Even with {@code retryOnConnectionFailure(false)}, OkHttp's
 * follow-up logic resends a request at once when a 503 carries {@code Retry-After: 0}, inside one
 * call: the client would neither count, log, rate-limit nor bound that attempt. This network
 * interceptor hides the header of every 503 from OkHttp under {@link #HIDDEN} and {@link CallRunner#convert}
 * restores it, so callers and the client's own retry logic still see the server's header.
 */
public final class NoSilentRetry implements Interceptor {
  public static final String HIDDEN = "x-trading-sdk-hidden-retry-after";

  @Override
  public Response intercept(Chain chain) throws IOException {
    Response response = chain.proceed(chain.request());
    if (response.code() == 503) {
      // Every value is hidden, not only 0: OkHttp reads any run of digits with Integer.valueOf, so a Retry-After
      // beyond an int (99999999999) threw a NumberFormatException out of the call instead of a ServerException.
      String retryAfter = response.header("Retry-After");
      if (retryAfter != null) {
        return response.newBuilder().removeHeader("Retry-After").header(HIDDEN, retryAfter).build();
      }
    }
    return response;
  }
}
