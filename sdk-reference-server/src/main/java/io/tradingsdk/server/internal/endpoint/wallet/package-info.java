/**
 * {@code /wallet/check_delegation}, {@code /wallet/encode_7702} and {@code /wallet/encode_4337}. A resource
 * package: it depends on {@code engine}, {@code http}, {@code chain} and {@code codec}, never on another resource.
 */
@NullMarked
package io.tradingsdk.server.internal.endpoint.wallet;

import org.jspecify.annotations.NullMarked;
