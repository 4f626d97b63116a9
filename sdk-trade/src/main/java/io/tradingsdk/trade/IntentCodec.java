package io.tradingsdk.trade;

import io.tradingsdk.models.TradeType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** A {@link TradeIntent} as the fields of its journal's first entry, and back. */
final class IntentCodec {
  static final String KIND = "intent";

  private IntentCodec() {}

  static Map<String, String> fields(TradeIntent i) {
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

  static TradeIntent intent(Map<String, String> f) {
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
