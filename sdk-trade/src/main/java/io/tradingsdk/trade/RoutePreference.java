package io.tradingsdk.trade;

/** Which routings a {@link TradeIntent} accepts. */
public enum RoutePreference {
  /** Whatever the API finds best: a classic swap, a gasless UniswapX order, a bridge or a chained plan. */
  BEST,
  /** A transaction the wallet sends (CLASSIC, WRAP, UNWRAP, BRIDGE): the wallet pays the gas. */
  CLASSIC,
  /**
   * A gasless UniswapX order (DUTCH_V2, DUTCH_V3, PRIORITY; LIMIT_ORDER with {@link TradeIntent#limitPrice()}) the
   * wallet only signs; a filler pays the gas.
   */
  GASLESS
}
