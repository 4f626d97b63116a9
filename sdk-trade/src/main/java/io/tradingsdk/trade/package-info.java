/**
 * A trade that finishes itself: a {@link io.tradingsdk.trade.TradeIntent} (tokens, amount, the user's limit, a
 * deadline) handed to a {@link io.tradingsdk.trade.TradeEngine} is driven to a typed final state ({@link
 * io.tradingsdk.trade.TradeStatus#SETTLED}, {@code EXPIRED}, {@code CANCELLED}, {@code REVERTED} or {@code FAILED})
 * on whatever routing the Trading API returns, each step written to a {@link io.tradingsdk.trade.TradeStore} before
 * its side effect so that {@link io.tradingsdk.trade.TradeEngine#resume(String)} continues a crashed trade without
 * sending a transaction twice or signing a second order. See {@code docs/trading-engine.md}.
 */
@NullMarked
package io.tradingsdk.trade;

import org.jspecify.annotations.NullMarked;
