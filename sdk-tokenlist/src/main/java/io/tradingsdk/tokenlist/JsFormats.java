package io.tradingsdk.tokenlist;

import io.tradingsdk.models.internal.HexDigits;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The string rules of the token-list schema exactly as the reference validator evaluates them:
 * ajv 8.6.3 patterns (JavaScript regular expressions with the {@code u} flag) and ajv-formats
 * 2.1.1 "full" formats. Hand-written matchers instead of {@code java.util.regex}: they are faster
 * and avoid the differences between the two regex dialects ({@code $} before a final newline,
 * {@code \s}). {@code JsFormatsTest} checks the matchers against translations of the original
 * expressions, and the ajv corpus checks both against ajv itself.
 */
final class JsFormats {
  private JsFormats() {}

  /** JavaScript's {@code \s}: WhiteSpace and LineTerminator code points (all in the BMP). */
  static boolean isJsWhitespace(char c) {
    if (c <= 0x20) {
      return c == 0x20 || (c >= 0x09 && c <= 0x0D);
    }
    if (c < 0xA0) {
      return false;
    }
    return c == 0xA0
        || c == 0x1680
        || (c >= 0x2000 && c <= 0x200A)
        || c == 0x2028
        || c == 0x2029
        || c == 0x202F
        || c == 0x205F
        || c == 0x3000
        || c == 0xFEFF;
  }

  /** JavaScript's {@code \w}: ASCII letters, digits, underscore. */
  static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }

  /** {@code ^[\w]+$}. */
  static boolean isWord(char[] s, int off, int len) {
    if (len == 0) {
      return false;
    }
    for (int i = off, end = off + len; i < end; i++) {
      if (!isWordChar(s[i])) {
        return false;
      }
    }
    return true;
  }

  /** {@code ^[\w]+$} on a property name (tag identifiers, extension keys). */
  static boolean isWord(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!isWordChar(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** {@link #codePointLength(char[], int, int)} of a property name. */
  static int codePointLength(String s) {
    return s.codePointCount(0, s.length());
  }

  /** {@code ^[\w ]+$} (list name, keywords, tag names). */
  static boolean isWordsAndSpaces(char[] s, int off, int len) {
    if (len == 0) {
      return false;
    }
    for (int i = off, end = off + len; i < end; i++) {
      char c = s[i];
      if (c != ' ' && !isWordChar(c)) {
        return false;
      }
    }
    return true;
  }

  /** {@code ^[ \w\.,:]+$} (tag descriptions). */
  static boolean isDescription(char[] s, int off, int len) {
    if (len == 0) {
      return false;
    }
    for (int i = off, end = off + len; i < end; i++) {
      char c = s[i];
      if (c != ' ' && c != '.' && c != ',' && c != ':' && !isWordChar(c)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A token name: {@code ""} or {@code ^[ \S+]+$}, that is no whitespace other than the space. A
   * lone surrogate is a non-whitespace code point under the {@code u} flag, so a per-char scan is
   * exact (every JavaScript whitespace character is in the BMP).
   */
  static boolean isTokenName(char[] s, int off, int len) {
    for (int i = off, end = off + len; i < end; i++) {
      char c = s[i];
      if (c != ' ' && isJsWhitespace(c)) {
        return false;
      }
    }
    return true;
  }

  /** A token symbol: {@code ""} or {@code ^\S+$}. */
  static boolean isTokenSymbol(char[] s, int off, int len) {
    for (int i = off, end = off + len; i < end; i++) {
      if (isJsWhitespace(s[i])) {
        return false;
      }
    }
    return true;
  }

  /** {@code ^0x[a-fA-F0-9]{40}$}. */
  static boolean isHexAddress(char[] s, int off, int len) {
    if (len != 42 || s[off] != '0' || s[off + 1] != 'x') {
      return false;
    }
    for (int i = off + 2, end = off + 42; i < end; i++) {
      if (HexDigits.value(s[i]) < 0) {
        return false;
      }
    }
    return true;
  }

  /** {@code ^[1-9A-HJ-NP-Za-km-z]{32,44}$}: a base58 address (no 0, O, I, l). */
  static boolean isBase58Address(char[] s, int off, int len) {
    if (len < 32 || len > 44) {
      return false;
    }
    for (int i = off, end = off + len; i < end; i++) {
      char c = s[i];
      boolean ok =
          (c >= '1' && c <= '9')
              || (c >= 'A' && c <= 'Z' && c != 'I' && c != 'O')
              || (c >= 'a' && c <= 'z' && c != 'l');
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /**
   * Length in code points as ajv counts it ({@code ucs2length}): a surrogate pair is one, a lone
   * surrogate is one.
   */
  static int codePointLength(char[] s, int off, int len) {
    int count = len;
    for (int i = off, end = off + len - 1; i < end; i++) {
      if (Character.isHighSurrogate(s[i]) && Character.isLowSurrogate(s[i + 1])) {
        count--;
        i++;
      }
    }
    return count;
  }

  // ---------------------------------------------------------------- date-time

  /** Outcome of {@link #dateTime}: not a date-time, valid, or valid for ajv but not RFC 3339. */
  enum DateTime {
    INVALID,
    VALID,
    /** ajv-formats accepts it, RFC 3339 does not: no offset, or a malformed offset. */
    VALID_WITHOUT_PROPER_OFFSET
  }

  /**
   * ajv-formats' full {@code date-time}: split at every {@code t}, {@code T} or JavaScript
   * whitespace character; exactly two parts; a {@code YYYY-MM-DD} calendar date (leap years
   * counted) and a time {@code hh:mm:ss(.fraction)?(z|[+-]hh(:?mm)?)?} with {@code 23:59:60}
   * allowed. ajv-formats 2.1.1 treats the zone as optional (its check compares an absent capture
   * group with {@code ""}), and never range-checks the offset; this follows it and reports those
   * cases separately.
   */
  static DateTime dateTime(char[] s, int off, int len) {
    int end = off + len;
    int separator = -1;
    for (int i = off; i < end; i++) {
      char c = s[i];
      if (c == 't' || c == 'T' || isJsWhitespace(c)) {
        if (separator >= 0) {
          return DateTime.INVALID;
        }
        separator = i;
      }
    }
    if (separator < 0 || !isDate(s, off, separator - off)) {
      return DateTime.INVALID;
    }
    return time(s, separator + 1, end);
  }

  private static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }

  private static int twoDigits(char[] s, int i) {
    return (s[i] - '0') * 10 + (s[i + 1] - '0');
  }

  private static boolean isDate(char[] s, int off, int len) {
    if (len != 10 || s[off + 4] != '-' || s[off + 7] != '-') {
      return false;
    }
    for (int i : new int[] {0, 1, 2, 3, 5, 6, 8, 9}) {
      if (!isDigit(s[off + i])) {
        return false;
      }
    }
    int year = twoDigits(s, off) * 100 + twoDigits(s, off + 2);
    int month = twoDigits(s, off + 5);
    int day = twoDigits(s, off + 8);
    if (month < 1 || month > 12 || day < 1) {
      return false;
    }
    boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    int days = month == 2 ? (leap ? 29 : 28) : (month == 4 || month == 6 || month == 9 || month == 11) ? 30 : 31;
    return day <= days;
  }

  private static DateTime time(char[] s, int i, int end) {
    if (end - i < 8 || s[i + 2] != ':' || s[i + 5] != ':') {
      return DateTime.INVALID;
    }
    for (int k : new int[] {0, 1, 3, 4, 6, 7}) {
      if (!isDigit(s[i + k])) {
        return DateTime.INVALID;
      }
    }
    int hour = twoDigits(s, i);
    int minute = twoDigits(s, i + 3);
    int second = twoDigits(s, i + 6);
    boolean inRange = (hour <= 23 && minute <= 59 && second <= 59) || (hour == 23 && minute == 59 && second == 60);
    i += 8;
    if (i < end && s[i] == '.') {
      int digits = 0;
      i++;
      while (i < end && isDigit(s[i])) {
        i++;
        digits++;
      }
      if (digits == 0) {
        return DateTime.INVALID;
      }
    }
    boolean properOffset;
    if (i == end) {
      properOffset = false;
    } else if (s[i] == 'z' || s[i] == 'Z') {
      if (i + 1 != end) {
        return DateTime.INVALID;
      }
      properOffset = true;
    } else if (s[i] == '+' || s[i] == '-') {
      int rest = end - i - 1;
      int p = i + 1;
      if (rest == 2 && isDigit(s[p]) && isDigit(s[p + 1])) {
        properOffset = false; // +hh: accepted by ajv, not RFC 3339
      } else if (rest == 4 && allDigits(s, p, 4)) {
        properOffset = false; // +hhmm
      } else if (rest == 5 && s[p + 2] == ':' && allDigits(s, p, 2) && allDigits(s, p + 3, 2)) {
        properOffset = twoDigits(s, p) <= 23 && twoDigits(s, p + 3) <= 59;
      } else {
        return DateTime.INVALID;
      }
    } else {
      return DateTime.INVALID;
    }
    if (!inRange) {
      return DateTime.INVALID;
    }
    return properOffset ? DateTime.VALID : DateTime.VALID_WITHOUT_PROPER_OFFSET;
  }

  private static boolean allDigits(char[] s, int off, int n) {
    for (int i = off; i < off + n; i++) {
      if (!isDigit(s[i])) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- uri

  /** Ends the string a URI matcher reads; never part of a URI, so a match cannot run past it. */
  private static final byte QUOTE = '"';

  /**
   * ajv-formats' full {@code uri}: {@code scheme ":" hier-part ["?" query] ["#" fragment]} per the
   * RFC 3986 regular expression ajv-formats uses (ASCII only, case-insensitive, percent-escapes of
   * two hex digits), where hier-part is {@code "/"? "/" authority path-abempty}, {@code
   * path-absolute} or {@code path-rootless} (an empty path is not allowed).
   *
   * <p>Matched on the bytes of a string that ends at the first {@code '"'}, as a URI lies in a
   * JSON document (a quote is never part of a URI, and an escape, a control character or a
   * non-ASCII byte matches no class): so the byte-level validator checks a URI in place, in one
   * pass that also finds its end. Nothing at or after {@code limit} is read.
   *
   * @return the index of the closing quote when the bytes from {@code off} up to it are a URI,
   *     else -1
   */
  static int uriEnd(byte[] s, int off, int limit) {
    int i = off;
    if (i >= limit || !isAlpha(s[i])) {
      return -1;
    }
    i++;
    while (i < limit && isSchemeChar(s[i])) {
      i++;
    }
    if (i >= limit || s[i] != ':') {
      return -1;
    }
    i++;
    // The expression's alternatives; a string matches when any of them does.
    if (i < limit && s[i] == '/') {
      int end;
      if (i + 1 < limit && s[i + 1] == '/' && (end = authorityThenRest(s, i + 2, limit)) >= 0) {
        return end;
      }
      if ((end = authorityThenRest(s, i + 1, limit)) >= 0) {
        return end;
      }
      return pathAbsoluteThenRest(s, i + 1, limit);
    }
    return pathRootlessThenRest(s, i, limit);
  }

  /**
   * {@link #uriEnd} of a string held as chars (the streaming validator's): copied as bytes into
   * {@code scratch} (at least {@code len + 1} bytes) with a closing quote.
   */
  static boolean isUri(char[] s, int off, int len, byte[] scratch) {
    for (int i = 0; i < len; i++) {
      char c = s[off + i];
      if (c >= 128 || c == '"') {
        return false; // neither is ever part of a URI
      }
      scratch[i] = (byte) c;
    }
    scratch[len] = QUOTE;
    return uriEnd(scratch, 0, len + 1) == len;
  }

  /** The bracketed part of an IP literal: IPv6address or IPvFuture (rare, so a regex is fine). */
  private static final Pattern IP_LITERAL =
      Pattern.compile(
          "(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\\.[a-z0-9\\-._~!$&'()*+,;=:]+)",
          Pattern.CASE_INSENSITIVE);

  private static boolean isAlpha(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isSchemeChar(int c) {
    return isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.';
  }

  /** ASCII character classes of the URI expression, one bit each, looked up per byte. */
  private static final byte REG_NAME = 1; // unreserved / sub-delims: [a-z0-9\-._~!$&'()*+,;=]
  private static final byte PCHAR = 2; // REG_NAME plus ':' and '@'
  private static final byte QUERY = 4; // PCHAR plus '/' and '?'
  private static final byte USERINFO = 8; // REG_NAME plus ':'
  private static final byte PATH = 16; // PCHAR plus '/': path-abempty's (\/pchar*)* past its first '/'
  /** Indexed by {@code byte & 0xFF}: no bit for a non-ASCII byte. */
  private static final byte[] URI_CLASSES = new byte[256];

  static {
    String regName = "-._~!$&'()*+,;=";
    for (char c = 0; c < 128; c++) {
      boolean reg = isAlpha(c) || isDigit(c) || regName.indexOf(c) >= 0;
      int bits = 0;
      if (reg) {
        bits |= REG_NAME | PCHAR | QUERY | USERINFO | PATH;
      }
      if (c == ':') {
        bits |= PCHAR | QUERY | USERINFO | PATH;
      }
      if (c == '@') {
        bits |= PCHAR | QUERY | PATH;
      }
      if (c == '/') {
        bits |= QUERY | PATH;
      }
      if (c == '?') {
        bits |= QUERY;
      }
      URI_CLASSES[c] = (byte) bits;
    }
  }

  private static boolean is(byte c, byte uriClass) {
    return (URI_CLASSES[c & 0xFF] & uriClass) != 0;
  }

  private static boolean isPctEncoded(byte[] s, int i, int limit) {
    return s[i] == '%' && i + 2 < limit && HexDigits.value((char) s[i + 1]) >= 0
        && HexDigits.value((char) s[i + 2]) >= 0;
  }

  /** Skips bytes of {@code uriClass} and percent-escapes; returns the index after them. */
  private static int skip(byte[] s, int i, int limit, byte uriClass) {
    byte[] classes = URI_CLASSES;
    while (true) {
      // The common case in a tight loop: a logo URI is a hundred bytes of path.
      while (i < limit && (classes[s[i] & 0xFF] & uriClass) != 0) {
        i++;
      }
      if (i < limit && isPctEncoded(s, i, limit)) {
        i += 3;
      } else {
        return i;
      }
    }
  }

  /** {@code (?:\/pchar*)*} then the rest: a '/' and then pchars and '/'s, or nothing. */
  private static int pathAbemptyThenRest(byte[] s, int i, int limit) {
    if (i < limit && s[i] == '/') {
      i = skip(s, i + 1, limit, PATH);
    }
    return rest(s, i, limit);
  }

  /** {@code (\?[pchar/?]*)?(#[pchar/?]*)?$}: the index of the closing quote, or -1. */
  private static int rest(byte[] s, int i, int limit) {
    if (i < limit && s[i] == '?') {
      i = skip(s, i + 1, limit, QUERY);
    }
    if (i < limit && s[i] == '#') {
      i = skip(s, i + 1, limit, QUERY);
    }
    return i < limit && s[i] == QUOTE ? i : -1;
  }

  /** {@code (userinfo@)? host (:port)? path-abempty rest}, trying with and without userinfo. */
  private static int authorityThenRest(byte[] s, int i, int limit) {
    int j = i;
    int firstColon = -1;
    while (j < limit) {
      byte c = s[j];
      if (is(c, USERINFO)) {
        if (c == ':' && firstColon < 0) {
          firstColon = j;
        }
        j++;
      } else if (isPctEncoded(s, j, limit)) {
        j += 3;
      } else {
        break;
      }
    }
    int end;
    if (j < limit && s[j] == '@' && (end = hostThenRest(s, j + 1, limit)) >= 0) {
      return end;
    }
    if (j == i) {
      return hostThenRest(s, i, limit); // an IP literal, or an empty host
    }
    // Without userinfo, the reg-name host is the same run up to its first ':' (the one userinfo
    // character a reg-name lacks), so it need not be scanned again.
    return portThenRest(s, firstColon >= 0 ? firstColon : j, limit);
  }

  private static int hostThenRest(byte[] s, int i, int limit) {
    if (i < limit && s[i] == '[') {
      int close = i + 1;
      while (close < limit && s[close] != ']' && s[close] != QUOTE) {
        close++;
      }
      if (close == limit || s[close] != ']'
          || !IP_LITERAL.matcher(new String(s, i + 1, close - i - 1, StandardCharsets.ISO_8859_1)).matches()) {
        return -1;
      }
      return portThenRest(s, close + 1, limit);
    }
    // reg-name (IPv4 addresses are reg-names too): it must take the whole run, since nothing
    // that may follow a host starts with one of its characters.
    return portThenRest(s, skip(s, i, limit, REG_NAME), limit);
  }

  private static int portThenRest(byte[] s, int i, int limit) {
    if (i < limit && s[i] == ':') {
      i++;
      while (i < limit && isDigit(s[i])) {
        i++;
      }
    }
    return pathAbemptyThenRest(s, i, limit);
  }

  /** After the leading {@code /}: {@code (pchar+ (\/pchar*)*)?} then the rest. */
  private static int pathAbsoluteThenRest(byte[] s, int i, int limit) {
    int j = skip(s, i, limit, PCHAR);
    if (j == i) {
      return rest(s, i, limit);
    }
    return pathAbemptyThenRest(s, j, limit);
  }

  /** {@code pchar+ (\/pchar*)*} then the rest. */
  private static int pathRootlessThenRest(byte[] s, int i, int limit) {
    int j = skip(s, i, limit, PCHAR);
    return j > i ? pathAbemptyThenRest(s, j, limit) : -1;
  }
}
