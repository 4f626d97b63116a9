package io.tradingsdk.cli;

import io.tradingsdk.models.ErrorBody;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreateClassicPositionRequest;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInfoResponse;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrdersResponse;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.models.wallet.Encode7702Response;
import io.tradingsdk.tokenlist.TokenList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The body types {@code trading json check --type} knows, by their stable kebab-case names. Adding
 * a type is one line here.
 */
final class JsonTypes {
  private static final Map<String, Class<?>> TYPES = new LinkedHashMap<>();

  static {
    TYPES.put("quote-request", QuoteRequest.class);
    TYPES.put("quote-response", QuoteResponse.class);
    TYPES.put("swap-7702-request", Swap7702Request.class);
    TYPES.put("swap-7702-response", Swap7702Response.class);
    TYPES.put("swap-5792-request", Swap5792Request.class);
    TYPES.put("swap-5792-response", Swap5792Response.class);
    TYPES.put("swap-request", SwapRequest.class);
    TYPES.put("swap-response", SwapResponse.class);
    TYPES.put("limit-order-quote-request", LimitOrderQuoteRequest.class);
    TYPES.put("limit-order-quote-response", LimitOrderQuoteResponse.class);
    TYPES.put("order-request", OrderRequest.class);
    TYPES.put("order-response", OrderResponse.class);
    TYPES.put("orders-response", OrdersResponse.class);
    TYPES.put("send-request", SendRequest.class);
    TYPES.put("send-response", SendResponse.class);
    TYPES.put("swappable-tokens-response", SwappableTokensResponse.class);
    TYPES.put("check-approval-request", CheckApprovalRequest.class);
    TYPES.put("check-approval-response", CheckApprovalResponse.class);
    TYPES.put("lp-increase-request", IncreasePositionRequest.class);
    TYPES.put("lp-increase-response", IncreasePositionResponse.class);
    TYPES.put("lp-check-approval-request", LpApprovalRequest.class);
    TYPES.put("lp-check-approval-response", LpApprovalResponse.class);
    TYPES.put("lp-create-request", CreatePositionRequest.class);
    TYPES.put("lp-create-response", CreatePositionResponse.class);
    TYPES.put("lp-create-classic-request", CreateClassicPositionRequest.class);
    TYPES.put("lp-create-classic-response", CreateClassicPositionResponse.class);
    TYPES.put("lp-decrease-request", DecreasePositionRequest.class);
    TYPES.put("lp-decrease-response", DecreasePositionResponse.class);
    TYPES.put("lp-claim-fees-request", ClaimFeesRequest.class);
    TYPES.put("lp-claim-fees-response", ClaimFeesResponse.class);
    TYPES.put("lp-pool-info-request", PoolInfoRequest.class);
    TYPES.put("lp-pool-info-response", PoolInfoResponse.class);
    TYPES.put("plan-create-request", CreatePlanRequest.class);
    TYPES.put("plan-response", PlanResponse.class);
    TYPES.put("plan-update-request", UpdatePlanRequest.class);
    TYPES.put("swaps-response", SwapsResponse.class);
    TYPES.put("check-delegation-request", CheckDelegationRequest.class);
    TYPES.put("check-delegation-response", CheckDelegationResponse.class);
    TYPES.put("encode-7702-request", Encode7702Request.class);
    TYPES.put("encode-7702-response", Encode7702Response.class);
    TYPES.put("encode-4337-request", Encode4337Request.class);
    TYPES.put("encode-4337-response", Encode4337Response.class);
    TYPES.put("error", ErrorBody.class);
    TYPES.put("token-list", TokenList.class);
  }

  private JsonTypes() {}

  /** Type name to model class, in listing order. */
  static Map<String, Class<?>> all() {
    return Collections.unmodifiableMap(TYPES);
  }
}
