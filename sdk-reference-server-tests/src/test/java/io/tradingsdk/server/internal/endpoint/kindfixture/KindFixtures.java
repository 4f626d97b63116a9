package io.tradingsdk.server.internal.endpoint.kindfixture;

import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.chain.LedgerBackend;
import io.tradingsdk.server.internal.chain.PositionKeeper;
import io.tradingsdk.server.internal.evm.EvmChain;

/**
 * Endpoint code that asks which kind of chain runs, each in one of the ways the architecture rules forbid, and one
 * that asks the chain what it does instead: {@code KindRulesTest} checks the rules against these. Test sources only;
 * the architecture test imports the main classes alone.
 */
public final class KindFixtures {
  private KindFixtures() {}

  /** Tells the kinds apart by the implementation's class. */
  public static final class ChecksTheClass {
    boolean simulated(ChainBackend chain) {
      return chain instanceof LedgerBackend;
    }
  }

  /** Reads the kind the facade reports. */
  public static final class ReadsTheKind {
    boolean evm(ChainBackend chain) {
      return chain.kind().equals("evm");
    }
  }

  /** Grows its own question about the kind. */
  public static final class AsksIsEvm {
    boolean isEvm(ChainBackend chain) {
      return chain.rpcUrl().isPresent();
    }
  }

  /** Reaches into the EVM package. */
  public static final class UsesTheEvmPackage {
    boolean node(Object chain) {
      return chain instanceof EvmChain;
    }
  }

  /** Asks the chain what keeps its positions: allowed. */
  public static final class AsksTheChain {
    boolean keptByTheLedger(ChainBackend chain) {
      return chain.positionKeeper("V3") == PositionKeeper.LEDGER;
    }
  }
}
