package io.tradingsdk.tokenlist;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What changed between two token lists, as upstream's {@code diffTokenLists} reports it.
 *
 * @param added tokens of the update whose chain id and address the base lacks, in update order
 *     (repeats kept)
 * @param changed for tokens in both, by chain id (as a JavaScript object key, so {@code "1"}) and
 *     address, the keys of the update token whose values differ from the base token's
 * @param removed tokens of the base whose chain id and address the update lacks, in base order
 * @param <T> the token type: {@link TokenInfo} or a JSON tree
 */
public record TokenListDiff<T>(List<T> added, Map<String, Map<String, List<String>>> changed, List<T> removed) {
  public TokenListDiff {
    added = List.copyOf(added);
    changed = copyKeepingOrder(changed);
    removed = List.copyOf(removed);
  }

  private static Map<String, Map<String, List<String>>> copyKeepingOrder(
      Map<String, Map<String, List<String>>> changed) {
    Map<String, Map<String, List<String>>> copy = new LinkedHashMap<>();
    changed.forEach((chain, byAddress) -> {
      Map<String, List<String>> inner = new LinkedHashMap<>();
      byAddress.forEach((address, keys) -> inner.put(address, List.copyOf(keys)));
      copy.put(chain, Collections.unmodifiableMap(inner));
    });
    return Collections.unmodifiableMap(copy);
  }

  /** The number of tokens with changed keys. */
  public int changedTokenCount() {
    return changed.values().stream().mapToInt(Map::size).sum();
  }

  /** True when nothing was added, changed or removed. */
  public boolean isEmpty() {
    return added.isEmpty() && changed.isEmpty() && removed.isEmpty();
  }
}
