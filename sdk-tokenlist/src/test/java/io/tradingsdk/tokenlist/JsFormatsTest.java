package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The hand-written matchers against the expressions they replace: the URI matcher against a Java
 * translation of ajv-formats' regular expression on a large seeded random sample built from URI
 * fragments, and the other matchers against their definitions.
 */
class JsFormatsTest {
  /**
   * ajv-formats 2.1.1's URI expression, verbatim but for the end anchor ({@code $} in JavaScript
   * without the m flag is Java's {@code \\z}) and the surrounding uri() check, which is redundant
   * (the expression already requires a colon).
   */
  private static final Pattern URI_REGEX =
      Pattern.compile(
          "^(?:[a-z][a-z0-9+\\-.]*:)(?:\\/?\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\\.[a-z0-9\\-._~!$&'()*+,;=:]+)\\]|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)|(?:[a-z0-9\\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\\d*)?(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\\?(?:[a-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?\\z",
          Pattern.CASE_INSENSITIVE);


  private static boolean uri(String s) {
    return JsFormats.isUri(s.toCharArray(), 0, s.length(), new byte[s.length() + 1]);
  }

  @Test
  void uriMatcherEqualsTheExpressionOnRandomUris() {
    String[] parts = {
      "https", "ipfs", "a", "x+y", "1", "-", ":", "//", "/", "?", "#", "@", "[", "]", "::1", "v1.x", "192.168.0.1", "%20", "%2",
      "%zz", "%", "example.org", "a b", "é", "\\", "\"", "'", "~", "!$&()*+,;=", ":8080", ":", "user:pw@", "..", "a", "B",
      "\n", "\t", "\u00a0", "2001:db8::1", "fe80::1%25en0", "v", "{", "}", "|", "^", "`", "<", ">", "\u0000", "\ud83d\ude00"
    };
    Random random = new Random(3986);
    int accepted = 0;
    List<String> disagreements = new ArrayList<>();
    for (int n = 0; n < 200_000; n++) {
      StringBuilder sb = new StringBuilder();
      int pieces = 1 + random.nextInt(7);
      if (random.nextInt(4) > 0) {
        sb.append(parts[random.nextInt(4)]).append(':');
      }
      for (int i = 0; i < pieces; i++) {
        sb.append(parts[random.nextInt(parts.length)]);
      }
      String s = sb.toString();
      boolean expected = URI_REGEX.matcher(s).find();
      if (expected) {
        accepted++;
      }
      if (uri(s) != expected) {
        disagreements.add(s + " regex=" + expected);
      }
      if (s.indexOf('"') < 0 && s.indexOf('\\') < 0 && inPlaceUriEnd(s) != (expected ? utf8Length(s) : -1)) {
        disagreements.add(s + " in place, regex=" + expected);
      }
    }
    assertThat(disagreements).isEmpty();
    assertThat(accepted).as("the sample exercises both outcomes").isBetween(20_000, 180_000);
  }

  /**
   * {@link JsFormats#uriEnd} on {@code s} as the byte-level validator meets it: UTF-8 in a JSON
   * string, with more URI-like bytes after the closing quote that the match must not run into.
   */
  private static int inPlaceUriEnd(String s) {
    byte[] document = (s + "\"/more/path?q#f\"}").getBytes(StandardCharsets.UTF_8);
    return JsFormats.uriEnd(document, 0, document.length);
  }

  private static int utf8Length(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }

  @Test
  void uriEndStopsAtTheClosingQuoteAndReadsNothingPastTheLimit() {
    byte[] document = "\"https://x.org/a\", \"b\"".getBytes(StandardCharsets.US_ASCII);
    assertThat(JsFormats.uriEnd(document, 1, document.length)).isEqualTo(16);
    byte[] cut = "https://x.org/a".getBytes(StandardCharsets.US_ASCII); // no closing quote
    assertThat(JsFormats.uriEnd(cut, 0, cut.length)).isEqualTo(-1);
    byte[] escaped = "https:\\/\\/x.org\"".getBytes(StandardCharsets.US_ASCII);
    assertThat(JsFormats.uriEnd(escaped, 0, escaped.length)).isEqualTo(-1);
    byte[] openLiteral = "https://[::1\"]".getBytes(StandardCharsets.US_ASCII);
    assertThat(JsFormats.uriEnd(openLiteral, 0, openLiteral.length)).isEqualTo(-1);
  }

  @Test
  void uriExamples() {
    assertThat(uri("ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM")).isTrue();
    assertThat(uri("https://user:pw@[::1]:8080/a/b?c=d#e")).isTrue();
    assertThat(uri("x:/y")).isTrue();
    assertThat(uri("mailto:a@b")).isTrue();
    assertThat(uri("hello-world")).isFalse();
    assertThat(uri("https://example.org/a b")).isFalse();
    assertThat(uri("https://exämple.org")).isFalse();
    assertThat(uri("https://x.org/%zz")).isFalse();
    assertThat(uri("x:")).isFalse();
    assertThat(uri("https://x.org\n")).isFalse();
  }

  private static JsFormats.DateTime dateTime(String s) {
    return JsFormats.dateTime(s.toCharArray(), 0, s.length());
  }

  @Test
  void dateTimeFollowsAjvFormatsFullMode() {
    assertThat(dateTime("2020-06-12T00:00:00Z")).isEqualTo(JsFormats.DateTime.VALID);
    assertThat(dateTime("2020-06-12t00:00:00.5+05:30")).isEqualTo(JsFormats.DateTime.VALID);
    assertThat(dateTime("2020-06-12 23:59:60z")).isEqualTo(JsFormats.DateTime.VALID);
    assertThat(dateTime("2020-02-29T00:00:00Z")).isEqualTo(JsFormats.DateTime.VALID);
    assertThat(dateTime("2000-02-29T00:00:00Z")).isEqualTo(JsFormats.DateTime.VALID);
    // ajv-formats 2.1.1 lets these pass; RFC 3339 does not, so they are reported as warnings.
    assertThat(dateTime("2020-06-12T00:00:00")).isEqualTo(JsFormats.DateTime.VALID_WITHOUT_PROPER_OFFSET);
    assertThat(dateTime("2020-06-12T00:00:00+0530")).isEqualTo(JsFormats.DateTime.VALID_WITHOUT_PROPER_OFFSET);
    assertThat(dateTime("2020-06-12T00:00:00+05")).isEqualTo(JsFormats.DateTime.VALID_WITHOUT_PROPER_OFFSET);
    assertThat(dateTime("2020-06-12T00:00:00+24:00")).isEqualTo(JsFormats.DateTime.VALID_WITHOUT_PROPER_OFFSET);
    for (String invalid : List.of("1900-02-29T00:00:00Z", "2019-02-29T00:00:00Z", "2020-04-31T00:00:00Z",
        "2020-06-12T24:00:00Z", "2020-06-12T22:59:60Z", "2020-06-12T00:00:00.Z", "2020-06-12T00:00:00Z\n",
        "2020-06-12TT00:00:00Z", "2020-06-12", "abc", "", "2020-06-12T00:00:00+5", "2020-06-12T00:00:00+05:3",
        "2020-06-12T00:00:00Z+01:00", "\u0662020-06-12T00:00:00Z")) {
      assertThat(dateTime(invalid)).as(invalid).isEqualTo(JsFormats.DateTime.INVALID);
    }
  }

  @Test
  void whitespaceIsJavaScriptsBackslashS() {
    // The set node 20 gives for /\s/u over every BMP code unit.
    Pattern js = Pattern.compile("[\\t\\n\\x0B\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]");
    for (char c = 0; c < Character.MAX_VALUE; c++) {
      assertThat(JsFormats.isJsWhitespace(c)).as("U+%04X", (int) c).isEqualTo(js.matcher(String.valueOf(c)).matches());
    }
  }

  @Test
  void codePointLengthCountsPairsOnceAndLoneSurrogatesOnce() {
    String s = "a\ud83d\ude00\ud800b\udc00";
    assertThat(JsFormats.codePointLength(s.toCharArray(), 0, s.length())).isEqualTo(5);
    assertThat(JsFormats.codePointLength(s)).isEqualTo(5);
  }

  @Test
  void addressPatterns() {
    String evm = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
    assertThat(JsFormats.isHexAddress(evm.toCharArray(), 0, 42)).isTrue();
    assertThat(JsFormats.isHexAddress(("0X" + evm.substring(2)).toCharArray(), 0, 42)).isFalse();
    String sol = "So11111111111111111111111111111111111111112";
    assertThat(JsFormats.isBase58Address(sol.toCharArray(), 0, sol.length())).isTrue();
    for (String bad : List.of("0" + "1".repeat(40), "O" + "1".repeat(40), "I" + "1".repeat(40), "l" + "1".repeat(40),
        "1".repeat(31), "1".repeat(45))) {
      assertThat(JsFormats.isBase58Address(bad.toCharArray(), 0, bad.length())).as(bad).isFalse();
    }
  }
}
