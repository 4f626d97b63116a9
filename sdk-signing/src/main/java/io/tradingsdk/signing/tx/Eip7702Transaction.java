package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.codec.Rlp;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An EIP-7702 transaction, type 4: an EIP-1559 transaction that also carries signed authorizations, each setting
 * an account's code to a delegation: {@code 0x04 ‖ rlp([chainId, nonce, maxPriorityFeePerGas, maxFeePerGas,
 * gasLimit, to, value, data, accessList, authorizationList])}. {@code to} is required (a type-4 transaction cannot
 * create a contract) and the authorization list must not be empty. Immutable.
 *
 * <pre>{@code
 * SignedAuthorization delegation = Authorization.of(1, delegate, nonce + 1).sign(signer);  // sender = authority
 * Eip7702Transaction tx = Eip7702Transaction.builder()
 *     .chainId(1).nonce(nonce).gasLimit(100_000)
 *     .maxFeePerGas(maxFee).maxPriorityFeePerGas(tip)
 *     .to(signer.address()).addAuthorization(delegation)
 *     .build();
 * }</pre>
 *
 * <p>{@link #sign} refuses a transaction whose authorizations the network would skip, since the user means them
 * to apply: a chain id other than 0 or the transaction's, a signature that recovers no authority (malformed or
 * high s), a nonce of 2^64-1 (EIP-2681: it can never be incremented), or, where the sender authorizes itself, a
 * nonce other than the transaction's nonce + 1 (+ 2 for a
 * second such authorization, and so on: the sender's nonce is bumped before authorizations are processed).
 */
public final class Eip7702Transaction extends DynamicFeeTransaction {
  private final List<SignedAuthorization> authorizationList;

  private Eip7702Transaction(Builder builder) {
    super(builder);
    if (builder.authorizationList.isEmpty()) {
      throw new InvalidTransactionException("authorizationList", "empty (a type-4 transaction carries at least one"
          + " authorization; without one, use an EIP-1559 transaction)");
    }
    this.authorizationList = Collections.unmodifiableList(new ArrayList<>(builder.authorizationList));
  }

  /**
   * A builder; chainId, nonce, gasLimit, maxFeePerGas, maxPriorityFeePerGas, to and at least one authorization are
   * required.
   */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this transaction's fields. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.copyDynamicFee(this);
    builder.authorizationList.addAll(authorizationList);
    return builder;
  }

  @Override
  public TransactionType type() {
    return TransactionType.EIP7702;
  }

  /** The signed authorizations, in the order they are processed (unmodifiable, not empty). */
  public List<SignedAuthorization> authorizationList() {
    return authorizationList;
  }

  @Override
  void checkBeforeSigning(Address sender) {
    BigInteger nextSelfNonce = nonce.add(BigInteger.ONE);
    for (int i = 0; i < authorizationList.size(); i++) {
      SignedAuthorization signed = authorizationList.get(i);
      String field = "authorizationList[" + i + "]";
      long authChain = signed.authorization().chainId();
      if (authChain != 0 && authChain != chainId) {
        throw new InvalidTransactionException(field + ".chainId", authChain + " is neither 0 (every chain) nor the"
            + " transaction's chain " + chainId + ": the network would skip this authorization");
      }
      Authorization.checkApplicableNonce(field + ".nonce", signed.authorization().nonce());
      Optional<Address> authority = signed.recoverAuthority();
      if (!authority.isPresent()) {
        throw new InvalidTransactionException(field, "its signature recovers no authority (malformed, or s above"
            + " n/2): the network would skip this authorization");
      }
      if (authority.get().equals(sender)) {
        if (!signed.authorization().nonce().equals(nextSelfNonce)) {
          throw new InvalidTransactionException(field + ".nonce", "the sender " + sender + " authorizes itself, so"
              + " the nonce must be " + nextSelfNonce + " (its nonce is bumped by this transaction before"
              + " authorizations are processed), got " + signed.authorization().nonce());
        }
        nextSelfNonce = nextSelfNonce.add(BigInteger.ONE);
      }
    }
  }

  @Override
  Eip7702Transaction withFrom(Address sender) {
    return toBuilder().from(sender).build();
  }

  @Override
  List<byte[]> bodyFields() {
    List<byte[]> fields = dynamicFeeFields(10);
    List<byte[]> authorizations = new ArrayList<>(authorizationList.size());
    authorizationList.forEach(authorization -> authorizations.add(authorization.encode()));
    fields.add(Rlp.encodeList(authorizations));
    return fields;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    if (!(other instanceof Eip7702Transaction)) {
      return false;
    }
    Eip7702Transaction that = (Eip7702Transaction) other;
    return dynamicFeeFieldsEqual(that) && authorizationList.equals(that.authorizationList);
  }

  @Override
  public int hashCode() {
    return Objects.hash(dynamicFeeFieldsHash(), authorizationList);
  }

  @Override
  public String toString() {
    return "Eip7702Transaction[" + dynamicFeeFieldsText() + ", authorizationList=" + authorizationList.size()
        + " entries]";
  }

  /**
   * Builds an {@link Eip7702Transaction}; see {@link DynamicFeeTransaction.Builder} for the fees and access list,
   * {@link UnsignedTransaction.Builder} for the common fields.
   */
  public static final class Builder extends DynamicFeeTransaction.Builder<Builder> {
    final List<SignedAuthorization> authorizationList = new ArrayList<>();

    private Builder() {}

    @Override
    Builder self() {
      return this;
    }

    /** Replaces the authorization list (copied); at least one authorization is required. */
    public Builder authorizationList(List<SignedAuthorization> authorizations) {
      this.authorizationList.clear();
      authorizations.forEach(this::addAuthorization);
      return this;
    }

    /** Adds one signed authorization, processed after those added before it. */
    public Builder addAuthorization(SignedAuthorization authorization) {
      this.authorizationList.add(Objects.requireNonNull(authorization, "authorization"));
      return this;
    }

    @Override
    public Eip7702Transaction build() {
      return new Eip7702Transaction(this);
    }
  }
}
