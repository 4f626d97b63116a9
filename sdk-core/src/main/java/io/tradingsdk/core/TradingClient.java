package io.tradingsdk.core;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tradingsdk.models.AgentInfo;
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
import io.tradingsdk.models.order.UniswapXOrder;
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
import io.tradingsdk.models.json.TradingJson;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;

/**
 * The Trading API client: one method per operation, each with a per-call {@link RequestOptions}
 * overload and an async twin, plus {@link #raw()} for status, headers and request id.
 *
 * <pre>{@code
 * TradingClient client = TradingClient.fromEnv();          // TRADING_API_KEY, TRADING_API_BASE_URL, ...
 * QuoteResponse quote = client.quote(quoteRequest);
 * }</pre>
 *
 * <p>Create one client per application and share it: it is thread-safe and holds a connection pool
 * and threads. {@link #withOptions(Consumer)} derives a client with other options over the same pool.
 * {@link #close()} releases the pool; its threads are daemons, so forgetting it never blocks JVM exit.
 *
 * <p><b>Failures.</b> Every failure is unchecked: {@link TradingApiException} subclasses by status,
 * {@link TradingIoException} for the network (and {@link DeadlineExceededException}), {@link
 * InvalidResponseException} when a 2xx body does not fit its model or a body exceeds {@link
 * ClientOptions#maxResponseBytes()}, and {@link InvalidRequestException} (thrown before sending) when
 * a call breaks a header or call rule. A per-attempt timeout is an {@link AttemptTimeoutException}, an
 * interrupted blocking call a {@link CallCancelledException}, a call on (or during the closing of) a
 * closed client a {@link ClientClosedException}. Async methods report the same exceptions through
 * the future, retried the same way, and their futures always complete.
 *
 * <p><b>Swap journeys.</b> The client remembers the {@code x-universal-router-version} each quote was
 * requested under. A swap built from that quote is sent with the same version when the swap call
 * sets none, and refused with {@link RouterVersionMismatchException} when its version differs.
 */
public final class TradingClient implements AutoCloseable {
  private static final MediaType JSON = MediaType.get("application/json");

  private final ClientOptions options;
  private final SharedResources shared;
  private final boolean root;
  private final CallRunner runner;
  private final HttpUrl baseUrl;
  private final Redactor redactor;
  private final CallLogger log;
  private final RateLimiter limiter;
  private final RawTradingClient raw;
  private volatile boolean closed;

  private TradingClient(ClientOptions options, SharedResources shared, boolean root) {
    this.options = options;
    this.shared = shared;
    this.root = root;
    OkHttpClient http = shared.http(options);
    this.runner = new CallRunner(http, shared.scheduler, shared.inFlight, shared::isClosed);
    this.baseUrl = HttpUrl.get(options.baseUrl());
    this.redactor = new Redactor(options.apiKey());
    this.log = new CallLogger(options.logLevel(), options.logSink(), redactor);
    this.limiter = shared.limiter(options.apiKey(), options.rateLimiter().orElse(null));
    this.raw = new RawTradingClient(this);
  }

  /** A builder; {@code apiKey} is required, everything else has a default. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A client configured from system properties and environment variables (see {@link
   * ClientOptions}): at least {@code TRADING_API_KEY}.
   */
  public static TradingClient fromEnv() {
    return builder().fromEnv().build();
  }

  /** A client with these options and a pool of its own. */
  public static TradingClient create(ClientOptions options) {
    Objects.requireNonNull(options, "options");
    return new TradingClient(options, new SharedResources(options.maxConcurrentRequests()), true);
  }

  /**
   * A client with changed options that shares this one's connection pool, threads, swap-journey
   * memory and rate limiters. Closing the derived client does not close the pool; closing the
   * client it came from (the one built first) does, for both.
   *
   * <pre>{@code
   * TradingClient patient = client.withOptions(o -> o.deadline(Duration.ofMinutes(2)).maxRetries(5));
   * }</pre>
   *
   * @throws IllegalArgumentException when the changed options are invalid, or change {@code
   *     maxConcurrentRequests}, which belongs to the shared pool
   */
  public TradingClient withOptions(Consumer<ClientOptions.Builder> change) {
    ensureOpen();
    ClientOptions.Builder b = options.toBuilder();
    change.accept(b);
    ClientOptions changed = b.build();
    if (changed.maxConcurrentRequests() != shared.maxConcurrentRequests) {
      throw new IllegalArgumentException("maxConcurrentRequests: belongs to the shared connection pool ("
          + shared.maxConcurrentRequests + "); build a new client to change it");
    }
    return new TradingClient(changed, shared, false);
  }

  /** This client's options. */
  public ClientOptions options() {
    return options;
  }

  /** The same operations, answering with {@link RawResponse}: status, headers, request id and model. */
  public RawTradingClient raw() {
    return raw;
  }

  /**
   * Closes this client. On the client that owns the pool (built with {@link #builder()}, {@link
   * #fromEnv()} or {@link #create}), also cancels calls in flight, stops the client's threads and
   * closes idle connections, which ends every client derived from it. Idempotent.
   */
  @Override
  public void close() {
    closed = true;
    if (root) {
      shared.close();
    }
  }

  @Override
  public String toString() {
    return "TradingClient{" + options.baseUrl() + (root ? "" : ", derived") + (closed ? ", closed" : "") + "}";
  }

  // ------------------------------------------------------------------ the operations

  /**
   * {@code POST /quote}: a quote for a swap, bridge, wrap or unwrap. Sends {@code x-universal-router-version},
   * {@code x-erc20eth-enabled} and {@code x-permit2-disabled} when set, and remembers the router version for
   * the swap built from this quote.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public QuoteResponse quote(QuoteRequest request) {
    return quote(request, RequestOptions.none());
  }

  /** {@link #quote} with per-call options. */
  public QuoteResponse quote(QuoteRequest request, RequestOptions options) {
    return call(Endpoints.QUOTE, request, options);
  }

  /** {@link #quote}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<QuoteResponse> quoteAsync(QuoteRequest request) {
    return quoteAsync(request, RequestOptions.none());
  }

  /** {@link #quote}, asynchronously, with per-call options. */
  public CompletableFuture<QuoteResponse> quoteAsync(QuoteRequest request, RequestOptions options) {
    return callAsync(Endpoints.QUOTE, request, options);
  }

  /**
   * {@code POST /swap_7702}: EIP-7702 calldata for a quote. Sends the router version of the quote's journey
   * (refusing another, see {@link RouterVersionMismatchException}) and {@code x-erc20eth-enabled} when set.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public Swap7702Response swap7702(Swap7702Request request) {
    return swap7702(request, RequestOptions.none());
  }

  /** {@link #swap7702} with per-call options. */
  public Swap7702Response swap7702(Swap7702Request request, RequestOptions options) {
    return call(Endpoints.SWAP_7702, request, options);
  }

  /** {@link #swap7702}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<Swap7702Response> swap7702Async(Swap7702Request request) {
    return swap7702Async(request, RequestOptions.none());
  }

  /** {@link #swap7702}, asynchronously, with per-call options. */
  public CompletableFuture<Swap7702Response> swap7702Async(Swap7702Request request, RequestOptions options) {
    return callAsync(Endpoints.SWAP_7702, request, options);
  }

  /**
   * {@code POST /swap_5792}: EIP-5792 batch calls for a quote. Sends the router version of the quote's
   * journey (refusing another, see {@link RouterVersionMismatchException}).
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public Swap5792Response swap5792(Swap5792Request request) {
    return swap5792(request, RequestOptions.none());
  }

  /** {@link #swap5792} with per-call options. */
  public Swap5792Response swap5792(Swap5792Request request, RequestOptions options) {
    return call(Endpoints.SWAP_5792, request, options);
  }

  /** {@link #swap5792}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<Swap5792Response> swap5792Async(Swap5792Request request) {
    return swap5792Async(request, RequestOptions.none());
  }

  /** {@link #swap5792}, asynchronously, with per-call options. */
  public CompletableFuture<Swap5792Response> swap5792Async(Swap5792Request request, RequestOptions options) {
    return callAsync(Endpoints.SWAP_5792, request, options);
  }

  /**
   * {@code POST /limit_order_quote}: a limit-order quote.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public LimitOrderQuoteResponse limitOrderQuote(LimitOrderQuoteRequest request) {
    return limitOrderQuote(request, RequestOptions.none());
  }

  /** {@link #limitOrderQuote} with per-call options. */
  public LimitOrderQuoteResponse limitOrderQuote(LimitOrderQuoteRequest request, RequestOptions options) {
    return call(Endpoints.LIMIT_ORDER_QUOTE, request, options);
  }

  /** {@link #limitOrderQuote}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<LimitOrderQuoteResponse> limitOrderQuoteAsync(LimitOrderQuoteRequest request) {
    return limitOrderQuoteAsync(request, RequestOptions.none());
  }

  /** {@link #limitOrderQuote}, asynchronously, with per-call options. */
  public CompletableFuture<LimitOrderQuoteResponse> limitOrderQuoteAsync(LimitOrderQuoteRequest request, RequestOptions options) {
    return callAsync(Endpoints.LIMIT_ORDER_QUOTE, request, options);
  }

  /**
   * {@code POST /send}: calldata for a plain token transfer.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public SendResponse send(SendRequest request) {
    return send(request, RequestOptions.none());
  }

  /** {@link #send} with per-call options. */
  public SendResponse send(SendRequest request, RequestOptions options) {
    return call(Endpoints.SEND, request, options);
  }

  /** {@link #send}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<SendResponse> sendAsync(SendRequest request) {
    return sendAsync(request, RequestOptions.none());
  }

  /** {@link #send}, asynchronously, with per-call options. */
  public CompletableFuture<SendResponse> sendAsync(SendRequest request, RequestOptions options) {
    return callAsync(Endpoints.SEND, request, options);
  }

  /**
   * {@code GET /swappable_tokens}: the bridge destinations of a token on a chain.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public SwappableTokensResponse getSwappableTokens(SwappableTokensQuery query) {
    return getSwappableTokens(query, RequestOptions.none());
  }

  /** {@link #getSwappableTokens} with per-call options. */
  public SwappableTokensResponse getSwappableTokens(SwappableTokensQuery query, RequestOptions options) {
    return call(Endpoints.SWAPPABLE_TOKENS, query, options);
  }

  /** {@link #getSwappableTokens}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<SwappableTokensResponse> getSwappableTokensAsync(SwappableTokensQuery query) {
    return getSwappableTokensAsync(query, RequestOptions.none());
  }

  /** {@link #getSwappableTokens}, asynchronously, with per-call options. */
  public CompletableFuture<SwappableTokensResponse> getSwappableTokensAsync(SwappableTokensQuery query, RequestOptions options) {
    return callAsync(Endpoints.SWAPPABLE_TOKENS, query, options);
  }

  /**
   * {@code POST /check_approval}: the approval (and allowance reset) transactions a wallet needs, or null
   * ones when it needs none. Sends {@code x-permit2-disabled} when set.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public CheckApprovalResponse checkApproval(CheckApprovalRequest request) {
    return checkApproval(request, RequestOptions.none());
  }

  /** {@link #checkApproval} with per-call options. */
  public CheckApprovalResponse checkApproval(CheckApprovalRequest request, RequestOptions options) {
    return call(Endpoints.CHECK_APPROVAL, request, options);
  }

  /** {@link #checkApproval}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<CheckApprovalResponse> checkApprovalAsync(CheckApprovalRequest request) {
    return checkApprovalAsync(request, RequestOptions.none());
  }

  /** {@link #checkApproval}, asynchronously, with per-call options. */
  public CompletableFuture<CheckApprovalResponse> checkApprovalAsync(CheckApprovalRequest request, RequestOptions options) {
    return callAsync(Endpoints.CHECK_APPROVAL, request, options);
  }

  /**
   * {@code POST /lp/increase}: calldata to add liquidity to an existing position.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public IncreasePositionResponse increasePosition(IncreasePositionRequest request) {
    return increasePosition(request, RequestOptions.none());
  }

  /** {@link #increasePosition} with per-call options. */
  public IncreasePositionResponse increasePosition(IncreasePositionRequest request, RequestOptions options) {
    return call(Endpoints.INCREASE_POSITION, request, options);
  }

  /** {@link #increasePosition}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<IncreasePositionResponse> increasePositionAsync(IncreasePositionRequest request) {
    return increasePositionAsync(request, RequestOptions.none());
  }

  /** {@link #increasePosition}, asynchronously, with per-call options. */
  public CompletableFuture<IncreasePositionResponse> increasePositionAsync(IncreasePositionRequest request, RequestOptions options) {
    return callAsync(Endpoints.INCREASE_POSITION, request, options);
  }

  /**
   * {@code POST /lp/check_approval}: the approval transactions (and V4 or V3 NFT permits) a wallet needs before
   * an LP action; none when every approval is in place.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public LpApprovalResponse checkLpApproval(LpApprovalRequest request) {
    return checkLpApproval(request, RequestOptions.none());
  }

  /** {@link #checkLpApproval} with per-call options. */
  public LpApprovalResponse checkLpApproval(LpApprovalRequest request, RequestOptions options) {
    return call(Endpoints.LP_CHECK_APPROVAL, request, options);
  }

  /** {@link #checkLpApproval}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<LpApprovalResponse> checkLpApprovalAsync(LpApprovalRequest request) {
    return checkLpApprovalAsync(request, RequestOptions.none());
  }

  /** {@link #checkLpApproval}, asynchronously, with per-call options. */
  public CompletableFuture<LpApprovalResponse> checkLpApprovalAsync(LpApprovalRequest request, RequestOptions options) {
    return callAsync(Endpoints.LP_CHECK_APPROVAL, request, options);
  }

  /**
   * {@code POST /lp/create}: calldata to open a V3 or V4 position, in an existing pool or a new one.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public CreatePositionResponse createPosition(CreatePositionRequest request) {
    return createPosition(request, RequestOptions.none());
  }

  /** {@link #createPosition} with per-call options. */
  public CreatePositionResponse createPosition(CreatePositionRequest request, RequestOptions options) {
    return call(Endpoints.CREATE_POSITION, request, options);
  }

  /** {@link #createPosition}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<CreatePositionResponse> createPositionAsync(CreatePositionRequest request) {
    return createPositionAsync(request, RequestOptions.none());
  }

  /** {@link #createPosition}, asynchronously, with per-call options. */
  public CompletableFuture<CreatePositionResponse> createPositionAsync(CreatePositionRequest request, RequestOptions options) {
    return callAsync(Endpoints.CREATE_POSITION, request, options);
  }

  /**
   * {@code POST /lp/create_classic}: calldata to add liquidity to a V2 pair.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public CreateClassicPositionResponse createClassicPosition(CreateClassicPositionRequest request) {
    return createClassicPosition(request, RequestOptions.none());
  }

  /** {@link #createClassicPosition} with per-call options. */
  public CreateClassicPositionResponse createClassicPosition(CreateClassicPositionRequest request, RequestOptions options) {
    return call(Endpoints.CREATE_CLASSIC_POSITION, request, options);
  }

  /** {@link #createClassicPosition}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<CreateClassicPositionResponse> createClassicPositionAsync(CreateClassicPositionRequest request) {
    return createClassicPositionAsync(request, RequestOptions.none());
  }

  /** {@link #createClassicPosition}, asynchronously, with per-call options. */
  public CompletableFuture<CreateClassicPositionResponse> createClassicPositionAsync(CreateClassicPositionRequest request, RequestOptions options) {
    return callAsync(Endpoints.CREATE_CLASSIC_POSITION, request, options);
  }

  /**
   * {@code POST /lp/decrease}: calldata to withdraw a share of a position's liquidity.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public DecreasePositionResponse decreasePosition(DecreasePositionRequest request) {
    return decreasePosition(request, RequestOptions.none());
  }

  /** {@link #decreasePosition} with per-call options. */
  public DecreasePositionResponse decreasePosition(DecreasePositionRequest request, RequestOptions options) {
    return call(Endpoints.DECREASE_POSITION, request, options);
  }

  /** {@link #decreasePosition}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<DecreasePositionResponse> decreasePositionAsync(DecreasePositionRequest request) {
    return decreasePositionAsync(request, RequestOptions.none());
  }

  /** {@link #decreasePosition}, asynchronously, with per-call options. */
  public CompletableFuture<DecreasePositionResponse> decreasePositionAsync(DecreasePositionRequest request, RequestOptions options) {
    return callAsync(Endpoints.DECREASE_POSITION, request, options);
  }

  /**
   * {@code POST /lp/claim_fees}: calldata to collect the fees a V3 or V4 position has earned.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public ClaimFeesResponse claimFees(ClaimFeesRequest request) {
    return claimFees(request, RequestOptions.none());
  }

  /** {@link #claimFees} with per-call options. */
  public ClaimFeesResponse claimFees(ClaimFeesRequest request, RequestOptions options) {
    return call(Endpoints.CLAIM_FEES, request, options);
  }

  /** {@link #claimFees}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<ClaimFeesResponse> claimFeesAsync(ClaimFeesRequest request) {
    return claimFeesAsync(request, RequestOptions.none());
  }

  /** {@link #claimFees}, asynchronously, with per-call options. */
  public CompletableFuture<ClaimFeesResponse> claimFeesAsync(ClaimFeesRequest request, RequestOptions options) {
    return callAsync(Endpoints.CLAIM_FEES, request, options);
  }

  /**
   * {@code POST /lp/pool_info}: pools by their parameters or references, one page at a time.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public PoolInfoResponse poolInfo(PoolInfoRequest request) {
    return poolInfo(request, RequestOptions.none());
  }

  /** {@link #poolInfo} with per-call options. */
  public PoolInfoResponse poolInfo(PoolInfoRequest request, RequestOptions options) {
    return call(Endpoints.POOL_INFO, request, options);
  }

  /** {@link #poolInfo}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<PoolInfoResponse> poolInfoAsync(PoolInfoRequest request) {
    return poolInfoAsync(request, RequestOptions.none());
  }

  /** {@link #poolInfo}, asynchronously, with per-call options. */
  public CompletableFuture<PoolInfoResponse> poolInfoAsync(PoolInfoRequest request, RequestOptions options) {
    return callAsync(Endpoints.POOL_INFO, request, options);
  }

  /**
   * {@code POST /plan}: an execution plan for a chained quote.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public PlanResponse createPlan(CreatePlanRequest request) {
    return createPlan(request, RequestOptions.none());
  }

  /** {@link #createPlan} with per-call options. */
  public PlanResponse createPlan(CreatePlanRequest request, RequestOptions options) {
    return call(Endpoints.CREATE_PLAN, request, options);
  }

  /** {@link #createPlan}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<PlanResponse> createPlanAsync(CreatePlanRequest request) {
    return createPlanAsync(request, RequestOptions.none());
  }

  /** {@link #createPlan}, asynchronously, with per-call options. */
  public CompletableFuture<PlanResponse> createPlanAsync(CreatePlanRequest request, RequestOptions options) {
    return callAsync(Endpoints.CREATE_PLAN, request, options);
  }

  /**
   * {@code GET /plan/{planId}}: a plan's current state; {@code forceRefresh} asks the service to re-check
   * its steps (not possible for a completed plan). A blank or path-changing {@code planId} is refused with
   * {@link InvalidRequestException}.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public PlanResponse getPlan(String planId, boolean forceRefresh) {
    return getPlan(planId, forceRefresh, RequestOptions.none());
  }

  /** {@link #getPlan} with per-call options. */
  public PlanResponse getPlan(String planId, boolean forceRefresh, RequestOptions options) {
    return call(Endpoints.GET_PLAN, new Endpoints.PlanRef(planId, forceRefresh), options);
  }

  /** {@link #getPlan}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<PlanResponse> getPlanAsync(String planId, boolean forceRefresh) {
    return getPlanAsync(planId, forceRefresh, RequestOptions.none());
  }

  /** {@link #getPlan}, asynchronously, with per-call options. */
  public CompletableFuture<PlanResponse> getPlanAsync(String planId, boolean forceRefresh, RequestOptions options) {
    return callAsync(Endpoints.GET_PLAN, new Endpoints.PlanRef(planId, forceRefresh), options);
  }

  /**
   * {@code PATCH /plan/{planId}}: attaches step proofs and returns the updated plan; a completed plan gives
   * {@link UnprocessableEntityException}.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public PlanResponse updatePlan(String planId, UpdatePlanRequest request) {
    return updatePlan(planId, request, RequestOptions.none());
  }

  /** {@link #updatePlan} with per-call options. */
  public PlanResponse updatePlan(String planId, UpdatePlanRequest request, RequestOptions options) {
    return call(Endpoints.UPDATE_PLAN, new Endpoints.PlanUpdate(planId, request), options);
  }

  /** {@link #updatePlan}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<PlanResponse> updatePlanAsync(String planId, UpdatePlanRequest request) {
    return updatePlanAsync(planId, request, RequestOptions.none());
  }

  /** {@link #updatePlan}, asynchronously, with per-call options. */
  public CompletableFuture<PlanResponse> updatePlanAsync(String planId, UpdatePlanRequest request, RequestOptions options) {
    return callAsync(Endpoints.UPDATE_PLAN, new Endpoints.PlanUpdate(planId, request), options);
  }

  /**
   * {@code GET /swaps}: the status of swap and bridge transactions; the hash lists travel comma-joined.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public SwapsResponse getSwaps(SwapsQuery query) {
    return getSwaps(query, RequestOptions.none());
  }

  /** {@link #getSwaps} with per-call options. */
  public SwapsResponse getSwaps(SwapsQuery query, RequestOptions options) {
    return call(Endpoints.SWAPS, query, options);
  }

  /** {@link #getSwaps}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<SwapsResponse> getSwapsAsync(SwapsQuery query) {
    return getSwapsAsync(query, RequestOptions.none());
  }

  /** {@link #getSwaps}, asynchronously, with per-call options. */
  public CompletableFuture<SwapsResponse> getSwapsAsync(SwapsQuery query, RequestOptions options) {
    return callAsync(Endpoints.SWAPS, query, options);
  }

  /**
   * {@code POST /wallet/check_delegation}: smart-wallet delegation status per wallet and chain.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public CheckDelegationResponse checkDelegation(CheckDelegationRequest request) {
    return checkDelegation(request, RequestOptions.none());
  }

  /** {@link #checkDelegation} with per-call options. */
  public CheckDelegationResponse checkDelegation(CheckDelegationRequest request, RequestOptions options) {
    return call(Endpoints.CHECK_DELEGATION, request, options);
  }

  /** {@link #checkDelegation}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<CheckDelegationResponse> checkDelegationAsync(CheckDelegationRequest request) {
    return checkDelegationAsync(request, RequestOptions.none());
  }

  /** {@link #checkDelegation}, asynchronously, with per-call options. */
  public CompletableFuture<CheckDelegationResponse> checkDelegationAsync(CheckDelegationRequest request, RequestOptions options) {
    return callAsync(Endpoints.CHECK_DELEGATION, request, options);
  }


  /**
   * {@code POST /swap}: calldata for a CLASSIC, WRAP, UNWRAP or BRIDGE quote, to sign and send from a plain
   * wallet (build the request with {@link SwapRequest#fromQuote}). Sends the router version of the quote's
   * journey (refusing another, see {@link RouterVersionMismatchException}) and {@code x-permit2-disabled}
   * when set. Check {@link SwapResponse#hasCalldata()} before broadcasting.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public SwapResponse swap(SwapRequest request) {
    return swap(request, RequestOptions.none());
  }

  /** {@link #swap} with per-call options. */
  public SwapResponse swap(SwapRequest request, RequestOptions options) {
    return call(Endpoints.SWAP, request, options);
  }

  /** {@link #swap}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<SwapResponse> swapAsync(SwapRequest request) {
    return swapAsync(request, RequestOptions.none());
  }

  /** {@link #swap}, asynchronously, with per-call options. */
  public CompletableFuture<SwapResponse> swapAsync(SwapRequest request, RequestOptions options) {
    return callAsync(Endpoints.SWAP, request, options);
  }

  /**
   * {@code POST /order}: submits a signed UniswapX order ({@code DUTCH_V2}, {@code DUTCH_V3} or {@code
   * PRIORITY} quote; build it with {@link OrderRequest#fromQuote}). The service answers 201 with the order id
   * and its first status; follow it with {@link #getOrders} or {@link #ordersIterable}. Sends {@code
   * x-erc20eth-enabled} when set.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public OrderResponse order(OrderRequest request) {
    return order(request, RequestOptions.none());
  }

  /** {@link #order} with per-call options. */
  public OrderResponse order(OrderRequest request, RequestOptions options) {
    return call(Endpoints.ORDER, request, options);
  }

  /** {@link #order}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<OrderResponse> orderAsync(OrderRequest request) {
    return orderAsync(request, RequestOptions.none());
  }

  /** {@link #order}, asynchronously, with per-call options. */
  public CompletableFuture<OrderResponse> orderAsync(OrderRequest request, RequestOptions options) {
    return callAsync(Endpoints.ORDER, request, options);
  }

  /**
   * {@code GET /orders}: one page of UniswapX orders matching the query, {@code orderIds} comma-joined. The
   * response's {@link OrdersResponse#nextCursor()} leads to the next page; {@link #ordersIterable} follows it
   * for you.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public OrdersResponse getOrders(OrdersQuery query) {
    return getOrders(query, RequestOptions.none());
  }

  /** {@link #getOrders} with per-call options. */
  public OrdersResponse getOrders(OrdersQuery query, RequestOptions options) {
    return call(Endpoints.ORDERS, query, options);
  }

  /** {@link #getOrders}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<OrdersResponse> getOrdersAsync(OrdersQuery query) {
    return getOrdersAsync(query, RequestOptions.none());
  }

  /** {@link #getOrders}, asynchronously, with per-call options. */
  public CompletableFuture<OrdersResponse> getOrdersAsync(OrdersQuery query, RequestOptions options) {
    return callAsync(Endpoints.ORDERS, query, options);
  }

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
   * <p>A failed page throws from {@code hasNext()} as {@link #getOrders} would. A server that sends a
   * cursor it has already sent is refused with {@link InvalidResponseException}, not followed forever.
   */
  public Iterable<UniswapXOrder> ordersIterable(OrdersQuery query) {
    return ordersIterable(query, RequestOptions.none());
  }

  /** {@link #ordersIterable} with per-call options, applied to every page. */
  public Iterable<UniswapXOrder> ordersIterable(OrdersQuery query, RequestOptions options) {
    Objects.requireNonNull(query, "getOrders: query");
    Objects.requireNonNull(options, "getOrders: requestOptions");
    return () -> new OrderPages(query, page -> callRaw(Endpoints.ORDERS, page, options));
  }

  /** {@link #ordersIterable} as a sequential, lazy {@link Stream}: pages are fetched as it is consumed. */
  public Stream<UniswapXOrder> ordersStream(OrdersQuery query) {
    return ordersStream(query, RequestOptions.none());
  }

  /** {@link #ordersStream} with per-call options, applied to every page. */
  public Stream<UniswapXOrder> ordersStream(OrdersQuery query, RequestOptions options) {
    return StreamSupport.stream(ordersIterable(query, options).spliterator(), false);
  }

  /**
   * {@code POST /wallet/encode_7702}: encodes calls on one chain into a single transaction for an EIP-7702
   * delegated wallet.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public Encode7702Response encode7702(Encode7702Request request) {
    return encode7702(request, RequestOptions.none());
  }

  /** {@link #encode7702} with per-call options. */
  public Encode7702Response encode7702(Encode7702Request request, RequestOptions options) {
    return call(Endpoints.ENCODE_7702, request, options);
  }

  /** {@link #encode7702}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<Encode7702Response> encode7702Async(Encode7702Request request) {
    return encode7702Async(request, RequestOptions.none());
  }

  /** {@link #encode7702}, asynchronously, with per-call options. */
  public CompletableFuture<Encode7702Response> encode7702Async(Encode7702Request request, RequestOptions options) {
    return callAsync(Endpoints.ENCODE_7702, request, options);
  }

  /**
   * {@code POST /wallet/encode_4337}: encodes calls into an ERC-4337 UserOperation for a smart account,
   * sponsored by a paymaster when one accepts. The operation's signature is a placeholder to replace.
   *
   * @throws TradingException when the call fails (see the class comment)
   * @throws InvalidRequestException when the call breaks a header or call rule, before sending
   */
  public Encode4337Response encode4337(Encode4337Request request) {
    return encode4337(request, RequestOptions.none());
  }

  /** {@link #encode4337} with per-call options. */
  public Encode4337Response encode4337(Encode4337Request request, RequestOptions options) {
    return call(Endpoints.ENCODE_4337, request, options);
  }

  /** {@link #encode4337}, asynchronously: cancelling the future cancels the HTTP call. */
  public CompletableFuture<Encode4337Response> encode4337Async(Encode4337Request request) {
    return encode4337Async(request, RequestOptions.none());
  }

  /** {@link #encode4337}, asynchronously, with per-call options. */
  public CompletableFuture<Encode4337Response> encode4337Async(Encode4337Request request, RequestOptions options) {
    return callAsync(Endpoints.ENCODE_4337, request, options);
  }

  // ------------------------------------------------------------------ the call path

  <Req, Resp> Resp call(Operation<Req, Resp> op, Req request, RequestOptions requestOptions) {
    return runner.execute(prepare(op, request, requestOptions)).body();
  }

  <Req, Resp> CompletableFuture<Resp> callAsync(Operation<Req, Resp> op, Req request, RequestOptions ro) {
    PreparedCall<Resp> call;
    try {
      call = prepare(op, request, ro);
    } catch (RuntimeException e) {
      return failedFuture(e);
    }
    return runner.executeAsync(call, RawResponse::body);
  }

  <Req, Resp> RawResponse<Resp> callRaw(Operation<Req, Resp> op, Req request, RequestOptions ro) {
    return runner.execute(prepare(op, request, ro));
  }

  <Req, Resp> CompletableFuture<RawResponse<Resp>> callRawAsync(Operation<Req, Resp> op, Req request,
      RequestOptions ro) {
    PreparedCall<Resp> call;
    try {
      call = prepare(op, request, ro);
    } catch (RuntimeException e) {
      return failedFuture(e);
    }
    return runner.executeAsync(call, r -> r);
  }

  /** Validates the call against the header and call rules and builds the request; sends nothing. */
  <Req, Resp> PreparedCall<Resp> prepare(Operation<Req, Resp> op, Req request, RequestOptions ro) {
    ensureOpen();
    Objects.requireNonNull(request, op.name + ": request");
    Objects.requireNonNull(ro, op.name + ": requestOptions");
    checkApplies(op, Operation.Header.ROUTER_VERSION, ro.routerVersion().isPresent());
    checkApplies(op, Operation.Header.ERC20ETH_ENABLED, ro.erc20EthEnabled().isPresent());
    checkApplies(op, Operation.Header.PERMIT2_DISABLED, ro.permit2Disabled().isPresent());
    AgentInfo agentInfo = ro.withoutAgentInfo() ? null : ro.agentInfo().orElse(options.agentInfo().orElse(null));
    HeaderRules.checkAgentInfo(agentInfo, options.apiKey());

    Target target = op.target.apply(request);
    HttpUrl.Builder url = baseUrl.newBuilder();
    for (String segment : target.segments) {
      url.addPathSegment(segment);
    }
    for (String[] q : target.encodedQuery) {
      url.addEncodedQueryParameter(q[0], q[1]);
    }
    RouterVersion version = routerVersionFor(op, request, ro);

    Request.Builder rb = new Request.Builder()
        .url(url.build())
        .header(HeaderRules.API_KEY, options.apiKey())
        .header("Accept", "application/json")
        .header("User-Agent", options.userAgent());
    if (version != null) {
      rb.header(HeaderRules.ROUTER_VERSION, version.value());
    }
    flag(rb, op, Operation.Header.ERC20ETH_ENABLED, ro.erc20EthEnabled().or(options::erc20EthEnabled));
    flag(rb, op, Operation.Header.PERMIT2_DISABLED, ro.permit2Disabled().or(options::permit2Disabled));
    if (agentInfo != null) {
      rb.header(HeaderRules.AGENT_INFO, agentInfo.headerValue());
    }
    for (Map.Entry<String, String> h : options.headers().entrySet()) {
      rb.header(h.getKey(), h.getValue());
    }
    for (Map.Entry<String, String> h : ro.headers().entrySet()) {
      rb.header(h.getKey(), h.getValue());
    }
    byte[] body = null;
    if (op.body != null) {
      body = serialize(op, op.body.apply(request));
      rb.method(op.method, RequestBody.create(body, JSON));
    } else {
      rb.method(op.method, null);
    }

    RetryPolicy policy = options.retryPolicy();
    int maxRetries = ro.maxRetries().orElse(policy.maxRetries());
    Duration timeout = ro.timeout().orElse(options.timeout());
    Duration deadline = ro.deadline().orElse(options.deadline());
    Consumer<RawResponse<Resp>> onSuccess = null;
    if (op.journeyRole == Operation.JourneyRole.QUOTE) {
      RouterVersion quotedUnder = version;
      onSuccess = r -> shared.journeys.record(op.journeyKey.apply(r.body()), quotedUnder);
    }
    return new PreparedCall<>(op.name, op.pathTemplate, rb.build(), body, op.reader, op.responseName, version, policy,
        maxRetries, timeout.toNanos(), deadline.toNanos(), limiter, options.callListeners(),
        options.contextPropagator().orElse(null), log, redactor, onSuccess,
        ro.maxResponseBytes().orElse(options.maxResponseBytes()));
  }

  /**
   * The router version a call sends: the per-call option, else the client's; for a swap whose quote
   * this client family requested, the quote's version when neither is set, and a refusal when the set
   * one differs.
   */
  private <Req> RouterVersion routerVersionFor(Operation<Req, ?> op, Req request, RequestOptions ro) {
    if (!op.headers.contains(Operation.Header.ROUTER_VERSION)) {
      return null;
    }
    RouterVersion configured = ro.routerVersion().or(options::routerVersion).orElse(null);
    if (op.journeyRole == Operation.JourneyRole.SWAP) {
      Optional<JourneyTracker.Pin> pin = shared.journeys.lookup(op.journeyKey.apply(request));
      if (pin.isPresent()) {
        RouterVersion quoted = pin.get().version();
        if (configured == null) {
          return quoted;
        }
        if (!configured.equals(quoted)) {
          throw new RouterVersionMismatchException(quoted, configured);
        }
      }
    }
    return configured;
  }

  private static void checkApplies(Operation<?, ?> op, Operation.Header header, boolean requested) {
    if (requested && !op.headers.contains(header)) {
      throw new InvalidRequestException(header.wireName + ": " + op + " does not take this header; "
          + takers(header) + " do");
    }
  }

  private static String takers(Operation.Header header) {
    switch (header) {
      case ROUTER_VERSION:
        return "only /quote, /swap, /swap_7702 and /swap_5792";
      case ERC20ETH_ENABLED:
        return "only /quote, /order and /swap_7702";
      default:
        return "only /quote, /check_approval and /swap";
    }
  }

  private static void flag(Request.Builder rb, Operation<?, ?> op, Operation.Header header, Optional<Boolean> value) {
    if (value.isPresent() && op.headers.contains(header)) {
      rb.header(header.wireName, value.get().toString());
    }
  }

  private static byte[] serialize(Operation<?, ?> op, Object body) {
    try {
      return TradingJson.mapper().writeValueAsBytes(body);
    } catch (JsonProcessingException e) {
      throw new InvalidRequestException(op.name + ": the request cannot be written as JSON: " + e.getOriginalMessage());
    }
  }

  private void ensureOpen() {
    if (closed) {
      throw new ClientClosedException("TradingClient is closed", null, 0);
    }
    if (shared.isClosed()) {
      throw new ClientClosedException("TradingClient: the client this one was derived from is closed", null, 0);
    }
  }

  SharedResources sharedForTest() {
    return shared;
  }

  /**
   * Builds a {@link TradingClient}; the setters are those of {@link ClientOptions.Builder}, which
   * documents each.
   */
  public static final class Builder {
    private final ClientOptions.Builder options = ClientOptions.builder();
    private OkHttpClient httpClient;
    private final List<Interceptor> interceptors = new ArrayList<>();

    private Builder() {}

    /** See {@link ClientOptions.Builder#apiKey(String)}. */
    public Builder apiKey(String apiKey) {
      options.apiKey(apiKey);
      return this;
    }

    /** See {@link ClientOptions.Builder#baseUrl(String)}. */
    public Builder baseUrl(String baseUrl) {
      options.baseUrl(baseUrl);
      return this;
    }

    /** See {@link ClientOptions.Builder#routerVersion(RouterVersion)}. */
    public Builder routerVersion(RouterVersion routerVersion) {
      options.routerVersion(routerVersion);
      return this;
    }

    /** See {@link ClientOptions.Builder#erc20EthEnabled(Boolean)}. */
    public Builder erc20EthEnabled(Boolean enabled) {
      options.erc20EthEnabled(enabled);
      return this;
    }

    /** See {@link ClientOptions.Builder#permit2Disabled(Boolean)}. */
    public Builder permit2Disabled(Boolean disabled) {
      options.permit2Disabled(disabled);
      return this;
    }

    /** See {@link ClientOptions.Builder#agentInfo(AgentInfo)}. */
    public Builder agentInfo(AgentInfo agentInfo) {
      options.agentInfo(agentInfo);
      return this;
    }

    /** See {@link ClientOptions.Builder#header(String, String)}. */
    public Builder header(String name, String value) {
      options.header(name, value);
      return this;
    }

    /** See {@link ClientOptions.Builder#retryPolicy(RetryPolicy)}. */
    public Builder retryPolicy(RetryPolicy retryPolicy) {
      options.retryPolicy(retryPolicy);
      return this;
    }

    /** See {@link ClientOptions.Builder#maxRetries(int)}. */
    public Builder maxRetries(int maxRetries) {
      options.maxRetries(maxRetries);
      return this;
    }

    /** See {@link ClientOptions.Builder#timeout(Duration)}. */
    public Builder timeout(Duration timeout) {
      options.timeout(timeout);
      return this;
    }

    /** See {@link ClientOptions.Builder#connectTimeout(Duration)}. */
    public Builder connectTimeout(Duration connectTimeout) {
      options.connectTimeout(connectTimeout);
      return this;
    }

    /** See {@link ClientOptions.Builder#deadline(Duration)}. */
    public Builder deadline(Duration deadline) {
      options.deadline(deadline);
      return this;
    }

    /** See {@link ClientOptions.Builder#rateLimit(RateLimit)}. */
    public Builder rateLimit(RateLimit rateLimit) {
      options.rateLimit(rateLimit);
      return this;
    }

    /** See {@link ClientOptions.Builder#rateLimiter(RateLimiter.Factory)}. */
    public Builder rateLimiter(RateLimiter.Factory factory) {
      options.rateLimiter(factory);
      return this;
    }

    /** See {@link ClientOptions.Builder#logLevel(LogLevel)}. */
    public Builder logLevel(LogLevel logLevel) {
      options.logLevel(logLevel);
      return this;
    }

    /** See {@link ClientOptions.Builder#logSink(LogSink)}. */
    public Builder logSink(LogSink logSink) {
      options.logSink(logSink);
      return this;
    }

    /** See {@link ClientOptions.Builder#retryObserver(RetryObserver)}. */
    public Builder retryObserver(RetryObserver retryObserver) {
      options.retryObserver(retryObserver);
      return this;
    }

    /** See {@link ClientOptions.Builder#addCallListener(CallListener)}. */
    public Builder addCallListener(CallListener listener) {
      options.addCallListener(listener);
      return this;
    }

    /** See {@link ClientOptions.Builder#clearCallListeners()}. */
    public Builder clearCallListeners() {
      options.clearCallListeners();
      return this;
    }

    /** See {@link ClientOptions.Builder#contextPropagator(ContextPropagator)}. */
    public Builder contextPropagator(ContextPropagator propagator) {
      options.contextPropagator(propagator);
      return this;
    }

    /** See {@link ClientOptions.Builder#userAgent(String)}. */
    public Builder userAgent(String userAgent) {
      options.userAgent(userAgent);
      return this;
    }

    /** See {@link ClientOptions.Builder#maxConcurrentRequests(int)}. */
    public Builder maxConcurrentRequests(int maxConcurrentRequests) {
      options.maxConcurrentRequests(maxConcurrentRequests);
      return this;
    }

    /** See {@link ClientOptions.Builder#maxResponseBytes(long)}. */
    public Builder maxResponseBytes(long maxResponseBytes) {
      options.maxResponseBytes(maxResponseBytes);
      return this;
    }

    /** See {@link ClientOptions.Builder#allowInsecureHttp(boolean)}. */
    public Builder allowInsecureHttp(boolean allow) {
      options.allowInsecureHttp(allow);
      return this;
    }

    /** See {@link ClientOptions.Builder#fromEnv()}. */
    public Builder fromEnv() {
      options.fromEnv();
      return this;
    }

    /**
     * Sends through the application's {@code OkHttpClient}. The SDK derives its client from it with {@code
     * newBuilder()}, so the connection pool, dispatcher (and its concurrency limits, in place of {@code
     * maxConcurrentRequests}), proxy, TLS, DNS, event listener and interceptors are the application's. The SDK then
     * turns off OkHttp's silent retries and redirects for its calls, and applies its own timeouts. {@link
     * TradingClient#close()} never closes what the application handed in.
     */
    public Builder httpClient(OkHttpClient httpClient) {
      this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
      return this;
    }

    /**
     * Adds an OkHttp application interceptor to the SDK's calls (after those of {@link #httpClient}). It runs once
     * per attempt, retries included, and sees the request as sent ({@code x-api-key} included: the SDK's own
     * logging stays redacted, what the interceptor logs is up to it).
     */
    public Builder addInterceptor(Interceptor interceptor) {
      interceptors.add(Objects.requireNonNull(interceptor, "interceptor"));
      return this;
    }

    /** Applies any other change to the options being built. */
    public Builder options(Consumer<ClientOptions.Builder> change) {
      change.accept(options);
      return this;
    }

    /**
     * The client.
     *
     * @throws IllegalArgumentException naming the first missing or invalid setting
     */
    public TradingClient build() {
      ClientOptions built = options.build();
      return new TradingClient(built, new SharedResources(built.maxConcurrentRequests(), httpClient, interceptors), true);
    }
  }

  /** CompletableFuture.failedFuture is Android API 31. */
  private static <T> CompletableFuture<T> failedFuture(Throwable failure) {
    CompletableFuture<T> future = new CompletableFuture<>();
    future.completeExceptionally(failure);
    return future;
  }
}
