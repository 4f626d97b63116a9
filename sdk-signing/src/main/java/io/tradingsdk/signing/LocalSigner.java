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
  private final Secp256k1Engine engine;
  private final Address address;

  private LocalSigner(PrivateKey key, Secp256k1Engine engine) {
    this.key = key;
    this.engine = engine;
    this.address = Secp256k1.address(engine.baseMultiply(key.unsafeBytes()));
  }

  /**
   * A signer for {@code key} on the process's secp256k1 backend ({@link Secp256k1Backend#active()}); the key is used,
   * not copied, so destroying it disables this signer.
   */
  public static LocalSigner of(PrivateKey key) {
    return new LocalSigner(Objects.requireNonNull(key, "key"), Secp256k1.engine());
  }

  /**
   * A signer for {@code key} on the given backend, whatever the process chose: {@link Secp256k1Backend#PURE_JAVA}
   * to keep the native library out of this signer's way, {@link Secp256k1Backend#NATIVE} to insist on it. Both
   * give the same bytes.
   *
   * @throws IllegalStateException when {@code backend} is {@link Secp256k1Backend#NATIVE} and the native library is
   *     not available (the message says why)
   */
  public static LocalSigner of(PrivateKey key, Secp256k1Backend backend) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(backend, "backend");
    return new LocalSigner(key, backend.engine());
  }

  @Override
  public Address address() {
    return address;
  }

  /** The secp256k1 backend this signer signs on. */
  public Secp256k1Backend backend() {
    return engine instanceof PureJavaSecp256k1 ? Secp256k1Backend.PURE_JAVA : Secp256k1Backend.NATIVE;
  }

  /** Signs a 32-byte digest as is (no prefix, no further hashing); low s, the recovery bit from the signing. */
  @Override
  public Signature signDigest(Bytes32 digest) {
    Secp256k1.Rsv rsv = Secp256k1.sign(digest.unsafeBytes(), key.unsafeBytes(), engine);
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
