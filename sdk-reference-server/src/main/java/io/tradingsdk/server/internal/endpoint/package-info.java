/**
 * The route table: every operation served, keyed {@code METHOD /path}, built from the resource packages below it
 * ({@code endpoint.quote}, {@code swap}, {@code order}, {@code lp}, {@code plan}, {@code wallet}, {@code approval}).
 * Only the handler uses it.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint;

import org.jspecify.annotations.NullMarked;
