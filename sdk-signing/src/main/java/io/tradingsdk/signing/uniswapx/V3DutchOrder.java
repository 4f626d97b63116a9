package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.quote.DutchInputV3;
import io.tradingsdk.models.quote.DutchOrderInfoV3;
import io.tradingsdk.models.quote.DutchOutputV3;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.permit2.PermitTransferFrom;
import io.tradingsdk.signing.permit2.Witness;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * A UniswapX {@code V3DutchOrder} ({@code DUTCH_V3} quotes): an input and outputs that follow
 * block-based curves and adjust to the base fee, cosigned by the quoter.
 *
 * <pre>{@code
 * V3DutchOrder order = V3DutchOrder.builder()
 *     .info(info).cosigner(cosigner).startingBaseFee(baseFee)
 *     .input(V3DutchInput.builder().token(usdc).startAmount(in).curve(NonlinearDutchDecay.none())
 *         .maxAmount(in).adjustmentPerGweiBaseFee(BigInteger.ZERO).build())
 *     .addOutput(V3DutchOutput.builder().token(weth).startAmount(out)
 *         .curve(NonlinearDutchDecay.of(List.of(4, 12), List.of(gwei(1), gwei(3))))
 *         .recipient(swapper).minAmount(minOut).adjustmentPerGweiBaseFee(BigInteger.ZERO).build())
 *     .build();
 * }</pre>
 *
 * <p>The permit allows {@code input.maxAmount} of {@code input.token}. The witness is the contract's
 * {@code V3DutchOrder(OrderInfo info,address cosigner,uint256 startingBaseFee,V3DutchInput
 * baseInput,V3DutchOutput[] baseOutputs)}, with each curve's blocks packed into one uint256.
 */
@Value.Immutable
public abstract class V3DutchOrder implements UniswapXOrderToSign {
  /** The witness type name. */
  public static final String TYPE_NAME = "V3DutchOrder";

  @Override
  public abstract OrderInfoToSign info();

  /** Who cosigns the order's decay parameters; never the zero address (the reactor requires a cosignature). */
  public abstract Address cosigner();

  /** The base fee (wei) the gas adjustments are measured from, uint256. */
  public abstract BigInteger startingBaseFee();

  /** The token the swapper pays, its curve and cap. */
  public abstract V3DutchInput input();

  /** What must be received, at least one (builder: {@code addOutput}, {@code addAllOutputs}). */
  public abstract List<V3DutchOutput> outputs();

  /** A builder; every attribute is required, and at least one output. */
  public static ImmutableV3DutchOrder.Builder builder() {
    return ImmutableV3DutchOrder.builder();
  }

  /**
   * The order a {@code DUTCH_V3} quote describes ({@code quote.orderInfo()}), its curves' blocks
   * packed as the contract reads them. Absent validation fields are the defaults.
   *
   * @throws InvalidTypedDataException naming {@code orderInfo.<field>} when a field is missing or invalid
   */
  public static V3DutchOrder fromQuote(DutchOrderInfoV3 orderInfo) {
    DutchInputV3 input = orderInfo.input();
    ImmutableV3DutchOrder.Builder builder = builder()
        .info(OrderInfoToSign.fromQuote(orderInfo))
        .cosigner(Orders.address("orderInfo.cosigner", Orders.required("orderInfo.cosigner", orderInfo.cosigner(), "an address")))
        .startingBaseFee(Orders.required("orderInfo.startingBaseFee", orderInfo.startingBaseFee(), "a uint256"))
        .input(V3DutchInput.builder()
            .token(Orders.address("orderInfo.input.token", input.token()))
            .startAmount(input.startAmount())
            .curve(NonlinearDutchDecay.fromQuote(input.curve(), "orderInfo.input.curve"))
            .maxAmount(input.maxAmount())
            .adjustmentPerGweiBaseFee(input.adjustmentPerGweiBaseFee())
            .build());
    List<DutchOutputV3> outputs = orderInfo.outputs();
    for (int i = 0; i < outputs.size(); i++) {
      DutchOutputV3 output = outputs.get(i);
      String path = "orderInfo.outputs[" + i + "]";
      builder.addOutput(V3DutchOutput.builder()
          .token(Orders.address(path + ".token", output.token()))
          .startAmount(output.startAmount())
          .curve(NonlinearDutchDecay.fromQuote(output.curve(), path + ".curve"))
          .recipient(Orders.address(path + ".recipient", output.recipient()))
          .minAmount(Orders.required(path + ".minAmount", output.minAmount(), "a uint256"))
          .adjustmentPerGweiBaseFee(output.adjustmentPerGweiBaseFee())
          .build());
    }
    return builder.build();
  }

  @Value.Check
  protected void check() {
    Orders.checkCosigned(cosigner(), "V3");
    Orders.checkUint256("startingBaseFee", startingBaseFee());
    Orders.checkNotEmpty("outputs", outputs(), "output");
  }

  @Override
  public PermitTransferFrom permit() {
    return Orders.permit(info(), input().token(), input().maxAmount());
  }

  @Override
  public Witness witness() {
    ObjectNode value = JsonNodeFactory.instance.objectNode();
    value.set("info", info().toJson());
    value.put("cosigner", cosigner().toChecksumHex());
    value.put("startingBaseFee", startingBaseFee().toString());
    value.set("baseInput", input().toJson());
    ArrayNode outputs = value.putArray("baseOutputs");
    outputs().forEach(output -> outputs.add(output.toJson()));
    return Witness.of(TYPE_NAME, Orders.V3_DUTCH_ORDER_TYPES, value);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The struct is {@code V3DutchOrder(OrderInfo info, address cosigner, uint256 startingBaseFee,
   * V3DutchInput baseInput, V3DutchOutput[] baseOutputs, CosignerData cosignerData, bytes
   * cosignature)}, every curve with its own packed blocks, as the order hash covers them. The
   * uniswapx-sdk's {@code UnsignedV3DutchOrder.serialize()} (3.1.0) instead writes the input curve's
   * packed blocks into every output curve, so the two differ when an output's blocks are not the
   * input's; its {@code CosignedV3DutchOrder.serialize()} writes them as here.
   */
  @Override
  public String encodedOrder() {
    return Orders.encodedOrder(Orders.V3_DUTCH_ORDER_ABI, toAbi());
  }

  /** The order struct's members, of {@link Orders#V3_DUTCH_ORDER_ABI}. */
  List<Object> toAbi() {
    return List.of(info().toAbi(), cosigner(), startingBaseFee(), input().toAbi(),
        Orders.abiList(outputs(), V3DutchOutput::toAbi), Orders.blankV3CosignerData(), Orders.noCosignature());
  }
}
