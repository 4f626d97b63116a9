package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * UniswapX {@code PriorityInput}: the token the swapper pays in a {@link PriorityOrder}. The permit
 * allows {@code amount}; with {@code mpsPerPriorityFeeWei} above 0, the input shrinks as fillers bid
 * a higher priority fee.
 */
@Value.Immutable
public abstract class PriorityInputToSign {
  /** The ERC-20 token the swapper pays. */
  public abstract Address token();

  /** The most the swapper pays, uint256: the permit's amount. */
  public abstract BigInteger amount();

  /** Milli-basis points less input per wei of priority fee, uint256; 0 when the outputs scale instead. */
  public abstract BigInteger mpsPerPriorityFeeWei();

  /** A builder; every attribute is required. */
  public static ImmutablePriorityInputToSign.Builder builder() {
    return ImmutablePriorityInputToSign.builder();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("input.amount", amount());
    Orders.checkUint256("input.mpsPerPriorityFeeWei", mpsPerPriorityFeeWei());
  }

  /** The {@code PriorityInput} struct's members, of {@link Orders#PRIORITY_INPUT_ABI}. */
  List<Object> toAbi() {
    return List.of(token(), amount(), mpsPerPriorityFeeWei());
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("token", token().toChecksumHex());
    node.put("amount", amount().toString());
    node.put("mpsPerPriorityFeeWei", mpsPerPriorityFeeWei().toString());
    return node;
  }
}
