package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * UniswapX {@code V3DutchOutput}: a token the recipient of a {@link V3DutchOrder} must receive, its
 * curve over blocks and its gas adjustment, never below {@code minAmount}.
 */
@Value.Immutable
public abstract class V3DutchOutput {
  /** The token to receive (the zero address for the native currency). */
  public abstract Address token();

  /** The amount at the decay start block, uint256, at least {@code minAmount}. */
  public abstract BigInteger startAmount();

  /** How the amount moves over blocks; {@link NonlinearDutchDecay#none()} for a flat output. */
  public abstract NonlinearDutchDecay curve();

  /** Who receives it: the swapper, or a fee recipient. */
  public abstract Address recipient();

  /** The least the output can become, uint256. */
  public abstract BigInteger minAmount();

  /** How much the amount falls per gwei of base fee above the order's starting base fee, uint256. */
  public abstract BigInteger adjustmentPerGweiBaseFee();

  /** A builder; every attribute is required. */
  public static ImmutableV3DutchOutput.Builder builder() {
    return ImmutableV3DutchOutput.builder();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("output.startAmount", startAmount());
    Orders.checkUint256("output.minAmount", minAmount());
    Orders.checkUint256("output.adjustmentPerGweiBaseFee", adjustmentPerGweiBaseFee());
    if (startAmount().compareTo(minAmount()) < 0) {
      throw new InvalidTypedDataException("output.startAmount", "must be >= minAmount (" + minAmount()
          + "), the least the output can become, was " + startAmount());
    }
  }

  /**
   * The {@code V3DutchOutput} struct: {@code (address,uint256,(uint256,int256[]),address,uint256,uint256)},
   * with this output's own curve (what the order hash covers).
   */
  List<Object> toAbi() {
    return List.of(token(), startAmount(), curve().toAbi(), recipient(), minAmount(), adjustmentPerGweiBaseFee());
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("token", token().toChecksumHex());
    node.put("startAmount", startAmount().toString());
    node.set("curve", curve().toJson());
    node.put("recipient", recipient().toChecksumHex());
    node.put("minAmount", minAmount().toString());
    node.put("adjustmentPerGweiBaseFee", adjustmentPerGweiBaseFee().toString());
    return node;
  }
}
