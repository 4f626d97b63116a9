package io.tradingsdk.signing.uniswapx;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.permit2.Permit2;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The typed order builders give, for every oracle case, the digest, order hash and signature of the
 * equivalent {@code permitData} (src/test/resources/eip712/uniswapx).
 */
class UniswapXBuildersTest {
  static final List<JsonNode> CASES = load();

  static Stream<Arguments> cases() {
    return CASES.stream().map(c -> Arguments.of(Named.of(c.get("name").asText(), c)));
  }

  @ParameterizedTest
  @MethodSource("cases")
  void theBuiltOrderHashesAndSignsAsTheOracles(JsonNode vector) {
    UniswapXOrderToSign order = orderOf(vector.get("order"));
    JsonNode spec = vector.get("order");
    TypedData built = order.toTypedData(Permit2.domain(spec.get("chainId").asLong(), Address.of(spec.get("permit2").asText())));

    assertThat(built.primaryType()).isEqualTo("PermitWitnessTransferFrom");
    assertThat(built.encodedType()).isEqualTo(vector.get("encodedType").asText());
    assertThat(built.domainSeparator().toHex()).isEqualTo(vector.get("domainSeparator").asText());
    assertThat(built.structHash().toHex()).isEqualTo(vector.get("structHash").asText());
    assertThat(built.digest().toHex()).isEqualTo(vector.get("digest").asText());
    assertThat(order.orderHash().toHex()).isEqualTo(vector.get("orderHash").asText());
    assertThat(built.digest()).isEqualTo(TypedData.from(vector.get("apiPermitData")).digest());

    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(vector.get("privateKey").asText()));
    assertThat(signer.sign(built).toHex()).isEqualTo(vector.get("signature").asText());
  }

  @ParameterizedTest
  @MethodSource("cases")
  void thePermitHalfIsWhatTheReactorAsksPermit2For(JsonNode vector) {
    UniswapXOrderToSign order = orderOf(vector.get("order"));
    JsonNode permitted = vector.at("/typedData/message/permitted");
    assertThat(order.permit().permitted().token()).isEqualTo(Address.of(permitted.get("token").asText()));
    assertThat(order.permit().permitted().amount()).isEqualTo(new BigInteger(permitted.get("amount").asText()));
    assertThat(order.permit().spender()).isEqualTo(order.info().reactor());
    assertThat(order.permit().nonce()).isEqualTo(order.info().nonce());
    assertThat(order.permit().deadline()).isEqualTo(order.info().deadline());
  }

  @Test
  void curvesPackTheirBlocksAsTheContractReadsThem() {
    NonlinearDutchDecay curve = NonlinearDutchDecay.of(List.of(4, 12, 20), big(1, -2, 3));
    assertThat(curve.packedRelativeBlocks()).isEqualTo(BigInteger.valueOf(4L | 12L << 16 | 20L << 32));
    assertThat(NonlinearDutchDecay.none().packedRelativeBlocks()).isZero();
    List<Integer> sixteen = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      sixteen.add(65520 + i);
    }
    BigInteger packed = NonlinearDutchDecay.of(sixteen, java.util.Collections.nCopies(16, BigInteger.ONE)).packedRelativeBlocks();
    assertThat(packed.bitLength()).isEqualTo(256);
    assertThat(packed.shiftRight(240).intValue()).isEqualTo(65535);
  }

  @Test
  void quotesOfEachRoutingGiveTheirOwnPermitDataDigestAndOrderId() throws IOException {
    for (String file : List.of("quote-dutch-v2.json", "quote-dutch-v3.json", "quote-priority.json")) {
      QuoteResponse response = TradingJson.mapper().readValue(resource(file), QuoteResponse.class);
      UniswapXOrderToSign order;
      long chainId;
      if (response.quote() instanceof DutchQuoteV2) {
        DutchQuoteV2 quote = (DutchQuoteV2) response.quote();
        order = V2DutchOrder.fromQuote(quote.orderInfo());
        chainId = quote.orderInfo().chainId().id();
      } else if (response.quote() instanceof DutchQuoteV3) {
        DutchQuoteV3 quote = (DutchQuoteV3) response.quote();
        order = V3DutchOrder.fromQuote(quote.orderInfo());
        chainId = quote.orderInfo().chainId().id();
      } else {
        PriorityQuote quote = (PriorityQuote) response.quote();
        order = PriorityOrder.fromQuote(quote.orderInfo());
        chainId = quote.orderInfo().chainId().id();
      }
      Address permit2 = Address.of(response.permitData().verifyingContract().orElseThrow());
      TypedData fromPermitData = TypedData.from(response.permitData());
      assertThat(order.toTypedData(io.tradingsdk.models.ChainId.of(chainId), permit2).digest()).as(file).isEqualTo(fromPermitData.digest());
      assertThat(order.orderHash().toHex()).as(file).isEqualTo(TradingJson.mapper().readTree(resource(file)).at("/quote/orderId").asText());
    }
  }

  @Test
  void aQuotesOrderSignsWithoutItsPermitData() throws IOException {
    JsonNode vector = CASES.stream().filter(c -> c.get("name").asText().equals("v3/arbitrum-output-curve")).findFirst().orElseThrow();
    QuoteResponse response = TradingJson.mapper().readValue(resource("quote-dutch-v3.json"), QuoteResponse.class);
    DutchQuoteV3 quote = (DutchQuoteV3) response.quote();
    Address permit2 = Address.of(response.permitData().verifyingContract().orElseThrow());
    io.tradingsdk.signing.Signer signer = LocalSigner.of(PrivateKey.fromHex(vector.get("privateKey").asText()));

    V3DutchOrder order = V3DutchOrder.fromQuote(quote.orderInfo());
    TypedData typedData = order.toTypedData(quote.orderInfo().chainId(), permit2);
    io.tradingsdk.signing.Signature signature = signer.sign(typedData);
    io.tradingsdk.signing.Bytes32 orderId = order.orderHash();

    assertThat(signature.toHex()).isEqualTo(vector.get("signature").asText());
    assertThat(signature).isEqualTo(signer.sign(TypedData.from(response.permitData())));
    assertThat(orderId.toHex()).isEqualTo(quote.orderId());
  }

  // ---- building the orders from the vectors' "order" member --------------------------------------

  static UniswapXOrderToSign orderOf(JsonNode spec) {
    switch (spec.get("type").asText()) {
      case "V2DutchOrder": {
        ImmutableV2DutchOrder.Builder b = V2DutchOrder.builder()
            .info(info(spec.get("info")))
            .cosigner(address(spec, "cosigner"))
            .input(DutchInputToSign.builder().token(address(spec.get("input"), "token"))
                .startAmount(number(spec.get("input"), "startAmount")).endAmount(number(spec.get("input"), "endAmount")).build());
        spec.get("outputs").forEach(o -> b.addOutput(DutchOutputToSign.builder().token(address(o, "token"))
            .startAmount(number(o, "startAmount")).endAmount(number(o, "endAmount")).recipient(address(o, "recipient")).build()));
        return b.build();
      }
      case "V3DutchOrder": {
        JsonNode in = spec.get("input");
        ImmutableV3DutchOrder.Builder b = V3DutchOrder.builder()
            .info(info(spec.get("info")))
            .cosigner(address(spec, "cosigner"))
            .startingBaseFee(number(spec, "startingBaseFee"))
            .input(V3DutchInput.builder().token(address(in, "token")).startAmount(number(in, "startAmount"))
                .curve(curve(in.get("curve"))).maxAmount(number(in, "maxAmount"))
                .adjustmentPerGweiBaseFee(number(in, "adjustmentPerGweiBaseFee")).build());
        spec.get("outputs").forEach(o -> b.addOutput(V3DutchOutput.builder().token(address(o, "token"))
            .startAmount(number(o, "startAmount")).curve(curve(o.get("curve"))).recipient(address(o, "recipient"))
            .minAmount(number(o, "minAmount")).adjustmentPerGweiBaseFee(number(o, "adjustmentPerGweiBaseFee")).build()));
        return b.build();
      }
      default: {
        JsonNode in = spec.get("input");
        ImmutablePriorityOrder.Builder b = PriorityOrder.builder()
            .info(info(spec.get("info")))
            .cosigner(address(spec, "cosigner"))
            .auctionStartBlock(number(spec, "auctionStartBlock"))
            .baselinePriorityFeeWei(number(spec, "baselinePriorityFeeWei"))
            .input(PriorityInputToSign.builder().token(address(in, "token")).amount(number(in, "amount"))
                .mpsPerPriorityFeeWei(number(in, "mpsPerPriorityFeeWei")).build());
        spec.get("outputs").forEach(o -> b.addOutput(PriorityOutputToSign.builder().token(address(o, "token"))
            .amount(number(o, "amount")).mpsPerPriorityFeeWei(number(o, "mpsPerPriorityFeeWei"))
            .recipient(address(o, "recipient")).build()));
        return b.build();
      }
    }
  }

  private static OrderInfoToSign info(JsonNode info) {
    return OrderInfoToSign.builder()
        .reactor(address(info, "reactor"))
        .swapper(address(info, "swapper"))
        .nonce(number(info, "nonce"))
        .deadline(number(info, "deadline"))
        .additionalValidationContract(address(info, "additionalValidationContract"))
        .additionalValidationData(info.get("additionalValidationData").asText())
        .build();
  }

  private static NonlinearDutchDecay curve(JsonNode curve) {
    ImmutableNonlinearDutchDecay.Builder b = NonlinearDutchDecay.builder();
    curve.get("relativeBlocks").forEach(x -> b.addRelativeBlock(x.asInt()));
    curve.get("relativeAmounts").forEach(x -> b.addRelativeAmount(new BigInteger(x.asText())));
    return b.build();
  }

  private static Address address(JsonNode node, String field) {
    return Address.of(node.get(field).asText());
  }

  private static BigInteger number(JsonNode node, String field) {
    return new BigInteger(node.get(field).asText());
  }

  static List<BigInteger> big(long... values) {
    List<BigInteger> out = new ArrayList<>();
    for (long v : values) {
      out.add(BigInteger.valueOf(v));
    }
    return out;
  }

  private static List<JsonNode> load() {
    try {
      List<JsonNode> cases = new ArrayList<>();
      TradingJson.mapper().readTree(resource("vectors.json")).get("cases").forEach(cases::add);
      return cases;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static String resource(String name) throws IOException {
    try (InputStream in = UniswapXBuildersTest.class.getResourceAsStream("/eip712/uniswapx/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + name);
      }
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }
}
