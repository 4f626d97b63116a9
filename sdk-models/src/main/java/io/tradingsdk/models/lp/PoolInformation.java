package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.WireInteger;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One pool of a {@link PoolInfoResponse}. Every field is optional, as the document says. The
 * document's own example breaks its schema, and the model reads what the example sends: {@code
 * fee}, {@code tickSpacing}, {@code currentTick} and the token decimals are JSON numbers or decimal
 * strings ({@link WireInteger}, written back in the form received), {@code poolProtocol} a bare
 * string or an array ({@link PoolProtocols}).
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePoolInformation.class)
@JsonDeserialize(as = ImmutablePoolInformation.class)
public abstract class PoolInformation implements Extensible {
  /** The pool address (V3), pool id (V4) or pair address (V2). */
  public abstract Optional<String> poolReferenceIdentifier();

  public abstract Optional<PoolProtocols> poolProtocol();

  public abstract Optional<String> tokenAddressA();

  public abstract Optional<String> tokenAddressB();

  public abstract Optional<WireInteger> tickSpacing();

  /** The pool fee in hundredths of a basis point ({@code 3000} is 0.3%). */
  public abstract Optional<WireInteger> fee();

  public abstract Optional<String> hookAddress();

  public abstract Optional<ChainId> chainId();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> tokenAmountA();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> tokenAmountB();

  public abstract Optional<WireInteger> tokenDecimalsA();

  public abstract Optional<WireInteger> tokenDecimalsB();

  /** The pool's in-range liquidity. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> poolLiquidity();

  /** The square root of the price, Q64.96. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> sqrtRatioX96();

  public abstract Optional<WireInteger> currentTick();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> tokenAReserves();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> tokenBReserves();

  public static ImmutablePoolInformation.Builder builder() {
    return ImmutablePoolInformation.builder();
  }

  public ImmutablePoolInformation.Builder toBuilder() {
    return ImmutablePoolInformation.builder().from(this);
  }
}
