package io.tradingsdk.examples;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.LpIntent;
import io.tradingsdk.trade.PollPacer;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.wallet.EthRpcClient;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The trade engine ({@code sdk-trade}): one call per intent, from the intent to a final state. A classic swap (the
 * approval, quote, permit, {@code /swap}, the transaction and its receipt, {@code /swaps}: what {@code ClassicSwap}
 * does by hand), a limit order (signed once, posted, followed until filled) and a liquidity position created (LP
 * intents go through the same engine). Every step is printed as the engine reports it.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.EngineTrades
 * </pre>
 *
 * <p>Reads {@code TRADING_API_BASE_URL} and {@code TRADING_API_KEY} (without a base URL it runs against the embedded
 * reference server), {@code TRADING_RPC_URL} (the node of chain 1; the embedded server's by default) and {@code
 * TRADING_PRIVATE_KEY} (without it, a throwaway key made for the run).
 */
public final class EngineTrades {
  private EngineTrades() {}

  public static void main(String[] args) {
    ExampleRunner.main("EngineTrades", args, EngineTrades::run);
  }

  /** The example itself: true when every intent settled. */
  static boolean run(String[] args) {
    if (args.length > 0) {
      throw new ExampleRunner.UsageException("unexpected argument " + args[0] + "; usage: EngineTrades");
    }
    LocalSigner wallet = LocalSigner.of(DevKeys.keyInEnvironment()
        ? PrivateKey.fromEnv(DevKeys.KEY_VARIABLE)
        : PrivateKey.random()); // examples only: a random key for this run, holding nothing
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder().fromEnv().options(sandbox::apply).build()) {
      Optional<String> rpcUrl = sandbox.rpcUrl(1);
      if (rpcUrl.isEmpty()) {
        System.out.println("The engine sends transactions: set TRADING_RPC_URL to a node of chain 1.");
        return false;
      }
      try (EthRpcClient rpc = EthRpcClient.builder(rpcUrl.get()).build()) {
        TradeEngine engine = TradeEngine.builder(client, wallet)
            .rpc(1, rpc)                                         // a node per chain the trades touch
            .pacer(PollPacer.every(sandbox.pollInterval()))      // how long to wait between reads
            .listener(event -> System.out.println("  " + event.type() + " " + event.status() + " "
                + event.details()))
            .build();

        // 1. A classic swap: 1,000 USDC for ETH, one call.
        TradeResult swap = engine.execute(TradeIntent.builder().sell("USDC").buy("ETH")
            .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build());
        System.out.println("Swap: " + swap);

        // 2. A limit order: 1,000 USDC for at least 0.0002 WETH each, filled when the market pays it.
        TradeResult limit = engine.execute(TradeIntent.builder().sell("USDC").buy("WETH")
            .amount(new BigDecimal("1000")).limitPrice(new BigDecimal("0.0002")).build());
        System.out.println("Limit order: " + limit);

        // 3. A liquidity position: 3,000 USDT and the WETH the pool's price asks for, full range.
        TradeResult position = engine.execute(LpIntent.create(1, "V3", "USDT", "WETH")
            .deposit("USDT", new BigInteger("3000000000")).build());
        System.out.println("Position: " + position);

        return swap.settled() && limit.settled() && position.settled();
      }
    }
  }
}
