package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.ChildJvm;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A separate JVM runs a trade and is killed with SIGKILL ({@link Process#destroyForcibly()}) at a step boundary,
 * right after the step's journal entry is on disk and before its side effect; a new JVM resumes the trade from the
 * file store. The chain (the reference server, over HTTP and JSON-RPC) shows each intended effect exactly once and
 * no nonce gap.
 *
 * <p>The cases run at the same time (each child mostly starts a JVM or waits on the chain), each with its own server,
 * store and wallet, so one case never sees another's trades or clock.
 */
@Execution(ExecutionMode.CONCURRENT)
class TradeCrashTest {
  @TempDir
  Path store;

  private ReferenceServer server;
  private String keyHex;
  private Sim sim;

  @BeforeEach
  void wallet() {
    server = ReferenceServer.builder().build().start();
    byte[] secret = new byte[32];
    new SecureRandom().nextBytes(secret);
    secret[0] = (byte) (1 + (secret[0] & 0x3f)); // below the curve order, never zero
    keyHex = Hex.encode(secret);
    sim = new Sim(server, LocalSigner.of(PrivateKey.fromHex(keyHex)));
  }

  @AfterEach
  void close() {
    sim.close();
    server.close();
  }

  /** A child JVM running {@link CrashChild} with {@code args}; {@code killed}: the test kills it at a boundary. */
  private Process child(boolean killed, String... args) throws IOException {
    return ChildJvm.start(CrashChild.class, List.of(args), !killed,
        b -> b.redirectError(ProcessBuilder.Redirect.INHERIT));
  }

  /** Starts a trade in a child JVM, waits for it to reach {@code boundary}, kills it; returns the trade's id. */
  private String killedAt(String routing, String boundary) throws Exception {
    Process first = child(true, "start", server.baseUrl().toString(), store.toString(), keyHex, routing, boundary);
    try (BufferedReader out = new BufferedReader(new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = out.readLine()) != null && !line.startsWith("AT ")) {
        assertThat(line).as("the child finished before the boundary").doesNotStartWith("RESULT");
      }
      assertThat(line).as("the child never reached " + boundary).isNotNull();
      first.destroyForcibly(); // SIGKILL: no shutdown hook, no finally
      assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      first.destroyForcibly();
    }
    List<String> ids = FileTradeStore.in(store).tradeIds();
    assertThat(ids).hasSize(1);
    return ids.get(0);
  }

  /** Resumes {@code id} in a new child JVM; returns its RESULT line's words. */
  private String[] resumed(String id) throws Exception {
    Process second = child(false, "resume", server.baseUrl().toString(), store.toString(), keyHex, id);
    String result = null;
    try (BufferedReader out = new BufferedReader(new InputStreamReader(second.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = out.readLine()) != null) {
        if (line.startsWith("RESULT ")) {
          result = line;
        }
      }
    }
    assertThat(second.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(second.exitValue()).isZero();
    assertThat(result).isNotNull();
    return (result + " ").split(" ", -1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"quote", "tx-intent:approval", "tx-sent:approval", "tx-mined:approval", "swap-txs",
      "tx-intent:swap", "tx-sent:swap", "tx-mined:swap", "swap-settled:"})
  void aClassicTradeKilledAtEachBoundaryResumesInANewJvmWithEachEffectOnce(String boundary) throws Exception {
    BigInteger usdcBefore = server.chain().tokenBalance(1, Sim.USDC, sim.swapper());
    String id = killedAt("CLASSIC", boundary);

    String[] result = resumed(id);

    assertThat(result[1]).isEqualTo("SETTLED");
    assertThat(result[2].split(",")).hasSize(2).doesNotHaveDuplicates();
    assertThat(server.chain().tokenBalance(1, Sim.USDC, sim.swapper()))
        .isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
    // Exactly the approval and the swap, at nonces 0 and 1: no gap, nothing twice.
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(2);
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.PENDING)).isEqualTo(2);
  }

  @ParameterizedTest
  @ValueSource(strings = {"tx-mined:approval", "signed:order", "order"})
  void aGaslessOrderKilledAtEachBoundaryIsSignedAndPostedOnce(String boundary) throws Exception {
    String id = killedAt("GASLESS", boundary);

    String[] result = resumed(id);

    assertThat(result[1]).isEqualTo("SETTLED");
    List<UniswapXOrder> orders = new ArrayList<>();
    sim.client.ordersIterable(OrdersQuery.ofSwapper(sim.swapper())).forEach(orders::add);
    assertThat(orders).hasSize(1);
    assertThat(TradeRecord.read(FileTradeStore.in(store), id).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("signed")).count()).isEqualTo(1);
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"plan", "tx-intent:plan-0", "tx-mined:plan-0"})
  void aChainedPlanKilledAtEachBoundaryCompletesWithEachStepOnce(String boundary) throws Exception {
    String id = killedAt("CHAINED", boundary);

    String[] result = resumed(id);

    assertThat(result[1]).isEqualTo("SETTLED");
    long sent = sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)
        + sim.node(8453).getTransactionCount(sim.wallet.address(), BlockTag.LATEST);
    assertThat(result[2].split(",")).hasSize((int) sent).doesNotHaveDuplicates();
    assertThat(TradeRecord.read(FileTradeStore.in(store), id).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("plan")).count()).isEqualTo(1);
  }
}
