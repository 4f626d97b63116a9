package io.tradingsdk.trade;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.PlanMethod;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStatus;
import io.tradingsdk.models.plan.PlanStep;
import io.tradingsdk.models.plan.StepProof;
import io.tradingsdk.models.plan.StepStatus;
import io.tradingsdk.models.plan.StepUpdate;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.signing.TypedData;
import java.util.Optional;
import java.util.Set;

/**
 * CHAINED: a multi-step plan. Steps: {@code POST /plan} ({@code plan} journaled with its id), then for the current
 * step awaiting the wallet: a message signed ({@code signed}, journaled before the proof leaves) or a transaction
 * sent and mined ({@link TxStep}, step {@code plan-<index>}), its proof attached with {@code PATCH /plan}; otherwise
 * the plan read again after a pause; until COMPLETED (settled) or FAILED.
 */
final class PlanDriver implements RoutingDriver {
  static final String PLAN = "plan";

  @Override
  public TradeResult.Builder drive(Journey j, Quoter.Quoted quoted) {
    PlanResponse plan;
    Optional<JournalEntry> created = j.last(PLAN);
    if (created.isEmpty()) {
      quoted = Quoter.within(java.util.Set.of(io.tradingsdk.models.Routing.CHAINED), Quoter.fresh(j, quoted));
      j.checkBeforeSideEffect();
      ChainedQuote chained = quoted.response().chainedQuote().orElseThrow(() -> TradeStop.failed(
          TradeFailure.Reason.UNSUPPORTED, "a CHAINED answer without a chained quote"));
      plan = j.s.client.createPlan(CreatePlanRequest.of(chained));
      j.write(PLAN, Journey.fields("planId", plan.planId()));
      j.emit("plan-created", TradeStatus.SUBMITTING, "planId", plan.planId(), "steps",
          Integer.toString(plan.steps().size()));
    } else {
      plan = j.s.client.getPlan(created.get().fields().get("planId"), true);
    }
    int waits = 0;
    int proven = -1;
    int refusals = 0;
    while (!plan.finished()) {
      Optional<PlanStep> current = plan.currentStep();
      if (current.isPresent() && (current.get().status().equals(StepStatus.AWAITING_ACTION)
          || current.get().status().equals(StepStatus.STEP_ERROR))) {
        PlanStep step = current.get();
        if (step.stepIndex() == proven) {
          // The service refused (STEP_ERROR) or ignored the proof this run just gave. The step's proof is the
          // journaled one (never a second transaction or signature), so it is given again: paced and bounded by
          // maxPolls, not in a tight loop of PATCH /plan.
          j.pause("plan step " + step.stepIndex() + " (STEP_ERROR)", ++refusals);
        } else {
          refusals = 0;
        }
        proven = step.stepIndex();
        StepProof proof = act(j, step);
        j.emit("plan-step", TradeStatus.SUBMITTING, "planId", plan.planId(), "step",
            Integer.toString(step.stepIndex()), "method", step.method().toString());
        plan = j.s.client.updatePlan(plan.planId(), UpdatePlanRequest.of(StepUpdate.of(step.stepIndex(), proof)));
        waits = 0;
      } else {
        j.pause("plan", ++waits);
        plan = j.s.client.getPlan(plan.planId(), false);
      }
    }
    if (!plan.status().equals(PlanStatus.COMPLETED)) {
      throw TradeStop.failed(TradeFailure.Reason.PLAN_FAILED, "plan " + plan.planId() + " ended " + plan.status()
          + " at step " + plan.currentStepIndex());
    }
    return TradeResult.builder(j.id(), TradeStatus.SETTLED).amountIn(quoted.terms().expectedIn())
        .amountOut(plan.expectedOutput()).planId(plan.planId());
  }

  private static StepProof act(Journey j, PlanStep step) {
    String name = "plan-" + step.stepIndex();
    if (step.method().equals(PlanMethod.SIGN_MSG)) {
      Optional<JournalEntry> signed = j.lastOf(name, Set.of(OrderDriver.SIGNED));
      if (signed.isPresent()) {
        return StepProof.ofSignature(signed.get().fields().get("signature"));
      }
      PermitChecks.domain("plan step " + step.stepIndex() + " message", step.payload().path("domain"), false,
          j.intent().chainIn(), j.intent().chainOut());
      j.checkBeforeSideEffect();
      j.emit("signing", TradeStatus.SIGNING, "what", name);
      String signature = j.s.signer.sign(TypedData.from(step.payload())).toHex();
      j.write(OrderDriver.SIGNED, Journey.fields("step", name, "signature", signature));
      return StepProof.ofSignature(signature);
    }
    if (step.method().equals(PlanMethod.SEND_TX)) {
      TransactionRequest tx = step.payloadAs(TransactionRequest.class);
      TxStep.send(j, name, tx, null);
      // The proof is the mined transaction's hash: after a speed-up, the replacement's, not the one first sent.
      return StepProof.ofTxHash(TxStep.await(j, name).transactionHash().toHex());
    }
    throw TradeStop.failed(TradeFailure.Reason.UNSUPPORTED, "plan step " + step.stepIndex() + " asks for "
        + step.method() + ", which the engine does not drive");
  }
}
