package io.tradingsdk.server.internal.engine;

import io.tradingsdk.server.internal.chain.InsufficientLiquidityException;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.http.ApiError;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Set;

/**
 * One step of moving value: a pool swap, a wrap or unwrap, or a bridge to another chain. A leg is
 * priced in either direction; after pricing it holds its amounts (and, for a swap, its route).
 */
public final class Leg {
  /** CLASSIC, WRAP, UNWRAP or BRIDGE. */
  public final String type;

  public final Token in;
  public final Token out;
  private final Engine engine;
  private final Set<String> protocols;
  private final boolean fastest;
  private BigInteger amountIn;
  private BigInteger amountOut;
  private Router.Priced route;

  private Leg(String type, Token in, Token out, Engine engine, Set<String> protocols, boolean fastest) {
    this.type = type;
    this.in = in;
    this.out = out;
    this.engine = engine;
    this.protocols = protocols;
    this.fastest = fastest;
  }

  /** The leg that turns {@code in} into {@code out} on one chain: a wrap, an unwrap or a pool swap. */
  public static Leg swap(Engine engine, Token in, Token out, Set<String> protocols, boolean fastest) {
    String wrapped = engine.market().wrappedNativeToken(in.chainId()).map(Token::key).orElse("");
    if (in.isNative() && out.key().equals(wrapped)) {
      return new Leg("WRAP", in, out, engine, protocols, fastest);
    }
    if (out.isNative() && in.key().equals(wrapped)) {
      return new Leg("UNWRAP", in, out, engine, protocols, fastest);
    }
    return new Leg("CLASSIC", in, out, engine, protocols, fastest);
  }

  /** A bridge of one asset between two chains. */
  public static Leg bridge(Engine engine, Token in, Token out) {
    return new Leg("BRIDGE", in, out, engine, Set.of(), false);
  }

  /** Prices the leg for an exact input; returns the output. */
  public BigInteger forward(BigInteger input) {
    amountIn = input;
    switch (type) {
      case "WRAP":
      case "UNWRAP":
        amountOut = input;
        break;
      case "BRIDGE":
        BigInteger afterFees = input.subtract(bridgeLpFee(input)).subtract(relayerFee());
        if (afterFees.signum() <= 0) {
          throw ApiError.noQuotes();
        }
        amountOut = afterFees;
        break;
      default:
        route = route(input, true);
        amountOut = route.amountOut();
    }
    return amountOut;
  }

  /** Prices the leg for an exact output; returns the input it needs. */
  public BigInteger backward(BigInteger output) {
    amountOut = output;
    switch (type) {
      case "WRAP":
      case "UNWRAP":
        amountIn = output;
        break;
      case "BRIDGE":
        BigInteger gross = output.add(relayerFee()).multiply(BigInteger.valueOf(10_000));
        amountIn = ceilDiv(gross, BigInteger.valueOf(10_000 - BRIDGE_LP_FEE_BIPS));
        break;
      default:
        route = route(output, false);
        amountIn = route.amountIn();
    }
    return amountIn;
  }

  /** The best pool route for the amount, or 404 "No quotes available" when the pools cannot fill it. */
  private Router.Priced route(BigInteger amount, boolean exactInput) {
    try {
      return engine.router(in.chainId())
          .best(in.chainId(), poolToken(in), poolToken(out), amount, exactInput, protocols, fastest);
    } catch (InsufficientLiquidityException unfillable) {
      throw ApiError.noQuotes();
    }
  }

  /** Units of gas a bridge deposit costs. */
  public static final long BRIDGE_GAS = 170_000;

  /** Bridge LP fee: 4 basis points of the input. */
  static final int BRIDGE_LP_FEE_BIPS = 4;

  private static BigInteger bridgeLpFee(BigInteger input) {
    return input.multiply(BigInteger.valueOf(BRIDGE_LP_FEE_BIPS)).divide(BigInteger.valueOf(10_000));
  }

  /** The relayer's flat fee: 30 cents worth of the bridged token. */
  private BigInteger relayerFee() {
    return engine.usdIn(in, new BigDecimal("0.30"));
  }

  private static BigInteger ceilDiv(BigInteger a, BigInteger b) {
    BigInteger[] qr = a.divideAndRemainder(b);
    return qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
  }

  /**
   * Pools hold the wrapped native token, never the native currency; where the chain has no wrapped native token
   * (Celo) the router cannot swap the native currency: 404 "No quotes available".
   */
  private Token poolToken(Token token) {
    return token.isNative()
        ? engine.market().wrappedNativeToken(token.chainId()).orElseThrow(ApiError::noQuotes) : token;
  }

  public BigInteger amountIn() {
    return amountIn;
  }

  public BigInteger amountOut() {
    return amountOut;
  }

  /** The pool route of a CLASSIC leg (null for the others). */
  public Router.Priced route() {
    return route;
  }

  /** Units of gas the leg costs. */
  public BigInteger gasUse() {
    switch (type) {
      case "WRAP":
      case "UNWRAP":
        return BigInteger.valueOf(45_000);
      case "BRIDGE":
        // Permit2's transferFrom into the router and Across' depositV3 (a new deposit id, the escrow, the event), as
        // the EVM mode's chains run them (about 150,000).
        return BigInteger.valueOf(BRIDGE_GAS);
      default:
        return classicGas(route, in, out);
    }
  }

  /** Gas of a pool swap: a base, each hop, and a wrap or unwrap of the native currency. */
  public static BigInteger classicGas(Router.Priced route, Token in, Token out) {
    long wraps = (in.isNative() ? 1 : 0) + (out.isNative() ? 1 : 0);
    return BigInteger.valueOf(115_000 + 65_000L * route.hops.size() + 20_000 * wraps);
  }

  /** How long the leg takes to settle, in milliseconds (bridges wait for the source chain). */
  public long timeEstimateMs() {
    if (type.equals("BRIDGE")) {
      return in.chainId() == 1 ? 24_000 : 6_000;
    }
    return in.chainId() == 1 ? 12_000 : 2_000;
  }
}
