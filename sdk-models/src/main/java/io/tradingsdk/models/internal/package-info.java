/**
 * Pieces the SDK's own modules share (sdk-signing, sdk-tokenlist); not part of the SDK's API (left out of the API
 * baseline) and may change in any release. Types and members are non-null unless annotated {@code @Nullable}
 * (JSpecify).
 */
@NullMarked
package io.tradingsdk.models.internal;

import org.jspecify.annotations.NullMarked;
