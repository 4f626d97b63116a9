package io.tradingsdk.server.internal.engine;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.http.Body;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * How fast a transaction should land: {@code normal}, {@code fast} or {@code urgent} (default), as a
 * bare string or as {@code {level, overrides}} whose overrides cap the fees and replace the gas
 * limit. LP endpoints spell the levels in upper case.
 */
public final class RequestedUrgency {
  public static final List<String> LEVELS = List.of("normal", "fast", "urgent");
  public static final List<String> LP_LEVELS = List.of("NORMAL", "FAST", "URGENT");
  public static final RequestedUrgency DEFAULT = new RequestedUrgency("urgent", null, null, null);

  private final String level;
  private final BigInteger maxPriorityFeeCap;
  private final BigInteger maxFeeCap;
  private final BigInteger gasLimit;

  private RequestedUrgency(String level, BigInteger maxPriorityFeeCap, BigInteger maxFeeCap, BigInteger gasLimit) {
    this.level = level;
    this.maxPriorityFeeCap = maxPriorityFeeCap;
    this.maxFeeCap = maxFeeCap;
    this.gasLimit = gasLimit;
  }

  /** Reads the optional {@code urgency} field: a level string, or (when allowed) the object form. */
  public static RequestedUrgency read(Body body, String field, boolean objectForm, List<String> levels) {
    if (!body.has(field)) {
      return DEFAULT;
    }
    JsonNode value = body.raw(field).orElseThrow();
    if (value.isObject() && objectForm) {
      Body object = body.object(field);
      String level = object.oneOf("level", levels);
      Optional<Body> overrides = object.optionalObject("overrides");
      return new RequestedUrgency(
          level.toLowerCase(java.util.Locale.ROOT),
          overrides.flatMap(o -> cap(o, "maxPriorityFeePerGas")).orElse(null),
          overrides.flatMap(o -> cap(o, "maxFeePerGas")).orElse(null),
          overrides.flatMap(o -> cap(o, "gasLimit")).orElse(null));
    }
    return new RequestedUrgency(body.oneOf(field, levels).toLowerCase(java.util.Locale.ROOT), null, null, null);
  }

  private static Optional<BigInteger> cap(Body overrides, String field) {
    return overrides.has(field) ? Optional.of(overrides.amount(field)) : Optional.empty();
  }

  public String level() {
    return level;
  }

  /** The priority fee for a chain's base priority fee: normal x1, fast x1.5, urgent x2, then capped. */
  public Fees fees(Chain chain) {
    BigInteger priority = chain.priorityFeeWei();
    if (level.equals("fast")) {
      priority = priority.multiply(BigInteger.valueOf(3)).divide(BigInteger.TWO);
    } else if (level.equals("urgent")) {
      priority = priority.multiply(BigInteger.TWO);
    }
    if (maxPriorityFeeCap != null) {
      priority = priority.min(maxPriorityFeeCap);
    }
    BigInteger maxFee = chain.baseFeeWei().multiply(BigInteger.TWO).add(priority);
    if (maxFeeCap != null) {
      maxFee = maxFee.min(maxFeeCap);
      priority = priority.min(maxFee);
    }
    BigInteger effective = chain.baseFeeWei().add(priority).min(maxFee);
    return new Fees(maxFee, priority, effective);
  }

  /** The gas limit to use for an estimate: the caller's override when given. */
  public BigInteger gasLimit(BigInteger computed) {
    return gasLimit != null ? gasLimit : computed;
  }

  /** EIP-1559 fees and the price a transaction is expected to pay. */
  public static final class Fees {
    public final BigInteger maxFeePerGas;
    public final BigInteger maxPriorityFeePerGas;
    public final BigInteger gasPrice;

    Fees(BigInteger maxFeePerGas, BigInteger maxPriorityFeePerGas, BigInteger gasPrice) {
      this.maxFeePerGas = maxFeePerGas;
      this.maxPriorityFeePerGas = maxPriorityFeePerGas;
      this.gasPrice = gasPrice;
    }
  }
}
