package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigInteger;
import java.util.Optional;

/**
 * What every answer that builds a position's transaction carries: the request id, the position's two tokens with
 * their amounts, and the transaction's gas fee. Shared by {@link CreatePositionResponse}, {@link
 * IncreasePositionResponse}, {@link DecreasePositionResponse} and {@link ClaimFeesResponse}, each of which adds its
 * own transaction ({@code create}, {@code increase}, {@code decrease}, {@code claim}); they inherit these as
 * attributes and keep their wire order with their own {@code @JsonPropertyOrder}.
 */
public interface PositionResponseFields {
  /** The service's id of this request. */
  String requestId();

  /** The pool's first token and the amount the transaction moves (for a claim, the token0 fees it collects). */
  LpToken token0();

  /** The pool's second token and the amount the transaction moves (for a claim, the token1 fees it collects). */
  LpToken token1();

  /** The transaction's estimated gas fee, in wei. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> gasFee();
}
