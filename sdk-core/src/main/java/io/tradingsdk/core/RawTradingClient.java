package io.tradingsdk.core;

/**
 * The operations of a {@link TradingClient}, answering with {@link RawResponse}: the parsed model
 * plus status, headers, request id, {@code x-agent-info-status} and the router version sent. Obtain
 * it with {@link TradingClient#raw()}; it shares everything with its client.
 */
public final class RawTradingClient {
  private final TradingClient client;

  RawTradingClient(TradingClient client) {
    this.client = client;
  }
}
