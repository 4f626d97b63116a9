package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.Urgency;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreateClassicPositionRequest;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
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
import io.tradingsdk.models.lp.PoolInfoResponse;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.models.lp.V2PoolParameters;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.server.ServerConfig;
import java.math.BigInteger;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The LP operations through {@link TradingClient} against the reference server: every operation and
 * every status its document lists (200, 400, 401, 404, 429, 500, 504), and the journey check
 * approval → create → increase → decrease → claim fees, whose transactions the test wallet mines
 * on the server's simulated chain, with fees above zero at the end.
 */
class LpReferenceServerContractTest extends WithReferenceServer {
  private static final String WALLET = ServerConfig.DEV_WALLET;
  /** The key of {@link ServerConfig#DEV_WALLET}: the first account of the public test mnemonic. */
  private static final String WALLET_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final String V3_WETH_USDT = "0x11b815efB8f581194ae79006d24E0d814B7697F6";
  /** A V3 position the server seeds for the development wallet. */
  private static final String SEEDED_V3_POSITION = "1002";
  /** A chain the server does not serve: the models accept any chain id, the server answers 400. */
  private static final ChainId UNSERVED_CHAIN = ChainId.of(31337);

  private final MutableClock clock = new MutableClock(Instant.parse("2026-08-01T12:00:00Z"));

  @Override
  void configureServer(ServerConfig.Builder config) {
    config.clock(clock).nanoTime(() -> 0L);
  }

  // ---------------------------------------------------------------- the journey

  @Test
  void checkApprovalCreateIncreaseDecreaseClaimEarnsFeesAboveZero() {
    LpApprovalRequest approval = LpApprovalRequest.builder().walletAddress(WALLET).protocol(Protocol.V3)
        .chainId(ChainId.MAINNET).action(LpAction.CREATE)
        .addLpTokens(LpToken.of(WETH, new BigInteger("2000000000000000000")),
            LpToken.of(USDT, new BigInteger("9000000000")))
        .build();
    LpApprovalResponse approvals = client.checkLpApproval(approval);
    assertThat(approvals.approvalNeeded()).isTrue();
    assertThat(approvals.transactionsOrEmpty()).hasSize(2)
        .allSatisfy(t -> assertThat(t.action()).contains(LpAction.CREATE));
    for (ApprovalTransactionRequest t : approvals.transactionsOrEmpty()) {
      assertThat(mine(t.transaction())).as("approval reverted").isFalse();
    }
    assertThat(client.checkLpApproval(approval).approvalNeeded()).isFalse();

    PoolInformation pool = onlyPool(Protocol.V3, WETH, USDT);
    int tick = pool.currentTick().orElseThrow().intValue();
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder()
        .walletAddress(WALLET).chainId(ChainId.MAINNET).protocol(Protocol.V3)
        .existingPool(CreatePositionExistingPoolParameters.of(WETH, USDT, pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDT, new BigInteger("3000000000")))
        .tickBounds(PositionTickBounds.of(tick - 1003, tick + 997))
        .simulateTransaction(true)
        .build());
    assertThat(created.tickLower().orElseThrow().intValue()).isLessThanOrEqualTo(tick - 1003);
    assertThat(created.adjustedMinPrice().orElseThrow()).isLessThan(created.adjustedMaxPrice().orElseThrow());
    assertThat(created.gasFee().orElseThrow()).isPositive();
    String position = server.chain().mintedPosition(server.chain().submit(created.create())).orElseThrow();
    assertThat(server.chain().positionAmounts(position))
        .containsExactly(created.token0().amount(), created.token1().amount());

    mine(client.increasePosition(IncreasePositionRequest.builder().walletAddress(WALLET).chainId(ChainId.MAINNET)
        .protocol(Protocol.V3).nftTokenId(position).token0Address(WETH).token1Address(USDT)
        .independentToken(LpToken.of(USDT, new BigInteger("1500000000"))).urgency(Urgency.LP_FAST).build())
        .increase());
    assertThat(server.chain().positionAmounts(position).get(1)).isEqualTo(new BigInteger("4500000000"));

    DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
        .walletAddress(WALLET).chainId(ChainId.MAINNET).protocol(Protocol.V3).nftTokenId(position)
        .token0Address(WETH).token1Address(USDT).liquidityPercentageToDecrease(50).build());
    assertThat(decreased.token1().amount()).isEqualTo(new BigInteger("2250000000"));
    mine(decreased.decrease());
    assertThat(server.chain().positionAmounts(position).get(1)).isEqualTo(new BigInteger("2250000000"));

    ClaimFeesRequest claim = ClaimFeesRequest.builder().protocol(Protocol.V3).walletAddress(WALLET)
        .chainId(ChainId.MAINNET).tokenId(position).build();
    ClaimFeesResponse nothingYet = client.claimFees(claim);
    assertThat(nothingYet.token0().amount().add(nothingYet.token1().amount())).isZero();
    clock.advance(Duration.ofDays(1)); // the pool trades; the position earns its share
    ClaimFeesResponse fees = client.claimFees(claim);
    assertThat(fees.token0().amount()).isPositive();
    assertThat(fees.token1().amount()).isPositive();
    assertThat(mine(fees.claim())).isFalse();
    assertThat(server.chain().feesOwed(position)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);
  }

  @Test
  void aV4PositionOpensWithASignedBatchPermitAndEarnsFromASwap() {
    LpApprovalResponse approvals = client.checkLpApproval(LpApprovalRequest.builder().walletAddress(WALLET)
        .protocol(Protocol.V4).chainId(ChainId.MAINNET).action(LpAction.CREATE)
        .addLpTokens(LpToken.of(USDC, new BigInteger("5000000000")), LpToken.of(WETH, new BigInteger("2000000000000000000")))
        .urgency(Urgency.LP_NORMAL).build());
    for (ApprovalTransactionRequest t : approvals.transactionsOrEmpty()) {
      assertThat(mine(t.transaction())).isFalse();
    }
    PermitData permit = approvals.v4BatchPermitData().orElseThrow();
    assertThat(permit.primaryType()).contains("PermitBatch");
    String signature = LocalSigner.of(PrivateKey.fromHex(WALLET_KEY)).sign(TypedData.from(permit)).toHex();

    PoolInformation pool = onlyPool(Protocol.V4, USDC, WETH);
    CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder()
        .walletAddress(WALLET).chainId(ChainId.MAINNET).protocol(Protocol.V4)
        .existingPool(CreatePositionExistingPoolParameters.of(USDC, WETH, pool.poolReferenceIdentifier().orElseThrow()))
        .independentToken(LpToken.of(USDC, new BigInteger("3000000000")))
        .batchPermitData(permit).signature(signature) // no range: the full range
        .build());
    assertThat(created.tickLower().orElseThrow().intValue()).isLessThan(created.tickUpper().orElseThrow().intValue());
    String position = server.chain().mintedPosition(server.chain().submit(created.create())).orElseThrow();

    mine(client.increasePosition(IncreasePositionRequest.builder().walletAddress(WALLET).chainId(ChainId.MAINNET)
        .protocol(Protocol.V4).nftTokenId(position).token0Address(USDC).token1Address(WETH)
        .independentToken(LpToken.of(USDC, new BigInteger("1000000000"))).build()).increase());
    mine(client.decreasePosition(DecreasePositionRequest.builder().walletAddress(WALLET).chainId(ChainId.MAINNET)
        .protocol(Protocol.V4).nftTokenId(position).token0Address(USDC).token1Address(WETH)
        .liquidityPercentageToDecrease(25).build()).decrease());
    assertThat(server.chain().positionAmounts(position).get(0)).isEqualTo(new BigInteger("3000000000"));

    ClaimFeesRequest claim = ClaimFeesRequest.builder().protocol(Protocol.V4).walletAddress(WALLET)
        .chainId(ChainId.MAINNET).tokenId(position).simulateTransaction(true).build();
    assertThat(client.claimFees(claim).token0().amount()).isZero();
    mineASwapOfUsdcForWeth();
    ClaimFeesResponse fees = client.claimFees(claim);
    assertThat(fees.token0().amount()).isPositive();
    assertThat(fees.gasFee().orElseThrow()).isPositive();
    assertThat(mine(fees.claim())).isFalse();
  }

  /** Someone swaps through the pools: the positions in range earn their share of the fee. */
  private void mineASwapOfUsdcForWeth() {
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT)
        .amount(new BigInteger("1000000000")).tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
        .tokenIn(USDC).tokenOut(WETH).swapper(WALLET).autoSlippage(AutoSlippage.DEFAULT).build());
    Swap7702Request swap = Swap7702Request.builder().quote(quote.quote())
        .permitData(quote.permit()).build();
    assertThat(mine(client.swap7702(swap).swap())).isFalse();
  }

  @Test
  void classicCreateAndPoolInfoByReference() {
    CreateClassicPositionResponse created = client.createClassicPosition(CreateClassicPositionRequest.builder()
        .walletAddress(WALLET).poolParameters(V2PoolParameters.of(USDC, WETH, ChainId.MAINNET))
        .independentToken(LpToken.of(WETH, new BigInteger("1000000000000000000"))).build());
    assertThat(created.independentToken().tokenAddress()).isEqualToIgnoringCase(WETH);
    assertThat(created.dependentToken().amount()).isPositive();
    assertThat(created.create().chainId()).isEqualTo(ChainId.MAINNET);

    PoolInformation pair = onlyPool(Protocol.V2, USDC, WETH);
    PoolInfoResponse byReference = client.poolInfo(PoolInfoRequest.builder()
        .protocol(PoolProtocols.listOf(Protocol.V2))
        .poolReferences(List.of(io.tradingsdk.models.lp.PoolReferenceByProtocol.of(PoolProtocols.of(Protocol.V2),
            ChainId.MAINNET, pair.poolReferenceIdentifier().orElseThrow())))
        .build());
    assertThat(byReference.poolsOrEmpty()).hasSize(1);
    assertThat(byReference.poolsOrEmpty().get(0).poolReferenceIdentifier()).isEqualTo(pair.poolReferenceIdentifier());
  }

  // ---------------------------------------------------------------- every operation, every status

  /** One LP operation: a request the server answers 200, one it refuses with 400, one it answers 404. */
  private record Op(String path, Function<TradingClient, Object> valid, Function<TradingClient, RawResponse<?>> raw,
      Function<TradingClient, Object> invalid, Function<TradingClient, Object> unknown) {}

  private static List<Op> operations() {
    LpApprovalRequest approval = LpApprovalRequest.builder().walletAddress(WALLET).protocol(Protocol.V3)
        .chainId(ChainId.MAINNET).action(LpAction.CREATE).addLpTokens(LpToken.of(USDT, BigInteger.valueOf(1_000_000)))
        .build();
    CreatePositionRequest create = CreatePositionRequest.builder().walletAddress(WALLET).chainId(ChainId.MAINNET)
        .protocol(Protocol.V3).existingPool(CreatePositionExistingPoolParameters.of(WETH, USDT, V3_WETH_USDT))
        .independentToken(LpToken.of(USDT, BigInteger.valueOf(1_000_000))).build();
    CreateClassicPositionRequest classic = CreateClassicPositionRequest.builder().walletAddress(WALLET)
        .poolParameters(V2PoolParameters.of(USDC, WETH, ChainId.MAINNET))
        .independentToken(LpToken.of(USDC, BigInteger.valueOf(1_000_000))).build();
    DecreasePositionRequest decrease = DecreasePositionRequest.builder().walletAddress(WALLET)
        .chainId(ChainId.MAINNET).protocol(Protocol.V3).token0Address(WETH).token1Address(USDT)
        .nftTokenId(SEEDED_V3_POSITION).liquidityPercentageToDecrease(10).build();
    ClaimFeesRequest claim = ClaimFeesRequest.builder().protocol(Protocol.V3).walletAddress(WALLET)
        .chainId(ChainId.MAINNET).tokenId(SEEDED_V3_POSITION).build();
    PoolInfoRequest poolInfo = PoolInfoRequest.builder().protocol(PoolProtocols.listOf(Protocol.V3))
        .chainId(ChainId.MAINNET).poolParameters(PoolParameters.builder().tokenAddressA(WETH).build()).build();
    String nowhere = "0x2222222222222222222222222222222222222222";
    return List.of(
        new Op("/lp/check_approval", c -> c.checkLpApproval(approval), c -> c.raw().checkLpApproval(approval),
            c -> c.checkLpApproval(approval.toBuilder().chainId(UNSERVED_CHAIN).build()),
            c -> c.checkLpApproval(approval.toBuilder().lpTokens(List.of(LpToken.of(nowhere, BigInteger.ONE))).build())),
        new Op("/lp/create", c -> c.createPosition(create), c -> c.raw().createPosition(create),
            c -> c.createPosition(create.toBuilder().chainId(UNSERVED_CHAIN).build()),
            c -> c.createPosition(create.toBuilder()
                .existingPool(CreatePositionExistingPoolParameters.of(WETH, USDT, nowhere)).build())),
        new Op("/lp/create_classic", c -> c.createClassicPosition(classic), c -> c.raw().createClassicPosition(classic),
            c -> c.createClassicPosition(classic.toBuilder()
                .poolParameters(V2PoolParameters.of(USDC, WETH, UNSERVED_CHAIN)).build()),
            c -> c.createClassicPosition(classic.toBuilder()
                .poolParameters(V2PoolParameters.of(USDC, nowhere, ChainId.MAINNET)).build())),
        new Op("/lp/decrease", c -> c.decreasePosition(decrease), c -> c.raw().decreasePosition(decrease),
            c -> c.decreasePosition(decrease.toBuilder().chainId(UNSERVED_CHAIN).build()),
            c -> c.decreasePosition(decrease.toBuilder().nftTokenId("999999").build())),
        new Op("/lp/claim_fees", c -> c.claimFees(claim), c -> c.raw().claimFees(claim),
            c -> c.claimFees(claim.toBuilder().chainId(UNSERVED_CHAIN).build()),
            c -> c.claimFees(claim.toBuilder().tokenId("999999").build())),
        new Op("/lp/pool_info", c -> c.poolInfo(poolInfo), c -> c.raw().poolInfo(poolInfo),
            c -> c.poolInfo(poolInfo.toBuilder().chainId(UNSERVED_CHAIN).build()),
            c -> c.poolInfo(poolInfo.toBuilder().poolParameters(PoolParameters.builder().tokenAddressA(nowhere).build())
                .build())));
  }

  @Test
  void everyOperationAnswers200() {
    for (Op op : operations()) {
      assertThat(op.valid().apply(client)).as(op.path()).isNotNull();
    }
  }

  @Test
  void everyOperationMaps400And404() {
    for (Op op : operations()) {
      BadRequestException bad = catchThrowableOfType(BadRequestException.class, () -> op.invalid().apply(client));
      assertThat(bad).as(op.path() + " 400").isNotNull();
      assertThat(bad.errorCode()).contains("RequestValidationError");
      assertThat(bad.detail()).as(op.path()).hasValueSatisfying(d -> assertThat(d).contains("chainId"));
      assertThat(bad.attempts()).isEqualTo(1);
      NotFoundException missing = catchThrowableOfType(NotFoundException.class, () -> op.unknown().apply(client));
      assertThat(missing).as(op.path() + " 404").isNotNull();
      assertThat(missing.errorCode()).contains("ResourceNotFound");
    }
  }

  @Test
  void everyOperationMaps401() {
    try (TradingClient blocked = keyed(ServerConfig.BLOCKED_KEY)) {
      for (Op op : operations()) {
        UnauthorizedException e = catchThrowableOfType(UnauthorizedException.class, () -> op.valid().apply(blocked));
        assertThat(e).as(op.path()).isNotNull();
        assertThat(e.errorCode()).contains("Unauthorized");
      }
    }
  }

  @Test
  void everyOperationMaps429AfterTheRetries() {
    try (TradingClient limited = keyed(ServerConfig.LIMITED_KEY)) {
      for (int i = 0; i < 3; i++) { // the burst; the server's monotonic clock stands still, so it never refills
        operations().get(5).valid().apply(limited);
      }
      for (Op op : operations()) {
        RateLimitedException e = catchThrowableOfType(RateLimitedException.class, () -> op.valid().apply(limited));
        assertThat(e).as(op.path()).isNotNull();
        assertThat(e.errorCode()).contains("Ratelimited");
        assertThat(e.attempts()).isEqualTo(3);
      }
    }
  }

  @Test
  void everyOperationRetries500And504AndMapsThemWhenTheyLast() {
    for (Op op : operations()) {
      server.faults().next(1).on("POST", op.path()).status(500);
      server.faults().next(1).on("POST", op.path()).status(504);
      RawResponse<?> recovered = op.raw().apply(client);
      assertThat(recovered.status()).as(op.path()).isEqualTo(200);
      assertThat(recovered.attempts()).as(op.path()).isEqualTo(3);

      server.faults().next(3).on("POST", op.path()).status(500);
      ServerException internal = catchThrowableOfType(ServerException.class, () -> op.valid().apply(client));
      assertThat(internal).as(op.path() + " 500").isNotNull();
      assertThat(internal.status()).isEqualTo(500);

      server.faults().next(3).on("POST", op.path()).status(504);
      ServiceTimeoutException timeout = catchThrowableOfType(ServiceTimeoutException.class,
          () -> op.valid().apply(client));
      assertThat(timeout).as(op.path() + " 504").isNotNull();
      assertThat(timeout.errorCode()).contains("Timeout");
    }
  }

  // ---------------------------------------------------------------- helpers

  private PoolInformation onlyPool(Protocol protocol, String tokenA, String tokenB) {
    PoolInfoResponse pools = client.poolInfo(PoolInfoRequest.builder().protocol(PoolProtocols.of(protocol))
        .chainId(ChainId.MAINNET)
        .poolParameters(PoolParameters.builder().tokenAddressA(tokenA).tokenAddressB(tokenB).build()).build());
    assertThat(pools.poolsOrEmpty()).hasSize(1);
    return pools.poolsOrEmpty().get(0);
  }

  /** Broadcasts a transaction on the server's simulated chain; true when it reverted. */
  private boolean mine(TransactionRequest transaction) {
    return server.chain().isReverted(server.chain().submit(transaction));
  }

  /** A clock the test moves by hand: the reference server accrues LP fees with it. */
  private static final class MutableClock extends Clock {
    private volatile Instant now;

    MutableClock(Instant start) {
      this.now = start;
    }

    void advance(Duration duration) {
      now = now.plus(duration);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
