package io.tradingsdk.tokenlist;

/** How much a token list's version must grow, or grew: upstream's {@code VersionUpgrade}. */
public enum VersionUpgrade {
  NONE,
  PATCH,
  MINOR,
  MAJOR;

  /** Upstream's numeric value: NONE 0, PATCH 1, MINOR 2, MAJOR 3. */
  public int value() {
    return ordinal();
  }
}
