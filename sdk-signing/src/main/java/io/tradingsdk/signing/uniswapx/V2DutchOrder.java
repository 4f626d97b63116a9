package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.quote.DutchOrderInfoV2;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.permit2.PermitTransferFrom;
import io.tradingsdk.signing.permit2.Witness;
import java.util.List;
import org.immutables.value.Value;

/**
 * A UniswapX {@code V2DutchOrder} ({@code DUTCH_V2} quotes): an input and outputs that decay
 * linearly over time, cosigned by the quoter.
 *
 * <pre>{@code
 * V2DutchOrder order = V2DutchOrder.builder()
 *     .info(info)
 *     .cosigner(cosigner)
 *     .input(DutchInputToSign.of(usdc, amountIn))
 *     .addOutput(DutchOutputToSign.builder().token(weth).startAmount(out).endAmount(minOut).recipient(swapper).build())
 *     .build();
 * Signature signature = signer.sign(order.toTypedData(ChainId.MAINNET, permit2));
 * }</pre>
 *
 * <p>The permit allows {@code input.endAmount} of {@code input.token}. The witness is the contract's
 * {@code V2DutchOrder(OrderInfo info,address cosigner,address baseInputToken,uint256
 * baseInputStartAmount,uint256 baseInputEndAmount,DutchOutput[] baseOutputs)}.
 */
@Value.Immutable
public abstract class V2DutchOrder implements UniswapXOrderToSign {
  /** The witness type name. */
  public static final String TYPE_NAME = "V2DutchOrder";

  @Override
  public abstract OrderInfoToSign info();

  /** Who cosigns the order's decay parameters; never the zero address (the reactor requires a cosignature). */
  public abstract Address cosigner();

  /** The token the swapper pays and how its amount decays. */
  public abstract DutchInputToSign input();

  /** What must be received, at least one (builder: {@code addOutput}, {@code addAllOutputs}). */
  public abstract List<DutchOutputToSign> outputs();

  /** A builder; every attribute is required, and at least one output. */
  public static ImmutableV2DutchOrder.Builder builder() {
    return ImmutableV2DutchOrder.builder();
  }

  /**
   * The order a {@code DUTCH_V2} quote describes ({@code quote.orderInfo()}). Absent validation
   * fields are the defaults (no additional validation).
   *
   * @throws InvalidTypedDataException naming {@code orderInfo.<field>} when a field is missing or invalid
   */
  public static V2DutchOrder fromQuote(DutchOrderInfoV2 orderInfo) {
    ImmutableV2DutchOrder.Builder builder = builder()
        .info(OrderInfoToSign.fromQuote(orderInfo))
        .cosigner(Orders.address("orderInfo.cosigner", Orders.required("orderInfo.cosigner", orderInfo.cosigner(), "an address")))
        .input(DutchInputToSign.builder()
            .token(Orders.address("orderInfo.input.token",
                Orders.required("orderInfo.input.token", orderInfo.input().token(), "an address")))
            .startAmount(orderInfo.input().startAmount())
            .endAmount(orderInfo.input().endAmount())
            .build());
    List<io.tradingsdk.models.quote.DutchOutput> outputs = orderInfo.outputs();
    for (int i = 0; i < outputs.size(); i++) {
      io.tradingsdk.models.quote.DutchOutput output = outputs.get(i);
      String path = "orderInfo.outputs[" + i + "]";
      builder.addOutput(DutchOutputToSign.builder()
          .token(Orders.address(path + ".token", output.token()))
          .startAmount(output.startAmount())
          .endAmount(output.endAmount())
          .recipient(Orders.address(path + ".recipient", output.recipient()))
          .build());
    }
    return builder.build();
  }

  @Value.Check
  protected void check() {
    Orders.checkCosigned(cosigner(), "V2");
    Orders.checkNotEmpty("outputs", outputs(), "output");
  }

  @Override
  public PermitTransferFrom permit() {
    return Orders.permit(info(), input().token(), input().endAmount());
  }

  @Override
  public Witness witness() {
    ObjectNode value = JsonNodeFactory.instance.objectNode();
    value.set("info", info().toJson());
    value.put("cosigner", cosigner().toChecksumHex());
    value.put("baseInputToken", input().token().toChecksumHex());
    value.put("baseInputStartAmount", input().startAmount().toString());
    value.put("baseInputEndAmount", input().endAmount().toString());
    ArrayNode outputs = value.putArray("baseOutputs");
    outputs().forEach(output -> outputs.add(output.toJson()));
    return Witness.of(TYPE_NAME, Orders.V2_DUTCH_ORDER_TYPES, value);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The struct is {@code V2DutchOrder(OrderInfo info, address cosigner, DutchInput baseInput,
   * DutchOutput[] baseOutputs, CosignerData cosignerData, bytes cosignature)}; the output overrides
   * of the blank cosigner data are a single zero, as the uniswapx-sdk writes them.
   */
  @Override
  public String encodedOrder() {
    return Orders.encodedOrder(Orders.V2_DUTCH_ORDER_ABI, toAbi());
  }

  /** The order struct's members, of {@link Orders#V2_DUTCH_ORDER_ABI}. */
  List<Object> toAbi() {
    return List.of(info().toAbi(), cosigner(), input().toAbi(), Orders.abiList(outputs(), DutchOutputToSign::toAbi),
        Orders.blankV2CosignerData(), Orders.noCosignature());
  }
}
