/**
 * A {@link io.tradingsdk.wallet.NonceManager} shared by every instance of a cluster: {@link
 * io.tradingsdk.wallet.cluster.ClusterNonceManager} over a {@link io.tradingsdk.wallet.cluster.NonceStore}, on
 * Hazelcast ({@link io.tradingsdk.wallet.cluster.HazelcastNonceStore}) or Redis ({@link
 * io.tradingsdk.wallet.cluster.RedisNonceStore}). Types and members are non-null unless annotated {@code @Nullable}
 * (JSpecify).
 */
@NullMarked
package io.tradingsdk.wallet.cluster;

import org.jspecify.annotations.NullMarked;
