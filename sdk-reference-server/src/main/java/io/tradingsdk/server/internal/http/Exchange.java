package io.tradingsdk.server.internal.http;

import io.tradingsdk.server.ApiKey;
import io.tradingsdk.server.ApiRequest;
import java.util.Locale;
import java.util.Optional;

/** One request in flight: what arrived, its request id, and (after authentication) its key. */
public final class Exchange {
  private final ApiRequest request;
  private final String requestId;
  private final Optional<String> pathParameter;
  private ApiKey apiKey;

  public Exchange(ApiRequest request, String requestId, Optional<String> pathParameter) {
    this.request = request;
    this.requestId = requestId;
    this.pathParameter = pathParameter;
  }

  public ApiRequest request() {
    return request;
  }

  public String requestId() {
    return requestId;
  }

  /** The {@code {planId}} of {@code /plan/{planId}}. */
  public String pathParameter() {
    return pathParameter.orElseThrow();
  }

  /** The authenticated key; set after validation, before the endpoint runs. */
  public ApiKey apiKey() {
    return apiKey;
  }

  /** Called by the handler once the key passed its checks; endpoints read it with {@link #apiKey()}. */
  public void authenticate(ApiKey key) {
    this.apiKey = key;
  }

  /** The request body as a validated JSON object. */
  public Body body() {
    return Body.parse(request.body());
  }

  /**
   * A boolean header; absent gives the default. Anything but {@code true}/{@code false} is a 400
   * that names the header.
   */
  public boolean booleanHeader(String name, boolean defaultValue) {
    Optional<String> value = request.header(name);
    if (value.isEmpty()) {
      return defaultValue;
    }
    String text = value.get().trim().toLowerCase(Locale.ROOT);
    if (text.equals("true")) {
      return true;
    }
    if (text.equals("false")) {
      return false;
    }
    throw ApiError.badRequest("\"" + name + "\" must be a boolean");
  }
}
