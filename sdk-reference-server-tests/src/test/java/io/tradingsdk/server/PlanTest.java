package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Plans move ACTIVE -> AWAITING_ACTION -> IN_PROGRESS -> COMPLETED as proofs arrive. */
class PlanTest {
  private final Api api = new Api();

  /** A plan for 1000 USDC on Ethereum to WETH on Base, from a CHAINED quote. */
  private JsonNode createPlan() {
    return ok(api.post("/plan", Api.planRequest(api.chainedQuote("1000000000"))));
  }

  private static List<String> statuses(JsonNode plan) {
    List<String> out = new ArrayList<>();
    plan.get("steps").forEach(step -> out.add(step.get("status").asText()));
    return out;
  }

  private JsonNode patch(String planId, int stepIndex, String field, String value) {
    return ok(api.call("PATCH", "/v1/plan/" + planId, ServerConfig.TEST_KEY, proofBody(stepIndex, field, value)));
  }

  private static JsonNode proofBody(int stepIndex, String field, String value) {
    ObjectNode body = Api.object();
    ArrayNode steps = body.putArray("steps");
    ObjectNode step = steps.addObject();
    step.put("stepIndex", stepIndex);
    step.putObject("proof").put(field, value);
    return body;
  }

  private static String hash(int n) {
    return String.format("0x%064x", n);
  }

  @Test
  void aNewPlanIsActiveWithEveryStepNotReady() {
    JsonNode plan = createPlan();
    assertThat(plan.get("requestId").asText()).isNotEmpty();
    assertThat(plan.get("planId").asText()).matches("[0-9a-f-]{36}");
    assertThat(plan.get("status").asText()).isEqualTo("ACTIVE");
    assertThat(plan.get("currentStepIndex").asInt()).isZero();
    assertThat(plan.get("swapper").asText()).isEqualTo(Api.WALLET);
    assertThat(plan.get("recipient").asText()).isEqualTo(Api.WALLET);
    assertThat(plan.get("expectedOutput").asText()).matches("[1-9][0-9]*");
    assertThat(plan.get("createdAt").asText()).isEqualTo("2026-06-01T12:00:00Z");
    assertThat(plan.get("autoSlippage").asText()).isEqualTo("DEFAULT");
    assertThat(statuses(plan)).containsOnly("NOT_READY");
    List<String> types = new ArrayList<>();
    plan.get("steps").forEach(step -> types.add(step.get("stepType").asText()));
    assertThat(types).containsExactly("APPROVAL_TXN", "APPROVAL_PERMIT", "CLASSIC", "BRIDGE");
    JsonNode permit = plan.get("steps").get(1);
    assertThat(permit.get("method").asText()).isEqualTo("SIGN_MSG");
    assertThat(permit.get("payloadType").asText()).isEqualTo("EIP_712");
    assertThat(permit.get("payload").get("domain").get("name").asText()).isEqualTo("Permit2");
    JsonNode bridge = plan.get("steps").get(3);
    assertThat(bridge.get("method").asText()).isEqualTo("SEND_TX");
    assertThat(bridge.get("payloadType").asText()).isEqualTo("TX");
    assertThat(bridge.get("tokenOutChainId").asLong()).isEqualTo(8453);
    assertThat(bridge.get("tokenOutAmount").asText()).isEqualTo(plan.get("expectedOutput").asText());
    assertThat(bridge.get("payload").get("to").asText()).isEqualTo(Api.ROUTER_2_0);
  }

  @Test
  void proofsWalkThePlanToCompletion() {
    JsonNode plan = createPlan();
    String id = plan.get("planId").asText();
    JsonNode read = ok(api.get("/plan/" + id));
    assertThat(read.get("status").asText()).isEqualTo("AWAITING_ACTION");
    assertThat(statuses(read)).containsExactly("AWAITING_ACTION", "NOT_READY", "NOT_READY", "NOT_READY");

    JsonNode afterTx = patch(id, 0, "txHash", hash(1));
    assertThat(afterTx.get("status").asText()).isEqualTo("IN_PROGRESS");
    assertThat(afterTx.get("steps").get(0).get("proof").get("txHash").asText()).isEqualTo(hash(1));
    assertThat(afterTx.get("lastUserActionAt").asText()).isEqualTo("2026-06-01T12:00:00Z");
    // One confirmation: the first read still sees it in flight, the next sees it done.
    assertThat(statuses(ok(api.get("/plan/" + id)))).startsWith("IN_PROGRESS");
    JsonNode confirmed = ok(api.get("/plan/" + id));
    assertThat(statuses(confirmed)).containsExactly("COMPLETE", "AWAITING_ACTION", "NOT_READY", "NOT_READY");
    assertThat(confirmed.get("currentStepIndex").asInt()).isEqualTo(1);
    assertThat(confirmed.get("status").asText()).isEqualTo("AWAITING_ACTION");

    String signature = api.sign(confirmed.get("steps").get(1).get("payload"));
    JsonNode signed = patch(id, 1, "signature", signature);
    assertThat(statuses(signed)).containsExactly("COMPLETE", "COMPLETE", "AWAITING_ACTION", "NOT_READY");
    assertThat(signed.get("currentStepIndex").asInt()).isEqualTo(2);

    patch(id, 2, "txHash", hash(2));
    ok(api.get("/plan/" + id));
    ok(api.get("/plan/" + id));
    patch(id, 3, "txHash", hash(3));
    ok(api.get("/plan/" + id));
    JsonNode done = ok(api.get("/plan/" + id));
    assertThat(done.get("status").asText()).isEqualTo("COMPLETED");
    assertThat(statuses(done)).containsOnly("COMPLETE");
    assertThat(done.get("completedAt").asText()).isEqualTo("2026-06-01T12:00:00Z");
    // The swap and bridge hashes are reported by /swaps.
    JsonNode swaps = ok(api.get("/swaps?txHashes=" + hash(2) + "," + hash(3))).get("swaps");
    assertThat(swaps.get(0).get("swapType").asText()).isEqualTo("CLASSIC");
    assertThat(swaps.get(1).get("swapType").asText()).isEqualTo("BRIDGE");
    // The approval steps changed the wallet's allowances.
    assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isPositive();
    assertThat(api.handler.chain().permit2Nonce(1, Api.WALLET, Api.USDC, Api.ROUTER_2_0)).isEqualTo(1);

    assertThat(error(api.call("PATCH", "/v1/plan/" + id, ServerConfig.TEST_KEY, proofBody(3, "txHash", hash(9))),
        422, "UnprocessableEntity")).isEqualTo("Plan " + id + " is already completed and cannot be updated");
    assertThat(error(api.get("/plan/" + id + "?forceRefresh=true"), 422, "UnprocessableEntity"))
        .isEqualTo("Plan " + id + " is completed and cannot be refreshed");
    ok(api.get("/plan/" + id + "?forceRefresh=false"));
  }

  @Test
  void aSignatureByAnotherKeyIsAStepErrorThatCanBeSignedAgain() {
    String id = createPlan().get("planId").asText();
    patch(id, 0, "txHash", hash(1));
    ok(api.get("/plan/" + id));
    JsonNode plan = ok(api.get("/plan/" + id));
    JsonNode payload = plan.get("steps").get(1).get("payload");
    JsonNode wrong = patch(id, 1, "signature", api.signAsStranger(payload));
    assertThat(wrong.get("steps").get(1).get("status").asText()).isEqualTo("STEP_ERROR");
    assertThat(wrong.get("status").asText()).isEqualTo("AWAITING_ACTION");
    JsonNode right = patch(id, 1, "signature", api.sign(payload));
    assertThat(right.get("steps").get(1).get("status").asText()).isEqualTo("COMPLETE");
  }

  @Test
  void aRevertedTransactionFailsThePlan() {
    String id = createPlan().get("planId").asText();
    api.handler.chain().markReverted(hash(7));
    patch(id, 0, "txHash", hash(7));
    ok(api.get("/plan/" + id));
    JsonNode failed = ok(api.get("/plan/" + id));
    assertThat(failed.get("status").asText()).isEqualTo("FAILED");
    assertThat(failed.get("steps").get(0).get("status").asText()).isEqualTo("STEP_ERROR");
    assertThat(error(api.call("PATCH", "/v1/plan/" + id, ServerConfig.TEST_KEY, proofBody(0, "txHash", hash(8))),
        422, "UnprocessableEntity")).isEqualTo("Plan " + id + " has failed and cannot be updated");
  }

  @Test
  void proofsAreValidated() {
    String id = createPlan().get("planId").asText();
    String target = "/v1/plan/" + id;
    assertThat(error(api.call("PATCH", target, ServerConfig.TEST_KEY, proofBody(0, "orderId", "x")), 400,
        "RequestValidationError")).isEqualTo("\"steps[0].proof.orderId\" is not allowed");
    assertThat(error(api.call("PATCH", target, ServerConfig.TEST_KEY, proofBody(0, "signature", "0x1234")), 400,
        "RequestValidationError")).startsWith("\"steps[0].proof.signature\" with value \"0x1234\" fails to match");
    assertThat(error(api.call("PATCH", target, ServerConfig.TEST_KEY, proofBody(9, "txHash", hash(1))), 400,
        "RequestValidationError")).isEqualTo("\"steps[0].stepIndex\" must be less than or equal to 3");
    assertThat(error(api.call("PATCH", target, ServerConfig.TEST_KEY, proofBody(2, "txHash", hash(1))), 400,
        "RequestValidationError")).isEqualTo("\"steps[0].stepIndex\" step 2 is NOT_READY; only the step awaiting action (0) takes a proof");
    assertThat(error(api.call("PATCH", target, ServerConfig.TEST_KEY, proofBody(0, "signature", "0x" + "1".repeat(130))),
        400, "RequestValidationError")).isEqualTo("\"steps[0].proof.txHash\" is required for a SEND_TX step");
    assertThat(error(api.call("PATCH", target, ServerConfig.TEST_KEY, Api.json("{'steps':[{'stepIndex':0,'proof':{}}]}")),
        400, "RequestValidationError")).isEqualTo("\"steps[0].proof\" must contain at least one of [txHash, signature]");
    assertThat(error(api.call("PATCH", target, ServerConfig.TEST_KEY, Api.json("{'steps':[]}")), 400,
        "RequestValidationError")).isEqualTo("\"steps\" must contain at least 1 items");
    assertThat(error(api.get("/plan/" + id + "?forceRefresh=maybe"), 400, "RequestValidationError"))
        .isEqualTo("\"forceRefresh\" must be a boolean");
  }

  @Test
  void unknownPlansAndBadCreations() {
    assertThat(error(api.get("/plan/nope"), 404, "ResourceNotFound")).isEqualTo("Plan not found");
    assertThat(error(api.call("PATCH", "/v1/plan/nope", ServerConfig.TEST_KEY, proofBody(0, "txHash", hash(1))), 404,
        "ResourceNotFound")).isEqualTo("Plan not found");
    assertThat(error(api.post("/plan", Api.json("{'routing':'CLASSIC','quote':{}}")), 400, "RequestValidationError"))
        .isEqualTo("\"routing\" must be one of [CHAINED]");
    assertThat(error(api.post("/plan", Api.json("{'routing':'CHAINED','quote':{'swapper':'" + Api.WALLET + "'}}")),
        400, "RequestValidationError")).isEqualTo("\"quote.input\" is required");
  }

  @Test
  void aWalletThatAlreadyApprovedSkipsTheApprovalSteps() {
    api.handler.chain().setAllowance(1, Api.WALLET, Api.USDC, Api.PERMIT2, java.math.BigInteger.TEN.pow(30));
    List<String> types = new ArrayList<>();
    createPlan().get("steps").forEach(step -> types.add(step.get("stepType").asText()));
    assertThat(types).containsExactly("APPROVAL_PERMIT", "CLASSIC", "BRIDGE");
  }

  @Test
  void plansAreForgottenOldestFirstBeyondTheStateCapacity() {
    Api small = new Api(ServerConfig.builder().stateCapacity(16));
    ObjectNode body = Api.planRequest(small.chainedQuote("1000000000"));
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      ids.add(ok(small.post("/plan", body)).get("planId").asText());
    }
    assertThat(small.get("/plan/" + ids.get(0)).status()).isEqualTo(404);
    assertThat(small.get("/plan/" + ids.get(19)).status()).isEqualTo(200);
  }
}
