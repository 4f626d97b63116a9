package io.tradingsdk.examples;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
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
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;

/**
 * A liquidity provider's round trip on a V3 pool: {@code /lp/check_approval} and the approvals mined, {@code
 * /lp/pool_info}, {@code /lp/create}, {@code /lp/increase}, {@code /lp/decrease}, then {@code /lp/claim_fees}
 * after a day of trading. Each call returns a transaction for the wallet to send: here it is signed and sent
 * through {@code sdk-wallet}'s sender, and the new position's id is read from the create's receipt, as on any
 * chain.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.LpLifecycle
 * </pre>
 *
 * <p>Against the embedded server the transactions go to its Ethereum JSON-RPC endpoint, signed with {@code
 * TRADING_PRIVATE_KEY}'s key or one made for the run: the simulated chains fund every account (10,000 ETH, a
 * million of each token). With {@code TRADING_RPC_URL} set they go to that node, signed with {@code
 * TRADING_PRIVATE_KEY}'s key (required then). With {@code TRADING_API_BASE_URL} set and no node it prints the first
 * transaction for your wallet ({@code TRADING_WALLET_ADDRESS}) to send and stops.
 */
public final class LpLifecycle {
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"; // 18 decimals, token0
  private static final String USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7"; // 6 decimals, token1
  private static final int TICK_SPREAD = 1000; // about ±10% around the price

  private LpLifecycle() {}

  public static void main(String[] args) {
    ExampleRunner.main("LpLifecycle", args, LpLifecycle::run);
  }

  /** The example itself: true when the position was created, resized and its fees claimed. */
  static boolean run(String[] args) {
    if (args.length > 0) {
      throw new ExampleRunner.UsageException("unexpected argument " + args[0] + "; usage: LpLifecycle");
    }
    LocalSigner key = signingKey();
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder().fromEnv().options(sandbox::apply).build()) {
      NodeSender node = key == null ? null : sandbox.sender(key).orElse(null); // TRADING_RPC_URL's or embedded
      String lp = node != null ? key.address().toChecksumHex() : walletFromEnvironment();

      // 1. The position manager must be allowed to pull both tokens: one approval per token that lacks it.
      LpApprovalRequest approvalRequest = LpApprovalRequest.builder().walletAddress(lp).protocol(Protocol.V3)
          .chainId(ChainId.MAINNET).action(LpAction.CREATE)
          .addLpTokens(LpToken.of(WETH, new BigInteger("2000000000000000000")), // 2 WETH
              LpToken.of(USDT, new BigInteger("9000000000"))) // 9,000 USDT
          .build();
      LpApprovalResponse approvals = client.checkLpApproval(approvalRequest);
      if (node == null) {
        for (ApprovalTransactionRequest approval : approvals.transactionsOrEmpty()) {
          System.out.println("Send this approval first: to " + approval.transaction().to() + " data "
              + approval.transaction().data());
        }
        System.out.println("Then send each lp/* transaction with your wallet, or set " + NodeSender.RPC_URL_VARIABLE
            + " and " + DevKeys.KEY_VARIABLE + " to send them through this SDK.");
        return !approvals.approvalNeeded();
      }
      // The simulated chains when the embedded server mines (to show positions and run the clock), else none.
      SimulatedChain chain = NodeSender.configured() ? null : sandbox.chain().orElse(null);
      for (ApprovalTransactionRequest approval : approvals.transactionsOrEmpty()) {
        node.send("Approval", approval.transaction());
      }
      if (client.checkLpApproval(approvalRequest).approvalNeeded()) {
        throw new IllegalStateException("the approvals were mined but /lp/check_approval still asks for some");
      }
      System.out.println("Approvals: " + approvals.transactionsOrEmpty().size() + " mined, checked again: approved");

      // 2. The pool and its current tick: a V3 position is a tick range, here centred on the price.
      List<PoolInformation> pools = client.poolInfo(PoolInfoRequest.builder().protocol(PoolProtocols.of(Protocol.V3))
          .chainId(ChainId.MAINNET)
          .poolParameters(PoolParameters.builder().tokenAddressA(WETH).tokenAddressB(USDT).build()).build())
          .poolsOrEmpty();
      if (pools.isEmpty()) {
        throw new IllegalStateException("no V3 WETH/USDT pool on chain " + ChainId.MAINNET);
      }
      PoolInformation pool = pools.get(0);
      String poolId = pool.poolReferenceIdentifier().orElseThrow();
      int tick = pool.currentTick().orElseThrow().intValue();
      System.out.println("Pool " + poolId + " at tick " + tick);

      // 3. Create: name one token's amount (the independent token); the server works out the other.
      CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder()
          .walletAddress(lp).chainId(ChainId.MAINNET).protocol(Protocol.V3)
          .existingPool(CreatePositionExistingPoolParameters.of(WETH, USDT, poolId))
          .independentToken(LpToken.of(USDT, new BigInteger("3000000000"))) // 3,000 USDT
          .tickBounds(PositionTickBounds.of(tick - TICK_SPREAD, tick + TICK_SPREAD))
          .build());
      // The new position's id is in the receipt: the manager's ERC-721 Transfer from the zero address.
      String position = NodeSender.mintedToken(node.send("Create", created.create()))
          .orElseThrow(() -> new IllegalStateException("the create's receipt shows no position minted"));
      System.out.println("Created position #" + position + ": " + created.token0().amount() + " wei WETH + "
          + created.token1().amount() + " USDT base units");

      // 4. Increase: the same pair, keyed by the position's NFT token id.
      node.send("Increase", client.increasePosition(IncreasePositionRequest.builder().walletAddress(lp).chainId(ChainId.MAINNET)
          .protocol(Protocol.V3).nftTokenId(position).token0Address(WETH).token1Address(USDT)
          .independentToken(LpToken.of(USDT, new BigInteger("1500000000"))).build()).increase()); // 1,500 USDT
      System.out.println("Increased" + (chain == null ? ""
          : ": the position holds " + chain.positionAmounts(position).get(1) + " USDT base units"));

      // 5. Decrease: a percentage of the liquidity, not an amount.
      DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
          .walletAddress(lp).chainId(ChainId.MAINNET).protocol(Protocol.V3).nftTokenId(position)
          .token0Address(WETH).token1Address(USDT).liquidityPercentageToDecrease(50).build());
      node.send("Decrease", decreased.decrease());
      System.out.println("Decreased by half: withdrew " + decreased.token1().amount() + " USDT base units");

      // 6. Fees accrue as the pool trades: let the simulated clock run a day (a real chain keeps its own), then
      //    claim them.
      if (chain != null) {
        chain.advanceTime(Duration.ofDays(1));
      }
      ClaimFeesResponse fees = client.claimFees(ClaimFeesRequest.builder().protocol(Protocol.V3).walletAddress(lp)
          .chainId(ChainId.MAINNET).tokenId(position).build());
      node.send("Claim", fees.claim());
      System.out.println("Claimed fees: " + fees.token0().amount() + " wei WETH + " + fees.token1().amount()
          + " USDT base units");
      // On a real chain the fees are whatever the pool earned meanwhile, possibly none; the claim was confirmed.
      return chain == null || fees.token0().amount().signum() > 0 && fees.token1().amount().signum() > 0;
    }
  }

  /**
   * The LP's key. With {@value NodeSender#RPC_URL_VARIABLE} set: {@value DevKeys#KEY_VARIABLE}'s, required then (a
   * throwaway key would hold nothing to deposit). Against the embedded server: that key if set, else one made for
   * the run (the simulated chains fund it). Null against a real service without a node: the example only prints.
   */
  private static LocalSigner signingKey() {
    if (!NodeSender.configured()) {
      boolean embedded = !Sandbox.baseUrlConfigured();
      return !embedded ? null : LocalSigner.of(DevKeys.keyInEnvironment() ? PrivateKey.fromEnv(DevKeys.KEY_VARIABLE)
          : PrivateKey.random());
    }
    if (!DevKeys.keyInEnvironment()) {
      throw new ExampleRunner.UsageException(NodeSender.RPC_URL_VARIABLE + " is set but " + DevKeys.KEY_VARIABLE
          + " is not; expected the hex private key of the wallet that provides the liquidity");
    }
    return LocalSigner.of(PrivateKey.fromEnv(DevKeys.KEY_VARIABLE));
  }

  /**
   * The LP's address against a real service: the system property {@code trading.walletAddress}, else {@code
   * TRADING_WALLET_ADDRESS}.
   */
  private static String walletFromEnvironment() {
    String wallet = System.getProperty("trading.walletAddress", System.getenv("TRADING_WALLET_ADDRESS"));
    if (wallet == null || wallet.isBlank()) {
      throw new ExampleRunner.UsageException(
          "TRADING_WALLET_ADDRESS is not set; expected the 0x address of the wallet that provides the liquidity");
    }
    return wallet;
  }
}
