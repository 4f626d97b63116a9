package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigInteger;
import java.util.Optional;

/**
 * A token and the amounts an order's decay starts and ends at: what {@link OrderInput} and each
 * {@link OrderOutput} of {@code GET /orders} share. For an input the amount grows from start to
 * end; for an output it shrinks (the end is the worst case).
 */
public interface DecayingTokenAmount {
  /** The token's address. */
  String token();

  /** Base units at the start of the decay (for an output, the intended amount). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> startAmount();

  /** Base units at the end of the decay (for an output, the worst case). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> endAmount();
}
