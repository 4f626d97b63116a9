package io.tradingsdk.wallet;

/**
 * One nonce handed out by a {@link NonceManager}, which hands out no other nonce of the same key until this one is
 * finished. Finish it exactly once, with the call that says what became of it; later calls are ignored. {@link
 * #close()} releases a reservation left unfinished, so {@code try (NonceReservation r = ...)} never leaks one.
 */
public interface NonceReservation extends AutoCloseable {
  /** Whose nonce it is. */
  NonceKey key();

  /** The nonce to sign with. */
  long nonce();

  /** A transaction with this nonce reached the node: the next reservation gets {@code nonce() + 1}. */
  void commit();

  /** Nothing with this nonce reached the node (signing failed, the node refused it): the next reservation gets it. */
  void release();

  /**
   * What the node holds is unknown or differs ("nonce too low": another process or wallet used it; a broadcast whose
   * outcome is unknown): the next reservation reads the node's pending count again.
   */
  void resync();

  /** Whether one of the finishing calls was made. */
  boolean isFinished();

  /** {@link #release()} when unfinished; nothing otherwise. */
  @Override
  default void close() {
    if (!isFinished()) {
      release();
    }
  }
}
