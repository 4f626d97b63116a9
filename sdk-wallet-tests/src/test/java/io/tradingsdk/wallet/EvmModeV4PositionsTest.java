package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.core.BadRequestException;
import io.tradingsdk.core.NotFoundException;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.ImmutableLpApprovalRequest;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.lp.LpAction;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
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
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * V4 positions in the reference server's EVM mode, end to end on the real V4 PositionManager (v4-periphery 1.0.3):
 * the SDK client asks the server, the sender signs and sends what it answered to anvil, and Permit2, the
 * PositionManager and the PoolManager execute it. Every outcome is read back from the chain: the NFT's owner and
 * liquidity from the manager, the amounts from balances and the receipts' Transfer logs, which must equal what the
 * server said to expect (nothing else is mined in between).
 */
@ExtendWith(AnvilExtension.class) // only its condition: skip without anvil, fail under CI=true
class EvmModeV4PositionsTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> b.configure(c -> c
      .evmToolsDirectory(EvmTools.dir())
      .evmCacheDirectory(Path.of(System.getProperty("evm.cache.dir", "target/evm-cache")))))
      .evm().resetBeforeEach();

  /** The second account of the standard test mnemonic: a development wallet the EVM mode funds. */
  private static final PrivateKey KEY =
      PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
  /** The third account: another funded wallet, whose swaps pay the position's fees. */
  private static final PrivateKey OTHER_KEY =
      PrivateKey.fromHex("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address WETH = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  private static final Address ETH = Address.of("0x0000000000000000000000000000000000000000");
  private static final Address PERMIT2 = Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3");
  private static final BigInteger ONE_ETHER = BigInteger.TEN.pow(18);
  private static final BigInteger MAX_UINT160 = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);
  private static final Bytes32 TRANSFER =
      Bytes32.of(Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  private static final String MULTICALL = Hex.encode(Abi.selector("multicall(bytes[])"));
  private static final String PERMIT_BATCH =
      "permitBatch(address,((address,uint160,uint48,uint48)[],address,uint256),bytes)";
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

  @Test
  void aV4PositionIsMintedWithABatchPermitIncreasedEarnsFeesFromV4SwapsAndIsWithdrawn() {
    String wallet = user.address().toChecksumHex();
    BigInteger usdcIn = new BigInteger("30000000000"); // 30,000 USDC
    LpApprovalRequest approval = approvalRequest(LpAction.CREATE, LpToken.of(USDC.toChecksumHex(), usdcIn),
        LpToken.of(WETH.toChecksumHex(), ONE_ETHER.multiply(BigInteger.valueOf(20))));
    LpApprovalResponse approvals = client.checkLpApproval(approval);
    // Both tokens approve Permit2 (read from the tokens), and Permit2 has no allowance for the manager yet.
    assertThat(approvals.transactionsOrEmpty()).hasSize(2)
        .allSatisfy(t -> assertThat(t.transaction().data()).contains(PERMIT2.toLowerHex().substring(2)));
    approvals.transactionsOrEmpty().forEach(t -> sendOk(t.transaction()));
    LpApprovalResponse permitOnly = client.checkLpApproval(approval);
    assertThat(permitOnly.transactionsOrEmpty()).isEmpty();
    TypedData permit = TypedData.from(permitOnly.v4BatchPermitData().orElseThrow());

    PoolInformation pool = usdcWethPool();
    int tick = pool.currentTick().orElseThrow().intValue();
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder().walletAddress(wallet)
        .chainId(ChainId.MAINNET).protocol(Protocol.V4)
        .existingPool(CreatePositionExistingPoolParameters.of(USDC.toChecksumHex(), WETH.toChecksumHex(),
            pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDC.toChecksumHex(), usdcIn))
        .tickBounds(PositionTickBounds.of(tick - 1000, tick + 1000))
        .batchPermitData(permitOnly.v4BatchPermitData().orElseThrow()).signature(user.sign(permit).toHex())
        .build());
    assertThat(created.create().data()).startsWith(MULTICALL); // [permitBatch, modifyLiquidities]
    Address manager = Address.of(created.create().to());
    assertThat(permit.toJsonString()).containsIgnoringCase(manager.toLowerHex().substring(2)); // the permit's spender
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);
    TransactionReceipt mint = sendOk(created.create());

    BigInteger tokenId = mintedToken(mint, manager);
    assertThat(call(manager, "(address)", "ownerOf(uint256)", tokenId).get(0)).isEqualTo(user.address());
    // USDC sorts before WETH: token0. The pool takes exactly what the server said, through Permit2.
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(created.token0().amount())
        .isEqualTo(transferred(mint, USDC, user.address(), null)).isPositive();
    assertThat(wethBefore.subtract(balance(WETH))).isEqualTo(created.token1().amount())
        .isEqualTo(transferred(mint, WETH, user.address(), null)).isPositive();
    // Permit2 verified the signed batch inside the manager: its allowances are set and the nonces spent.
    for (Address token : List.of(USDC, WETH)) {
      List<Object> allowance = call(PERMIT2, "(uint160,uint48,uint48)", "allowance(address,address,address)",
          user.address(), token, manager);
      assertThat(allowance.get(0)).isEqualTo(MAX_UINT160);
      assertThat(allowance.get(2)).isEqualTo(BigInteger.ONE);
    }
    BigInteger info = (BigInteger) call(manager, "((address,address,uint24,int24,address),uint256)",
        "getPoolAndPositionInfo(uint256)", tokenId).get(1);
    assertThat(signed24(info.shiftRight(8))).isEqualTo(created.tickLower().orElseThrow().bigIntegerValue().longValueExact());
    assertThat(signed24(info.shiftRight(32))).isEqualTo(created.tickUpper().orElseThrow().bigIntegerValue().longValueExact());
    BigInteger minted = liquidity(manager, tokenId);
    assertThat(minted).isPositive();

    LpApprovalResponse again = client.checkLpApproval(approvalRequest(LpAction.INCREASE,
        LpToken.of(USDC.toChecksumHex(), usdcIn), LpToken.of(WETH.toChecksumHex(), ONE_ETHER)));
    assertThat(again.approvalNeeded()).isFalse(); // Permit2's allowance, read back from the chain
    IncreasePositionResponse increase = client.increasePosition(increaseRequest(tokenId, USDC, WETH,
        LpToken.of(USDC.toChecksumHex(), usdcIn.divide(BigInteger.TWO))));
    usdcBefore = balance(USDC);
    wethBefore = balance(WETH);
    sendOk(increase.increase());
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(increase.token0().amount());
    assertThat(wethBefore.subtract(balance(WETH))).isEqualTo(increase.token1().amount());
    BigInteger increased = liquidity(manager, tokenId);
    // Half the USDC again at an unmoved price: half the liquidity again (to the rounding of a unit).
    assertThat(new BigDecimal(increased).divide(new BigDecimal(minted), 6, RoundingMode.HALF_EVEN))
        .isBetween(new BigDecimal("1.499999"), new BigDecimal("1.500001"));

    // Another wallet trades through the V4 pool both ways (router 2.0's V4_SWAP): the position earns 0.05% of each.
    LocalSigner other = LocalSigner.of(OTHER_KEY);
    TransactionSender otherSender = TransactionSender.builder(rpc, other).nonceManager(NonceManager.local())
        .receiptWait(FAST).build();
    swapThroughV4(other, otherSender, USDC, WETH, new BigInteger("200000000000")); // 200,000 USDC
    TransactionReceipt lastSwap =
        swapThroughV4(other, otherSender, WETH, USDC, ONE_ETHER.multiply(BigInteger.valueOf(40)));
    // /lp/pool_info reads the pool from the PoolManager: as the swap's own Swap log left it.
    PoolInformation moved = usdcWethPool();
    assertThat(List.of(moved.sqrtRatioX96().orElseThrow(), moved.poolLiquidity().orElseThrow(),
        moved.currentTick().orElseThrow().bigIntegerValue()))
        .isEqualTo(stateAfter(lastSwap, pool.poolReferenceIdentifier().orElseThrow()));
    assertThat(moved.currentTick().orElseThrow().intValue()).isNotEqualTo(tick); // the swaps moved it

    // An increase now also settles the fees earned, which pay part of it (each currency closed, not settled).
    ClaimFeesResponse earned = client.claimFees(claimRequest(user.address(), tokenId));
    assertThat(earned.token0().amount()).isPositive();
    assertThat(earned.token1().amount()).isPositive();
    IncreasePositionResponse netted = client.increasePosition(increaseRequest(tokenId, USDC, WETH,
        LpToken.of(USDC.toChecksumHex(), new BigInteger("1000000")))); // 1 USDC: less than its fees
    usdcBefore = balance(USDC);
    wethBefore = balance(WETH);
    sendOk(netted.increase());
    assertThat(usdcBefore.subtract(balance(USDC)))
        .isEqualTo(netted.token0().amount().subtract(earned.token0().amount()));
    assertThat(wethBefore.subtract(balance(WETH)))
        .isEqualTo(netted.token1().amount().subtract(earned.token1().amount()));
    increased = liquidity(manager, tokenId);
    swapThroughV4(other, otherSender, USDC, WETH, new BigInteger("100000000000")); // fees again, in USDC only

    assertThatThrownBy(() -> client.claimFees(claimRequest(other.address(), tokenId)))
        .isInstanceOf(NotFoundException.class); // not its position
    ClaimFeesResponse fees = client.claimFees(claimRequest(user.address(), tokenId));
    assertThat(fees.token0().amount()).isPositive();
    assertThat(fees.token1().amount()).isZero(); // no WETH was sold since the increase took the fees
    usdcBefore = balance(USDC);
    wethBefore = balance(WETH);
    TransactionReceipt collected = sendOk(fees.claim());
    assertThat(balance(USDC).subtract(usdcBefore)).isEqualTo(fees.token0().amount())
        .isEqualTo(transferred(collected, USDC, null, user.address()));
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(fees.token1().amount())
        .isEqualTo(transferred(collected, WETH, null, user.address()));
    assertThat(liquidity(manager, tokenId)).isEqualTo(increased); // fees leave, liquidity stays
    ClaimFeesResponse none = client.claimFees(claimRequest(user.address(), tokenId));
    assertThat(none.token0().amount()).isZero(); // all taken
    assertThat(none.token1().amount()).isZero();

    DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
        .walletAddress(wallet).chainId(ChainId.MAINNET).protocol(Protocol.V4).nftTokenId(tokenId.toString())
        .token0Address(USDC.toChecksumHex()).token1Address(WETH.toChecksumHex()).liquidityPercentageToDecrease(40)
        .build());
    usdcBefore = balance(USDC);
    wethBefore = balance(WETH);
    TransactionReceipt withdrawn = sendOk(decreased.decrease());
    assertThat(liquidity(manager, tokenId))
        .isEqualTo(increased.subtract(increased.multiply(BigInteger.valueOf(40)).divide(BigInteger.valueOf(100))));
    assertThat(balance(USDC).subtract(usdcBefore)).isEqualTo(decreased.token0().amount())
        .isEqualTo(transferred(withdrawn, USDC, null, user.address())).isPositive();
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(decreased.token1().amount())
        .isEqualTo(transferred(withdrawn, WETH, null, user.address())).isPositive();
  }

  @Test
  void aBatchPermitWithAWrongSignatureIsRefusedByTheRealPermit2() {
    String wallet = user.address().toChecksumHex();
    BigInteger usdcIn = new BigInteger("5000000000"); // 5,000 USDC
    LpApprovalRequest approval = approvalRequest(LpAction.CREATE, LpToken.of(USDC.toChecksumHex(), usdcIn),
        LpToken.of(WETH.toChecksumHex(), ONE_ETHER.multiply(BigInteger.TEN)));
    client.checkLpApproval(approval).transactionsOrEmpty().forEach(t -> sendOk(t.transaction()));
    LpApprovalResponse permitOnly = client.checkLpApproval(approval);
    TypedData permit = TypedData.from(permitOnly.v4BatchPermitData().orElseThrow());
    PoolInformation pool = usdcWethPool();
    io.tradingsdk.models.lp.ImmutableCreatePositionRequest.Builder request = CreatePositionRequest.builder().walletAddress(wallet)
        .chainId(ChainId.MAINNET).protocol(Protocol.V4)
        .existingPool(CreatePositionExistingPoolParameters.of(USDC.toChecksumHex(), WETH.toChecksumHex(),
            pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDC.toChecksumHex(), usdcIn))
        .batchPermitData(permitOnly.v4BatchPermitData().orElseThrow());
    String forged = LocalSigner.of(PrivateKey.random()).sign(permit).toHex();
    // The server checks the signer first ...
    assertThatThrownBy(() -> client.createPosition(request.signature(forged).build()))
        .isInstanceOf(BadRequestException.class).hasMessageContaining("\"signature\" was not made by walletAddress");
    // ... so the forged signature goes into the calldata of a genuine create, in place of the wallet's.
    String genuine = user.sign(permit).toHex();
    TransactionRequest built = client.createPosition(request.signature(genuine).build()).create();
    assertThat(built.data().split(genuine.substring(2), -1)).as("the signature, once in the calldata").hasSize(2);
    TransactionRequest create = ImmutableTransactionRequest.copyOf(built)
        .withData(built.data().replace(genuine.substring(2), forged.substring(2)));
    Address manager = Address.of(create.to());
    BigInteger usdcBefore = balance(USDC);

    // The manager forwards the permit inside a try (a front-run permit must not block the call): Permit2 answers
    // InvalidSigner there, sets no allowance, and SETTLE_PAIR's transferFrom then reverts in Permit2.
    List<Object> forwarded = Abi.decode("(bytes)", rpc.call(CallRequest.builder().to(manager)
        .from(user.address()).data(permitBatchCall(create.data())).build(), BlockTag.LATEST));
    RevertReason refusal = RevertDecoder.standard().decode((byte[]) forwarded.get(0));
    assertThat(refusal).isInstanceOfSatisfying(RevertReason.CustomError.class, error -> {
      assertThat(error.contracts()).contains("Permit2"); // the data does not say which of its declarers reverted
      assertThat(error.signature()).isEqualTo("InvalidSigner()");
    });
    // The API's gas limit is kept, so no estimate runs first: the create is mined, and reverts in the real Permit2.
    assertThatThrownBy(() -> sender.send(create).awaitReceipt())
        .isInstanceOfSatisfying(TransactionRevertedException.class, e -> {
          assertThat(e.receipt().success()).isFalse();
          assertThat(e.reason()).isInstanceOfSatisfying(RevertReason.CustomError.class, error -> {
            assertThat(error.contract()).isEqualTo("Permit2");
            assertThat(error.signature()).isEqualTo("AllowanceExpired(uint256)");
          });
        })
        .hasMessageContaining("Permit2: allowance expired");
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
    assertThat(call(PERMIT2, "(uint160,uint48,uint48)", "allowance(address,address,address)", user.address(), USDC,
        manager).get(2)).isEqualTo(BigInteger.ZERO); // the nonce the forged permit named is still unused

    // Permit2's allowance as transactions instead (generatePermitAsTransaction): then a create needs no permit.
    LpApprovalResponse asTransactions = client.checkLpApproval(ImmutableLpApprovalRequest.copyOf(approval)
        .withGeneratePermitAsTransaction(true));
    assertThat(asTransactions.v4BatchPermitData()).isEmpty();
    assertThat(asTransactions.transactionsOrEmpty()).hasSize(2)
        .allSatisfy(t -> assertThat(t.transaction().to()).isEqualToIgnoringCase(PERMIT2.toChecksumHex()));
    asTransactions.transactionsOrEmpty().forEach(t -> sendOk(t.transaction()));
    assertThat(client.checkLpApproval(approval).approvalNeeded()).isFalse();
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder().walletAddress(wallet)
        .chainId(ChainId.MAINNET).protocol(Protocol.V4)
        .existingPool(CreatePositionExistingPoolParameters.of(USDC.toChecksumHex(), WETH.toChecksumHex(),
            pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDC.toChecksumHex(), usdcIn)).build());
    assertThat(created.create().data()).doesNotStartWith(MULTICALL);
    TransactionReceipt mint = sendOk(created.create());
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(created.token0().amount())
        .isEqualTo(transferred(mint, USDC, user.address(), null));
  }

  @Test
  void aNativeEthV4PositionIsPaidAsValueAndTheSurplusSweptBack() {
    String wallet = user.address().toChecksumHex();
    BigInteger usdcIn = new BigInteger("3000000000"); // 3,000 USDC
    LpApprovalRequest approval = approvalRequest(LpAction.CREATE, LpToken.of(ETH.toChecksumHex(), ONE_ETHER),
        LpToken.of(USDC.toChecksumHex(), usdcIn));
    LpApprovalResponse approvals = client.checkLpApproval(approval);
    assertThat(approvals.transactionsOrEmpty()).hasSize(1); // USDC to Permit2 only: ETH is the call's value
    approvals.transactionsOrEmpty().forEach(t -> sendOk(t.transaction()));
    LpApprovalResponse permitOnly = client.checkLpApproval(approval);
    TypedData permit = TypedData.from(permitOnly.v4BatchPermitData().orElseThrow());
    PoolInformation pool = ethUsdcPool();
    int tick = pool.currentTick().orElseThrow().intValue();
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder().walletAddress(wallet)
        .chainId(ChainId.MAINNET).protocol(Protocol.V4)
        .existingPool(CreatePositionExistingPoolParameters.of(ETH.toChecksumHex(), USDC.toChecksumHex(),
            pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDC.toChecksumHex(), usdcIn))
        .tickBounds(PositionTickBounds.of(tick - 500, tick + 500))
        .batchPermitData(permitOnly.v4BatchPermitData().orElseThrow()).signature(user.sign(permit).toHex())
        .build());
    assertThat(created.token0().tokenAddress()).isEqualToIgnoringCase(ETH.toChecksumHex());
    BigInteger value = created.create().valueWei();
    assertThat(value).isGreaterThan(created.token0().amount()); // the slippage's room, swept back
    Address manager = Address.of(created.create().to());
    BigInteger ethBefore = rpc.getBalance(user.address(), BlockTag.LATEST);
    BigInteger usdcBefore = balance(USDC);
    TransactionReceipt mint = sendOk(created.create());

    BigInteger tokenId = mintedToken(mint, manager);
    assertThat(call(manager, "(address)", "ownerOf(uint256)", tokenId).get(0)).isEqualTo(user.address());
    BigInteger ethSpent = ethBefore.subtract(rpc.getBalance(user.address(), BlockTag.LATEST)).subtract(mint.fee());
    assertThat(ethSpent).isEqualTo(created.token0().amount()); // the value less what SWEEP returned
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(created.token1().amount());
    assertThat(rpc.getBalance(manager, BlockTag.LATEST)).isZero(); // nothing left in the manager

    // Half paid as WETH: the manager takes the pair to itself, WRAPs its ETH and SWEEPs both tokens out.
    DecreasePositionResponse asWeth = client.decreasePosition(DecreasePositionRequest.builder()
        .walletAddress(wallet).chainId(ChainId.MAINNET).protocol(Protocol.V4).nftTokenId(tokenId.toString())
        .token0Address(ETH.toChecksumHex()).token1Address(USDC.toChecksumHex()).liquidityPercentageToDecrease(50)
        .withdrawAsWeth(true).build());
    assertThat(asWeth.token0().tokenAddress()).isEqualToIgnoringCase(WETH.toChecksumHex());
    BigInteger wethBefore = balance(WETH);
    usdcBefore = balance(USDC);
    TransactionReceipt wrapped = sendOk(asWeth.decrease());
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(asWeth.token0().amount())
        .isEqualTo(transferred(wrapped, WETH, manager, user.address())).isPositive();
    assertThat(balance(USDC).subtract(usdcBefore)).isEqualTo(asWeth.token1().amount());
    assertThat(rpc.getBalance(manager, BlockTag.LATEST)).isZero();

    DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
        .walletAddress(wallet).chainId(ChainId.MAINNET).protocol(Protocol.V4).nftTokenId(tokenId.toString())
        .token0Address(ETH.toChecksumHex()).token1Address(USDC.toChecksumHex()).liquidityPercentageToDecrease(100)
        .build());
    assertThat(decreased.token0().tokenAddress()).isEqualToIgnoringCase(ETH.toChecksumHex());
    ethBefore = rpc.getBalance(user.address(), BlockTag.LATEST);
    usdcBefore = balance(USDC);
    TransactionReceipt withdrawn = sendOk(decreased.decrease());
    assertThat(rpc.getBalance(user.address(), BlockTag.LATEST).subtract(ethBefore).add(withdrawn.fee()))
        .isEqualTo(decreased.token0().amount()).isPositive(); // TAKE_PAIR pays ETH itself
    assertThat(balance(USDC).subtract(usdcBefore)).isEqualTo(decreased.token1().amount());
    assertThat(liquidity(manager, tokenId)).isZero();
  }

  private LpApprovalRequest approvalRequest(LpAction action, LpToken a, LpToken b) {
    return LpApprovalRequest.builder().walletAddress(user.address().toChecksumHex()).protocol(Protocol.V4)
        .chainId(ChainId.MAINNET).action(action).addLpTokens(a, b).build();
  }

  private IncreasePositionRequest increaseRequest(BigInteger tokenId, Address token0, Address token1,
      LpToken independent) {
    return IncreasePositionRequest.builder().walletAddress(user.address().toChecksumHex()).chainId(ChainId.MAINNET)
        .protocol(Protocol.V4).nftTokenId(tokenId.toString()).token0Address(token0.toChecksumHex())
        .token1Address(token1.toChecksumHex()).independentToken(independent).build();
  }

  private static ClaimFeesRequest claimRequest(Address wallet, BigInteger tokenId) {
    return ClaimFeesRequest.builder().protocol(Protocol.V4).walletAddress(wallet.toChecksumHex())
        .chainId(ChainId.MAINNET).tokenId(tokenId.toString()).build();
  }

  private PoolInformation usdcWethPool() {
    return v4Pool(USDC, WETH);
  }

  private PoolInformation ethUsdcPool() {
    return v4Pool(ETH, USDC);
  }

  private PoolInformation v4Pool(Address a, Address b) {
    List<PoolInformation> pools = client.poolInfo(PoolInfoRequest.builder().protocol(PoolProtocols.of(Protocol.V4))
        .chainId(ChainId.MAINNET).poolParameters(PoolParameters.builder().tokenAddressA(a.toChecksumHex())
            .tokenAddressB(b.toChecksumHex()).build()).build()).poolsOrEmpty();
    assertThat(pools).hasSize(1);
    return pools.get(0);
  }

  /** A swap of {@code amount} by {@code wallet} through V4 pools only, via {@code /quote} and {@code /swap}. */
  private TransactionReceipt swapThroughV4(LocalSigner wallet, TransactionSender from, Address in, Address out,
      BigInteger amount) {
    from.sendApprovals(client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(wallet.address().toChecksumHex()).token(in.toChecksumHex()).amount(amount)
        .chainId(ChainId.MAINNET).build())).forEach(sent -> assertThat(sent.awaitReceipt().success()).isTrue());
    RequestOptions router = RequestOptions.builder().routerVersion(RouterVersion.of("2.0")).build();
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(in.toChecksumHex())
        .tokenOut(out.toChecksumHex()).swapper(wallet.address().toChecksumHex()).slippageTolerance(BigDecimal.ONE)
        .protocols(List.of(Protocol.of("V4"))).build(), router);
    // A permit only while Permit2's allowance for the router is not set yet (by this wallet's first swap).
    SwapRequest swap = quote.permit().map(p -> SwapRequest.fromQuote(quote, wallet.sign(TypedData.from(p)).toHex()))
        .orElseGet(() -> SwapRequest.fromQuote(quote));
    TransactionReceipt receipt = from.send(client.swap(swap, router).swap()).awaitReceipt();
    assertThat(receipt.success()).isTrue();
    return receipt;
  }

  /**
   * The pool's state after a swap, from the PoolManager's {@code Swap(id, sender, amount0, amount1, sqrtPriceX96,
   * liquidity, tick, fee)} log: sqrtPriceX96, liquidity and tick.
   */
  private static List<Object> stateAfter(TransactionReceipt swap, String poolId) {
    Bytes32 topic = Bytes32.of(Keccak.hash("Swap(bytes32,address,int128,int128,uint160,uint128,int24,uint24)"
        .getBytes(StandardCharsets.US_ASCII)));
    List<Object> fields = swap.logs().stream()
        .filter(log -> log.topics().size() == 3 && log.topics().get(0).equals(topic)
            && log.topics().get(1).equals(Bytes32.fromHex(poolId)))
        .map(log -> Abi.decode("(int128,int128,uint160,uint128,int24,uint24)", log.data()))
        .reduce((first, last) -> last).orElseThrow(() -> new AssertionError("no Swap of " + poolId));
    return fields.subList(2, 5);
  }

  /** The {@code permitBatch} call a {@code multicall([permitBatch, modifyLiquidities])} starts with. */
  @SuppressWarnings("unchecked") // a bytes[] decodes as a List of byte[]
  private static byte[] permitBatchCall(String multicall) {
    List<Object> calls = (List<Object>) Abi.decodeCall("multicall(bytes[])", Hex.decode(multicall, "multicall")).get(0);
    byte[] first = (byte[]) calls.get(0);
    assertThat(Hex.encode(Arrays.copyOf(first, 4))).isEqualTo(Hex.encode(Abi.selector(PERMIT_BATCH)));
    return first;
  }

  private TransactionReceipt sendOk(TransactionRequest transaction) {
    TransactionReceipt receipt = sender.send(transaction).awaitReceipt();
    assertThat(receipt.success()).isTrue();
    return receipt;
  }

  /** The position NFT a receipt shows the manager minted: its ERC-721 {@code Transfer(0x0, owner, id)}. */
  private static BigInteger mintedToken(TransactionReceipt receipt, Address manager) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(manager) && log.topics().size() == 4
            && log.topics().get(0).equals(TRANSFER) && new BigInteger(1, log.topics().get(1).toBytes()).signum() == 0)
        .map(log -> new BigInteger(1, log.topics().get(3).toBytes()))
        .findFirst().orElseThrow(() -> new AssertionError("no position minted in " + receipt.logs()));
  }

  /** What a receipt's ERC-20 {@code Transfer} logs of {@code token} moved from {@code from} or to {@code to}. */
  private static BigInteger transferred(TransactionReceipt receipt, Address token, Address from, Address to) {
    return receipt.logs().stream()
        .filter(log -> log.address().equals(token) && log.topics().size() == 3 && log.topics().get(0).equals(TRANSFER)
            && (from == null || topicAddress(log.topics().get(1)).equals(from))
            && (to == null || topicAddress(log.topics().get(2)).equals(to)))
        .map(log -> new BigInteger(1, log.data()))
        .reduce(BigInteger.ZERO, BigInteger::add);
  }

  private static Address topicAddress(Bytes32 topic) {
    return Address.of(Hex.encode(Arrays.copyOfRange(topic.toBytes(), 12, 32)));
  }

  private static long signed24(BigInteger bits) {
    long value = bits.and(BigInteger.valueOf(0xFFFFFF)).longValueExact();
    return value >= 0x800000 ? value - 0x1000000 : value;
  }

  /** The position's liquidity on chain: the manager's {@code getPositionLiquidity(tokenId)}. */
  private BigInteger liquidity(Address manager, BigInteger tokenId) {
    return (BigInteger) call(manager, "(uint128)", "getPositionLiquidity(uint256)", tokenId).get(0);
  }

  private List<Object> call(Address to, String returns, String signature, Object... args) {
    return Abi.decode(returns, rpc.call(CallRequest.of(to, Abi.encodeCall(signature, args)), BlockTag.LATEST));
  }

  private BigInteger balance(Address token) {
    byte[] out = rpc.call(CallRequest.of(token, Abi.encodeCall("balanceOf(address)", user.address())),
        BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }
}
