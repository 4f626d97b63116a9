/**
 * The SDK's HTTP machinery behind {@code TradingClient} and {@code HttpTransport} (preparing a call, running its
 * attempts, the shared pool and threads, redaction and logging), and pieces the SDK's own modules share
 * (sdk-ratelimit-bucket4j, sdk-wallet-cluster). Not API: public only so that those packages can reach it; it changes
 * without notice and is left out of the API baseline. Types and members are non-null unless annotated
 * {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.core.internal;

import org.jspecify.annotations.NullMarked;
