/**
 * Micrometer instrumentation of the Trading SDK: {@link io.tradingsdk.micrometer.ObservationCallListener} makes an
 * observation {@code trading.client.requests} of every call (a timer, and a span through Micrometer Tracing) and
 * counts retries and rate-limit waits; {@link io.tradingsdk.micrometer.ObservationContextPropagator} carries the
 * caller's observation, span and other registered thread-locals onto the SDK's threads.
 *
 * <p>Types and members are non-null unless annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.micrometer;

import org.jspecify.annotations.NullMarked;
