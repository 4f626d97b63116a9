package io.tradingsdk.examples;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TransactionRequest;
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
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;

/**
 * A liquidity provider's round trip on a V3 pool: {@code /lp/check_approval} and the approvals mined, {@code
 * /lp/pool_info}, {@code /lp/create}, {@code /lp/increase}, {@code /lp/decrease}, then {@code /lp/claim_fees}
 * after a day of trading. Each call returns a transaction for the wallet to send; the embedded server's
 * simulated chain plays that wallet here.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.LpLifecycle
 * </pre>
 *
 * <p>Against the embedded server the position belongs to its development wallet {@value ServerConfig#DEV_WALLET},
 * which the server funds with WETH and USDT: a fresh key holds nothing to deposit. With {@code
 * TRADING_API_BASE_URL} set it prints the first transaction for your wallet ({@code TRADING_WALLET_ADDRESS}) to
 * send and stops, since this SDK never broadcasts to a real chain.
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
    LocalSigner key = nodeKey();
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder().fromEnv().options(sandbox::apply).build();
        NodeSender node = key == null ? null : NodeSender.fromEnvironment(key)) { // with TRADING_RPC_URL only
      String lp = node != null ? key.address().toChecksumHex()
          : sandbox.isEmbedded() ? ServerConfig.DEV_WALLET : walletFromEnvironment();

      // 1. The position manager must be allowed to pull both tokens: one approval per token that lacks it.
      LpApprovalRequest approvalRequest = LpApprovalRequest.builder().walletAddress(lp).protocol(Protocol.V3)
          .chainId(ChainId.MAINNET).action(LpAction.CREATE)
          .addLpTokens(LpToken.of(WETH, new BigInteger("2000000000000000000")), // 2 WETH
              LpToken.of(USDT, new BigInteger("9000000000"))) // 9,000 USDT
          .build();
      LpApprovalResponse approvals = client.checkLpApproval(approvalRequest);
      if (sandbox.chain().isEmpty() && node == null) {
        for (ApprovalTransactionRequest approval : approvals.transactionsOrEmpty()) {
          System.out.println("Send this approval first: to " + approval.transaction().to() + " data "
              + approval.transaction().data());
        }
        System.out.println("Then send each lp/* transaction with your wallet, or set " + NodeSender.RPC_URL_VARIABLE
            + " and " + DevKeys.KEY_VARIABLE + " to send them through this SDK.");
        return !approvals.approvalNeeded();
      }
      SimulatedChain chain = node != null ? null : sandbox.chain().get(); // one of the two broadcasts
      for (ApprovalTransactionRequest approval : approvals.transactionsOrEmpty()) {
        System.out.println("Approval mined: " + send(chain, node, approval.transaction()));
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
      String createHash = send(chain, node, created.create());
      String position = (node != null ? node.mintedToken(createHash) : chain.mintedPosition(createHash))
          .orElseThrow(() -> new IllegalStateException("the create transaction minted no position"));
      System.out.println("Created position #" + position + ": " + created.token0().amount() + " wei WETH + "
          + created.token1().amount() + " USDT base units");

      // 4. Increase: the same pair, keyed by the position's NFT token id.
      send(chain, node, client.increasePosition(IncreasePositionRequest.builder().walletAddress(lp).chainId(ChainId.MAINNET)
          .protocol(Protocol.V3).nftTokenId(position).token0Address(WETH).token1Address(USDT)
          .independentToken(LpToken.of(USDT, new BigInteger("1500000000"))).build()).increase()); // 1,500 USDT
      System.out.println("Increased" + (chain == null ? ""
          : ": the position holds " + chain.positionAmounts(position).get(1) + " USDT base units"));

      // 5. Decrease: a percentage of the liquidity, not an amount.
      DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
          .walletAddress(lp).chainId(ChainId.MAINNET).protocol(Protocol.V3).nftTokenId(position)
          .token0Address(WETH).token1Address(USDT).liquidityPercentageToDecrease(50).build());
      send(chain, node, decreased.decrease());
      System.out.println("Decreased by half: withdrew " + decreased.token1().amount() + " USDT base units");

      // 6. Fees accrue as the pool trades: let the simulated clock run a day (a real chain keeps its own), then
      //    claim them.
      if (chain != null) {
        chain.advanceTime(Duration.ofDays(1));
      }
      ClaimFeesResponse fees = client.claimFees(ClaimFeesRequest.builder().protocol(Protocol.V3).walletAddress(lp)
          .chainId(ChainId.MAINNET).tokenId(position).build());
      send(chain, node, fees.claim());
      System.out.println("Claimed fees: " + fees.token0().amount() + " wei WETH + " + fees.token1().amount()
          + " USDT base units");
      // On a real chain the fees are whatever the pool earned meanwhile, possibly none; the claim was confirmed.
      return node != null || fees.token0().amount().signum() > 0 && fees.token1().amount().signum() > 0;
    }
  }

  /**
   * Broadcasts through the node when {@code node} is set (confirmed; a revert throws, decoded), else on the simulated
   * chain, as the wallet would; a reverted transaction stops the example.
   */
  private static String send(SimulatedChain chain, NodeSender node, TransactionRequest tx) {
    if (node != null) {
      return node.send("  transaction", tx).transactionHash().toHex();
    }
    String hash = chain.submit(tx);
    if (chain.isReverted(hash)) {
      throw new IllegalStateException("transaction " + hash + " reverted");
    }
    return hash;
  }

  /**
   * With {@value NodeSender#RPC_URL_VARIABLE} set the LP signs and sends: its key from {@value
   * DevKeys#KEY_VARIABLE}, required then (a throwaway key would hold nothing to deposit). Null without the URL.
   */
  private static LocalSigner nodeKey() {
    if (!NodeSender.configured()) {
      return null;
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
