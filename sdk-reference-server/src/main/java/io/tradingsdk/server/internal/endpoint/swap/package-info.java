/**
 * {@code /swap}, {@code /swap_7702}, {@code /swap_5792}, {@code /swaps}, {@code /send} and
 * {@code /swappable_tokens}. A resource package: it depends on {@code engine}, {@code http}, {@code chain} and
 * {@code codec}, never on another resource.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint.swap;

import org.jspecify.annotations.NullMarked;
