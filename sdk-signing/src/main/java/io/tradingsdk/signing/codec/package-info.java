/**
 * The SDK's codecs, one of each kind: {@link io.tradingsdk.signing.codec.Rlp} (recursive length prefix, strict
 * canonical decoding) and {@link io.tradingsdk.signing.codec.Abi} (Solidity ABI encoding and strict decoding,
 * function selectors and calldata). Hex lives next to the keys and signatures, in {@link
 * io.tradingsdk.signing.Hex}. Types and members are non-null unless annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.signing.codec;

import org.jspecify.annotations.NullMarked;
