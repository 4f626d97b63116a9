/**
 * {@code /plan}: chained plans, their steps and proofs, and the plans kept. A resource package: it depends on
 * {@code engine}, {@code http}, {@code chain} and {@code codec}, never on another resource.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint.plan;

import org.jspecify.annotations.NullMarked;
