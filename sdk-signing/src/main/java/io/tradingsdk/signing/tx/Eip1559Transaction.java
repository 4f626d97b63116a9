package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.codec.Rlp;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
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
public final class Eip1559Transaction extends UnsignedTransaction {
  private final BigInteger maxPriorityFeePerGas;
  private final BigInteger maxFeePerGas;
  private final List<AccessListItem> accessList;

  private Eip1559Transaction(Builder builder) {
    super(builder);
    this.maxPriorityFeePerGas = Fields.uint256("maxPriorityFeePerGas", builder.maxPriorityFeePerGas);
    this.maxFeePerGas = Fields.uint256("maxFeePerGas", builder.maxFeePerGas);
    Fields.checkFeeOrder(maxPriorityFeePerGas, maxFeePerGas);
    this.accessList = Collections.unmodifiableList(new ArrayList<>(builder.accessList));
  }

  /** A copy of {@code source} with {@code from} set: no field to check again, the access list shared (unmodifiable). */
  private Eip1559Transaction(Eip1559Transaction source, Address from) {
    super(source, from);
    this.maxPriorityFeePerGas = source.maxPriorityFeePerGas;
    this.maxFeePerGas = source.maxFeePerGas;
    this.accessList = source.accessList;
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
    builder.copyCommon(this);
    builder.maxPriorityFeePerGas = maxPriorityFeePerGas;
    builder.maxFeePerGas = maxFeePerGas;
    builder.accessList.addAll(accessList);
    return builder;
  }

  @Override
  public TransactionType type() {
    return TransactionType.EIP1559;
  }

  /** The tip per gas to the block producer, in wei, uint256; at most {@link #maxFeePerGas()}. */
  public BigInteger maxPriorityFeePerGas() {
    return maxPriorityFeePerGas;
  }

  /** The most the sender pays per gas (base fee and tip), in wei, uint256. */
  public BigInteger maxFeePerGas() {
    return maxFeePerGas;
  }

  /** The EIP-2930 access list (unmodifiable; often empty). */
  public List<AccessListItem> accessList() {
    return accessList;
  }

  @Override
  Eip1559Transaction withFrom(Address sender) {
    return new Eip1559Transaction(this, sender);
  }

  @Override
  List<byte[]> bodyFields() {
    List<byte[]> fields = new ArrayList<>(12);
    fields.add(Rlp.encodeUint(chainId));
    fields.add(Rlp.encodeUint(nonce));
    fields.add(Rlp.encodeUint(maxPriorityFeePerGas));
    fields.add(Rlp.encodeUint(maxFeePerGas));
    fields.add(Rlp.encodeUint(gasLimit));
    fields.add(encodedTo());
    fields.add(Rlp.encodeUint(value));
    fields.add(Rlp.encodeString(data));
    fields.add(encodeAccessList(accessList));
    return fields;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    if (!(other instanceof Eip1559Transaction)) {
      return false;
    }
    Eip1559Transaction that = (Eip1559Transaction) other;
    return commonFieldsEqual(that) && maxPriorityFeePerGas.equals(that.maxPriorityFeePerGas)
        && maxFeePerGas.equals(that.maxFeePerGas) && accessList.equals(that.accessList);
  }

  @Override
  public int hashCode() {
    return Objects.hash(commonFieldsHash(), maxPriorityFeePerGas, maxFeePerGas, accessList);
  }

  @Override
  public String toString() {
    return "Eip1559Transaction[" + commonFieldsText() + ", maxFeePerGas=" + maxFeePerGas + ", maxPriorityFeePerGas="
        + maxPriorityFeePerGas + ", accessList=" + accessList.size() + " entries]";
  }

  /** Builds an {@link Eip1559Transaction}; see {@link UnsignedTransaction.Builder} for the common fields. */
  public static final class Builder extends UnsignedTransaction.Builder<Builder> {
    @Nullable BigInteger maxPriorityFeePerGas;
    @Nullable BigInteger maxFeePerGas;
    final List<AccessListItem> accessList = new ArrayList<>();

    private Builder() {}

    @Override
    Builder self() {
      return this;
    }

    /** The tip per gas in wei, uint256, at most {@code maxFeePerGas}: required. */
    public Builder maxPriorityFeePerGas(BigInteger maxPriorityFeePerGas) {
      this.maxPriorityFeePerGas = Objects.requireNonNull(maxPriorityFeePerGas, "maxPriorityFeePerGas");
      return this;
    }

    /** The tip per gas in wei: required. */
    public Builder maxPriorityFeePerGas(long maxPriorityFeePerGas) {
      return maxPriorityFeePerGas(BigInteger.valueOf(maxPriorityFeePerGas));
    }

    /** The fee cap per gas in wei, uint256: required. */
    public Builder maxFeePerGas(BigInteger maxFeePerGas) {
      this.maxFeePerGas = Objects.requireNonNull(maxFeePerGas, "maxFeePerGas");
      return this;
    }

    /** The fee cap per gas in wei: required. */
    public Builder maxFeePerGas(long maxFeePerGas) {
      return maxFeePerGas(BigInteger.valueOf(maxFeePerGas));
    }

    /** Replaces the access list (copied); empty when not set. */
    public Builder accessList(List<AccessListItem> accessList) {
      this.accessList.clear();
      accessList.forEach(this::addAccessListItem);
      return this;
    }

    /** Adds one access list entry. */
    public Builder addAccessListItem(AccessListItem item) {
      this.accessList.add(Objects.requireNonNull(item, "accessList item"));
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
