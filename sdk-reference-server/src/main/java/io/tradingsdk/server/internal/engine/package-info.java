/**
 * What the endpoints share: the {@link io.tradingsdk.server.internal.engine.Engine} (the chains, ids, the UniswapX
 * order book, gas and money helpers, the JSON shapes that recur), the spec's value sets and field rules, urgency and
 * fees, slippage bounds, priced legs and chained routes, UniswapX orders and their EIP-712 types. Below the
 * endpoints, above {@code http} and {@code chain}.
 */
@NullMarked
package io.tradingsdk.server.internal.engine;

import org.jspecify.annotations.NullMarked;
