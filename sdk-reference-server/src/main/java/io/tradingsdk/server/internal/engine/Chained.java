package io.tradingsdk.server.internal.engine;

import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.http.ApiError;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Cross-chain flows: a swap on the source chain into an asset both chains hold, a bridge, and a swap
 * on the destination chain, skipping the swaps that are not needed. The asset that gives the best
 * result is chosen; ties go to the shorter path.
 */
public final class Chained {
  /** Assets tried as the bridged leg, in order of preference. */
  private static final List<String> BRIDGE_ASSETS = List.of("USDC", "WETH", "ETH", "USDT", "DAI");

  private Chained() {}

  /**
   * The priced legs from {@code in} to {@code out}.
   *
   * @throws ApiError 404 "No quotes available" when no path fills the amount
   */
  public static List<Leg> legs(
      Engine engine, Token in, Token out, BigInteger amount, boolean exactInput, String routerVersion) {
    if (!engine.market().bridged(in.chainId(), out.chainId())) {
      throw ApiError.noQuotes();
    }
    List<Leg> best = null;
    for (String asset : BRIDGE_ASSETS) {
      Optional<Token> source = token(engine, in.chainId(), asset);
      Optional<Token> target = token(engine, out.chainId(), asset);
      if (source.isEmpty() || target.isEmpty()) {
        continue;
      }
      List<Leg> legs = new ArrayList<>();
      if (!source.get().key().equals(in.key())) {
        legs.add(Leg.swap(engine, in, source.get(), Rules.poolProtocols(routerVersion), false));
      }
      legs.add(Leg.bridge(engine, source.get(), target.get()));
      if (!target.get().key().equals(out.key())) {
        legs.add(Leg.swap(engine, target.get(), out, Rules.poolProtocols(routerVersion), false));
      }
      try {
        price(legs, amount, exactInput);
      } catch (ApiError unfillable) {
        continue;
      }
      if (best == null || better(legs, best, exactInput)) {
        best = legs;
      }
    }
    if (best == null) {
      throw ApiError.noQuotes();
    }
    return best;
  }

  private static Optional<Token> token(Engine engine, long chainId, String asset) {
    return engine.market().tokens().stream()
        .filter(t -> t.chainId() == chainId && t.asset().equals(asset))
        .findFirst();
  }

  private static void price(List<Leg> legs, BigInteger amount, boolean exactInput) {
    BigInteger running = amount;
    if (exactInput) {
      for (Leg leg : legs) {
        running = leg.forward(running);
      }
    } else {
      for (int i = legs.size() - 1; i >= 0; i--) {
        running = legs.get(i).backward(running);
      }
    }
  }

  private static boolean better(List<Leg> candidate, List<Leg> best, boolean exactInput) {
    int compare = exactInput
        ? last(candidate).amountOut().compareTo(last(best).amountOut())
        : best.get(0).amountIn().compareTo(candidate.get(0).amountIn());
    return compare > 0 || (compare == 0 && candidate.size() < best.size());
  }

  private static Leg last(List<Leg> legs) {
    return legs.get(legs.size() - 1);
  }
}
