package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Map;
import org.immutables.value.Value;

/**
 * {@code tickBounds} of a {@link CreatePositionRequest}: the position's range as ticks, JSON
 * numbers. The request checks {@code tickLower < tickUpper}, both within [-887272, 887272].
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePositionTickBounds.class)
@JsonDeserialize(as = ImmutablePositionTickBounds.class)
public abstract class PositionTickBounds {
  public abstract int tickLower();

  public abstract int tickUpper();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutablePositionTickBounds.Builder builder() {
    return ImmutablePositionTickBounds.builder();
  }

  /** The range {@code [tickLower, tickUpper)}. */
  public static PositionTickBounds of(int tickLower, int tickUpper) {
    return builder().tickLower(tickLower).tickUpper(tickUpper).build();
  }
}
