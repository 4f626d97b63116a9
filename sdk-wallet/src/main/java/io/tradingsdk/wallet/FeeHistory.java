package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The answer of {@code eth_feeHistory}: base fees of a range of blocks and of the block after it, how full they
 * were, and the priority fees paid at the asked percentiles. Immutable.
 */
public final class FeeHistory {
  private final long oldestBlock;
  private final List<BigInteger> baseFeePerGas;
  private final List<Double> gasUsedRatio;
  private final List<List<BigInteger>> reward;

  private FeeHistory(long oldestBlock, List<BigInteger> baseFeePerGas, List<Double> gasUsedRatio,
      List<List<BigInteger>> reward) {
    this.oldestBlock = oldestBlock;
    this.baseFeePerGas = baseFeePerGas;
    this.gasUsedRatio = gasUsedRatio;
    this.reward = reward;
  }

  static FeeHistory fromJson(JsonNode json) {
    long oldest = RpcValues.toLong(json.get("oldestBlock"), "feeHistory.oldestBlock");
    List<BigInteger> baseFees = new ArrayList<>();
    JsonNode fees = json.get("baseFeePerGas");
    if (fees != null && fees.isArray()) {
      for (int i = 0; i < fees.size(); i++) {
        baseFees.add(RpcValues.toBigInteger(fees.get(i), "feeHistory.baseFeePerGas[" + i + "]"));
      }
    }
    List<Double> ratios = new ArrayList<>();
    JsonNode used = json.get("gasUsedRatio");
    if (used != null && used.isArray()) {
      used.forEach(r -> ratios.add(r.asDouble()));
    }
    List<List<BigInteger>> rewards = new ArrayList<>();
    JsonNode rewardJson = json.get("reward");
    if (rewardJson != null && rewardJson.isArray()) {
      for (int b = 0; b < rewardJson.size(); b++) {
        List<BigInteger> row = new ArrayList<>();
        JsonNode r = rewardJson.get(b);
        for (int p = 0; p < r.size(); p++) {
          row.add(RpcValues.toBigInteger(r.get(p), "feeHistory.reward[" + b + "][" + p + "]"));
        }
        rewards.add(Collections.unmodifiableList(row));
      }
    }
    return new FeeHistory(oldest, Collections.unmodifiableList(baseFees), Collections.unmodifiableList(ratios),
        Collections.unmodifiableList(rewards));
  }

  /** The first block of the range. */
  public long oldestBlock() {
    return oldestBlock;
  }

  /** The base fee of each block of the range, then of the next block (one more entry than blocks); 0 before London. */
  public List<BigInteger> baseFeePerGas() {
    return baseFeePerGas;
  }

  /** The base fee of the block after the range: what the next transaction's fee cap must cover. */
  public BigInteger nextBaseFeePerGas() {
    return baseFeePerGas.isEmpty() ? BigInteger.ZERO : baseFeePerGas.get(baseFeePerGas.size() - 1);
  }

  /** How full each block was, 0 to 1. */
  public List<Double> gasUsedRatio() {
    return gasUsedRatio;
  }

  /** Per block, the priority fee paid at each asked percentile. */
  public List<List<BigInteger>> reward() {
    return reward;
  }

  @Override
  public String toString() {
    return "FeeHistory{oldestBlock=" + oldestBlock + ", baseFeePerGas=" + baseFeePerGas + ", reward=" + reward + "}";
  }
}
