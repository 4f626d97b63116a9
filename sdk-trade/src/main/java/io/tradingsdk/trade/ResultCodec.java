package io.tradingsdk.trade;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A {@link TradeResult} as the fields of the journal's {@code final} entry, and back. */
final class ResultCodec {
  static final String KIND = "final";

  private ResultCodec() {}

  static Map<String, String> fields(TradeResult r) {
    Map<String, String> f = new LinkedHashMap<>();
    f.put("status", r.status().name());
    r.routing().ifPresent(v -> f.put("routing", v));
    r.amountIn().ifPresent(v -> f.put("amountIn", v.toString()));
    r.amountOut().ifPresent(v -> f.put("amountOut", v.toString()));
    f.put("gasUsed", r.gasUsed().toString());
    f.put("gasFee", r.gasFee().toString());
    f.put("txHashes", String.join(",", r.txHashes()));
    r.orderId().ifPresent(v -> f.put("orderId", v));
    r.planId().ifPresent(v -> f.put("planId", v));
    r.amount0().ifPresent(v -> f.put("amount0", v.toString()));
    r.amount1().ifPresent(v -> f.put("amount1", v.toString()));
    r.positionId().ifPresent(v -> f.put("positionId", v));
    r.revertReason().ifPresent(v -> f.put("revertReason", v));
    r.failure().ifPresent(v -> {
      f.put("failureReason", v.reason().name());
      f.put("failureMessage", v.message());
    });
    return f;
  }

  static TradeResult result(String tradeId, Map<String, String> f) {
    TradeResult.Builder b = TradeResult.builder(tradeId, TradeStatus.valueOf(f.get("status")))
        .routing(f.get("routing")).orderId(f.get("orderId")).planId(f.get("planId")).positionId(f.get("positionId"))
        .revertReason(f.get("revertReason"))
        .gas(new BigInteger(f.getOrDefault("gasUsed", "0")), new BigInteger(f.getOrDefault("gasFee", "0")));
    if (f.containsKey("amountIn")) {
      b.amountIn(new BigInteger(f.get("amountIn")));
    }
    if (f.containsKey("amountOut")) {
      b.amountOut(new BigInteger(f.get("amountOut")));
    }
    if (f.containsKey("amount0")) {
      b.amount0(new BigInteger(f.get("amount0"))).amount1(new BigInteger(f.get("amount1")));
    }
    String hashes = f.getOrDefault("txHashes", "");
    b.txHashes(hashes.isEmpty() ? List.of() : Arrays.asList(hashes.split(",")));
    if (f.containsKey("failureReason")) {
      b.failure(TradeFailure.of(TradeFailure.Reason.valueOf(f.get("failureReason")),
          f.getOrDefault("failureMessage", "")));
    }
    return b.build();
  }
}
