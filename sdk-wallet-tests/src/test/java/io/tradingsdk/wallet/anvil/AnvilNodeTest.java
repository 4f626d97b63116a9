package io.tradingsdk.wallet.anvil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.server.node.AnvilNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The reference server's anvil launcher, which these tests share, on the npm-installed anvil. */
@ExtendWith(AnvilExtension.class)
class AnvilNodeTest {
  @TempDir Path logs;

  @Test
  void servesTheChainIdItWasGivenAndStopsOnClose() throws Exception {
    AnvilNode node = AnvilNode.builder(EvmTools.anvil().orElseThrow()).chainId(1).logDirectory(logs).start();
    try (EthRpcClient rpc = EthRpcClient.builder(node.url()).build()) {
      assertThat(node.url()).matches("http://127\\.0\\.0\\.1:\\d+");
      assertThat(rpc.chainId()).isEqualTo(1);
      assertThat(node.log()).startsWith(logs);
    } finally {
      node.close();
    }
    assertThat(node.awaitExit(Duration.ofSeconds(15))).isTrue();
    assertThat(node.isAlive()).isFalse();
  }

  @Test
  void anExitBeforeListeningNamesTheLog() {
    // An unknown flag: anvil prints its usage and exits with 2.
    assertThatThrownBy(() -> AnvilNode.builder(EvmTools.anvil().orElseThrow()).arguments("--no-such-flag")
        .logDirectory(logs).start())
        .isInstanceOf(IOException.class)
        .hasMessageContaining("anvil exited with")
        .hasMessageContaining(logs.toString());
  }

  @Test
  void aMissingStateFileIsRefusedBeforeStarting() {
    assertThatThrownBy(() -> AnvilNode.builder(Path.of("anvil")).loadState(logs.resolve("missing.json")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("loadState: no such file " + logs.resolve("missing.json"));
  }

  @Test
  void findsNoBinaryInAnEmptyFolder() throws IOException {
    assertThat(AnvilNode.installedBinary(Files.createDirectories(logs.resolve("node_modules")))).isEmpty();
  }
}
