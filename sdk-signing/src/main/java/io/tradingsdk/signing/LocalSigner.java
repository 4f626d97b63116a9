package io.tradingsdk.signing;

import java.util.Objects;

/**
 * A {@link Signer} with the private key in this process. Deterministic (RFC 6979), low-s, so the
 * same digest and key always give the same bytes as ethers, viem and MetaMask. Thread-safe.
 *
 * <pre>{@code
 * Signer signer = LocalSigner.of(PrivateKey.fromEnv("TRADING_PRIVATE_KEY"));
 * Signature signature = signer.sign(TypedData.from(permitDataJson));
 * }</pre>
 */
public final class LocalSigner implements Signer {
  private final PrivateKey key;
  private final Address address;

  private LocalSigner(PrivateKey key) {
    this.key = key;
    this.address = key.address();
  }

  /** A signer for {@code key}; the key is used, not copied, so destroying it disables this signer. */
  public static LocalSigner of(PrivateKey key) {
    return new LocalSigner(Objects.requireNonNull(key, "key"));
  }

  @Override
  public Address address() {
    return address;
  }

  /** Signs a 32-byte digest as is (no prefix, no further hashing); low s, the recovery bit from the signing. */
  @Override
  public Signature signDigest(Bytes32 digest) {
    Secp256k1.Rsv rsv = Secp256k1.sign(digest.unsafeBytes(), key.unsafeBytes());
    return Signature.of(rsv.r, rsv.s, rsv.recoveryId);
  }

  /** The key itself, for {@link Web3jInterop#credentials(LocalSigner)}. */
  PrivateKey key() {
    return key;
  }

  @Override
  public String toString() {
    return "LocalSigner[" + address + "]";
  }
}
