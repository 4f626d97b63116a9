/**
 * Requests and responses of the Trading API's wallet delegation.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.wallet;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
