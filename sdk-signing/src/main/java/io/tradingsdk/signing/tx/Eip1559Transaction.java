package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * An EIP-1559 transaction, type 2: {@code 0x02 ‖ rlp([chainId, nonce, maxPriorityFeePerGas, maxFeePerGas,
 * gasLimit, to, value, data, accessList])}, signed with a y parity of 0 or 1. Immutable.
 *
 * <pre>{@code
 * Eip1559Transaction tx = Eip1559Transaction.builder()
 *     .chainId(1).nonce(7).gasLimit(120_000)
 *     .maxFeePerGas(BigInteger.valueOf(30_000_000_000L)).maxPriorityFeePerGas(BigInteger.valueOf(1_000_000_000L))
 *     .to(router).data(calldata)
 *     .build();
 * }</pre>
 */
public final class Eip1559Transaction extends DynamicFeeTransaction {
  private Eip1559Transaction(Builder builder) {
    super(builder);
  }

  private Eip1559Transaction(Eip1559Transaction source, Address from) {
    super(source, from);
  }

  /**
   * A builder; chainId, nonce, gasLimit, maxFeePerGas, maxPriorityFeePerGas and to (or {@code contractCreation()})
   * are required.
   */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this transaction's fields. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.copyDynamicFee(this);
    return builder;
  }

  @Override
  public TransactionType type() {
    return TransactionType.EIP1559;
  }

  @Override
  Eip1559Transaction withFrom(Address sender) {
    return new Eip1559Transaction(this, sender);
  }

  @Override
  List<byte[]> bodyFields() {
    return dynamicFeeFields(9);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Eip1559Transaction && dynamicFeeFieldsEqual((Eip1559Transaction) other);
  }

  @Override
  public int hashCode() {
    return dynamicFeeFieldsHash();
  }

  @Override
  public String toString() {
    return "Eip1559Transaction[" + dynamicFeeFieldsText() + "]";
  }

  /**
   * Builds an {@link Eip1559Transaction}; see {@link DynamicFeeTransaction.Builder} for the fees and access list,
   * {@link UnsignedTransaction.Builder} for the common fields.
   */
  public static final class Builder extends DynamicFeeTransaction.Builder<Builder> {
    private Builder() {}

    @Override
    Builder self() {
      return this;
    }

    /**
     * Makes this a contract creation: no {@code to}, and {@code data} is the new contract's init code. Explicit,
     * so that a forgotten {@code to} is an error rather than a deployment of calldata.
     */
    public Builder contractCreation() {
      this.contractCreation = true;
      return this;
    }

    @Override
    public Eip1559Transaction build() {
      return new Eip1559Transaction(this);
    }
  }
}
