/**
 * Requests and responses of the Trading API's wallet delegation.
 */
@ModelStyle
package io.tradingsdk.models.wallet;

import io.tradingsdk.models.ModelStyle;
