package io.tradingsdk.signing;

/** Rules for EIP-712 type and member names. */
final class Names {
  private Names() {}

  /** {@code [A-Za-z_$][A-Za-z0-9_$]*}: no character that could change the meaning of a type string. */
  static boolean isIdentifier(String name) {
    if (name == null || name.isEmpty()) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
      if (!letter && !(i > 0 && c >= '0' && c <= '9')) {
        return false;
      }
    }
    return true;
  }

  /**
   * A member name: not empty, and free of the characters that structure a type string (white
   * space, parentheses, brackets, commas), so no name can change what a type string says; and
   * free of lone surrogates, which have no UTF-8 form (the type string is hashed as UTF-8, where
   * one became '?': another name's type hash).
   */
  static boolean isMemberName(String name) {
    if (name == null || name.isEmpty()) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isWhitespace(c) || Character.isISOControl(c) || "()[],".indexOf(c) >= 0) {
        return false;
      }
      if (Character.isHighSurrogate(c) && i + 1 < name.length() && Character.isLowSurrogate(name.charAt(i + 1))) {
        i++; // a pair: one character
      } else if (Character.isSurrogate(c)) {
        return false;
      }
    }
    return true;
  }
}
