package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.hazelcast.core.HazelcastInstance;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.EthRpcClient;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An application instance (a separate JVM, a Hazelcast client of the test's member) runs a classic trade and is
 * killed with SIGKILL at a step boundary, right after the step's journal entry is in Hazelcast and before its side
 * effect; a new instance (another JVM) resumes the trade from Hazelcast once the dead one's lease ran out. The chain
 * shows each intended effect exactly once and no nonce gap.
 */
class TradeCrashOnHazelcastTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  private static HazelcastMembers cluster;

  @BeforeAll
  static void member() throws IOException {
    cluster = HazelcastMembers.start(1);
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"tx-intent:approval", "tx-sent:approval", "tx-intent:swap", "tx-sent:swap",
      "tx-mined:swap"})
  void aClassicTradeKilledAtABoundaryIsResumedByAnotherInstanceWithEachEffectOnce(String boundary) throws Exception {
    byte[] secret = new byte[32];
    new SecureRandom().nextBytes(secret);
    secret[0] = (byte) (1 + (secret[0] & 0x3f)); // below the curve order, never zero
    String keyHex = Hex.encode(secret);
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(keyHex));
    BigInteger usdcBefore = SERVER.server().chain().tokenBalance(1, USDC, wallet.address().toChecksumHex());
    TradeStore store = HazelcastTradeStore.of(cluster.member(0));
    Set<String> before = new HashSet<>(store.tradeIds());

    Process first = child("start", keyHex, boundary);
    try (BufferedReader out = reader(first)) {
      String line;
      while ((line = out.readLine()) != null && !line.startsWith("AT ")) {
        assertThat(line).as("the instance finished before the boundary").doesNotStartWith("RESULT");
      }
      assertThat(line).as("the instance never reached " + boundary).isNotNull();
      first.destroyForcibly(); // SIGKILL: no shutdown hook, no finally, its lease left to run out
      assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      first.destroyForcibly();
    }
    Set<String> started = new HashSet<>(store.tradeIds());
    started.removeAll(before);
    assertThat(started).hasSize(1);
    String id = started.iterator().next();

    Process second = child("resume", keyHex, id);
    String result = null;
    try (BufferedReader out = reader(second)) {
      String line;
      while ((line = out.readLine()) != null) {
        if (line.startsWith("RESULT ")) {
          result = line;
        }
      }
    }
    assertThat(second.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(result).as("the resuming instance's result").isNotNull();
    String[] words = (result + " ").split(" ", -1);
    assertThat(words[1]).isEqualTo("SETTLED");
    assertThat(words[2].split(",")).hasSize(2).doesNotHaveDuplicates();
    assertThat(SERVER.server().chain().tokenBalance(1, USDC, wallet.address().toChecksumHex()))
        .isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
    try (EthRpcClient node = EthRpcClient.builder(SERVER.server().rpcUrl(1).toString()).build()) {
      // Exactly the approval and the swap, at nonces 0 and 1: no gap, nothing twice.
      assertThat(node.getTransactionCount(wallet.address(), BlockTag.LATEST)).isEqualTo(2);
      assertThat(node.getTransactionCount(wallet.address(), BlockTag.PENDING)).isEqualTo(2);
    }
    assertThat(store.load(id)).last().satisfies(e -> assertThat(e.owner()).isEqualTo("instance-b"));
  }

  private static Process child(String mode, String keyHex, String last) throws IOException {
    HazelcastInstance member = cluster.member(0);
    InetSocketAddress address = (InetSocketAddress) member.getLocalEndpoint().getSocketAddress();
    List<String> command = new ArrayList<>(List.of(
        System.getProperty("java.home") + File.separator + "bin" + File.separator + "java",
        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto",
        "-cp", System.getProperty("java.class.path"), HazelcastCrashChild.class.getName(),
        mode, SERVER.server().baseUrl().toString(), member.getConfig().getClusterName(),
        "127.0.0.1:" + address.getPort(), keyHex, last));
    return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
  }

  private static BufferedReader reader(Process process) {
    return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }
}
