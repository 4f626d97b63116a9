/**
 * {@code /lp/*}: liquidity positions from approval to fee claim. A resource package: it depends on {@code engine},
 * {@code http}, {@code chain} and {@code codec}, never on another resource.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint.lp;

import org.jspecify.annotations.NullMarked;
