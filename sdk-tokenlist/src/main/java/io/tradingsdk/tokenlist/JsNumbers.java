package io.tradingsdk.tokenlist;

import java.math.BigDecimal;

/**
 * JavaScript's {@code Number.prototype.toString()}, which the upstream helpers use implicitly when
 * a chain id becomes an object key ({@code changed["1"]}) and which a {@code tokenMap} key is
 * built from. Exact for every integer up to 2^53 (all real chain ids); beyond that the digits come
 * from Java 17's {@link Double#toString}, which is not always the shortest form JavaScript picks.
 */
final class JsNumbers {
  private JsNumbers() {}

  static String toJsString(double d) {
    if (Double.isNaN(d)) {
      return "NaN";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "Infinity" : "-Infinity";
    }
    if (d == 0) {
      return "0"; // also -0
    }
    if (d % 1 == 0 && Math.abs(d) <= 9007199254740992d) {
      return Long.toString((long) d);
    }
    String sign = d < 0 ? "-" : "";
    BigDecimal value = new BigDecimal(Double.toString(Math.abs(d))).stripTrailingZeros();
    String digits = value.unscaledValue().toString();
    int k = digits.length();
    int n = k - value.scale(); // value = 0.digits * 10^n
    StringBuilder sb = new StringBuilder(sign);
    if (k <= n && n <= 21) {
      sb.append(digits).append("0".repeat(n - k));
    } else if (0 < n && n <= 21) {
      sb.append(digits, 0, n).append('.').append(digits, n, k);
    } else if (-6 < n && n <= 0) {
      sb.append("0.").append("0".repeat(-n)).append(digits);
    } else {
      int e = n - 1;
      sb.append(digits.charAt(0));
      if (k > 1) {
        sb.append('.').append(digits, 1, k);
      }
      sb.append('e').append(e < 0 ? '-' : '+').append(Math.abs(e));
    }
    return sb.toString();
  }
}
