package io.tradingsdk.models;

import java.io.Serializable;
import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.Set;

/**
 * Defensive copies for the {@code Optional<List<...>>} attributes of the models.
 *
 * <p>Immutables copies plain {@code List} attributes but stores an {@code Optional<List>} as given.
 * Models keep optional lists as {@code Optional} so that an absent list and an empty one ({@code
 * "txFailureReasons": []}) round-trip exactly; their normalizing check uses these helpers so the
 * lists they hold are unmodifiable copies, whoever built them.
 */
public final class FrozenCopies {
  private FrozenCopies() {}

  /** Whether every given optional list is absent or already a frozen copy. */
  @SafeVarargs
  public static boolean all(Optional<? extends List<?>>... lists) {
    for (Optional<? extends List<?>> list : lists) {
      if (list.isPresent() && !(list.get() instanceof FrozenList)) {
        return false;
      }
    }
    return true;
  }

  /** A frozen copy of the list, if present (null elements are kept). */
  public static <T> Optional<List<T>> list(Optional<? extends List<T>> list) {
    if (list.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(copy(list.get()));
  }

  /** A frozen copy of a list of lists, inner lists included. */
  public static <T> Optional<List<List<T>>> nested(
      Optional<? extends List<? extends List<T>>> lists) {
    if (lists.isEmpty()) {
      return Optional.empty();
    }
    List<? extends List<T>> source = lists.get();
    Object[] outer = new Object[source.size()];
    for (int i = 0; i < outer.length; i++) {
      List<T> inner = source.get(i);
      outer[i] = inner == null ? null : copy(inner);
    }
    return Optional.of(new FrozenList<>(outer));
  }

  /** Whether a list of lists is absent or frozen, inner lists included. */
  public static boolean nestedFrozen(Optional<? extends List<? extends List<?>>> lists) {
    if (lists.isEmpty()) {
      return true;
    }
    if (!(lists.get() instanceof FrozenList)) {
      return false;
    }
    for (List<?> inner : lists.get()) {
      if (inner != null && !(inner instanceof FrozenList)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the map is a frozen copy made by {@link #map(Map)}. */
  public static boolean isFrozen(Map<?, ?> map) {
    return map instanceof FrozenMap;
  }

  /** A frozen, insertion-ordered copy of the map (null values are kept). */
  public static <K, V> Map<K, V> map(Map<K, V> map) {
    return map instanceof FrozenMap ? map : new FrozenMap<>(map);
  }

  private static <T> List<T> copy(List<T> list) {
    return list instanceof FrozenList ? list : new FrozenList<>(list.toArray());
  }

  /** An unmodifiable list over a private array copy. */
  private static final class FrozenList<T> extends AbstractList<T>
      implements RandomAccess, Serializable {
    private static final long serialVersionUID = 1L;
    private final Object[] items;

    FrozenList(Object[] items) {
      this.items = items;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int index) {
      return (T) items[index];
    }

    @Override
    public int size() {
      return items.length;
    }
  }

  /** An unmodifiable map over a private insertion-ordered copy. */
  private static final class FrozenMap<K, V> extends AbstractMap<K, V> implements Serializable {
    private static final long serialVersionUID = 1L;
    private final Map<K, V> items;

    FrozenMap(Map<K, V> source) {
      this.items = Collections.unmodifiableMap(new LinkedHashMap<>(source));
    }

    @Override
    public V get(Object key) {
      return items.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
      return items.containsKey(key);
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
      return items.entrySet();
    }
  }
}
