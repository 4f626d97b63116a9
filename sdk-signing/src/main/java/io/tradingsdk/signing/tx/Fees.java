package io.tradingsdk.signing.tx;

import java.math.BigInteger;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The fees a caller adds to a transaction request that has none, or only some ({@link TransactionFill#fees()},
 * the wallet's {@code SendOptions}): a legacy {@code gasPrice}, or EIP-1559's {@code maxFeePerGas} and {@code
 * maxPriorityFeePerGas}, never both kinds. Immutable; each amount is a uint256 in wei, checked when made, and a tip
 * above the fee cap is refused.
 *
 * <pre>{@code
 * Fees fees = Fees.eip1559(maxFeePerGas, maxPriorityFeePerGas);   // or Fees.legacy(gasPrice)
 * }</pre>
 */
public final class Fees {
  private final @Nullable BigInteger gasPrice;
  private final @Nullable BigInteger maxFeePerGas;
  private final @Nullable BigInteger maxPriorityFeePerGas;

  private Fees(@Nullable BigInteger gasPrice, @Nullable BigInteger maxFeePerGas,
      @Nullable BigInteger maxPriorityFeePerGas) {
    this.gasPrice = gasPrice;
    this.maxFeePerGas = maxFeePerGas;
    this.maxPriorityFeePerGas = maxPriorityFeePerGas;
    if (maxFeePerGas != null && maxPriorityFeePerGas != null) {
      Fields.checkFeeOrder(maxPriorityFeePerGas, maxFeePerGas);
    }
  }

  /**
   * EIP-1559 fees: a transaction of type 2 (or 4 with authorizations).
   *
   * @throws InvalidTransactionException naming the field when an amount is null, negative or beyond uint256, or the
   *     tip is above the fee cap
   */
  public static Fees eip1559(BigInteger maxFeePerGas, BigInteger maxPriorityFeePerGas) {
    return new Fees(null, Fields.uint256("maxFeePerGas", maxFeePerGas),
        Fields.uint256("maxPriorityFeePerGas", maxPriorityFeePerGas));
  }

  /** EIP-1559 fees in wei; see {@link #eip1559(BigInteger, BigInteger)}. */
  public static Fees eip1559(long maxFeePerGas, long maxPriorityFeePerGas) {
    return eip1559(BigInteger.valueOf(maxFeePerGas), BigInteger.valueOf(maxPriorityFeePerGas));
  }

  /**
   * Part of the EIP-1559 fees, for a request that carries the rest: either may be null (not both).
   *
   * @throws InvalidTransactionException naming the field when both are null, an amount is negative or beyond
   *     uint256, or the tip is above the fee cap
   */
  public static Fees eip1559Part(@Nullable BigInteger maxFeePerGas, @Nullable BigInteger maxPriorityFeePerGas) {
    if (maxFeePerGas == null && maxPriorityFeePerGas == null) {
      throw new InvalidTransactionException("maxFeePerGas", "missing: give maxFeePerGas, maxPriorityFeePerGas or both");
    }
    return new Fees(null, maxFeePerGas == null ? null : Fields.uint256("maxFeePerGas", maxFeePerGas),
        maxPriorityFeePerGas == null ? null : Fields.uint256("maxPriorityFeePerGas", maxPriorityFeePerGas));
  }

  /**
   * A legacy gas price: a transaction of type 0.
   *
   * @throws InvalidTransactionException naming {@code gasPrice} when it is null, negative or beyond uint256
   */
  public static Fees legacy(BigInteger gasPrice) {
    return new Fees(Fields.uint256("gasPrice", gasPrice), null, null);
  }

  /** A legacy gas price in wei; see {@link #legacy(BigInteger)}. */
  public static Fees legacy(long gasPrice) {
    return legacy(BigInteger.valueOf(gasPrice));
  }

  /**
   * Refuses a legacy gas price set together with an EIP-1559 fee: a transaction takes one kind of fees. The one
   * place that rule is checked for the fields a request and a fill (or a send's steps) bring together; any of them
   * may be absent.
   *
   * @param prefix what precedes {@code gasPrice} in the refusal's field, as the caller names its fields ({@code ""},
   *     {@code "transaction."}, {@code "calls[2]."})
   * @throws InvalidTransactionException naming {@code prefix + "gasPrice"} when it is set with {@code maxFeePerGas}
   *     or {@code maxPriorityFeePerGas}
   */
  public static void requireOneKind(String prefix, @Nullable BigInteger gasPrice, @Nullable BigInteger maxFeePerGas,
      @Nullable BigInteger maxPriorityFeePerGas) {
    if (gasPrice != null && (maxFeePerGas != null || maxPriorityFeePerGas != null)) {
      throw new InvalidTransactionException(prefix + "gasPrice", "set together with "
          + (maxFeePerGas != null ? "maxFeePerGas" : "maxPriorityFeePerGas") + ": a transaction takes either a legacy"
          + " gasPrice or EIP-1559 fees, not both");
    }
  }

  /** Whether these are a legacy gas price (else EIP-1559 fees). */
  public boolean isLegacy() {
    return gasPrice != null;
  }

  /** The legacy gas price; empty for EIP-1559 fees. */
  public Optional<BigInteger> gasPrice() {
    return Optional.ofNullable(gasPrice);
  }

  /** The EIP-1559 fee cap; empty for a legacy price, or when only the tip is given. */
  public Optional<BigInteger> maxFeePerGas() {
    return Optional.ofNullable(maxFeePerGas);
  }

  /** The EIP-1559 tip; empty for a legacy price, or when only the fee cap is given. */
  public Optional<BigInteger> maxPriorityFeePerGas() {
    return Optional.ofNullable(maxPriorityFeePerGas);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Fees && Objects.equals(((Fees) other).gasPrice, gasPrice)
        && Objects.equals(((Fees) other).maxFeePerGas, maxFeePerGas)
        && Objects.equals(((Fees) other).maxPriorityFeePerGas, maxPriorityFeePerGas);
  }

  @Override
  public int hashCode() {
    return Objects.hash(gasPrice, maxFeePerGas, maxPriorityFeePerGas);
  }

  @Override
  public String toString() {
    return gasPrice != null ? "Fees[gasPrice=" + gasPrice + "]"
        : "Fees[maxFeePerGas=" + maxFeePerGas + ", maxPriorityFeePerGas=" + maxPriorityFeePerGas + "]";
  }
}
