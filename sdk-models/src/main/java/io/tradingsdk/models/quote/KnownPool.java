package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigInteger;
import java.util.Optional;

/**
 * A pool hop of a type this SDK version knows ({@code v2-pool}, {@code v3-pool}, {@code v4-pool}),
 * with the fields all three carry. Each pool inherits them as attributes and keeps its wire order
 * with its own {@code @JsonPropertyOrder}.
 */
public sealed interface KnownPool extends RoutePool permits V2Pool, V3Pool, V4Pool {
  /** The pool's address; for a V4 pool, its 32-byte pool id (hex). */
  String address();

  TokenInRoute tokenIn();

  TokenInRoute tokenOut();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> amountIn();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> amountOut();
}
