package io.tradingsdk.wallet.anvil;

import io.tradingsdk.server.node.AnvilNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Runs a test class against a real node: one anvil for the whole test JVM (started at first use, stopped by its
 * PID when the test plan ends), each test isolated by {@code evm_snapshot} before and {@code evm_revert} after.
 * Test methods and constructors get the {@link Anvil} handle as a parameter.
 *
 * <p>When anvil is not installed, the class is skipped with one line saying how to get it; under {@code CI=true}
 * that is a failure instead, so CI always runs these tests.
 *
 * <pre>{@code
 * @ExtendWith(AnvilExtension.class)
 * class SendTest {
 *   @Test void sends(Anvil anvil) { ... anvil.rpc() ... }
 * }
 * }</pre>
 */
public final class AnvilExtension implements ExecutionCondition, BeforeEachCallback, AfterEachCallback,
    ParameterResolver {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(AnvilExtension.class);
  private static final String SNAPSHOT = "snapshot";

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (EvmTools.anvil().isPresent()) {
      return ConditionEvaluationResult.enabled("anvil is installed");
    }
    if (EvmTools.underCi()) {
      // A failure, not a skip: CI must run the tests that send transactions.
      throw new ExtensionConfigurationException("CI=true but " + EvmTools.howToInstall());
    }
    return ConditionEvaluationResult.disabled(EvmTools.howToInstall());
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    Anvil anvil = shared(context);
    context.getStore(NAMESPACE).put(SNAPSHOT, anvil.snapshot());
  }

  @Override
  public void afterEach(ExtensionContext context) {
    String snapshot = context.getStore(NAMESPACE).remove(SNAPSHOT, String.class);
    if (snapshot != null) {
      shared(context).revert(snapshot);
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == Anvil.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return shared(context);
  }

  /** The JVM's anvil, started at first use and closed with the root context (the end of the test plan). */
  static Anvil shared(ExtensionContext context) {
    return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Anvil.class, k -> start(), Anvil.class);
  }

  /**
   * A node of the caller's own, beside the shared one, for a test whose cases run at the same time and so cannot share
   * one chain's snapshots: the caller closes it. Fails (never skips) when anvil is not installed; use it in a class
   * with {@code @ExtendWith(AnvilRequired.class)}, whose condition skips or fails first.
   */
  public static Anvil startOwn() {
    return start();
  }

  private static Anvil start() {
    Optional<Path> binary = EvmTools.anvil();
    if (binary.isEmpty()) {
      throw new ExtensionConfigurationException(EvmTools.howToInstall());
    }
    try {
      // If the JVM ends without closing the store (a crash), the node's own shutdown hook stops it.
      return new Anvil(AnvilNode.builder(binary.get()).logDirectory(EvmTools.logDirectory()).start());
    } catch (IOException e) {
      throw new ExtensionConfigurationException("anvil did not start: " + e.getMessage(), e);
    }
  }
}
