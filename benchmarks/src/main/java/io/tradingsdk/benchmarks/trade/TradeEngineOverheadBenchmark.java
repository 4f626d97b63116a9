package io.tradingsdk.benchmarks.trade;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.trade.FileTradeStore;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.trade.TradeStatus;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.ReceiptWait;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionSender;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The engine's own cost per classic trade: {@code TradeEngine.execute} (in-memory journal, and the file journal with
 * an fsync per entry) against the same journey written by hand (check_approval, the approval sent and mined, quote,
 * permit signed, /swap, sent and mined, /swaps until SUCCESS), in the same run, each invocation a fresh wallet (so
 * both send the approval), against one embedded reference server on loopback (its simulated chain mines at once).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar TradeEngineOverheadBenchmark -f 1 -wi 3 -w 2s -i 5 -r 2s
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TradeEngineOverheadBenchmark {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String ETH = "0x0000000000000000000000000000000000000000";
  private static final BigInteger AMOUNT = new BigInteger("1000000000");
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(1)).build();

  private ReferenceServer server;
  private TradingClient client;
  private EthRpcClient rpc;
  private Path journals;
  private LocalSigner wallet;

  @Setup(Level.Trial)
  public void start() throws IOException {
    server = ReferenceServer.startDefault();
    client = TradingClient.builder().baseUrl(server.baseUrl().toString()).apiKey(ServerConfig.TEST_KEY).build();
    rpc = EthRpcClient.builder(server.rpcUrl(1).toString()).build();
    journals = Files.createTempDirectory("trade-journals");
  }

  @Setup(Level.Invocation)
  public void newWallet() {
    wallet = LocalSigner.of(PrivateKey.random());
  }

  @TearDown(Level.Trial)
  public void stop() {
    rpc.close();
    client.close();
    server.close();
  }

  private TradeEngine.Builder engine() {
    return TradeEngine.builder(client, wallet).rpc(1, rpc)
        .pacer((what, attempt) -> server.chain().advanceTime(Duration.ofSeconds(12)));
  }

  private static TradeIntent intent() {
    return TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
        .routing(RoutePreference.CLASSIC).build();
  }

  @Benchmark
  public TradeResult engineInMemoryJournal() {
    return settled(engine().build().execute(intent()));
  }

  @Benchmark
  public TradeResult engineFileJournal() {
    return settled(engine().store(FileTradeStore.in(journals)).build().execute(intent()));
  }

  @Benchmark
  public SwapState handWritten() {
    String swapper = wallet.address().toChecksumHex();
    TransactionSender sender = TransactionSender.builder(rpc, wallet).nonceManager(NonceManager.local())
        .receiptWait(FAST).build();
    for (PendingTransaction approval : sender.sendApprovals(client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(swapper).token(USDC).amount(AMOUNT).chainId(ChainId.MAINNET).build()))) {
      check(approval.awaitReceipt());
    }
    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(AMOUNT)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC).tokenOut(ETH)
        .swapper(swapper).autoSlippage(AutoSlippage.DEFAULT)
        .protocols(List.of(Protocol.V2, Protocol.V3, Protocol.V4)).build());
    SwapRequest request = quote.permit()
        .map(permit -> SwapRequest.fromQuote(quote, wallet.sign(TypedData.from(permit)).toHex()))
        .orElseGet(() -> SwapRequest.fromQuote(quote));
    TransactionReceipt receipt = check(sender.send(client.swap(request).swap()).awaitReceipt());
    for (int poll = 0; poll < 60; poll++) {
      SwapState state = client.getSwaps(SwapsQuery.ofTxHashes(receipt.transactionHash().toHex())).swaps()
          .orElseThrow().get(0).status().orElseThrow();
      if (state.equals(SwapState.SUCCESS)) {
        return state;
      }
      server.chain().advanceTime(Duration.ofSeconds(12));
    }
    throw new IllegalStateException("the swap did not settle");
  }

  private static TradeResult settled(TradeResult result) {
    if (result.status() != TradeStatus.SETTLED || result.txHashes().size() != 2) {
      throw new IllegalStateException("not the same journey: " + result);
    }
    return result;
  }

  private static TransactionReceipt check(TransactionReceipt receipt) {
    if (!receipt.success()) {
      throw new IllegalStateException("reverted: " + receipt);
    }
    return receipt;
  }
}
