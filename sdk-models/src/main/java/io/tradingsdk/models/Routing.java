package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * How the service routes a quote; also the discriminator of the {@code /quote} response. Open set.
 */
public final class Routing extends WireEnum {
  private static final Registry<Routing> REGISTRY = new Registry<>(Routing::new);

  public static final Routing CLASSIC = REGISTRY.known("CLASSIC");
  public static final Routing DUTCH_LIMIT = REGISTRY.known("DUTCH_LIMIT");
  public static final Routing DUTCH_V2 = REGISTRY.known("DUTCH_V2");
  public static final Routing DUTCH_V3 = REGISTRY.known("DUTCH_V3");
  public static final Routing BRIDGE = REGISTRY.known("BRIDGE");
  public static final Routing LIMIT_ORDER = REGISTRY.known("LIMIT_ORDER");
  public static final Routing PRIORITY = REGISTRY.known("PRIORITY");
  public static final Routing WRAP = REGISTRY.known("WRAP");
  public static final Routing UNWRAP = REGISTRY.known("UNWRAP");
  public static final Routing CHAINED = REGISTRY.known("CHAINED");

  private Routing(String value, boolean known) {
    super(value, known);
  }

  /** The routing for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static Routing of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows. */
  public static Collection<Routing> knownValues() {
    return REGISTRY.values();
  }
}
