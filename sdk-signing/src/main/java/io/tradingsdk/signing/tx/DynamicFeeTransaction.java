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
 * A transaction priced by the EIP-1559 fee market: a tip and a fee cap per gas, and an EIP-2930 access list. Its
 * body starts {@code [chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gasLimit, to, value, data, accessList]};
 * {@link Eip1559Transaction} (type 2) is that body, {@link Eip7702Transaction} (type 4) adds its authorizations.
 */
public abstract class DynamicFeeTransaction extends UnsignedTransaction {
  private final BigInteger maxPriorityFeePerGas;
  private final BigInteger maxFeePerGas;
  private final List<AccessListItem> accessList;

  DynamicFeeTransaction(Builder<?> builder) {
    super(builder);
    this.maxPriorityFeePerGas = Fields.uint256("maxPriorityFeePerGas", builder.maxPriorityFeePerGas);
    this.maxFeePerGas = Fields.uint256("maxFeePerGas", builder.maxFeePerGas);
    Fields.checkFeeOrder(maxPriorityFeePerGas, maxFeePerGas);
    this.accessList = Collections.unmodifiableList(new ArrayList<>(builder.accessList));
  }

  /** A copy of {@code source} with {@code from} set: no field to check again, the access list shared (unmodifiable). */
  DynamicFeeTransaction(DynamicFeeTransaction source, Address from) {
    super(source, from);
    this.maxPriorityFeePerGas = source.maxPriorityFeePerGas;
    this.maxFeePerGas = source.maxFeePerGas;
    this.accessList = source.accessList;
  }

  /** The tip per gas to the block producer, in wei, uint256; at most {@link #maxFeePerGas()}. */
  public final BigInteger maxPriorityFeePerGas() {
    return maxPriorityFeePerGas;
  }

  /** The most the sender pays per gas (base fee and tip), in wei, uint256. */
  public final BigInteger maxFeePerGas() {
    return maxFeePerGas;
  }

  /** The EIP-2930 access list (unmodifiable; often empty). */
  public final List<AccessListItem> accessList() {
    return accessList;
  }

  /** The body's first nine fields, RLP-encoded, in a list with room for {@code capacity}. */
  final List<byte[]> dynamicFeeFields(int capacity) {
    List<byte[]> fields = new ArrayList<>(capacity);
    fields.add(Rlp.encodeUint(chainId));
    fields.add(Rlp.encodeUint(nonce));
    fields.add(Rlp.encodeUint(maxPriorityFeePerGas));
    fields.add(Rlp.encodeUint(maxFeePerGas));
    addGasToData(fields);
    fields.add(encodeAccessList(accessList));
    return fields;
  }

  final boolean dynamicFeeFieldsEqual(DynamicFeeTransaction that) {
    return commonFieldsEqual(that) && maxPriorityFeePerGas.equals(that.maxPriorityFeePerGas)
        && maxFeePerGas.equals(that.maxFeePerGas) && accessList.equals(that.accessList);
  }

  final int dynamicFeeFieldsHash() {
    return Objects.hash(commonFieldsHash(), maxPriorityFeePerGas, maxFeePerGas, accessList);
  }

  final String dynamicFeeFieldsText() {
    return commonFieldsText() + ", maxFeePerGas=" + maxFeePerGas + ", maxPriorityFeePerGas=" + maxPriorityFeePerGas
        + ", accessList=" + accessList.size() + " entries";
  }

  /**
   * The fee and access-list setters of {@link Eip1559Transaction.Builder} and {@link Eip7702Transaction.Builder};
   * see {@link UnsignedTransaction.Builder} for the common fields.
   */
  public abstract static class Builder<B extends Builder<B>> extends UnsignedTransaction.Builder<B> {
    @Nullable BigInteger maxPriorityFeePerGas;
    @Nullable BigInteger maxFeePerGas;
    final List<AccessListItem> accessList = new ArrayList<>();

    Builder() {}

    /** The tip per gas in wei, uint256, at most {@code maxFeePerGas}: required. */
    public B maxPriorityFeePerGas(BigInteger maxPriorityFeePerGas) {
      this.maxPriorityFeePerGas = Objects.requireNonNull(maxPriorityFeePerGas, "maxPriorityFeePerGas");
      return self();
    }

    /** The tip per gas in wei: required. */
    public B maxPriorityFeePerGas(long maxPriorityFeePerGas) {
      return maxPriorityFeePerGas(BigInteger.valueOf(maxPriorityFeePerGas));
    }

    /** The fee cap per gas in wei, uint256: required. */
    public B maxFeePerGas(BigInteger maxFeePerGas) {
      this.maxFeePerGas = Objects.requireNonNull(maxFeePerGas, "maxFeePerGas");
      return self();
    }

    /** The fee cap per gas in wei: required. */
    public B maxFeePerGas(long maxFeePerGas) {
      return maxFeePerGas(BigInteger.valueOf(maxFeePerGas));
    }

    /** Replaces the access list (copied); empty when not set. */
    public B accessList(List<AccessListItem> accessList) {
      this.accessList.clear();
      accessList.forEach(this::addAccessListItem);
      return self();
    }

    /** Adds one access list entry. */
    public B addAccessListItem(AccessListItem item) {
      this.accessList.add(Objects.requireNonNull(item, "accessList item"));
      return self();
    }

    /** Copies the common, fee and access-list fields of {@code tx}. */
    void copyDynamicFee(DynamicFeeTransaction tx) {
      copyCommon(tx);
      maxPriorityFeePerGas = tx.maxPriorityFeePerGas;
      maxFeePerGas = tx.maxFeePerGas;
      accessList.addAll(tx.accessList);
    }

    @Override
    public abstract DynamicFeeTransaction build();
  }
}
