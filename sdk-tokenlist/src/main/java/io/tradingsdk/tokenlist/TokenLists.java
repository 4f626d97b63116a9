package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The upstream token-list helpers ({@code @uniswap/token-lists}), with their exact semantics,
 * odd corners included:
 *
 * <ul>
 *   <li>{@link #diffTokenLists}: tokens are matched by chain id and address as JavaScript object
 *       keys (exact, case-sensitive; a later duplicate in the base wins). For a matched token,
 *       every key of the <em>update</em> token except {@code chainId} and {@code address} is
 *       compared with the base token's: strings, numbers, booleans and null by value; two arrays
 *       are equal when each update element equals the base element at its index (no length check,
 *       so a shorter update array counts as unchanged); objects (such as {@code extensions}) are
 *       never equal. A key only the base token has is not reported.
 *   <li>{@link #minVersionBump}: any removal is MAJOR, else any addition MINOR, else any change
 *       PATCH, else NONE.
 *   <li>{@link #nextVersion}: NONE returns the same {@link Version} instance.
 *   <li>{@link #versionComparator}, {@link #isVersionUpdate}, {@link #getVersionUpgrade}
 *       (downgrades and equal versions are NONE).
 * </ul>
 *
 * <p>The JSON-tree overloads follow upstream to the letter, including the order of changed keys
 * (the update token's key order, integer-like keys first as in JavaScript). The {@link TokenInfo}
 * overloads compare the tokens as they serialize, so changed keys come in the model's property
 * order (chainId, address, decimals, name, symbol, logoURI, tags, extensions, then unknown keys).
 */
public final class TokenLists {
  private TokenLists() {}

  /** Upstream's {@code diffTokenLists} on typed tokens. */
  public static TokenListDiff<TokenInfo> diffTokenLists(List<TokenInfo> base, List<TokenInfo> update) {
    return diff(base, update, token -> TradingJson.mapper().valueToTree(token));
  }

  /**
   * Upstream's {@code diffTokenLists} on JSON arrays of token objects (the {@code tokens} of two
   * lists).
   *
   * @throws IllegalArgumentException naming the element when an argument is not an array of objects
   */
  public static TokenListDiff<JsonNode> diffTokenLists(JsonNode base, JsonNode update) {
    return diff(elements(base, "base"), elements(update, "update"), Function.identity());
  }

  /** Upstream's {@code minVersionBump} on typed tokens. */
  public static VersionUpgrade minVersionBump(List<TokenInfo> base, List<TokenInfo> update) {
    return minVersionBump(diffTokenLists(base, update));
  }

  /** Upstream's {@code minVersionBump} on JSON arrays of token objects. */
  public static VersionUpgrade minVersionBump(JsonNode base, JsonNode update) {
    return minVersionBump(diffTokenLists(base, update));
  }

  /** The minimum version bump a diff calls for. */
  public static VersionUpgrade minVersionBump(TokenListDiff<?> diff) {
    if (!diff.removed().isEmpty()) {
      return VersionUpgrade.MAJOR;
    }
    if (!diff.added().isEmpty()) {
      return VersionUpgrade.MINOR;
    }
    return diff.changed().isEmpty() ? VersionUpgrade.NONE : VersionUpgrade.PATCH;
  }

  /**
   * The version after {@code bump}: MAJOR {@code (major+1).0.0}, MINOR {@code major.(minor+1).0},
   * PATCH {@code major.minor.(patch+1)}, NONE {@code base} itself (the same instance).
   */
  public static Version nextVersion(Version base, VersionUpgrade bump) {
    Objects.requireNonNull(base, "base");
    switch (Objects.requireNonNull(bump, "bump")) {
      case MAJOR:
        return Version.of(base.major() + 1, 0, 0);
      case MINOR:
        return Version.of(base.major(), base.minor() + 1, 0);
      case PATCH:
        return Version.of(base.major(), base.minor(), base.patch() + 1);
      default:
        return base;
    }
  }

  /**
   * Orders versions by major, then minor, then patch; returns -1, 0 or 1. Usable as a {@code
   * Comparator<Version>}: {@code versions.sort(TokenLists::versionComparator)}.
   */
  public static int versionComparator(Version a, Version b) {
    int c = Long.compare(a.major(), b.major());
    if (c == 0) {
      c = Long.compare(a.minor(), b.minor());
    }
    if (c == 0) {
      c = Long.compare(a.patch(), b.patch());
    }
    return Integer.signum(c);
  }

  /** True when {@code update} is a later version than {@code base}. */
  public static boolean isVersionUpdate(Version base, Version update) {
    return versionComparator(base, update) < 0;
  }

  /**
   * The kind of upgrade from {@code base} to {@code update}: MAJOR if the major grew, NONE if it
   * shrank, else the same for minor (MINOR/NONE), else PATCH if the patch grew; equal versions and
   * downgrades are NONE.
   */
  public static VersionUpgrade getVersionUpgrade(Version base, Version update) {
    if (update.major() > base.major()) {
      return VersionUpgrade.MAJOR;
    }
    if (update.major() < base.major()) {
      return VersionUpgrade.NONE;
    }
    if (update.minor() > base.minor()) {
      return VersionUpgrade.MINOR;
    }
    if (update.minor() < base.minor()) {
      return VersionUpgrade.NONE;
    }
    return update.patch() > base.patch() ? VersionUpgrade.PATCH : VersionUpgrade.NONE;
  }

  // ------------------------------------------------------------------ diff

  private static List<JsonNode> elements(JsonNode array, String name) {
    if (array == null || !array.isArray()) {
      throw new IllegalArgumentException(name + ": expected an array of token objects, was "
          + (array == null ? "null" : array.getNodeType().toString().toLowerCase(java.util.Locale.ROOT)));
    }
    List<JsonNode> tokens = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      JsonNode token = array.get(i);
      if (!token.isObject()) {
        throw new IllegalArgumentException(name + "[" + i + "]: expected a token object, was "
            + token.getNodeType().toString().toLowerCase(java.util.Locale.ROOT));
      }
      tokens.add(token);
    }
    return tokens;
  }

  private static <T> TokenListDiff<T> diff(
      List<T> base, List<T> update, Function<T, JsonNode> view) {
    Objects.requireNonNull(base, "base");
    Objects.requireNonNull(update, "update");
    List<JsonNode> baseViews = new ArrayList<>(base.size());
    Map<String, Map<String, JsonNode>> indexedBase = new HashMap<>();
    for (T token : base) {
      JsonNode node = view.apply(token);
      baseViews.add(node);
      indexedBase.computeIfAbsent(JsValues.toPropertyKey(node.get("chainId")), k -> new HashMap<>())
          .put(JsValues.toPropertyKey(node.get("address")), node);
    }
    List<T> added = new ArrayList<>();
    Map<String, Map<String, List<String>>> changed = new LinkedHashMap<>();
    Map<String, Map<String, Boolean>> updateIndex = new HashMap<>();
    for (T token : update) {
      JsonNode node = view.apply(token);
      String chain = JsValues.toPropertyKey(node.get("chainId"));
      String address = JsValues.toPropertyKey(node.get("address"));
      Map<String, JsonNode> byAddress = indexedBase.get(chain);
      JsonNode baseToken = byAddress == null ? null : byAddress.get(address);
      if (baseToken == null) {
        added.add(token);
      } else {
        List<String> changes = new ArrayList<>();
        for (String key : JsValues.ownKeys(node)) {
          if (!key.equals("address") && !key.equals("chainId")
              && !JsValues.sameTokenProperty(node.get(key), baseToken.get(key))) {
            changes.add(key);
          }
        }
        if (!changes.isEmpty()) {
          changed.computeIfAbsent(chain, k -> new LinkedHashMap<>()).put(address, changes);
        }
      }
      updateIndex.computeIfAbsent(chain, k -> new HashMap<>()).put(address, Boolean.TRUE);
    }
    List<T> removed = new ArrayList<>();
    for (int i = 0; i < base.size(); i++) {
      JsonNode node = baseViews.get(i);
      Map<String, Boolean> byAddress = updateIndex.get(JsValues.toPropertyKey(node.get("chainId")));
      if (byAddress == null || !byAddress.containsKey(JsValues.toPropertyKey(node.get("address")))) {
        removed.add(base.get(i));
      }
    }
    // JavaScript objects list integer-like keys first, ascending, whatever the insertion order.
    Map<String, Map<String, List<String>>> ordered = new LinkedHashMap<>();
    for (String chain : JsValues.ownKeyOrder(changed.keySet())) {
      Map<String, List<String>> byAddress = changed.get(chain);
      Map<String, List<String>> inner = new LinkedHashMap<>();
      for (String address : JsValues.ownKeyOrder(byAddress.keySet())) {
        inner.put(address, byAddress.get(address));
      }
      ordered.put(chain, inner);
    }
    return new TokenListDiff<>(added, ordered, removed);
  }

  /** JavaScript value semantics the helpers rely on implicitly. */
  static final class JsValues {
    private JsValues() {}

    /** {@code ToPropertyKey(value)}: the key {@code obj[value]} uses ({@code null} stands for undefined). */
    static String toPropertyKey(JsonNode value) {
      if (value == null || value.isMissingNode()) {
        return "undefined";
      }
      return toJsString(value);
    }

    private static String toJsString(JsonNode value) {
      switch (value.getNodeType()) {
        case NULL:
          return "null";
        case BOOLEAN:
          return value.booleanValue() ? "true" : "false";
        case NUMBER:
          return JsNumbers.toJsString(value.doubleValue());
        case STRING:
          return value.textValue();
        case ARRAY: {
          StringBuilder sb = new StringBuilder();
          for (int i = 0; i < value.size(); i++) {
            if (i > 0) {
              sb.append(',');
            }
            JsonNode element = value.get(i);
            if (!element.isNull()) {
              sb.append(toJsString(element));
            }
          }
          return sb.toString();
        }
        default:
          return "[object Object]";
      }
    }

    /** {@code Object.keys(obj)}: integer-like keys ascending, then the rest in insertion order. */
    static List<String> ownKeys(JsonNode object) {
      List<String> keys = new ArrayList<>(object.size());
      for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
        keys.add(it.next());
      }
      return ownKeyOrder(keys);
    }

    static List<String> ownKeyOrder(Iterable<String> insertionOrder) {
      List<String> indices = new ArrayList<>();
      List<String> others = new ArrayList<>();
      for (String key : insertionOrder) {
        (isArrayIndex(key) ? indices : others).add(key);
      }
      if (indices.isEmpty()) {
        return others;
      }
      indices.sort((a, b) -> Long.compare(Long.parseLong(a), Long.parseLong(b)));
      indices.addAll(others);
      return indices;
    }

    /** A canonical decimal integer in [0, 2^32 - 2]: what JavaScript orders first. */
    static boolean isArrayIndex(String key) {
      int n = key.length();
      if (n == 0 || n > 10 || (n > 1 && key.charAt(0) == '0')) {
        return false;
      }
      for (int i = 0; i < n; i++) {
        char c = key.charAt(i);
        if (c < '0' || c > '9') {
          return false;
        }
      }
      return Long.parseLong(key) <= 4294967294L;
    }

    /**
     * Upstream's {@code compareTokenInfoProperty(update, base)}: {@code ===}, else false for
     * different {@code typeof}, else for two arrays "every update element {@code ===} the base
     * element at its index", else false.
     */
    static boolean sameTokenProperty(JsonNode update, JsonNode base) {
      if (strictEquals(update, base)) {
        return true;
      }
      if (!typeOf(update).equals(typeOf(base))) {
        return false;
      }
      if (update != null && base != null && update.isArray() && base.isArray()) {
        for (int i = 0; i < update.size(); i++) {
          if (!strictEquals(update.get(i), i < base.size() ? base.get(i) : null)) {
            return false;
          }
        }
        return true;
      }
      return false;
    }

    /** {@code a === b}, with null standing for undefined; containers by identity. */
    static boolean strictEquals(JsonNode a, JsonNode b) {
      if (a == null || a.isMissingNode() || b == null || b.isMissingNode()) {
        return (a == null || a.isMissingNode()) && (b == null || b.isMissingNode());
      }
      if (a.isContainerNode() || b.isContainerNode()) {
        return a == b;
      }
      if (a.isNumber() && b.isNumber()) {
        return a.doubleValue() == b.doubleValue(); // 0 === -0; NaN cannot come from JSON
      }
      if (a.getNodeType() != b.getNodeType()) {
        return false;
      }
      return a.equals(b);
    }

    private static String typeOf(JsonNode value) {
      if (value == null || value.isMissingNode()) {
        return "undefined";
      }
      switch (value.getNodeType()) {
        case STRING:
          return "string";
        case NUMBER:
          return "number";
        case BOOLEAN:
          return "boolean";
        default:
          return "object"; // null, arrays and objects alike
      }
    }
  }
}
