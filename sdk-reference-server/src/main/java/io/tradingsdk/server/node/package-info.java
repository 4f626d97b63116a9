/**
 * A local Ethereum node for development and tests: {@link io.tradingsdk.server.node.AnvilNode} starts foundry's
 * {@code anvil} on loopback, waits until it answers, and stops it. The reference server's EVM mode and the SDK's own
 * tests (sdk-wallet's) use it; applications that want a throw-away chain can too. It lives here rather than in
 * sdk-wallet because the server cannot depend on sdk-wallet (sdk-core's tests depend on the server).
 *
 * <p>Types and members are non-null unless annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.server.node;

import org.jspecify.annotations.NullMarked;
