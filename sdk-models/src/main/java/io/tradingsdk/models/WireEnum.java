package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Base of the open value sets the server owns (routing, statuses, protocols, error codes...).
 *
 * <p>A Java {@code enum} would fail to parse the day the server adds a value. Subclasses instead
 * keep any string: the values known to this SDK version are constants, and {@link #isKnown()}
 * tells the two apart. Equality is by wire value.
 */
public abstract class WireEnum {
  private final String value;
  private final boolean known;

  protected WireEnum(String value, boolean known) {
    this.value = Objects.requireNonNull(value, "value");
    this.known = known;
  }

  /** The exact string sent on the wire. */
  @JsonValue
  public final String value() {
    return value;
  }

  /** Whether this SDK version knows the value (false for values added by the server later). */
  public final boolean isKnown() {
    return known;
  }

  @Override
  public final boolean equals(Object other) {
    return other != null && other.getClass() == getClass() && ((WireEnum) other).value.equals(value);
  }

  @Override
  public final int hashCode() {
    return value.hashCode();
  }

  @Override
  public final String toString() {
    return value;
  }

  /**
   * The known values of one subclass, and the factory for unknown ones.
   *
   * @param <T> the subclass
   */
  protected static final class Registry<T extends WireEnum> {
    /** Creates an instance from its value and whether it is known. */
    @FunctionalInterface
    public interface Factory<T> {
      T create(String value, boolean known);
    }

    private final Factory<T> factory;
    private final Map<String, T> known = new LinkedHashMap<>();

    public Registry(Factory<T> factory) {
      this.factory = factory;
    }

    /** Registers a known value; call only from static initialisers. */
    public T known(String value) {
      T instance = factory.create(value, true);
      known.put(value, instance);
      return instance;
    }

    /** The known instance for {@code value}, or a new unknown one; never fails on a new value. */
    public T of(String value) {
      Objects.requireNonNull(value, "value");
      T instance = known.get(value);
      return instance != null ? instance : factory.create(value, false);
    }

    /** The known values in declaration order. */
    public Collection<T> values() {
      return Collections.unmodifiableCollection(known.values());
    }
  }
}
