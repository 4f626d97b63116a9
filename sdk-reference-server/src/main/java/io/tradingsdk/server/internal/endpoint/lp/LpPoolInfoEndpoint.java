package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code POST /lp/pool_info}: the pools the server knows, found by {@code poolParameters} (a token
 * pair, or one token, or none for every pool of the chain; optionally fee, tick spacing and hooks) or
 * by {@code poolReferences} (pool address for V2/V3, pool id for V4), filtered by {@code protocol}
 * and paged by {@code pageSize}/{@code currentPage} (1-based). Nothing found is 404. Pools are written
 * as the service's example writes them: {@code poolProtocol} a string, {@code fee} a number, token
 * decimals as strings. The native currency (the zero address) finds the V4 pools holding native ETH
 * and the V2/V3 pools of WETH, which it stands for there (see {@link Lp#poolToken}); the pools are
 * described with the tokens they hold.
 */
public final class LpPoolInfoEndpoint implements Endpoint<LpPoolInfoEndpoint.Params> {
  private static final Pattern HEX_ADDRESS = Pattern.compile("^(0x)?[0-9a-fA-F]{40}$");
  private static final Pattern REFERENCE = Pattern.compile("^(0x)?[0-9a-fA-F]+$");

  static final class Params {
    Set<String> protocols;
    long chainId;
    boolean byReference;
    String tokenA;
    String tokenB;
    Long fee;
    Long tickSpacing;
    String hooks;
    final List<Long> referenceChains = new ArrayList<>();
    final List<Set<String>> referenceProtocols = new ArrayList<>();
    final List<String> references = new ArrayList<>();
    Integer pageSize;
    int currentPage;
  }

  private final Engine engine;

  public LpPoolInfoEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.protocols = protocols(body, "protocol");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS, 1L);
    LpCreateEndpoint.exclusive(body, "poolParameters", "poolReferences");
    if (body.has("poolReferences")) {
      p.byReference = true;
      List<JsonNode> references = body.array("poolReferences");
      if (references.isEmpty()) {
        throw ApiError.badRequest("\"poolReferences\" must contain at least 1 items");
      }
      for (int i = 0; i < references.size(); i++) {
        Body reference = body.element("poolReferences", references, i);
        p.referenceProtocols.add(protocols(reference, "protocol"));
        p.referenceChains.add(reference.oneOfNumbers("chainId", Rules.CHAIN_IDS));
        p.references.add(reference.matching("referenceIdentifier", REFERENCE));
      }
    } else {
      Body pool = body.optionalObject("poolParameters").orElse(Body.of(Engine.object(), "poolParameters"));
      p.tokenA = pool.optionalMatching("tokenAddressA", HEX_ADDRESS).orElse(null);
      p.tokenB = pool.optionalMatching("tokenAddressB", HEX_ADDRESS).orElse(null);
      p.fee = pool.optionalInteger("fee").orElse(null);
      p.tickSpacing = pool.optionalInteger("tickSpacing").orElse(null);
      p.hooks = pool.optionalMatching("hookAddress", HEX_ADDRESS).orElse(null);
    }
    if (body.has("pageSize")) {
      long size = body.integer("pageSize");
      if (size < 1) {
        throw body.invalid("pageSize", "must be greater than or equal to 1");
      }
      p.pageSize = (int) Math.min(size, Integer.MAX_VALUE);
    }
    p.currentPage = (int) body.optionalInteger("currentPage").orElse(1L).longValue();
    if (p.currentPage < 1) {
      throw body.invalid("currentPage", "must be greater than or equal to 1");
    }
    return p;
  }

  /** {@code Protocols}: an array of V2/V3/V4, or (as the service's own example sends it) one string. */
  private static Set<String> protocols(Body body, String field) {
    JsonNode value = body.raw(field).orElse(null);
    if (value == null) {
      throw body.invalid(field, "is required");
    }
    if (value.isTextual()) {
      return Set.of(body.oneOf(field, Rules.POOL_PROTOCOLS));
    }
    if (!value.isArray() || value.isEmpty()) {
      throw body.invalid(field, "must be a non-empty array of [" + String.join(", ", Rules.POOL_PROTOCOLS) + "]");
    }
    Set<String> out = new LinkedHashSet<>();
    for (int i = 0; i < value.size(); i++) {
      JsonNode item = value.get(i);
      if (!item.isTextual() || !Rules.POOL_PROTOCOLS.contains(item.textValue())) {
        throw ApiError.badRequest("\"" + body.label(field) + "[" + i + "]\" must be one of ["
            + String.join(", ", Rules.POOL_PROTOCOLS) + "]");
      }
      out.add(item.textValue());
    }
    return out;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    List<Pool> found = p.byReference ? byReference(p) : byParameters(p);
    if (found.isEmpty()) {
      throw ApiError.notFound("No pool information on chain " + p.chainId + " for the given pool parameters");
    }
    int size = p.pageSize != null ? p.pageSize : found.size();
    long from = (long) (p.currentPage - 1) * size;
    ObjectNode response = Engine.object();
    ArrayNode pools = response.putArray("pools");
    for (long i = from; i < Math.min(found.size(), from + size); i++) {
      pools.add(describe(found.get((int) i)));
    }
    response.put("pageSize", size);
    response.put("currentPage", p.currentPage);
    return response;
  }

  private List<Pool> byParameters(Params p) {
    if (engine.market().chain(p.chainId).isEmpty()) {
      return List.of();
    }
    List<Pool> out = new ArrayList<>();
    for (Pool pool : engine.market().pools(p.chainId)) {
      boolean matches = p.protocols.contains(pool.protocol())
          && (p.tokenA == null || holds(pool, p.tokenA))
          && (p.tokenB == null || holds(pool, p.tokenB))
          && (p.fee == null || p.fee == pool.fee())
          && (p.tickSpacing == null || p.tickSpacing == pool.tickSpacing())
          && (p.hooks == null || Addresses.normalize(p.hooks).equals(Addresses.ZERO_ADDRESS));
      if (matches) {
        out.add(pool);
      }
    }
    return out;
  }

  /** Whether a pool holds a token; on V2/V3 the native currency finds the pools of WETH, which it stands for. */
  private boolean holds(Pool pool, String address) {
    Token token = engine.market().token(pool.chainId(), address).orElse(null);
    return token != null && pool.has(Lp.poolToken(engine, pool.protocol(), token));
  }

  private List<Pool> byReference(Params p) {
    List<Pool> out = new ArrayList<>();
    for (int i = 0; i < p.references.size(); i++) {
      String reference = Addresses.normalize(p.references.get(i));
      Set<String> protocols = p.referenceProtocols.get(i);
      int index = i;
      Pool pool = engine.market().pools(p.referenceChains.get(i)).stream()
          .filter(candidate -> protocols.contains(candidate.protocol()) && p.protocols.contains(candidate.protocol())
              && names(candidate, reference))
          .findFirst()
          .orElseThrow(() -> ApiError.notFound("Pool not found: poolReferences[" + index + "] "
              + p.references.get(index) + " on chain " + p.referenceChains.get(index)));
      out.add(pool);
    }
    return out;
  }

  /** Whether a reference names the pool: its address (where a node keeps the positions, the deployed one too) or V4 id. */
  private boolean names(Pool pool, String reference) {
    return LpPositions.of(engine, pool.chainId(), pool.protocol()).names(pool, reference);
  }

  /** A {@code PoolInformation}: the pool as the chain that keeps its positions holds it. */
  private ObjectNode describe(Pool pool) {
    ObjectNode node = describeSimulated(pool);
    LpPositions.of(engine, pool.chainId(), pool.protocol()).describe(pool, node);
    return node;
  }

  private static ObjectNode describeSimulated(Pool pool) {
    ObjectNode node = Engine.object();
    node.put("poolReferenceIdentifier", pool.address());
    node.put("poolProtocol", pool.protocol());
    node.put("tokenAddressA", pool.token0().address());
    node.put("tokenAddressB", pool.token1().address());
    if (!pool.protocol().equals("V2")) {
      node.put("tickSpacing", pool.tickSpacing());
    }
    node.put("fee", pool.fee());
    if (pool.protocol().equals("V4")) {
      node.put("hookAddress", Addresses.ZERO_ADDRESS);
    }
    node.put("chainId", pool.chainId());
    node.put("tokenDecimalsA", Integer.toString(pool.token0().decimals()));
    node.put("tokenDecimalsB", Integer.toString(pool.token1().decimals()));
    node.put("poolLiquidity", pool.liquidity().toString());
    node.put("sqrtRatioX96", pool.sqrtRatioX96().toString());
    node.put("currentTick", pool.tickCurrent());
    node.put("tokenAReserves", pool.reserve0().toString());
    node.put("tokenBReserves", pool.reserve1().toString());
    return node;
  }
}
