package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * UniswapX {@code V3DutchInput}: the token the swapper pays in a {@link V3DutchOrder}, its curve
 * over blocks and its gas adjustment, capped at {@code maxAmount} (what the permit allows).
 */
@Value.Immutable
public abstract class V3DutchInput {
  /** The ERC-20 token the swapper pays. */
  public abstract Address token();

  /** The amount at the decay start block, uint256, at most {@code maxAmount}. */
  public abstract BigInteger startAmount();

  /** How the amount moves over blocks; {@link NonlinearDutchDecay#none()} for a flat input. */
  public abstract NonlinearDutchDecay curve();

  /** The most the input can become, uint256: the permit's amount. */
  public abstract BigInteger maxAmount();

  /** How much the amount rises per gwei of base fee above the order's starting base fee, uint256. */
  public abstract BigInteger adjustmentPerGweiBaseFee();

  /** A builder; every attribute is required. */
  public static ImmutableV3DutchInput.Builder builder() {
    return ImmutableV3DutchInput.builder();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("input.startAmount", startAmount());
    Orders.checkUint256("input.maxAmount", maxAmount());
    Orders.checkUint256("input.adjustmentPerGweiBaseFee", adjustmentPerGweiBaseFee());
    if (startAmount().compareTo(maxAmount()) > 0) {
      throw new InvalidTypedDataException("input.startAmount", "must be <= maxAmount (" + maxAmount()
          + "), the most the permit lets the reactor take, was " + startAmount());
    }
  }

  /** The {@code V3DutchInput} struct's members, of {@link Orders#V3_DUTCH_INPUT_ABI}. */
  List<Object> toAbi() {
    return List.of(token(), startAmount(), curve().toAbi(), maxAmount(), adjustmentPerGweiBaseFee());
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("token", token().toChecksumHex());
    node.put("startAmount", startAmount().toString());
    node.set("curve", curve().toJson());
    node.put("maxAmount", maxAmount().toString());
    node.put("adjustmentPerGweiBaseFee", adjustmentPerGweiBaseFee().toString());
    return node;
  }
}
