package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tradingsdk.core.BadRequestException;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.LpAction;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.PlanMethod;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStatus;
import io.tradingsdk.models.plan.PlanStep;
import io.tradingsdk.models.plan.StepProof;
import io.tradingsdk.models.plan.StepStatus;
import io.tradingsdk.models.plan.StepType;
import io.tradingsdk.models.plan.StepUpdate;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicInput;
import io.tradingsdk.models.quote.ClassicOutput;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Plans and native-ETH withdrawals in the reference server's EVM mode, end to end: the SDK client asks for a plan, the
 * sender sends each step's transaction to anvil and the plan follows the node's receipts; a V3 position's withdrawal
 * named in native ETH is unwrapped by the real NonfungiblePositionManager. Every outcome is read back from the chain.
 */
@ExtendWith(AnvilExtension.class) // only its condition: skip without anvil, fail under CI=true
class EvmModePlansTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> b.configure(c -> c
      .evmToolsDirectory(EvmTools.dir())
      .evmCacheDirectory(Path.of(System.getProperty("evm.cache.dir", "target/evm-cache")))))
      .evm().resetBeforeEach();

  /** The second account of the standard test mnemonic: a development wallet the EVM mode funds. */
  private static final PrivateKey KEY =
      PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
  /** The third account of the standard test mnemonic: another funded wallet. */
  private static final Address OTHER = Address.of("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address USDT = Address.of("0xdAC17F958D2ee523a2206206994597C13D831ec7");
  private static final Address WETH = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  private static final Address ETH = Address.of("0x0000000000000000000000000000000000000000");
  private static final Address WBTC = Address.of("0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599");
  private static final Address BASE_WETH = Address.of("0x4200000000000000000000000000000000000006");
  private static final BigInteger THOUSAND_USDC = new BigInteger("1000000000");
  private static final Bytes32 TRANSFER = topic("Transfer(address,address,uint256)");
  private static final Bytes32 WITHDRAWAL = topic("Withdrawal(address,uint256)");
  private static final Bytes32 DECREASE_LIQUIDITY = topic("DecreaseLiquidity(uint256,uint128,uint256,uint256)");
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(20)).build();

  private final LocalSigner user = LocalSigner.of(KEY);
  private TradingClient client;
  private EthRpcClient rpc;
  private TransactionSender sender;
  /** The gas the last transaction sent cost the wallet, in wei: what native ETH received nets of. */
  private BigInteger lastFee = BigInteger.ZERO;

  @BeforeEach
  void connect() {
    client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(SERVER.baseUrl().toString()).build();
    rpc = EthRpcClient.builder(SERVER.rpcUrl(1).toString()).build();
    sender = TransactionSender.builder(rpc, user).nonceManager(NonceManager.local()).receiptWait(FAST).build();
  }

  @AfterEach
  void close() {
    client.close();
    rpc.close();
  }

  @Test
  void aPlansSwapOnChain1RunsOnTheRealRouterAndCompletesFromItsReceipt() {
    // The SDK sends no x-universal-router-version to /plan (the API takes it on /quote and the swaps): 2.0's router.
    PlanResponse plan = activate(client.createPlan(usdcToWethPlan(THOUSAND_USDC)));
    assertThat(stepTypes(plan)).containsExactly("APPROVAL_TXN", "APPROVAL_PERMIT", "CLASSIC");
    Address router = Address.of(plan.steps().get(2).payloadAs(TransactionRequest.class).to());
    assertThat(rpc.getCode(router, BlockTag.LATEST)).as("a router deployed on the node").isNotEmpty();
    assertThat(Address.of(plan.steps().get(1).payload().at("/values/spender").asText()))
        .as("the permit's spender: this version's router").isEqualTo(router);

    plan = sendStep(plan, 0);
    assertThat(plan.steps().get(0).status()).isEqualTo(StepStatus.COMPLETE);
    String signature = user.sign(TypedData.from(plan.steps().get(1).payload())).toHex();
    plan = client.updatePlan(plan.planId(),
        UpdatePlanRequest.of(StepUpdate.of(1, StepProof.ofSignature(signature))));
    assertThat(plan.currentStepIndex()).isEqualTo(2);
    assertThat(plan.steps().get(2).payloadAs(TransactionRequest.class).data())
        .as("the signed permit, the swap's first command").contains(signature.substring(2));
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    PlanResponse done = sendStep(plan, 2);

    assertThat(done.status()).isEqualTo(PlanStatus.COMPLETED);
    assertThat(done.steps()).extracting(PlanStep::status).containsOnly(StepStatus.COMPLETE);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(THOUSAND_USDC);
    PlanStep swapped = done.steps().get(2);
    BigInteger quoted = swapped.tokenOutAmount().orElseThrow();
    assertThat(balance(WETH).subtract(wethBefore))
        .isBetween(minimum(quoted, swapped.slippage().orElseThrow()), quoted);
    String hash = swapped.proof().flatMap(StepProof::txHash).orElseThrow();
    SwapStatus reported = client.getSwaps(SwapsQuery.ofTxHashes(hash)).swaps().orElseThrow().get(0);
    assertThat(reported.status()).as("/swaps reads the node's receipt").contains(SwapState.SUCCESS);
    // The approval and the permit's allowance are read back from the chain: the next plan needs neither.
    assertThat(stepTypes(client.createPlan(usdcToWethPlan(THOUSAND_USDC)))).containsExactly("CLASSIC");
  }

  @Test
  void aCrossChainPlansSwapOnChain1RunsThereAndItsBridgeStaysSimulated() {
    BigInteger wbtc = new BigInteger("10000000"); // 0.1 WBTC: no bridge carries it, so chain 1 swaps it first
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(wbtc)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.of(8453)).tokenIn(WBTC.toChecksumHex())
        .tokenOut(BASE_WETH.toChecksumHex()).swapper(user.address().toChecksumHex())
        .slippageTolerance(new BigDecimal("0.5")).build(),
        RequestOptions.builder().header("x-chained-actions-enabled", "true").build());
    PlanResponse plan = activate(client.createPlan(CreatePlanRequest.of(quote.chainedQuote().orElseThrow())));
    List<String> types = stepTypes(plan);
    assertThat(types.subList(0, 4)).containsExactly("APPROVAL_TXN", "APPROVAL_PERMIT", "CLASSIC", "BRIDGE");
    plan = sendStep(plan, 0);
    String signature = user.sign(TypedData.from(plan.steps().get(1).payload())).toHex();
    plan = client.updatePlan(plan.planId(),
        UpdatePlanRequest.of(StepUpdate.of(1, StepProof.ofSignature(signature))));
    PlanStep swap = plan.steps().get(2);
    Address bridged = Address.of(swap.tokenOut().orElseThrow());
    BigInteger wbtcBefore = balance(WBTC);
    BigInteger bridgedBefore = holding(bridged);

    plan = sendStep(plan, 2);

    assertThat(wbtcBefore.subtract(balance(WBTC))).isEqualTo(wbtc);
    BigInteger quoted = swap.tokenOutAmount().orElseThrow();
    assertThat(holding(bridged).subtract(bridgedBefore).add(bridged.equals(ETH) ? lastFee : BigInteger.ZERO))
        .isBetween(minimum(quoted, swap.slippage().orElseThrow()), quoted);
    // The node has no bridge: the bridge step, and what follows it on Base, settle as on a simulated chain.
    for (int index = 3; index < types.size(); index++) {
      String simulated = Bytes32.of(Keccak.hash(("simulated step " + index).getBytes(StandardCharsets.US_ASCII)))
          .toHex();
      plan = client.updatePlan(plan.planId(), UpdatePlanRequest.of(StepUpdate.of(index,
          StepProof.ofTxHash(simulated))));
      assertThat(plan.steps().get(index).status()).isEqualTo(StepStatus.IN_PROGRESS);
      for (int read = 0; read < 3 && plan.steps().get(index).status().equals(StepStatus.IN_PROGRESS); read++) {
        plan = client.getPlan(plan.planId(), false);
      }
    }
    assertThat(plan.status()).isEqualTo(PlanStatus.COMPLETED);
  }

  @Test
  void aWrapPlanOnChain1RunsOnTheRealWeth() {
    BigInteger amount = BigInteger.TEN.pow(18);
    ChainedQuote quote = ChainedQuote.builder().swapper(user.address().toChecksumHex())
        .input(ClassicInput.builder().token(ETH.toChecksumHex()).amount(amount).build())
        .output(ClassicOutput.builder().token(WETH.toChecksumHex()).amount(amount).build())
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tradeType(TradeType.EXACT_INPUT)
        .quoteId("wrap-on-chain-1").build();
    PlanResponse plan = activate(client.createPlan(CreatePlanRequest.of(quote)));
    assertThat(stepTypes(plan)).containsExactly("WRAP");
    BigInteger wethBefore = balance(WETH);

    assertThat(sendStep(plan, 0).status()).isEqualTo(PlanStatus.COMPLETED);
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(amount);
  }

  @Test
  void aPlanPayingNativeEthSendsItAsTheSwapsValue() {
    BigInteger amount = BigInteger.TEN.pow(18);
    ChainedQuote quote = ChainedQuote.builder().swapper(user.address().toChecksumHex())
        .input(ClassicInput.builder().token(ETH.toChecksumHex()).amount(amount).build())
        .output(ClassicOutput.builder().token(USDC.toChecksumHex()).amount(BigInteger.ONE).build())
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tradeType(TradeType.EXACT_INPUT)
        .quoteId("eth-on-chain-1").build();
    PlanResponse plan = activate(client.createPlan(CreatePlanRequest.of(quote)));
    assertThat(stepTypes(plan)).as("ETH needs no approval").containsExactly("CLASSIC");
    BigInteger ethBefore = rpc.getBalance(user.address(), BlockTag.LATEST);
    BigInteger usdcBefore = balance(USDC);

    assertThat(sendStep(plan, 0).status()).isEqualTo(PlanStatus.COMPLETED);
    assertThat(ethBefore.subtract(rpc.getBalance(user.address(), BlockTag.LATEST))).isEqualTo(amount.add(lastFee));
    PlanStep swap = plan.steps().get(0);
    BigInteger quoted = swap.tokenOutAmount().orElseThrow();
    assertThat(balance(USDC).subtract(usdcBefore)).isBetween(minimum(quoted, swap.slippage().orElseThrow()), quoted);
  }

  @Test
  void aStepWhoseTransactionRevertsOnChainFailsThePlan() {
    PlanResponse plan = activate(client.createPlan(usdcToWethPlan(THOUSAND_USDC)));
    plan = sendStep(plan, 0);
    String signature = user.sign(TypedData.from(plan.steps().get(1).payload())).toHex();
    plan = client.updatePlan(plan.planId(),
        UpdatePlanRequest.of(StepUpdate.of(1, StepProof.ofSignature(signature))));
    // The wallet spends its USDC elsewhere first: the router cannot pull the swap's input.
    send(USDC, Abi.encodeCall("transfer(address,uint256)", OTHER, balance(USDC)));

    TransactionRequest swap = plan.steps().get(2).payloadAs(TransactionRequest.class);
    TransactionRevertedException reverted = assertThrows(
        TransactionRevertedException.class, () -> sender.send(swap).awaitReceipt());
    PlanResponse inFlight = client.updatePlan(plan.planId(), UpdatePlanRequest.of(
        StepUpdate.of(2, StepProof.ofTxHash(reverted.receipt().transactionHash().toHex()))));
    assertThat(inFlight.steps().get(2).status()).isEqualTo(StepStatus.IN_PROGRESS);

    PlanResponse failed = client.getPlan(plan.planId(), false);
    assertThat(failed.status()).isEqualTo(PlanStatus.FAILED);
    assertThat(failed.steps().get(2).status()).isEqualTo(StepStatus.STEP_ERROR);
    assertThat(failed.steps().subList(0, 2)).extracting(PlanStep::status).containsOnly(StepStatus.COMPLETE);
  }

  @Test
  void aProofTheNodeDoesNotKnowOrThatIsAnotherTransactionIsRefused() {
    PlanResponse plan = activate(client.createPlan(usdcToWethPlan(THOUSAND_USDC)));
    String unknown = Bytes32.of(Keccak.hash("never sent".getBytes(StandardCharsets.US_ASCII))).toHex();
    assertThatThrownBy(() -> client.updatePlan(plan.planId(),
        UpdatePlanRequest.of(StepUpdate.of(0, StepProof.ofTxHash(unknown)))))
        .isInstanceOf(BadRequestException.class)
        .hasMessageContaining("\"steps[0].proof.txHash\" " + unknown
            + " is not a transaction the node of chain 1 knows");
    // A transaction the node knows, but not this step's: a transfer of USDC rather than its approval of Permit2.
    String other = send(USDC, Abi.encodeCall("transfer(address,uint256)", OTHER, BigInteger.ONE))
        .transactionHash().toHex();
    assertThatThrownBy(() -> client.updatePlan(plan.planId(),
        UpdatePlanRequest.of(StepUpdate.of(0, StepProof.ofTxHash(other)))))
        .isInstanceOf(BadRequestException.class)
        .hasMessageContaining("is not step 0's transaction: its calldata differs from the step's payload");

    PlanResponse unchanged = client.getPlan(plan.planId(), false);
    assertThat(unchanged.steps().get(0).status()).isEqualTo(StepStatus.AWAITING_ACTION);
    assertThat(unchanged.steps().get(0).proof()).isEmpty();
  }

  @Test
  void aV3PositionsWithdrawalNamedInNativeEthIsUnwrappedByTheRealManager() {
    String wallet = user.address().toChecksumHex();
    client.checkLpApproval(LpApprovalRequest.builder().walletAddress(wallet).protocol(Protocol.V3)
        .chainId(ChainId.MAINNET).action(LpAction.CREATE).addLpTokens(LpToken.of(ETH.toChecksumHex(),
            BigInteger.TEN.pow(18)), LpToken.of(USDT.toChecksumHex(), new BigInteger("3000000000"))).build())
        .transactionsOrEmpty().forEach(approval -> sendOk(approval.transaction()));
    PoolInformation pool = wethUsdtPool();
    int tick = pool.currentTick().orElseThrow().intValue();
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder().walletAddress(wallet)
        .chainId(ChainId.MAINNET).protocol(Protocol.V3)
        .existingPool(CreatePositionExistingPoolParameters.of(ETH.toChecksumHex(), USDT.toChecksumHex(),
            pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDT.toChecksumHex(), new BigInteger("3000000000")))
        .tickBounds(PositionTickBounds.of(tick - 500, tick + 500)).build());
    Address manager = Address.of(created.create().to());
    BigInteger tokenId = mintedToken(sendOk(created.create()), manager);

    DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
        .walletAddress(wallet).chainId(ChainId.MAINNET).protocol(Protocol.V3).nftTokenId(tokenId.toString())
        .token0Address(ETH.toChecksumHex()).token1Address(USDT.toChecksumHex()).liquidityPercentageToDecrease(50)
        .build());
    assertThat(decreased.token0().tokenAddress()).isEqualToIgnoringCase(ETH.toChecksumHex());
    assertThat(decreased.token1().tokenAddress()).isEqualToIgnoringCase(USDT.toChecksumHex());
    BigInteger ethBefore = rpc.getBalance(user.address(), BlockTag.LATEST);
    BigInteger wethBefore = balance(WETH);
    BigInteger usdtBefore = balance(USDT);
    TransactionReceipt withdrawn = sendOk(decreased.decrease());

    // The pool pays the manager (DecreaseLiquidity's amounts), WETH unwraps it to ETH, and the wallet gets both.
    List<BigInteger> removed = decreasedAmounts(withdrawn, manager);
    BigInteger unwrapped = unwrapped(withdrawn, manager);
    assertThat(unwrapped).isEqualTo(removed.get(0))
        .isBetween(minimum(decreased.token0().amount(), new BigDecimal("0.5")),
            decreased.token0().amount().add(BigInteger.ONE));
    assertThat(rpc.getBalance(user.address(), BlockTag.LATEST).subtract(ethBefore))
        .isEqualTo(unwrapped.subtract(withdrawn.fee()));
    assertThat(balance(WETH)).as("paid in ETH, not WETH").isEqualTo(wethBefore);
    assertThat(balance(USDT).subtract(usdtBefore)).isEqualTo(transferred(withdrawn, USDT, user.address()))
        .isEqualTo(removed.get(1));
    assertThat(balanceOf(WETH, manager)).as("no WETH left in the manager").isZero();
    assertThat(balanceOf(USDT, manager)).as("no USDT left in the manager").isZero();
    assertThat(rpc.getBalance(manager, BlockTag.LATEST)).as("no ETH left in the manager").isZero();
  }

  // --- Plans -------------------------------------------------------------------------------------

  /**
   * A plan for {@code amount} USDC into WETH on chain 1. {@code POST /plan} reads the quote's tokens, chains and
   * input amount, and prices the legs again from the pools on the node: the output amount here is not read.
   */
  private CreatePlanRequest usdcToWethPlan(BigInteger amount) {
    ChainedQuote quote = ChainedQuote.builder().swapper(user.address().toChecksumHex())
        .input(ClassicInput.builder().token(USDC.toChecksumHex()).amount(amount).build())
        .output(ClassicOutput.builder().token(WETH.toChecksumHex()).amount(BigInteger.ONE).build())
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tradeType(TradeType.EXACT_INPUT)
        .quoteId("plan-on-chain-1").slippageTolerance(new BigDecimal("0.5")).build();
    return CreatePlanRequest.of(quote);
  }

  /** The first read makes a new plan's first step await action. */
  private PlanResponse activate(PlanResponse created) {
    PlanResponse plan = client.getPlan(created.planId(), false);
    assertThat(plan.status()).isEqualTo(PlanStatus.AWAITING_ACTION);
    return plan;
  }

  /** Sends a SEND_TX step's payload to the node, gives its hash as the proof, and reads the plan once it settled. */
  private PlanResponse sendStep(PlanResponse plan, int index) {
    PlanStep step = plan.steps().get(index);
    assertThat(step.method()).isEqualTo(PlanMethod.SEND_TX);
    TransactionReceipt receipt = sendOk(step.payloadAs(TransactionRequest.class));
    PlanResponse updated = client.updatePlan(plan.planId(), UpdatePlanRequest.of(
        StepUpdate.of(index, StepProof.ofTxHash(receipt.transactionHash().toHex()))));
    assertThat(updated.steps().get(index).status()).isEqualTo(StepStatus.IN_PROGRESS);
    PlanResponse settled = client.getPlan(plan.planId(), false);
    assertThat(settled.steps().get(index).status()).as("settled from the node's receipt")
        .isEqualTo(StepStatus.COMPLETE);
    return settled;
  }

  private static List<String> stepTypes(PlanResponse plan) {
    return plan.steps().stream().map(step -> step.stepType().map(StepType::value).orElse("?"))
        .collect(Collectors.toList());
  }

  // --- Chain reads -------------------------------------------------------------------------------

  private PoolInformation wethUsdtPool() {
    List<PoolInformation> pools = client.poolInfo(PoolInfoRequest.builder().protocol(PoolProtocols.of(Protocol.V3))
        .chainId(ChainId.MAINNET).poolParameters(PoolParameters.builder().tokenAddressA(WETH.toChecksumHex())
            .tokenAddressB(USDT.toChecksumHex()).build()).build()).poolsOrEmpty();
    assertThat(pools).hasSize(1);
    return pools.get(0);
  }

  private TransactionReceipt sendOk(TransactionRequest transaction) {
    TransactionReceipt receipt = sender.send(transaction).awaitReceipt();
    assertThat(receipt.success()).isTrue();
    lastFee = receipt.fee();
    return receipt;
  }

  private TransactionReceipt send(Address to, byte[] data) {
    return sendOk(TransactionRequest.builder().from(user.address().toChecksumHex()).to(to.toChecksumHex())
        .data(Hex.encode(data)).value("0x0").chainId(ChainId.MAINNET).build());
  }

  /** The position NFT a receipt shows the manager minted: its ERC-721 {@code Transfer(0x0, owner, id)}. */
  private static BigInteger mintedToken(TransactionReceipt receipt, Address manager) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(manager) && log.topics().size() == 4
            && log.topics().get(0).equals(TRANSFER) && new BigInteger(1, log.topics().get(1).toBytes()).signum() == 0)
        .map(log -> new BigInteger(1, log.topics().get(3).toBytes()))
        .findFirst().orElseThrow(() -> new AssertionError("no position minted in " + receipt.logs()));
  }

  /** The amounts the manager's {@code DecreaseLiquidity(tokenId, liquidity, amount0, amount1)} log reports. */
  private static List<BigInteger> decreasedAmounts(TransactionReceipt receipt, Address manager) {
    List<Object> fields = receipt.logs().stream()
        .filter(log -> log.address().equals(manager) && log.topics().get(0).equals(DECREASE_LIQUIDITY))
        .map(log -> Abi.decode("(uint128,uint256,uint256)", log.data()))
        .findFirst().orElseThrow(() -> new AssertionError("no DecreaseLiquidity in " + receipt.logs()));
    return List.of((BigInteger) fields.get(1), (BigInteger) fields.get(2));
  }

  /** What WETH's {@code Withdrawal(src, wad)} logs unwrapped for {@code holder}. */
  private static BigInteger unwrapped(TransactionReceipt receipt, Address holder) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(WETH) && log.topics().size() == 2
            && log.topics().get(0).equals(WITHDRAWAL) && topicAddress(log.topics().get(1)).equals(holder))
        .map(log -> new BigInteger(1, log.data()))
        .reduce(BigInteger.ZERO, BigInteger::add);
  }

  /** What a receipt's ERC-20 {@code Transfer} logs of {@code token} paid to {@code holder}. */
  private static BigInteger transferred(TransactionReceipt receipt, Address token, Address holder) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(token) && log.topics().size() == 3 && log.topics().get(0).equals(TRANSFER)
            && topicAddress(log.topics().get(2)).equals(holder))
        .map(log -> new BigInteger(1, log.data()))
        .reduce(BigInteger.ZERO, BigInteger::add);
  }

  private static Address topicAddress(Bytes32 topic) {
    return Address.of(Hex.encode(java.util.Arrays.copyOfRange(topic.toBytes(), 12, 32)));
  }

  /** A wallet's holding of a token, native ETH included. */
  private BigInteger holding(Address token) {
    return token.equals(ETH) ? rpc.getBalance(user.address(), BlockTag.LATEST) : balance(token);
  }

  private BigInteger balance(Address token) {
    return balanceOf(token, user.address());
  }

  private BigInteger balanceOf(Address token, Address holder) {
    byte[] out = rpc.call(CallRequest.of(token, Abi.encodeCall("balanceOf(address)", holder)), BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }

  private static BigInteger minimum(BigInteger amount, BigDecimal slippagePercent) {
    return new BigDecimal(amount).multiply(BigDecimal.ONE.subtract(slippagePercent.movePointLeft(2)))
        .setScale(0, RoundingMode.UP).toBigIntegerExact();
  }

  private static Bytes32 topic(String event) {
    return Bytes32.of(Keccak.hash(event.getBytes(StandardCharsets.US_ASCII)));
  }
}
