package io.tradingsdk.trade;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.signing.Signer;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Consumer;

/** What every trade of an engine uses: set once by {@link TradeEngine.Builder}. */
final class Services {
  final TradingClient client;
  final Signer signer;
  final Chains chains;
  final TradeStore store;
  final Clock clock;
  final PollPacer pacer;
  final TradeListener listener;
  final TokenDirectory tokens;
  final String owner;
  final Duration lease;
  final Duration quoteLifetime;
  final int maxRequotes;
  final int maxPolls;
  final Consumer<String> journalObserver;
  final Duration stuckAfter;
  final int maxReplacements;

  Services(TradingClient client, Signer signer, Chains chains, TradeStore store, Clock clock, PollPacer pacer,
      TradeListener listener, TokenDirectory tokens, String owner, Duration lease, Duration quoteLifetime,
      int maxRequotes, int maxPolls, Consumer<String> journalObserver, Duration stuckAfter, int maxReplacements) {
    this.client = client;
    this.signer = signer;
    this.chains = chains;
    this.store = store;
    this.clock = clock;
    this.pacer = pacer;
    this.listener = listener;
    this.tokens = tokens;
    this.owner = owner;
    this.lease = lease;
    this.quoteLifetime = quoteLifetime;
    this.maxRequotes = maxRequotes;
    this.maxPolls = maxPolls;
    this.journalObserver = journalObserver;
    this.stuckAfter = stuckAfter;
    this.maxReplacements = maxReplacements;
  }
}
