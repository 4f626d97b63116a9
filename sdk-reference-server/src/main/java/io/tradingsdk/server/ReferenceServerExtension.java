package io.tradingsdk.server;

import java.net.URI;
import java.util.Objects;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A JUnit 5 extension that starts a {@link ReferenceServer} on an ephemeral loopback port once per
 * test class, stops it after the class, and injects it (or its base URL as a {@link URI}, its {@link
 * SimulatedChain}, {@link FaultInjector} or {@link RequestJournal}) into test constructors and
 * methods. These are the objects the control API under {@code /_sim} drives over HTTP.
 *
 * <pre>{@code
 * @ExtendWith(ReferenceServerExtension.class)
 * class QuoteIT {
 *   @Test
 *   void quotes(ReferenceServer server, URI baseUrl) { ... }
 * }
 *
 * class ConfiguredIT {
 *   @RegisterExtension
 *   static final ReferenceServerExtension SERVER =
 *       ReferenceServerExtension.configured(b -> b.seed(7)).resetBeforeEach();
 *
 *   @Test
 *   void quotes() { URI base = SERVER.baseUrl(); ... }
 * }
 * }</pre>
 *
 * <p>JUnit is a {@code provided} dependency of this module: tests bring their own.
 */
public final class ReferenceServerExtension
    implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, ParameterResolver {
  private final Consumer<ReferenceServer.Builder> configuration;
  private final boolean resetBeforeEach;
  private ReferenceServer server;

  /** The declarative form: {@code @ExtendWith(ReferenceServerExtension.class)}, default configuration. */
  public ReferenceServerExtension() {
    this(builder -> {}, false);
  }

  private ReferenceServerExtension(Consumer<ReferenceServer.Builder> configuration, boolean resetBeforeEach) {
    this.configuration = Objects.requireNonNull(configuration, "configuration");
    this.resetBeforeEach = resetBeforeEach;
  }

  /** An extension whose server is built with this configuration. */
  public static ReferenceServerExtension configured(Consumer<ReferenceServer.Builder> configuration) {
    return new ReferenceServerExtension(configuration, false);
  }

  /**
   * The same extension with the EVM mode on ({@link ServerConfig.Builder#evm(boolean)}): chain 1 runs on anvil with
   * the real contracts, its URL at {@link #rpcUrl(long)}. The first start for a lockfile and seed deploys and dumps
   * the state; later ones load it.
   */
  public ReferenceServerExtension evm() {
    return new ReferenceServerExtension(configuration.andThen(b -> b.configure(c -> c.evm(true))), resetBeforeEach);
  }

  /**
   * The same extension with each of {@code chainIds} on its own anvil ({@link
   * ServerConfig.Builder#evmChains(java.util.Collection)}), started in parallel, each URL at {@link #rpcUrl(long)}.
   */
  public ReferenceServerExtension evm(long... chainIds) {
    java.util.List<Long> ids = new java.util.ArrayList<>();
    for (long chainId : chainIds) {
      ids.add(chainId);
    }
    return new ReferenceServerExtension(configuration.andThen(b -> b.configure(c -> c.evmChains(ids))),
        resetBeforeEach);
  }

  /** The same extension, returning the server to its initial state before every test. */
  public ReferenceServerExtension resetBeforeEach() {
    return new ReferenceServerExtension(configuration, true);
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    start();
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    // Registered on an instance field, beforeAll never runs: start on first use instead.
    start();
    if (resetBeforeEach) {
      server.reset();
    }
  }

  @Override
  public void afterAll(ExtensionContext context) {
    stop();
  }

  private synchronized void start() {
    if (server == null) {
      ReferenceServer.Builder builder = ReferenceServer.builder();
      configuration.accept(builder);
      server = builder.build().start();
    }
  }

  private synchronized void stop() {
    if (server != null) {
      server.close();
      server = null;
    }
  }

  /** The running server (between the class's first and last test). */
  public synchronized ReferenceServer server() {
    if (server == null) {
      throw new IllegalStateException("the reference server runs only while the test class runs");
    }
    return server;
  }

  /** The running server's base URL, ending in {@code /v1}. */
  public URI baseUrl() {
    return server().baseUrl();
  }

  /**
   * The running server's JSON-RPC endpoint of a chain, e.g. {@code http://127.0.0.1:54321/rpc/1} (anvil's for chain
   * 1 in the EVM mode).
   */
  public URI rpcUrl(long chainId) {
    return server().rpcUrl(chainId);
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == ReferenceServer.class || type == URI.class || type == SimulatedChain.class
        || type == FaultInjector.class || type == RequestJournal.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    start();
    Class<?> type = parameter.getParameter().getType();
    if (type == ReferenceServer.class) {
      return server;
    }
    if (type == URI.class) {
      return server.baseUrl();
    }
    if (type == SimulatedChain.class) {
      return server.chain();
    }
    if (type == FaultInjector.class) {
      return server.faults();
    }
    if (type == RequestJournal.class) {
      return server.journal();
    }
    throw new ParameterResolutionException("cannot inject " + type.getName());
  }
}
