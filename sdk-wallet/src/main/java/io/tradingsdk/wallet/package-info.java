/**
 * The wallet's side of every journey: {@link io.tradingsdk.wallet.EthRpcClient} (Ethereum JSON-RPC on the SDK's
 * HTTP stack), {@link io.tradingsdk.wallet.TransactionSender} (fill, sign, broadcast and confirm what the Trading
 * API returns), the {@link io.tradingsdk.wallet.NonceManager} SPI and revert decoding ({@link
 * io.tradingsdk.wallet.RevertReason}).
 *
 * <p>Types and members are non-null unless annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.wallet;

import org.jspecify.annotations.NullMarked;
