/**
 * The SDK's HTTP machinery behind {@code TradingClient} and {@code HttpTransport}: preparing a call, running its
 * attempts, the shared pool and threads, redaction and logging. Not API: public only so that {@code
 * io.tradingsdk.core} can reach it; it changes without notice and is left out of the API baseline.
 */
@NullMarked
package io.tradingsdk.core.internal;

import org.jspecify.annotations.NullMarked;
