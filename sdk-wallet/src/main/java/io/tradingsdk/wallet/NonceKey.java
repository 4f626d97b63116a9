package io.tradingsdk.wallet;

import io.tradingsdk.signing.Address;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** Whose nonces: an account on a chain. Immutable; equal keys name the same sequence of nonces. */
public final class NonceKey {
  private final long chainId;
  private final Address address;

  private NonceKey(long chainId, Address address) {
    this.chainId = chainId;
    this.address = address;
  }

  /**
   * The key of {@code address} on chain {@code chainId}.
   *
   * @throws IllegalArgumentException when {@code chainId} is not positive
   */
  public static NonceKey of(long chainId, Address address) {
    if (chainId <= 0) {
      throw new IllegalArgumentException("chainId: must be > 0, was " + chainId);
    }
    return new NonceKey(chainId, Objects.requireNonNull(address, "address"));
  }

  /** The chain. */
  public long chainId() {
    return chainId;
  }

  /** The account. */
  public Address address() {
    return address;
  }

  /** {@code chainId:0xlowercaseaddress}: a stable text form, for a distributed store's key. */
  public String asText() {
    return chainId + ":" + address.toLowerHex();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof NonceKey && ((NonceKey) o).chainId == chainId && ((NonceKey) o).address.equals(address);
  }

  @Override
  public int hashCode() {
    return Objects.hash(chainId, address);
  }

  @Override
  public String toString() {
    return "NonceKey{" + asText() + "}";
  }
}
