package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigDecimal;
import java.util.Map;
import org.immutables.value.Value;

/**
 * {@code priceBounds} of a {@link CreatePositionRequest}: the position's range as prices (token1
 * per token0), decimal strings on the wire. The service rounds them to ticks; the response gives
 * the adjusted prices. The request checks {@code 0 <= minPrice < maxPrice}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePositionPriceBounds.class)
@JsonDeserialize(as = ImmutablePositionPriceBounds.class)
public abstract class PositionPriceBounds {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigDecimal minPrice();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigDecimal maxPrice();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutablePositionPriceBounds.Builder builder() {
    return ImmutablePositionPriceBounds.builder();
  }

  /** The range {@code [minPrice, maxPrice]}. */
  public static PositionPriceBounds of(BigDecimal minPrice, BigDecimal maxPrice) {
    return builder().minPrice(minPrice).maxPrice(maxPrice).build();
  }
}
