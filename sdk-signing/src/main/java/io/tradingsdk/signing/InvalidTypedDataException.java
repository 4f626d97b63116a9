package io.tradingsdk.signing;

/**
 * Typed data that cannot be hashed or signed: malformed, out of range, or inconsistent with its
 * types. The message starts with the path of the offending value, e.g. {@code
 * message.details.amount: 2^160 does not fit uint160}. Nothing is signed when this is thrown.
 */
public class InvalidTypedDataException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String path;
  private final String reason;

  /**
   * @param path where the problem is, e.g. {@code message.details.amount}
   * @param reason what is wrong and what was expected
   */
  public InvalidTypedDataException(String path, String reason) {
    super(path == null || path.isEmpty() ? reason : path + ": " + reason);
    this.path = path == null ? "" : path;
    this.reason = reason;
  }

  /** The path of the offending value ({@code domain.chainId}, {@code types.Mail.to}, ...). */
  public String path() {
    return path;
  }

  /** The message without the path. */
  public String reason() {
    return reason;
  }
}
