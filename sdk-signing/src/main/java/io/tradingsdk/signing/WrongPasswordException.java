package io.tradingsdk.signing;

/**
 * The password does not open the keystore: the MAC computed from it does not match the file's {@code crypto.mac}.
 * (A ciphertext damaged after writing gives the same mismatch; the two cannot be told apart.) The message never
 * contains the password.
 */
public final class WrongPasswordException extends KeystoreException {
  private static final long serialVersionUID = 1L;

  WrongPasswordException(String message) {
    super(message);
  }
}
