package io.tradingsdk.signing;

/**
 * Signs 32-byte digests for one address: EIP-712 typed data, transactions and EIP-7702 authorizations all come
 * down to {@link #signDigest(Bytes32)}. {@link LocalSigner} holds a key in memory; a KMS, an HSM, the Android
 * Keystore or a remote signing service implements this interface with the one method it can offer, signing a
 * digest.
 *
 * <p>Implementations must return an ECDSA secp256k1 signature of the digest as is (no prefix, no further hashing)
 * by the key of {@link #address()}, with the right recovery bit ({@code yParity}). A high-s signature is accepted:
 * the transaction signers in {@code io.tradingsdk.signing.tx} turn it into its low-s twin and check that it
 * recovers to {@link #address()} before using it.
 */
public interface Signer {
  /** The address whose key signs. */
  Address address();

  /** Signs {@code digest} as is: no prefix, no further hashing. */
  Signature signDigest(Bytes32 digest);

  /**
   * Signs the typed data's digest. Override to see the whole typed data, e.g. to show it to the user before
   * signing; the result must be the signature of {@link TypedData#digest()}, which callers can check with {@link
   * Signature#verify(TypedData, Address)}.
   */
  default Signature sign(TypedData typedData) {
    return signDigest(Bytes32.wrap(typedData.unsafeDigest()));
  }
}
