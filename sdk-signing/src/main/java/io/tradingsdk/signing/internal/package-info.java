/**
 * Pieces sdk-signing's own packages share; not part of the SDK's API (left out of the API baseline) and may change in
 * any release.
 */
@NullMarked
package io.tradingsdk.signing.internal;

import org.jspecify.annotations.NullMarked;
