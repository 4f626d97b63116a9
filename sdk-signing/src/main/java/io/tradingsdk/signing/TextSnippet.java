package io.tradingsdk.signing;

/** Short quotations of user input for error messages (never used on secrets). */
final class TextSnippet {
  private static final int MAX = 80;

  private TextSnippet() {}

  /** {@code "text"}, cut to a readable length. */
  static String quote(String text) {
    if (text == null) {
      return "null";
    }
    StringBuilder out = new StringBuilder(Math.min(text.length(), MAX) + 8).append('"');
    int end = Math.min(text.length(), MAX);
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || (c >= 0xd800 && c <= 0xdfff)) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    if (text.length() > MAX) {
      out.append("...(").append(text.length()).append(" chars)");
    }
    return out.append('"').toString();
  }
}
