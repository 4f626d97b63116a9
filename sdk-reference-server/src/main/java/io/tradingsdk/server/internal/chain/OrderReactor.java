package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.Optional;

/**
 * A UniswapX reactor on which the server cosigns and fills orders itself, as a filler would (the EVM mode's real
 * {@code DUTCH_V2} reactor). The engine's chain order book decides when to fill; this is what it asks the chain.
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

  /** A cosigned order: its amounts decay over the window the cosignature fixed. */
  interface Cosigned {
    /** An amount decaying linearly from {@code start} to {@code end} over the window, at {@code time}. */
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
