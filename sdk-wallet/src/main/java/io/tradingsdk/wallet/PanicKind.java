package io.tradingsdk.wallet;

import java.math.BigInteger;

/** What a Solidity {@code Panic(uint256)} code means (the compiler inserts these checks). */
public enum PanicKind {
  /** 0x00: a generic compiler-inserted panic. */
  GENERIC(0x00, "generic compiler panic"),
  /** 0x01: {@code assert} failed. */
  ASSERTION_FAILED(0x01, "assertion failed"),
  /** 0x11: arithmetic overflow or underflow outside an {@code unchecked} block. */
  ARITHMETIC_OVERFLOW(0x11, "arithmetic overflow or underflow"),
  /** 0x12: division or modulo by zero. */
  DIVISION_BY_ZERO(0x12, "division or modulo by zero"),
  /** 0x21: a value out of an enum's range. */
  INVALID_ENUM_VALUE(0x21, "conversion to an invalid enum value"),
  /** 0x22: a storage byte array incorrectly encoded. */
  INVALID_STORAGE_BYTE_ARRAY(0x22, "incorrectly encoded storage byte array"),
  /** 0x31: {@code pop()} on an empty array. */
  POP_EMPTY_ARRAY(0x31, "pop() on an empty array"),
  /** 0x32: an array index out of bounds. */
  ARRAY_INDEX_OUT_OF_BOUNDS(0x32, "array index out of bounds"),
  /** 0x41: too much memory allocated, or an array too large. */
  OUT_OF_MEMORY(0x41, "out of memory (allocation too large)"),
  /** 0x51: a call to a zero-initialized variable of internal function type. */
  ZERO_INITIALIZED_FUNCTION(0x51, "call to a zero-initialized internal function"),
  /** Any other code. */
  UNKNOWN(-1, "unknown panic code");

  private final int code;
  private final String description;

  PanicKind(int code, String description) {
    this.code = code;
    this.description = description;
  }

  /** The panic code, or -1 for {@link #UNKNOWN}. */
  public int code() {
    return code;
  }

  /** What it means, in words. */
  public String description() {
    return description;
  }

  /** The kind of a panic code. */
  public static PanicKind of(BigInteger code) {
    for (PanicKind kind : values()) {
      if (kind.code >= 0 && BigInteger.valueOf(kind.code).equals(code)) {
        return kind;
      }
    }
    return UNKNOWN;
  }
}
