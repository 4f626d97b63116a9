package io.tradingsdk.core.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tradingsdk.core.CallKind;
import io.tradingsdk.core.ClientOptions;
import io.tradingsdk.core.InvalidRequestException;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.RouterVersionMismatchException;
import io.tradingsdk.models.AgentInfo;
import io.tradingsdk.models.json.TradingJson;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;

/**
 * Turns one Trading API operation, its request and its per-call options into a {@link PreparedCall}: checks the
 * header and call rules, builds the URL, headers and body, and settles the router version of a swap journey. Sends
 * nothing. One per {@code TradingClient} (its options, its transport's limiter, logger and redactor).
 */
public final class CallPreparer {
  private static final MediaType JSON = MediaType.get("application/json");

  private final ClientOptions options;
  private final HttpUrl baseUrl;
  private final JourneyTracker journeys;
  private final RateLimiter limiter;
  private final CallLogger log;
  private final Redactor redactor;

  /**
   * @param journeys the router versions of quotes, shared by a client and those derived from it
   * @param limiter asked before each attempt, or null
   */
  public CallPreparer(ClientOptions options, JourneyTracker journeys, RateLimiter limiter, CallLogger log,
      Redactor redactor) {
    this.options = options;
    this.baseUrl = HttpUrl.get(options.baseUrl());
    this.journeys = journeys;
    this.limiter = limiter;
    this.log = log;
    this.redactor = redactor;
  }

  /** Validates the call against the header and call rules and builds the request; sends nothing. */
  public <Req, Resp> PreparedCall<Resp> prepare(Operation<Req, Resp> op, Req request, RequestOptions ro) {
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
      onSuccess = r -> journeys.record(op.journeyKey.apply(r.body()), quotedUnder);
    }
    return new PreparedCall<>(CallKind.API, op.name, op.pathTemplate, rb.build(), body, op.reader, op.responseName,
        version, policy, maxRetries, Nanos.of(timeout), Nanos.of(deadline), limiter, options.callListeners(),
        options.contextPropagator().orElse(null), log, redactor, onSuccess,
        ro.maxResponseBytes().orElse(options.maxResponseBytes()), op.replayable, null, null, null);
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
      Optional<JourneyTracker.Pin> pin = journeys.lookup(op.journeyKey.apply(request));
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
}
