/**
 * Requests and responses of the Trading API's limit-order quotes.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.order;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
