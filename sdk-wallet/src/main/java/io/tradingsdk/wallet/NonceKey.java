package io.tradingsdk.wallet;

import io.tradingsdk.signing.Address;
import java.util.Objects;

/**
 * Whose nonces: an account on a chain. Immutable; equal keys name the same sequence of nonces.
 *
 * @param chainId the chain, positive
 * @param address the account
 */
public record NonceKey(long chainId, Address address) {
  /**
   * The key of {@code address} on chain {@code chainId}.
   *
   * @throws IllegalArgumentException when {@code chainId} is not positive
   */
  public NonceKey {
    if (chainId <= 0) {
      throw new IllegalArgumentException("chainId: must be > 0, was " + chainId);
    }
    Objects.requireNonNull(address, "address");
  }

  /**
   * The key of {@code address} on chain {@code chainId}; the same as the constructor.
   *
   * @throws IllegalArgumentException when {@code chainId} is not positive
   */
  public static NonceKey of(long chainId, Address address) {
    return new NonceKey(chainId, address);
  }

  /** {@code chainId:0xlowercaseaddress}: a stable text form, for a distributed store's key. */
  public String asText() {
    return chainId + ":" + address.toLowerHex();
  }

  @Override
  public String toString() {
    return "NonceKey{" + asText() + "}";
  }
}
