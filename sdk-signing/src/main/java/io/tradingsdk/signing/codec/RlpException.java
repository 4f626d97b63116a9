package io.tradingsdk.signing.codec;

import java.util.Objects;

/**
 * RLP that is malformed or not in its one canonical form, or an item of the wrong kind or width for a field. The
 * {@link #reason()} says which rule was broken; the message says where, and names the field when the caller gave
 * one.
 */
public final class RlpException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The rule the input broke. */
  public enum BrokenRule {
    /** An integer or a length written with a leading zero byte: not the shortest form. */
    LEADING_ZERO,
    /**
     * A size in a longer form than needed: a single byte below {@code 0x80} wrapped in a string header, or the
     * long header form for a payload shorter than 56 bytes.
     */
    NON_CANONICAL_SIZE,
    /** Bytes after the single item that was expected. */
    TRAILING_BYTES,
    /** The input ends before the item (or its list) does. */
    TRUNCATED,
    /** A list where a byte string was expected. */
    UNEXPECTED_LIST,
    /** A byte string where a list was expected. */
    UNEXPECTED_STRING,
    /** An integer wider than its field allows. */
    OVERFLOW,
    /** Lists nested deeper than {@link Rlp#MAX_DEPTH}. */
    TOO_DEEP
  }

  private final BrokenRule reason;

  /**
   * @param reason the rule that was broken
   * @param message where and what, e.g. {@code nonce: integer with a leading zero byte}
   */
  public RlpException(BrokenRule reason, String message) {
    super(message);
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /** The rule that was broken. */
  public BrokenRule reason() {
    return reason;
  }
}
