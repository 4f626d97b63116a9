package io.tradingsdk.trade;

import io.tradingsdk.models.TradeType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An {@link Intent} as the fields of its journal's first entry, and back: a {@link TradeIntent}'s fields, or an
 * {@link LpIntent}'s, told apart by {@code lpAction} (journals written before LP intents have none: trades).
 */
final class IntentCodec {
  static final String KIND = "intent";

  private IntentCodec() {}

  static Map<String, String> fields(Intent intent) {
    if (intent instanceof LpIntent) {
      return lpFields((LpIntent) intent);
    }
    TradeIntent i = (TradeIntent) intent;
    Map<String, String> f = new LinkedHashMap<>();
    f.put("tokenIn", i.tokenIn());
    f.put("tokenOut", i.tokenOut());
    f.put("chainIn", Long.toString(i.chainIn()));
    f.put("chainOut", Long.toString(i.chainOut()));
    f.put("amount", i.amount().toPlainString());
    f.put("baseUnits", Boolean.toString(i.amountInBaseUnits()));
    f.put("type", i.type().toString());
    f.put("routing", i.routing().name());
    f.put("wallet", i.wallet().name());
    i.minAmountOut().ifPresent(v -> f.put("minAmountOut", v.toString()));
    i.maxAmountIn().ifPresent(v -> f.put("maxAmountIn", v.toString()));
    i.deadline().ifPresent(v -> f.put("deadline", v.toString()));
    i.urgency().ifPresent(v -> f.put("urgency", v));
    i.slippagePercent().ifPresent(v -> f.put("slippagePercent", v.toPlainString()));
    i.limitPrice().ifPresent(v -> f.put("limitPrice", v.toPlainString()));
    return f;
  }

  private static Map<String, String> lpFields(LpIntent i) {
    Map<String, String> f = new LinkedHashMap<>();
    f.put("lpAction", i.action().name());
    f.put("chain", Long.toString(i.chain()));
    f.put("protocol", i.protocol());
    f.put("token0", i.token0());
    f.put("token1", i.token1());
    i.depositToken().ifPresent(v -> f.put("depositToken", v));
    i.depositAmount().ifPresent(v -> f.put("depositAmount", v.toString()));
    i.positionId().ifPresent(v -> f.put("positionId", v));
    i.percentage().ifPresent(v -> f.put("percentage", Integer.toString(v)));
    i.poolReference().ifPresent(v -> f.put("poolReference", v));
    i.tickLower().ifPresent(v -> f.put("tickLower", Integer.toString(v)));
    i.tickUpper().ifPresent(v -> f.put("tickUpper", Integer.toString(v)));
    i.deadline().ifPresent(v -> f.put("deadline", v.toString()));
    return f;
  }

  private static LpIntent lpIntent(Map<String, String> f) {
    long chain = Long.parseLong(f.get("chain"));
    String protocol = f.get("protocol");
    String a = f.get("token0");
    String b = f.get("token1");
    String position = f.get("positionId");
    LpIntent.Builder builder;
    switch (LpIntent.Action.valueOf(f.get("lpAction"))) {
      case CREATE:
        builder = LpIntent.create(chain, protocol, a, b);
        break;
      case INCREASE:
        builder = LpIntent.increase(chain, protocol, position, a, b);
        break;
      case DECREASE:
        builder = LpIntent.decrease(chain, protocol, position, a, b);
        break;
      default:
        builder = LpIntent.claim(chain, protocol, position, a, b);
    }
    if (f.containsKey("depositToken")) {
      builder.deposit(f.get("depositToken"), new BigInteger(f.get("depositAmount")));
    }
    if (f.containsKey("percentage")) {
      builder.percentage(Integer.parseInt(f.get("percentage")));
    }
    if (f.containsKey("poolReference")) {
      builder.poolReference(f.get("poolReference"));
    }
    if (f.containsKey("tickLower")) {
      builder.ticks(Integer.parseInt(f.get("tickLower")), Integer.parseInt(f.get("tickUpper")));
    }
    if (f.containsKey("deadline")) {
      builder.deadline(Instant.parse(f.get("deadline")));
    }
    return builder.build();
  }

  static Intent intent(Map<String, String> f) {
    if (f.containsKey("lpAction")) {
      return lpIntent(f);
    }
    TradeIntent.Builder b = TradeIntent.builder().sell(f.get("tokenIn")).buy(f.get("tokenOut"))
        .chain(Long.parseLong(f.get("chainIn"))).toChain(Long.parseLong(f.get("chainOut")))
        .type(TradeType.of(f.get("type"))).routing(RoutePreference.valueOf(f.get("routing")))
        .wallet(WalletMode.valueOf(f.get("wallet")));
    if (Boolean.parseBoolean(f.get("baseUnits"))) {
      b.amountInBaseUnits(new BigDecimal(f.get("amount")).toBigIntegerExact());
    } else {
      b.amount(new BigDecimal(f.get("amount")));
    }
    if (f.containsKey("minAmountOut")) {
      b.minAmountOut(new BigInteger(f.get("minAmountOut")));
    }
    if (f.containsKey("maxAmountIn")) {
      b.maxAmountIn(new BigInteger(f.get("maxAmountIn")));
    }
    if (f.containsKey("deadline")) {
      b.deadline(Instant.parse(f.get("deadline")));
    }
    if (f.containsKey("urgency")) {
      b.urgency(f.get("urgency"));
    }
    if (f.containsKey("slippagePercent")) {
      b.slippagePercent(new BigDecimal(f.get("slippagePercent")));
    }
    if (f.containsKey("limitPrice")) {
      b.limitPrice(new BigDecimal(f.get("limitPrice")));
    }
    return b.build();
  }
}
