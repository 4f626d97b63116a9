package io.tradingsdk.signing.pkcs11;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * A {@link Signer} whose secp256k1 key is in a PKCS#11 token ({@link Pkcs11Token#signer(String)} or {@link
 * Pkcs11Token#generateKey(String)}). The token signs the digest with {@code CKM_ECDSA} (no hashing in the token) and
 * returns {@code (r, s)} without a recovery bit; this signer brings {@code s} to its low half and finds the bit by
 * recovering the public key, so every signature is Ethereum-valid (transactions, EIP-712 permits and orders) and
 * recovers to {@link #address()}. Usable while its token is open; thread-safe (the token serialises signing).
 */
public final class Pkcs11Signer implements Signer {
  private final Pkcs11Token token;
  private final long privateKey;
  private final String keyLabel;
  private final Address address;

  Pkcs11Signer(Pkcs11Token token, long privateKey, String keyLabel, Address address) {
    this.token = token;
    this.privateKey = privateKey;
    this.keyLabel = keyLabel;
    this.address = address;
  }

  /** The address of the token's public point: the last 20 bytes of keccak256(x ‖ y). */
  @Override
  public Address address() {
    return address;
  }

  /** The key's label (CKA_LABEL) in its token. */
  public String keyLabel() {
    return keyLabel;
  }

  /**
   * Signs {@code digest} in the token.
   *
   * @throws Pkcs11Exception when the token refuses, or returns a signature that is not this key's
   */
  @Override
  public Signature signDigest(Bytes32 digest) {
    byte[] raw = token.sign(privateKey, digest.toBytes(), keyLabel);
    try {
      if (raw.length == 64) { // PKCS#11's form for CKM_ECDSA: r ‖ s, each 32 bytes
        return Signature.fromRs(digest, new BigInteger(1, Arrays.copyOfRange(raw, 0, 32)),
            new BigInteger(1, Arrays.copyOfRange(raw, 32, 64)), address);
      }
      return Signature.fromDer(digest, raw, address); // a few modules return DER
    } catch (IllegalArgumentException e) {
      throw new Pkcs11Exception("PKCS#11 " + token.label() + ", key \"" + keyLabel + "\": the token's signature ("
          + raw.length + " bytes) is not one of " + address.toChecksumHex() + " over the digest: " + e.getMessage());
    }
  }

  @Override
  public String toString() {
    return "Pkcs11Signer[" + address.toChecksumHex() + ", key \"" + keyLabel + "\" in " + token + "]";
  }
}
