package io.tradingsdk.wallet;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.SignedAuthorization;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * What a caller adds to a transaction the API returned, for {@link TransactionSender#send(
 * io.tradingsdk.models.TransactionRequest, SendOptions)}: a nonce of its own, and the gas limit or fees the
 * request leaves out. Immutable. What the request sets is never overwritten: a value here that contradicts the
 * request's is refused before signing.
 */
public final class SendOptions {
  private static final SendOptions NONE = builder().build();

  private final @Nullable Long nonce;
  private final @Nullable BigInteger gasLimit;
  private final @Nullable Fees fees;
  private final List<SignedAuthorization> authorizations;
  private final @Nullable Address delegateTo;
  private final @Nullable Consumer<SignedTransaction> beforeBroadcast;

  private SendOptions(Builder b) {
    this.nonce = b.nonce;
    this.gasLimit = b.gasLimit;
    this.fees = b.fees;
    this.authorizations = Collections.unmodifiableList(new ArrayList<>(b.authorizations));
    this.delegateTo = b.delegateTo;
    this.beforeBroadcast = b.beforeBroadcast;
  }

  /** Nothing added: the sender fills nonce, fees and gas. */
  public static SendOptions none() {
    return NONE;
  }

  /** A builder with nothing set. */
  public static Builder builder() {
    return new Builder();
  }

  /** The nonce to use instead of the nonce manager's. */
  public Optional<Long> nonce() {
    return Optional.ofNullable(nonce);
  }

  /** The gas limit, for a request without one (else {@code eth_estimateGas}). */
  public Optional<BigInteger> gasLimit() {
    return Optional.ofNullable(gasLimit);
  }

  /** The fees, for a request without them (else the fee fillers ask the node). */
  public Optional<Fees> fees() {
    return Optional.ofNullable(fees);
  }

  /** EIP-7702 authorizations signed elsewhere; the transaction is then of type 4. */
  public List<SignedAuthorization> authorizations() {
    return authorizations;
  }

  /**
   * The contract the sender's own account delegates to (EIP-7702) in this very transaction: the sender signs the
   * authorization with the transaction's signer, nonce {@code transaction nonce + 1} (a self-sponsored
   * authorization is checked after the sender's nonce was bumped).
   */
  public Optional<Address> delegateTo() {
    return Optional.ofNullable(delegateTo);
  }

  /**
   * The write-ahead hook: told the signed transaction (its hash, nonce and raw bytes) after signing and before
   * anything reaches the node; see {@link Builder#beforeBroadcast}.
   */
  public Optional<Consumer<SignedTransaction>> beforeBroadcast() {
    return Optional.ofNullable(beforeBroadcast);
  }

  @Override
  public String toString() {
    return "SendOptions{nonce=" + nonce + ", gasLimit=" + gasLimit + ", fees=" + fees + ", authorizations="
        + authorizations.size() + ", delegateTo=" + delegateTo + (beforeBroadcast != null ? ", beforeBroadcast" : "")
        + "}";
  }

  /** Builds {@link SendOptions}. */
  public static final class Builder {
    private @Nullable Long nonce;
    private @Nullable BigInteger gasLimit;
    private @Nullable Fees fees;
    private final List<SignedAuthorization> authorizations = new ArrayList<>();
    private @Nullable Address delegateTo;
    private @Nullable Consumer<SignedTransaction> beforeBroadcast;

    private Builder() {}

    /** The nonce, not negative: the nonce manager is then not asked, and a "nonce too low" is not recovered. */
    public Builder nonce(long nonce) {
      if (nonce < 0) {
        throw new IllegalArgumentException("nonce: must be >= 0, was " + nonce);
      }
      this.nonce = nonce;
      return this;
    }

    /** The gas limit, positive. */
    public Builder gasLimit(BigInteger gasLimit) {
      this.gasLimit = positive(gasLimit, "gasLimit");
      return this;
    }

    /**
     * The fees, for a request without them: {@link Fees#legacy} or {@link Fees#eip1559} (or {@link Fees#eip1559Part}
     * for a request with part of them). A gas price or fee cap must be positive.
     */
    public Builder fees(Fees fees) {
      Objects.requireNonNull(fees, "fees");
      fees.gasPrice().ifPresent(price -> positive(price, "gasPrice"));
      fees.maxFeePerGas().ifPresent(cap -> positive(cap, "maxFeePerGas"));
      this.fees = fees;
      return this;
    }

    /** Adds an EIP-7702 authorization signed elsewhere. */
    public Builder addAuthorization(SignedAuthorization authorization) {
      authorizations.add(Objects.requireNonNull(authorization, "authorization"));
      return this;
    }

    /** Delegates the sender's account to {@code delegate} in this transaction; see {@link SendOptions#delegateTo()}. */
    public Builder delegateTo(Address delegate) {
      this.delegateTo = Objects.requireNonNull(delegate, "delegate");
      return this;
    }

    /**
     * Runs {@code hook} with the signed transaction after signing and before the first byte goes to the node, on
     * the thread that signed it: where an application writes what it is about to send to its own journal, so that
     * after a crash it can follow the very same transaction ({@link PendingTransaction#of}, {@link
     * TransactionSender#resume}) instead of signing another. If the hook throws, nothing is broadcast, the nonce
     * is given back, and the send fails with what it threw.
     *
     * <p>It runs once per transaction signed, and a send may sign twice: when the node refuses the only attempt as
     * "nonce too low" (another wallet used the nonce), the sender signs the request again with a fresh nonce and
     * runs the hook with that transaction, which supersedes the first (refused: never taken). A journal must then
     * follow the latest transaction of the send: resuming the first would find its nonce used by another and answer
     * {@link TransactionReplacedException}, which does not mean the intent was not sent.
     */
    public Builder beforeBroadcast(Consumer<SignedTransaction> hook) {
      this.beforeBroadcast = Objects.requireNonNull(hook, "hook");
      return this;
    }

    /** The options. */
    public SendOptions build() {
      return new SendOptions(this);
    }

    private static BigInteger positive(BigInteger v, String name) {
      Objects.requireNonNull(v, name);
      if (v.signum() <= 0) {
        throw new IllegalArgumentException(name + ": must be > 0, was " + v);
      }
      return v;
    }
  }
}
