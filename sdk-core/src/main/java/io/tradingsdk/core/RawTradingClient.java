package io.tradingsdk.core;

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
import java.util.concurrent.CompletableFuture;

/**
 * The operations of a {@link TradingClient}, answering with {@link RawResponse}: the parsed model
 * plus status, headers, request id, {@code x-agent-info-status}, the router version sent and the
 * attempts made. Obtain it with {@link TradingClient#raw()}; it shares everything with its client,
 * and behaves the same (validation, retries, errors).
 */
public final class RawTradingClient {
  private final TradingClient client;

  RawTradingClient(TradingClient client) {
    this.client = client;
  }

  /** {@link TradingClient#quote} with the HTTP details. */
  public RawResponse<QuoteResponse> quote(QuoteRequest request) {
    return quote(request, RequestOptions.none());
  }

  /** {@link TradingClient#quote} with the HTTP details, with per-call options. */
  public RawResponse<QuoteResponse> quote(QuoteRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.QUOTE, request, options);
  }

  /** {@link TradingClient#quoteAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<QuoteResponse>> quoteAsync(QuoteRequest request) {
    return quoteAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#quoteAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<QuoteResponse>> quoteAsync(QuoteRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.QUOTE, request, options);
  }

  /** {@link TradingClient#swap7702} with the HTTP details. */
  public RawResponse<Swap7702Response> swap7702(Swap7702Request request) {
    return swap7702(request, RequestOptions.none());
  }

  /** {@link TradingClient#swap7702} with the HTTP details, with per-call options. */
  public RawResponse<Swap7702Response> swap7702(Swap7702Request request, RequestOptions options) {
    return client.callRaw(Endpoints.SWAP_7702, request, options);
  }

  /** {@link TradingClient#swap7702Async} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<Swap7702Response>> swap7702Async(Swap7702Request request) {
    return swap7702Async(request, RequestOptions.none());
  }

  /** {@link TradingClient#swap7702Async} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<Swap7702Response>> swap7702Async(Swap7702Request request, RequestOptions options) {
    return client.callRawAsync(Endpoints.SWAP_7702, request, options);
  }

  /** {@link TradingClient#swap5792} with the HTTP details. */
  public RawResponse<Swap5792Response> swap5792(Swap5792Request request) {
    return swap5792(request, RequestOptions.none());
  }

  /** {@link TradingClient#swap5792} with the HTTP details, with per-call options. */
  public RawResponse<Swap5792Response> swap5792(Swap5792Request request, RequestOptions options) {
    return client.callRaw(Endpoints.SWAP_5792, request, options);
  }

  /** {@link TradingClient#swap5792Async} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<Swap5792Response>> swap5792Async(Swap5792Request request) {
    return swap5792Async(request, RequestOptions.none());
  }

  /** {@link TradingClient#swap5792Async} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<Swap5792Response>> swap5792Async(Swap5792Request request, RequestOptions options) {
    return client.callRawAsync(Endpoints.SWAP_5792, request, options);
  }

  /** {@link TradingClient#limitOrderQuote} with the HTTP details. */
  public RawResponse<LimitOrderQuoteResponse> limitOrderQuote(LimitOrderQuoteRequest request) {
    return limitOrderQuote(request, RequestOptions.none());
  }

  /** {@link TradingClient#limitOrderQuote} with the HTTP details, with per-call options. */
  public RawResponse<LimitOrderQuoteResponse> limitOrderQuote(LimitOrderQuoteRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.LIMIT_ORDER_QUOTE, request, options);
  }

  /** {@link TradingClient#limitOrderQuoteAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<LimitOrderQuoteResponse>> limitOrderQuoteAsync(LimitOrderQuoteRequest request) {
    return limitOrderQuoteAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#limitOrderQuoteAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<LimitOrderQuoteResponse>> limitOrderQuoteAsync(LimitOrderQuoteRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.LIMIT_ORDER_QUOTE, request, options);
  }

  /** {@link TradingClient#send} with the HTTP details. */
  public RawResponse<SendResponse> send(SendRequest request) {
    return send(request, RequestOptions.none());
  }

  /** {@link TradingClient#send} with the HTTP details, with per-call options. */
  public RawResponse<SendResponse> send(SendRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.SEND, request, options);
  }

  /** {@link TradingClient#sendAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<SendResponse>> sendAsync(SendRequest request) {
    return sendAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#sendAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<SendResponse>> sendAsync(SendRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.SEND, request, options);
  }

  /** {@link TradingClient#getSwappableTokens} with the HTTP details. */
  public RawResponse<SwappableTokensResponse> getSwappableTokens(SwappableTokensQuery query) {
    return getSwappableTokens(query, RequestOptions.none());
  }

  /** {@link TradingClient#getSwappableTokens} with the HTTP details, with per-call options. */
  public RawResponse<SwappableTokensResponse> getSwappableTokens(SwappableTokensQuery query, RequestOptions options) {
    return client.callRaw(Endpoints.SWAPPABLE_TOKENS, query, options);
  }

  /** {@link TradingClient#getSwappableTokensAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<SwappableTokensResponse>> getSwappableTokensAsync(SwappableTokensQuery query) {
    return getSwappableTokensAsync(query, RequestOptions.none());
  }

  /** {@link TradingClient#getSwappableTokensAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<SwappableTokensResponse>> getSwappableTokensAsync(SwappableTokensQuery query, RequestOptions options) {
    return client.callRawAsync(Endpoints.SWAPPABLE_TOKENS, query, options);
  }

  /** {@link TradingClient#checkApproval} with the HTTP details. */
  public RawResponse<CheckApprovalResponse> checkApproval(CheckApprovalRequest request) {
    return checkApproval(request, RequestOptions.none());
  }

  /** {@link TradingClient#checkApproval} with the HTTP details, with per-call options. */
  public RawResponse<CheckApprovalResponse> checkApproval(CheckApprovalRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.CHECK_APPROVAL, request, options);
  }

  /** {@link TradingClient#checkApprovalAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<CheckApprovalResponse>> checkApprovalAsync(CheckApprovalRequest request) {
    return checkApprovalAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#checkApprovalAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<CheckApprovalResponse>> checkApprovalAsync(CheckApprovalRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.CHECK_APPROVAL, request, options);
  }

  /** {@link TradingClient#increasePosition} with the HTTP details. */
  public RawResponse<IncreasePositionResponse> increasePosition(IncreasePositionRequest request) {
    return increasePosition(request, RequestOptions.none());
  }

  /** {@link TradingClient#increasePosition} with the HTTP details, with per-call options. */
  public RawResponse<IncreasePositionResponse> increasePosition(IncreasePositionRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.INCREASE_POSITION, request, options);
  }

  /** {@link TradingClient#increasePositionAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<IncreasePositionResponse>> increasePositionAsync(IncreasePositionRequest request) {
    return increasePositionAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#increasePositionAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<IncreasePositionResponse>> increasePositionAsync(IncreasePositionRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.INCREASE_POSITION, request, options);
  }

  /** {@link TradingClient#checkLpApproval} with the HTTP details. */
  public RawResponse<LpApprovalResponse> checkLpApproval(LpApprovalRequest request) {
    return checkLpApproval(request, RequestOptions.none());
  }

  /** {@link TradingClient#checkLpApproval} with the HTTP details, with per-call options. */
  public RawResponse<LpApprovalResponse> checkLpApproval(LpApprovalRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.LP_CHECK_APPROVAL, request, options);
  }

  /** {@link TradingClient#checkLpApprovalAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<LpApprovalResponse>> checkLpApprovalAsync(LpApprovalRequest request) {
    return checkLpApprovalAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#checkLpApprovalAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<LpApprovalResponse>> checkLpApprovalAsync(LpApprovalRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.LP_CHECK_APPROVAL, request, options);
  }

  /** {@link TradingClient#createPosition} with the HTTP details. */
  public RawResponse<CreatePositionResponse> createPosition(CreatePositionRequest request) {
    return createPosition(request, RequestOptions.none());
  }

  /** {@link TradingClient#createPosition} with the HTTP details, with per-call options. */
  public RawResponse<CreatePositionResponse> createPosition(CreatePositionRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.CREATE_POSITION, request, options);
  }

  /** {@link TradingClient#createPositionAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<CreatePositionResponse>> createPositionAsync(CreatePositionRequest request) {
    return createPositionAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#createPositionAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<CreatePositionResponse>> createPositionAsync(CreatePositionRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.CREATE_POSITION, request, options);
  }

  /** {@link TradingClient#createClassicPosition} with the HTTP details. */
  public RawResponse<CreateClassicPositionResponse> createClassicPosition(CreateClassicPositionRequest request) {
    return createClassicPosition(request, RequestOptions.none());
  }

  /** {@link TradingClient#createClassicPosition} with the HTTP details, with per-call options. */
  public RawResponse<CreateClassicPositionResponse> createClassicPosition(CreateClassicPositionRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.CREATE_CLASSIC_POSITION, request, options);
  }

  /** {@link TradingClient#createClassicPositionAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<CreateClassicPositionResponse>> createClassicPositionAsync(CreateClassicPositionRequest request) {
    return createClassicPositionAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#createClassicPositionAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<CreateClassicPositionResponse>> createClassicPositionAsync(CreateClassicPositionRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.CREATE_CLASSIC_POSITION, request, options);
  }

  /** {@link TradingClient#decreasePosition} with the HTTP details. */
  public RawResponse<DecreasePositionResponse> decreasePosition(DecreasePositionRequest request) {
    return decreasePosition(request, RequestOptions.none());
  }

  /** {@link TradingClient#decreasePosition} with the HTTP details, with per-call options. */
  public RawResponse<DecreasePositionResponse> decreasePosition(DecreasePositionRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.DECREASE_POSITION, request, options);
  }

  /** {@link TradingClient#decreasePositionAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<DecreasePositionResponse>> decreasePositionAsync(DecreasePositionRequest request) {
    return decreasePositionAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#decreasePositionAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<DecreasePositionResponse>> decreasePositionAsync(DecreasePositionRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.DECREASE_POSITION, request, options);
  }

  /** {@link TradingClient#claimFees} with the HTTP details. */
  public RawResponse<ClaimFeesResponse> claimFees(ClaimFeesRequest request) {
    return claimFees(request, RequestOptions.none());
  }

  /** {@link TradingClient#claimFees} with the HTTP details, with per-call options. */
  public RawResponse<ClaimFeesResponse> claimFees(ClaimFeesRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.CLAIM_FEES, request, options);
  }

  /** {@link TradingClient#claimFeesAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<ClaimFeesResponse>> claimFeesAsync(ClaimFeesRequest request) {
    return claimFeesAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#claimFeesAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<ClaimFeesResponse>> claimFeesAsync(ClaimFeesRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.CLAIM_FEES, request, options);
  }

  /** {@link TradingClient#poolInfo} with the HTTP details. */
  public RawResponse<PoolInfoResponse> poolInfo(PoolInfoRequest request) {
    return poolInfo(request, RequestOptions.none());
  }

  /** {@link TradingClient#poolInfo} with the HTTP details, with per-call options. */
  public RawResponse<PoolInfoResponse> poolInfo(PoolInfoRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.POOL_INFO, request, options);
  }

  /** {@link TradingClient#poolInfoAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<PoolInfoResponse>> poolInfoAsync(PoolInfoRequest request) {
    return poolInfoAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#poolInfoAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<PoolInfoResponse>> poolInfoAsync(PoolInfoRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.POOL_INFO, request, options);
  }

  /** {@link TradingClient#createPlan} with the HTTP details. */
  public RawResponse<PlanResponse> createPlan(CreatePlanRequest request) {
    return createPlan(request, RequestOptions.none());
  }

  /** {@link TradingClient#createPlan} with the HTTP details, with per-call options. */
  public RawResponse<PlanResponse> createPlan(CreatePlanRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.CREATE_PLAN, request, options);
  }

  /** {@link TradingClient#createPlanAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<PlanResponse>> createPlanAsync(CreatePlanRequest request) {
    return createPlanAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#createPlanAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<PlanResponse>> createPlanAsync(CreatePlanRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.CREATE_PLAN, request, options);
  }

  /** {@link TradingClient#getPlan} with the HTTP details. */
  public RawResponse<PlanResponse> getPlan(String planId, boolean forceRefresh) {
    return getPlan(planId, forceRefresh, RequestOptions.none());
  }

  /** {@link TradingClient#getPlan} with the HTTP details, with per-call options. */
  public RawResponse<PlanResponse> getPlan(String planId, boolean forceRefresh, RequestOptions options) {
    return client.callRaw(Endpoints.GET_PLAN, new Endpoints.PlanRef(planId, forceRefresh), options);
  }

  /** {@link TradingClient#getPlanAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<PlanResponse>> getPlanAsync(String planId, boolean forceRefresh) {
    return getPlanAsync(planId, forceRefresh, RequestOptions.none());
  }

  /** {@link TradingClient#getPlanAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<PlanResponse>> getPlanAsync(String planId, boolean forceRefresh, RequestOptions options) {
    return client.callRawAsync(Endpoints.GET_PLAN, new Endpoints.PlanRef(planId, forceRefresh), options);
  }

  /** {@link TradingClient#updatePlan} with the HTTP details. */
  public RawResponse<PlanResponse> updatePlan(String planId, UpdatePlanRequest request) {
    return updatePlan(planId, request, RequestOptions.none());
  }

  /** {@link TradingClient#updatePlan} with the HTTP details, with per-call options. */
  public RawResponse<PlanResponse> updatePlan(String planId, UpdatePlanRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.UPDATE_PLAN, new Endpoints.PlanUpdate(planId, request), options);
  }

  /** {@link TradingClient#updatePlanAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<PlanResponse>> updatePlanAsync(String planId, UpdatePlanRequest request) {
    return updatePlanAsync(planId, request, RequestOptions.none());
  }

  /** {@link TradingClient#updatePlanAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<PlanResponse>> updatePlanAsync(String planId, UpdatePlanRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.UPDATE_PLAN, new Endpoints.PlanUpdate(planId, request), options);
  }

  /** {@link TradingClient#getSwaps} with the HTTP details. */
  public RawResponse<SwapsResponse> getSwaps(SwapsQuery query) {
    return getSwaps(query, RequestOptions.none());
  }

  /** {@link TradingClient#getSwaps} with the HTTP details, with per-call options. */
  public RawResponse<SwapsResponse> getSwaps(SwapsQuery query, RequestOptions options) {
    return client.callRaw(Endpoints.SWAPS, query, options);
  }

  /** {@link TradingClient#getSwapsAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<SwapsResponse>> getSwapsAsync(SwapsQuery query) {
    return getSwapsAsync(query, RequestOptions.none());
  }

  /** {@link TradingClient#getSwapsAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<SwapsResponse>> getSwapsAsync(SwapsQuery query, RequestOptions options) {
    return client.callRawAsync(Endpoints.SWAPS, query, options);
  }

  /** {@link TradingClient#checkDelegation} with the HTTP details. */
  public RawResponse<CheckDelegationResponse> checkDelegation(CheckDelegationRequest request) {
    return checkDelegation(request, RequestOptions.none());
  }

  /** {@link TradingClient#checkDelegation} with the HTTP details, with per-call options. */
  public RawResponse<CheckDelegationResponse> checkDelegation(CheckDelegationRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.CHECK_DELEGATION, request, options);
  }

  /** {@link TradingClient#checkDelegationAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<CheckDelegationResponse>> checkDelegationAsync(CheckDelegationRequest request) {
    return checkDelegationAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#checkDelegationAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<CheckDelegationResponse>> checkDelegationAsync(CheckDelegationRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.CHECK_DELEGATION, request, options);
  }

  /** {@link TradingClient#swap} with the HTTP details. */
  public RawResponse<SwapResponse> swap(SwapRequest request) {
    return swap(request, RequestOptions.none());
  }

  /** {@link TradingClient#swap} with the HTTP details, with per-call options. */
  public RawResponse<SwapResponse> swap(SwapRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.SWAP, request, options);
  }

  /** {@link TradingClient#swapAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<SwapResponse>> swapAsync(SwapRequest request) {
    return swapAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#swapAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<SwapResponse>> swapAsync(SwapRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.SWAP, request, options);
  }

  /** {@link TradingClient#order} with the HTTP details. */
  public RawResponse<OrderResponse> order(OrderRequest request) {
    return order(request, RequestOptions.none());
  }

  /** {@link TradingClient#order} with the HTTP details, with per-call options. */
  public RawResponse<OrderResponse> order(OrderRequest request, RequestOptions options) {
    return client.callRaw(Endpoints.ORDER, request, options);
  }

  /** {@link TradingClient#orderAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<OrderResponse>> orderAsync(OrderRequest request) {
    return orderAsync(request, RequestOptions.none());
  }

  /** {@link TradingClient#orderAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<OrderResponse>> orderAsync(OrderRequest request, RequestOptions options) {
    return client.callRawAsync(Endpoints.ORDER, request, options);
  }

  /** {@link TradingClient#getOrders} with the HTTP details. */
  public RawResponse<OrdersResponse> getOrders(OrdersQuery query) {
    return getOrders(query, RequestOptions.none());
  }

  /** {@link TradingClient#getOrders} with the HTTP details, with per-call options. */
  public RawResponse<OrdersResponse> getOrders(OrdersQuery query, RequestOptions options) {
    return client.callRaw(Endpoints.ORDERS, query, options);
  }

  /** {@link TradingClient#getOrdersAsync} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<OrdersResponse>> getOrdersAsync(OrdersQuery query) {
    return getOrdersAsync(query, RequestOptions.none());
  }

  /** {@link TradingClient#getOrdersAsync} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<OrdersResponse>> getOrdersAsync(OrdersQuery query, RequestOptions options) {
    return client.callRawAsync(Endpoints.ORDERS, query, options);
  }

  /** {@link TradingClient#encode7702} with the HTTP details. */
  public RawResponse<Encode7702Response> encode7702(Encode7702Request request) {
    return encode7702(request, RequestOptions.none());
  }

  /** {@link TradingClient#encode7702} with the HTTP details, with per-call options. */
  public RawResponse<Encode7702Response> encode7702(Encode7702Request request, RequestOptions options) {
    return client.callRaw(Endpoints.ENCODE_7702, request, options);
  }

  /** {@link TradingClient#encode7702Async} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<Encode7702Response>> encode7702Async(Encode7702Request request) {
    return encode7702Async(request, RequestOptions.none());
  }

  /** {@link TradingClient#encode7702Async} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<Encode7702Response>> encode7702Async(Encode7702Request request, RequestOptions options) {
    return client.callRawAsync(Endpoints.ENCODE_7702, request, options);
  }

  /** {@link TradingClient#encode4337} with the HTTP details. */
  public RawResponse<Encode4337Response> encode4337(Encode4337Request request) {
    return encode4337(request, RequestOptions.none());
  }

  /** {@link TradingClient#encode4337} with the HTTP details, with per-call options. */
  public RawResponse<Encode4337Response> encode4337(Encode4337Request request, RequestOptions options) {
    return client.callRaw(Endpoints.ENCODE_4337, request, options);
  }

  /** {@link TradingClient#encode4337Async} with the HTTP details; cancelling cancels the HTTP call. */
  public CompletableFuture<RawResponse<Encode4337Response>> encode4337Async(Encode4337Request request) {
    return encode4337Async(request, RequestOptions.none());
  }

  /** {@link TradingClient#encode4337Async} with the HTTP details, with per-call options. */
  public CompletableFuture<RawResponse<Encode4337Response>> encode4337Async(Encode4337Request request, RequestOptions options) {
    return client.callRawAsync(Endpoints.ENCODE_4337, request, options);
  }
}
