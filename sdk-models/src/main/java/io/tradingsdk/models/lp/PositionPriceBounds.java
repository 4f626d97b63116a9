package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigDecimal;
import org.immutables.value.Value;

/**
 * {@code priceBounds} of a {@link CreatePositionRequest}: the position's range as prices (token1
 * per token0), decimal strings on the wire. The service rounds them to ticks; the response gives
 * the adjusted prices. The request checks {@code 0 <= minPrice < maxPrice}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePositionPriceBounds.class)
@JsonDeserialize(as = ImmutablePositionPriceBounds.class)
public abstract class PositionPriceBounds implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigDecimal minPrice();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigDecimal maxPrice();

  public static ImmutablePositionPriceBounds.Builder builder() {
    return ImmutablePositionPriceBounds.builder();
  }

  /** The range {@code [minPrice, maxPrice]}. */
  public static PositionPriceBounds of(BigDecimal minPrice, BigDecimal maxPrice) {
    return builder().minPrice(minPrice).maxPrice(maxPrice).build();
  }
}
