/**
 * {@code POST /quote}: classic, wrap, bridge, chained and UniswapX quotes. A resource package: it depends on
 * {@code engine}, {@code http}, {@code chain} and {@code codec}, never on another resource.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint.quote;

import org.jspecify.annotations.NullMarked;
