package io.tradingsdk.signing;

/**
 * The file is not a keystore this SDK reads: not JSON, not version 3, a field missing or of the wrong form, a cipher,
 * KDF or PRF other than the standard ones, or KDF parameters so large that deriving the key would take minutes or
 * exhaust memory. {@link #field()} names the JSON field (e.g. {@code crypto.kdfparams.n}); the message says what was
 * expected, and never contains the password, the key or the ciphertext.
 */
public final class InvalidKeystoreException extends KeystoreException {
  private static final long serialVersionUID = 1L;
  private final String field;

  InvalidKeystoreException(String field, String message) {
    super(message);
    this.field = field;
  }

  /** The JSON field at fault, dotted from the root ({@code crypto.kdfparams.n}); {@code ""} for the whole file. */
  public String field() {
    return field;
  }
}
