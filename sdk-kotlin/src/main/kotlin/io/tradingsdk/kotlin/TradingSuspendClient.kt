package io.tradingsdk.kotlin

import io.tradingsdk.core.RequestOptions
import io.tradingsdk.core.TradingClient
import io.tradingsdk.models.approval.CheckApprovalRequest
import io.tradingsdk.models.approval.CheckApprovalResponse
import io.tradingsdk.models.lp.ClaimFeesRequest
import io.tradingsdk.models.lp.ClaimFeesResponse
import io.tradingsdk.models.lp.CreateClassicPositionRequest
import io.tradingsdk.models.lp.CreateClassicPositionResponse
import io.tradingsdk.models.lp.CreatePositionRequest
import io.tradingsdk.models.lp.CreatePositionResponse
import io.tradingsdk.models.lp.DecreasePositionRequest
import io.tradingsdk.models.lp.DecreasePositionResponse
import io.tradingsdk.models.lp.IncreasePositionRequest
import io.tradingsdk.models.lp.IncreasePositionResponse
import io.tradingsdk.models.lp.LpApprovalRequest
import io.tradingsdk.models.lp.LpApprovalResponse
import io.tradingsdk.models.lp.PoolInfoRequest
import io.tradingsdk.models.lp.PoolInfoResponse
import io.tradingsdk.models.order.LimitOrderQuoteRequest
import io.tradingsdk.models.order.LimitOrderQuoteResponse
import io.tradingsdk.models.order.OrderRequest
import io.tradingsdk.models.order.OrderResponse
import io.tradingsdk.models.order.OrdersQuery
import io.tradingsdk.models.order.OrdersResponse
import io.tradingsdk.models.plan.CreatePlanRequest
import io.tradingsdk.models.plan.PlanResponse
import io.tradingsdk.models.plan.UpdatePlanRequest
import io.tradingsdk.models.quote.QuoteRequest
import io.tradingsdk.models.quote.QuoteResponse
import io.tradingsdk.models.swap.SendRequest
import io.tradingsdk.models.swap.SendResponse
import io.tradingsdk.models.swap.Swap5792Request
import io.tradingsdk.models.swap.Swap5792Response
import io.tradingsdk.models.swap.Swap7702Request
import io.tradingsdk.models.swap.Swap7702Response
import io.tradingsdk.models.swap.SwapRequest
import io.tradingsdk.models.swap.SwapResponse
import io.tradingsdk.models.swap.SwappableTokensQuery
import io.tradingsdk.models.swap.SwappableTokensResponse
import io.tradingsdk.models.swap.SwapsQuery
import io.tradingsdk.models.swap.SwapsResponse
import io.tradingsdk.models.wallet.CheckDelegationRequest
import io.tradingsdk.models.wallet.CheckDelegationResponse
import io.tradingsdk.models.wallet.Encode4337Request
import io.tradingsdk.models.wallet.Encode4337Response
import io.tradingsdk.models.wallet.Encode7702Request
import io.tradingsdk.models.wallet.Encode7702Response
import kotlinx.coroutines.future.await

/**
 * The suspending view of a [TradingClient]: the client's operations under the same names, each a `suspend fun`
 * over its `*Async` twin.
 *
 * ```kotlin
 * val trading = TradingClient.fromEnv().coroutines()
 * val quote: QuoteResponse = trading.quote(request)          // suspends, never blocks the thread
 * ```
 *
 * - **Threads.** The call runs on the client's own HTTP threads and the coroutine resumes on its dispatcher, so
 *   these functions are safe to call from `Dispatchers.Main`; no `withContext(Dispatchers.IO)` is needed.
 * - **Cancellation.** Cancelling the coroutine (its scope ends, `withTimeout` expires, `job.cancel()`) cancels the
 *   future and so the HTTP call in flight, or the scheduled retry, and no further attempt starts. The function
 *   then throws the coroutine's `CancellationException`, never wrapped in an SDK exception. A call whose answer
 *   had already arrived may still have taken effect on the server: cancelling is not undoing.
 * - **Failures** are thrown exactly as the blocking method throws them: a `TradingException` subclass
 *   (`BadRequestException`, `RateLimitedException`, `DeadlineExceededException`, ...) or an
 *   `InvalidRequestException` before anything is sent. The client's retries, deadline and rate limit apply.
 *
 * Get one with [TradingClient.coroutines]; it holds nothing but the client, so making one per use is free. Closing
 * the client ends its calls with `ClientClosedException`.
 */
@ExperimentalTradingCoroutinesApi
public class TradingSuspendClient internal constructor(private val client: TradingClient) {

    /** [TradingClient.quote], suspending: a quote for a swap, bridge, wrap or unwrap (`POST /quote`). */
    public suspend fun quote(request: QuoteRequest, options: RequestOptions = RequestOptions.none()): QuoteResponse =
        client.quoteAsync(request, options).await()

    /** [TradingClient.swap7702], suspending: EIP-7702 calldata for a quote (`POST /swap_7702`). */
    public suspend fun swap7702(
        request: Swap7702Request,
        options: RequestOptions = RequestOptions.none(),
    ): Swap7702Response = client.swap7702Async(request, options).await()

    /** [TradingClient.swap5792], suspending: EIP-5792 batch calls for a quote (`POST /swap_5792`). */
    public suspend fun swap5792(
        request: Swap5792Request,
        options: RequestOptions = RequestOptions.none(),
    ): Swap5792Response = client.swap5792Async(request, options).await()

    /** [TradingClient.swap], suspending: calldata for a CLASSIC, WRAP, UNWRAP or BRIDGE quote (`POST /swap`). */
    public suspend fun swap(request: SwapRequest, options: RequestOptions = RequestOptions.none()): SwapResponse =
        client.swapAsync(request, options).await()

    /** [TradingClient.limitOrderQuote], suspending: a limit-order quote (`POST /limit_order_quote`). */
    public suspend fun limitOrderQuote(
        request: LimitOrderQuoteRequest,
        options: RequestOptions = RequestOptions.none(),
    ): LimitOrderQuoteResponse = client.limitOrderQuoteAsync(request, options).await()

    /** [TradingClient.order], suspending: submits a signed UniswapX order (`POST /order`). */
    public suspend fun order(request: OrderRequest, options: RequestOptions = RequestOptions.none()): OrderResponse =
        client.orderAsync(request, options).await()

    /** [TradingClient.getOrders], suspending: one page of UniswapX orders (`GET /orders`). */
    public suspend fun getOrders(
        query: OrdersQuery,
        options: RequestOptions = RequestOptions.none(),
    ): OrdersResponse = client.getOrdersAsync(query, options).await()

    /** [TradingClient.send], suspending: calldata for a plain token transfer (`POST /send`). */
    public suspend fun send(request: SendRequest, options: RequestOptions = RequestOptions.none()): SendResponse =
        client.sendAsync(request, options).await()

    /** [TradingClient.getSwappableTokens], suspending: a token's bridge destinations (`GET /swappable_tokens`). */
    public suspend fun getSwappableTokens(
        query: SwappableTokensQuery,
        options: RequestOptions = RequestOptions.none(),
    ): SwappableTokensResponse = client.getSwappableTokensAsync(query, options).await()

    /** [TradingClient.getSwaps], suspending: the status of swap and bridge transactions (`GET /swaps`). */
    public suspend fun getSwaps(query: SwapsQuery, options: RequestOptions = RequestOptions.none()): SwapsResponse =
        client.getSwapsAsync(query, options).await()

    /** [TradingClient.checkApproval], suspending: the approval a wallet needs first, or null (`POST /check_approval`). */
    public suspend fun checkApproval(
        request: CheckApprovalRequest,
        options: RequestOptions = RequestOptions.none(),
    ): CheckApprovalResponse = client.checkApprovalAsync(request, options).await()

    /** [TradingClient.checkLpApproval], suspending: the approvals an LP action needs (`POST /lp/check_approval`). */
    public suspend fun checkLpApproval(
        request: LpApprovalRequest,
        options: RequestOptions = RequestOptions.none(),
    ): LpApprovalResponse = client.checkLpApprovalAsync(request, options).await()

    /** [TradingClient.createPosition], suspending: opens a V3 or V4 position (`POST /lp/create`). */
    public suspend fun createPosition(
        request: CreatePositionRequest,
        options: RequestOptions = RequestOptions.none(),
    ): CreatePositionResponse = client.createPositionAsync(request, options).await()

    /** [TradingClient.createClassicPosition], suspending: adds liquidity to a V2 pair (`POST /lp/create_classic`). */
    public suspend fun createClassicPosition(
        request: CreateClassicPositionRequest,
        options: RequestOptions = RequestOptions.none(),
    ): CreateClassicPositionResponse = client.createClassicPositionAsync(request, options).await()

    /** [TradingClient.increasePosition], suspending: adds liquidity (`POST /lp/increase`). */
    public suspend fun increasePosition(
        request: IncreasePositionRequest,
        options: RequestOptions = RequestOptions.none(),
    ): IncreasePositionResponse = client.increasePositionAsync(request, options).await()

    /** [TradingClient.decreasePosition], suspending: removes liquidity (`POST /lp/decrease`). */
    public suspend fun decreasePosition(
        request: DecreasePositionRequest,
        options: RequestOptions = RequestOptions.none(),
    ): DecreasePositionResponse = client.decreasePositionAsync(request, options).await()

    /** [TradingClient.claimFees], suspending: collects an LP position's fees (`POST /lp/claim_fees`). */
    public suspend fun claimFees(
        request: ClaimFeesRequest,
        options: RequestOptions = RequestOptions.none(),
    ): ClaimFeesResponse = client.claimFeesAsync(request, options).await()

    /** [TradingClient.poolInfo], suspending: pools by their parameters or references (`POST /lp/pool_info`). */
    public suspend fun poolInfo(
        request: PoolInfoRequest,
        options: RequestOptions = RequestOptions.none(),
    ): PoolInfoResponse = client.poolInfoAsync(request, options).await()

    /** [TradingClient.createPlan], suspending: an execution plan for a chained quote (`POST /plan`). */
    public suspend fun createPlan(
        request: CreatePlanRequest,
        options: RequestOptions = RequestOptions.none(),
    ): PlanResponse = client.createPlanAsync(request, options).await()

    /** [TradingClient.getPlan], suspending: a plan's state (`GET /plan/{planId}`). */
    public suspend fun getPlan(
        planId: String,
        forceRefresh: Boolean,
        options: RequestOptions = RequestOptions.none(),
    ): PlanResponse = client.getPlanAsync(planId, forceRefresh, options).await()

    /** [TradingClient.updatePlan], suspending: attaches step proofs to a plan (`PATCH /plan/{planId}`). */
    public suspend fun updatePlan(
        planId: String,
        request: UpdatePlanRequest,
        options: RequestOptions = RequestOptions.none(),
    ): PlanResponse = client.updatePlanAsync(planId, request, options).await()

    /** [TradingClient.checkDelegation], suspending: wallets' EIP-7702 delegations (`POST /wallet/check_delegation`). */
    public suspend fun checkDelegation(
        request: CheckDelegationRequest,
        options: RequestOptions = RequestOptions.none(),
    ): CheckDelegationResponse = client.checkDelegationAsync(request, options).await()

    /** [TradingClient.encode7702], suspending: calls as one EIP-7702 transaction (`POST /wallet/encode_7702`). */
    public suspend fun encode7702(
        request: Encode7702Request,
        options: RequestOptions = RequestOptions.none(),
    ): Encode7702Response = client.encode7702Async(request, options).await()

    /** [TradingClient.encode4337], suspending: calls as an ERC-4337 UserOperation (`POST /wallet/encode_4337`). */
    public suspend fun encode4337(
        request: Encode4337Request,
        options: RequestOptions = RequestOptions.none(),
    ): Encode4337Response = client.encode4337Async(request, options).await()

    /** Names the client it suspends over. */
    override fun toString(): String = "TradingSuspendClient($client)"
}

/**
 * This client's operations as suspend functions: `client.coroutines().quote(request)`.
 *
 * A view, not a copy: it shares the client's options, pool and threads, and closing the client ends it too.
 */
@ExperimentalTradingCoroutinesApi
public fun TradingClient.coroutines(): TradingSuspendClient = TradingSuspendClient(this)
