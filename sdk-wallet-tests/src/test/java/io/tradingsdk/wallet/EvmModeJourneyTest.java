package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.tradingsdk.core.BadRequestException;
import io.tradingsdk.core.NotFoundException;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.LpAction;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PoolReferenceByProtocol;
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import java.nio.charset.StandardCharsets;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.RoutePool;
import io.tradingsdk.models.quote.V2Pool;
import io.tradingsdk.models.quote.V3Pool;
import io.tradingsdk.models.quote.V4Pool;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The journeys of the reference server's EVM mode, end to end: the SDK client asks the server, the sender signs and
 * sends what it answered to anvil, and the real Permit2, Universal Router and pools execute it; each outcome is
 * read back from the chain.
 */
@ExtendWith(AnvilExtension.class) // only its condition: skip without anvil, fail under CI=true
class EvmModeJourneyTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> b.configure(c -> c
      .evmToolsDirectory(EvmTools.dir())
      .evmCacheDirectory(Path.of(System.getProperty("evm.cache.dir", "target/evm-cache")))))
      .evm().resetBeforeEach();

  /** The second account of the standard test mnemonic: a development wallet the EVM mode funds. */
  private static final PrivateKey KEY =
      PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
  /** The third account of the standard test mnemonic: another funded wallet, trading in the same pools. */
  private static final PrivateKey OTHER_KEY =
      PrivateKey.fromHex("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address WETH = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  private static final Address ETH = Address.of("0x0000000000000000000000000000000000000000");
  private static final BigInteger ONE_ETHER = BigInteger.TEN.pow(18);
  private static final Address USDT = Address.of("0xdAC17F958D2ee523a2206206994597C13D831ec7");
  private static final Bytes32 TRANSFER =
      Bytes32.of(Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  private static final String POSITION_FIELDS =
      "(uint96,address,address,address,uint24,int24,int24,uint128,uint256,uint256,uint128,uint128)";
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(20)).build();

  private final LocalSigner user = LocalSigner.of(KEY);
  private TradingClient client;
  private EthRpcClient rpc;
  private TransactionSender sender;

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

  @ParameterizedTest(name = "Universal Router {0}")
  @ValueSource(strings = {"1.2", "2.0", "2.1.1"})
  void aClassicSwapExecutesOnTheRealRouterWithinTheQuotesSlippage(String version) {
    BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC
    RequestOptions routerVersion = RequestOptions.builder().routerVersion(RouterVersion.of(version)).build();
    CheckApprovalResponse approval = client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(user.address().toChecksumHex()).token(USDC.toChecksumHex()).amount(amount)
        .chainId(ChainId.MAINNET).build());
    sender.sendApprovals(approval).forEach(sent -> assertThat(sent.awaitReceipt().success()).isTrue());
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC.toChecksumHex())
        .tokenOut(WETH.toChecksumHex()).swapper(user.address().toChecksumHex()).autoSlippage(AutoSlippage.DEFAULT)
        .build(), routerVersion);
    String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    TransactionReceipt receipt = sender.send(client.swap(SwapRequest.fromQuote(quote, signature)).swap())
        .awaitReceipt();

    assertThat(receipt.success()).isTrue();
    SwapStatus status = client.getSwaps(SwapsQuery.ofTxHashes(receipt.transactionHash().toHex())).swaps()
        .orElseThrow().get(0);
    assertThat(status.status()).contains(SwapState.SUCCESS);
    assertThat(status.swapType()).contains(Routing.CLASSIC);
    ClassicQuote classic = quote.classicQuote().orElseThrow();
    BigInteger received = balance(WETH).subtract(wethBefore);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(amount);
    // Within the quote's slippage (a percentage) below its output; and no more than the quote: the pools moved not.
    BigInteger minimum = new BigDecimal(classic.output().amount())
        .multiply(BigDecimal.ONE.subtract(classic.slippage().orElseThrow().movePointLeft(2)))
        .setScale(0, RoundingMode.UP).toBigIntegerExact();
    assertThat(received).isBetween(minimum, classic.output().amount());
  }

  @Test
  void aV3PositionIsMintedIncreasedEarnsFeesFromSwapsAndIsWithdrawnOnTheRealPositionManager() {
    String wallet = user.address().toChecksumHex();
    LpApprovalRequest approval = LpApprovalRequest.builder().walletAddress(wallet).protocol(Protocol.V3)
        .chainId(ChainId.MAINNET).action(LpAction.CREATE)
        .addLpTokens(LpToken.of(WETH.toChecksumHex(), ONE_ETHER.multiply(BigInteger.valueOf(100))),
            LpToken.of(USDT.toChecksumHex(), new BigInteger("100000000000")))
        .build();
    LpApprovalResponse approvals = client.checkLpApproval(approval);
    assertThat(approvals.transactionsOrEmpty()).hasSize(2); // WETH and USDT: nothing approved the manager yet
    approvals.transactionsOrEmpty().forEach(t -> assertThat(sender.send(t.transaction()).awaitReceipt().success())
        .isTrue());
    assertThat(client.checkLpApproval(approval).approvalNeeded()).isFalse(); // read back from the tokens

    PoolInformation pool = wethUsdtPool();
    int tick = pool.currentTick().orElseThrow().intValue();
    Address poolAddress = Address.of(pool.poolReferenceIdentifier().orElseThrow());
    assertThat(call(poolAddress, "(uint160,int24,uint16,uint16,uint16,uint8,bool)", "slot0()").get(1))
        .isEqualTo(BigInteger.valueOf(tick)); // the deployed pool, as the chain holds it
    BigInteger usdtBefore = balance(USDT);
    BigInteger wethBefore = balance(WETH);
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder().walletAddress(wallet)
        .chainId(ChainId.MAINNET).protocol(Protocol.V3)
        .existingPool(CreatePositionExistingPoolParameters.of(WETH.toChecksumHex(), USDT.toChecksumHex(),
            pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDT.toChecksumHex(), new BigInteger("30000000000"))) // 30,000 USDT
        .tickBounds(PositionTickBounds.of(tick - 1000, tick + 1000)).build());
    Address manager = Address.of(created.create().to());
    TransactionReceipt mint = sender.send(created.create()).awaitReceipt();
    assertThat(mint.success()).isTrue();
    BigInteger tokenId = mintedToken(mint, manager);
    assertThat(call(manager, "(address)", "ownerOf(uint256)", tokenId).get(0)).isEqualTo(user.address());
    // WETH sorts before USDT: token0. The manager takes what the liquidity needs, within the 0.5% slippage.
    assertThat(wethBefore.subtract(balance(WETH)))
        .isBetween(minimum(created.token0().amount(), new BigDecimal("0.5")), created.token0().amount());
    assertThat(usdtBefore.subtract(balance(USDT)))
        .isBetween(minimum(created.token1().amount(), new BigDecimal("0.5")), created.token1().amount());
    BigInteger minted = liquidity(manager, tokenId);
    assertThat(minted).isPositive();

    sendOk(client.increasePosition(IncreasePositionRequest.builder().walletAddress(wallet).chainId(ChainId.MAINNET)
        .protocol(Protocol.V3).nftTokenId(tokenId.toString()).token0Address(WETH.toChecksumHex())
        .token1Address(USDT.toChecksumHex())
        .independentToken(LpToken.of(USDT.toChecksumHex(), new BigInteger("15000000000"))).build()).increase());
    BigInteger increased = liquidity(manager, tokenId);
    // Half the USDT again at an unmoved price: half the liquidity again (to the pool's rounding).
    assertThat(new BigDecimal(increased).divide(new BigDecimal(minted), 6, RoundingMode.HALF_EVEN))
        .isBetween(new BigDecimal("1.499"), new BigDecimal("1.501"));

    // Another wallet trades through the pool both ways: the position earns the 0.05% fee in each token.
    LocalSigner other = LocalSigner.of(OTHER_KEY);
    TransactionSender otherSender = TransactionSender.builder(rpc, other).nonceManager(NonceManager.local())
        .receiptWait(FAST).build();
    swapThroughV3(other, otherSender, USDT, WETH, new BigInteger("200000000000")); // 200,000 USDT
    swapThroughV3(other, otherSender, WETH, USDT, ONE_ETHER.multiply(BigInteger.valueOf(50)));
    assertThat(wethUsdtPool().currentTick().orElseThrow().intValue()).isNotEqualTo(tick); // the swaps moved it

    ClaimFeesRequest claim = ClaimFeesRequest.builder().protocol(Protocol.V3).walletAddress(wallet)
        .chainId(ChainId.MAINNET).tokenId(tokenId.toString()).build();
    assertThatThrownBy(() -> client.claimFees(ClaimFeesRequest.builder().protocol(Protocol.V3)
        .walletAddress(other.address().toChecksumHex()).chainId(ChainId.MAINNET).tokenId(tokenId.toString())
        .build())).isInstanceOf(NotFoundException.class); // not its position
    ClaimFeesResponse fees = client.claimFees(claim);
    assertThat(fees.token0().amount()).isPositive();
    assertThat(fees.token1().amount()).isPositive();
    usdtBefore = balance(USDT);
    wethBefore = balance(WETH);
    TransactionReceipt collected = sendOk(fees.claim());
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(fees.token0().amount())
        .isEqualTo(transferred(collected, WETH, user.address()));
    assertThat(balance(USDT).subtract(usdtBefore)).isEqualTo(fees.token1().amount())
        .isEqualTo(transferred(collected, USDT, user.address()));
    assertThat(liquidity(manager, tokenId)).isEqualTo(increased); // fees leave, liquidity stays

    DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
        .walletAddress(wallet).chainId(ChainId.MAINNET).protocol(Protocol.V3).nftTokenId(tokenId.toString())
        .token0Address(WETH.toChecksumHex()).token1Address(USDT.toChecksumHex()).liquidityPercentageToDecrease(40)
        .build());
    usdtBefore = balance(USDT);
    wethBefore = balance(WETH);
    TransactionReceipt withdrawn = sendOk(decreased.decrease());
    assertThat(liquidity(manager, tokenId)).isEqualTo(increased.subtract(increased.multiply(BigInteger.valueOf(40))
        .divide(BigInteger.valueOf(100))));
    BigInteger weth = balance(WETH).subtract(wethBefore);
    BigInteger usdt = balance(USDT).subtract(usdtBefore);
    assertThat(weth).isEqualTo(transferred(withdrawn, WETH, user.address()))
        .isBetween(minimum(decreased.token0().amount(), new BigDecimal("0.5")),
            decreased.token0().amount().add(BigInteger.ONE));
    assertThat(usdt).isEqualTo(transferred(withdrawn, USDT, user.address()))
        .isBetween(minimum(decreased.token1().amount(), new BigDecimal("0.5")),
            decreased.token1().amount().add(BigInteger.ONE));
  }

  @Test
  void aV3PositionPaidInNativeEthIsWrappedByTheManagerAndTheRestRefunded() {
    String wallet = user.address().toChecksumHex();
    LpApprovalRequest approval = LpApprovalRequest.builder().walletAddress(wallet).protocol(Protocol.V3)
        .chainId(ChainId.MAINNET).action(LpAction.CREATE)
        .addLpTokens(LpToken.of(ETH.toChecksumHex(), ONE_ETHER), LpToken.of(USDT.toChecksumHex(),
            new BigInteger("3000000000"))).build();
    LpApprovalResponse approvals = client.checkLpApproval(approval);
    assertThat(approvals.transactionsOrEmpty()).hasSize(1); // USDT only: ETH is the call's value
    approvals.transactionsOrEmpty().forEach(t -> sendOk(t.transaction()));
    PoolInformation pool = wethUsdtPool();
    int tick = pool.currentTick().orElseThrow().intValue();
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder().walletAddress(wallet)
        .chainId(ChainId.MAINNET).protocol(Protocol.V3)
        .existingPool(CreatePositionExistingPoolParameters.of(ETH.toChecksumHex(), USDT.toChecksumHex(),
            pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDT.toChecksumHex(), new BigInteger("3000000000")))
        .tickBounds(PositionTickBounds.of(tick - 500, tick + 500)).build());
    assertThat(created.token0().tokenAddress()).isEqualToIgnoringCase(ETH.toChecksumHex());
    BigInteger ethBefore = rpc.getBalance(user.address(), BlockTag.LATEST);
    BigInteger wethBefore = balance(WETH);
    TransactionReceipt mint = sendOk(created.create());
    Address manager = Address.of(created.create().to());
    assertThat(call(manager, "(address)", "ownerOf(uint256)", mintedToken(mint, manager)).get(0))
        .isEqualTo(user.address());
    BigInteger ethSpent = ethBefore.subtract(rpc.getBalance(user.address(), BlockTag.LATEST)).subtract(mint.fee());
    assertThat(ethSpent).isBetween(minimum(created.token0().amount(), new BigDecimal("0.5")),
        created.token0().amount());
    assertThat(balance(WETH)).isEqualTo(wethBefore); // paid in ETH, not the wallet's WETH
    assertThat(rpc.getBalance(manager, BlockTag.LATEST)).isZero(); // refundETH returned what mint left
  }

  private PoolInformation wethUsdtPool() {
    List<PoolInformation> pools = client.poolInfo(PoolInfoRequest.builder().protocol(PoolProtocols.of(Protocol.V3))
        .chainId(ChainId.MAINNET).poolParameters(PoolParameters.builder().tokenAddressA(WETH.toChecksumHex())
            .tokenAddressB(USDT.toChecksumHex()).build()).build()).poolsOrEmpty();
    assertThat(pools).hasSize(1);
    return pools.get(0);
  }

  /** A swap of {@code amount} by {@code wallet} through V3 pools only, via {@code /quote} and {@code /swap}. */
  private void swapThroughV3(LocalSigner wallet, TransactionSender from, Address in, Address out, BigInteger amount) {
    from.sendApprovals(client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(wallet.address().toChecksumHex()).token(in.toChecksumHex()).amount(amount)
        .chainId(ChainId.MAINNET).build())).forEach(sent -> assertThat(sent.awaitReceipt().success()).isTrue());
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(in.toChecksumHex())
        .tokenOut(out.toChecksumHex()).swapper(wallet.address().toChecksumHex()).slippageTolerance(BigDecimal.ONE)
        .protocols(List.of(Protocol.of("V3"))).build());
    String signature = wallet.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    assertThat(from.send(client.swap(SwapRequest.fromQuote(quote, signature)).swap()).awaitReceipt().success())
        .isTrue();
  }

  private TransactionReceipt sendOk(TransactionRequest transaction) {
    TransactionReceipt receipt = sender.send(transaction).awaitReceipt();
    assertThat(receipt.success()).isTrue();
    return receipt;
  }

  /** The position NFT a receipt shows the manager minted: its ERC-721 {@code Transfer(0x0, owner, id)}. */
  private BigInteger mintedToken(TransactionReceipt receipt, Address manager) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(manager) && log.topics().size() == 4
            && log.topics().get(0).equals(TRANSFER) && new BigInteger(1, log.topics().get(1).toBytes()).signum() == 0)
        .map(log -> new BigInteger(1, log.topics().get(3).toBytes()))
        .findFirst().orElseThrow(() -> new AssertionError("no position minted in " + receipt.logs()));
  }

  /** What a receipt's ERC-20 {@code Transfer} logs of {@code token} paid to {@code holder}. */
  private static BigInteger transferred(TransactionReceipt receipt, Address token, Address holder) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(token) && log.topics().size() == 3 && log.topics().get(0).equals(TRANSFER)
            && Address.of(Hex.encode(java.util.Arrays.copyOfRange(log.topics().get(2).toBytes(), 12, 32)))
                .equals(holder))
        .map(log -> new BigInteger(1, log.data()))
        .reduce(BigInteger.ZERO, BigInteger::add);
  }

  /** The position's liquidity on chain: {@code positions(tokenId)}. */
  private BigInteger liquidity(Address manager, BigInteger tokenId) {
    return (BigInteger) call(manager, POSITION_FIELDS, "positions(uint256)", tokenId).get(7);
  }

  private List<Object> call(Address to, String returns, String signature, Object... args) {
    return Abi.decode(returns, rpc.call(CallRequest.of(to, Abi.encodeCall(signature, args)), BlockTag.LATEST));
  }

  @ParameterizedTest(name = "Universal Router {0}")
  @ValueSource(strings = {"1.2", "2.0", "2.1.1"})
  void aFreshWalletDelegatesBy7702AndSwapsThroughItsOwnBatchOnTheRealRouter(String version) {
    LocalSigner wallet = LocalSigner.of(PrivateKey.random());
    BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC
    fund(wallet.address(), amount);
    TransactionSender walletSender = TransactionSender.builder(rpc, wallet).nonceManager(NonceManager.local())
        .receiptWait(FAST).build();
    String delegate = latestDelegate(wallet.address());
    RequestOptions routerVersion = RequestOptions.builder().routerVersion(RouterVersion.of(version)).build();
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC.toChecksumHex())
        .tokenOut(ETH.toChecksumHex()).swapper(wallet.address().toChecksumHex()).autoSlippage(AutoSlippage.DEFAULT)
        .build(), routerVersion);
    BigInteger ethBefore = rpc.getBalance(wallet.address(), BlockTag.LATEST);

    // No signature: the batch approves Permit2 and the router itself, then swaps, from the wallet.
    TransactionRequest swap = client.swap7702(Swap7702Request.builder().quote(quote.quote())
        .permitData(quote.permit()).smartContractDelegationAddress(delegate).build(), routerVersion).swap();
    assertThat(Address.of(swap.to())).as("a 7702 swap is a call to the wallet itself").isEqualTo(wallet.address());
    TransactionReceipt receipt = walletSender.send(swap,
        SendOptions.builder().delegateTo(Address.of(delegate)).build()).awaitReceipt();

    assertThat(receipt.success()).isTrue();
    assertThat(Hex.encode(rpc.getCode(wallet.address(), BlockTag.LATEST)))
        .as("the EIP-7702 designator of the delegate the type-4 transaction set")
        .isEqualTo("0xef0100" + delegate.substring(2).toLowerCase(java.util.Locale.ROOT));
    assertThat(balanceOf(USDC, wallet.address())).isZero();
    BigInteger received = rpc.getBalance(wallet.address(), BlockTag.LATEST).subtract(ethBefore).add(receipt.fee());
    ClassicQuote classic = quote.classicQuote().orElseThrow();
    BigInteger minimum = new BigDecimal(classic.output().amount())
        .multiply(BigDecimal.ONE.subtract(classic.slippage().orElseThrow().movePointLeft(2)))
        .setScale(0, RoundingMode.UP).toBigIntegerExact();
    assertThat(received).isBetween(minimum, classic.output().amount());
  }

  @Test
  void theDelegateRunsOnlyTheWalletsOwnBatchesAndBubblesAFailedCallsRevert() {
    LocalSigner wallet = LocalSigner.of(PrivateKey.random());
    fund(wallet.address(), BigInteger.ZERO);
    String delegate = latestDelegate(wallet.address());
    byte[] tooMuchUsdc = Abi.encodeCall("transfer(address,uint256)", user.address(), BigInteger.ONE);
    byte[] batch = Abi.encodeCall("execute(bytes32,bytes)", batchMode(), Abi.encode("((address,uint256,bytes)[])",
        List.of(List.of(USDC, BigInteger.ZERO, tooMuchUsdc))));
    TransactionSender walletSender = TransactionSender.builder(rpc, wallet).nonceManager(NonceManager.local())
        .receiptWait(FAST).build();
    SendOptions delegating = SendOptions.builder().delegateTo(Address.of(delegate))
        .gasLimit(BigInteger.valueOf(200_000)).build();

    // The wallet holds no USDC: the token's revert comes back as the batch's.
    assertThatThrownBy(() -> walletSender.send(transaction(wallet.address(), wallet.address(), batch, BigInteger.ZERO),
        delegating).awaitReceipt()).isInstanceOfSatisfying(TransactionRevertedException.class, e -> assertThat(
            e.reason()).isInstanceOfSatisfying(RevertReason.ErrorString.class, reason -> assertThat(reason.message())
                .isEqualTo("ERC20: subtraction underflow")));
    assertThat(Hex.encode(rpc.getCode(wallet.address(), BlockTag.LATEST))).as("the authorization outlives the revert")
        .isEqualTo("0xef0100" + delegate.substring(2).toLowerCase(java.util.Locale.ROOT));
    // A stranger's batch is refused: Unauthorized().
    assertThatThrownBy(() -> rpc.call(CallRequest.builder().from(user.address()).to(wallet.address()).data(batch).build(),
        BlockTag.LATEST)).hasMessageContaining("0x82b42900");
    // The wallet's own call in another mode (single call, 0x00...) is refused: UnsupportedExecutionMode().
    byte[] singleMode = batch.clone();
    singleMode[4] = 0;
    assertThatThrownBy(() -> rpc.call(CallRequest.builder().from(wallet.address()).to(wallet.address())
        .data(singleMode).build(), BlockTag.LATEST)).hasMessageContaining("0x7f181275");
  }

  /** The smart-wallet contract the API delegates 7702 wallets to, as /wallet/check_delegation names it. */
  private String latestDelegate(Address wallet) {
    return client.checkDelegation(CheckDelegationRequest.builder().walletAddresses(List.of(wallet.toChecksumHex()))
            .chainIds(List.of(ChainId.MAINNET)).build())
        .delegationDetails().values().stream().flatMap(byChain -> byChain.values().stream()).findFirst()
        .orElseThrow().latestDelegationAddress();
  }

  /** A fresh wallet: one ether for gas from the development wallet, and {@code usdc} of its USDC. */
  private void fund(Address wallet, BigInteger usdc) {
    assertThat(sender.send(transaction(user.address(), wallet, new byte[0], ONE_ETHER)).awaitReceipt().success())
        .isTrue();
    if (usdc.signum() > 0) {
      assertThat(sender.send(transaction(user.address(), USDC,
          Abi.encodeCall("transfer(address,uint256)", wallet, usdc), BigInteger.ZERO)).awaitReceipt().success())
          .isTrue();
    }
  }

  private static TransactionRequest transaction(Address from, Address to, byte[] data, BigInteger value) {
    return TransactionRequest.builder().from(from.toChecksumHex()).to(to.toChecksumHex()).data(Hex.encode(data))
        .value("0x" + value.toString(16)).chainId(ChainId.MAINNET).build();
  }

  private static byte[] batchMode() {
    byte[] mode = new byte[32];
    mode[0] = 0x01;
    return mode;
  }

  @Test
  void approvalsAndPermitsAreReadFromTheChainSoASecondSwapNeedsNeither() {
    BigInteger amount = new BigInteger("500000000"); // 500 USDC
    CheckApprovalRequest check = CheckApprovalRequest.builder().walletAddress(user.address().toChecksumHex())
        .token(USDC.toChecksumHex()).amount(amount).chainId(ChainId.MAINNET).build();
    assertThat(client.checkApproval(check).approval()).as("no allowance for Permit2 yet").isNotNull();
    sender.sendApprovals(client.checkApproval(check)).forEach(PendingTransaction::awaitReceipt);
    assertThat(client.checkApproval(check).approval()).as("the approval mined on anvil is read back").isNull();

    QuoteResponse first = quote(amount);
    String signature = user.sign(TypedData.from(first.permit().orElseThrow())).toHex();
    assertThat(sender.send(client.swap(SwapRequest.fromQuote(first, signature)).swap()).awaitReceipt().success())
        .isTrue();
    BigInteger usdcBefore = balance(USDC);

    QuoteResponse second = quote(amount);
    assertThat(second.permit()).as("Permit2's allowance for the router, set by the first swap's permit").isEmpty();
    assertThat(sender.send(client.swap(SwapRequest.fromQuote(second)).swap()).awaitReceipt().success())
        .isTrue();
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(amount);
  }

  @ParameterizedTest(name = "{0} pools")
  @ValueSource(strings = {"V2", "V3", "V4"})
  void aQuoteFollowsTheChainAfterAnotherWalletsSwapAndExecutesAtIt(String protocol) {
    BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC
    BigDecimal slippage = new BigDecimal("0.5");
    approveUsdc(user, sender, amount);
    ClassicQuote before =
        quoteVia(user, amount, protocol, slippage, TradeType.EXACT_INPUT).classicQuote().orElseThrow();
    sellUsdcFromAnotherWallet(protocol);

    QuoteResponse after = quoteVia(user, amount, protocol, slippage, TradeType.EXACT_INPUT);
    ClassicQuote moved = after.classicQuote().orElseThrow();
    assertThat(moved.output().amount()).as("the pools moved beyond the first quote's slippage")
        .isLessThan(minimum(before.output().amount(), slippage));
    BigInteger wethBefore = balance(WETH);
    String signature = user.sign(TypedData.from(after.permit().orElseThrow())).toHex();
    assertThat(sender.send(client.swap(SwapRequest.fromQuote(after, signature)).swap()).awaitReceipt().success())
        .isTrue();
    // Nothing was mined between the quote and the swap, so the pools pay what they were quoted to.
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(moved.output().amount());
  }

  @ParameterizedTest(name = "{0} pools")
  @ValueSource(strings = {"V2", "V3", "V4"})
  void anExactOutputQuoteFollowsTheChainAfterAnotherWalletsSwapAndExecutesAtIt(String protocol) {
    BigInteger weth = new BigInteger("300000000000000000"); // 0.3 WETH
    BigDecimal slippage = new BigDecimal("0.5");
    approveUsdc(user, sender, new BigInteger("10000000000"));
    ClassicQuote before =
        quoteVia(user, weth, protocol, slippage, TradeType.EXACT_OUTPUT).classicQuote().orElseThrow();
    sellUsdcFromAnotherWallet(protocol);

    QuoteResponse after = quoteVia(user, weth, protocol, slippage, TradeType.EXACT_OUTPUT);
    ClassicQuote moved = after.classicQuote().orElseThrow();
    assertThat(moved.input().amount()).as("WETH costs more USDC than the first quote's slippage allowed")
        .isGreaterThan(maximum(before.input().amount(), slippage));
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);
    String signature = user.sign(TypedData.from(after.permit().orElseThrow())).toHex();
    assertThat(sender.send(client.swap(SwapRequest.fromQuote(after, signature)).swap()).awaitReceipt().success())
        .isTrue();
    // At least the amount: a V2 pair pays out all the input buys, and getAmountIn rounds the input up.
    assertThat(balance(WETH).subtract(wethBefore)).isGreaterThanOrEqualTo(weth);
    assertThat(usdcBefore.subtract(balance(USDC))).as("the pools take what they were quoted to")
        .isEqualTo(moved.input().amount());
  }

  @ParameterizedTest(name = "{0} pools")
  @ValueSource(strings = {"V2", "V3", "V4"})
  void aQuoteReportsThePoolsStateAndPriceImpactAsTheChainHoldsThemAfterAnotherWalletsSwap(String protocol) {
    TransactionReceipt sale = sellUsdcFromAnotherWallet(protocol);
    // Buying USDC back is now cheapest through the pools the sale moved: the quote routes through them.
    BigInteger amount = new BigInteger("500000000000000000"); // 0.5 WETH, small against the pools
    ClassicQuote quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(WETH.toChecksumHex())
        .tokenOut(USDC.toChecksumHex()).swapper(user.address().toChecksumHex()).autoSlippage(AutoSlippage.DEFAULT)
        .protocols(List.of(Protocol.of(protocol))).build()).classicQuote().orElseThrow();
    List<List<RoutePool>> route = quote.route().orElseThrow();
    assertThat(route).hasSize(1);
    BigDecimal mid = new BigDecimal(amount);
    for (RoutePool hop : route.get(0)) {
      mid = mid.multiply(midPrice(hop, sale));
    }
    // Price impact: how far the output falls below the moved pools' mid prices (their fees included). Taken from
    // the unmoved simulated pools instead, the other wallet's move would read as this trade's impact.
    BigDecimal impact = mid.subtract(new BigDecimal(quote.output().amount())).divide(mid, MathContext.DECIMAL128)
        .movePointRight(2);
    assertThat(quote.priceImpact().orElseThrow()).isCloseTo(impact, within(new BigDecimal("0.01")));
    assertThat(quote.slippage()).as("auto slippage: 0.5% plus the price impact")
        .contains(new BigDecimal("0.5").add(quote.priceImpact().orElseThrow()).stripTrailingZeros());
  }

  /**
   * A hop's mid price (its output token per input token) from its state on the chain, after checking that the
   * quote reports that state: a V2 pair's reserves are the sale's last {@code Sync} (a direct pair), a V3/V4 pool's
   * price, liquidity and tick what {@code /lp/pool_info} reads from the pool (V3) or the PoolManager (V4).
   */
  private BigDecimal midPrice(RoutePool hop, TransactionReceipt sale) {
    BigDecimal price1Per0;
    String in;
    String out;
    if (hop instanceof V2Pool) {
      V2Pool v2 = (V2Pool) hop;
      List<Object> sync = lastLog(sale, "Sync(uint112,uint112)", "(uint112,uint112)");
      assertThat(v2.reserve0().orElseThrow().quotient()).isEqualTo(sync.get(0));
      assertThat(v2.reserve1().orElseThrow().quotient()).isEqualTo(sync.get(1));
      price1Per0 = new BigDecimal((BigInteger) sync.get(1)).divide(new BigDecimal((BigInteger) sync.get(0)),
          MathContext.DECIMAL128);
      in = v2.tokenIn().address();
      out = v2.tokenOut().address();
    } else {
      boolean v3 = hop instanceof V3Pool;
      String address = v3 ? ((V3Pool) hop).address() : ((V4Pool) hop).address();
      BigInteger sqrtPrice = v3 ? ((V3Pool) hop).sqrtRatioX96().orElseThrow() : ((V4Pool) hop).sqrtRatioX96();
      BigInteger liquidity = v3 ? ((V3Pool) hop).liquidity().orElseThrow() : ((V4Pool) hop).liquidity();
      BigInteger tick = (v3 ? ((V3Pool) hop).tickCurrent().orElseThrow() : ((V4Pool) hop).tickCurrent())
          .bigIntegerValue();
      PoolProtocols protocol = PoolProtocols.of(v3 ? Protocol.V3 : Protocol.V4);
      PoolInformation onChain = client.poolInfo(PoolInfoRequest.builder().protocol(protocol).chainId(ChainId.MAINNET)
          .poolReferences(List.of(PoolReferenceByProtocol.of(protocol, ChainId.MAINNET, address))).build())
          .poolsOrEmpty().get(0);
      assertThat(sqrtPrice).as("sqrtRatioX96 of " + address).isEqualTo(onChain.sqrtRatioX96().orElseThrow());
      assertThat(liquidity).as("liquidity of " + address).isEqualTo(onChain.poolLiquidity().orElseThrow());
      assertThat(tick).as("tick of " + address).isEqualTo(onChain.currentTick().orElseThrow().bigIntegerValue());
      price1Per0 = new BigDecimal(sqrtPrice.pow(2)).divide(new BigDecimal(BigInteger.ONE.shiftLeft(192)),
          MathContext.DECIMAL128);
      in = v3 ? ((V3Pool) hop).tokenIn().address() : ((V4Pool) hop).tokenIn().address();
      out = v3 ? ((V3Pool) hop).tokenOut().address() : ((V4Pool) hop).tokenOut().address();
    }
    boolean inIsToken0 = in.toLowerCase(Locale.ROOT).compareTo(out.toLowerCase(Locale.ROOT)) < 0;
    return inIsToken0 ? price1Per0 : BigDecimal.ONE.divide(price1Per0, MathContext.DECIMAL128);
  }

  /** The non-indexed fields of the receipt's last log with this event signature. */
  private static List<Object> lastLog(TransactionReceipt receipt, String event, String fields) {
    Bytes32 topic = Bytes32.of(Keccak.hash(event.getBytes(StandardCharsets.US_ASCII)));
    Log last = receipt.logs().stream().filter(log -> !log.topics().isEmpty() && log.topics().get(0).equals(topic))
        .reduce((first, second) -> second)
        .orElseThrow(() -> new AssertionError("no " + event + " in " + receipt.logs()));
    return Abi.decode(fields, last.data());
  }

  /** Another wallet sells 500,000 USDC for WETH through the protocol's pools: WETH gets dearer there. */
  private TransactionReceipt sellUsdcFromAnotherWallet(String protocol) {
    LocalSigner other = LocalSigner.of(OTHER_KEY);
    TransactionSender otherSender =
        TransactionSender.builder(rpc, other).nonceManager(NonceManager.local()).receiptWait(FAST).build();
    BigInteger large = new BigInteger("500000000000");
    approveUsdc(other, otherSender, large);
    QuoteResponse sale = quoteVia(other, large, protocol, new BigDecimal("0.5"), TradeType.EXACT_INPUT);
    String signature = other.sign(TypedData.from(sale.permit().orElseThrow())).toHex();
    TransactionReceipt receipt = otherSender.send(client.swap(SwapRequest.fromQuote(sale, signature)).swap())
        .awaitReceipt();
    assertThat(receipt.success()).isTrue();
    return receipt;
  }

  private void approveUsdc(LocalSigner wallet, TransactionSender from, BigInteger amount) {
    from.sendApprovals(client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(wallet.address().toChecksumHex()).token(USDC.toChecksumHex()).amount(amount)
        .chainId(ChainId.MAINNET).build())).forEach(sent -> assertThat(sent.awaitReceipt().success()).isTrue());
  }

  private QuoteResponse quoteVia(LocalSigner wallet, BigInteger amount, String protocol, BigDecimal slippage,
      TradeType type) {
    return client.quote(QuoteRequest.builder().type(type).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC.toChecksumHex())
        .tokenOut(WETH.toChecksumHex()).swapper(wallet.address().toChecksumHex()).slippageTolerance(slippage)
        .protocols(List.of(Protocol.of(protocol))).build());
  }

  private static BigInteger minimum(BigInteger amount, BigDecimal slippagePercent) {
    return new BigDecimal(amount).multiply(BigDecimal.ONE.subtract(slippagePercent.movePointLeft(2)))
        .setScale(0, RoundingMode.UP).toBigIntegerExact();
  }

  private static BigInteger maximum(BigInteger amount, BigDecimal slippagePercent) {
    return new BigDecimal(amount).multiply(BigDecimal.ONE.add(slippagePercent.movePointLeft(2)))
        .setScale(0, RoundingMode.DOWN).toBigIntegerExact();
  }

  private QuoteResponse quote(BigInteger amount) {
    return client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC.toChecksumHex())
        .tokenOut(WETH.toChecksumHex()).swapper(user.address().toChecksumHex()).autoSlippage(AutoSlippage.DEFAULT)
        .build());
  }

  @ParameterizedTest(name = "Universal Router {0}")
  @ValueSource(strings = {"1.2", "2.0", "2.1.1"})
  void aPermitSignedByTheWrongKeyIsRefusedByTheRealPermit2WithTheDecodedError(String version) {
    BigInteger amount = new BigInteger("1000000000");
    RequestOptions routerVersion = RequestOptions.builder().routerVersion(RouterVersion.of(version)).build();
    sender.sendApprovals(client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(user.address().toChecksumHex()).token(USDC.toChecksumHex()).amount(amount)
        .chainId(ChainId.MAINNET).build())).forEach(PendingTransaction::awaitReceipt);
    BigInteger usdcBefore = balance(USDC);
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC.toChecksumHex())
        .tokenOut(WETH.toChecksumHex()).swapper(user.address().toChecksumHex()).autoSlippage(AutoSlippage.DEFAULT)
        .build(), routerVersion);
    LocalSigner stranger = LocalSigner.of(PrivateKey.random());
    String forged = stranger.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    // The server checks the signer first, as the service does ...
    assertThatThrownBy(() -> client.swap(SwapRequest.fromQuote(quote, forged)))
        .isInstanceOf(BadRequestException.class).hasMessageContaining("\"signature\" was not made by the quote's swapper");
    // ... so the forged signature goes into the calldata of a genuine swap, in place of the swapper's.
    String genuine = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    TransactionRequest built = client.swap(SwapRequest.fromQuote(quote, genuine)).swap();
    String data = built.data();
    assertThat(data.split(genuine.substring(2), -1)).as("the permit's signature, once in the calldata").hasSize(2);
    TransactionRequest swap = ImmutableTransactionRequest.copyOf(built)
        .withData(data.replace(genuine.substring(2), forged.substring(2)));

    // The API's gas limit is kept, so no estimate runs first: the swap is mined, and reverts in the real Permit2.
    assertThatThrownBy(() -> sender.send(swap).awaitReceipt())
        .isInstanceOfSatisfying(TransactionRevertedException.class, e -> {
          assertThat(e.receipt().success()).isFalse();
          assertThat(innermost(e.reason())).isInstanceOfSatisfying(RevertReason.CustomError.class, error -> {
            assertThat(error.contracts()).contains("Permit2"); // and the V4 PositionManager, which declares it too
            assertThat(error.signature()).isEqualTo("InvalidSigner()");
          });
        })
        .hasMessageContaining("Permit2 or V4 PositionManager: invalid signer");
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
  }

  /** The revert a Universal Router's {@code ExecutionFailed} wraps, followed to the end. */
  private static RevertReason innermost(RevertReason reason) {
    RevertReason at = reason;
    while (at instanceof RevertReason.CustomError && ((RevertReason.CustomError) at).cause().isPresent()) {
      at = ((RevertReason.CustomError) at).cause().get();
    }
    return at;
  }

  private BigInteger balance(Address token) {
    return balanceOf(token, user.address());
  }

  private BigInteger balanceOf(Address token, Address holder) {
    byte[] out = rpc.call(CallRequest.of(token, Abi.encodeCall("balanceOf(address)", holder)), BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }
}
