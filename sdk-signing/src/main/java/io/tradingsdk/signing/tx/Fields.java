package io.tradingsdk.signing.tx;

import java.math.BigInteger;
import org.jspecify.annotations.Nullable;

/** Range checks of transaction fields, each naming the field. */
final class Fields {
  static final BigInteger MAX_UINT64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
  static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);

  private Fields() {}

  /** A required uint64 (nonce, gas limit). */
  static BigInteger uint64(String field, @Nullable BigInteger value) {
    return uint(field, value, MAX_UINT64, "uint64 (at most 2^64-1)");
  }

  /** A required uint256 (value, fees). */
  static BigInteger uint256(String field, @Nullable BigInteger value) {
    return uint(field, value, MAX_UINT256, "uint256 (at most 2^256-1)");
  }

  private static BigInteger uint(String field, @Nullable BigInteger value, BigInteger max, String width) {
    if (value == null) {
      throw new InvalidTransactionException(field, "missing");
    }
    if (value.signum() < 0) {
      throw new InvalidTransactionException(field, "must not be negative, got " + value);
    }
    if (value.compareTo(max) > 0) {
      throw new InvalidTransactionException(field, value + " does not fit " + width);
    }
    return value;
  }

  /** A transaction's chain id: positive (chain id 0 is only for authorizations valid on every chain). */
  static long transactionChainId(long chainId) {
    if (chainId <= 0) {
      throw new InvalidTransactionException("chainId", "must be positive, got " + chainId
          + (chainId == 0 ? " (a transaction needs its chain's id for replay protection)" : ""));
    }
    return chainId;
  }

  /** {@code maxPriorityFeePerGas <= maxFeePerGas}, as nodes require. */
  static void checkFeeOrder(BigInteger maxPriorityFeePerGas, BigInteger maxFeePerGas) {
    if (maxPriorityFeePerGas.compareTo(maxFeePerGas) > 0) {
      throw new InvalidTransactionException("maxPriorityFeePerGas", maxPriorityFeePerGas + " is above maxFeePerGas "
          + maxFeePerGas + " (the priority fee is part of the fee cap)");
    }
  }
}
