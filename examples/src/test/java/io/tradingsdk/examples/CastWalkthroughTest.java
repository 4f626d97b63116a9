package io.tradingsdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The README's walkthrough with Foundry's {@code cast} as the wallet: {@code cast send --rpc-url .../rpc/1} sends the
 * approval and the swap the API built, {@code cast receipt} and {@code cast call} read them back. Runs where the
 * build installed cast (build-tools/evm, from npm); skips with one line elsewhere, and fails under {@code CI=true}.
 */
class CastWalkthroughTest {
  /** The public test mnemonic's first account, the server's development wallet; never fund it anywhere. */
  private static final String KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";

  private Path cast;
  private ReferenceServer server;
  private TradingClient client;
  private String rpc;

  @BeforeEach
  void start() {
    cast = EvmTools.cast().orElse(null);
    String missing = "cast is not installed in " + EvmTools.nodeModules() + ": the build installs it with npm (see"
        + " build-tools/evm/README.md)";
    if (cast == null && EvmTools.underCi()) {
      throw new IllegalStateException(missing);
    }
    Assumptions.assumeTrue(cast != null, missing);
    server = ReferenceServer.startDefault();
    client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(server.baseUrl().toString()).build();
    rpc = server.rpcUrl(1).toString();
  }

  @AfterEach
  void stop() {
    if (server != null) {
      client.close();
      server.close();
    }
  }

  @Test
  void castSendsWhatTheApiBuiltAndReadsTheReceipts() throws Exception {
    TransactionRequest approval = client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(ServerConfig.DEV_WALLET).token(USDC).amount(new BigInteger("1000000000"))
        .chainId(ChainId.MAINNET).build()).approval();
    assertThat(cast("receipt", "--rpc-url", rpc, send(approval), "status")).isEqualTo("true");

    QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT)
        .amount(new BigInteger("1000000000")).tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
        .tokenIn(USDC).tokenOut(WETH).swapper(ServerConfig.DEV_WALLET).autoSlippage(AutoSlippage.DEFAULT).build());
    String signature = LocalSigner.of(PrivateKey.fromHex(KEY))
        .sign(TypedData.from(quote.permit().orElseThrow())).toHex();
    String hash = send(client.swap(SwapRequest.fromQuote(quote, signature)).swap());
    assertThat(cast("receipt", "--rpc-url", rpc, hash, "status")).isEqualTo("true");
    assertThat(client.getSwaps(SwapsQuery.ofTxHashes(hash)).swaps().orElseThrow()).hasSize(1);
    String usdc = cast("call", "--rpc-url", rpc, USDC, "balanceOf(address)(uint256)", ServerConfig.DEV_WALLET);
    assertThat(new BigInteger(usdc.split(" ")[0])).isEqualTo(new BigInteger("999000000000"));
  }

  /** As the README does it: {@code cast send} with the API's gas limit, to and calldata; returns the hash. */
  private String send(TransactionRequest tx) throws IOException, InterruptedException {
    return cast("send", "--rpc-url", rpc, "--private-key", KEY, "--gas-limit", tx.gasLimit().orElseThrow().toString(),
        "--async", tx.to(), tx.data());
  }

  private String cast(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(cast.toString());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("cast " + args[0] + " did not finish in 60 s");
    }
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
    assertThat(process.exitValue()).as("cast " + args[0] + ": " + output).isZero();
    return output;
  }
}
