package io.tradingsdk.wallet;

import java.util.concurrent.CompletableFuture;

/**
 * Hands out the nonces of an account on a chain ({@link NonceKey}) so that concurrent sends from one key get
 * consecutive nonces, none twice and none skipped. The SPI behind {@link TransactionSender}:
 * {@link #local()} keeps the state in this JVM; an implementation over a shared store (Hazelcast, Redis...) lets
 * several processes send from one key.
 *
 * <p><b>The contract.</b> {@link #reserve} completes with a {@link NonceReservation} once no other reservation of
 * the key is open, so a key's reservations are finished one after the other, in the order they were asked for.
 * The nonce it holds is the one after the last {@linkplain NonceReservation#commit() committed} one; a {@linkplain
 * NonceReservation#release() released} nonce is handed out again; after a {@linkplain NonceReservation#resync()
 * resync} (and at first use, or after {@link #reset}) the nonce is read from the {@link NonceSource}, the node's
 * pending count. Cancelling the future of a reservation not yet granted withdraws it; one granted meanwhile is
 * released. Implementations are thread-safe and never block a thread while a reservation waits its turn.
 *
 * <p><b>For implementers of a distributed manager.</b> The open reservation is a lease on the key: hold it in the
 * store with an expiry, renewed while the reservation is open (a send can take as long as {@code
 * eth_sendRawTransaction} with its retries), and read "the next nonce" there. Treat an expired lease as a {@link
 * NonceReservation#resync()}: its holder may or may not have broadcast, and only the node knows. Use {@link
 * NonceKey#asText()} as the store's key. Module {@code sdk-wallet-cluster} does this on Hazelcast and Redis.
 *
 * <p>Share one manager (one instance, or one store) among every sender of a key: two managers for one key hand
 * out the same nonces.
 */
public interface NonceManager {
  /**
   * Reserves the key's next nonce.
   *
   * @param source where to read the nonce when the manager knows none
   * @return completes with the reservation once it is this call's turn, or with the source's failure
   */
  CompletableFuture<NonceReservation> reserve(NonceKey key, NonceSource source);

  /** Forgets what the manager knows of the key: the next reservation reads the source. Open reservations stay. */
  void reset(NonceKey key);

  /** A manager whose state lives in this JVM: a queue of reservations per key, the next nonce remembered. */
  static NonceManager local() {
    return new LocalNonceManager();
  }
}
