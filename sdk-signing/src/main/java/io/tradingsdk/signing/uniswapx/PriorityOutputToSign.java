package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * UniswapX {@code PriorityOutput}: a token the recipient of a {@link PriorityOrder} must receive;
 * with {@code mpsPerPriorityFeeWei} above 0, it grows as fillers bid a higher priority fee.
 */
@Value.Immutable
public abstract class PriorityOutputToSign {
  /** The token to receive (the zero address for the native currency). */
  public abstract Address token();

  /** The least the recipient receives, uint256. */
  public abstract BigInteger amount();

  /** Milli-basis points more output per wei of priority fee, uint256. */
  public abstract BigInteger mpsPerPriorityFeeWei();

  /** Who receives it: the swapper, or a fee recipient. */
  public abstract Address recipient();

  /** A builder; every attribute is required. */
  public static ImmutablePriorityOutputToSign.Builder builder() {
    return ImmutablePriorityOutputToSign.builder();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("output.amount", amount());
    Orders.checkUint256("output.mpsPerPriorityFeeWei", mpsPerPriorityFeeWei());
  }

  /** The {@code PriorityOutput} struct's members, of {@link Orders#PRIORITY_OUTPUT_ABI}. */
  List<Object> toAbi() {
    return List.of(token(), amount(), mpsPerPriorityFeeWei(), recipient());
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("token", token().toChecksumHex());
    node.put("amount", amount().toString());
    node.put("mpsPerPriorityFeeWei", mpsPerPriorityFeeWei().toString());
    node.put("recipient", recipient().toChecksumHex());
    return node;
  }
}
