/**
 * {@code /check_approval}. A resource package: it depends on {@code engine}, {@code http}, {@code chain} and
 * {@code codec}, never on another resource.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint.approval;

import org.jspecify.annotations.NullMarked;
