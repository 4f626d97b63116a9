/**
 * Requests and responses of the Trading API's liquidity positions.
 */
@ModelStyle
package io.tradingsdk.models.lp;

import io.tradingsdk.models.ModelStyle;
