/**
 * Coroutines for the Trading SDK. Kotlin states every type's nullness itself; for Java tools the package is
 * non-null unless annotated {@code @Nullable} (JSpecify), like every package of the SDK.
 */
@NullMarked
package io.tradingsdk.kotlin;

import org.jspecify.annotations.NullMarked;
