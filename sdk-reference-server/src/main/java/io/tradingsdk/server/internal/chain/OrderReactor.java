package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.Optional;

/**
 * A UniswapX reactor on which the server cosigns and fills orders itself, as a filler would (an EVM chain's real
 * reactor of one routing: {@code DUTCH_V2}, {@code DUTCH_V3} or {@code PRIORITY}). The engine's chain order book
 * decides when to fill; this is what it asks the chain.
 */
public interface OrderReactor {
  /** The server's cosigner address, checksummed: what a quote names as the order's cosigner. */
  String cosigner();

  /** The server's filler address, checksummed. */
  String filler();

  /** Cosigns an order for the reactor; its decay starts at the chain's time now. */
  Cosigned cosign(String encodedOrder, String orderHash);

  /**
   * Checks that the reactor would take the order with the swapper's signature now.
   *
   * @throws RefusedException naming the reactor's or Permit2's error when it would revert
   */
  void check(Cosigned order, String swapperSignature);

  /** Whether the swapper spent the order's Permit2 nonce (how a swapper cancels). */
  boolean nonceSpent(String swapper, BigInteger nonce);

  /** Fills the order on the reactor; empty when the fill reverted. */
  Optional<Fill> execute(Cosigned order, String swapperSignature);

  /**
   * Fills the order knowing what the market gives for its input now: a reactor whose orders are won by bidding (a
   * Priority order's priority fee) bids from it. The others ignore it.
   */
  default Optional<Fill> execute(Cosigned order, String swapperSignature, BigInteger marketOutput) {
    return execute(order, swapperSignature);
  }

  /**
   * What {@link Cosigned#decayed} takes as its time for a fill now, the chain's time being {@code nowSeconds}: that
   * time for an order decaying by time ({@code DUTCH_V2}), the next block's number for one decaying by block ({@code
   * DUTCH_V3}).
   */
  default long decayClock(Cosigned order, long nowSeconds) {
    return nowSeconds;
  }

  /** A cosigned order: its amounts decay over the window the cosignature fixed. */
  interface Cosigned {
    /**
     * An amount decaying linearly from {@code start} to {@code end} over the window, at {@code time} (in the unit
     * of {@link OrderReactor#decayClock}).
     */
    BigInteger decayed(BigInteger start, BigInteger end, long time);
  }

  /** A fill: its transaction and what moved. */
  record Fill(String txHash, BigInteger amountIn, BigInteger amountOut) {}

  /** The reactor or Permit2 would revert; the message names the error. */
  class RefusedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RefusedException(String message) {
      super(message);
    }
  }
}
