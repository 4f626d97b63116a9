/**
 * The simulated chains: the market a seed builds (chains, tokens, pools, the router that prices paths through them),
 * the ledger of everything mined (allowances, Permit2, delegations, positions, native balances, transactions and
 * their status), the simulated clock ({@link io.tradingsdk.server.internal.chain.ChainState}), and the calldata of
 * the contracts the API targets. It knows nothing of HTTP or of the Trading API: it depends only on {@code codec}.
 */
@NullMarked
package io.tradingsdk.server.internal.chain;

import org.jspecify.annotations.NullMarked;
