/**
 * What the control API ({@code /_sim}) and {@code SimulatedChain} show beyond the public objects: the simulated state
 * as JSON ({@code GET /_sim/state}, {@code GET /_sim/chains}'s descriptions). Reads {@code engine} and {@code chain}.
 */
@NullMarked
package io.tradingsdk.server.internal.state;

import org.jspecify.annotations.NullMarked;
