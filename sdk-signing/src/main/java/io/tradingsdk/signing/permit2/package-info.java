/**
 * Typed builders for the Permit2 messages: {@link io.tradingsdk.signing.permit2.PermitSingle},
 * {@link io.tradingsdk.signing.permit2.PermitBatch} (AllowanceTransfer), {@link
 * io.tradingsdk.signing.permit2.PermitTransferFrom}, {@link
 * io.tradingsdk.signing.permit2.PermitBatchTransferFrom} (SignatureTransfer) and their witness
 * forms. Each turns into {@link io.tradingsdk.signing.TypedData} with the Permit2 domain from
 * {@link io.tradingsdk.signing.permit2.Permit2#domain}.
 */
@SigningStyle
@NullMarked
package io.tradingsdk.signing.permit2;

import io.tradingsdk.signing.internal.SigningStyle;
import org.jspecify.annotations.NullMarked;
