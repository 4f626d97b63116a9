/**
 * Ethereum transactions, built, checked, signed and decoded: {@link io.tradingsdk.signing.tx.LegacyTransaction}
 * (EIP-155), {@link io.tradingsdk.signing.tx.Eip1559Transaction} (type 2) and {@link
 * io.tradingsdk.signing.tx.Eip7702Transaction} (type 4) with its signed {@link
 * io.tradingsdk.signing.tx.Authorization}s; {@link io.tradingsdk.signing.tx.SignedTransaction} holds the raw bytes,
 * the hash and the sender, and decodes raw transactions; {@link io.tradingsdk.signing.tx.TransactionRequests}
 * turns the Trading API's transaction requests into transactions to sign. Every signature comes from {@link
 * io.tradingsdk.signing.Signer#signDigest}. Types and members are non-null unless annotated {@code @Nullable}
 * (JSpecify).
 */
@NullMarked
package io.tradingsdk.signing.tx;

import org.jspecify.annotations.NullMarked;
