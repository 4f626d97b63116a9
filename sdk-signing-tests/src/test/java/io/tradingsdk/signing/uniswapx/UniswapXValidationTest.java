package io.tradingsdk.signing.uniswapx;

import static io.tradingsdk.signing.uniswapx.UniswapXBuildersTest.big;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchOrderInfoV2;
import io.tradingsdk.models.quote.DutchOrderInfoV3;
import io.tradingsdk.models.quote.PriorityOrderInfo;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.assertj.core.api.AbstractThrowableAssert;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** Bad orders are refused when built, with an InvalidTypedDataException naming the field. */
class UniswapXValidationTest {
  private static final Address TOKEN = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address OTHER = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  private static final Address ZERO = Address.fromBytes(new byte[20]);
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);
  private static final BigInteger ONE = BigInteger.ONE;

  private static ImmutableOrderInfoToSign.Builder info() {
    return OrderInfoToSign.builder().reactor(OTHER).swapper(TOKEN).nonce(BigInteger.TEN).deadline(BigInteger.valueOf(1_767_225_600L));
  }

  private static AbstractThrowableAssert<?, ? extends Throwable> refused(ThrowingCallable build, String path) {
    return assertThatThrownBy(build).isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith(path + ": ")
        .satisfies(e -> assertThat(((InvalidTypedDataException) e).path()).isEqualTo(path));
  }

  @Test
  void orderInfo() {
    refused(() -> info().nonce(TWO_256).build(), "info.nonce").hasMessageContaining("does not fit uint256");
    refused(() -> info().nonce(BigInteger.valueOf(-1)).build(), "info.nonce");
    refused(() -> info().deadline(BigInteger.ZERO).build(), "info.deadline").hasMessageContaining("must be > 0");
    refused(() -> info().deadline(TWO_256).build(), "info.deadline");
    refused(() -> info().additionalValidationData("0x123").build(), "info.additionalValidationData");
    refused(() -> info().additionalValidationData("12").build(), "info.additionalValidationData");
    refused(() -> info().additionalValidationData("0xzz").build(), "info.additionalValidationData");
    // Digits of other scripts that Character.digit reads as hex: refused, not encoded as 0x33 or 0xaa.
    refused(() -> info().additionalValidationData("0x\u0663\u0663").build(), "info.additionalValidationData");
    refused(() -> info().additionalValidationData("0x\uff21\uff21").build(), "info.additionalValidationData");
    OrderInfoToSign defaults = info().build();
    assertThat(defaults.additionalValidationContract()).isEqualTo(ZERO);
    assertThat(defaults.additionalValidationData()).isEqualTo("0x");
    assertThat(info().deadline(TWO_256.subtract(ONE)).additionalValidationData("0xABcd").build().toJson().get("additionalValidationData").asText())
        .isEqualTo("0xabcd");
  }

  @Test
  void v2DutchOrder() {
    refused(() -> DutchInputToSign.builder().token(TOKEN).startAmount(BigInteger.TWO).endAmount(ONE).build(), "input.startAmount")
        .hasMessageContaining("IncorrectAmounts");
    refused(() -> DutchInputToSign.of(TOKEN, TWO_256), "input.startAmount");
    refused(() -> DutchOutputToSign.builder().token(TOKEN).startAmount(ONE).endAmount(BigInteger.TWO).recipient(OTHER).build(), "output.startAmount");
    refused(() -> DutchOutputToSign.builder().token(TOKEN).startAmount(TWO_256).endAmount(ONE).recipient(OTHER).build(), "output.startAmount");
    refused(() -> DutchOutputToSign.builder().token(TOKEN).startAmount(ONE).endAmount(BigInteger.valueOf(-1)).recipient(OTHER).build(), "output.endAmount");
    DutchOutputToSign output = DutchOutputToSign.builder().token(TOKEN).startAmount(ONE).endAmount(ONE).recipient(OTHER).build();
    refused(() -> V2DutchOrder.builder().info(info().build()).cosigner(OTHER).input(DutchInputToSign.of(TOKEN, ONE)).build(), "outputs")
        .hasMessageContaining("at least one output");
    refused(() -> V2DutchOrder.builder().info(info().build()).cosigner(ZERO).input(DutchInputToSign.of(TOKEN, ONE)).addOutput(output).build(), "cosigner");
    assertThat(V2DutchOrder.builder().info(info().build()).cosigner(OTHER).input(DutchInputToSign.of(TOKEN, ONE)).addOutput(output).build().outputs())
        .hasSize(1);
  }

  @Test
  void v3Curves() {
    refused(() -> NonlinearDutchDecay.of(List.of(1, 2), big(1)), "curve.relativeAmounts").hasMessageContaining("one amount per relative block");
    refused(() -> NonlinearDutchDecay.of(List.of(1, 65536), big(1, 2)), "curve.relativeBlocks[1]").hasMessageContaining("uint16");
    refused(() -> NonlinearDutchDecay.of(List.of(-1), big(1)), "curve.relativeBlocks[0]");
    refused(() -> NonlinearDutchDecay.of(List.of(5, 5), big(1, 2)), "curve.relativeBlocks[1]").hasMessageContaining("greater than the block before it");
    refused(() -> NonlinearDutchDecay.of(List.of(5, 4), big(1, 2)), "curve.relativeBlocks[1]");
    List<Integer> seventeen = new ArrayList<>();
    for (int i = 0; i < 17; i++) {
      seventeen.add(i);
    }
    refused(() -> NonlinearDutchDecay.of(seventeen, Collections.nCopies(17, ONE)), "curve.relativeBlocks").hasMessageContaining("at most 16");
    BigInteger minInt = BigInteger.ONE.shiftLeft(255).negate();
    refused(() -> NonlinearDutchDecay.of(List.of(1), List.of(minInt.subtract(ONE))), "curve.relativeAmounts[0]").hasMessageContaining("int256");
    refused(() -> NonlinearDutchDecay.of(List.of(1), List.of(minInt.negate())), "curve.relativeAmounts[0]");
    assertThat(NonlinearDutchDecay.of(List.of(0, 65535), List.of(minInt, minInt.negate().subtract(ONE))).relativeAmounts()).hasSize(2);
  }

  @Test
  void v3DutchOrder() {
    refused(() -> v3Input().startAmount(BigInteger.TEN).maxAmount(ONE).build(), "input.startAmount").hasMessageContaining("maxAmount");
    refused(() -> v3Input().adjustmentPerGweiBaseFee(BigInteger.valueOf(-1250000000)).build(), "input.adjustmentPerGweiBaseFee");
    refused(() -> v3Output().startAmount(ONE).minAmount(BigInteger.TEN).build(), "output.startAmount").hasMessageContaining("minAmount");
    refused(() -> v3Output().adjustmentPerGweiBaseFee(TWO_256).build(), "output.adjustmentPerGweiBaseFee");
    refused(() -> v3Order().startingBaseFee(TWO_256).build(), "startingBaseFee");
    refused(() -> v3Order().cosigner(ZERO).build(), "cosigner");
    refused(() -> V3DutchOrder.builder().info(info().build()).cosigner(OTHER).startingBaseFee(ONE).input(v3Input().build()).build(), "outputs");
    assertThat(v3Order().build().witness().value().at("/baseOutputs/0/curve/relativeBlocks").asText()).isEqualTo("0");
  }

  @Test
  void priorityOrder() {
    refused(() -> PriorityInputToSign.builder().token(TOKEN).amount(TWO_256).mpsPerPriorityFeeWei(BigInteger.ZERO).build(), "input.amount");
    refused(() -> PriorityOutputToSign.builder().token(TOKEN).amount(ONE).mpsPerPriorityFeeWei(BigInteger.valueOf(-1)).recipient(OTHER).build(),
        "output.mpsPerPriorityFeeWei");
    refused(() -> priorityOrder(ONE, ONE).build(), "outputs[0].mpsPerPriorityFeeWei").hasMessageContaining("InputOutputScaling");
    refused(() -> priorityOrder(BigInteger.ZERO, ONE).auctionStartBlock(BigInteger.ZERO).build(), "auctionStartBlock");
    refused(() -> priorityOrder(BigInteger.ZERO, ONE).baselinePriorityFeeWei(TWO_256).build(), "baselinePriorityFeeWei");
    refused(() -> PriorityOrder.builder().info(info().build()).cosigner(ZERO).auctionStartBlock(ONE).baselinePriorityFeeWei(ONE)
        .input(PriorityInputToSign.builder().token(TOKEN).amount(ONE).mpsPerPriorityFeeWei(ONE).build()).build(), "outputs");
    // The zero cosigner is allowed: a priority order may go without one.
    assertThat(priorityOrder(BigInteger.ZERO, ONE).cosigner(ZERO).build().cosigner()).isEqualTo(ZERO);
    assertThat(priorityOrder(ONE, BigInteger.ZERO).build().input().mpsPerPriorityFeeWei()).isEqualTo(ONE);
  }

  @Test
  void fromQuoteNamesTheQuoteField() throws IOException {
    ObjectNode v2 = quoteOrderInfo("quote-dutch-v2.json");
    v2.remove("cosigner");
    refused(() -> V2DutchOrder.fromQuote(TradingJson.mapper().treeToValue(v2, DutchOrderInfoV2.class)), "orderInfo.cosigner")
        .hasMessageContaining("missing");
    ObjectNode v2BadRecipient = quoteOrderInfo("quote-dutch-v2.json");
    ((ObjectNode) v2BadRecipient.at("/outputs/1")).put("recipient", "0x27213E28D7fDA5c57Fe9e5dD923818DBCcf71C47");
    refused(() -> V2DutchOrder.fromQuote(TradingJson.mapper().treeToValue(v2BadRecipient, DutchOrderInfoV2.class)), "orderInfo.outputs[1].recipient")
        .hasMessageContaining("checksum");

    ObjectNode v3 = quoteOrderInfo("quote-dutch-v3.json");
    ((ObjectNode) v3.at("/outputs/0")).remove("minAmount");
    refused(() -> V3DutchOrder.fromQuote(TradingJson.mapper().treeToValue(v3, DutchOrderInfoV3.class)), "orderInfo.outputs[0].minAmount");
    ObjectNode v3BigBlock = quoteOrderInfo("quote-dutch-v3.json");
    ((com.fasterxml.jackson.databind.node.ArrayNode) v3BigBlock.at("/outputs/0/curve/relativeBlocks")).set(2, 70000);
    refused(() -> V3DutchOrder.fromQuote(TradingJson.mapper().treeToValue(v3BigBlock, DutchOrderInfoV3.class)),
        "orderInfo.outputs[0].curve.relativeBlocks");

    ObjectNode priority = quoteOrderInfo("quote-priority.json");
    priority.remove("cosigner");
    priority.remove("additionalValidationContract");
    priority.remove("additionalValidationData");
    PriorityOrder lenient = PriorityOrder.fromQuote(TradingJson.mapper().treeToValue(priority, PriorityOrderInfo.class));
    assertThat(lenient.cosigner()).isEqualTo(ZERO);
    assertThat(lenient.info().additionalValidationData()).isEqualTo("0x");
  }

  private static ObjectNode quoteOrderInfo(String file) throws IOException {
    return (ObjectNode) TradingJson.mapper().readTree(UniswapXBuildersTest.resource(file)).at("/quote/orderInfo").deepCopy();
  }

  private static ImmutableV3DutchInput.Builder v3Input() {
    return V3DutchInput.builder().token(TOKEN).startAmount(ONE).curve(NonlinearDutchDecay.none()).maxAmount(ONE)
        .adjustmentPerGweiBaseFee(BigInteger.ZERO);
  }

  private static ImmutableV3DutchOutput.Builder v3Output() {
    return V3DutchOutput.builder().token(OTHER).startAmount(BigInteger.TEN).curve(NonlinearDutchDecay.none()).recipient(TOKEN)
        .minAmount(ONE).adjustmentPerGweiBaseFee(BigInteger.ZERO);
  }

  private static ImmutableV3DutchOrder.Builder v3Order() {
    return V3DutchOrder.builder().info(info().build()).cosigner(OTHER).startingBaseFee(ONE).input(v3Input().build())
        .addOutput(v3Output().build());
  }

  private static ImmutablePriorityOrder.Builder priorityOrder(BigInteger inputMps, BigInteger outputMps) {
    return PriorityOrder.builder().info(info().build()).cosigner(OTHER).auctionStartBlock(ONE).baselinePriorityFeeWei(BigInteger.ZERO)
        .input(PriorityInputToSign.builder().token(TOKEN).amount(ONE).mpsPerPriorityFeeWei(inputMps).build())
        .addOutput(PriorityOutputToSign.builder().token(OTHER).amount(ONE).mpsPerPriorityFeeWei(outputMps).recipient(TOKEN).build());
  }
}
