package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.tradingsdk.models.ChainId;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The fields every intent-based order shares ({@code orderInfo} of an {@link OrderQuote}).
 *
 * <p>Each order declares them here once: Immutables and Jackson take the accessors, with their
 * annotations, from this interface, and put them first in the order's JSON.
 */
public interface OrderInfo {
  ChainId chainId();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
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
