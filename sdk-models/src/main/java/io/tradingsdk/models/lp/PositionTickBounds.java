package io.tradingsdk.models.lp;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import org.immutables.value.Value;

/**
 * {@code tickBounds} of a {@link CreatePositionRequest}: the position's range as ticks, JSON
 * numbers. The request checks {@code tickLower < tickUpper}, both within [-887272, 887272].
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePositionTickBounds.class)
@JsonDeserialize(as = ImmutablePositionTickBounds.class)
public abstract class PositionTickBounds implements Extensible {
  public abstract int tickLower();

  public abstract int tickUpper();

  public static ImmutablePositionTickBounds.Builder builder() {
    return ImmutablePositionTickBounds.builder();
  }

  /** The range {@code [tickLower, tickUpper)}. */
  public static PositionTickBounds of(int tickLower, int tickUpper) {
    return builder().tickLower(tickLower).tickUpper(tickUpper).build();
  }
}
