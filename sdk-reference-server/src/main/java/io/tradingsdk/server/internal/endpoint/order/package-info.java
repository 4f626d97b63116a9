/**
 * {@code /limit_order_quote}, {@code /order} and {@code /orders}: UniswapX orders. A resource package: it depends
 * on {@code engine}, {@code http}, {@code chain} and {@code codec}, never on another resource.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint.order;

import org.jspecify.annotations.NullMarked;
