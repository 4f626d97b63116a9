package io.tradingsdk.core;

import io.tradingsdk.core.internal.Operation.Header;
import io.tradingsdk.core.internal.Operation.JourneyKey;
import io.tradingsdk.core.internal.Operation.JourneyRole;
import io.tradingsdk.core.internal.Operation;
import io.tradingsdk.core.internal.OrderPages;
import io.tradingsdk.core.internal.Paging;
import io.tradingsdk.core.internal.Target;
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
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.OrdersResponse;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.models.wallet.Encode7702Response;
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

  /**
   * {@code POST /quote}: a quote for a swap, bridge, wrap or unwrap. Sends {@code x-universal-router-version},
   * {@code x-erc20eth-enabled} and {@code x-permit2-disabled} when set, and remembers the router version for
   * the swap built from this quote.
   */
  static final Operation<QuoteRequest, QuoteResponse> QUOTE =
      Operation.<QuoteRequest, QuoteResponse>post("quote", "/quote", QuoteResponse.class)
          .takes(Header.ROUTER_VERSION, Header.ERC20ETH_ENABLED, Header.PERMIT2_DISABLED)
          .journey(JourneyRole.QUOTE, response -> journeyKey(((QuoteResponse) response).quote()));

  /**
   * {@code POST /swap_7702}: EIP-7702 calldata for a quote. Sends the router version of the quote's journey
   * (refusing another, see {@link RouterVersionMismatchException}) and {@code x-erc20eth-enabled} when set.
   */
  static final Operation<Swap7702Request, Swap7702Response> SWAP_7702 =
      Operation.<Swap7702Request, Swap7702Response>post("swap7702", "/swap_7702", Swap7702Response.class)
          .takes(Header.ROUTER_VERSION, Header.ERC20ETH_ENABLED)
          .journey(JourneyRole.SWAP, request -> journeyKey(((Swap7702Request) request).quote()));

  /**
   * {@code POST /swap_5792}: EIP-5792 batch calls for a quote. Sends the router version of the quote's
   * journey (refusing another, see {@link RouterVersionMismatchException}).
   */
  static final Operation<Swap5792Request, Swap5792Response> SWAP_5792 =
      Operation.<Swap5792Request, Swap5792Response>post("swap5792", "/swap_5792", Swap5792Response.class)
          .takes(Header.ROUTER_VERSION)
          .journey(JourneyRole.SWAP, request -> journeyKey(((Swap5792Request) request).quote()));

  /**
   * {@code POST /limit_order_quote}: a limit-order quote.
   */
  static final Operation<LimitOrderQuoteRequest, LimitOrderQuoteResponse> LIMIT_ORDER_QUOTE =
      Operation.post("limitOrderQuote", "/limit_order_quote", LimitOrderQuoteResponse.class);

  /**
   * {@code POST /send}: calldata for a plain token transfer.
   */
  static final Operation<SendRequest, SendResponse> SEND = Operation.post("send", "/send", SendResponse.class);

  /**
   * {@code GET /swappable_tokens}: the bridge destinations of a token on a chain.
   */
  static final Operation<SwappableTokensQuery, SwappableTokensResponse> SWAPPABLE_TOKENS = Operation.get(
      "getSwappableTokens", "/swappable_tokens",
      q -> Target.path("swappable_tokens").query("tokenIn", q.tokenIn()).query("tokenInChainId", q.tokenInChainId()),
      SwappableTokensResponse.class);

  /**
   * {@code POST /check_approval}: the approval (and allowance reset) transactions a wallet needs, or null
   * ones when it needs none. Sends {@code x-permit2-disabled} when set.
   */
  static final Operation<CheckApprovalRequest, CheckApprovalResponse> CHECK_APPROVAL =
      Operation.<CheckApprovalRequest, CheckApprovalResponse>post("checkApproval", "/check_approval",
              CheckApprovalResponse.class)
          .takes(Header.PERMIT2_DISABLED);

  /**
   * {@code POST /lp/increase}: calldata to add liquidity to an existing position.
   */
  static final Operation<IncreasePositionRequest, IncreasePositionResponse> INCREASE_POSITION =
      Operation.post("increasePosition", "/lp/increase", IncreasePositionResponse.class);

  // ---- the rest of the LP lifecycle (beyond the spec: wire-reference-beyond-spec.md)
  /**
   * {@code POST /lp/check_approval}: the approval transactions (and V4 or V3 NFT permits) a wallet needs before
   * an LP action; none when every approval is in place.
   */
  static final Operation<LpApprovalRequest, LpApprovalResponse> LP_CHECK_APPROVAL =
      Operation.post("checkLpApproval", "/lp/check_approval", LpApprovalResponse.class);

  /**
   * {@code POST /lp/create}: calldata to open a V3 or V4 position, in an existing pool or a new one.
   */
  static final Operation<CreatePositionRequest, CreatePositionResponse> CREATE_POSITION =
      Operation.post("createPosition", "/lp/create", CreatePositionResponse.class);

  /**
   * {@code POST /lp/create_classic}: calldata to add liquidity to a V2 pair.
   */
  static final Operation<CreateClassicPositionRequest, CreateClassicPositionResponse> CREATE_CLASSIC_POSITION =
      Operation.post("createClassicPosition", "/lp/create_classic", CreateClassicPositionResponse.class);

  /**
   * {@code POST /lp/decrease}: calldata to withdraw a share of a position's liquidity.
   */
  static final Operation<DecreasePositionRequest, DecreasePositionResponse> DECREASE_POSITION =
      Operation.post("decreasePosition", "/lp/decrease", DecreasePositionResponse.class);

  /**
   * {@code POST /lp/claim_fees}: calldata to collect the fees a V3 or V4 position has earned.
   */
  static final Operation<ClaimFeesRequest, ClaimFeesResponse> CLAIM_FEES =
      Operation.post("claimFees", "/lp/claim_fees", ClaimFeesResponse.class);

  /**
   * {@code POST /lp/pool_info}: pools by their parameters or references, one page at a time.
   */
  static final Operation<PoolInfoRequest, PoolInfoResponse> POOL_INFO =
      Operation.post("poolInfo", "/lp/pool_info", PoolInfoResponse.class);

  /**
   * {@code POST /plan}: an execution plan for a chained quote.
   */
  static final Operation<CreatePlanRequest, PlanResponse> CREATE_PLAN =
      // Replayable: a repeat after a lost answer may leave a second plan on the service, but a plan moves nothing by
      // itself (each step is the wallet's own transaction or signature) and there is no way to find the first one
      // (no list of plans): the caller's only recovery would be to create it again, which the retry does.
      Operation.post("createPlan", "/plan", PlanResponse.class);

  /**
   * {@code GET /plan/{planId}}: a plan's current state; {@code forceRefresh} asks the service to re-check
   * its steps (not possible for a completed plan). A blank or path-changing {@code planId} is refused with
   * {@link InvalidRequestException}.
   */
  static final Operation<PlanRef, PlanResponse> GET_PLAN = Operation.get("getPlan", "/plan/{planId}",
      p -> Target.path("plan", checkPlanId(p.planId())).query("forceRefresh", p.forceRefresh() ? "true" : null),
      PlanResponse.class);

  /**
   * {@code PATCH /plan/{planId}}: attaches step proofs and returns the updated plan; a completed plan gives
   * {@link UnprocessableEntityException}.
   */
  static final Operation<PlanUpdate, PlanResponse> UPDATE_PLAN = Operation.<PlanUpdate, PlanResponse>of("updatePlan", "PATCH",
      "/plan/{planId}", u -> Target.path("plan", checkPlanId(u.planId())),
      // Replayable: it attaches the same proofs to the same steps, which sent again changes nothing (PATCH is
      // idempotent; the trade engine itself gives a step's journaled proof again). At worst the plan is done by then
      // and the repeat answers 422.
      u -> Objects.requireNonNull(u.request(), "updatePlan: request"), PlanResponse.class);

  /**
   * {@code GET /swaps}: the status of swap and bridge transactions; the hash lists travel comma-joined.
   */
  static final Operation<SwapsQuery, SwapsResponse> SWAPS = Operation.get("getSwaps", "/swaps",
      q -> Target.path("swaps")
          .queryList("txHashes", q.txHashes())
          .queryList("userOpHashes", q.userOpHashes())
          .query("chainId", q.chainId().orElse(null)),
      SwapsResponse.class);

  /**
   * {@code POST /wallet/check_delegation}: smart-wallet delegation status per wallet and chain.
   */
  static final Operation<CheckDelegationRequest, CheckDelegationResponse> CHECK_DELEGATION =
      Operation.post("checkDelegation", "/wallet/check_delegation", CheckDelegationResponse.class);

  // ---------------------------------------------------------------- beyond the spec: swaps and orders

  /**
   * {@code POST /swap}: calldata for a CLASSIC, WRAP, UNWRAP or BRIDGE quote, to sign and send from a plain
   * wallet (build the request with {@link SwapRequest#fromQuote}). Sends the router version of the quote's
   * journey (refusing another, see {@link RouterVersionMismatchException}) and {@code x-permit2-disabled}
   * when set. Check {@link SwapResponse#hasCalldata()} before broadcasting.
   */
  static final Operation<SwapRequest, SwapResponse> SWAP =
      Operation.<SwapRequest, SwapResponse>post("swap", "/swap", SwapResponse.class)
          .takes(Header.ROUTER_VERSION, Header.PERMIT2_DISABLED)
          .journey(JourneyRole.SWAP, request -> journeyKey(((SwapRequest) request).quote()));

  /**
   * {@code POST /order}: submits a signed UniswapX order ({@code DUTCH_V2}, {@code DUTCH_V3} or {@code
   * PRIORITY} quote; build it with {@link OrderRequest#fromQuote}). The service answers 201 with the order id
   * and its first status; follow it with {@link #getOrders} or {@link #ordersIterable}. Sends {@code
   * x-erc20eth-enabled} when set.
   */
  static final Operation<OrderRequest, OrderResponse> ORDER =
      Operation.<OrderRequest, OrderResponse>post("order", "/order", OrderResponse.class)
          .takes(Header.ERC20ETH_ENABLED)
          // The service may have taken the order before a 5xx or a lost answer: posted again it is refused as
          // "already submitted" (400), which would tell the caller a live order failed.
          .actsOnce();

  /**
   * {@code GET /orders}: one page of UniswapX orders matching the query, {@code orderIds} comma-joined. The
   * response's {@link OrdersResponse#nextCursor()} leads to the next page; {@link #ordersIterable} follows it
   * for you.
   */
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

  /**
   * Every order of {@code GET /orders} for the query, across pages: each page is fetched when the
   * iteration reaches it, following the {@code cursor} of the page before, until a page comes without
   * one. Nothing is sent before the first {@code hasNext()}. Each call of {@code iterator()} starts again
   * from the query's own cursor.
   *
   * <pre>{@code
   * for (UniswapXOrder order : client.ordersIterable(OrdersQuery.ofSwapper(wallet))) { ... }
   * }</pre>
   *
   * <p>A failed page throws from {@code hasNext()} as {@link #getOrders} would. A server that
   * sends a cursor it has already sent is refused with {@link InvalidResponseException}, not followed forever.
   */
  static final Paging<OrdersQuery, OrdersResponse, UniswapXOrder> ORDER_PAGES =
      Paging.of("orders", ORDERS, OrderPages::iterable);

  /**
   * {@code POST /wallet/encode_7702}: encodes calls on one chain into a single transaction for an EIP-7702
   * delegated wallet.
   */
  static final Operation<Encode7702Request, Encode7702Response> ENCODE_7702 =
      Operation.post("encode7702", "/wallet/encode_7702", Encode7702Response.class);

  /**
   * {@code POST /wallet/encode_4337}: encodes calls into an ERC-4337 UserOperation for a smart account,
   * sponsored by a paymaster when one accepts. The operation's signature is a placeholder to replace.
   */
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
