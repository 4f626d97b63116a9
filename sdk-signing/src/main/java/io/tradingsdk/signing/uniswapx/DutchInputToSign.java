package io.tradingsdk.signing.uniswapx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * The input of a {@link V2DutchOrder}: the token the swapper pays, which may grow linearly from
 * {@code startAmount} to {@code endAmount} while the auction decays. The permit allows {@code
 * endAmount}, the most the order can take.
 */
@Value.Immutable
public abstract class DutchInputToSign {
  /** The ERC-20 token the swapper pays. */
  public abstract Address token();

  /** The amount at the start of the decay, uint256. */
  public abstract BigInteger startAmount();

  /** The amount at its end, uint256, at least {@code startAmount} (an input never decays downwards). */
  public abstract BigInteger endAmount();

  /** A builder; every attribute is required. */
  public static ImmutableDutchInputToSign.Builder builder() {
    return ImmutableDutchInputToSign.builder();
  }

  /** An input that does not decay. */
  public static DutchInputToSign of(Address token, BigInteger amount) {
    return builder().token(token).startAmount(amount).endAmount(amount).build();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("input.startAmount", startAmount());
    Orders.checkUint256("input.endAmount", endAmount());
    if (startAmount().compareTo(endAmount()) > 0) {
      throw new InvalidTypedDataException("input.startAmount", "must be <= endAmount (" + endAmount()
          + "): an input only grows as the order decays (the reactor reverts IncorrectAmounts), was " + startAmount());
    }
  }

  /** The {@code DutchInput} struct's members, of {@link Orders#DUTCH_INPUT_ABI}. */
  List<Object> toAbi() {
    return List.of(token(), startAmount(), endAmount());
  }
}
