/**
 * The control API ({@code /_sim}): {@code ControlApi}, the JSON adapter of the objects a Java test drives in-process
 * ({@code SimulatedChain}, {@code FaultInjector}, {@code RequestJournal}), acting on what the handler hands it
 * ({@code ControlTarget}) and never calling back into the HTTP handler.
 */
@NullMarked
package io.tradingsdk.server.internal.control;

import org.jspecify.annotations.NullMarked;
