package io.tradingsdk.core;

import io.tradingsdk.models.WireEnum;
import java.util.Collection;
import java.util.regex.Pattern;

/**
 * A value of the {@code x-universal-router-version} header, the router contract version that
 * {@code /quote}, {@code /swap_7702} and {@code /swap_5792} build calldata for. The set is open: the
 * spec lists 1.2, 2.0 and 2.1.1, the live service adds 2.2.0, and {@link #of(String)} accepts any
 * dotted version. The service default is 2.0, though some chains default to 2.1.1.
 *
 * <p>A quote and the swap built from it must use the same version; the client enforces that (see
 * {@link RouterVersionMismatchException}).
 */
public final class RouterVersion extends WireEnum {
  private static final Pattern DOTTED = Pattern.compile("[0-9]{1,4}(\\.[0-9]{1,4}){0,3}");
  private static final Registry<RouterVersion> REGISTRY = new Registry<>(RouterVersion::new);

  public static final RouterVersion V1_2 = REGISTRY.known("1.2");
  public static final RouterVersion V2_0 = REGISTRY.known("2.0");
  public static final RouterVersion V2_1_1 = REGISTRY.known("2.1.1");
  public static final RouterVersion V2_2_0 = REGISTRY.known("2.2.0");

  private RouterVersion(String value, boolean known) {
    super(value, known);
  }

  /**
   * The version for a header value.
   *
   * @throws InvalidRequestException when the value is not a dotted version such as {@code 2.1.1}
   */
  public static RouterVersion of(String value) {
    if (value == null || !DOTTED.matcher(value).matches()) {
      throw new InvalidRequestException(
          "x-universal-router-version: expected a dotted version such as 2.0 or 2.1.1, was "
              + (value == null ? "null" : "\"" + value + "\""));
    }
    return REGISTRY.of(value);
  }

  /** The versions this SDK version knows. */
  public static Collection<RouterVersion> knownValues() {
    return REGISTRY.values();
  }
}
