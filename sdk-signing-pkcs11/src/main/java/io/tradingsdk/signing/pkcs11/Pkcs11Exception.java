package io.tradingsdk.signing.pkcs11;

/**
 * A PKCS#11 call failed, or the token does not hold what was asked for (no key of that label, a key on another
 * curve). {@link #returnValue()} is the {@code CKR_*} code when the module returned one, else -1. Messages name the
 * module, the token, the key label and the function; never the PIN.
 */
public final class Pkcs11Exception extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final long returnValue;

  Pkcs11Exception(String message, long returnValue) {
    super(message);
    this.returnValue = returnValue;
  }

  Pkcs11Exception(String message) {
    this(message, -1);
  }

  /** The module's {@code CK_RV} ({@code CKR_PIN_INCORRECT} is {@code 0xA0}), or -1 when no call failed. */
  public long returnValue() {
    return returnValue;
  }
}
