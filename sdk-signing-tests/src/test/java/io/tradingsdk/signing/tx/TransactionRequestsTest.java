package io.tradingsdk.signing.tx;

import static io.tradingsdk.signing.tx.Fixtures.DELEGATE;
import static io.tradingsdk.signing.tx.Fixtures.OTHER;
import static io.tradingsdk.signing.tx.Fixtures.ROUTER;
import static io.tradingsdk.signing.tx.Fixtures.SIGNER;
import static io.tradingsdk.signing.tx.TransactionSigningTest.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.TransactionRequest5792;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The API's transaction requests, as the service sends them, made into transactions with only a fill added. */
class TransactionRequestsTest {
  private static final TransactionFill NONCE_ONLY = TransactionFill.builder().nonce(12).build();

  /** A /swap response's transaction as JSON, parsed by the models like a real response. */
  private static TransactionRequest parse(String json) throws IOException {
    return TradingJson.mapper().readValue(json, TransactionRequest.class);
  }

  private static ImmutableTransactionRequest.Builder request() {
    return TransactionRequest.builder().to(ROUTER.toChecksumHex()).from(SIGNER.address().toChecksumHex())
        .data("0x3593564c0001").value("0x00").chainId(ChainId.BASE).gasLimit(BigInteger.valueOf(250_000));
  }

  @Test
  void aSwapResponsesTransactionNeedsOnlyANonce() throws IOException {
    TransactionRequest request = parse("{\"to\":\"" + ROUTER.toChecksumHex() + "\",\"from\":\""
        + SIGNER.address().toLowerHex() + "\",\"data\":\"0x3593564c00\",\"value\":\"0x038d7ea4c68000\","
        + "\"chainId\":8453,\"gasLimit\":\"184000\",\"maxFeePerGas\":\"6000000\",\"maxPriorityFeePerGas\":\"1000000\"}");
    UnsignedTransaction tx = TransactionRequests.toUnsigned(request, NONCE_ONLY);
    assertThat(tx).isInstanceOf(Eip1559Transaction.class);
    Eip1559Transaction eip1559 = (Eip1559Transaction) tx;
    assertThat(eip1559.chainId()).isEqualTo(8453);
    assertThat(eip1559.nonce()).isEqualTo(12);
    assertThat(eip1559.value()).isEqualTo(new BigInteger("1000000000000000"));
    assertThat(eip1559.data()).isEqualTo(Hex.decode("0x3593564c00", "data"));
    assertThat(eip1559.gasLimit()).isEqualTo(184_000);
    assertThat(eip1559.maxFeePerGas()).isEqualTo(6_000_000);
    assertThat(eip1559.maxPriorityFeePerGas()).isEqualTo(1_000_000);
    assertThat(eip1559.to()).contains(ROUTER);
    assertThat(eip1559.from()).contains(SIGNER.address());
    SignedTransaction signed = tx.sign(SIGNER);
    assertThat(SignedTransaction.decode(signed.raw()).transaction()).isEqualTo(tx);
  }

  @Test
  void decimalAndHexValuesMeanTheSame() {
    UnsignedTransaction hex = TransactionRequests.toUnsigned(request().value("0x0de0b6b3a7640000").build(), fees());
    UnsignedTransaction decimal = TransactionRequests.toUnsigned(request().value("1000000000000000000").build(), fees());
    assertThat(hex).isEqualTo(decimal);
    assertThat(hex.value()).isEqualTo(BigInteger.TEN.pow(18));
    assertThat(TransactionRequests.toUnsigned(request().value("0x").data("0x").build(), fees()).value()).isZero();
  }

  @Test
  void theTypeFollowsTheFees() {
    assertThat(TransactionRequests.toUnsigned(request().gasPrice(BigInteger.TEN).build(), NONCE_ONLY))
        .isInstanceOf(LegacyTransaction.class);
    assertThat(TransactionRequests.toUnsigned(request().build(), TransactionFill.builder().nonce(1).fees(Fees.legacy(10)).build()))
        .isInstanceOf(LegacyTransaction.class);
    assertThat(TransactionRequests.toUnsigned(request().build(), fees())).isInstanceOf(Eip1559Transaction.class);
    // The request has the cap, the fill the tip.
    Eip1559Transaction split = (Eip1559Transaction) TransactionRequests.toUnsigned(
        request().maxFeePerGas(BigInteger.valueOf(100)).build(),
        TransactionFill.builder().nonce(1).fees(Fees.eip1559Part(null, BigInteger.valueOf(2))).build());
    assertThat(split.maxFeePerGas()).isEqualTo(100);
    assertThat(split.maxPriorityFeePerGas()).isEqualTo(2);
    SignedAuthorization delegation = Authorization.of(8453, DELEGATE, 13).sign(SIGNER);
    UnsignedTransaction eip7702 = TransactionRequests.toUnsigned(request().to(SIGNER.address().toChecksumHex()).build(),
        TransactionFill.builder().nonce(12).fees(Fees.eip1559(100, 2)).addAuthorization(delegation).build());
    assertThat(eip7702).isInstanceOf(Eip7702Transaction.class);
    assertThat(((Eip7702Transaction) eip7702).authorizationList()).containsExactly(delegation);
    assertThat(eip7702.sign(SIGNER).type()).isEqualTo(TransactionType.EIP7702);
  }

  @Test
  void feesAreCheckedWhenMadeAndNameTheField() {
    assertThat(Fees.eip1559(10, 1)).isEqualTo(Fees.eip1559(BigInteger.TEN, BigInteger.ONE));
    assertThat(Fees.eip1559(10, 1).isLegacy()).isFalse();
    assertThat(Fees.legacy(7).gasPrice()).contains(BigInteger.valueOf(7));
    assertThat(Fees.legacy(7).maxFeePerGas()).isEmpty();
    assertThat(Fees.eip1559Part(null, BigInteger.TWO).maxFeePerGas()).isEmpty();
    assertRefused(() -> Fees.eip1559(1, 2), "maxPriorityFeePerGas", "2 is above maxFeePerGas 1");
    assertRefused(() -> Fees.eip1559(-1, 0), "maxFeePerGas", "must not be negative");
    assertRefused(() -> Fees.eip1559Part(null, BigInteger.valueOf(-1)), "maxPriorityFeePerGas", "must not be negative");
    assertRefused(() -> Fees.eip1559Part(null, null), "maxFeePerGas", "missing");
    assertRefused(() -> Fees.legacy(null), "gasPrice", "missing");
  }

  @Test
  void theFillAddsAnAccessListToFeeMarketTransactionsOnly() {
    AccessListItem item = AccessListItem.of(ROUTER, List.of(Bytes32.of(new byte[32])));
    TransactionFill withList = TransactionFill.builder().nonce(1).fees(Fees.eip1559(10, 1))
        .accessList(List.of(item)).build();
    assertThat(((Eip1559Transaction) TransactionRequests.toUnsigned(request().build(), withList)).accessList())
        .containsExactly(item);
    TransactionFill legacyWithList = TransactionFill.builder().nonce(1).fees(Fees.legacy(10)).accessList(List.of(item)).build();
    assertRefused(() -> TransactionRequests.toUnsigned(request().build(), legacyWithList), "accessList",
        "a legacy transaction (gasPrice) has no access list");
  }

  @Test
  void theRequestsFromMustSign() {
    UnsignedTransaction tx = TransactionRequests.toUnsigned(request().build(), fees());
    assertRefused(() -> tx.sign(OTHER), "from", "the transaction is from " + SIGNER.address()
        + ", but the signer's address is " + OTHER.address());
  }

  @Test
  void malformedRequestsAreRefusedNamingTheField() {
    assertRefused(() -> TransactionRequests.toUnsigned(request().to("").build(), fees()), "to",
        "missing (an API transaction always calls an account; it never creates a contract)");
    assertRefused(() -> TransactionRequests.toUnsigned(request().to("0x1234").build(), fees()), "to",
        "expected an address of 20 bytes");
    assertRefused(() -> TransactionRequests.toUnsigned(request().to("0x" + "00".repeat(20)).build(), fees()), "to",
        "the zero address");
    assertRefused(() -> TransactionRequests.toUnsigned(request().from("me").build(), fees()), "from", "expected an address");
    assertRefused(() -> TransactionRequests.toUnsigned(request().chainId(ChainId.of(0)).build(), fees()), "chainId",
        "must be positive, got 0");
    assertRefused(() -> TransactionRequests.toUnsigned(request().data("3593564c").build(), fees()), "data",
        "expected 0x-prefixed hex");
    assertRefused(() -> TransactionRequests.toUnsigned(request().data("0x359").build(), fees()), "data",
        "expected an even number of hex digits (two per byte), got 3");
    assertRefused(() -> TransactionRequests.toUnsigned(request().data("0x35zz").build(), fees()), "data",
        "got another character at index 4");
    assertRefused(() -> TransactionRequests.toUnsigned(request().value("ten").build(), fees()), "value",
        "expected a decimal or 0x-hex integer");
    assertRefused(() -> TransactionRequests.toUnsigned(request().value("-1").build(), fees()), "value",
        "must not be negative");
    assertRefused(() -> TransactionRequests.toUnsigned(request().gasLimit(BigInteger.valueOf(-1)).build(), fees()),
        "gasLimit", "must not be negative");
  }

  /**
   * The request's value went to BigInteger's parser, which reads what no node or JavaScript library does: other
   * scripts' digits ("١٠" and the full-width "１０" were signed as 10 wei), a plus sign, a sign after 0x. A value is
   * ASCII digits, decimal or after 0x.
   */
  @Test
  void aValueIsAsciiDigitsOnly() {
    for (String junk : new String[] {"\u0661\u0660", "\uff11\uff10", "+10", "0x+a", "0x-a", "-0x1", "1_0", " 10"}) {
      assertRefused(() -> TransactionRequests.toUnsigned(request().value(junk).build(), fees()), "value",
          "expected a decimal or 0x-hex integer of ASCII digits");
    }
    assertThat(TransactionRequests.toUnsigned(request().value("10").build(), fees()).value()).isEqualTo(BigInteger.TEN);
    assertThat(TransactionRequests.toUnsigned(request().value("0xA").build(), fees()).value()).isEqualTo(BigInteger.TEN);
    assertThat(TransactionRequests.toUnsigned(request().value("0X0a").build(), fees()).value()).isEqualTo(BigInteger.TEN);
  }

  @Test
  void feesOfOneKindAreFeesOwnRuleAndTheRefusalNamesTheCallersField() {
    assertRefused(() -> Fees.requireOneKind("calls[2].", BigInteger.ONE, null, BigInteger.TEN), "calls[2].gasPrice",
        "set together with maxPriorityFeePerGas: a transaction takes either a legacy gasPrice or EIP-1559 fees, not both");
    assertRefused(() -> Fees.requireOneKind("", BigInteger.ONE, BigInteger.TEN, null), "gasPrice",
        "set together with maxFeePerGas");
    Fees.requireOneKind("", BigInteger.ONE, null, null);
    Fees.requireOneKind("", null, BigInteger.TEN, BigInteger.ONE);
    Fees.requireOneKind("", null, null, null);
  }

  @Test
  void missingGasOrFeesAndMixedOrContradictoryOnesAreRefused() {
    ImmutableTransactionRequest noGas = request().build().withGasLimit(java.util.Optional.empty());
    assertRefused(() -> TransactionRequests.toUnsigned(noGas, fees()), "gasLimit",
        "missing: the request has none; set it in the fill (e.g. from eth_estimateGas)");
    assertThat(TransactionRequests.toUnsigned(noGas, TransactionFill.builder().nonce(1).gasLimit(90_000).fees(Fees.legacy(1)).build())
        .gasLimit()).isEqualTo(90_000);
    assertRefused(() -> TransactionRequests.toUnsigned(request().build(), NONCE_ONLY), "maxFeePerGas",
        "missing: the request has no fees; set maxFeePerGas and maxPriorityFeePerGas (EIP-1559) or gasPrice (legacy) in the fill");
    assertRefused(() -> TransactionRequests.toUnsigned(request().gasPrice(BigInteger.ONE).maxFeePerGas(BigInteger.TEN).build(),
        NONCE_ONLY), "gasPrice", "set together with maxFeePerGas: a transaction takes either a legacy gasPrice or EIP-1559 fees");
    assertRefused(() -> TransactionRequests.toUnsigned(request().gasPrice(BigInteger.ONE).build(),
        TransactionFill.builder().nonce(1).fees(Fees.eip1559Part(null, BigInteger.valueOf(1))).build()), "gasPrice", "set together with maxPriorityFeePerGas");
    assertRefused(() -> TransactionRequests.toUnsigned(request().maxFeePerGas(BigInteger.TEN).build(), NONCE_ONLY),
        "maxPriorityFeePerGas", "missing: the request and the fill set only the other EIP-1559 fee");
    assertRefused(() -> TransactionRequests.toUnsigned(request().build(),
        TransactionFill.builder().nonce(1).gasLimit(1).fees(Fees.legacy(1)).build()), "gasLimit",
        "the request has 250000 and the fill 1: a fill adds what the request lacks and never changes it");
    assertThat(TransactionRequests.toUnsigned(request().build(),
        TransactionFill.builder().nonce(1).gasLimit(250_000).fees(Fees.legacy(1)).build()).gasLimit()).isEqualTo(250_000);
    assertRefused(() -> TransactionRequests.toUnsigned(request().maxFeePerGas(BigInteger.ONE).maxPriorityFeePerGas(BigInteger.TWO).build(),
        NONCE_ONLY), "maxPriorityFeePerGas", "2 is above maxFeePerGas 1");
    SignedAuthorization delegation = Authorization.of(8453, DELEGATE, 13).sign(SIGNER);
    assertRefused(() -> TransactionRequests.toUnsigned(request().gasPrice(BigInteger.ONE).build(),
        TransactionFill.builder().nonce(12).addAuthorization(delegation).build()), "gasPrice",
        "an EIP-7702 transaction (the fill has authorizations) takes maxFeePerGas and maxPriorityFeePerGas, not gasPrice");
    assertRefused(() -> TransactionFill.builder().build(), "nonce", "missing");
    assertRefused(() -> TransactionFill.builder().nonce(1).fees(Fees.legacy(-1)).build(), "gasPrice", "must not be negative");
  }

  @Test
  void theCallsOfA5792BatchTakeTheBatchsSenderAndChain() throws IOException {
    Swap5792Response batch = TradingJson.mapper().readValue("{\"requestId\":\"r\",\"from\":\""
        + SIGNER.address().toChecksumHex() + "\",\"chainId\":130,\"calls\":["
        + "{\"to\":\"" + ROUTER.toChecksumHex() + "\",\"data\":\"0x095ea7b3\",\"value\":\"0\"},"
        + "{\"to\":\"" + DELEGATE.toChecksumHex() + "\",\"data\":\"0x3593564c\",\"value\":\"0x10\",\"chainId\":1}]}",
        Swap5792Response.class);
    TransactionFill fill = TransactionFill.builder().nonce(4).gasLimit(60_000).fees(Fees.eip1559(10, 1)).build();
    UnsignedTransaction approve = TransactionRequests.toUnsigned(batch, batch.calls().get(0), fill);
    assertThat(approve.chainId()).isEqualTo(130);
    assertThat(approve.from()).contains(SIGNER.address());
    assertThat(approve.to()).contains(ROUTER);
    assertThat(approve.sign(SIGNER).from()).isEqualTo(SIGNER.address());
    assertRefused(() -> TransactionRequests.toUnsigned(batch, batch.calls().get(1), fill), "calls[1].chainId",
        "1 differs from the batch's chain 130");
    TransactionRequest5792 stray = TransactionRequest5792.builder().to("0x12").data("0x").value("0").build();
    assertRefused(() -> TransactionRequests.toUnsigned(batch, stray, fill), "call.to", "expected an address");
  }

  private static TransactionFill fees() {
    return TransactionFill.builder().nonce(12).fees(Fees.eip1559(6_000_000, 1_000_000)).build();
  }
}
