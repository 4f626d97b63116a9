import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.ReceiptWait;
import io.tradingsdk.wallet.TransactionSender;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Times the reference server's EVM mode (issue 25): its start from a dumped state (and the first start, which
 * deploys), and the classic swap journey (check_approval, approval sent, quote, permit signed, swap built, sent,
 * receipt) in the simulated and the EVM mode. Run from the repository root after a build, with the sdk-wallet test
 * class path (see benchmarks/RESULTS.md):
 *
 * <pre>java -cp CLASSPATH benchmarks/peers/evm/EvmModeTiming.java build-tools/evm</pre>
 */
public final class EvmModeTiming {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final PrivateKey KEY =
      PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");

  public static void main(String[] args) throws Exception {
    Path tools = Path.of(args.length > 0 ? args[0] : "build-tools/evm").toAbsolutePath();
    Path cache = Files.createTempDirectory("evm-timing-");
    long t0 = System.nanoTime();
    ReferenceServer.builder().configure(c -> evm(c, tools, cache)).build().start().close();
    System.out.printf("first start (deploy + dump): %d ms%n", (System.nanoTime() - t0) / 1_000_000);
    List<Long> starts = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      long t = System.nanoTime();
      ReferenceServer server = ReferenceServer.builder().configure(c -> evm(c, tools, cache)).build().start();
      starts.add((System.nanoTime() - t) / 1_000_000);
      server.close();
    }
    System.out.println("start from the dumped state (ms): " + starts + ", median " + median(starts));
    for (boolean evm : new boolean[] {false, true}) {
      try (ReferenceServer server = ReferenceServer.builder().configure(c -> {
            if (evm) {
              evm(c, tools, cache);
            }
          }).build().start()) {
        List<Long> times = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
          server.reset();
          long t = System.nanoTime();
          journey(server);
          times.add((System.nanoTime() - t) / 1_000_000);
        }
        List<Long> measured = times.subList(2, times.size()); // the first two warm the JVM up
        System.out.println((evm ? "EVM" : "simulated") + " classic swap journey (ms): " + measured + ", median "
            + median(measured));
      }
    }
  }

  private static void evm(ServerConfig.Builder config, Path tools, Path cache) {
    config.evm(true).evmToolsDirectory(tools).evmCacheDirectory(cache);
  }

  private static void journey(ReferenceServer server) {
    LocalSigner user = LocalSigner.of(KEY);
    BigInteger amount = new BigInteger("1000000000");
    try (TradingClient client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY)
            .baseUrl(server.baseUrl().toString()).build();
        EthRpcClient rpc = EthRpcClient.builder(server.rpcUrl(1).toString()).build()) {
      TransactionSender sender = TransactionSender.builder(rpc, user).nonceManager(NonceManager.local())
          .receiptWait(ReceiptWait.builder().pollInterval(Duration.ofMillis(20)).build()).build();
      sender.sendApprovals(client.checkApproval(CheckApprovalRequest.builder()
          .walletAddress(user.address().toChecksumHex()).token(USDC).amount(amount).chainId(ChainId.MAINNET).build()))
          .forEach(PendingTransaction::awaitReceipt);
      QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
          .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC).tokenOut(WETH)
          .swapper(user.address().toChecksumHex()).autoSlippage(AutoSlippage.DEFAULT).build());
      String signature = user.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
      if (!sender.send(client.swap(SwapRequest.fromQuote(quote, signature)).swap()).awaitReceipt().success()) {
        throw new IllegalStateException("the swap reverted");
      }
    }
  }

  private static long median(List<Long> values) {
    List<Long> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }
}
