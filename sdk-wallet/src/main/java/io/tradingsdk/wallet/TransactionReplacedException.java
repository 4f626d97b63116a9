package io.tradingsdk.wallet;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Another transaction of the same sender used this transaction's nonce and was mined, so this one never will be:
 * nothing it does happens. Sending the same intent again is safe (with a new nonce). Thrown by a receipt wait that
 * sees the sender's mined nonce pass this one without its receipt, and by a send whose unknown outcome settled so.
 */
public class TransactionReplacedException extends TransactionException {
  private static final long serialVersionUID = 1L;

  private final Address from;
  private final long nonce;
  private final @Nullable Bytes32 replacement;

  /**
   * @param hash the transaction that will never be mined
   * @param from its sender
   * @param nonce its nonce, used by another transaction
   * @param replacement the hash of the transaction that used the nonce, when known
   */
  public TransactionReplacedException(Bytes32 hash, Address from, long nonce, @Nullable Bytes32 replacement) {
    super("transaction " + hash + " will never be mined: nonce " + nonce + " of " + from
        + " was used by " + (replacement != null ? "transaction " + replacement : "another transaction"), hash, null);
    this.from = from;
    this.nonce = nonce;
    this.replacement = replacement;
  }

  /** The sender. */
  public Address from() {
    return from;
  }

  /** The nonce another transaction used. */
  public long nonce() {
    return nonce;
  }

  /** The transaction that used the nonce, when the wait found it. */
  public Optional<Bytes32> replacement() {
    return Optional.ofNullable(replacement);
  }
}
