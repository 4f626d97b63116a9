/**
 * What the control API ({@code /_sim}) and {@code SimulatedChain} show beyond the public objects: the simulated state
 * as JSON. Reads {@code engine} and {@code chain}; the control API's routes themselves adapt public types
 * ({@code FaultInjector}, {@code RequestJournal}) and stay in {@code io.tradingsdk.server}.
 */
@NullMarked
package io.tradingsdk.server.internal.control;

import org.jspecify.annotations.NullMarked;
