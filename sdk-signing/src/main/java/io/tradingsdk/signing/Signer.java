package io.tradingsdk.signing;

/**
 * Signs EIP-712 typed data for one address. {@link LocalSigner} holds a key in memory; a wallet,
 * an HSM or a remote signing service can implement this interface instead (it gets the whole
 * {@link TypedData}, to show the user or to sign just {@link TypedData#digest()}).
 *
 * <p>Implementations must return the signature of {@code typedData.digest()} by {@link
 * #address()}; callers can check with {@link Signature#verify(TypedData, Address)}.
 */
public interface Signer {
  /** The address whose key signs. */
  Address address();

  /** Signs the typed data's digest. */
  Signature sign(TypedData typedData);
}
