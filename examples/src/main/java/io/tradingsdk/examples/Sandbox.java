package io.tradingsdk.examples;

import io.tradingsdk.core.ClientOptions;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.signing.Signer;
import java.time.Duration;
import java.util.Optional;

/**
 * Where the examples send their calls, so that each one runs out of the box.
 *
 * <ul>
 *   <li>With {@code TRADING_API_BASE_URL} (or the system property {@code trading.baseUrl}) set, nothing
 *       happens here: the client talks to that service with {@code TRADING_API_KEY}, as {@code
 *       TradingClient.fromEnv()} would.
 *   <li>Without it, the embedded reference server ({@link ReferenceServer}) starts on a loopback port and the
 *       client uses its development key {@value ServerConfig#TEST_KEY}. Nothing leaves the machine.
 * </ul>
 *
 * <p>An application needs none of this: it builds its client with {@code TradingClient.fromEnv()}.
 */
final class Sandbox implements AutoCloseable {
  private final ReferenceServer server;
  private final java.util.List<NodeSender> senders = new java.util.ArrayList<>();

  private Sandbox(ReferenceServer server) {
    this.server = server;
  }

  /** The embedded reference server, unless a base URL is configured. */
  static Sandbox unlessConfigured() {
    if (baseUrlConfigured()) {
      return new Sandbox(null);
    }
    ReferenceServer server = ReferenceServer.startDefault();
    System.out.println("TRADING_API_BASE_URL is not set: using the embedded reference server at " + server.baseUrl()
        + " with its dev key \"" + ServerConfig.TEST_KEY + "\".");
    return new Sandbox(server);
  }

  /**
   * Points the client at the embedded server, if one was started; otherwise leaves the options as {@code
   * fromEnv()} read them. Use as {@code TradingClient.builder().fromEnv().options(sandbox::apply)}.
   */
  void apply(ClientOptions.Builder options) {
    if (server != null) {
      options.baseUrl(server.baseUrl().toString()).apiKey(ServerConfig.TEST_KEY);
    }
  }

  /** True when the calls go to the embedded reference server. */
  boolean isEmbedded() {
    return server != null;
  }

  /**
   * The embedded server's simulated chains, to read and move their state (the clock, positions). Empty against a
   * real service.
   */
  Optional<SimulatedChain> chain() {
    return Optional.ofNullable(server).map(ReferenceServer::chain);
  }

  /**
   * Where {@code signer}'s transactions go, through {@code sdk-wallet}'s sender ({@link NodeSender}), closed with
   * the sandbox: the node at {@code TRADING_RPC_URL} when it is set, else the embedded server's chains over
   * JSON-RPC. Empty against a real service without a node: there your wallet sends.
   */
  Optional<NodeSender> sender(Signer signer) {
    NodeSender sender = NodeSender.fromEnvironment(signer);
    if (sender == null && server != null) {
      sender = NodeSender.embedded(server, signer);
    }
    if (sender != null) {
      senders.add(sender);
    }
    return Optional.ofNullable(sender);
  }

  /**
   * The JSON-RPC URL of {@code chainId}'s node: {@code TRADING_RPC_URL} when it is set, else the embedded server's
   * chain. Empty against a real service without a node.
   */
  Optional<String> rpcUrl(long chainId) {
    String url = System.getenv(NodeSender.RPC_URL_VARIABLE);
    if (url != null && !url.isBlank()) {
      return Optional.of(url);
    }
    return Optional.ofNullable(server).map(s -> s.rpcUrl(chainId).toString());
  }

  /**
   * How long to wait between two reads of something that settles on chain. The simulated chain settles by
   * reads rather than by time, so no wait is needed there; a real chain takes seconds per block.
   */
  Duration pollInterval() {
    return server != null ? Duration.ZERO : Duration.ofSeconds(2);
  }

  @Override
  public void close() {
    senders.forEach(NodeSender::close);
    if (server != null) {
      server.close();
    }
  }

  /** Whether the calls go to a configured service rather than the embedded server. */
  static boolean baseUrlConfigured() {
    return isSet(System.getProperty("trading.baseUrl")) || isSet(System.getenv("TRADING_API_BASE_URL"));
  }

  private static boolean isSet(String value) {
    return value != null && !value.isBlank();
  }
}
