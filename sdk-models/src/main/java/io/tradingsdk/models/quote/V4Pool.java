package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.WireInteger;
import java.math.BigInteger;
import org.immutables.value.Value;

/**
 * A V4 pool hop ({@code "type": "v4-pool"}).
 *
 * <p>What the service really sends differs from the spec: {@link #address()} is the 32-byte pool
 * id, not a 20-byte address, and {@link #tickSpacing()} arrives as a string where the spec says
 * number. Integer pool fields are {@link WireInteger}s, so either form round-trips exactly.
 */
@Value.Immutable
@JsonPropertyOrder({
  "type", "address", "tokenIn", "tokenOut", "sqrtRatioX96", "liquidity", "tickCurrent", "fee",
  "tickSpacing", "hooks", "amountIn", "amountOut"})
@JsonSerialize(as = ImmutableV4Pool.class)
@JsonDeserialize(as = ImmutableV4Pool.class)
public abstract non-sealed class V4Pool implements KnownPool, Extensible {
  /** The discriminator value. */
  public static final String TYPE = "v4-pool";

  private static final String NO_HOOKS = "0x0000000000000000000000000000000000000000";

  @Override
  @Value.Default
  public String type() {
    return TYPE;
  }

  // address, tokenIn, tokenOut, amountIn and amountOut are declared by KnownPool.

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger sqrtRatioX96();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger liquidity();

  public abstract WireInteger tickCurrent();

  /** Pool fee in hundredths of a basis point. */
  public abstract WireInteger fee();

  /** Tick spacing; {@code tickSpacing().intValue()} gives the number whatever the wire form. */
  public abstract WireInteger tickSpacing();

  /** Hooks contract; the zero address means none. */
  public abstract String hooks();

  /** Whether the pool has a hooks contract (its {@link #hooks()} is not the zero address). */
  @JsonIgnore
  public boolean hasHooks() {
    return !NO_HOOKS.equalsIgnoreCase(hooks());
  }

  public static ImmutableV4Pool.Builder builder() {
    return ImmutableV4Pool.builder();
  }
}
