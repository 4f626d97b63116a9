package io.tradingsdk.cli;

import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RetryEvent;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.core.UnprocessableEntityException;
import io.tradingsdk.examples.NodeSender;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreateClassicPositionRequest;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.LpAction;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInfoResponse;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.models.lp.V2PoolParameters;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.PlanMethod;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStatus;
import io.tradingsdk.models.plan.PlanStep;
import io.tradingsdk.models.plan.StepProof;
import io.tradingsdk.models.plan.StepStatus;
import io.tradingsdk.models.plan.StepUpdate;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwappableToken;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.wallet.DelegationDetails;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.models.wallet.Encode7702Response;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.tokenlist.TokenInfo;
import io.tradingsdk.tokenlist.TokenList;
import io.tradingsdk.tokenlist.TokenListDiff;
import io.tradingsdk.tokenlist.TokenListProfile;
import io.tradingsdk.tokenlist.TokenListValidator;
import io.tradingsdk.tokenlist.TokenLists;
import io.tradingsdk.tokenlist.ValidationResult;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeEvent;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.SendOptions;
import io.tradingsdk.wallet.TransactionException;
import io.tradingsdk.wallet.TransactionReceipt;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code trading demo}: every operation of the {@link TradingClient}, grouped by the journeys a wallet
 * makes, against an embedded reference server on an ephemeral loopback port. Nothing leaves the
 * machine: every transaction is signed with a key made for the run and sent through {@code sdk-wallet}'s
 * sender to the server's JSON-RPC endpoint of its chain ({@code /rpc/{chainId}}), which mines it and answers its
 * receipt, and the server's clock runs the world (UniswapX orders fill, LP fees accrue).
 *
 * <ol>
 *   <li>classic swap through /swap: check_approval, quote, local EIP-712 permit, /swap, sent, /swaps;
 *   <li>smart-wallet swaps: /swap_7702 (sent as an EIP-7702 transaction, /swaps) and /swap_5792;
 *   <li>UniswapX: a DUTCH_V2 order signed, submitted and watched until filled; a limit order quote;
 *   <li>a send;
 *   <li>the LP lifecycle: approvals, pool_info, create, increase, decrease, claim fees; a V2 create;
 *   <li>a CHAINED plan until COMPLETED, then an update it refuses with 422;
 *   <li>wallets: delegation check, bridge tokens, encode_7702 and encode_4337 batches;
 *   <li>a token list validated and diffed (the bundled samples).
 * </ol>
 */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    versionProvider = SdkVersion.class,
    description = {
      DemoCommand.SUMMARY,
      "Journeys: classic swap (/swap), smart-wallet swaps (/swap_7702, /swap_5792), UniswapX order and limit order,"
          + " send, LP lifecycle, chained plan (and its 422 once completed), delegation, bridge tokens, wallet"
          + " encoding, token list validation and diff. With --fail-every N each retry is printed as it happens.",
      "Exit 0 when every step did what the spec says, 1 (with the failing step named) otherwise."
    })
public final class DemoCommand implements Callable<Integer> {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY =
      "Walk every operation of the real TradingClient, journey by journey, against an embedded reference "
          + "server.";

  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
  private static final String DAI = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final String ETH = "0x0000000000000000000000000000000000000000";
  private static final String BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
  private static final String SAMPLES = "/io/tradingsdk/examples/";
  private static final int MAX_POLLS = 20;
  /** Width of the step name column, so the details line up. */
  private static final int NAME_WIDTH = 26;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--seed", description = "Seed of the embedded server's market (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--fail-every", description = "Make the server answer 503 to every N-th request, to watch the client retry.")
  int failEvery;

  /** A step that did not do what the spec says; the message says what happened instead. */
  static final class StepFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    StepFailed(String message) {
      super(message, null, false, false);
    }
  }

  private PrintWriter out;
  private int stepNumber;
  private String stepName = "start";
  private final AtomicInteger retries = new AtomicInteger();

  @Override
  public Integer call() {
    out = spec.commandLine().getOut();
    LocalSigner wallet = LocalSigner.of(PrivateKey.random());
    try (ReferenceServer server = ReferenceServer.builder().seed(seed).build().start();
        NodeSender chain = NodeSender.embedded(server, wallet); // to the server's JSON-RPC, as to any node
        TradingClient client = TradingClient.builder()
            .apiKey(ServerConfig.TEST_KEY)
            .baseUrl(server.baseUrl().toString())
            .routerVersion(RouterVersion.V2_0)
            .retryObserver(this::retried)
            .build()) {
      if (failEvery > 0) {
        server.faults().every(failEvery).status(503);
      }
      out.println("Trading API demo against the embedded reference server at " + server.baseUrl() + " (seed " + seed + ")");
      out.println("Wallet " + wallet.address().toChecksumHex() + ": a key made for this run, never stored or printed;"
          + " it signs every transaction and sends it to " + server.baseUrl().resolve("/rpc/") + "{chainId}");
      new Journeys(server, client, wallet, chain).run();
      out.println();
      out.println("Demo finished: every step succeeded" + (retries.get() > 0
          ? " (the client retried " + retries.get() + " time" + (retries.get() == 1 ? "" : "s") + " after injected faults)."
          : "."));
      out.flush();
      return ExitCodes.OK;
    } catch (TradingException | TransactionException | StepFailed | IllegalArgumentException
        | IllegalStateException | java.util.NoSuchElementException | UncheckedIOException e) {
      out.flush();
      spec.commandLine().getErr().println("demo failed at step " + stepNumber + " (" + stepName + "): " + e.getMessage());
      return ExitCodes.FAILED;
    }
  }

  /** Told by the client before each retry, on the demo's thread: the line shows where it belongs. */
  private void retried(RetryEvent event) {
    retries.incrementAndGet();
    detail(String.format(Locale.ROOT, "retry: %s on %s (%s %s), attempt %d of %d failed, next in %d ms",
        event.status().isPresent() ? String.valueOf(event.status().getAsInt()) : "I/O error", event.operation(),
        event.method(), event.path(), event.failedAttempt(), event.maxAttempts(), event.delay().toMillis()));
  }

  private void journey(String title) {
    out.println();
    out.println("== " + title);
  }

  private void step(String name, String summary) {
    stepNumber++;
    stepName = name;
    out.printf(Locale.ROOT, "%2d. %-" + NAME_WIDTH + "s %s%n", stepNumber, name, summary);
  }

  private void detail(String text) {
    out.printf(Locale.ROOT, "    %-" + NAME_WIDTH + "s %s%n", "", text);
  }

  /** The journeys, each a short method over the same server, client and wallet. */
  private final class Journeys {
    private final ReferenceServer server;
    private final TradingClient client;
    private final LocalSigner wallet;
    private final NodeSender chain;
    private final String swapper;

    Journeys(ReferenceServer server, TradingClient client, LocalSigner wallet, NodeSender chain) {
      this.server = server;
      this.client = client;
      this.wallet = wallet;
      this.chain = chain;
      this.swapper = wallet.address().toChecksumHex();
    }

    void run() {
      classicSwap();
      smartWalletSwaps();
      uniswapX();
      send();
      liquidity();
      plan();
      wallets();
      tokenList();
    }

    // ------------------------------------------------------------------------------ classic swap

    private void classicSwap() {
      journey("Classic swap in one call (sdk-trade's TradeEngine)");
      step("trade", "TradeEngine.execute: 1,000 USDC -> ETH, classic; approval, permit, /swap, send, /swaps");
      try (EthRpcClient rpc = EthRpcClient.builder(server.rpcUrl(1).toString()).build()) {
        TradeResult result = TradeEngine.builder(client, wallet).rpc(1, rpc)
            .pacer((what, attempt) -> server.chain().advanceTime(Duration.ofSeconds(12))) // a block per wait
            .listener(this::tradeEvent).build()
            .execute(TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
                .routing(RoutePreference.CLASSIC).build());
        if (!result.settled()) {
          throw new StepFailed("the trade ended " + result.status() + result.failure().map(f -> ": " + f.message())
              .orElse(result.revertReason().map(r -> ": " + r).orElse("")));
        }
        detail("SETTLED: " + units(result.amountIn().orElseThrow(), 6) + " USDC -> "
            + units(result.amountOut().orElseThrow(), 18) + " ETH, " + result.txHashes().size()
            + " transactions, " + result.gasUsed() + " gas");
      }
    }

    /** The engine's events worth a line: what it decided and what the chain said. */
    private void tradeEvent(TradeEvent event) {
      java.util.Map<String, String> d = event.details();
      switch (event.type()) {
        case "quoted" -> detail("quoted " + d.get("routing") + ": " + units(new BigInteger(d.get("amountIn")), 6)
            + " USDC -> " + units(new BigInteger(d.get("amountOut")), 18) + " ETH, at worst "
            + units(new BigInteger(d.get("worstOut")), 18));
        case "approval" -> detail("needs approve(Permit2): sent first");
        case "permit-signed" -> detail("permit signed (EIP-712, locally)");
        case "transaction-mined" -> detail(d.get("step") + " " + shortHash(d.get("hash")) + ": status "
            + d.get("status") + ", " + d.get("gasUsed") + " gas");
        case "swap-status" -> detail("swaps: " + d.get("status"));
        default -> { }
      }
    }

    private QuoteResponse classicQuote(BigInteger amount, String what) {
      step("quote", "POST /quote: " + what);
      RawResponse<QuoteResponse> raw = client.raw().quote(QuoteRequest.builder()
          .type(TradeType.EXACT_INPUT).amount(amount)
          .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
          .tokenIn(USDC).tokenOut(ETH).swapper(swapper)
          .autoSlippage(AutoSlippage.DEFAULT)
          .build());
      QuoteResponse quote = raw.body();
      ClassicQuote classic = quote.classicQuote()
          .orElseThrow(() -> new StepFailed("expected a CLASSIC quote, got " + quote.routing()));
      detail(units(classic.input().amount(), 6) + " USDC -> " + units(classic.output().amount(), 18)
          + " ETH (CLASSIC, router " + raw.routerVersion().map(Object::toString).orElse("default") + ")");
      // Once Permit2 holds a live allowance for the router (the first swap signed one), no new permit is due.
      quote.permit().ifPresentOrElse(
          permit -> detail("permitData: Permit2 " + permit.primaryType().orElse("?") + ", nonce "
              + permit.nonce().map(Object::toString).orElse("?")),
          () -> detail("no permitData: Permit2 already lets the router spend"));
      return quote;
    }

    private String sign(PermitData permit) {
      step("sign permit", "EIP-712, locally");
      TypedData typed = TypedData.from(permit);
      Signature signature = wallet.sign(typed);
      if (!signature.recoverSigner(typed).equals(wallet.address())) {
        throw new StepFailed("the signature does not recover to the wallet");
      }
      detail("digest " + shortHash(typed.digest().toString()) + ", signature " + shortHash(signature.toHex())
          + " (recovers to the wallet)");
      return signature.toHex();
    }

    /** Signs and sends a transaction to its chain's JSON-RPC endpoint, and shows its receipt (a revert throws). */
    private TransactionReceipt broadcast(TransactionRequest tx) {
      return broadcast(tx, SendOptions.none());
    }

    private TransactionReceipt broadcast(TransactionRequest tx, SendOptions options) {
      TransactionReceipt receipt = chain.send(tx, options);
      detail("sent " + shortHash(hash(receipt)) + " (type " + receipt.type() + "): status " + receipt.status()
          + ", block " + receipt.blockNumber() + ", " + receipt.gasUsed() + " gas, " + receipt.logs().size() + " logs");
      return receipt;
    }

    private String hash(TransactionReceipt receipt) {
      return io.tradingsdk.signing.Hex.encode(receipt.transactionHash().toBytes());
    }

    private void awaitSwap(String hash) {
      step("swaps", "GET /swaps until the swap settles");
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

    // ------------------------------------------------------------------------------ smart wallets

    private void smartWalletSwaps() {
      journey("Smart-wallet swaps (/swap_7702, /swap_5792)");
      QuoteResponse quote = classicQuote(new BigInteger("100000000"), "100 USDC -> ETH, for an EIP-7702 wallet");
      String delegate = latestDelegate();
      step("swap_7702", "POST /swap_7702: one transaction from the delegated wallet");
      RawResponse<Swap7702Response> raw = client.raw().swap7702(Swap7702Request.builder()
          .quote(quote.quote()).permitData(quote.permit()).smartContractDelegationAddress(delegate).build());
      TransactionRequest tx = raw.body().swap();
      if (!tx.to().equalsIgnoreCase(swapper)) {
        throw new StepFailed("a 7702 swap goes to the wallet itself, not " + tx.to());
      }
      detail("transaction to the 7702 wallet itself, " + (tx.data().length() - 2) / 2 + " bytes of calldata,"
          + " delegating it to " + shortHash(delegate) + " in the same transaction (type 4)");
      awaitSwap(hash(broadcast(tx, SendOptions.builder().delegateTo(Address.of(delegate)).build())));

      QuoteResponse batch = classicQuote(new BigInteger("50000000"), "50 USDC -> ETH, for an EIP-5792 wallet");
      step("swap_5792", "POST /swap_5792: a batch of calls for wallet_sendCalls");
      Swap5792Response calls = client.swap5792(Swap5792Request.builder()
          .quote(batch.quote()).permitData(batch.permit()).build());
      if (calls.calls().isEmpty()) {
        throw new StepFailed("the 5792 batch has no calls");
      }
      detail(calls.calls().size() + " call" + (calls.calls().size() == 1 ? "" : "s") + " from "
          + shortHash(calls.from()) + " on chain " + calls.chainId().id());
      lastBatch = calls;
    }

    private Swap5792Response lastBatch;

    /** The smart-wallet contract the API delegates to, as /wallet/check_delegation names it. */
    private String latestDelegate() {
      step("wallet/check_delegation", "POST /wallet/check_delegation: which contract a 7702 wallet runs");
      String latest = client.checkDelegation(CheckDelegationRequest.builder().walletAddresses(List.of(swapper))
              .chainIds(List.of(ChainId.MAINNET)).build())
          .delegationDetails().values().stream().flatMap(byChain -> byChain.values().stream()).findFirst()
          .orElseThrow(() -> new StepFailed("no delegation details for the wallet")).latestDelegationAddress();
      detail("latest delegate " + shortHash(latest));
      return latest;
    }

    // ------------------------------------------------------------------------------ UniswapX

    private void uniswapX() {
      journey("UniswapX: a Dutch order until filled, and a limit order");
      step("quote", "POST /quote: 2,000 USDC -> WETH, UniswapX only");
      QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT)
          .amount(new BigInteger("2000000000")).tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
          .tokenIn(USDC).tokenOut(WETH).swapper(swapper).protocols(List.of(Protocol.of("UNISWAPX_V2")))
          .slippageTolerance(BigDecimal.ONE).build());
      if (!quote.routing().equals(Routing.of("DUTCH_V2"))) {
        throw new StepFailed("expected a DUTCH_V2 quote, got " + quote.routing());
      }
      detail("routing DUTCH_V2: the order's permitData is what the wallet signs");
      String signature = sign(quote.permit().orElseThrow(() -> new StepFailed("the order quote has no permitData")));
      step("order", "POST /order: the signed order");
      RawResponse<OrderResponse> created = client.raw().order(OrderRequest.fromQuote(quote, signature));
      if (created.status() != 201 || !created.body().orderStatus().equals(OrderStatus.OPEN)) {
        throw new StepFailed("expected 201 and an open order, got " + created.status() + " "
            + created.body().orderStatus());
      }
      String orderId = created.body().orderId();
      detail("order " + shortHash(orderId) + ": " + created.body().orderStatus());
      step("orders", "GET /orders while the simulated clock runs");
      OrdersQuery byId = OrdersQuery.builder().orderId(orderId).build();
      UniswapXOrder order = client.getOrders(byId).orders().get(0);
      StringBuilder seen = new StringBuilder(order.orderStatus().toString());
      for (int tick = 0; tick < MAX_POLLS && order.orderStatus().equals(OrderStatus.OPEN); tick++) {
        server.chain().advanceTime(Duration.ofSeconds(12)); // a block; fillers act within a few
        order = client.getOrders(byId).orders().get(0);
        seen.append(" -> ").append(order.orderStatus());
      }
      if (!order.orderStatus().equals(OrderStatus.FILLED)) {
        throw new StepFailed("the order ended " + seen);
      }
      detail(seen + ", fill " + shortHash(order.txHash().orElse("?")));
      long mine = client.ordersStream(OrdersQuery.ofSwapper(swapper)).count();
      detail("the wallet's orders, every page: " + mine);

      step("limit_order_quote", "POST /limit_order_quote: 1,000 USDC -> WETH at a limit");
      LimitOrderQuoteResponse limit = client.limitOrderQuote(LimitOrderQuoteRequest.builder()
          .swapper(swapper).type(TradeType.EXACT_INPUT).amount(new BigInteger("1000000000"))
          .tokenIn(USDC).tokenOut(WETH).tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).build());
      detail("routing " + limit.routing() + ", a Dutch order whose amounts do not decay; permit "
          + limit.permitData().primaryType().orElse("?"));
    }

    // ------------------------------------------------------------------------------ send

    private SendResponse sent;

    private void send() {
      journey("Send");
      step("send", "POST /send: 10 USDC to the development wallet");
      sent = client.send(SendRequest.builder().sender(swapper).recipient(ServerConfig.DEV_WALLET).token(USDC)
          .amount(new BigInteger("10000000")).chainId(ChainId.MAINNET).build());
      detail("transaction to " + shortHash(sent.send().to()) + ", gas fee "
          + sent.gasFee().map(Object::toString).orElse("?") + " wei");
      // /send's transaction carries its EIP-1559 fees and, as the spec has it, the gasPrice it expects to pay;
      // sdk-signing signs one kind of fee or the other, so the wallet sends the EIP-1559 fees.
      broadcast(ImmutableTransactionRequest.copyOf(sent.send()).withGasPrice(java.util.Optional.empty()));
    }

    // ------------------------------------------------------------------------------ liquidity

    private void liquidity() {
      journey("LP lifecycle (the demo wallet, V3 WETH/USDT)");
      String lp = swapper; // the simulated chains fund every account: 10,000 ETH and a million of each token
      step("lp/check_approval", "POST /lp/check_approval: 2 WETH + 9,000 USDT");
      LpApprovalRequest approval = LpApprovalRequest.builder().walletAddress(lp).protocol(Protocol.V3)
          .chainId(ChainId.MAINNET).action(LpAction.CREATE)
          .addLpTokens(LpToken.of(WETH, new BigInteger("2000000000000000000")),
              LpToken.of(USDT, new BigInteger("9000000000")))
          .build();
      LpApprovalResponse approvals = client.checkLpApproval(approval);
      for (ApprovalTransactionRequest t : approvals.transactionsOrEmpty()) {
        broadcast(t.transaction());
      }
      if (client.checkLpApproval(approval).approvalNeeded()) {
        throw new StepFailed("the approvals were mined but /lp/check_approval still asks for some");
      }
      detail(approvals.transactionsOrEmpty().size() + " approval(s) mined; checked again: approved");

      step("lp/pool_info", "POST /lp/pool_info: the V3 WETH/USDT pool");
      PoolInfoResponse pools = client.poolInfo(PoolInfoRequest.builder().protocol(PoolProtocols.of(Protocol.V3))
          .chainId(ChainId.MAINNET)
          .poolParameters(PoolParameters.builder().tokenAddressA(WETH).tokenAddressB(USDT).build()).build());
      if (pools.poolsOrEmpty().size() != 1) {
        throw new StepFailed("expected one pool, got " + pools.poolsOrEmpty().size());
      }
      PoolInformation pool = pools.poolsOrEmpty().get(0);
      int tick = pool.currentTick().orElseThrow().intValue();
      detail("pool " + shortHash(pool.poolReferenceIdentifier().orElseThrow()) + ", tick " + tick);

      step("lp/create", "POST /lp/create: 3,000 USDT in ticks around the price");
      CreatePositionResponse created = client.createPosition(CreatePositionRequest.builder()
          .walletAddress(lp).chainId(ChainId.MAINNET).protocol(Protocol.V3)
          .existingPool(CreatePositionExistingPoolParameters.of(WETH, USDT, pool.poolReferenceIdentifier().orElseThrow()))
          .independentToken(LpToken.of(USDT, new BigInteger("3000000000")))
          .tickBounds(PositionTickBounds.of(tick - 1000, tick + 1000))
          .build());
      // The position's id, as on any chain: the NFT the manager's Transfer minted to the wallet (log topic 3).
      String position = NodeSender.mintedToken(broadcast(created.create()))
          .orElseThrow(() -> new StepFailed("the create's receipt shows no position minted"));
      detail("position #" + position + ": " + units(created.token0().amount(), 18) + " WETH + "
          + units(created.token1().amount(), 6) + " USDT");

      step("lp/increase", "POST /lp/increase: 1,500 USDT more");
      broadcast(client.increasePosition(IncreasePositionRequest.builder().walletAddress(lp).chainId(ChainId.MAINNET)
          .protocol(Protocol.V3).nftTokenId(position).token0Address(WETH).token1Address(USDT)
          .independentToken(LpToken.of(USDT, new BigInteger("1500000000"))).build()).increase());
      detail("position holds " + units(server.chain().positionAmounts(position).get(1), 6) + " USDT");

      step("lp/decrease", "POST /lp/decrease: half the liquidity");
      DecreasePositionResponse decreased = client.decreasePosition(DecreasePositionRequest.builder()
          .walletAddress(lp).chainId(ChainId.MAINNET).protocol(Protocol.V3).nftTokenId(position)
          .token0Address(WETH).token1Address(USDT).liquidityPercentageToDecrease(50).build());
      broadcast(decreased.decrease());
      detail("withdrew " + units(decreased.token1().amount(), 6) + " USDT");

      step("lp/claim_fees", "POST /lp/claim_fees after a simulated day of trading");
      server.chain().advanceTime(Duration.ofDays(1));
      ClaimFeesResponse fees = client.claimFees(ClaimFeesRequest.builder().protocol(Protocol.V3).walletAddress(lp)
          .chainId(ChainId.MAINNET).tokenId(position).build());
      if (fees.token0().amount().signum() <= 0 || fees.token1().amount().signum() <= 0) {
        throw new StepFailed("expected fees above zero, got " + fees.token0().amount() + " and " + fees.token1().amount());
      }
      broadcast(fees.claim());
      detail("claimed " + units(fees.token0().amount(), 18) + " WETH + " + units(fees.token1().amount(), 6) + " USDT");

      step("lp/create_classic", "POST /lp/create_classic: a V2 USDC/WETH position");
      CreateClassicPositionResponse classic = client.createClassicPosition(CreateClassicPositionRequest.builder()
          .walletAddress(lp).poolParameters(V2PoolParameters.of(USDC, WETH, ChainId.MAINNET))
          .independentToken(LpToken.of(WETH, new BigInteger("1000000000000000000"))).build());
      detail("1 WETH pairs with " + units(classic.dependentToken().amount(), 6) + " USDC");
    }

    // ------------------------------------------------------------------------------ plan

    private void plan() {
      journey("Chained plan: 500 DAI on Ethereum -> USDC on Base");
      step("quote", "POST /quote with x-chained-actions-enabled");
      QuoteResponse quote = client.quote(QuoteRequest.builder()
              .type(TradeType.EXACT_INPUT).amount(new BigInteger("500000000000000000000")) // 500 DAI
              .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.BASE)
              .tokenIn(DAI).tokenOut(BASE_USDC).swapper(swapper)
              .autoSlippage(AutoSlippage.DEFAULT)
              .build(),
          RequestOptions.builder().header("x-chained-actions-enabled", "true").build());
      if (!quote.routing().equals(Routing.CHAINED)) {
        throw new StepFailed("expected a CHAINED quote, got " + quote.routing());
      }
      detail("routing CHAINED");
      step("plan create", "POST /plan");
      PlanResponse plan = client.createPlan(CreatePlanRequest.of(quote.chainedQuote().orElseThrow()));
      detail("plan " + plan.planId() + ": " + plan.steps().size() + " steps, " + plan.status());
      step("plan get/update", "GET /plan, PATCH /plan with each step's proof");
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
      step("plan update (completed)", "PATCH /plan once it is completed: the spec says 422");
      PlanStep last = plan.steps().get(plan.steps().size() - 1);
      try {
        client.updatePlan(plan.planId(), UpdatePlanRequest.of(StepUpdate.of(last.stepIndex(),
            StepProof.ofTxHash("0x" + "ab".repeat(32)))));
        throw new StepFailed("the completed plan accepted an update");
      } catch (UnprocessableEntityException refused) {
        detail("refused: " + refused.status() + " " + refused.errorCode().orElse("?")
            + refused.detail().map(d -> ": " + d).orElse(""));
      }
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
        detail(label + ": a transaction on chain " + tx.chainId());
        proof = StepProof.ofTxHash(hash(broadcast(tx)));
      }
      return client.updatePlan(plan.planId(), UpdatePlanRequest.of(StepUpdate.of(step.stepIndex(), proof)));
    }

    // ------------------------------------------------------------------------------ wallets

    private void wallets() {
      journey("Wallets: delegation, bridge tokens, batched calls");
      step("wallet/check_delegation", "POST /wallet/check_delegation: the demo wallet on Ethereum");
      CheckDelegationResponse delegation = client.checkDelegation(CheckDelegationRequest.builder()
          .walletAddresses(List.of(swapper)).chainIds(List.of(ChainId.MAINNET)).build());
      DelegationDetails details = delegation.delegationDetails().values().stream()
          .flatMap(byChain -> byChain.values().stream()).findFirst()
          .orElseThrow(() -> new StepFailed("no delegation details for the wallet"));
      detail((details.isWalletDelegatedToUniswap() ? "delegated to Uniswap" : "not delegated to Uniswap")
          + "; latest delegate " + shortHash(details.latestDelegationAddress()));

      step("swappable_tokens", "GET /swappable_tokens: where USDC on Ethereum can be bridged");
      SwappableTokensResponse bridge = client.getSwappableTokens(SwappableTokensQuery.of(USDC, ChainId.MAINNET));
      if (bridge.tokens().isEmpty()) {
        throw new StepFailed("USDC on Ethereum has no bridge tokens");
      }
      for (SwappableToken t : bridge.tokens()) {
        detail(t.symbol() + " on chain " + t.chainId().id() + " " + shortHash(t.address()));
      }

      step("wallet/encode_7702", "POST /wallet/encode_7702: the send and an approval in one transaction");
      CheckApprovalResponse wethApproval = client.checkApproval(CheckApprovalRequest.builder()
          .walletAddress(swapper).token(WETH).amount(new BigInteger("1000000000000000000")).chainId(ChainId.MAINNET)
          .build());
      if (!wethApproval.approvalNeeded()) {
        throw new StepFailed("a wallet that never used WETH should need an approval of Permit2");
      }
      Encode7702Response encoded = client.encode7702(Encode7702Request.builder()
          .calls(List.of(wethApproval.approval(), sent.send()))
          .smartContractDelegationAddress(details.latestDelegationAddress()).walletAddress(swapper).build());
      detail("one transaction to " + shortHash(encoded.encoded().to()) + ", "
          + (encoded.encoded().data().length() - 2) / 2 + " bytes of calldata");

      step("wallet/encode_4337", "POST /wallet/encode_4337: the 5792 batch as a user operation");
      Encode4337Response operation = client.encode4337(Encode4337Request.builder()
          .calls(lastBatch.calls()).sender(swapper).chainId(ChainId.MAINNET).build());
      detail("user operation from " + shortHash(swapper) + (operation.gasSponsored() ? ", gas sponsored"
          : ", gas not sponsored" + operation.gasSponsorshipRejectionReason().map(r -> " (" + r + ")").orElse("")));
    }

    // ------------------------------------------------------------------------------ token list

    private void tokenList() {
      journey("Token list: the bundled samples validated and diffed");
      step("token list validate", "schema and spec rules, profile " + TokenListProfile.DEFAULT.cliName()
          + " (EVM and Solana addresses)");
      TokenListValidator validator = TokenListValidator.of(TokenListProfile.DEFAULT);
      byte[] base = sample("sample-v1.tokenlist.json");
      byte[] update = sample("sample-v2.tokenlist.json");
      for (String name : List.of("sample-v1", "sample-v2")) {
        ValidationResult result = validator.validate(name.equals("sample-v1") ? base : update);
        if (!result.isValid()) {
          throw new StepFailed(name + " is invalid: " + result.errors());
        }
        int warnings = result.warnings().size();
        detail(name + ": valid (" + warnings + (warnings == 1 ? " warning)" : " warnings)"));
      }
      step("token list diff", "tokens matched by chain and address; the version bump they call for");
      try {
        TokenList before = TradingJson.mapper().readValue(base, TokenList.class);
        TokenList after = TradingJson.mapper().readValue(update, TokenList.class);
        TokenListDiff<TokenInfo> diff = TokenLists.diffTokenLists(before.tokens(), after.tokens());
        detail(diff.added().size() + " added, " + diff.changed().values().stream().mapToInt(m -> m.size()).sum()
            + " changed, " + diff.removed().size() + " removed: at least "
            + TokenLists.nextVersion(before.version(), TokenLists.minVersionBump(diff))
            + " over " + before.version() + " (the update is " + after.version() + ")");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    private byte[] sample(String name) {
      try (InputStream in = DemoCommand.class.getResourceAsStream(SAMPLES + name)) {
        if (in == null) {
          throw new IllegalStateException("sample " + name + " is missing from the class path");
        }
        return in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static String units(BigInteger amount, int decimals) {
    BigDecimal value = new BigDecimal(amount).movePointLeft(decimals);
    if (value.compareTo(BigDecimal.ONE) >= 0) {
      value = value.setScale(Math.min(decimals, 2), RoundingMode.DOWN);
    } else if (value.signum() != 0) {
      value = value.round(new MathContext(6, RoundingMode.DOWN));
    }
    return value.stripTrailingZeros().toPlainString();
  }

  private static String shortHash(String hex) {
    return hex == null ? "none" : hex.length() <= 14 ? hex : hex.substring(0, 10) + "..." + hex.substring(hex.length() - 4);
  }
}
