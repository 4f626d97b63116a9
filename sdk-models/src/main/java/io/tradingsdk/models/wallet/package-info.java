/**
 * Requests and responses of the Trading API's smart wallets: delegation checks, EIP-7702 batches
 * ({@code /wallet/encode_7702}) and ERC-4337 UserOperations ({@code /wallet/encode_4337}).
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.wallet;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
