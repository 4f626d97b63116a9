/**
 * The EVM-backed chain of the server's EVM mode: a real node (anvil, from npm), the real Uniswap contracts deployed
 * from lockfile-pinned npm artifacts (never committed or shipped: their licences include GPL and BUSL), a deployed
 * state dumped once and loaded at later starts, and the reads and controls the server needs on it (allowances, pool
 * state, receipts, snapshot and revert, the clock). It knows nothing of HTTP or of the Trading API: it reads the
 * simulated market (chain) to seed the same pools and prices.
 */
@NullMarked
package io.tradingsdk.server.internal.evm;

import org.jspecify.annotations.NullMarked;
