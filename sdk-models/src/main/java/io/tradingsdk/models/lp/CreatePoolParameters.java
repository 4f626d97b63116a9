package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigDecimal;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * {@code newPool} of a {@link CreatePositionRequest}: the pool to create with the position. Checked
 * by the request: distinct token addresses, fee 0 to 1,000,000 (hundredths of a basis point, 3000 =
 * 0.3%), tick spacing 1 to 32767, initial price > 0, {@code hooks} only for V4.
 */
@Value.Immutable
@JsonPropertyOrder({"token0Address", "token1Address", "fee", "tickSpacing", "hooks", "initialPrice"})
@JsonSerialize(as = ImmutableCreatePoolParameters.class)
@JsonDeserialize(as = ImmutableCreatePoolParameters.class)
public abstract class CreatePoolParameters implements PoolTokenAddresses, Extensible {
  // token0Address and token1Address are declared by PoolTokenAddresses; the @JsonPropertyOrder above
  // keeps them where they are on the wire.

  /** The pool fee in hundredths of a basis point ({@code 3000} is 0.3%). */
  public abstract int fee();

  /** The tick spacing of the pool. */
  public abstract int tickSpacing();

  /** The hooks contract; V4 only. */
  public abstract Optional<String> hooks();

  /** The starting price, token1 per token0, a decimal string on the wire. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigDecimal initialPrice();

  public static ImmutableCreatePoolParameters.Builder builder() {
    return ImmutableCreatePoolParameters.builder();
  }

  public ImmutableCreatePoolParameters.Builder toBuilder() {
    return ImmutableCreatePoolParameters.builder().from(this);
  }
}
