package io.tradingsdk.server.internal.engine;

import io.tradingsdk.server.internal.http.Body;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

/** Value sets and shared field rules of the spec. */
public final class Rules {
  /** Chain ids the service lists (snapshot A); /quote and most endpoints accept these. */
  public static final List<Long> CHAIN_IDS = List.of(
      1L, 10L, 56L, 130L, 137L, 143L, 196L, 324L, 480L, 1868L, 4217L, 8453L, 10143L, 42161L, 42220L,
      43114L, 59144L, 81457L, 7777777L, 1301L, 84532L, 11155111L);
  /** Chain ids of /limit_order_quote. */
  public static final List<Long> LIMIT_ORDER_CHAIN_IDS = List.of(
      1L, 10L, 56L, 130L, 137L, 196L, 324L, 480L, 1868L, 8453L, 10143L, 42161L, 42220L, 43114L, 81457L,
      7777777L, 1301L, 84532L, 11155111L, 143L);
  /** Chain ids of /send and /swappable_tokens. */
  public static final List<Long> SEND_CHAIN_IDS = List.of(
      1L, 10L, 56L, 130L, 137L, 143L, 196L, 324L, 480L, 1868L, 4217L, 8453L, 10143L, 42161L, 42220L,
      43114L, 59144L, 81457L, 7777777L, 1301L, 84532L, 11155111L);
  public static final List<String> TRADE_TYPES = List.of("EXACT_INPUT", "EXACT_OUTPUT");
  public static final List<String> PROTOCOLS =
      List.of("V2", "V3", "V4", "UNISWAPX", "UNISWAPX_V2", "UNISWAPX_V3", "UNISWAPX_LATEST");
  public static final List<String> POOL_PROTOCOLS = List.of("V2", "V3", "V4");
  /** What Universal Router 1.2 swaps through: it predates V4 (no {@code V4_SWAP} command). */
  private static final List<String> ROUTER_1_2_POOL_PROTOCOLS = List.of("V2", "V3");
  public static final List<String> ROUTING_PREFERENCES = List.of("BEST_PRICE", "FASTEST");
  public static final List<String> HOOKS_OPTIONS = List.of("V4_HOOKS_INCLUSIVE", "V4_HOOKS_ONLY", "V4_NO_HOOKS");
  public static final List<String> SPREAD_OPTIMIZATIONS = List.of("EXECUTION", "PRICE");
  public static final List<String> PERMIT_AMOUNTS = List.of("FULL", "EXACT");
  public static final List<String> AUTO_SLIPPAGE = List.of("DEFAULT");

  private Rules() {}

  /** The pool protocols the Universal Router of {@code routerVersion} swaps through. */
  public static Set<String> poolProtocols(String routerVersion) {
    return Set.copyOf(routerVersion.equals("1.2") ? ROUTER_1_2_POOL_PROTOCOLS : POOL_PROTOCOLS);
  }

  /** {@code slippageTolerance}: a number from 0 to 100 with at most two decimal places. */
  public static BigDecimal slippage(Body body, String field) {
    BigDecimal value = body.number(field);
    if (value.signum() < 0) {
      throw body.invalid(field, "must be greater than or equal to 0");
    }
    if (value.compareTo(BigDecimal.valueOf(100)) > 0) {
      throw body.invalid(field, "must be less than or equal to 100");
    }
    if (value.stripTrailingZeros().scale() > 2) {
      throw body.invalid(field, "must have no more than 2 decimal places");
    }
    return value;
  }
}
