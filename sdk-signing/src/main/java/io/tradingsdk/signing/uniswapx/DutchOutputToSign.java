package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * UniswapX {@code DutchOutput} of a {@link V2DutchOrder}: a token the recipient must receive, which
 * may shrink linearly from {@code startAmount} to {@code endAmount} while the auction decays.
 */
@Value.Immutable
public abstract class DutchOutputToSign {
  /** The token to receive (the zero address for the native currency). */
  public abstract Address token();

  /** The amount at the start of the decay, uint256. */
  public abstract BigInteger startAmount();

  /** The amount at its end, uint256, at most {@code startAmount} (an output never decays upwards). */
  public abstract BigInteger endAmount();

  /** Who receives it: the swapper, or a fee recipient. */
  public abstract Address recipient();

  /** A builder; every attribute is required. */
  public static ImmutableDutchOutputToSign.Builder builder() {
    return ImmutableDutchOutputToSign.builder();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("output.startAmount", startAmount());
    Orders.checkUint256("output.endAmount", endAmount());
    if (startAmount().compareTo(endAmount()) < 0) {
      throw new InvalidTypedDataException("output.startAmount", "must be >= endAmount (" + endAmount()
          + "): an output only shrinks as the order decays (the reactor reverts IncorrectAmounts), was " + startAmount());
    }
  }

  /** The {@code DutchOutput} struct's members, of {@link Orders#DUTCH_OUTPUT_ABI}. */
  List<Object> toAbi() {
    return List.of(token(), startAmount(), endAmount(), recipient());
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("token", token().toChecksumHex());
    node.put("startAmount", startAmount().toString());
    node.put("endAmount", endAmount().toString());
    node.put("recipient", recipient().toChecksumHex());
    return node;
  }
}
