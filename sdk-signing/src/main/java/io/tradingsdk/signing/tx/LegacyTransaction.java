package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.codec.Rlp;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A legacy transaction ({@code gasPrice}) with EIP-155 replay protection: the chain id is required, signed into
 * the preimage {@code rlp([nonce, gasPrice, gasLimit, to, value, data, chainId, 0, 0])} and into {@code v =
 * chainId * 2 + 35 + yParity}. There is no way to build an unprotected (pre-EIP-155) transaction: it could be
 * replayed on every chain. Immutable.
 *
 * <pre>{@code
 * LegacyTransaction tx = LegacyTransaction.builder()
 *     .chainId(56).nonce(7).gasPrice(BigInteger.valueOf(3_000_000_000L)).gasLimit(21_000)
 *     .to(recipient).value(amount)
 *     .build();
 * SignedTransaction signed = tx.sign(signer);
 * }</pre>
 */
public final class LegacyTransaction extends UnsignedTransaction {
  private final BigInteger gasPrice;

  private LegacyTransaction(Builder builder) {
    super(builder);
    this.gasPrice = Fields.uint256("gasPrice", builder.gasPrice);
  }

  /** A builder; chainId, nonce, gasPrice, gasLimit and to (or {@code contractCreation()}) are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this transaction's fields. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.copyCommon(this);
    builder.gasPrice = gasPrice;
    return builder;
  }

  @Override
  public TransactionType type() {
    return TransactionType.LEGACY;
  }

  /** The price per gas in wei, uint256. */
  public BigInteger gasPrice() {
    return gasPrice;
  }

  @Override
  LegacyTransaction withFrom(Address sender) {
    return toBuilder().from(sender).build();
  }

  @Override
  List<byte[]> bodyFields() {
    List<byte[]> fields = new ArrayList<>(9);
    fields.add(Rlp.encodeUint(nonce));
    fields.add(Rlp.encodeUint(gasPrice));
    addGasToData(fields);
    return fields;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof LegacyTransaction
        && commonFieldsEqual((LegacyTransaction) other)
        && gasPrice.equals(((LegacyTransaction) other).gasPrice);
  }

  @Override
  public int hashCode() {
    return 31 * commonFieldsHash() + gasPrice.hashCode();
  }

  @Override
  public String toString() {
    return "LegacyTransaction[" + commonFieldsText() + ", gasPrice=" + gasPrice + "]";
  }

  /** Builds a {@link LegacyTransaction}; see {@link UnsignedTransaction.Builder} for the common fields. */
  public static final class Builder extends UnsignedTransaction.Builder<Builder> {
    @Nullable BigInteger gasPrice;

    private Builder() {}

    @Override
    Builder self() {
      return this;
    }

    /** The price per gas in wei, uint256: required. */
    public Builder gasPrice(BigInteger gasPrice) {
      this.gasPrice = Objects.requireNonNull(gasPrice, "gasPrice");
      return this;
    }

    /** The price per gas in wei: required. */
    public Builder gasPrice(long gasPrice) {
      return gasPrice(BigInteger.valueOf(gasPrice));
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
    public LegacyTransaction build() {
      return new LegacyTransaction(this);
    }
  }
}
