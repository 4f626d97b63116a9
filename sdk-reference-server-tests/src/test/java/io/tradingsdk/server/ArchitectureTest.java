package io.tradingsdk.server;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.control.ControlApi;
import org.junit.jupiter.api.Test;

/**
 * The reference server's layers, from the top: the public facade (the handler, the HTTP server, the JUnit
 * extension); the control API, in its own package; the in-process drivers it is the JSON adapter of (the simulated
 * chain, the fault rules, the request journal); the state dump and the route table; the endpoints, one package per
 * resource; the engine they share; the HTTP layer, the chains' JSON-RPC and the EVM-backed chain side by side; the
 * chain; the codecs. Every arrow points down, and no resource reaches into another. The public value types the facade is configured and called with
 * ({@link ServerConfig}, {@link ApiKey}, {@link ApiRequest}, ...) may be read by any layer.
 */
class ArchitectureTest {
  private static final String INTERNAL = "io.tradingsdk.server.internal.";

  private static final JavaClasses SERVER = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
      .importPackages("io.tradingsdk.server");

  /**
   * The public types every layer may read: requests, responses, keys and the configuration (and arrays of them, such
   * as an enum's {@code values()}).
   */
  private static final DescribedPredicate<JavaClass> VALUES = DescribedPredicate.describe("the public value types",
      javaClass -> belongToAnyOf(ApiRequest.class, ApiResponse.class, ApiKey.class, ServerConfig.class,
          SignerRecovery.class, Signatures.class).test(javaClass.getBaseComponentType()));

  /**
   * The public objects a Java test drives in-process, and which the control API is the JSON adapter of: the chains,
   * the fault rules, the request journal.
   */
  private static final DescribedPredicate<JavaClass> DRIVERS = DescribedPredicate.describe("the in-process drivers",
      javaClass -> belongToAnyOf(SimulatedChain.class, FaultInjector.class, RequestJournal.class)
          .test(javaClass.getBaseComponentType()));

  @Test
  void everyLayerDependsOnlyOnTheLayersBelowIt() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .ensureAllClassesAreContainedInArchitecture()
        .layer("Facade").definedBy(resideInAPackage("io.tradingsdk.server").and(not(VALUES)).and(not(DRIVERS)))
        .layer("Values").definedBy(VALUES)
        .layer("ControlApi").definedBy(INTERNAL + "control..")
        .layer("Drivers").definedBy(DRIVERS)
        .layer("State").definedBy(INTERNAL + "state..")
        .layer("Routes").definedBy(resideInAPackage(INTERNAL + "endpoint"))
        .layer("Resources").definedBy(INTERNAL + "endpoint.*..")
        .layer("Engine").definedBy(INTERNAL + "engine..")
        .layer("Http").definedBy(INTERNAL + "http..")
        .layer("Rpc").definedBy(INTERNAL + "chain.rpc..")
        .layer("Node").definedBy("io.tradingsdk.server.node..")
        .layer("Evm").definedBy(INTERNAL + "evm..")
        .layer("Chain").definedBy(resideInAPackage(INTERNAL + "chain"))
        .layer("Codec").definedBy(INTERNAL + "codec..")
        .whereLayer("Facade").mayNotBeAccessedByAnyLayer()
        .whereLayer("ControlApi").mayOnlyBeAccessedByLayers("Facade")
        .whereLayer("Drivers").mayOnlyBeAccessedByLayers("Facade", "ControlApi")
        .whereLayer("State").mayOnlyBeAccessedByLayers("Facade", "Drivers")
        .whereLayer("Routes").mayOnlyBeAccessedByLayers("Facade")
        .whereLayer("Resources").mayOnlyBeAccessedByLayers("Routes")
        .whereLayer("Engine").mayOnlyBeAccessedByLayers("Facade", "ControlApi", "Drivers", "State", "Routes",
            "Resources")
        .whereLayer("Http").mayOnlyBeAccessedByLayers("Facade", "ControlApi", "Routes", "Resources", "Engine")
        .whereLayer("Rpc").mayOnlyBeAccessedByLayers("Facade")
        .whereLayer("Rpc").mayOnlyAccessLayers("Chain", "Codec", "Values")
        .whereLayer("Evm").mayOnlyBeAccessedByLayers("Facade")
        .whereLayer("Evm").mayOnlyAccessLayers("Chain", "Codec", "Values", "Node")
        .whereLayer("Node").mayOnlyBeAccessedByLayers("Facade", "Evm")
        .whereLayer("Node").mayNotAccessAnyLayer()
        .whereLayer("Chain").mayOnlyBeAccessedByLayers("Facade", "Drivers", "State", "Resources", "Engine", "Rpc",
            "Evm")
        .whereLayer("Chain").mayOnlyAccessLayers("Codec")
        .whereLayer("Http").mayOnlyAccessLayers("Values", "Codec")
        .whereLayer("Values").mayOnlyAccessLayers("Codec")
        .check(SERVER);
  }

  @Test
  void noResourceReachesIntoAnother() {
    slices().matching(INTERNAL + "endpoint.(*)..").should().notDependOnEachOther().check(SERVER);
  }

  /** The packages that must not know which kind of chain they run on (issue 33). */
  private static final String[] KIND_BLIND = {INTERNAL + "endpoint..", INTERNAL + "engine..", INTERNAL + "control..",
      INTERNAL + "state..", INTERNAL + "http.."};

  /** The classes that run a chain of one kind: every implementation of the one chain interface. */
  private static final DescribedPredicate<JavaClass> CHAIN_KINDS = DescribedPredicate.describe(
      "an implementation of ChainBackend (a kind of chain)",
      javaClass -> javaClass.isAssignableTo(ChainBackend.class) && !javaClass.isEquivalentTo(ChainBackend.class));

  /** The methods of the one chain interface that report the kind (for {@code GET /_sim/chains}) rather than ask. */
  private static final DescribedPredicate<JavaMethodCall> KIND_REPORTS = DescribedPredicate.describe(
      "ChainBackend's kind reports (kind(), stillSimulated())",
      call -> call.getTargetOwner().isAssignableTo(ChainBackend.class)
          && (call.getName().equals("kind") || call.getName().equals("stillSimulated")));

  /** A method named as a question about the kind: {@code isEvm}, {@code onNode}, {@code isSimulatedChain}, ... */
  static final String KIND_QUESTION = "(is|on|runsOn)(Evm|Simulated|Node|Ledger|Anvil)[A-Za-z0-9]*";

  /**
   * Nothing there uses the EVM package: they use a chain through the one chain interface ({@code ChainBackend}, from
   * {@code Engine.backend(chainId)}). Only the facade, which starts a node and attaches it, does.
   */
  static final ArchRule NO_EVM_PACKAGE = noClasses().that().resideInAnyPackage(KIND_BLIND)
      .should().dependOnClassesThat().resideInAPackage(INTERNAL + "evm..")
      .as("the endpoints, the engine and the control API do not use the EVM package");

  /**
   * Nor any kind of chain by its class: no {@code instanceof LedgerBackend}, no cast to, no field or parameter of,
   * no construction of an implementation; a chain is a {@code ChainBackend} there, whatever runs it.
   */
  static final ArchRule NO_CHAIN_KIND_CLASS = noClasses().that().resideInAnyPackage(KIND_BLIND)
      .should().dependOnClassesThat(CHAIN_KINDS)
      .as("the endpoints, the engine and the control API do not use a kind of chain by its class");

  /**
   * Nor ask a chain its kind: {@code kind()} and {@code stillSimulated()} are what the facade reports at {@code GET
   * /_sim/chains}; a decision asks the chain what it does ({@code positionKeeper}, {@code reactor}, {@code steps},
   * ...).
   */
  static final ArchRule NO_KIND_REPORT_READ = noClasses().that().resideInAnyPackage(KIND_BLIND)
      .should().callMethodWhere(KIND_REPORTS)
      .as("the endpoints, the engine and the control API do not read a chain's kind");

  /** Nor is there, anywhere in the server, a method that asks the kind ({@link #KIND_QUESTION}). */
  static final ArchRule NO_KIND_QUESTION = noMethods().should().haveNameMatching(KIND_QUESTION)
      .as("no method asks which kind of chain runs (isEvm, onNode, isSimulated...)");

  /**
   * The API's endpoints, the engine they share, the control API and the HTTP layer do not know which kind of chain
   * they run on (issue 33): every decision that differs between a simulated chain and a real node is a question the
   * chain answers. {@link KindRulesTest} shows each rule failing on a class that asks.
   */
  @Test
  void theEndpointsTheEngineAndTheControlApiDoNotKnowTheKindOfChain() {
    NO_EVM_PACKAGE.check(SERVER);
    NO_CHAIN_KIND_CLASS.check(SERVER);
    NO_KIND_REPORT_READ.check(SERVER);
    NO_KIND_QUESTION.check(SERVER);
  }

  /**
   * The control API, in its own package, acts on what the handler hands it ({@code ControlTarget}) and never calls
   * back into the handler.
   */
  @Test
  void theControlApiDoesNotCallBackIntoTheHandler() {
    noClasses().that().belongToAnyOf(ControlApi.class).should().dependOnClassesThat()
        .belongToAnyOf(TradingApiHandler.class).check(SERVER);
  }
}
