package io.tradingsdk.core;

import io.tradingsdk.core.Operation.Header;
import io.tradingsdk.core.Operation.JourneyKey;
import io.tradingsdk.core.Operation.JourneyRole;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.models.wallet.Encode7702Response;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.OrdersResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.CreateClassicPositionRequest;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInfoResponse;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.UnknownQuote;
import java.util.Objects;

/**
 * The operations: the 13 of the spec and those of the real API beyond it (swaps, orders, wallet
 * encoding): method, path, query, which optional headers each takes (per the spec's and the OpenAPI
 * document's header lists) and their part in a swap journey.
 */
final class Endpoints {
  private Endpoints() {}

  /** Path and query of {@code GET /plan/{planId}}. */
  record PlanRef(String planId, boolean forceRefresh) {}

  /** Path and body of {@code PATCH /plan/{planId}}. */
  record PlanUpdate(String planId, UpdatePlanRequest request) {}

  static final Operation<QuoteRequest, QuoteResponse> QUOTE =
      Operation.<QuoteRequest, QuoteResponse>post("quote", "/quote", QuoteResponse.class)
          .takes(Header.ROUTER_VERSION, Header.ERC20ETH_ENABLED, Header.PERMIT2_DISABLED)
          .journey(JourneyRole.QUOTE, response -> journeyKey(((QuoteResponse) response).quote()));

  static final Operation<Swap7702Request, Swap7702Response> SWAP_7702 =
      Operation.<Swap7702Request, Swap7702Response>post("swap7702", "/swap_7702", Swap7702Response.class)
          .takes(Header.ROUTER_VERSION, Header.ERC20ETH_ENABLED)
          .journey(JourneyRole.SWAP, request -> journeyKey(((Swap7702Request) request).quote()));

  static final Operation<Swap5792Request, Swap5792Response> SWAP_5792 =
      Operation.<Swap5792Request, Swap5792Response>post("swap5792", "/swap_5792", Swap5792Response.class)
          .takes(Header.ROUTER_VERSION)
          .journey(JourneyRole.SWAP, request -> journeyKey(((Swap5792Request) request).quote()));

  static final Operation<LimitOrderQuoteRequest, LimitOrderQuoteResponse> LIMIT_ORDER_QUOTE =
      Operation.post("limitOrderQuote", "/limit_order_quote", LimitOrderQuoteResponse.class);

  static final Operation<SendRequest, SendResponse> SEND = Operation.post("send", "/send", SendResponse.class);

  static final Operation<SwappableTokensQuery, SwappableTokensResponse> SWAPPABLE_TOKENS = Operation.get(
      "getSwappableTokens", "/swappable_tokens",
      q -> Target.path("swappable_tokens").query("tokenIn", q.tokenIn()).query("tokenInChainId", q.tokenInChainId()),
      SwappableTokensResponse.class);

  static final Operation<CheckApprovalRequest, CheckApprovalResponse> CHECK_APPROVAL =
      Operation.<CheckApprovalRequest, CheckApprovalResponse>post("checkApproval", "/check_approval",
              CheckApprovalResponse.class)
          .takes(Header.PERMIT2_DISABLED);

  static final Operation<IncreasePositionRequest, IncreasePositionResponse> INCREASE_POSITION =
      Operation.post("increasePosition", "/lp/increase", IncreasePositionResponse.class);

  // ---- the rest of the LP lifecycle (beyond the spec: wire-reference-beyond-spec.md)
  static final Operation<LpApprovalRequest, LpApprovalResponse> LP_CHECK_APPROVAL =
      Operation.post("checkLpApproval", "/lp/check_approval", LpApprovalResponse.class);

  static final Operation<CreatePositionRequest, CreatePositionResponse> CREATE_POSITION =
      Operation.post("createPosition", "/lp/create", CreatePositionResponse.class);

  static final Operation<CreateClassicPositionRequest, CreateClassicPositionResponse> CREATE_CLASSIC_POSITION =
      Operation.post("createClassicPosition", "/lp/create_classic", CreateClassicPositionResponse.class);

  static final Operation<DecreasePositionRequest, DecreasePositionResponse> DECREASE_POSITION =
      Operation.post("decreasePosition", "/lp/decrease", DecreasePositionResponse.class);

  static final Operation<ClaimFeesRequest, ClaimFeesResponse> CLAIM_FEES =
      Operation.post("claimFees", "/lp/claim_fees", ClaimFeesResponse.class);

  static final Operation<PoolInfoRequest, PoolInfoResponse> POOL_INFO =
      Operation.post("poolInfo", "/lp/pool_info", PoolInfoResponse.class);

  static final Operation<CreatePlanRequest, PlanResponse> CREATE_PLAN =
      Operation.post("createPlan", "/plan", PlanResponse.class);

  static final Operation<PlanRef, PlanResponse> GET_PLAN = Operation.get("getPlan", "/plan/{planId}",
      p -> Target.path("plan", checkPlanId(p.planId())).query("forceRefresh", p.forceRefresh() ? "true" : null),
      PlanResponse.class);

  static final Operation<PlanUpdate, PlanResponse> UPDATE_PLAN = Operation.of("updatePlan", "PATCH",
      "/plan/{planId}", u -> Target.path("plan", checkPlanId(u.planId())),
      u -> Objects.requireNonNull(u.request(), "updatePlan: request"), PlanResponse.class);

  static final Operation<SwapsQuery, SwapsResponse> SWAPS = Operation.get("getSwaps", "/swaps",
      q -> Target.path("swaps")
          .queryList("txHashes", q.txHashes())
          .queryList("userOpHashes", q.userOpHashes())
          .query("chainId", q.chainId().orElse(null)),
      SwapsResponse.class);

  static final Operation<CheckDelegationRequest, CheckDelegationResponse> CHECK_DELEGATION =
      Operation.post("checkDelegation", "/wallet/check_delegation", CheckDelegationResponse.class);

  // ---------------------------------------------------------------- beyond the spec: swaps and orders

  static final Operation<SwapRequest, SwapResponse> SWAP =
      Operation.<SwapRequest, SwapResponse>post("swap", "/swap", SwapResponse.class)
          .takes(Header.ROUTER_VERSION, Header.PERMIT2_DISABLED)
          .journey(JourneyRole.SWAP, request -> journeyKey(((SwapRequest) request).quote()));

  /** {@code POST /order}; the service answers 201 Created. */
  static final Operation<OrderRequest, OrderResponse> ORDER =
      Operation.<OrderRequest, OrderResponse>post("order", "/order", OrderResponse.class)
          .takes(Header.ERC20ETH_ENABLED);

  static final Operation<OrdersQuery, OrdersResponse> ORDERS = Operation.get("getOrders", "/orders",
      q -> Target.path("orders")
          .query("orderType", q.orderType().orElse(null))
          .query("orderId", q.orderId().orElse(null))
          .queryList("orderIds", q.orderIds())
          .query("limit", q.limit().isPresent() ? q.limit().getAsInt() : null)
          .query("orderStatus", q.orderStatus().orElse(null))
          .query("swapper", q.swapper().orElse(null))
          .query("sortKey", q.sortKey().orElse(null))
          .query("sort", q.sort().orElse(null))
          .query("filler", q.filler().orElse(null))
          .query("cursor", q.cursor().orElse(null)),
      OrdersResponse.class);

  static final Operation<Encode7702Request, Encode7702Response> ENCODE_7702 =
      Operation.post("encode7702", "/wallet/encode_7702", Encode7702Response.class);

  static final Operation<Encode4337Request, Encode4337Response> ENCODE_4337 =
      Operation.post("encode4337", "/wallet/encode_4337", Encode4337Response.class);

  /**
   * A plan id as one path segment: not blank, and nothing that would change the path ({@code /},
   * {@code ?}, {@code #}, whitespace, a dot segment).
   */
  static String checkPlanId(String planId) {
    if (planId == null || planId.isBlank()) {
      throw new InvalidRequestException("planId: required, was " + (planId == null ? "null" : "blank"));
    }
    if (planId.equals(".") || planId.equals("..")) {
      throw new InvalidRequestException("planId: must be a plan id, was \"" + planId + "\"");
    }
    for (int i = 0; i < planId.length(); i++) {
      char c = planId.charAt(i);
      if (c <= 0x20 || c == 0x7F || c == '/' || c == '?' || c == '#' || c == '\\') {
        throw new InvalidRequestException(String.format(
            "planId: must be one path segment without spaces, control characters, / ? # or \\; found U+%04X at"
                + " index %d", (int) c, i));
      }
    }
    return planId;
  }

  /** The quote's identity and, where the variant has one, the service's quote id. */
  static JourneyKey journeyKey(Quote quote) {
    if (quote == null) {
      return null;
    }
    return new JourneyKey(quote, quoteId(quote));
  }

  private static String quoteId(Quote quote) {
    if (quote instanceof ClassicQuote) {
      return ((ClassicQuote) quote).quoteId().orElse(null);
    }
    if (quote instanceof BridgeQuote) {
      return ((BridgeQuote) quote).quoteId().orElse(null);
    }
    if (quote instanceof OrderQuote) {
      return ((OrderQuote) quote).quoteId().orElse(null);
    }
    if (quote instanceof ChainedQuote) {
      return ((ChainedQuote) quote).quoteId();
    }
    if (quote instanceof UnknownQuote) {
      com.fasterxml.jackson.databind.JsonNode id = ((UnknownQuote) quote).raw().get("quoteId");
      return id != null && id.isTextual() ? id.textValue() : null;
    }
    return null; // WRAP and UNWRAP quotes carry no id; identity still ties them to their swap
  }
}
