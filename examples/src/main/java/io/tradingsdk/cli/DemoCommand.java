package io.tradingsdk.cli;

import com.fasterxml.jackson.databind.node.TextNode;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwapsQuery;
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
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code trading demo}: the whole journey a wallet makes, through the real {@link TradingClient},
 * against an embedded reference server on an ephemeral loopback port. Nothing leaves the machine.
 *
 * <ol>
 *   <li>check_approval, and the approval broadcast (the server's simulated chain plays the wallet);
 *   <li>a CLASSIC quote with a Permit2 {@code permitData};
 *   <li>the permit signed locally (EIP-712) with a throwaway key made for this run;
 *   <li>swap_7702 under the quote's router version, broadcast;
 *   <li>the swap's status until it settles;
 *   <li>a CHAINED plan across chains, its steps signed or broadcast until it is COMPLETED.
 * </ol>
 */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    versionProvider = SdkVersion.class,
    description = {
      "Walk the whole swap journey through the real TradingClient against an embedded reference server.",
      "Steps: check_approval, quote, local EIP-712 permit signing, swap_7702, swap status, then a cross-chain plan.",
      "Exit 0 when every step succeeds, 1 (with the failing step named) otherwise."
    })
public final class DemoCommand implements Callable<Integer> {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String DAI = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
  private static final String ETH = "0x0000000000000000000000000000000000000000";
  private static final String BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
  private static final int MAX_POLLS = 20;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--seed", description = "Seed of the embedded server's market (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--fail-every", description = "Make the server answer 503 to every N-th request, to watch the client retry.")
  int failEvery;

  /** A step that did not succeed; the message names it. */
  static final class StepFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    StepFailed(String message) {
      super(message, null, false, false);
    }
  }

  private PrintWriter out;
  private int stepNumber;
  private String stepName = "start";

  @Override
  public Integer call() {
    out = spec.commandLine().getOut();
    AtomicInteger retries = new AtomicInteger();
    try (ReferenceServer server = ReferenceServer.builder().seed(seed).build().start();
        TradingClient client = TradingClient.builder()
            .apiKey(ServerConfig.TEST_KEY)
            .baseUrl(server.baseUrl().toString())
            .routerVersion(RouterVersion.V2_0)
            .retryObserver(event -> retries.incrementAndGet())
            .build()) {
      if (failEvery > 0) {
        server.faults().every(failEvery).status(503);
      }
      LocalSigner wallet = LocalSigner.of(PrivateKey.random());
      String swapper = wallet.address().toChecksumHex();
      out.println("Trading API demo against the embedded reference server at " + server.baseUrl() + " (seed " + seed + ")");
      out.println("Wallet " + swapper + ": a key made for this run, never stored or printed");
      out.println();
      new Journey(server, client, wallet, swapper).run();
      out.println();
      out.println("Demo finished: every step succeeded" + (retries.get() > 0
          ? " (the client retried " + retries.get() + " time" + (retries.get() == 1 ? "" : "s") + " after injected faults)."
          : "."));
      out.flush();
      return ExitCodes.OK;
    } catch (TradingException | StepFailed | IllegalArgumentException | IllegalStateException e) {
      out.flush();
      spec.commandLine().getErr().println("demo failed at step " + stepNumber + " (" + stepName + "): " + e.getMessage());
      return ExitCodes.FAILED;
    }
  }

  private void step(String name) {
    stepNumber++;
    stepName = name;
    out.printf("%d. %s%n", stepNumber, name);
  }

  private void detail(String text) {
    out.println("   " + text);
  }

  /** The walk itself, one method per step. */
  private final class Journey {
    private final ReferenceServer server;
    private final TradingClient client;
    private final LocalSigner wallet;
    private final String swapper;

    Journey(ReferenceServer server, TradingClient client, LocalSigner wallet, String swapper) {
      this.server = server;
      this.client = client;
      this.wallet = wallet;
      this.swapper = swapper;
    }

    void run() {
      BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC
      approve(USDC, amount);
      QuoteResponse quote = quote(amount);
      String signature = sign(quote.permit().orElseThrow(() -> new StepFailed("the quote carries no permitData")));
      String hash = swap(quote, signature);
      awaitSwap(hash);
      plan();
    }

    private void approve(String token, BigInteger amount) {
      step("check_approval");
      CheckApprovalRequest request = CheckApprovalRequest.builder()
          .walletAddress(swapper).token(token).amount(amount).chainId(ChainId.MAINNET).build();
      CheckApprovalResponse first = client.checkApproval(request);
      if (!first.approvalNeeded()) {
        throw new StepFailed("a new wallet should need an approval of Permit2");
      }
      String hash = server.chain().submit(first.approval());
      detail("1,000 USDC on Ethereum needs approve(Permit2): broadcast " + shortHash(hash));
      if (client.checkApproval(request).approvalNeeded()) {
        throw new StepFailed("the approval was mined but check_approval still asks for one");
      }
      detail("checked again: approved");
    }

    private QuoteResponse quote(BigInteger amount) {
      step("quote");
      QuoteRequest request = QuoteRequest.builder()
          .type(TradeType.EXACT_INPUT).amount(amount)
          .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
          .tokenIn(USDC).tokenOut(ETH).swapper(swapper)
          .autoSlippage(AutoSlippage.DEFAULT)
          .build();
      RawResponse<QuoteResponse> raw = client.raw().quote(request);
      QuoteResponse quote = raw.body();
      ClassicQuote classic = quote.classicQuote()
          .orElseThrow(() -> new StepFailed("expected a CLASSIC quote, got " + quote.routing()));
      detail(units(classic.input().amount(), 6) + " USDC -> " + units(classic.output().amount(), 18)
          + " ETH (CLASSIC, router " + raw.routerVersion().map(Object::toString).orElse("default") + ")");
      classic.routeString().ifPresent(route -> detail("route " + route));
      PermitData permit = quote.permit().orElseThrow(() -> new StepFailed("the quote carries no permitData"));
      detail("permitData: Permit2 PermitSingle for spender " + permit.spender().orElse("?") + ", nonce "
          + permit.nonce().map(Object::toString).orElse("?"));
      return quote;
    }

    private String sign(PermitData permit) {
      step("sign permit (EIP-712, local)");
      TypedData typed = TypedData.from(permit);
      Signature signature = wallet.sign(typed);
      if (!signature.recoverSigner(typed).equals(wallet.address())) {
        throw new StepFailed("the signature does not recover to the wallet");
      }
      detail("digest " + typed.digest() + ", signature " + shortHash(signature.toHex()) + " (recovers to the wallet)");
      return signature.toHex();
    }

    private String swap(QuoteResponse quote, String signature) {
      step("swap_7702");
      Swap7702Request request = Swap7702Request.builder()
          .quote(quote.quote())
          .permitData(quote.permit().orElseThrow())
          .putAdditionalProperty("signature", TextNode.valueOf(signature))
          .build();
      RawResponse<Swap7702Response> raw = client.raw().swap7702(request);
      TransactionRequest tx = raw.body().swap();
      detail("transaction " + tx.from() + " -> " + tx.to() + " (the 7702 wallet itself), "
          + (tx.data().length() - 2) / 2 + " bytes of calldata, router "
          + raw.routerVersion().map(Object::toString).orElse("default") + " as quoted");
      String hash = server.chain().submit(tx);
      detail("broadcast " + shortHash(hash));
      return hash;
    }

    private void awaitSwap(String hash) {
      step("swaps");
      StringBuilder seen = new StringBuilder();
      for (int poll = 0; poll < MAX_POLLS; poll++) {
        SwapStatus status = client.getSwaps(SwapsQuery.ofTxHashes(hash)).swaps().orElseThrow().get(0);
        SwapState state = status.status().orElseThrow(() -> new StepFailed("the swap status has no status"));
        seen.append(seen.length() == 0 ? "" : " -> ").append(state);
        if (state.equals(SwapState.SUCCESS)) {
          detail(shortHash(hash) + ": " + seen);
          return;
        }
        if (!state.equals(SwapState.PENDING)) {
          throw new StepFailed("the swap ended " + state + " (" + seen + ")");
        }
      }
      throw new StepFailed("the swap did not settle in " + MAX_POLLS + " reads (" + seen + ")");
    }

    private void plan() {
      step("plan (CHAINED)");
      QuoteRequest request = QuoteRequest.builder()
          .type(TradeType.EXACT_INPUT).amount(new BigInteger("500000000000000000000")) // 500 DAI
          .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.BASE)
          .tokenIn(DAI).tokenOut(BASE_USDC).swapper(swapper)
          .autoSlippage(AutoSlippage.DEFAULT)
          .build();
      QuoteResponse quote = client.quote(request,
          RequestOptions.builder().header("x-chained-actions-enabled", "true").build());
      if (!quote.routing().equals(Routing.CHAINED)) {
        throw new StepFailed("expected a CHAINED quote, got " + quote.routing());
      }
      PlanResponse plan = client.createPlan(CreatePlanRequest.of(quote.chainedQuote().orElseThrow()));
      detail("500 DAI on Ethereum -> USDC on Base: plan " + plan.planId() + ", " + plan.steps().size() + " steps, "
          + plan.status());
      for (int poll = 0; poll < MAX_POLLS * plan.steps().size() && !plan.status().equals(PlanStatus.COMPLETED); poll++) {
        if (plan.status().equals(PlanStatus.FAILED)) {
          throw new StepFailed("plan " + plan.planId() + " FAILED");
        }
        PlanStep current = plan.currentStep().orElseThrow();
        if (current.status().equals(StepStatus.AWAITING_ACTION) || current.status().equals(StepStatus.STEP_ERROR)) {
          plan = act(plan, current);
        } else {
          plan = client.getPlan(plan.planId(), false);
        }
      }
      if (!plan.status().equals(PlanStatus.COMPLETED)) {
        throw new StepFailed("plan " + plan.planId() + " is still " + plan.status());
      }
      detail("plan COMPLETED: " + units(plan.expectedOutput(), 6) + " USDC expected on Base");
    }

    private PlanResponse act(PlanResponse plan, PlanStep step) {
      String label = "step " + step.stepIndex() + " " + step.stepType().map(Object::toString).orElse("?");
      StepProof proof;
      if (step.method().equals(PlanMethod.SIGN_MSG)) {
        TypedData typed = TypedData.from(step.payload());
        proof = StepProof.ofSignature(wallet.sign(typed).toHex());
        detail(label + ": signed " + typed.primaryType());
      } else {
        TransactionRequest tx = step.payloadAs(TransactionRequest.class);
        String hash = server.chain().submit(tx);
        proof = StepProof.ofTxHash(hash);
        detail(label + ": broadcast " + shortHash(hash) + " on chain " + tx.chainId());
      }
      return client.updatePlan(plan.planId(), UpdatePlanRequest.of(StepUpdate.of(step.stepIndex(), proof)));
    }
  }

  private static String units(BigInteger amount, int decimals) {
    BigDecimal value = new BigDecimal(amount).movePointLeft(decimals);
    if (value.compareTo(BigDecimal.ONE) >= 0) {
      value = value.setScale(Math.min(decimals, 2), RoundingMode.DOWN);
    } else {
      value = value.round(new java.math.MathContext(6, RoundingMode.DOWN));
    }
    return value.stripTrailingZeros().toPlainString();
  }

  private static String shortHash(String hex) {
    return hex.length() <= 14 ? hex : hex.substring(0, 10) + "..." + hex.substring(hex.length() - 4);
  }
}
