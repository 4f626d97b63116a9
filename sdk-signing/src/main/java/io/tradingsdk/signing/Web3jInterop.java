package io.tradingsdk.signing;

import java.math.BigInteger;
import java.util.Objects;
import org.web3j.crypto.Credentials;
import org.web3j.crypto.ECKeyPair;
import org.web3j.crypto.Sign;

/**
 * Bridges to web3j, for applications that already keep their keys as web3j {@link Credentials}.
 *
 * <p>{@code org.web3j:crypto} is an <em>optional</em> dependency of sdk-signing: it does not reach your class
 * path through the SDK. Add it yourself to use this class; nothing else in the SDK needs it.
 *
 * <pre>{@code
 * Signer signer = Web3jInterop.signer(credentials);          // sign permits with a web3j key
 * Credentials credentials = Web3jInterop.credentials(local); // hand an SDK key to web3j code
 * }</pre>
 */
public final class Web3jInterop {
  private Web3jInterop() {}

  /**
   * A {@link Signer} that signs with the key of {@code credentials} through web3j ({@link Sign#signMessage(byte[],
   * ECKeyPair, boolean)} on the digest: of typed data, a transaction or an authorization). Its signatures are
   * byte-identical to {@link LocalSigner}'s for the same key.
   */
  public static Signer signer(Credentials credentials) {
    Objects.requireNonNull(credentials, "credentials");
    return new CredentialsSigner(credentials);
  }

  /**
   * web3j {@link Credentials} for the key of {@code signer}. The key is copied into web3j's own objects, which
   * {@link PrivateKey#destroy()} cannot wipe: keep the result no longer than needed.
   *
   * @throws IllegalStateException when the signer's key has been destroyed
   */
  public static Credentials credentials(LocalSigner signer) {
    Objects.requireNonNull(signer, "signer");
    return credentials(signer.key());
  }

  /**
   * web3j {@link Credentials} for {@code key} (copied, as in {@link #credentials(LocalSigner)}).
   *
   * @throws IllegalStateException when the key has been destroyed
   */
  public static Credentials credentials(PrivateKey key) {
    Objects.requireNonNull(key, "key");
    return Credentials.create(ECKeyPair.create(key.scalar()));
  }

  /** Signs through web3j; never shows the key. */
  private static final class CredentialsSigner implements Signer {
    private final Credentials credentials;
    private final Address address;

    CredentialsSigner(Credentials credentials) {
      this.credentials = credentials;
      this.address = Address.of(credentials.getAddress());
    }

    @Override
    public Address address() {
      return address;
    }

    @Override
    public Signature signDigest(Bytes32 digest) {
      Sign.SignatureData rsv = Sign.signMessage(digest.unsafeBytes(), credentials.getEcKeyPair(), false);
      int yParity = (rsv.getV()[0] & 0xff) - 27;
      return Signature.of(new BigInteger(1, rsv.getR()), new BigInteger(1, rsv.getS()), yParity);
    }

    @Override
    public String toString() {
      return "Web3jInterop.signer[" + address + "]";
    }
  }
}
