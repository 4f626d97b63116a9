/**
 * Typed builders for the Permit2 messages: {@link io.tradingsdk.signing.permit2.PermitSingle},
 * {@link io.tradingsdk.signing.permit2.PermitBatch} (AllowanceTransfer), {@link
 * io.tradingsdk.signing.permit2.PermitTransferFrom}, {@link
 * io.tradingsdk.signing.permit2.PermitBatchTransferFrom} (SignatureTransfer) and their witness
 * forms. Each turns into {@link io.tradingsdk.signing.TypedData} with the Permit2 domain from
 * {@link io.tradingsdk.signing.permit2.Permit2#domain}.
 */
@Value.Style(
    jdkOnly = true,
    allParameters = false,
    defaults = @Value.Immutable(copy = true, prehash = false),
    depluralize = true,
    visibility = Value.Style.ImplementationVisibility.PUBLIC,
    // No @Generated on the generated classes: users compile against them without immutables on
    // their class path, and javac would warn about the missing annotation type.
    allowedClasspathAnnotations = {java.lang.Override.class})
@NullMarked
package io.tradingsdk.signing.permit2;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
