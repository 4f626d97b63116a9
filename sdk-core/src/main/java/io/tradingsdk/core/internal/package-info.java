/**
 * Pieces the SDK's own modules share (sdk-ratelimit-bucket4j, sdk-wallet-cluster); not part of the SDK's API (left out
 * of the API baseline) and may change in any release. Types and members are non-null unless annotated
 * {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.core.internal;

import org.jspecify.annotations.NullMarked;
