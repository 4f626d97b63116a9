package io.tradingsdk.server.internal.endpoint.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.BoundedMap;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.StepSettlement;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Leg;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Execution plans and their state machine.
 *
 * <p>A plan is created {@code ACTIVE} with every step {@code NOT_READY}. The first read or update
 * activates it: the current step becomes {@code AWAITING_ACTION} and so does the plan. A signature
 * proof (a {@code SIGN_MSG} step) is checked by recovering its signer: the swapper's signature
 * completes the step at once, anyone else's marks it {@code STEP_ERROR} (the step may be signed
 * again). A transaction proof ({@code SEND_TX}) puts the step {@code IN_PROGRESS}; it settles after
 * the configured number of reads, {@code COMPLETE}, or {@code STEP_ERROR} with the plan {@code
 * FAILED} when the transaction was marked reverted. When a step completes the next one awaits
 * action; when the last completes the plan is {@code COMPLETED}, and it can no longer be updated
 * (422) or refreshed.
 *
 * <p>Each step settles as its chain settles it ({@link StepSettlement}, from {@code Engine.backend(chainId)}): in the
 * EVM mode, the steps on the chain a node runs (approvals, the permit, swaps, wraps and unwraps before any bridge) are
 * real: approvals and the permit are asked for as the chain's tokens and Permit2 hold them, the signed permit becomes
 * the first command of the swap that follows it, a proof's hash must be the step's own transaction on the node (else
 * 400), and the step settles from its receipt. A bridge, and whatever follows it, stays simulated: the node has no
 * bridge, so those steps settle as on a simulated chain.
 */
public final class Plans {
  /** One step of a plan. */
  static final class Step {
    int index;
    String method;
    String payloadType;
    String stepType;
    ObjectNode payload;
    String status = "NOT_READY";
    ObjectNode proof;
    Token tokenIn;
    Token tokenOut;
    BigInteger amountIn;
    BigInteger amountOut;
    BigInteger gasUse;
    RequestedUrgency.Fees fees;
    BigDecimal slippage;
    int reads;
    long deadline;
    Runnable onComplete = () -> {};
    /** How the step's transaction settles on its chain (a node's receipt, or the ledger after the confirmations). */
    StepSettlement settlement;
  }

  /** One plan. All access goes through the plan's own lock. */
  static final class Plan {
    String planId;
    String swapper;
    String recipient;
    String quoteId;
    String status = "ACTIVE";
    List<Step> steps = new ArrayList<>();
    int currentStepIndex;
    BigInteger expectedOutput;
    BigInteger gasFee;
    BigInteger gasUse;
    String gasFeeUsd;
    BigInteger gasFeeQuote;
    long timeEstimateMs;
    JsonNode gasStrategies;
    BigDecimal slippageTolerance;
    Instant createdAt;
    Instant updatedAt;
    Instant completedAt;
    Instant lastUserActionAt;
  }

  private final Engine engine;
  private final Map<String, Plan> plans;

  /** The plans of one engine, forgotten on each of its resets. */
  public Plans(Engine engine) {
    this.engine = engine;
    this.plans = java.util.Collections.synchronizedMap(new BoundedMap<>(engine.config().stateCapacity()));
    engine.onReset(plans::clear);
  }

  void put(Plan plan) {
    plans.put(plan.planId, plan);
  }

  Plan get(String planId) {
    Plan plan = plans.get(planId);
    if (plan == null) {
      throw ApiError.notFound("Plan not found");
    }
    return plan;
  }

  // --- Building ------------------------------------------------------------------------------------

  /** Builds a plan's steps: approvals the wallet still needs, the permit to sign, then one step per leg. */
  Plan build(String swapper, String recipient, String quoteId, List<Leg> legs, String version, RequestedUrgency urgency,
      JsonNode gasStrategies, BigDecimal slippageTolerance) {
    Plan plan = new Plan();
    plan.planId = engine.ids().nextUuid();
    plan.swapper = swapper;
    plan.recipient = recipient;
    plan.quoteId = quoteId;
    plan.gasStrategies = gasStrategies;
    plan.slippageTolerance = slippageTolerance;
    plan.createdAt = engine.now();
    plan.updatedAt = plan.createdAt;
    Leg first = legs.get(0);
    Chain source = engine.servedChain(first.in.chainId());
    String router = engine.universalRouter(source, version);
    Step permit = null;
    if (!first.in.isNative() && !first.type.equals("UNWRAP")) {
      permit = approvalSteps(plan, source, first, router, urgency);
    }
    boolean bridged = false;
    for (int i = 0; i < legs.size(); i++) {
      Leg leg = legs.get(i);
      boolean last = i == legs.size() - 1;
      bridged |= leg.type.equals("BRIDGE");
      // Past a bridge, the input arrives by the simulated bridge: those steps are simulated wherever they run.
      StepSettlement settlement = engine.backend(leg.in.chainId()).steps(bridged);
      Step step = legStep(plan, leg, version, engine.universalRouter(engine.servedChain(leg.in.chainId()), version),
          urgency, last ? recipient : swapper, slippageTolerance, settlement);
      if (i == 0 && permit != null && permit.settlement.permitTravelsInSwap() && settlement.permitTravelsInSwap()
          && leg.type.equals("CLASSIC")) {
        Step signed = permit;
        permit.onComplete = () -> step.payload.put("data", swapProgram(leg, version, last ? recipient : swapper,
            tolerance(slippageTolerance), signed, step.deadline));
      }
    }
    for (int i = 0; i < plan.steps.size(); i++) {
      plan.steps.get(i).index = i;
    }
    plan.expectedOutput = legs.get(legs.size() - 1).amountOut();
    plan.gasUse = BigInteger.ZERO;
    plan.gasFee = BigInteger.ZERO;
    for (Step step : plan.steps) {
      plan.gasUse = plan.gasUse.add(step.gasUse);
      plan.gasFee = plan.gasFee.add(step.gasUse.multiply(step.fees.gasPrice));
    }
    plan.gasFeeUsd = engine.usd(legs.get(0).in.chainId(), plan.gasFee);
    plan.gasFeeQuote = engine.weiIn(legs.get(0).in, plan.gasFee);
    plan.timeEstimateMs = legs.stream().mapToLong(Leg::timeEstimateMs).sum();
    return plan;
  }

  /**
   * The approval steps the wallet still needs for the first leg, as the chain holds its allowances (a node's
   * contracts, or the ledger); returns the permit step, when there is one.
   */
  private @Nullable Step approvalSteps(Plan plan, Chain chain, Leg first, String router, RequestedUrgency urgency) {
    Token token = first.in;
    StepSettlement settlement = engine.backend(chain.id()).steps(false);
    BigInteger current = engine.allowance(chain.id(), plan.swapper, token.address(), chain.permit2());
    if (current.compareTo(first.amountIn()) < 0) {
      if (token.resetsAllowance() && current.signum() > 0) {
        Step reset = txStep(plan, "RESET_APPROVAL_TXN", token, token, BigInteger.ZERO, BigInteger.ZERO,
            token.address(), Calldata.approve(chain.permit2(), BigInteger.ZERO), BigInteger.ZERO,
            BigInteger.valueOf(30_012), urgency.fees(chain));
        settles(reset, settlement, () -> engine.ledger().approvals().setAllowance(chain.id(), plan.swapper, token.address(),
            chain.permit2(), BigInteger.ZERO));
      }
      Step approve = txStep(plan, "APPROVAL_TXN", token, token, Engine.MAX_UINT256, Engine.MAX_UINT256,
          token.address(), Calldata.approve(chain.permit2(), Engine.MAX_UINT256), BigInteger.ZERO,
          BigInteger.valueOf(56_344), urgency.fees(chain));
      settles(approve, settlement, () -> engine.ledger().approvals().setAllowance(chain.id(), plan.swapper, token.address(),
          chain.permit2(), Engine.MAX_UINT256));
    }
    Ledger.Permit2Allowance allowance = engine.permit2Allowance(chain.id(), plan.swapper, token.address(), router);
    if (allowance.amount.compareTo(first.amountIn()) < 0 || allowance.expiration <= engine.nowSeconds()) {
      Step permit = new Step();
      permit.method = "SIGN_MSG";
      permit.payloadType = "EIP_712";
      permit.stepType = "APPROVAL_PERMIT";
      permit.payload = engine.permitSingle(chain, token.address(), Engine.MAX_UINT160, allowance.nonce, router);
      permit.tokenIn = token;
      permit.tokenOut = token;
      permit.amountIn = first.amountIn();
      permit.amountOut = first.amountIn();
      permit.gasUse = BigInteger.ZERO;
      permit.fees = urgency.fees(chain);
      long expiration = engine.nowSeconds() + Engine.PERMIT_EXPIRATION_SECONDS;
      settles(permit, settlement, () -> engine.ledger().approvals().usePermit(chain.id(), plan.swapper, token.address(), router,
          Engine.MAX_UINT160, expiration, allowance.nonce));
      plan.steps.add(permit);
      return permit;
    }
    return null;
  }

  /**
   * Where a step settles: on a node the contracts keep what it changes; in the ledger, {@code simulatedEffect} updates
   * it when the step completes.
   */
  private static void settles(Step step, StepSettlement settlement, Runnable simulatedEffect) {
    step.settlement = settlement;
    step.onComplete = settlement.onComplete(simulatedEffect);
  }

  private Step txStep(Plan plan, String stepType, Token in, Token out, BigInteger amountIn, BigInteger amountOut,
      String to, String data, BigInteger value, BigInteger gas, RequestedUrgency.Fees fees) {
    Step step = new Step();
    step.method = "SEND_TX";
    step.payloadType = "TX";
    step.stepType = stepType;
    step.payload = Engine.transaction(to, plan.swapper, data, value, in.chainId(),
        gas.multiply(BigInteger.valueOf(13)).divide(BigInteger.TEN), fees);
    step.tokenIn = in;
    step.tokenOut = out;
    step.amountIn = amountIn;
    step.amountOut = amountOut;
    step.gasUse = gas;
    step.fees = fees;
    plan.steps.add(step);
    return step;
  }

  private Step legStep(Plan plan, Leg leg, String version, String router, RequestedUrgency urgency, String recipient,
      BigDecimal slippage, StepSettlement settlement) {
    Chain chain = engine.servedChain(leg.in.chainId());
    RequestedUrgency.Fees fees = urgency.fees(chain);
    BigDecimal tolerance = tolerance(slippage);
    long deadline = engine.nowSeconds() + 30 * 60;
    String to;
    String data;
    BigInteger value = leg.in.isNative() ? leg.amountIn() : BigInteger.ZERO;
    switch (leg.type) {
      case "WRAP":
        to = engine.market().wrappedNative(chain.id()).address();
        data = Calldata.wethDeposit();
        break;
      case "UNWRAP":
        to = engine.market().wrappedNative(chain.id()).address();
        data = Calldata.wethWithdraw(leg.amountIn());
        value = BigInteger.ZERO;
        break;
      case "BRIDGE":
        to = router;
        long now = engine.nowSeconds();
        data = Calldata.program(version)
            .bridge(plan.swapper, recipient, leg.in, leg.out, leg.amountIn(), leg.amountOut(), now, now + 6 * 3600,
                engine.market().wrappedNative(chain.id()).address())
            .execute(deadline);
        break;
      default:
        to = router;
        data = swapProgram(leg, version, recipient, tolerance, null, deadline);
    }
    Step step = txStep(plan, leg.type, leg.in, leg.out, leg.amountIn(), leg.amountOut(), to, data, value,
        leg.gasUse(), fees);
    step.settlement = settlement;
    step.deadline = deadline;
    if (to.equals(router)) {
      // A router program the chain knows, so that eth_estimateGas and eth_call answer it and it uses the gas quoted
      // here when mined.
      settlement.expect(data, leg.gasUse());
    }
    step.slippage = leg.type.equals("CLASSIC") ? tolerance : null;
    return step;
  }

  private static BigDecimal tolerance(@Nullable BigDecimal slippage) {
    return slippage != null ? slippage : new BigDecimal("0.5");
  }

  /**
   * A swap leg's router program, as {@code /swap} builds it: with a signed {@code permit} step first, its permit as
   * the first command (Permit2 checks the signature and sets the router's allowance, then the swap spends it).
   */
  private static String swapProgram(Leg leg, String version, String recipient, BigDecimal tolerance,
      @Nullable Step permit, long deadline) {
    Calldata.Program program = Calldata.program(version);
    if (permit != null) {
      JsonNode values = permit.payload.get("values");
      JsonNode details = values.get("details");
      program.permit(details.get("token").asText(), new BigInteger(details.get("amount").asText()),
          details.get("expiration").asLong(), details.get("nonce").asLong(), values.get("spender").asText(),
          values.get("sigDeadline").asLong(), permit.proof.get("signature").asText());
    }
    if (leg.in.isNative()) {
      program.wrap(leg.amountIn());
    }
    BigInteger minimum = Slippage.minimum(leg.amountOut(), tolerance);
    program.swap(leg.route(), true, leg.out.isNative() ? Calldata.ADDRESS_THIS : recipient, minimum,
        !leg.in.isNative());
    if (leg.out.isNative()) {
      program.unwrap(recipient, minimum);
    }
    return program.execute(deadline);
  }

  // --- State machine --------------------------------------------------------------------------------

  /** A read or an update: activates a new plan and lets steps in flight settle. */
  void observe(Plan plan) {
    if (plan.status.equals("ACTIVE")) {
      plan.steps.get(plan.currentStepIndex).status = "AWAITING_ACTION";
      plan.status = "AWAITING_ACTION";
      plan.updatedAt = engine.now();
    }
    for (Step step : plan.steps) {
      if (step.status.equals("IN_PROGRESS")) {
        settleProven(plan, step);
      }
    }
    settle(plan);
  }

  /** A proven step: complete when its chain says it succeeded, failed when it reverted; else still in flight. */
  private void settleProven(Plan plan, Step step) {
    StepSettlement.Outcome outcome = step.settlement.observe(step.proof.get("txHash").asText(), step.reads++);
    if (outcome == StepSettlement.Outcome.COMPLETE) {
      complete(plan, step);
    } else if (outcome == StepSettlement.Outcome.FAILED) {
      step.status = "STEP_ERROR";
      plan.status = "FAILED";
    } else {
      return;
    }
    plan.updatedAt = engine.now();
  }

  private void complete(Plan plan, Step step) {
    step.status = "COMPLETE";
    step.onComplete.run();
    int next = step.index + 1;
    if (next < plan.steps.size() && plan.steps.get(next).status.equals("NOT_READY")) {
      plan.steps.get(next).status = "AWAITING_ACTION";
    }
  }

  /** Derives the plan's status and current step from its steps. */
  private void settle(Plan plan) {
    if (plan.status.equals("FAILED")) {
      return;
    }
    int current = 0;
    while (current < plan.steps.size() && plan.steps.get(current).status.equals("COMPLETE")) {
      current++;
    }
    if (current == plan.steps.size()) {
      plan.currentStepIndex = plan.steps.size() - 1;
      if (!plan.status.equals("COMPLETED")) {
        plan.status = "COMPLETED";
        plan.completedAt = engine.now();
      }
      return;
    }
    plan.currentStepIndex = current;
    boolean inProgress = plan.steps.stream().anyMatch(s -> s.status.equals("IN_PROGRESS"));
    plan.status = inProgress ? "IN_PROGRESS" : "AWAITING_ACTION";
  }

  /** Refuses updates of a finished plan. */
  static void requireUpdatable(Plan plan) {
    if (plan.status.equals("COMPLETED")) {
      throw ApiError.unprocessable("Plan " + plan.planId + " is already completed and cannot be updated");
    }
    if (plan.status.equals("FAILED")) {
      throw ApiError.unprocessable("Plan " + plan.planId + " has failed and cannot be updated");
    }
  }

  /** Applies one proof; the caller holds the plan's lock and has validated the proof's shape. */
  void applyProof(Plan plan, int index, String label, Optional<String> txHash, Optional<String> signature) {
    Step step = plan.steps.get(index);
    if (!step.status.equals("AWAITING_ACTION") && !step.status.equals("STEP_ERROR")) {
      throw ApiError.badRequest("\"" + label + ".stepIndex\" step " + index + " is " + step.status
          + "; only the step awaiting action (" + plan.currentStepIndex + ") takes a proof");
    }
    ObjectNode proof = Engine.object();
    if (step.method.equals("SIGN_MSG")) {
      String sig = signature.orElseThrow(() ->
          ApiError.badRequest("\"" + label + ".proof.signature\" is required for a SIGN_MSG step"));
      proof.put("signature", sig);
      step.proof = proof;
      if (signedBySwapper(plan, step, sig)) {
        complete(plan, step);
      } else {
        step.status = "STEP_ERROR";
      }
    } else {
      String hash = txHash.orElseThrow(() ->
          ApiError.badRequest("\"" + label + ".proof.txHash\" is required for a " + step.method + " step"));
      try {
        step.settlement.checkProof("\"" + label + ".proof.txHash\" " + hash, step.index, hash, plan.swapper,
            step.payload.get("to").asText(), step.payload.get("data").asText(), step.payload.get("value").asText());
      } catch (IllegalArgumentException notTheStep) {
        throw ApiError.badRequest(notTheStep.getMessage());
      }
      proof.put("txHash", hash);
      step.proof = proof;
      step.status = "IN_PROGRESS";
      step.reads = 0;
      if (Set.of("CLASSIC", "BRIDGE", "WRAP", "UNWRAP").contains(step.stepType)) {
        step.settlement.recordSwap(hash, step.stepType, plan.swapper, engine.nowSeconds());
      }
    }
    plan.lastUserActionAt = engine.now();
    plan.updatedAt = plan.lastUserActionAt;
    settle(plan);
  }

  private boolean signedBySwapper(Plan plan, Step step, String signature) {
    try {
      String signer = engine.config().signerRecovery().recover(step.payload, signature);
      return Addresses.normalize(signer).equals(Addresses.normalize(plan.swapper));
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  // --- JSON ----------------------------------------------------------------------------------------

  /** The plan as the service answers it (the handler puts {@code requestId} first). */
  ObjectNode json(Plan plan) {
    ObjectNode node = Engine.object();
    node.put("planId", plan.planId);
    node.put("swapper", plan.swapper);
    node.put("recipient", plan.recipient);
    node.put("quoteId", plan.quoteId);
    node.put("status", plan.status);
    ArrayNode steps = node.putArray("steps");
    for (Step step : plan.steps) {
      steps.add(stepJson(plan, step));
    }
    node.put("currentStepIndex", plan.currentStepIndex);
    node.put("expectedOutput", plan.expectedOutput.toString());
    node.put("gasFee", plan.gasFee.toString());
    node.put("gasFeeQuote", plan.gasFeeQuote.toString());
    node.put("gasFeeUSD", plan.gasFeeUsd);
    node.put("gasUseEstimate", plan.gasUse.toString());
    node.put("timeEstimateMs", plan.timeEstimateMs);
    if (plan.gasStrategies != null) {
      node.set("gasStrategies", plan.gasStrategies.deepCopy());
    }
    node.put("createdAt", plan.createdAt.toString());
    node.put("updatedAt", plan.updatedAt.toString());
    if (plan.completedAt != null) {
      node.put("completedAt", plan.completedAt.toString());
    }
    if (plan.lastUserActionAt != null) {
      node.put("lastUserActionAt", plan.lastUserActionAt.toString());
    }
    if (plan.slippageTolerance != null) {
      node.put("slippageTolerance", plan.slippageTolerance);
    } else {
      node.put("autoSlippage", "DEFAULT");
    }
    return node;
  }

  private ObjectNode stepJson(Plan plan, Step step) {
    ObjectNode node = Engine.object();
    node.put("stepIndex", step.index);
    node.put("method", step.method);
    node.put("payloadType", step.payloadType);
    node.set("payload", step.payload.deepCopy());
    node.put("status", step.status);
    if (step.proof != null) {
      node.set("proof", step.proof.deepCopy());
    }
    node.put("tokenIn", step.tokenIn.address());
    node.put("tokenOut", step.tokenOut.address());
    node.put("tokenInChainId", step.tokenIn.chainId());
    node.put("tokenOutChainId", step.tokenOut.chainId());
    node.put("tokenInAmount", step.amountIn.toString());
    node.put("tokenOutAmount", step.amountOut.toString());
    node.put("swapper", plan.swapper);
    node.put("recipient", step.index == plan.steps.size() - 1 ? plan.recipient : plan.swapper);
    node.put("stepType", step.stepType);
    node.put("gasUseEstimate", step.gasUse.toString());
    BigInteger gasFee = step.gasUse.multiply(step.fees.gasPrice);
    node.put("gasFeeUSD", engine.usd(step.tokenIn.chainId(), gasFee));
    node.put("gasPrice", step.fees.gasPrice.toString());
    node.put("maxFeePerGas", step.fees.maxFeePerGas.toString());
    node.put("maxPriorityFeePerGas", step.fees.maxPriorityFeePerGas.toString());
    node.put("gasFee", gasFee.toString());
    node.put("routingStepKey", step.index + ":" + step.stepType + ":" + step.tokenIn.chainId() + "->"
        + step.tokenOut.chainId());
    if (step.slippage != null) {
      node.put("slippage", step.slippage);
    }
    return node;
  }
}
