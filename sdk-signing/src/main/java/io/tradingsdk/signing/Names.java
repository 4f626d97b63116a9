package io.tradingsdk.signing;

/** EIP-712 type and member names: Solidity identifiers. */
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
}
