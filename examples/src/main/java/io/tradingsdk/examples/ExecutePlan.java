package io.tradingsdk.examples;

import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.plan.PlanMethod;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStatus;
import io.tradingsdk.models.plan.PlanStep;
import io.tradingsdk.models.plan.StepProof;
import io.tradingsdk.models.plan.StepStatus;
import io.tradingsdk.models.plan.StepUpdate;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.TypedData;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A cross-chain swap as an execution plan: a CHAINED quote, {@code POST /plan}, then each step signed or
 * broadcast by the wallet and its proof attached with {@code PATCH /plan/{id}}, until the plan is COMPLETED.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.ExecutePlan
 * </pre>
 *
 * <p>Reads {@code TRADING_API_BASE_URL} and {@code TRADING_API_KEY} (without a base URL it runs against the
 * embedded reference server) and {@code TRADING_PRIVATE_KEY} (without it, a throwaway key made for the run). Each
 * transaction step is sent through {@code sdk-wallet}'s sender and confirmed: to the node at {@code
 * TRADING_RPC_URL} when it is set (a step on another chain than the node's is refused before signing), else to the
 * embedded server's JSON-RPC endpoint of the step's chain. Against a real service without a node, the program stops
 * at the first transaction to broadcast: sending it is your wallet's job.
 */
public final class ExecutePlan {
  private static final String DAI = "0x6B175474E89094C44Da98b954EedeAC495271d0F";       // on Ethereum, 18 decimals
  private static final String BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"; // on Base, 6 decimals
  private static final int MAX_ROUNDS = 100; // a bound, so a plan that never settles cannot loop forever

  /** The wallet's side of a {@code SEND_TX} step: broadcast the transaction, return its hash. */
  interface Broadcaster {
    String broadcast(TransactionRequest transaction);
  }

  private ExecutePlan() {}

  public static void main(String[] args) {
    ExampleRunner.main("ExecutePlan", args, ExecutePlan::run);
  }

  /** The example itself: true when it did what it shows. */
  static boolean run(String[] args) throws InterruptedException {
    PrivateKey key = DevKeys.keyInEnvironment()
        ? PrivateKey.fromEnv(DevKeys.KEY_VARIABLE)
        : PrivateKey.random(); // examples only: a random key for this run, holding nothing
    Signer wallet = LocalSigner.of(key);
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder()
            .fromEnv()               // TRADING_API_KEY, TRADING_API_BASE_URL, TRADING_LOG, TRADING_MAX_RETRIES...
            .options(sandbox::apply) // examples only: the embedded reference server when no base URL is set
            .build()) {
      String swapper = wallet.address().toChecksumHex();
      // Broadcasting is the wallet's job: sdk-wallet's sender to the node at TRADING_RPC_URL when set (a step on
      // another chain than the node's is refused before signing), else to the embedded server's JSON-RPC
      // endpoint of the step's chain.
      Broadcaster broadcaster = sandbox.sender(wallet).<Broadcaster>map(node -> node::broadcast).orElse(null);
      System.out.println("Wallet " + swapper + (DevKeys.keyInEnvironment()
          ? " (key from " + DevKeys.KEY_VARIABLE + ")" : " (throwaway key made for this run)"));

      // 1. A cross-chain quote: 500 DAI on Ethereum for USDC on Base. Cross-chain swaps come back as CHAINED
      //    quotes only when the caller opts in with x-chained-actions-enabled (otherwise: 404 No quotes).
      QuoteResponse quote = client.quote(QuoteRequest.builder()
              .type(TradeType.EXACT_INPUT)
              .amount(new BigInteger("500000000000000000000")) // 500 DAI in base units (18 decimals)
              .tokenIn(DAI).tokenInChainId(ChainId.MAINNET)
              .tokenOut(BASE_USDC).tokenOutChainId(ChainId.BASE)
              .swapper(swapper)
              .autoSlippage(AutoSlippage.DEFAULT)
              .build(),
          RequestOptions.builder().header("x-chained-actions-enabled", "true").build());
      ChainedQuote chained = quote.chainedQuote()
          .orElseThrow(() -> new IllegalStateException("expected a CHAINED quote, got " + quote.routing()));
      System.out.println("Quote " + chained.quoteId() + ": " + units(chained.input().amount(), 18)
          + " DAI on Ethereum -> " + units(chained.output().amount(), 6) + " USDC on Base");

      // 2. POST /plan: the quote becomes a plan, the ordered steps the wallet must take.
      PlanResponse plan = client.createPlan(CreatePlanRequest.of(chained));
      System.out.println("Plan " + plan.planId() + " " + plan.status() + ", " + plan.steps().size() + " steps:");
      for (PlanStep step : plan.steps()) {
        System.out.println("  " + step.stepIndex() + " " + step.stepType().map(Object::toString).orElse("?") + " ("
            + step.method() + ")");
      }

      // 3. Walk it: act on the current step when it awaits the wallet, otherwise read the plan again until the
      //    step settles (a transaction is IN_PROGRESS until mined). Wait between two reads, not before the first.
      boolean waitBeforeReading = false;
      for (int round = 0; !plan.finished(); round++) {
        if (round == MAX_ROUNDS) {
          throw new IllegalStateException("plan " + plan.planId() + " did not finish in " + MAX_ROUNDS + " rounds");
        }
        PlanStep step = plan.currentStep()
            .orElseThrow(() -> new IllegalStateException("the plan names no current step"));
        if (step.status().equals(StepStatus.AWAITING_ACTION) || step.status().equals(StepStatus.STEP_ERROR)) {
          StepProof proof = act(step, wallet, broadcaster);
          if (proof == null) {
            return false; // act() said what is left to do: the plan is not finished
          }
          // 4. PATCH /plan/{id}: attach the proof; the answer is the whole updated plan.
          plan = client.updatePlan(plan.planId(), UpdatePlanRequest.of(StepUpdate.of(step.stepIndex(), proof)));
          waitBeforeReading = false;
        } else {
          if (waitBeforeReading) {
            Thread.sleep(sandbox.pollInterval().toMillis());
          }
          plan = client.getPlan(plan.planId(), false);
          waitBeforeReading = true;
        }
      }
      if (plan.status().equals(PlanStatus.COMPLETED)) {
        System.out.println("Plan COMPLETED: " + units(plan.expectedOutput(), 6) + " USDC expected on Base");
      } else {
        throw new IllegalStateException("plan " + plan.planId() + " ended " + plan.status() + " at step "
            + plan.currentStepIndex());
      }
    }
    return true;
  }

  /** The wallet's action for one step, as its proof; null when this program cannot take it. */
  private static StepProof act(PlanStep step, Signer wallet, Broadcaster broadcaster) {
    String label = "  step " + step.stepIndex() + " " + step.stepType().map(Object::toString).orElse("?");
    if (step.method().equals(PlanMethod.SIGN_MSG)) {
      // An EIP-712 message (a Permit2 permit): sign it locally, prove it with the signature.
      TypedData message = TypedData.from(step.payload());
      System.out.println(label + ": signed " + message.primaryType());
      return StepProof.ofSignature(wallet.sign(message).toHex());
    }
    if (step.method().equals(PlanMethod.SEND_TX)) {
      // A transaction (approval, swap, bridge): broadcast it, prove it with the hash.
      TransactionRequest tx = step.payloadAs(TransactionRequest.class);
      if (broadcaster == null) {
        System.out.println(label + ": send this transaction with your wallet, then attach its hash with "
            + "client.updatePlan(planId, UpdatePlanRequest.of(StepUpdate.of(" + step.stepIndex()
            + ", StepProof.ofTxHash(hash)))):");
        System.out.println("    chainId " + tx.chainId() + ", from " + tx.from() + ", to " + tx.to() + ", value "
            + tx.valueWei() + " wei, " + (tx.data().length() - 2) / 2 + " bytes of data");
        return null;
      }
      String hash = broadcaster.broadcast(tx);
      System.out.println(label + ": broadcast " + hash + " on chain " + tx.chainId());
      return StepProof.ofTxHash(hash);
    }
    // SEND_CALLS (an EIP-5792 batch for wallet_sendCalls), or a method newer than this program.
    System.out.println(label + ": method " + step.method() + " is not handled by this example");
    return null;
  }

  /** An amount in base units as a decimal number of tokens, exactly. */
  private static String units(BigInteger baseUnits, int decimals) {
    return new BigDecimal(baseUnits).movePointLeft(decimals).stripTrailingZeros().toPlainString();
  }
}
