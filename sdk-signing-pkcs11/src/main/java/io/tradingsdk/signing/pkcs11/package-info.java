/**
 * A {@link io.tradingsdk.signing.Signer} whose secp256k1 key lives in a hardware security module reached through
 * its PKCS#11 module: {@link io.tradingsdk.signing.pkcs11.Pkcs11Token} opens a token by label and finds or generates
 * keys by label; {@link io.tradingsdk.signing.pkcs11.Pkcs11Signer} signs in it. Types and members are non-null unless
 * annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.signing.pkcs11;

import org.jspecify.annotations.NullMarked;
