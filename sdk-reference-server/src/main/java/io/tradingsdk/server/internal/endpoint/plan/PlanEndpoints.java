package io.tradingsdk.server.internal.endpoint.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.engine.Chained;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Leg;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.server.internal.http.Query;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code POST /plan}, {@code GET /plan/{planId}} and {@code PATCH /plan/{planId}}. */
public final class PlanEndpoints {
  private PlanEndpoints() {}

  /** {@code POST /plan}: a plan from a CHAINED quote, its legs re-priced from the current pools. */
  public static final class Create implements Endpoint<Create.Params> {
    static final class Params {
      String swapper;
      String recipient;
      String tokenIn;
      String tokenOut;
      long chainIn;
      long chainOut;
      boolean exactInput;
      BigInteger amount;
      String quoteId;
      JsonNode gasStrategies;
      BigDecimal slippageTolerance;
      RequestedUrgency urgency;
    }

    private final Engine engine;
    private final Plans plans;

    public Create(Engine engine, Plans plans) {
      this.engine = engine;
      this.plans = plans;
    }

    @Override
    public Params validate(Exchange exchange) {
      Body body = exchange.body();
      Params p = new Params();
      body.oneOf("routing", List.of("CHAINED"));
      Body quote = body.object("quote");
      p.swapper = quote.address("swapper");
      Body input = quote.object("input");
      Body output = quote.object("output");
      p.tokenIn = input.address("token");
      p.tokenOut = output.address("token");
      p.recipient = output.optionalAddress("recipient").orElse(p.swapper);
      p.chainIn = quote.oneOfNumbers("tokenInChainId", Rules.CHAIN_IDS);
      p.chainOut = quote.oneOfNumbers("tokenOutChainId", Rules.CHAIN_IDS);
      p.exactInput = quote.oneOf("tradeType", Rules.TRADE_TYPES).equals("EXACT_INPUT");
      p.amount = p.exactInput ? input.amount("amount") : output.amount("amount");
      p.quoteId = quote.string("quoteId");
      List<JsonNode> strategies = quote.array("gasStrategies");
      p.gasStrategies = quote.node().get("gasStrategies");
      for (int i = 0; i < strategies.size(); i++) {
        Body strategy = quote.element("gasStrategies", strategies, i);
        strategy.number("limitInflationFactor");
        strategy.number("priceInflationFactor");
        strategy.number("percentileThresholdFor1559Fee");
      }
      p.slippageTolerance = quote.has("slippageTolerance") ? Rules.slippage(quote, "slippageTolerance") : null;
      quote.optionalOneOf("autoSlippage", Rules.AUTO_SLIPPAGE);
      p.urgency = RequestedUrgency.read(body, "urgency", true, RequestedUrgency.LEVELS);
      return p;
    }

    @Override
    public ObjectNode execute(Exchange exchange, Params p) {
      engine.checkWallet(p.swapper);
      engine.checkWallet(p.recipient);
      String version = engine.routerVersion(exchange);
      engine.servedChain(p.chainIn);
      engine.servedChain(p.chainOut);
      Token in = engine.tradedToken(p.chainIn, p.tokenIn);
      Token out = engine.tradedToken(p.chainOut, p.tokenOut);
      List<Leg> legs;
      if (p.chainIn == p.chainOut) {
        if (in.key().equals(out.key())) {
          throw ApiError.badRequest("\"quote.output.token\" must differ from \"quote.input.token\" on the same chain");
        }
        legs = new ArrayList<>(List.of(Leg.swap(engine, in, out, Rules.poolProtocols(version), false)));
        if (p.exactInput) {
          legs.get(0).forward(p.amount);
        } else {
          legs.get(0).backward(p.amount);
        }
      } else {
        legs = Chained.legs(engine, in, out, p.amount, p.exactInput, version);
      }
      Plans.Plan plan = plans.build(p.swapper, p.recipient, p.quoteId, legs, version, p.urgency,
          p.gasStrategies, p.slippageTolerance);
      plans.put(plan);
      synchronized (plan) {
        return plans.json(plan);
      }
    }
  }

  /** {@code GET /plan/{planId}}: the plan after letting steps in flight settle. */
  public static final class Get implements Endpoint<Boolean> {
    private final Engine engine;
    private final Plans plans;

    public Get(Engine engine, Plans plans) {
      this.engine = engine;
      this.plans = plans;
    }

    @Override
    public Boolean validate(Exchange exchange) {
      Optional<String> refresh = Query.single(exchange.request().queryParameters(), "forceRefresh");
      if (refresh.isEmpty()) {
        return false;
      }
      switch (refresh.get()) {
        case "true":
          return true;
        case "false":
          return false;
        default:
          throw ApiError.badRequest("\"forceRefresh\" must be a boolean");
      }
    }

    @Override
    public ObjectNode execute(Exchange exchange, Boolean forceRefresh) {
      Plans.Plan plan = plans.get(exchange.pathParameter());
      synchronized (plan) {
        if (forceRefresh && plan.status.equals("COMPLETED")) {
          throw ApiError.unprocessable("Plan " + plan.planId + " is completed and cannot be refreshed");
        }
        plans.observe(plan);
        if (forceRefresh) {
          plan.updatedAt = engine.now();
        }
        return plans.json(plan);
      }
    }
  }

  /** {@code PATCH /plan/{planId}}: attach proofs to steps, verify them, return the whole plan. */
  public static final class Update implements Endpoint<List<Update.Proof>> {
    static final class Proof {
      int stepIndex;
      String label;
      Optional<String> txHash;
      Optional<String> signature;
    }

    private final Engine engine;
    private final Plans plans;

    public Update(Engine engine, Plans plans) {
      this.engine = engine;
      this.plans = plans;
    }

    @Override
    public List<Proof> validate(Exchange exchange) {
      Body body = exchange.body();
      List<JsonNode> steps = body.array("steps");
      if (steps.isEmpty()) {
        throw body.invalid("steps", "must contain at least 1 items");
      }
      List<Proof> proofs = new ArrayList<>();
      for (int i = 0; i < steps.size(); i++) {
        Body step = body.element("steps", steps, i);
        Proof proof = new Proof();
        proof.label = "steps[" + i + "]";
        long index = step.integer("stepIndex");
        if (index < 0) {
          throw step.invalid("stepIndex", "must be greater than or equal to 0");
        }
        proof.stepIndex = (int) Math.min(index, Integer.MAX_VALUE);
        Body evidence = step.object("proof");
        evidence.forbid("orderId"); // order ids are system-generated
        proof.txHash = evidence.optionalMatching("txHash", Body.HASH);
        proof.signature = evidence.optionalMatching("signature", Body.SIGNATURE);
        if (proof.txHash.isPresent() && proof.signature.isPresent()) {
          throw ApiError.badRequest("\"" + proof.label + ".proof\" contains a conflict between exclusive peers [txHash, signature]");
        }
        if (proof.txHash.isEmpty() && proof.signature.isEmpty()) {
          throw ApiError.badRequest("\"" + proof.label + ".proof\" must contain at least one of [txHash, signature]");
        }
        proofs.add(proof);
      }
      return proofs;
    }

    @Override
    public ObjectNode execute(Exchange exchange, List<Proof> proofs) {
      Plans.Plan plan = plans.get(exchange.pathParameter());
      synchronized (plan) {
        Plans.requireUpdatable(plan);
        for (Proof proof : proofs) {
          if (proof.stepIndex >= plan.steps.size()) {
            throw ApiError.badRequest("\"" + proof.label + ".stepIndex\" must be less than or equal to "
                + (plan.steps.size() - 1));
          }
        }
        plans.observe(plan);
        Plans.requireUpdatable(plan);
        for (Proof proof : proofs) {
          plans.applyProof(plan, proof.stepIndex, proof.label, proof.txHash, proof.signature);
        }
        return plans.json(plan);
      }
    }
  }
}
