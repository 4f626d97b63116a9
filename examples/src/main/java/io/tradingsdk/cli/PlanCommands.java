package io.tradingsdk.cli;

import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStep;
import io.tradingsdk.models.plan.StepProof;
import io.tradingsdk.models.plan.StepUpdate;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code trading plan create|get|update}: chained (multi-step, cross-chain) plans. */
@Command(name = "plan", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
    description = PlanCommands.SUMMARY)
final class PlanCommands implements Runnable {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY =
      "Chained plans: create one from a CHAINED quote, read it, report a step's proof (POST/GET/PATCH /plan).";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "plan: expected a subcommand: create, get or update");
  }

  /** The summary every plan subcommand prints: the plan, then one line per step. */
  static void summarize(ServiceCommand command, PlanResponse plan) {
    command.line("plan", plan.planId());
    command.line("status", plan.status() + ", current step " + plan.currentStepIndex());
    for (PlanStep step : plan.steps()) {
      command.line("  step " + step.stepIndex(), step.status() + "  " + step.method()
          + step.stepType().map(type -> " (" + type + ")").orElse(""));
    }
    command.line("expected out", plan.expectedOutput() + " (base units)");
    command.line("request id", plan.requestId());
  }

  /** {@code trading plan create}: a CHAINED quote, then POST /plan. */
  @Command(name = "create", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Create.SUMMARY,
          "Example: trading plan create --from DAI --to USDC --to-chain base --amount 500 --swapper 0x..."})
  static final class Create extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Quote with chained actions enabled (POST /quote) and create a plan from the CHAINED quote (POST "
            + "/plan).";

    @Mixin QuoteInputs inputs;

    @Option(names = "--swapper", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The wallet that swaps.")
    String swapper;

    @Override
    int run(TradingClient client) {
      // Chained quotes are opt-in: without this header the service answers a single-chain route.
      QuoteResponse quote = client.quote(inputs.request(service.tokens(), swapper),
          RequestOptions.builder().header("x-chained-actions-enabled", "true").build());
      PlanResponse plan = client.createPlan(CreatePlanRequest.of(quote.chainedQuote().orElseThrow(
          () -> new CliException(ExitCodes.FAILED, "the quote is " + quote.routing()
              + ", not CHAINED: a plan needs a chained route (try another --to-chain or token)"))));
      if (!printedJson(plan)) {
        summarize(this, plan);
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading plan get}: GET /plan/{planId}. */
  @Command(name = "get", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = Get.SUMMARY)
  static final class Get extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "A plan and its steps (GET /plan/{planId}).";

    @Parameters(index = "0", paramLabel = "PLAN_ID", description = "The plan's id.")
    String planId;

    @Option(names = "--refresh", description = "Ask the service to refresh the steps' status first.")
    boolean refresh;

    @Override
    int run(TradingClient client) {
      PlanResponse plan = client.getPlan(planId, refresh);
      if (!printedJson(plan)) {
        summarize(this, plan);
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading plan update}: PATCH /plan/{planId} with one step's proof. */
  @Command(name = "update", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = Update.SUMMARY)
  static final class Update extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Report that a step was done: its transaction hash or signature (PATCH /plan/{planId}).";

    @Parameters(index = "0", paramLabel = "PLAN_ID", description = "The plan's id.")
    String planId;

    @Option(names = "--step", required = true, paramLabel = "N", description = "The step's index.")
    int step;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Proof proof;

    /** Exactly one proof: a transaction sent, or a message signed. */
    static final class Proof {
      @Option(names = "--tx-hash", required = true, paramLabel = "HASH", description = "The step's transaction hash.")
      String txHash;

      @Option(names = "--signature", required = true, paramLabel = "SIG", description = "The step's signature.")
      String signature;

      StepProof toProof() {
        return txHash != null ? StepProof.ofTxHash(txHash) : StepProof.ofSignature(signature);
      }
    }

    @Override
    int run(TradingClient client) {
      PlanResponse plan = client.updatePlan(planId, UpdatePlanRequest.of(StepUpdate.of(step, proof.toProof())));
      if (!printedJson(plan)) {
        summarize(this, plan);
      }
      return ExitCodes.OK;
    }
  }
}
