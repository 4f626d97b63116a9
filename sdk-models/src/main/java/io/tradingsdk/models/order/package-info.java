/**
 * Requests and responses of the Trading API's limit-order quotes.
 */
@ModelStyle
package io.tradingsdk.models.order;

import io.tradingsdk.models.ModelStyle;
