package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * A routing protocol ({@code protocols} of a quote request, {@code protocol} of an LP request). Open
 * set: a value this SDK version does not know still parses ({@link #isKnown()}).
 */
public final class Protocol extends WireEnum {
  private static final Registry<Protocol> REGISTRY = new Registry<>(Protocol::new);

  public static final Protocol V2 = REGISTRY.known("V2");
  public static final Protocol V3 = REGISTRY.known("V3");
  public static final Protocol V4 = REGISTRY.known("V4");

  /**
   * The first intent-based protocol.
   *
   * @deprecated the spec marks it deprecated and due for removal; use {@link #UNISWAPX_V2} or
   *     {@link #UNISWAPX_V3}
   */
  @Deprecated public static final Protocol UNISWAPX = REGISTRY.known("UNISWAPX");

  public static final Protocol UNISWAPX_V2 = REGISTRY.known("UNISWAPX_V2");
  public static final Protocol UNISWAPX_V3 = REGISTRY.known("UNISWAPX_V3");
  public static final Protocol UNISWAPX_LATEST = REGISTRY.known("UNISWAPX_LATEST");

  private Protocol(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static Protocol of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<Protocol> knownValues() {
    return REGISTRY.values();
  }
}
