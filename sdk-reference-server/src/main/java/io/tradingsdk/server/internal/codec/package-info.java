/**
 * The address forms every layer of the reference server keys its state by and writes on the wire. Hex, Keccak-256
 * and the Solidity ABI are sdk-signing's codecs ({@code io.tradingsdk.signing.Hex}, {@code Keccak}, {@code
 * codec.Abi}), the project's only ones. The bottom layer: it depends on nothing else of the server.
 */
@NullMarked
package io.tradingsdk.server.internal.codec;

import org.jspecify.annotations.NullMarked;
