/**
 * Requests and responses of the Trading API's liquidity positions.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.lp;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
