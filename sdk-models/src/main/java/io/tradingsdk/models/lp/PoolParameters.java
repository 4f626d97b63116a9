package io.tradingsdk.models.lp;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import java.util.OptionalInt;
import org.immutables.value.Value;

/**
 * {@code poolParameters} of a {@link PoolInfoRequest}: find pools by their tokens, fee, tick
 * spacing and hook. Checked by the request: addresses are 40 hex digits (the {@code 0x} prefix
 * optional, as the document's pattern says), fee 0 to 1,000,000, tick spacing >= 1.
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePoolParameters.class)
@JsonDeserialize(as = ImmutablePoolParameters.class)
public abstract class PoolParameters implements Extensible {
  public abstract Optional<String> tokenAddressA();

  public abstract Optional<String> tokenAddressB();

  /** The pool fee in hundredths of a basis point ({@code 3000} is 0.3%). */
  public abstract OptionalInt fee();

  public abstract OptionalInt tickSpacing();

  /** The pool's hook contract, if any (V4). */
  public abstract Optional<String> hookAddress();

  public static ImmutablePoolParameters.Builder builder() {
    return ImmutablePoolParameters.builder();
  }

  public ImmutablePoolParameters.Builder toBuilder() {
    return ImmutablePoolParameters.builder().from(this);
  }
}
