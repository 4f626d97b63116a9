package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;

/**
 * How the steps of an execution plan settle on one chain: the wallet sends each step's transaction, the plan learns of
 * it by the hash it is given as proof and then watches it settle. On the simulated chain the plan applies a step's
 * effect to the ledger when it completes; on a node the contracts apply it and the receipt tells.
 */
public interface StepSettlement {
  /** A proven step's state after one more read. */
  enum Outcome { PENDING, COMPLETE, FAILED }

  /**
   * What completing a step does here: {@code ledgerEffect} on the simulated chain; nothing on a node, whose contracts
   * applied the transaction's effect when it was mined.
   */
  Runnable onComplete(Runnable ledgerEffect);

  /**
   * Whether a signed Permit2 permit reaches this chain only inside the swap that follows it (a real Permit2 checks it
   * there), rather than applied to the ledger when the permit step completes.
   */
  boolean permitTravelsInSwap();

  /**
   * Makes a router program the plan built known to the chain, so that {@code eth_estimateGas} and {@code eth_call}
   * answer it and it uses {@code gas} when mined (the simulated chain; a node runs the real router).
   */
  void expect(String data, BigInteger gas);

  /**
   * Checks that {@code hash} is step {@code stepIndex}'s own transaction: sent by {@code swapper} to {@code to} with
   * {@code data} and {@code valueHex}. The simulated chain takes any hash.
   *
   * @param field how the error names the proof, e.g. {@code "steps[0].proof.txHash" 0x...}
   * @throws IllegalArgumentException naming what differs
   */
  void checkProof(String field, int stepIndex, String hash, String swapper, String to, String data,
      String valueHex);

  /** Records a proven swap-like step (a swap, bridge, wrap or unwrap) where {@code GET /swaps} reads it. */
  void recordSwap(String hash, String swapType, String swapper, long nowSeconds);

  /** Whether the proven transaction settled, after {@code reads} earlier reads of the step. */
  Outcome observe(String hash, int reads);
}
