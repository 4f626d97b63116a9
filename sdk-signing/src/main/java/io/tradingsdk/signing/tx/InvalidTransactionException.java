package io.tradingsdk.signing.tx;

/**
 * A transaction (or an authorization) that cannot be built, signed or decoded as given: a missing or out-of-range
 * field, fields that contradict each other, a signer that is not the expected sender, or a raw transaction that
 * breaks a rule of its type. The message starts with the field, e.g. {@code maxPriorityFeePerGas: 3000000000 is
 * above maxFeePerGas 2000000000}. Nothing is signed when this is thrown.
 */
public class InvalidTransactionException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String field;
  private final String reason;

  /**
   * @param field the offending field, e.g. {@code gasLimit} or {@code authorizationList[1].nonce}
   * @param reason what is wrong and what was expected
   */
  public InvalidTransactionException(String field, String reason) {
    super(field + ": " + reason);
    this.field = field;
    this.reason = reason;
  }

  /** The offending field, e.g. {@code chainId}, {@code from}, {@code authorizationList[0].chainId}. */
  public String field() {
    return field;
  }

  /** The message without the field. */
  public String reason() {
    return reason;
  }
}
