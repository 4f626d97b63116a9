package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * One order of {@code GET /orders} ({@code UniswapXOrder}): what was signed, where it stands, and,
 * once {@code filled}, the transaction and the amounts settled.
 *
 * <p>Read leniently: the document marks {@code encodedOrder}, {@code signature} and {@code nonce}
 * required, but its {@code required} lists are unreliable, so only the id, status, type and chain
 * are required here.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableUniswapXOrder.class)
@JsonDeserialize(as = ImmutableUniswapXOrder.class)
public abstract class UniswapXOrder implements Extensible {
  public abstract OrderType type();

  public abstract Optional<String> encodedOrder();

  /** The swapper's signature of the order. */
  public abstract Optional<String> signature();

  /** The Permit2 nonce of the order, a uint256. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> nonce();

  public abstract OrderStatus orderStatus();

  public abstract String orderId();

  public abstract ChainId chainId();

  public abstract Optional<String> quoteId();

  public abstract Optional<String> swapper();

  /** The fill transaction, once {@code filled}. */
  public abstract Optional<String> txHash();

  /** Unix seconds (sent by the service, not in the document's schema). */
  public abstract OptionalLong createdAt();

  public abstract Optional<OrderInput> input();

  public abstract Optional<List<OrderOutput>> outputs();

  /** What the fill actually moved, once {@code filled}. */
  public abstract Optional<List<SettledAmount>> settledAmounts();

  public abstract Optional<String> cosignature();

  public abstract Optional<CosignerData> cosignerData();

  public static ImmutableUniswapXOrder.Builder builder() {
    return ImmutableUniswapXOrder.builder();
  }

  public ImmutableUniswapXOrder.Builder toBuilder() {
    return ImmutableUniswapXOrder.builder().from(this);
  }

  @Value.Check
  protected UniswapXOrder freeze() {
    if (FrozenCopies.all(outputs(), settledAmounts())) {
      return this;
    }
    return toBuilder()
        .outputs(FrozenCopies.list(outputs()))
        .settledAmounts(FrozenCopies.list(settledAmounts()))
        .build();
  }
}
