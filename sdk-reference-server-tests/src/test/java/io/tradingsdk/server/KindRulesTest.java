package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.chain.ChainReads;
import io.tradingsdk.server.internal.chain.LedgerBackend;
import io.tradingsdk.server.internal.chain.PositionKeeper;
import io.tradingsdk.server.internal.endpoint.kindfixture.KindFixtures;
import io.tradingsdk.server.internal.evm.EvmChain;
import org.junit.jupiter.api.Test;

/**
 * The rules that keep the endpoints, the engine and the control API from knowing which kind of chain runs ({@link
 * ArchitectureTest#theEndpointsTheEngineAndTheControlApiDoNotKnowTheKindOfChain}) can fail: each catches the endpoint
 * code of {@link KindFixtures} that asks the kind its way, and none catches the code that asks the chain instead.
 */
class KindRulesTest {
  /** What the fixtures use of the main classes, so that the rules can resolve it (an implementation's interfaces). */
  private static final Class<?>[] CHAIN = {ChainBackend.class, ChainReads.class, LedgerBackend.class,
      PositionKeeper.class, EvmChain.class};

  private static JavaClasses with(Class<?> fixture) {
    Class<?>[] classes = java.util.Arrays.copyOf(CHAIN, CHAIN.length + 1);
    classes[CHAIN.length] = fixture;
    return new ClassFileImporter().importClasses(classes);
  }

  private static EvaluationResult evaluate(ArchRule rule, Class<?> fixture) {
    return rule.evaluate(with(fixture));
  }

  @Test
  void anInstanceofOfAnImplementationFails() {
    EvaluationResult result = evaluate(ArchitectureTest.NO_CHAIN_KIND_CLASS, KindFixtures.ChecksTheClass.class);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails()).anySatisfy(detail -> assertThat(detail)
        .contains("ChecksTheClass.simulated").contains("LedgerBackend"));
  }

  @Test
  void readingTheKindFails() {
    EvaluationResult result = evaluate(ArchitectureTest.NO_KIND_REPORT_READ, KindFixtures.ReadsTheKind.class);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails()).anySatisfy(detail -> assertThat(detail)
        .contains("ReadsTheKind.evm").contains("ChainBackend.kind()"));
  }

  @Test
  void anIsEvmMethodFails() {
    EvaluationResult result = evaluate(ArchitectureTest.NO_KIND_QUESTION, KindFixtures.AsksIsEvm.class);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails()).anySatisfy(detail -> assertThat(detail)
        .contains("AsksIsEvm.isEvm"));
  }

  @Test
  void usingTheEvmPackageFails() {
    EvaluationResult result = evaluate(ArchitectureTest.NO_EVM_PACKAGE, KindFixtures.UsesTheEvmPackage.class);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails()).anySatisfy(detail -> assertThat(detail)
        .contains("UsesTheEvmPackage.node").contains("EvmChain"));
  }

  @Test
  void askingTheChainWhatItDoesPasses() {
    for (ArchRule rule : new ArchRule[] {ArchitectureTest.NO_EVM_PACKAGE, ArchitectureTest.NO_CHAIN_KIND_CLASS,
        ArchitectureTest.NO_KIND_REPORT_READ, ArchitectureTest.NO_KIND_QUESTION}) {
      assertThat(evaluate(rule, KindFixtures.AsksTheChain.class).hasViolation()).as(rule.getDescription()).isFalse();
    }
  }
}
