/**
 * A local Ethereum node for development and tests: {@link io.tradingsdk.wallet.node.AnvilNode} starts foundry's
 * {@code anvil} on loopback, waits until it answers, and stops it. The reference server's EVM mode and the SDK's own
 * tests use it; applications that want a throw-away chain can too.
 *
 * <p>Types and members are non-null unless annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.wallet.node;

import org.jspecify.annotations.NullMarked;
