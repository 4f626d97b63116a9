/**
 * The codecs every layer of the reference server uses: hex, keccak-256, addresses and the Solidity ABI encoder. The
 * bottom layer: it depends on nothing else of the server.
 */
@NullMarked
package io.tradingsdk.server.internal.codec;

import org.jspecify.annotations.NullMarked;
