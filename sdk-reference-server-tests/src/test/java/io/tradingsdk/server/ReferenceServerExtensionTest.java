package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.net.URI;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The programmatic form: a configured server, reset before each test. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReferenceServerExtensionTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension
      .configured(b -> b.seed(7).configure(c -> c.apiKey(ApiKey.of("custom-key"))))
      .resetBeforeEach();

  @Test
  @Order(1)
  void injectsTheConfiguredServer(ReferenceServer server, URI baseUrl) {
    assertThat(server).isSameAs(SERVER.server());
    assertThat(baseUrl).isEqualTo(SERVER.baseUrl());
    assertThat(server.handler().config().seed()).isEqualTo(7);
    assertThat(server.handler().config().apiKeys()).containsKey("custom-key");
    server.chain().setAllowance(1, Api.WALLET, Api.USDC, Api.PERMIT2, BigInteger.ONE);
  }

  @Test
  @Order(2)
  void stateIsResetBetweenTests() {
    assertThat(SERVER.server().chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isZero();
  }

  @Test
  @Order(3)
  void injectsWhatTheControlApiDrives(SimulatedChain chain, FaultInjector faults, RequestJournal journal) {
    assertThat(chain).isSameAs(SERVER.server().chain());
    assertThat(faults).isSameAs(SERVER.server().faults());
    assertThat(journal).isSameAs(SERVER.server().journal());
  }
}
