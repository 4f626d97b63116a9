package io.tradingsdk.models.swap;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.RequestRules;
import java.util.LinkedHashMap;
import java.util.Map;
import org.immutables.value.Value;

/**
 * Query of {@code GET /swappable_tokens}: the token and chain to bridge from. Checked when built:
 * {@code tokenIn} is 40 hex digits with an optional 0x; {@code tokenInChainId} is among those the
 * spec lists ({@link RequestRules#SEND_CHAINS}).
 */
@Value.Immutable
public abstract class SwappableTokensQuery {
  public abstract String tokenIn();

  public abstract ChainId tokenInChainId();

  /** The query parameters in order, unencoded: {@code tokenIn}, {@code tokenInChainId}. */
  public Map<String, String> queryParameters() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("tokenIn", tokenIn());
    params.put("tokenInChainId", tokenInChainId().toString());
    return params;
  }

  /** The query for {@code tokenIn} on {@code tokenInChainId}. */
  public static SwappableTokensQuery of(String tokenIn, ChainId tokenInChainId) {
    return builder().tokenIn(tokenIn).tokenInChainId(tokenInChainId).build();
  }

  public static ImmutableSwappableTokensQuery.Builder builder() {
    return ImmutableSwappableTokensQuery.builder();
  }

  @Value.Check
  protected void check() {
    RequestRules.addressOptionalPrefix("tokenIn", tokenIn());
    RequestRules.chainIn("tokenInChainId", tokenInChainId(), RequestRules.SEND_CHAINS);
  }
}
