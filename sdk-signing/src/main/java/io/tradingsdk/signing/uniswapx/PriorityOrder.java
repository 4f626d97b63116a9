package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.quote.PriorityOrderInfo;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.permit2.PermitTransferFrom;
import io.tradingsdk.signing.permit2.Witness;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * A UniswapX {@code PriorityOrder} ({@code PRIORITY} quotes, on priority-ordered chains such as
 * Base and Unichain): fillers compete on priority fee from {@code auctionStartBlock}, and either
 * the input or the outputs scale with the fee they pay.
 *
 * <pre>{@code
 * PriorityOrder order = PriorityOrder.builder()
 *     .info(info).cosigner(cosigner)
 *     .auctionStartBlock(startBlock).baselinePriorityFeeWei(BigInteger.ZERO)
 *     .input(PriorityInputToSign.builder().token(usdc).amount(in).mpsPerPriorityFeeWei(BigInteger.ZERO).build())
 *     .addOutput(PriorityOutputToSign.builder().token(weth).amount(minOut).mpsPerPriorityFeeWei(mps).recipient(swapper).build())
 *     .build();
 * }</pre>
 *
 * <p>The permit allows {@code input.amount} of {@code input.token}. The witness is the contract's
 * {@code PriorityOrder(OrderInfo info,address cosigner,uint256 auctionStartBlock,uint256
 * baselinePriorityFeeWei,PriorityInput input,PriorityOutput[] outputs)}.
 */
@Value.Immutable
public abstract class PriorityOrder implements UniswapXOrderToSign {
  /** The witness type name. */
  public static final String TYPE_NAME = "PriorityOrder";

  @Override
  public abstract OrderInfoToSign info();

  /** Who may cosign an earlier auction start; the zero address for none (allowed for priority orders). */
  public abstract Address cosigner();

  /** The block from which the order can be filled, uint256, above 0. */
  public abstract BigInteger auctionStartBlock();

  /** The priority fee (wei) above which scaling applies, uint256. */
  public abstract BigInteger baselinePriorityFeeWei();

  /** The token the swapper pays. */
  public abstract PriorityInputToSign input();

  /** What must be received, at least one (builder: {@code addOutput}, {@code addAllOutputs}). */
  public abstract List<PriorityOutputToSign> outputs();

  /** A builder; every attribute is required, and at least one output. */
  public static ImmutablePriorityOrder.Builder builder() {
    return ImmutablePriorityOrder.builder();
  }

  /**
   * The order a {@code PRIORITY} quote describes ({@code quote.orderInfo()}). An absent cosigner is
   * the zero address; absent validation fields are the defaults.
   *
   * @throws InvalidTypedDataException naming {@code orderInfo.<field>} when a field is invalid
   */
  public static PriorityOrder fromQuote(PriorityOrderInfo orderInfo) {
    ImmutablePriorityOrder.Builder builder = builder()
        .info(OrderInfoToSign.fromQuote(orderInfo))
        .cosigner(orderInfo.cosigner().map(c -> Orders.address("orderInfo.cosigner", c)).orElse(Orders.ZERO_ADDRESS))
        .auctionStartBlock(orderInfo.auctionStartBlock())
        .baselinePriorityFeeWei(orderInfo.baselinePriorityFeeWei())
        .input(PriorityInputToSign.builder()
            .token(Orders.address("orderInfo.input.token", orderInfo.input().token()))
            .amount(orderInfo.input().amount())
            .mpsPerPriorityFeeWei(orderInfo.input().mpsPerPriorityFeeWei())
            .build());
    List<io.tradingsdk.models.quote.PriorityOutput> outputs = orderInfo.outputs();
    for (int i = 0; i < outputs.size(); i++) {
      io.tradingsdk.models.quote.PriorityOutput output = outputs.get(i);
      String path = "orderInfo.outputs[" + i + "]";
      builder.addOutput(PriorityOutputToSign.builder()
          .token(Orders.address(path + ".token", output.token()))
          .amount(output.amount())
          .mpsPerPriorityFeeWei(output.mpsPerPriorityFeeWei())
          .recipient(Orders.address(path + ".recipient", output.recipient()))
          .build());
    }
    return builder.build();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("auctionStartBlock", auctionStartBlock());
    if (auctionStartBlock().signum() == 0) {
      throw new InvalidTypedDataException("auctionStartBlock", "must be > 0, was 0");
    }
    Orders.checkUint256("baselinePriorityFeeWei", baselinePriorityFeeWei());
    Orders.checkNotEmpty("outputs", outputs(), "output");
    if (input().mpsPerPriorityFeeWei().signum() > 0) {
      for (int i = 0; i < outputs().size(); i++) {
        if (outputs().get(i).mpsPerPriorityFeeWei().signum() > 0) {
          throw new InvalidTypedDataException("outputs[" + i + "].mpsPerPriorityFeeWei", "must be 0 when the input"
              + " scales (input.mpsPerPriorityFeeWei > 0): the reactor reverts InputOutputScaling, was "
              + outputs().get(i).mpsPerPriorityFeeWei());
        }
      }
    }
  }

  @Override
  public PermitTransferFrom permit() {
    return Orders.permit(info(), input().token(), input().amount());
  }

  @Override
  public Witness witness() {
    ObjectNode value = JsonNodeFactory.instance.objectNode();
    value.set("info", info().toJson());
    value.put("cosigner", cosigner().toChecksumHex());
    value.put("auctionStartBlock", auctionStartBlock().toString());
    value.put("baselinePriorityFeeWei", baselinePriorityFeeWei().toString());
    value.set("input", input().toJson());
    ArrayNode outputs = value.putArray("outputs");
    outputs().forEach(output -> outputs.add(output.toJson()));
    return Witness.of(TYPE_NAME, Orders.PRIORITY_ORDER_TYPES, value);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The struct is {@code PriorityOrder(OrderInfo info, address cosigner, uint256 auctionStartBlock,
   * uint256 baselinePriorityFeeWei, PriorityInput input, PriorityOutput[] outputs,
   * PriorityCosignerData cosignerData, bytes cosignature)}, the cosigner data a zero {@code
   * auctionTargetBlock}.
   */
  @Override
  public String encodedOrder() {
    return Orders.encodedOrder(Orders.PRIORITY_ORDER_ABI, toAbi());
  }

  /** The order struct's members, of {@link Orders#PRIORITY_ORDER_ABI}. */
  List<Object> toAbi() {
    return List.of(info().toAbi(), cosigner(), auctionStartBlock(), baselinePriorityFeeWei(), input().toAbi(),
        Orders.abiList(outputs(), PriorityOutputToSign::toAbi), Orders.blankPriorityCosignerData(), Orders.noCosignature());
  }
}
