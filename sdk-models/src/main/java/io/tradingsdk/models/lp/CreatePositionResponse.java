package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.WireInteger;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigDecimal;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /lp/create}: both token amounts, the range the service settled on (prices
 * and ticks after rounding to the pool's tick spacing) and the transaction. Ticks are read as JSON
 * numbers or strings ({@link WireInteger}) and written back in the form received.
 */
@Value.Immutable
@JsonPropertyOrder({
  "requestId", "token0", "token1", "adjustedMinPrice", "adjustedMaxPrice", "tickLower", "tickUpper",
  "create", "gasFee"})
@JsonSerialize(as = ImmutableCreatePositionResponse.class)
@JsonDeserialize(as = ImmutableCreatePositionResponse.class)
public abstract class CreatePositionResponse implements PositionResponseFields, Extensible {
  // requestId, token0, token1 and gasFee are declared by PositionResponseFields; the @JsonPropertyOrder above
  // keeps them where they are on the wire.

  /** The minimum price after tick adjustment, token1 per token0. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigDecimal> adjustedMinPrice();

  /** The maximum price after tick adjustment, token1 per token0. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigDecimal> adjustedMaxPrice();

  /** The adjusted lower tick. */
  public abstract Optional<WireInteger> tickLower();

  /** The adjusted upper tick. */
  public abstract Optional<WireInteger> tickUpper();

  /** The transaction that creates the position (and the pool, for a new one). */
  public abstract TransactionRequest create();

  public static ImmutableCreatePositionResponse.Builder builder() {
    return ImmutableCreatePositionResponse.builder();
  }

  public ImmutableCreatePositionResponse.Builder toBuilder() {
    return ImmutableCreatePositionResponse.builder().from(this);
  }
}
