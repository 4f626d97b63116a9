package io.tradingsdk.wallet;

import static io.tradingsdk.wallet.TestRequests.fundedSigner;
import static io.tradingsdk.wallet.TestRequests.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchOrderInfoV2;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.uniswapx.DutchInputToSign;
import io.tradingsdk.signing.uniswapx.DutchOutputToSign;
import io.tradingsdk.signing.uniswapx.NonlinearDutchDecay;
import io.tradingsdk.signing.uniswapx.OrderInfoToSign;
import io.tradingsdk.signing.uniswapx.PriorityInputToSign;
import io.tradingsdk.signing.uniswapx.PriorityOrder;
import io.tradingsdk.signing.uniswapx.PriorityOutputToSign;
import io.tradingsdk.signing.uniswapx.UniswapXOrderToSign;
import io.tradingsdk.signing.uniswapx.V2DutchOrder;
import io.tradingsdk.signing.uniswapx.V3DutchInput;
import io.tradingsdk.signing.uniswapx.V3DutchOrder;
import io.tradingsdk.signing.uniswapx.V3DutchOutput;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.Contracts;
import io.tradingsdk.wallet.anvil.UniswapXContracts;
import io.tradingsdk.wallet.anvil.UniswapXContracts.Reactor;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * UniswapX orders built and signed by the SDK's order classes (what {@code POST /order} carries: the swapper's
 * signature and {@link UniswapXOrderToSign#encodedOrder()}), cosigned here as the API's cosigner would, and filled by a
 * filler through the real reactors' {@code execute} on anvil: Permit2 checks the swapper's witness signature, the
 * reactor the order hash and cosignature, and the tokens move. Foreign signatures are refused with the decoded
 * error.
 */
@ExtendWith(AnvilExtension.class)
class UniswapXOnAnvilTest {
  private static final String EXECUTE = "execute((bytes,bytes))";
  private static final String FILL_EVENT = "Fill(bytes32,address,address,uint256)";
  private static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  private static final BigInteger BALANCE = BigInteger.TEN.pow(24);
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(50)).build();

  // The reactors' order structs as they abi.decode them (V2DutchOrderLib, V3DutchOrderLib, PriorityOrderLib),
  // written out here independently of the SDK's encoder.
  private static final String ORDER_INFO = "(address,address,uint256,uint256,address,bytes)";
  private static final String V2_COSIGNER_DATA = "(uint256,uint256,address,uint256,uint256,uint256[])";
  private static final String V2_ORDER = "(" + ORDER_INFO + ",address,(address,uint256,uint256),"
      + "(address,uint256,uint256,address)[]," + V2_COSIGNER_DATA + ",bytes)";
  private static final String CURVE = "(uint256,int256[])";
  private static final String V3_COSIGNER_DATA = "(uint256,address,uint256,uint256,uint256[])";
  private static final String V3_ORDER = "(" + ORDER_INFO + ",address,uint256,(address,uint256," + CURVE
      + ",uint256,uint256),(address,uint256," + CURVE + ",address,uint256,uint256)[]," + V3_COSIGNER_DATA + ",bytes)";
  private static final String PRIORITY_COSIGNER_DATA = "(uint256)";
  private static final String PRIORITY_ORDER = "(" + ORDER_INFO + ",address,uint256,uint256,(address,uint256,uint256),"
      + "(address,uint256,uint256,address)[]," + PRIORITY_COSIGNER_DATA + ",bytes)";

  /**
   * Where each reactor's order struct keeps its cosigner half, and whether the cosignature binds the chain id:
   * V3DutchOrderLib and PriorityOrderLib sign {@code keccak256(orderHash ‖ chainId ‖ abi.encode(cosignerData))};
   * the V2DutchOrderReactor of uniswapx-sdk 3.1.0 (as its {@code CosignedV2DutchOrder.cosignatureHash}) signs
   * {@code keccak256(orderHash ‖ abi.encode(cosignerData))}, no chain id: the reactor refuses the other form.
   */
  private enum Layout {
    V2(V2_ORDER, 4, V2_COSIGNER_DATA, false),
    V3(V3_ORDER, 5, V3_COSIGNER_DATA, true),
    PRIORITY(PRIORITY_ORDER, 6, PRIORITY_COSIGNER_DATA, true),
    /** V2's cosigner data signed as V3 and Priority sign theirs: what this V2 reactor refuses. */
    V2_WITH_CHAIN_ID(V2_ORDER, 4, V2_COSIGNER_DATA, true);

    final String order;
    final int cosignerData;
    final String cosignerDataType;
    final boolean bindsChainId;

    Layout(String order, int cosignerData, String cosignerDataType, boolean bindsChainId) {
      this.order = order;
      this.cosignerData = cosignerData;
      this.cosignerDataType = cosignerDataType;
      this.bindsChainId = bindsChainId;
    }
  }

  private static String classSnapshot;
  private static final Map<Reactor, Address> REACTORS = new EnumMap<>(Reactor.class);
  private static Address tokenIn;
  private static Address tokenOut;

  private Anvil anvil;
  private LocalSigner swapper;
  private LocalSigner filler;
  private LocalSigner cosigner;
  private TransactionSender fillerSender;

  /** Permit2, the three reactors and two tokens, once for the class; the class's state is reverted after it. */
  @BeforeAll
  static void deploy(Anvil anvil) {
    classSnapshot = anvil.snapshot();
    for (Reactor reactor : Reactor.values()) {
      REACTORS.put(reactor, UniswapXContracts.deployReactor(anvil, reactor));
    }
    tokenIn = UniswapXContracts.deployToken(anvil, "Input", "IN", 6);
    tokenOut = UniswapXContracts.deployToken(anvil, "Output", "OUT", 18);
  }

  @AfterAll
  static void revertClassState(Anvil anvil) {
    anvil.revert(classSnapshot);
  }

  /**
   * A swapper holding the input token with Permit2 approved for it (the one approval UniswapX needs), a filler
   * holding the output token with every reactor approved for it ({@code execute} pulls the outputs from its
   * caller), and the cosigner's key.
   */
  @BeforeEach
  void parties(Anvil anvil) {
    this.anvil = anvil;
    swapper = fundedSigner(anvil);
    filler = fundedSigner(anvil);
    cosigner = LocalSigner.of(PrivateKey.random());
    fillerSender = sender(filler);
    UniswapXContracts.mint(anvil, tokenIn, swapper.address(), BALANCE);
    UniswapXContracts.mint(anvil, tokenOut, filler.address(), BALANCE);
    approve(sender(swapper), swapper, tokenIn, Contracts.PERMIT2);
    for (Address reactor : REACTORS.values()) {
      approve(fillerSender, filler, tokenOut, reactor);
    }
  }

  // ---- Dutch V2 ------------------------------------------------------------------------------------

  @Test
  void aDutchV2OrderFromAQuoteSignedByTheSdkIsFilledByTheRealReactorAtItsDecayedPrice() throws Exception {
    long start = anvil.latestTimestamp() + 100;
    // The orderInfo of a DUTCH_V2 quote, as the API sends it, read by the SDK's models.
    String quoted = "{\"chainId\":31337,\"nonce\":\"1993350287165446316\",\"reactor\":\""
        + REACTORS.get(Reactor.V2_DUTCH) + "\",\"swapper\":\"" + swapper.address() + "\",\"deadline\":" + (start + 200)
        + ",\"additionalValidationContract\":\"0x0000000000000000000000000000000000000000\","
        + "\"additionalValidationData\":\"0x\",\"cosigner\":\"" + cosigner.address() + "\","
        + "\"input\":{\"token\":\"" + tokenIn + "\",\"startAmount\":\"1000\",\"endAmount\":\"1000\"},"
        + "\"outputs\":[{\"token\":\"" + tokenOut + "\",\"startAmount\":\"2000\",\"endAmount\":\"1900\","
        + "\"recipient\":\"" + swapper.address() + "\"}]}";
    V2DutchOrder order = V2DutchOrder.fromQuote(TradingJson.mapper().readValue(quoted, DutchOrderInfoV2.class));
    byte[] signature = swapper.sign(order.toTypedData(ChainId.of(Anvil.CHAIN_ID), Contracts.PERMIT2)).toBytes();
    byte[] cosigned = cosignV2(order, start, start + 100);

    // Half-way through the decay: the output is half-way from 2,000 to 1,900 (DutchDecayLib, linear in time).
    anvil.setNextBlockTimestamp(start + 50);
    TransactionReceipt fill = fillerSender.send(execute(Reactor.V2_DUTCH, cosigned, signature)).awaitReceipt();

    assertFilled(fill, order, BigInteger.valueOf(1_000), BigInteger.valueOf(1_950));
    // The order's Permit2 nonce is spent: a second fill is refused.
    assertRefused(execute(Reactor.V2_DUTCH, cosigned, signature), "Permit2", "InvalidNonce()");
  }

  @Test
  void aDutchV2OrderWithAForeignSwapperSignatureIsRefusedByPermit2() {
    long start = anvil.latestTimestamp() + 100;
    V2DutchOrder order = v2Order(start + 200);
    byte[] foreign = LocalSigner.of(PrivateKey.random())
        .sign(order.toTypedData(ChainId.of(Anvil.CHAIN_ID), Contracts.PERMIT2)).toBytes();

    // Both declare InvalidSigner(): the revert data does not say which one reverted.
    assertRefused(execute(Reactor.V2_DUTCH, cosignV2(order, start, start + 100), foreign),
        "Permit2 or V4 PositionManager", "InvalidSigner()");
    assertThat(balance(tokenOut, swapper.address())).isZero();
    assertThat(balance(tokenIn, swapper.address())).isEqualTo(BALANCE);
  }

  @Test
  void aDutchV2OrderWithAForeignCosignatureIsRefusedByTheReactor() {
    long start = anvil.latestTimestamp() + 100;
    V2DutchOrder order = v2Order(start + 200);
    byte[] signature = swapper.sign(order.toTypedData(ChainId.of(Anvil.CHAIN_ID), Contracts.PERMIT2)).toBytes();
    LocalSigner foreign = LocalSigner.of(PrivateKey.random()); // not the order's cosigner

    assertRefused(execute(Reactor.V2_DUTCH, cosign(order, Layout.V2, v2CosignerData(start, start + 100), foreign),
        signature), "UniswapX reactor", "InvalidCosignature()");
    // The order's own cosigner, but over a digest that binds the chain id: not what this reactor checks.
    assertRefused(execute(Reactor.V2_DUTCH, cosign(order, Layout.V2_WITH_CHAIN_ID, v2CosignerData(start,
        start + 100), cosigner), signature), "UniswapX reactor", "InvalidCosignature()");
  }

  // ---- Dutch V3 ------------------------------------------------------------------------------------

  @Test
  void aDutchV3OrderSignedByTheSdkIsFilledAlongItsBlockCurve() {
    V3DutchOrder order = V3DutchOrder.builder()
        .info(info(Reactor.V3_DUTCH, anvil.latestTimestamp() + 600))
        .cosigner(cosigner.address())
        .startingBaseFee(BigInteger.ZERO)
        .input(V3DutchInput.builder().token(tokenIn).startAmount(BigInteger.valueOf(1_000))
            .curve(NonlinearDutchDecay.none()).maxAmount(BigInteger.valueOf(1_000))
            .adjustmentPerGweiBaseFee(BigInteger.ZERO).build())
        .addOutput(V3DutchOutput.builder().token(tokenOut).startAmount(BigInteger.valueOf(2_000))
            .curve(NonlinearDutchDecay.of(List.of(10), List.of(BigInteger.valueOf(100))))
            .recipient(swapper.address()).minAmount(BigInteger.valueOf(1_900))
            .adjustmentPerGweiBaseFee(BigInteger.ZERO).build())
        .build();
    byte[] signature = swapper.sign(order.toTypedData(ChainId.of(Anvil.CHAIN_ID), Contracts.PERMIT2)).toBytes();
    long fillBlock = anvil.rpc().blockNumber() + 1;
    // The decay started 4 blocks before the fill: 4/10 of the way from 2,000 down to 1,900.
    List<Object> cosignerData = List.of(BigInteger.valueOf(fillBlock - 4), Address.fromBytes(new byte[20]),
        BigInteger.ZERO, BigInteger.ZERO, List.of(BigInteger.ZERO));
    byte[] cosigned = cosign(order, Layout.V3, cosignerData, cosigner);

    TransactionReceipt fill = fillerSender.send(execute(Reactor.V3_DUTCH, cosigned, signature)).awaitReceipt();

    assertThat(fill.blockNumber()).isEqualTo(fillBlock);
    assertFilled(fill, order, BigInteger.valueOf(1_000), BigInteger.valueOf(1_960));
  }

  // ---- Priority ------------------------------------------------------------------------------------

  @Test
  void aPriorityOrderSignedByTheSdkIsFilledFromItsCosignedTargetBlockScaledByThePriorityFee() {
    long now = anvil.rpc().blockNumber();
    PriorityOrder order = PriorityOrder.builder()
        .info(info(Reactor.PRIORITY, anvil.latestTimestamp() + 600))
        .cosigner(cosigner.address())
        .auctionStartBlock(BigInteger.valueOf(now + 100)) // not yet: only the cosigner's earlier target opens it
        .baselinePriorityFeeWei(BigInteger.ZERO)
        .input(PriorityInputToSign.builder().token(tokenIn).amount(BigInteger.valueOf(1_000))
            .mpsPerPriorityFeeWei(BigInteger.ZERO).build())
        .addOutput(PriorityOutputToSign.builder().token(tokenOut).amount(BigInteger.valueOf(2_000))
            .mpsPerPriorityFeeWei(BigInteger.ONE).recipient(swapper.address()).build())
        .build();
    byte[] signature = swapper.sign(order.toTypedData(ChainId.of(Anvil.CHAIN_ID), Contracts.PERMIT2)).toBytes();

    byte[] foreign = cosign(order, Layout.PRIORITY, List.of(BigInteger.valueOf(now)),
        LocalSigner.of(PrivateKey.random()));
    assertRefused(execute(Reactor.PRIORITY, foreign, signature), "UniswapX reactor", "InvalidCosignature()");

    byte[] cosigned = cosign(order, Layout.PRIORITY, List.of(BigInteger.valueOf(now)), cosigner);
    TransactionReceipt fill = fillerSender.send(execute(Reactor.PRIORITY, cosigned, signature)).awaitReceipt();

    // The output grows by 1 milli-basis-point (1e-7) per wei of priority fee the filler paid (PriorityFeeLib).
    BigInteger priorityFee = fill.effectiveGasPrice().subtract(baseFee(fill.blockNumber()));
    assertThat(priorityFee).isPositive();
    BigInteger mps = BigInteger.valueOf(10_000_000);
    assertFilled(fill, order, BigInteger.valueOf(1_000), BigInteger.valueOf(2_000).multiply(mps.add(priorityFee))
        .divide(mps));
  }

  // ---- orders, cosigning, filling ------------------------------------------------------------------

  /** 1,000 of the input for an output decaying from 2,000 to 1,900, to the swapper. */
  private V2DutchOrder v2Order(long deadline) {
    return V2DutchOrder.builder()
        .info(info(Reactor.V2_DUTCH, deadline))
        .cosigner(cosigner.address())
        .input(DutchInputToSign.of(tokenIn, BigInteger.valueOf(1_000)))
        .addOutput(DutchOutputToSign.builder().token(tokenOut).startAmount(BigInteger.valueOf(2_000))
            .endAmount(BigInteger.valueOf(1_900)).recipient(swapper.address()).build())
        .build();
  }

  private OrderInfoToSign info(Reactor reactor, long deadline) {
    return OrderInfoToSign.builder().reactor(REACTORS.get(reactor)).swapper(swapper.address())
        .nonce(new BigInteger(64, new java.security.SecureRandom())).deadline(BigInteger.valueOf(deadline)).build();
  }

  /** V2's cosigner data: the decay window, no exclusive filler, no overrides (one zero per output). */
  private byte[] cosignV2(V2DutchOrder order, long decayStart, long decayEnd) {
    return cosign(order, Layout.V2, v2CosignerData(decayStart, decayEnd), cosigner);
  }

  private static List<Object> v2CosignerData(long decayStart, long decayEnd) {
    return List.of(BigInteger.valueOf(decayStart), BigInteger.valueOf(decayEnd), Address.fromBytes(new byte[20]),
        BigInteger.ZERO, BigInteger.ZERO, List.of(BigInteger.ZERO));
  }

  /**
   * What the API's cosigner does to the order a swapper posts: takes the SDK's {@code encodedOrder} (its
   * cosigner half blank), sets the cosigner data, and signs the digest the reactor checks (see {@link Layout})
   * into the cosignature after it. The order hash signed is the SDK's: the reactor's own must equal it.
   */
  private static byte[] cosign(UniswapXOrderToSign order, Layout layout, List<Object> cosignerData, LocalSigner by) {
    @SuppressWarnings("unchecked")
    List<Object> members = new ArrayList<>((List<Object>) Abi.decode("(" + layout.order + ")",
        Hex.decode(order.encodedOrder(), "encodedOrder")).get(0));
    ByteArrayOutputStream digest = new ByteArrayOutputStream();
    digest.writeBytes(order.orderHash().toBytes());
    if (layout.bindsChainId) {
      digest.writeBytes(Abi.encode("(uint256)", BigInteger.valueOf(Anvil.CHAIN_ID)));
    }
    digest.writeBytes(Abi.encode("(" + layout.cosignerDataType + ")", cosignerData));
    members.set(layout.cosignerData, cosignerData);
    members.set(layout.cosignerData + 1, by.signDigest(Bytes32.of(Keccak.hash(digest.toByteArray()))).toBytes());
    return Abi.encode("(" + layout.order + ")", members);
  }

  private TransactionRequest execute(Reactor reactor, byte[] encodedOrder, byte[] signature) {
    return request(filler.address(), REACTORS.get(reactor), Abi.encodeCall(EXECUTE, List.of(encodedOrder,
        signature)), BigInteger.ZERO);
  }

  /**
   * The fill moved {@code input} from the swapper to the filler and {@code output} from the filler to the swapper,
   * and the reactor's Fill event names the SDK's order hash.
   */
  private void assertFilled(TransactionReceipt fill, UniswapXOrderToSign order, BigInteger input, BigInteger output) {
    assertThat(fill.success()).isTrue();
    assertThat(balance(tokenOut, swapper.address())).isEqualTo(output);
    assertThat(balance(tokenIn, swapper.address())).isEqualTo(BALANCE.subtract(input));
    assertThat(balance(tokenIn, filler.address())).isEqualTo(input);
    assertThat(balance(tokenOut, filler.address())).isEqualTo(BALANCE.subtract(output));
    Log event = fill.logs().stream().filter(l -> l.address().equals(order.info().reactor())).findFirst()
        .orElseThrow(() -> new AssertionError("no Fill event in " + fill.logs()));
    assertThat(event.topics()).containsExactly(Bytes32.of(Keccak.hash(FILL_EVENT.getBytes(
            java.nio.charset.StandardCharsets.US_ASCII))), order.orderHash(), word(filler.address()),
        word(swapper.address()));
    assertThat(Abi.decode("(uint256)", event.data())).containsExactly(order.info().nonce());
  }

  /** Refused: the decoded error, seen alike by {@code eth_call} and by the sender's gas estimate. */
  private void assertRefused(TransactionRequest request, String contract, String error) {
    CallRequest asCall = CallRequest.builder().from(filler.address()).to(Address.of(request.to()))
        .data(Hex.decode(request.data(), "data")).build();
    assertThatThrownBy(() -> anvil.rpc().call(asCall, BlockTag.LATEST))
        .isInstanceOfSatisfying(ExecutionRevertedException.class, e -> assertThat(e.reason())
            .isInstanceOfSatisfying(RevertReason.CustomError.class, c -> {
              assertThat(c.contract()).isEqualTo(contract);
              assertThat(c.signature()).isEqualTo(error);
            }));
    assertThatThrownBy(() -> fillerSender.send(request))
        .isInstanceOf(ExecutionRevertedException.class)
        .hasMessageContaining("eth_estimateGas")
        .hasMessageContaining(contract + ": ");
  }

  private TransactionSender sender(LocalSigner signer) {
    return TransactionSender.builder(anvil.rpc(), signer).nonceManager(NonceManager.local()).receiptWait(FAST)
        .build();
  }

  private static void approve(TransactionSender sender, LocalSigner owner, Address token, Address spender) {
    assertThat(sender.send(request(owner.address(), token, Abi.encodeCall("approve(address,uint256)", spender,
        MAX_UINT256), BigInteger.ZERO)).awaitReceipt().success()).isTrue();
  }

  private BigInteger baseFee(long block) {
    return new BigInteger(anvil.rpc().request("eth_getBlockByNumber", "0x" + Long.toHexString(block), false)
        .get("baseFeePerGas").textValue().substring(2), 16);
  }

  private static Bytes32 word(Address address) {
    return Bytes32.of(Abi.encode("(address)", address));
  }

  private BigInteger balance(Address token, Address account) {
    return (BigInteger) Abi.decode("(uint256)", anvil.rpc().call(CallRequest.of(token,
        Abi.encodeCall("balanceOf(address)", account)), BlockTag.LATEST)).get(0);
  }
}
