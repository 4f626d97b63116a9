/**
 * Requests and responses of the Trading API's UniswapX orders: limit-order quotes, {@code POST /order}
 * and {@code GET /orders} with its query, order types and statuses.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.order;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
