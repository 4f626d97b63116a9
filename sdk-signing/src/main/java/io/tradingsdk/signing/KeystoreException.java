package io.tradingsdk.signing;

/**
 * A keystore file that cannot be opened: {@link WrongPasswordException} when the password does not open it, {@link
 * InvalidKeystoreException} when the file itself is damaged or not a keystore this SDK reads. Messages name the file
 * (when known) and the JSON field, never the password, the key or the ciphertext.
 */
public class KeystoreException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  KeystoreException(String message) {
    super(message);
  }
}
