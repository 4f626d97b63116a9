package io.tradingsdk.signing.tx;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the user (or a wallet's node queries) adds to an API transaction request before signing: the nonce, always,
 * and the gas limit and fees where the request has none; optionally an access list, and signed authorizations,
 * which make the transaction an EIP-7702 one. Immutable. See {@link TransactionRequests}.
 *
 * <pre>{@code
 * TransactionFill fill = TransactionFill.builder()
 *     .nonce(pendingNonce)                          // eth_getTransactionCount(from, "pending")
 *     .fees(Fees.eip1559(maxFee, tip))              // only when the request has no fees
 *     .build();
 * }</pre>
 *
 * <p>A fill never overrides the request: a value the request already has may be repeated, not changed.
 */
public final class TransactionFill {
  private final BigInteger nonce;
  private final @Nullable BigInteger gasLimit;
  private final @Nullable Fees fees;
  private final List<AccessListItem> accessList;
  private final List<SignedAuthorization> authorizations;

  private TransactionFill(Builder builder) {
    this.nonce = Fields.uint64("nonce", builder.nonce);
    this.gasLimit = builder.gasLimit == null ? null : Fields.uint64("gasLimit", builder.gasLimit);
    this.fees = builder.fees;
    this.accessList = Collections.unmodifiableList(new ArrayList<>(builder.accessList));
    this.authorizations = Collections.unmodifiableList(new ArrayList<>(builder.authorizations));
  }

  /** A builder; only the nonce is required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The sender's nonce. */
  public BigInteger nonce() {
    return nonce;
  }

  /** The gas limit, for a request without one. */
  public Optional<BigInteger> gasLimit() {
    return Optional.ofNullable(gasLimit);
  }

  /** The fees, for a request without them (or the part of the EIP-1559 fees the request lacks). */
  public Optional<Fees> fees() {
    return Optional.ofNullable(fees);
  }

  /** The access list (unmodifiable, usually empty). */
  public List<AccessListItem> accessList() {
    return accessList;
  }

  /** Signed EIP-7702 authorizations; when present the transaction is of type 4 (unmodifiable). */
  public List<SignedAuthorization> authorizations() {
    return authorizations;
  }

  @Override
  public String toString() {
    return "TransactionFill[nonce=" + nonce + (gasLimit == null ? "" : ", gasLimit=" + gasLimit)
        + (fees == null ? "" : ", fees=" + fees)
        + ", accessList=" + accessList.size() + " entries, authorizations=" + authorizations.size() + "]";
  }

  /** Builds a {@link TransactionFill}; amounts are checked (non-negative, within their widths) by {@link #build()}. */
  public static final class Builder {
    private @Nullable BigInteger nonce;
    private @Nullable BigInteger gasLimit;
    private @Nullable Fees fees;
    private final List<AccessListItem> accessList = new ArrayList<>();
    private final List<SignedAuthorization> authorizations = new ArrayList<>();

    private Builder() {}

    /** The sender's nonce, uint64: required (the pending transaction count). */
    public Builder nonce(long nonce) {
      return nonce(BigInteger.valueOf(nonce));
    }

    /** The sender's nonce, uint64: required. */
    public Builder nonce(BigInteger nonce) {
      this.nonce = Objects.requireNonNull(nonce, "nonce");
      return this;
    }

    /** The gas limit, uint64, when the request has none (e.g. from {@code eth_estimateGas}). */
    public Builder gasLimit(long gasLimit) {
      return gasLimit(BigInteger.valueOf(gasLimit));
    }

    /** The gas limit, uint64, when the request has none. */
    public Builder gasLimit(BigInteger gasLimit) {
      this.gasLimit = Objects.requireNonNull(gasLimit, "gasLimit");
      return this;
    }

    /**
     * The fees, when the request has none: {@link Fees#legacy} makes a legacy transaction, {@link Fees#eip1559} an
     * EIP-1559 one; {@link Fees#eip1559Part} gives what a request with part of the EIP-1559 fees lacks.
     */
    public Builder fees(Fees fees) {
      this.fees = Objects.requireNonNull(fees, "fees");
      return this;
    }

    /** An access list (copied); only EIP-1559 and EIP-7702 transactions carry one. */
    public Builder accessList(List<AccessListItem> accessList) {
      this.accessList.clear();
      accessList.forEach(item -> this.accessList.add(Objects.requireNonNull(item, "accessList item")));
      return this;
    }

    /** Adds a signed EIP-7702 authorization: the transaction becomes of type 4. */
    public Builder addAuthorization(SignedAuthorization authorization) {
      this.authorizations.add(Objects.requireNonNull(authorization, "authorization"));
      return this;
    }

    /** Replaces the signed EIP-7702 authorizations (copied). */
    public Builder authorizations(List<SignedAuthorization> authorizations) {
      this.authorizations.clear();
      authorizations.forEach(this::addAuthorization);
      return this;
    }

    /**
     * The fill.
     *
     * @throws InvalidTransactionException when the nonce is missing, or a number is negative or beyond its width
     */
    public TransactionFill build() {
      return new TransactionFill(this);
    }
  }
}
