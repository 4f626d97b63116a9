package io.tradingsdk.server.internal.endpoint;

import io.tradingsdk.server.internal.endpoint.approval.CheckApprovalEndpoint;
import io.tradingsdk.server.internal.endpoint.lp.LpCheckApprovalEndpoint;
import io.tradingsdk.server.internal.endpoint.lp.LpClaimFeesEndpoint;
import io.tradingsdk.server.internal.endpoint.lp.LpCreateClassicEndpoint;
import io.tradingsdk.server.internal.endpoint.lp.LpCreateEndpoint;
import io.tradingsdk.server.internal.endpoint.lp.LpDecreaseEndpoint;
import io.tradingsdk.server.internal.endpoint.lp.LpIncreaseEndpoint;
import io.tradingsdk.server.internal.endpoint.lp.LpPoolInfoEndpoint;
import io.tradingsdk.server.internal.endpoint.order.LimitOrderEndpoint;
import io.tradingsdk.server.internal.endpoint.order.OrderEndpoint;
import io.tradingsdk.server.internal.endpoint.order.OrdersEndpoint;
import io.tradingsdk.server.internal.endpoint.plan.PlanEndpoints;
import io.tradingsdk.server.internal.endpoint.plan.Plans;
import io.tradingsdk.server.internal.endpoint.quote.QuoteEndpoint;
import io.tradingsdk.server.internal.endpoint.swap.SendEndpoint;
import io.tradingsdk.server.internal.endpoint.swap.SwapEndpoint;
import io.tradingsdk.server.internal.endpoint.swap.SwappableTokensEndpoint;
import io.tradingsdk.server.internal.endpoint.swap.SwapsEndpoint;
import io.tradingsdk.server.internal.endpoint.wallet.CheckDelegationEndpoint;
import io.tradingsdk.server.internal.endpoint.wallet.WalletEncodeEndpoints;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.http.Endpoint;
import java.util.LinkedHashMap;
import java.util.Map;

/** The route table: every operation served, keyed {@code METHOD /path} relative to {@code /v1}. */
public final class RouteTable {
  private RouteTable() {}

  public static Map<String, Endpoint<?>> all(Engine engine) {
    Map<String, Endpoint<?>> routes = new LinkedHashMap<>();
    routes.put("POST /quote", new QuoteEndpoint(engine));
    routes.put("POST /swap_7702", SwapEndpoint.swap7702(engine));
    routes.put("POST /swap_5792", SwapEndpoint.swap5792(engine));
    routes.put("POST /limit_order_quote", new LimitOrderEndpoint(engine));
    routes.put("POST /send", new SendEndpoint(engine));
    routes.put("GET /swappable_tokens", new SwappableTokensEndpoint(engine));
    routes.put("POST /check_approval", new CheckApprovalEndpoint(engine));
    routes.put("POST /lp/increase", new LpIncreaseEndpoint(engine));
    Plans plans = new Plans(engine);
    routes.put("POST /plan", new PlanEndpoints.Create(engine, plans));
    routes.put("GET /plan/{planId}", new PlanEndpoints.Get(engine, plans));
    routes.put("PATCH /plan/{planId}", new PlanEndpoints.Update(engine, plans));
    routes.put("GET /swaps", new SwapsEndpoint(engine));
    routes.put("POST /wallet/check_delegation", new CheckDelegationEndpoint(engine));
    // --- Beyond the spec: classic swaps for a plain wallet, and UniswapX orders ---
    routes.put("POST /swap", SwapEndpoint.swap(engine));
    routes.put("POST /order", new OrderEndpoint(engine));
    routes.put("GET /orders", new OrdersEndpoint(engine));
    // LP lifecycle and wallet encoding (beyond the spec's 13; issue 9).
    routes.put("POST /lp/check_approval", new LpCheckApprovalEndpoint(engine));
    routes.put("POST /lp/create", new LpCreateEndpoint(engine));
    routes.put("POST /lp/create_classic", new LpCreateClassicEndpoint(engine));
    routes.put("POST /lp/decrease", new LpDecreaseEndpoint(engine));
    routes.put("POST /lp/claim_fees", new LpClaimFeesEndpoint(engine));
    routes.put("POST /lp/pool_info", new LpPoolInfoEndpoint(engine));
    routes.put("POST /wallet/encode_7702", new WalletEncodeEndpoints.Encode7702(engine));
    routes.put("POST /wallet/encode_4337", new WalletEncodeEndpoints.Encode4337(engine));
    return routes;
  }
}
