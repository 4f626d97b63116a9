package io.tradingsdk.models.quote;

import io.tradingsdk.models.ChainId;
import java.math.BigInteger;
import java.util.Optional;

/** The fields every intent-based order shares ({@code orderInfo} of an {@link OrderQuote}). */
public interface OrderInfo {
  ChainId chainId();

  BigInteger nonce();

  /** The reactor contract that settles the order. */
  String reactor();

  String swapper();

  /** Unix seconds after which the order can no longer be filled. */
  long deadline();

  /** Defaults to the zero address when absent. */
  Optional<String> additionalValidationContract();

  /** Defaults to {@code 0x} when absent. */
  Optional<String> additionalValidationData();
}
