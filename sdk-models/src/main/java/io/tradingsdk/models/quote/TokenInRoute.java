package io.tradingsdk.models.quote;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.WireInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** A token as a route hop describes it. */
@Value.Immutable
@JsonSerialize(as = ImmutableTokenInRoute.class)
@JsonDeserialize(as = ImmutableTokenInRoute.class)
public abstract class TokenInRoute implements Extensible {
  public abstract String address();

  public abstract ChainId chainId();

  public abstract Optional<String> symbol();

  /** Decimals; a string on the wire ({@code "18"}), kept in its wire form. */
  public abstract Optional<WireInteger> decimals();

  /** Fee-on-transfer buy fee in basis points, as sent. */
  public abstract Optional<String> buyFeeBps();

  /** Fee-on-transfer sell fee in basis points, as sent. */
  public abstract Optional<String> sellFeeBps();

  public static ImmutableTokenInRoute.Builder builder() {
    return ImmutableTokenInRoute.builder();
  }
}
