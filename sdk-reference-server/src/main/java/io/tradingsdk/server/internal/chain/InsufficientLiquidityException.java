package io.tradingsdk.server.internal.chain;

/**
 * An amount the simulated pools cannot fill: an output at or above a pool's reserve, an input too small to buy
 * anything, or no route at all. The API answers it with 404 "No quotes available", as the service does; it carries
 * no stack trace (it is control flow).
 */
public final class InsufficientLiquidityException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public InsufficientLiquidityException(String message) {
    super(message, null, false, false);
  }
}
