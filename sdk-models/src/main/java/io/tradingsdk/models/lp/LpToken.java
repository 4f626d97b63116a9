package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import org.immutables.value.Value;

/**
 * A token and an amount in an LP operation ({@code independentToken}, {@code token0}, {@code
 * token1}).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableLpToken.class)
@JsonDeserialize(as = ImmutableLpToken.class)
public abstract class LpToken implements Extensible {
  public abstract String tokenAddress();

  /** Base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  public static ImmutableLpToken.Builder builder() {
    return ImmutableLpToken.builder();
  }

  public ImmutableLpToken.Builder toBuilder() {
    return ImmutableLpToken.builder().from(this);
  }

  /** {@code amount} base units of {@code tokenAddress}. */
  public static LpToken of(String tokenAddress, BigInteger amount) {
    return builder().tokenAddress(tokenAddress).amount(amount).build();
  }
}
