/**
 * Requests and responses of the Trading API's token approval checks.
 */
@ModelStyle
package io.tradingsdk.models.approval;

import io.tradingsdk.models.ModelStyle;
