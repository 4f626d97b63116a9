/**
 * Requests and responses of the Trading API's token approval checks.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.approval;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
