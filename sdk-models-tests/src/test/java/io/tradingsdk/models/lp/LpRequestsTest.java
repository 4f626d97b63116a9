package io.tradingsdk.models.lp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.MissingFieldException;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Urgency;
import io.tradingsdk.models.Wire;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The build-time rules of the LP requests, each on both sides of its boundary. */
class LpRequestsTest {
  static final String WALLET = "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421";
  static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  static final String NATIVE = "0x0000000000000000000000000000000000000000";
  static final String V3_POOL = "0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640";
  static final String V4_POOL_ID = "0xdce6394339af00981949f5f3baf27e3610c76326a700af57e4b3e3ae4977f78d";
  static final String SIGNATURE = "0x" + "ab".repeat(65);

  private static void rejects(Supplier<?> build, String message) {
    assertThatThrownBy(build::get).isInstanceOf(InvalidModelException.class).hasMessage(message);
  }

  private static void accepts(Supplier<?> build) {
    assertThat(build.get()).isNotNull();
  }

  private static PermitData permit() {
    return Wire.read(
        Wire.json("{'domain':{'name':'Permit2','chainId':1},'types':{'PermitBatch':[]},'values':{'spender':'0x1'}}"),
        PermitData.class);
  }

  // ---- /lp/check_approval

  private static ImmutableLpApprovalRequest.Builder approval() {
    return LpApprovalRequest.builder()
        .walletAddress(WALLET)
        .protocol(Protocol.V3)
        .chainId(ChainId.MAINNET)
        .addLpTokens(LpToken.of(USDC, BigInteger.ONE), LpToken.of(WETH, BigInteger.TEN))
        .action(LpAction.CREATE);
  }

  @Test
  void approvalNeedsPositiveTokensAndAKnownAction() {
    accepts(() -> approval().build());
    rejects(() -> approval().lpTokens(List.of()).build(), "lpTokens: must name at least one token, was empty");
    rejects(
        () -> approval().addLpTokens(LpToken.of(USDC, BigInteger.ZERO)).build(),
        "lpTokens[2].amount: must be > 0, was 0");
    rejects(
        () -> approval().addLpTokens(LpToken.of("0x1234", BigInteger.ONE)).build(),
        "lpTokens[2].tokenAddress: must be an address (0x followed by 40 hex digits), was \"0x1234\"");
    rejects(
        () -> approval().action(LpAction.of("COLLECT")).build(),
        "action: must be one of CREATE, INCREASE, DECREASE, MIGRATE, was \"COLLECT\"");
    rejects(
        () -> approval().protocol(Protocol.UNISWAPX_V2).build(),
        "protocol: must be one of V2, V3, V4, was \"UNISWAPX_V2\"");
    rejects(() -> approval().walletAddress("0x...").build(),
        "walletAddress: must be an address (0x followed by 40 hex digits), was \"0x...\"");
  }

  @Test
  void approvalUrgencyIsUpperCaseAndNftIdPositive() {
    accepts(() -> approval().urgency(Urgency.LP_NORMAL).build());
    rejects(
        () -> approval().urgency(Urgency.NORMAL).build(),
        "urgency: must be one of NORMAL, FAST, URGENT, was \"normal\"");
    accepts(() -> approval().action(LpAction.MIGRATE).v3NftTokenId(1).build());
    rejects(() -> approval().v3NftTokenId(0).build(), "v3NftTokenId: must be >= 1, was 0");
  }

  @Test
  void aV3MigrationNamesItsPositionInsteadOfTokens() {
    accepts(() -> approval().action(LpAction.MIGRATE).lpTokens(List.of()).v3NftTokenId(1002).build());
    rejects(() -> approval().action(LpAction.MIGRATE).build(),
        "v3NftTokenId: is required to approve a V3 position for migration");
    rejects(() -> approval().lpTokens(List.of()).v3NftTokenId(1002).build(),
        "lpTokens: must name at least one token, was empty");
    accepts(() -> approval().protocol(Protocol.V2).action(LpAction.MIGRATE).build());
    rejects(() -> approval().protocol(Protocol.V2).action(LpAction.MIGRATE).lpTokens(List.of()).build(),
        "lpTokens: must name at least one token, was empty");
  }

  @Test
  void missingRequiredFieldsAreNamed() {
    assertThatThrownBy(() -> LpApprovalRequest.builder().walletAddress(WALLET).build())
        .isInstanceOf(MissingFieldException.class)
        .hasMessageContaining("protocol")
        .hasMessageContaining("action");
  }

  // ---- /lp/create

  private static ImmutableCreatePositionRequest.Builder create() {
    return CreatePositionRequest.builder()
        .walletAddress(WALLET)
        .chainId(ChainId.MAINNET)
        .protocol(Protocol.V3)
        .existingPool(CreatePositionExistingPoolParameters.of(USDC, WETH, V3_POOL))
        .independentToken(LpToken.of(USDC, BigInteger.valueOf(1000)))
        .tickBounds(PositionTickBounds.of(-600, 600));
  }

  private static ImmutableCreatePoolParameters.Builder newPool() {
    return CreatePoolParameters.builder()
        .token0Address(NATIVE)
        .token1Address(USDC)
        .fee(3000)
        .tickSpacing(60)
        .initialPrice(new BigDecimal("2500"));
  }

  @Test
  void createTakesExactlyOnePoolAndAtMostOneRange() {
    accepts(() -> create().build());
    rejects(
        () -> create().newPool(newPool().build()).build(),
        "newPool: give either existingPool or newPool, not both");
    rejects(
        () -> create().existingPool(Optional.empty()).build(),
        "existingPool: required: give either existingPool or newPool");
    rejects(
        () -> create().priceBounds(PositionPriceBounds.of(BigDecimal.ONE, BigDecimal.TEN)).build(),
        "tickBounds: give either priceBounds or tickBounds, not both");
    accepts(() -> create().tickBounds(Optional.empty()).build()); // the full range
  }

  @Test
  void createIsForV3AndV4() {
    accepts(() -> create().protocol(Protocol.V4).existingPool(
        CreatePositionExistingPoolParameters.of(USDC, WETH, V4_POOL_ID)).build());
    rejects(() -> create().protocol(Protocol.V2).build(), "protocol: must be one of V3, V4, was \"V2\"");
  }

  @Test
  void existingPoolReferenceFitsTheProtocol() {
    rejects(
        () -> create().existingPool(CreatePositionExistingPoolParameters.of(USDC, WETH, V4_POOL_ID)).build(),
        "existingPool.poolReference: must be an address (0x followed by 40 hex digits), was \"" + V4_POOL_ID + "\"");
    rejects(
        () -> create().protocol(Protocol.V4).build(),
        "existingPool.poolReference: must be a V4 pool id (0x followed by 64 hex digits), was \"" + V3_POOL + "\"");
    rejects(
        () -> create().existingPool(CreatePositionExistingPoolParameters.of(USDC, USDC.toLowerCase(), V3_POOL)).build(),
        "existingPool.token1Address: must differ from existingPool.token0Address, both were " + USDC);
  }

  @Test
  void depositTokensAreThePoolsTokens() {
    accepts(() -> create().dependentToken(LpToken.of(WETH.toLowerCase(), BigInteger.ZERO)).build());
    rejects(
        () -> create().independentToken(LpToken.of(NATIVE, BigInteger.ONE)).build(),
        "independentToken.tokenAddress: must be one of the pool's tokens " + USDC + " or " + WETH + ", was " + NATIVE);
    rejects(
        () -> create().dependentToken(LpToken.of(USDC, BigInteger.ONE)).build(),
        "dependentToken.tokenAddress: must be the pool's other token, not the independent token " + USDC);
    rejects(
        () -> create().independentToken(LpToken.of(USDC, BigInteger.ZERO)).build(),
        "independentToken.amount: must be > 0, was 0");
    accepts(() -> create().independentToken(LpToken.of(USDC, BigInteger.ONE)).build());
    rejects(
        () -> create().dependentToken(LpToken.of(WETH, BigInteger.valueOf(-1))).build(),
        "dependentToken.amount: must be >= 0, was -1");
  }

  @Test
  void tickBoundsAreOrderedAndInRange() {
    accepts(() -> create().tickBounds(PositionTickBounds.of(-887272, 887272)).build());
    accepts(() -> create().tickBounds(PositionTickBounds.of(-1, 0)).build());
    rejects(
        () -> create().tickBounds(PositionTickBounds.of(0, 0)).build(),
        "tickBounds.tickUpper: must be > tickLower (0), was 0");
    rejects(
        () -> create().tickBounds(PositionTickBounds.of(10, -10)).build(),
        "tickBounds.tickUpper: must be > tickLower (10), was -10");
    rejects(
        () -> create().tickBounds(PositionTickBounds.of(-887273, 0)).build(),
        "tickBounds.tickLower: must be between -887272 and 887272, was -887273");
    rejects(
        () -> create().tickBounds(PositionTickBounds.of(0, 887273)).build(),
        "tickBounds.tickUpper: must be between -887272 and 887272, was 887273");
  }

  @Test
  void anExtremeExponentIsShownShortInTheMessage() {
    // Plain, these would be messages of ten million characters; the rules name the value in scientific form.
    ImmutableCreatePositionRequest.Builder byPrice = create().tickBounds(Optional.empty());
    rejects(
        () -> byPrice.priceBounds(PositionPriceBounds.of(new BigDecimal("-1E+10000000"), BigDecimal.ONE)).build(),
        "priceBounds.minPrice: must be >= 0, was -1E+10000000");
    rejects(
        () -> byPrice.priceBounds(PositionPriceBounds.of(new BigDecimal("1E-9999999"), new BigDecimal("1E-10000000"))).build(),
        "priceBounds.maxPrice: must be > minPrice (1E-9999999), was 1E-10000000");
    assertThatThrownBy(() -> LpRules.positive("newPool.initialPrice", new BigDecimal("-1E+10000000")))
        .hasMessage("newPool.initialPrice: must be > 0, was -1E+10000000");
    assertThatThrownBy(() -> io.tradingsdk.models.RequestRules.slippage("slippageTolerance", new BigDecimal("1E-10000000")))
        .hasMessage("slippageTolerance: must have at most 2 decimal places, was 1E-10000000");
    assertThatThrownBy(() -> io.tradingsdk.models.RequestRules.slippage("slippageTolerance", new BigDecimal("1E+10000000")))
        .hasMessage("slippageTolerance: must be a percentage between 0 and 100, was 1E+10000000");
    // short values stay plain, as before
    assertThatThrownBy(() -> io.tradingsdk.models.RequestRules.slippage("slippageTolerance", new BigDecimal("1E-3")))
        .hasMessage("slippageTolerance: must have at most 2 decimal places, was 0.001");
  }

  @Test
  void priceBoundsAreOrderedAndNotNegative() {
    ImmutableCreatePositionRequest.Builder byPrice = create().tickBounds(Optional.empty());
    accepts(() -> byPrice.priceBounds(PositionPriceBounds.of(BigDecimal.ZERO, new BigDecimal("0.0001"))).build());
    rejects(
        () -> byPrice.priceBounds(PositionPriceBounds.of(new BigDecimal("-0.01"), BigDecimal.ONE)).build(),
        "priceBounds.minPrice: must be >= 0, was -0.01");
    rejects(
        () -> byPrice.priceBounds(PositionPriceBounds.of(new BigDecimal("2.50"), new BigDecimal("2.5"))).build(),
        "priceBounds.maxPrice: must be > minPrice (2.50), was 2.5");
  }

  @Test
  void newPoolParametersAreChecked() {
    ImmutableCreatePositionRequest.Builder fresh =
        create().protocol(Protocol.V4).existingPool(Optional.empty())
            .independentToken(LpToken.of(USDC, BigInteger.ONE));
    accepts(() -> fresh.newPool(newPool().hooks(NATIVE).build()).build());
    accepts(() -> fresh.newPool(newPool().fee(0).tickSpacing(1).build()).build());
    accepts(() -> fresh.newPool(newPool().fee(1_000_000).tickSpacing(32767).build()).build());
    rejects(() -> fresh.newPool(newPool().fee(1_000_001).build()).build(),
        "newPool.fee: must be between 0 and 1000000, was 1000001");
    rejects(() -> fresh.newPool(newPool().fee(-1).build()).build(),
        "newPool.fee: must be between 0 and 1000000, was -1");
    rejects(() -> fresh.newPool(newPool().tickSpacing(0).build()).build(),
        "newPool.tickSpacing: must be between 1 and 32767, was 0");
    rejects(() -> fresh.newPool(newPool().initialPrice(BigDecimal.ZERO).build()).build(),
        "newPool.initialPrice: must be > 0, was 0");
    rejects(() -> fresh.newPool(newPool().hooks("0xhook").build()).build(),
        "newPool.hooks: must be an address (0x followed by 40 hex digits), was \"0xhook\"");
    rejects(
        () -> fresh.protocol(Protocol.V3).newPool(newPool().hooks(NATIVE).build()).build(),
        "newPool.hooks: applies to V4 pools only, protocol was V3");
  }

  @Test
  void batchPermitAndSignatureTravelTogetherOnV4() {
    ImmutableCreatePositionRequest.Builder v4 = create().protocol(Protocol.V4)
        .existingPool(CreatePositionExistingPoolParameters.of(USDC, WETH, V4_POOL_ID));
    accepts(() -> v4.batchPermitData(permit()).signature(SIGNATURE).build());
    rejects(() -> v4.batchPermitData(permit()).signature(Optional.empty()).build(),
        "signature: is required when batchPermitData is given (both or neither)");
    rejects(() -> v4.batchPermitData(Optional.empty()).signature(SIGNATURE).build(),
        "batchPermitData: is required when signature is given (both or neither)");
    rejects(() -> create().batchPermitData(permit()).signature(SIGNATURE).build(),
        "batchPermitData: applies to V4 positions only, protocol was V3");
    rejects(() -> v4.batchPermitData(permit()).signature("0xnothex").build(),
        "signature: must be 0x-prefixed hex, was a string of 8 characters");
  }

  @Test
  void createSignatureIsRedacted() {
    CreatePositionRequest request = create().protocol(Protocol.V4)
        .existingPool(CreatePositionExistingPoolParameters.of(USDC, WETH, V4_POOL_ID))
        .batchPermitData(permit()).signature(SIGNATURE).build();
    assertThat(request.toString()).doesNotContain("abab").contains("****");
    assertThat(Wire.write(request).get("signature").textValue()).isEqualTo(SIGNATURE);
  }

  @Test
  void createScalarsAreChecked() {
    accepts(() -> create().slippageTolerance(new BigDecimal("100")).deadline(1).nativeTokenBalance(BigInteger.ZERO)
        .urgency(Urgency.LP_URGENT).build());
    rejects(() -> create().slippageTolerance(new BigDecimal("100.01")).build(),
        "slippageTolerance: must be a percentage between 0 and 100, was 100.01");
    rejects(() -> create().deadline(0).build(), "deadline: must be >= 1, was 0");
    rejects(() -> create().nativeTokenBalance(BigInteger.valueOf(-1)).build(),
        "nativeTokenBalance: must be >= 0, was -1");
    rejects(() -> create().urgency(Urgency.of("fast")).build(),
        "urgency: must be one of NORMAL, FAST, URGENT, was \"fast\"");
  }

  // ---- /lp/create_classic

  private static ImmutableCreateClassicPositionRequest.Builder classic() {
    return CreateClassicPositionRequest.builder()
        .walletAddress(WALLET)
        .poolParameters(V2PoolParameters.of(USDC, WETH, ChainId.MAINNET))
        .independentToken(LpToken.of(WETH, BigInteger.ONE));
  }

  @Test
  void classicDepositIsInThePair() {
    accepts(() -> classic().dependentToken(LpToken.of(USDC, BigInteger.valueOf(2500))).build());
    rejects(() -> classic().independentToken(LpToken.of(NATIVE, BigInteger.ONE)).build(),
        "independentToken.tokenAddress: must be one of the pool's tokens " + USDC + " or " + WETH + ", was " + NATIVE);
    rejects(() -> classic().poolParameters(V2PoolParameters.of(WETH, WETH, ChainId.MAINNET)).build(),
        "poolParameters.token1Address: must differ from poolParameters.token0Address, both were " + WETH);
    rejects(() -> classic().poolParameters(V2PoolParameters.of("USDC", WETH, ChainId.MAINNET)).build(),
        "poolParameters.token0Address: must be an address (0x followed by 40 hex digits), was \"USDC\"");
    rejects(() -> classic().urgency(Urgency.URGENT).build(),
        "urgency: must be one of NORMAL, FAST, URGENT, was \"urgent\"");
    rejects(() -> classic().slippageTolerance(new BigDecimal("0.125")).build(),
        "slippageTolerance: must have at most 2 decimal places, was 0.125");
  }

  // ---- /lp/decrease

  private static ImmutableDecreasePositionRequest.Builder decrease() {
    return DecreasePositionRequest.builder()
        .walletAddress(WALLET)
        .chainId(ChainId.MAINNET)
        .protocol(Protocol.V3)
        .token0Address(USDC)
        .token1Address(WETH)
        .nftTokenId("987654")
        .liquidityPercentageToDecrease(25);
  }

  @Test
  void decreasePercentageIsOneToHundred() {
    accepts(() -> decrease().liquidityPercentageToDecrease(1).build());
    accepts(() -> decrease().liquidityPercentageToDecrease(100).build());
    rejects(() -> decrease().liquidityPercentageToDecrease(0).build(),
        "liquidityPercentageToDecrease: must be between 1 and 100, was 0");
    rejects(() -> decrease().liquidityPercentageToDecrease(101).build(),
        "liquidityPercentageToDecrease: must be between 1 and 100, was 101");
  }

  @Test
  void decreaseNftIdFollowsTheProtocol() {
    accepts(() -> decrease().protocol(Protocol.V2).nftTokenId(Optional.empty()).build());
    accepts(() -> decrease().protocol(Protocol.V4).build());
    rejects(() -> decrease().protocol(Protocol.V2).build(),
        "nftTokenId: applies to V3 and V4 positions only; V2 positions are addressed by pair");
    rejects(() -> decrease().nftTokenId(Optional.empty()).build(), "nftTokenId: is required for a V3 position");
    rejects(() -> decrease().nftTokenId("0x1f").build(),
        "nftTokenId: must be a position NFT id (decimal digits), was \"0x1f\"");
    rejects(() -> decrease().token1Address(USDC).build(),
        "token1Address: must differ from token0Address, both were " + USDC);
  }

  // ---- /lp/claim_fees

  private static ImmutableClaimFeesRequest.Builder claim() {
    return ClaimFeesRequest.builder()
        .protocol(Protocol.V4)
        .walletAddress(WALLET)
        .chainId(ChainId.UNICHAIN)
        .tokenId("1833079");
  }

  @Test
  void claimIsForNftPositions() {
    accepts(() -> claim().protocol(Protocol.V3).collectAsWeth(true).build());
    rejects(() -> claim().protocol(Protocol.V2).build(), "protocol: must be one of V3, V4, was \"V2\"");
    rejects(() -> claim().tokenId("").build(), "tokenId: must be a position NFT id (decimal digits), was \"\"");
    rejects(() -> claim().tokenId("-1").build(), "tokenId: must be a position NFT id (decimal digits), was \"-1\"");
    rejects(() -> claim().walletAddress(WALLET.substring(2)).build(),
        "walletAddress: must be an address (0x followed by 40 hex digits), was \"" + WALLET.substring(2) + "\"");
  }

  // ---- /lp/increase, now sharing the position rules

  @Test
  void increaseNftIdIsDigits() {
    ImmutableIncreasePositionRequest.Builder increase = IncreasePositionRequest.builder()
        .walletAddress(WALLET).chainId(ChainId.MAINNET).protocol(Protocol.V3).token0Address(USDC)
        .token1Address(WETH).independentToken(LpToken.of(USDC, BigInteger.ONE));
    accepts(() -> increase.nftTokenId("1").build());
    rejects(() -> increase.nftTokenId("one").build(),
        "nftTokenId: must be a position NFT id (decimal digits), was \"one\"");
  }

  // ---- /lp/pool_info

  private static ImmutablePoolInfoRequest.Builder byParameters() {
    return PoolInfoRequest.builder()
        .protocol(PoolProtocols.of(Protocol.V4))
        .chainId(ChainId.MAINNET)
        .poolParameters(PoolParameters.builder().tokenAddressA(NATIVE).tokenAddressB(USDC).fee(3000)
            .tickSpacing(60).build());
  }

  @Test
  void poolInfoTakesParametersOrReferences() {
    accepts(() -> byParameters().build());
    accepts(() -> byParameters().chainId(Optional.empty()).poolParameters(PoolParameters.builder().build()).build());
    rejects(() -> byParameters().poolParameters(Optional.empty()).build(),
        "poolParameters: required: give either poolParameters or poolReferences");
    rejects(() -> byParameters().poolParameters(Optional.empty()).poolReferences(List.of()).build(),
        "poolReferences: must name at least one pool, was empty");
    accepts(() -> PoolInfoRequest.builder().protocol(PoolProtocols.listOf(Protocol.V3))
        .poolReferences(List.of(PoolReferenceByProtocol.of(PoolProtocols.of(Protocol.V3), ChainId.MAINNET, V3_POOL)))
        .build());
  }

  @Test
  void poolInfoParametersAreChecked() {
    accepts(() -> byParameters().poolParameters(PoolParameters.builder().tokenAddressA(USDC.substring(2))
        .tokenAddressB(WETH).build()).build());
    rejects(() -> byParameters().poolParameters(PoolParameters.builder().tokenAddressA(USDC)
        .tokenAddressB(USDC.substring(2)).build()).build(),
        "poolParameters.tokenAddressB: must differ from tokenAddressA, both were " + USDC);
    rejects(() -> byParameters().poolParameters(PoolParameters.builder().tokenAddressA("0x12").build()).build(),
        "poolParameters.tokenAddressA: must be an address (40 hex digits, optionally 0x-prefixed), was \"0x12\"");
    rejects(() -> byParameters().poolParameters(PoolParameters.builder().fee(1_000_001).build()).build(),
        "poolParameters.fee: must be between 0 and 1000000, was 1000001");
    rejects(() -> byParameters().poolParameters(PoolParameters.builder().tickSpacing(0).build()).build(),
        "poolParameters.tickSpacing: must be >= 1, was 0");
    accepts(() -> byParameters().pageSize(1).currentPage(1).build());
    rejects(() -> byParameters().pageSize(0).build(), "pageSize: must be >= 1, was 0");
    rejects(() -> byParameters().currentPage(0).build(), "currentPage: must be >= 1, was 0");
  }

  @Test
  void poolInfoProtocolsAndReferencesAreChecked() {
    rejects(() -> byParameters().protocol(PoolProtocols.listOf()).build(),
        "protocol: must name at least one protocol, was empty");
    rejects(() -> byParameters().protocol(PoolProtocols.listOf(Protocol.V4, Protocol.UNISWAPX_V2)).build(),
        "protocol: must be one of V2, V3, V4, was \"UNISWAPX_V2\"");
    ImmutablePoolInfoRequest.Builder byReference = byParameters().poolParameters(Optional.empty());
    rejects(() -> byParameters().poolReferences(List.of(
            PoolReferenceByProtocol.of(PoolProtocols.of(Protocol.V4), ChainId.MAINNET, V3_POOL))).build(),
        "poolReferences: give either poolParameters or poolReferences, not both");
    rejects(() -> byReference.poolReferences(List.of(PoolReferenceByProtocol.builder()
            .protocol(PoolProtocols.of(Protocol.V4)).chainId(ChainId.MAINNET).build())).build(),
        "poolReferences[0].referenceIdentifier: required, missing");
    rejects(() -> byReference.poolReferences(List.of(
            PoolReferenceByProtocol.of(PoolProtocols.of(Protocol.V4), ChainId.MAINNET, "0xabc"))).build(),
        "poolReferences[0].referenceIdentifier: must be a pool address (40 hex digits) or a V4 pool id (64 hex"
            + " digits), was \"0xabc\"");
    rejects(() -> byReference.poolReferences(List.of(
            PoolReferenceByProtocol.of(PoolProtocols.of(Protocol.of("V5")), ChainId.MAINNET, V3_POOL))).build(),
        "poolReferences[0].protocol: must be one of V2, V3, V4, was \"V5\"");
  }

  @Test
  void jsonCheckStyleErrorsCarryTheFullPath() {
    String json = Wire.json("{'walletAddress':'" + WALLET + "','chainId':1,'protocol':'V3','existingPool':{"
        + "'token0Address':'" + USDC + "','token1Address':'" + WETH + "','poolReference':'" + V3_POOL + "'},"
        + "'independentToken':{'tokenAddress':'" + USDC + "','amount':'5'},'tickBounds':{'tickLower':5,"
        + "'tickUpper':-5}}");
    assertThatThrownBy(() -> Wire.read(json, CreatePositionRequest.class))
        .hasStackTraceContaining("tickBounds.tickUpper: must be > tickLower (5), was -5");
  }
}
