package io.tradingsdk.trade;

import java.time.Instant;
import java.util.Optional;

/**
 * What a {@link Trade} was asked to do: a swap, bridge or order ({@link TradeIntent}) or a liquidity action ({@link
 * LpIntent}). Both are journaled first, driven to a final state, resumed and listed alike.
 */
public sealed interface Intent permits TradeIntent, LpIntent {
  /** After it, nothing new is started: the trade ends EXPIRED. */
  Optional<Instant> deadline();
}
