/**
 * Requests and responses of the Trading API's swaps through /swap, /swap_7702 and /swap_5792, swap status, token sends and bridgeable tokens.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.swap;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
