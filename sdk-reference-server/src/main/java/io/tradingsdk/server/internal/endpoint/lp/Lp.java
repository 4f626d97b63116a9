package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Events;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.chain.V4Actions;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Permit2TypedData;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the {@code /lp/*} endpoints share: finding pools and positions, the range arithmetic of
 * concentrated liquidity, and the approvals each protocol needs.
 *
 * <p>Approvals per protocol: V2 tokens (and, to withdraw, the pair's LP token) approve the V2
 * router; V3 tokens approve the NonfungiblePositionManager; V4 tokens approve Permit2, and Permit2
 * allows the V4 PositionManager (by a signed {@code PermitBatch} or a {@code Permit2.approve}
 * transaction). A create or increase mined without them reverts, as the contracts would.
 *
 * <p>Positions earn fees on the chain, by {@link Ledger}'s fee model.
 */
final class Lp {
  /** A pool reference: a V2/V3 pool address or a 32-byte V4 pool id. */
  static final java.util.regex.Pattern POOL_REFERENCE =
      java.util.regex.Pattern.compile("^(0x)?([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$");

  static final BigInteger APPROVE_GAS = BigInteger.valueOf(56_344);
  static final BigInteger RESET_GAS = BigInteger.valueOf(30_012);
  static final BigInteger PERMIT2_APPROVE_GAS = BigInteger.valueOf(48_000);

  private static final MathContext MATH = new MathContext(60, RoundingMode.HALF_EVEN);
  private static final BigDecimal TICK_BASE = new BigDecimal("1.0001");

  private Lp() {}

  // --- Pools and positions ------------------------------------------------------------------------

  /** Two tokens in pool order (by address). */
  static Token[] sorted(Token a, Token b) {
    return a.key().compareTo(b.key()) < 0 ? new Token[] {a, b} : new Token[] {b, a};
  }

  /** The chain, or 404 when it has no position manager for the protocol. */
  static Chain lpChain(Engine engine, long chainId, String protocol) {
    return engine.market().chain(chainId).filter(chain -> chain.positionManager(protocol).isPresent())
        .orElseThrow(() -> ApiError.notFound(protocol + " positions are not available on chain " + chainId));
  }

  static String manager(Chain chain, String protocol) {
    return chain.positionManager(protocol).orElseThrow();
  }

  /** A token known on the chain, or 404 naming it. */
  static Token token(Engine engine, long chainId, String address, String notFound) {
    return engine.market().token(chainId, address).orElseThrow(() -> ApiError.notFound(notFound));
  }

  /** The pool of a protocol between two tokens (native ETH standing for WETH on V2/V3). */
  static Optional<Pool> pool(Engine engine, long chainId, String protocol, Token a, Token b) {
    Token poolA = poolToken(engine, protocol, a);
    Token poolB = poolToken(engine, protocol, b);
    return engine.market().pools(chainId).stream()
        .filter(pool -> pool.protocol().equals(protocol) && pool.has(poolA) && pool.has(poolB)
            && !poolA.key().equals(poolB.key()))
        .findFirst();
  }

  /**
   * A position of {@code wallet}: V2 by pair (or, where a request names one, by its id), V3/V4 by
   * NFT id. Empty when unknown, on another chain or protocol, another pair, or another owner's.
   */
  static Optional<Ledger.Position> position(Engine engine, long chainId, String protocol, String wallet,
      String tokenA, String tokenB, String nftTokenId) {
    Optional<Token> a = engine.market().token(chainId, tokenA);
    Optional<Token> b = engine.market().token(chainId, tokenB);
    if (a.isEmpty() || b.isEmpty()) {
      return Optional.empty();
    }
    Token[] pair = sorted(poolToken(engine, protocol, a.get()), poolToken(engine, protocol, b.get()));
    Optional<Ledger.Position> position = protocol.equals("V2") && nftTokenId == null
        ? engine.ledger().positionBook().v2Position(chainId, wallet, pair[0], pair[1])
        : engine.ledger().positionBook().position(nftTokenId);
    return position.filter(found -> owns(found, chainId, protocol, wallet)
        && found.token0.key().equals(pair[0].key()) && found.token1.key().equals(pair[1].key()));
  }

  static boolean owns(Ledger.Position position, long chainId, String protocol, String wallet) {
    return position.chainId == chainId && position.protocol.equals(protocol)
        && position.owner.equals(Addresses.normalize(wallet));
  }

  static ApiError positionNotFound() {
    return ApiError.notFound("Position not found");
  }

  static ApiError poolNotFound() {
    return ApiError.notFound("Pool not found");
  }

  // --- Native ETH ---------------------------------------------------------------------------------

  /**
   * The pool token a request's token stands for. On V2 and V3 the native currency (the zero address)
   * stands for the chain's WETH: their pools hold WETH, and their contracts take and pay ETH for it
   * (the V2 router's {@code addLiquidityETH}/{@code removeLiquidityETH}; the
   * NonfungiblePositionManager wraps the ETH a payment carries, and has {@code refundETH} and {@code
   * unwrapWETH9}). The service's document implies the same without saying it outright
   * ({@code nativeTokenBalance} is "used for wrapping calculations", {@code withdrawAsWeth} avoids
   * "unwrapping to ETH"), so this follows the contracts. A V4 pool holds native ETH as a currency of
   * its own, apart from its WETH pools: no alias there.
   */
  static Token poolToken(Engine engine, String protocol, Token token) {
    return token.isNative() && !protocol.equals("V4") ? engine.market().wrappedNative(token.chainId()) : token;
  }

  /**
   * Refuses a V2/V3 pair of native ETH and WETH, which would be WETH twice.
   *
   * @throws ApiError 400 naming {@code fieldB}
   */
  static void checkNotWethTwice(Engine engine, long chainId, String protocol, String addressA, String addressB,
      String fieldA, String fieldB) {
    if (protocol.equals("V4") || engine.market().chain(chainId).isEmpty()) {
      return;
    }
    if (engine.market().wrappedNativeToken(chainId).isEmpty()) {
      return; // no wrapped native token (Celo, Tempo): nothing to name twice
    }
    String weth = engine.market().wrappedNative(chainId).key();
    String a = Addresses.normalize(addressA);
    String b = Addresses.normalize(addressB);
    boolean twice = (a.equals(Addresses.ZERO_ADDRESS) && b.equals(weth)) || (a.equals(weth) && b.equals(Addresses.ZERO_ADDRESS));
    if (twice) {
      throw ApiError.badRequest("\"" + fieldB + "\" must not pair WETH with native ETH: on " + protocol + " the native "
          + "currency " + Addresses.ZERO_ADDRESS + " stands for WETH " + engine.market().wrappedNative(chainId).address()
          + ", so " + fieldA + " and " + fieldB + " name the same pool token");
    }
  }

  /** Whether a request names the native currency among its token addresses. */
  static boolean namesNative(String... addresses) {
    for (String address : addresses) {
      if (address != null && Addresses.normalize(address).equals(Addresses.ZERO_ADDRESS)) {
        return true;
      }
    }
    return false;
  }

  /**
   * What the wallet pays or receives for each token of a pool, in pool order: native ETH for a V4
   * pool's native currency, and for a V2/V3 pool's WETH when the request named the native currency;
   * else the token itself. {@code asWeth} ({@code withdrawAsWeth}, {@code collectAsWeth}) pays WETH
   * instead of native ETH.
   */
  static Token[] currencies(Engine engine, Token token0, Token token1, boolean namedNative, boolean asWeth) {
    return new Token[] {
      currency(engine, token0, namedNative, asWeth), currency(engine, token1, namedNative, asWeth)
    };
  }

  private static Token currency(Engine engine, Token poolToken, boolean namedNative, boolean asWeth) {
    Optional<Token> weth = engine.market().wrappedNativeToken(poolToken.chainId());
    boolean paidInEth = poolToken.isNative()
        || (namedNative && weth.isPresent() && poolToken.key().equals(weth.get().key()));
    if (!paidInEth) {
      return poolToken;
    }
    return asWeth && weth.isPresent() ? weth.get() : engine.market().nativeCurrency(poolToken.chainId());
  }

  /** When mined, pays the wallet the native ETH side of a withdrawal or fee claim. */
  static void payNative(Ledger ledger, long chainId, String wallet, Token[] currencies, BigInteger amount0,
      BigInteger amount1) {
    BigInteger eth = nativeValue(currencies[0], amount0, currencies[1], amount1);
    if (eth.signum() > 0) {
      ledger.balances().creditNative(chainId, wallet, eth);
    }
  }

  // --- JSON ---------------------------------------------------------------------------------------

  /** An {@code LPToken}: {@code {tokenAddress, amount}}. */
  static ObjectNode lpToken(Token token, BigInteger amount) {
    ObjectNode node = Engine.object();
    node.put("tokenAddress", token.address());
    node.put("amount", amount.toString());
    return node;
  }

  /** The start of an LP operation's answer: the two tokens it moves, {@code token0} and {@code token1}. */
  static ObjectNode tokensAnswer(Token token0, BigInteger amount0, Token token1, BigInteger amount1) {
    ObjectNode answer = Engine.object();
    answer.set("token0", lpToken(token0, amount0));
    answer.set("token1", lpToken(token1, amount1));
    return answer;
  }

  /**
   * The end of an LP operation's answer: its transaction under the operation's name ({@code create}, {@code
   * increase}, {@code decrease}, {@code claim}) and, when the request asked for a simulation, {@code gasFee}: {@code
   * gas} at the fees' gas price ({@code simulateTransaction}'s figure).
   */
  static ObjectNode withTransaction(ObjectNode answer, String operation, ObjectNode transaction, boolean simulate,
      BigInteger gas, RequestedUrgency.Fees fees) {
    answer.set(operation, transaction);
    if (simulate) {
      answer.put("gasFee", gas.multiply(fees.gasPrice).toString());
    }
    return answer;
  }

  /** The gas limit a transaction the endpoints built carries (on a node: its estimate, or the fallback). */
  static BigInteger gasLimit(ObjectNode transaction) {
    return new BigInteger(transaction.get("gasLimit").asText());
  }

  /** The LP urgency (upper case, default URGENT). */
  static RequestedUrgency urgency(Body body) {
    return RequestedUrgency.read(body, "urgency", false, RequestedUrgency.LP_LEVELS);
  }

  static BigInteger ceilDiv(BigInteger a, BigInteger b) {
    BigInteger[] qr = a.divideAndRemainder(b);
    return qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
  }

  /** A liquidity figure for a position's amounts (their geometric mean, or the one side it holds). */
  static BigInteger liquidity(BigInteger amount0, BigInteger amount1) {
    BigInteger product = amount0.multiply(amount1);
    return product.signum() > 0 ? product.sqrt() : amount0.max(amount1);
  }

  /** The transaction deadline: the request's, or 30 minutes from now. */
  static long deadline(Engine engine, Long requested) {
    return requested != null ? requested : engine.nowSeconds() + 30 * 60;
  }

  /**
   * What an LP transaction does when mined: it reverts after its deadline (as the contracts check
   * {@code block.timestamp}) or when {@code succeeds} fails, else applies {@code effect}.
   */
  static Ledger.BuiltTransaction mined(Engine engine, long deadline, java.util.function.Predicate<Ledger> succeeds,
      java.util.function.BiConsumer<Ledger, String> effect) {
    return Ledger.BuiltTransaction.checked(ledger -> engine.nowSeconds() <= deadline && succeeds.test(ledger), effect);
  }

  /** {@code slippageTolerance} when given, else 0.5 (%). */
  static BigDecimal slippage(Body body) {
    return body.has("slippageTolerance") ? Rules.slippage(body, "slippageTolerance") : new BigDecimal("0.5");
  }

  // --- Ranges -------------------------------------------------------------------------------------

  /** {@code 1.0001^tick}: the price (token1 per token0, in base units) at a tick. */
  static BigDecimal priceAt(long tick) {
    return TICK_BASE.pow(Math.toIntExact(tick), MATH);
  }

  /** The tick at or below a price. */
  static long tickAt(BigDecimal price) {
    double ticks = StrictMath.log(price.doubleValue()) / StrictMath.log(1.0001);
    return Math.max(Pool.MIN_TICK, Math.min(Pool.MAX_TICK, (long) StrictMath.floor(ticks)));
  }

  static long alignDown(long tick, int spacing) {
    return Math.floorDiv(tick, spacing) * (long) spacing;
  }

  static long alignUp(long tick, int spacing) {
    return -Math.floorDiv(-tick, spacing) * (long) spacing;
  }

  /** The widest usable range of a pool: the extreme ticks aligned inward to its spacing. */
  static long[] fullRange(int spacing) {
    return new long[] {alignUp(Pool.MIN_TICK, spacing), alignDown(Pool.MAX_TICK, spacing)};
  }

  /** A price as the API writes adjusted bounds: 28 significant digits, plain notation. */
  static String priceText(BigDecimal price) {
    return price.round(new MathContext(28, RoundingMode.HALF_EVEN)).stripTrailingZeros().toPlainString();
  }

  /**
   * The amounts of a position in {@code [tickLower, tickUpper)} at the pool's current price, given
   * one side ({@code independentIs0}): the other side follows from the range (rounded up, as the
   * contracts pull it). A range below the price holds only token1, above it only token0.
   *
   * @throws ApiError 400 when the range cannot hold the independent token at the current price
   */
  static BigInteger[] rangeAmounts(Pool pool, long tickLower, long tickUpper, boolean independentIs0,
      BigInteger amount) {
    BigDecimal price = new BigDecimal(pool.reserve1()).divide(new BigDecimal(pool.reserve0()), MATH);
    BigDecimal sp = price.sqrt(MATH);
    BigDecimal sa = priceAt(tickLower).sqrt(MATH);
    BigDecimal sb = priceAt(tickUpper).sqrt(MATH);
    if (sp.compareTo(sa) <= 0 || sp.compareTo(sb) >= 0) {
      boolean holds0 = sp.compareTo(sa) <= 0;
      if (holds0 != independentIs0) {
        throw ApiError.badRequest("\"independentToken.tokenAddress\" must be token" + (holds0 ? 0 : 1)
            + ": the range [" + tickLower + ", " + tickUpper + ") holds only token" + (holds0 ? 0 : 1)
            + " at the pool's current tick " + pool.tickCurrent());
      }
      return independentIs0 ? new BigInteger[] {amount, BigInteger.ZERO} : new BigInteger[] {BigInteger.ZERO, amount};
    }
    BigDecimal given = new BigDecimal(amount);
    if (independentIs0) {
      BigDecimal liquidity = given.multiply(sp).multiply(sb).divide(sb.subtract(sp), MATH);
      BigDecimal amount1 = liquidity.multiply(sp.subtract(sa), MATH);
      return new BigInteger[] {amount, amount1.setScale(0, RoundingMode.CEILING).toBigIntegerExact()};
    }
    BigDecimal liquidity = given.divide(sp.subtract(sa), MATH);
    BigDecimal amount0 = liquidity.multiply(sb.subtract(sp)).divide(sp.multiply(sb), MATH);
    return new BigInteger[] {amount0.setScale(0, RoundingMode.CEILING).toBigIntegerExact(), amount};
  }

  // --- Approvals ----------------------------------------------------------------------------------

  /** Whom a token must approve for a protocol's positions: the V2 router, the V3 manager, or Permit2. */
  static String spender(Chain chain, String protocol) {
    return protocol.equals("V4") ? chain.permit2() : manager(chain, protocol);
  }

  /**
   * Whether {@code owner} lets the position contracts pull {@code amount} of {@code token} now. For V4
   * that is the token's approval of Permit2 and Permit2's unexpired allowance for the PositionManager
   * ({@code permitted}: a signed permit the same transaction applies first).
   */
  static boolean approved(Ledger ledger, Chain chain, String protocol, String owner, Token token,
      BigInteger amount, long now, boolean permitted) {
    if (token.isNative() || amount.signum() == 0) {
      return true;
    }
    if (ledger.approvals().allowance(chain.id(), owner, token.address(), spender(chain, protocol)).compareTo(amount) < 0) {
      return false;
    }
    if (!protocol.equals("V4") || permitted) {
      return true;
    }
    Ledger.Permit2Allowance allowance = ledger.approvals().permit2Allowance(chain.id(), owner, token.address(), manager(chain, "V4"));
    return allowance.amount.compareTo(amount) >= 0 && allowance.expiration > now;
  }

  /**
   * The approval transactions a wallet needs for a token: a reset first for USDT-style tokens. The allowance is read
   * where the chain keeps it (the ledger, or the token on a node).
   */
  static List<ObjectNode> approvalTransactions(Engine engine, Chain chain, String owner, String token,
      boolean resetsAllowance, String spender, BigInteger amount, String action, RequestedUrgency urgency,
      boolean gasInfo) {
    List<ObjectNode> out = new ArrayList<>();
    BigInteger current = engine.allowance(chain.id(), owner, token, spender);
    if (current.compareTo(amount) >= 0) {
      return out;
    }
    RequestedUrgency.Fees fees = urgency.fees(chain);
    if (resetsAllowance && current.signum() > 0) {
      out.add(approvalTransaction(Engine.transaction(token, owner, Calldata.approve(spender, BigInteger.ZERO),
          BigInteger.ZERO, chain.id(), RESET_GAS, fees), true, action, gasInfo ? RESET_GAS.multiply(fees.gasPrice) : null));
    }
    out.add(approvalTransaction(Engine.transaction(token, owner, Calldata.approve(spender, Engine.MAX_UINT256),
        BigInteger.ZERO, chain.id(), urgency.gasLimit(APPROVE_GAS), fees), false, action,
        gasInfo ? APPROVE_GAS.multiply(fees.gasPrice) : null));
    return out;
  }

  /** An {@code ApprovalTransactionRequest}. */
  static ObjectNode approvalTransaction(ObjectNode transaction, boolean cancel, String action, BigInteger gasFee) {
    ObjectNode node = Engine.object();
    node.set("transaction", transaction);
    node.put("cancelApproval", cancel);
    node.put("action", action);
    if (gasFee != null) {
      node.put("gasFee", gasFee.toString());
    }
    return node;
  }

  // --- V4 batch permits ---------------------------------------------------------------------------

  /** One token's entry of a Permit2 {@code PermitBatch}. */
  static final class PermitDetail {
    final String token;
    final BigInteger amount;
    final long expiration;
    final long nonce;

    PermitDetail(String token, BigInteger amount, long expiration, long nonce) {
      this.token = token;
      this.amount = amount;
      this.expiration = expiration;
      this.nonce = nonce;
    }
  }

  /** A Permit2 {@code PermitBatch} for the V4 PositionManager, as {@code {domain, types, values}}. */
  static ObjectNode permitBatch(Chain chain, List<PermitDetail> details, String spender, long sigDeadline) {
    ObjectNode permit = Engine.object();
    permit.set("domain", Permit2TypedData.permit2Domain(chain.id(), chain.permit2()));
    ObjectNode types = permit.putObject("types");
    Permit2TypedData.type(types, "PermitBatch", "details", "PermitDetails[]", "spender", "address", "sigDeadline", "uint256");
    Permit2TypedData.type(types, "PermitDetails", "token", "address", "amount", "uint160", "expiration", "uint48",
        "nonce", "uint48");
    ObjectNode values = permit.putObject("values");
    ArrayNode entries = values.putArray("details");
    for (PermitDetail detail : details) {
      ObjectNode entry = entries.addObject();
      entry.put("token", detail.token);
      entry.put("amount", detail.amount.toString());
      entry.put("expiration", Long.toString(detail.expiration));
      entry.put("nonce", Long.toString(detail.nonce));
    }
    values.put("spender", spender);
    values.put("sigDeadline", Long.toString(sigDeadline));
    return permit;
  }

  /** A signed V4 batch permit sent with a create or increase, checked and ready to encode. */
  static final class SignedPermit {
    final String field;
    final List<PermitDetail> details;
    final String spender;
    final long sigDeadline;
    final String signature;

    private SignedPermit(String field, List<PermitDetail> details, String spender, long sigDeadline,
        String signature) {
      this.field = field;
      this.details = details;
      this.spender = spender;
      this.sigDeadline = sigDeadline;
      this.signature = signature;
    }

    /**
     * Refuses an entry for a token the position does not hold (native ETH included: Permit2 moves ERC-20 tokens
     * only), for less than the deposit takes of its token, or expired at {@code now}: Permit2 would set an allowance
     * the deposit exceeds or that has expired (AllowanceExpired).
     */
    void checkDeposit(Token token0, BigInteger amount0, Token token1, BigInteger amount1, long now) {
      for (int i = 0; i < details.size(); i++) {
        PermitDetail d = details.get(i);
        String entry = "\"" + field + ".values.details[" + i + "].";
        String key = Addresses.normalize(d.token);
        Token token;
        BigInteger amount;
        if (!token0.isNative() && key.equals(token0.key())) {
          token = token0;
          amount = amount0;
        } else if (!token1.isNative() && key.equals(token1.key())) {
          token = token1;
          amount = amount1;
        } else {
          throw ApiError.badRequest(entry + "token\" must be a token the position holds (" + token0.address()
              + " or " + token1.address() + "; native ETH needs no permit)");
        }
        if (d.amount.compareTo(amount) < 0) {
          throw ApiError.badRequest(entry + "amount\" must be at least " + amount + ", what the deposit takes of "
              + token.address());
        }
        if (d.expiration != 0 && d.expiration < now) {
          throw ApiError.badRequest(entry + "expiration\" " + d.expiration + " has passed (now " + now
              + "): call /lp/check_approval again");
        }
      }
    }

    boolean covers(Token token) {
      return details.stream().anyMatch(d -> Addresses.normalize(d.token).equals(token.key()));
    }

    /** Permit2's {@code permitBatch} as the PositionManager forwards it. */
    String calldata(String owner) {
      List<Object> entries = new ArrayList<>();
      for (PermitDetail d : details) {
        entries.add(List.of(Addresses.of(d.token), d.amount, d.expiration, d.nonce));
      }
      List<Object> batch = List.of(entries, Addresses.of(spender), sigDeadline);
      return Calldata.call("permitBatch(address,((address,uint160,uint48,uint48)[],address,uint256),bytes)",
          Addresses.of(owner), batch, Hex.decode(signature, "signature"));
    }

    /** Whether Permit2 would still accept it: unexpired, and no nonce used since it was signed. */
    boolean usable(Ledger ledger, long chainId, String owner, long now) {
      return now <= sigDeadline && details.stream()
          .allMatch(d -> ledger.approvals().permit2Allowance(chainId, owner, d.token, spender).nonce == d.nonce);
    }

    void apply(Ledger ledger, long chainId, String owner) {
      for (PermitDetail d : details) {
        ledger.approvals().usePermit(chainId, owner, d.token, spender, d.amount, d.expiration, d.nonce);
      }
    }
  }

  /**
   * Refuses a batch permit sent with a V2 or V3 request: it allows the V4 PositionManager, and the other protocols'
   * contracts have no call that takes it (their tokens approve the V2 router or the V3 manager directly).
   */
  static void refuseBatchPermitUnlessV4(Body body, String permitField, String protocol) {
    if (!protocol.equals("V4") && body.has(permitField) && !body.node().get(permitField).isNull()) {
      throw ApiError.badRequest("\"" + permitField + "\" is for V4 positions only: a " + protocol
          + " position's tokens approve " + (protocol.equals("V2") ? "the V2 router" : "its position manager")
          + " (/lp/check_approval)");
    }
  }

  /**
   * Reads and checks an optional signed batch permit: both fields or neither, signed by the wallet, in the domain
   * of this chain's Permit2, for the chain's V4 PositionManager, with the nonces Permit2 expects next.
   */
  static Optional<SignedPermit> signedPermit(Engine engine, Body body, String permitField, Chain chain,
      String wallet) {
    return signedPermit(engine, body, permitField, chain, wallet,
        chain.positionManager("V4").orElse(Addresses.ZERO_ADDRESS));
  }

  /**
   * {@link #signedPermit(Engine, Body, String, Chain, String)} for the V4 PositionManager at {@code manager} (the EVM
   * mode's deployed one), the nonces read where Permit2 keeps them ({@link Engine#permit2Allowance}: the real
   * Permit2 in the EVM mode).
   */
  static Optional<SignedPermit> signedPermit(Engine engine, Body body, String permitField, Chain chain,
      String wallet, String manager) {
    Optional<Body> permit = body.optionalObject(permitField);
    Optional<String> signature = body.optionalMatching("signature", Body.SIGNATURE);
    if (signature.isPresent() && permit.isEmpty()) {
      throw ApiError.badRequest("\"signature\" missing required peer \"" + permitField + "\"");
    }
    if (permit.isEmpty()) {
      return Optional.empty();
    }
    if (signature.isEmpty()) {
      throw ApiError.badRequest("\"" + permitField + "\" missing required peer \"signature\"");
    }
    Body values = permit.get().object("values");
    Permit2TypedData.checkDomain(permit.get().object("domain"), chain.id(), chain.permit2(), "the request's chain");
    permit.get().object("types");
    String spender = values.address("spender");
    if (!Addresses.normalize(spender).equals(Addresses.normalize(manager))) {
      throw values.invalid("spender", "must be the V4 PositionManager on chain " + chain.id() + " (" + manager + ")");
    }
    List<PermitDetail> details = new ArrayList<>();
    List<JsonNode> entries = values.array("details");
    for (int i = 0; i < entries.size(); i++) {
      Body entry = values.element("details", entries, i);
      PermitDetail detail = new PermitDetail(entry.address("token"), new BigInteger(entry.matching("amount", Body.DIGITS)),
          Long.parseLong(entry.matching("expiration", Body.DIGITS)), Long.parseLong(entry.matching("nonce", Body.DIGITS)));
      long expected = engine.permit2Allowance(chain.id(), wallet, detail.token, spender).nonce;
      if (detail.nonce != expected) {
        throw entry.invalid("nonce", detail.nonce + " was already used; the next is " + expected
            + " (call /lp/check_approval again)");
      }
      details.add(detail);
    }
    String signer;
    try {
      signer = engine.config().signerRecovery().recover(permit.get().node(), signature.get());
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("\"" + permitField + "\" is not valid typed data: " + e.getMessage());
    }
    if (!Addresses.normalize(signer).equals(Addresses.normalize(wallet))) {
      throw ApiError.badRequest("\"signature\" was not made by walletAddress " + wallet);
    }
    long sigDeadline = Long.parseLong(values.matching("sigDeadline", Body.DIGITS));
    return Optional.of(new SignedPermit(permitField, details, spender, sigDeadline, signature.get()));
  }

  // --- Calldata -----------------------------------------------------------------------------------

  /** V4 ActionConstants: "all it holds" as an amount. */
  static final BigInteger CONTRACT_BALANCE = BigInteger.ONE.shiftLeft(255);

  /**
   * A V4 deposit's actions: {@code first} (MINT_POSITION or INCREASE_LIQUIDITY), SETTLE_PAIR, and for
   * a native pool SWEEP, which returns what the transaction's value carried beyond the amount settled.
   */
  static String v4Deposit(byte first, byte[] firstParams, Token token0, Token token1, String wallet, long deadline) {
    return v4Deposit(first, firstParams, token0, token1, wallet, deadline, false);
  }

  /**
   * {@link #v4Deposit(byte, byte[], Token, Token, String, long)}, with {@code closeEach} CLOSE_CURRENCY of each
   * currency in place of SETTLE_PAIR: an increase of a position that has earned fees, whose settled fees may exceed
   * what a side costs (SETTLE_PAIR then reverts {@code DeltaNotNegative}); CLOSE_CURRENCY pays a debt or takes a
   * credit, whichever the currency ends with.
   */
  static String v4Deposit(byte first, byte[] firstParams, Token token0, Token token1, String wallet, long deadline,
      boolean closeEach) {
    List<Byte> actions = new ArrayList<>(List.of(first));
    List<byte[]> params = new ArrayList<>(List.of(firstParams));
    if (closeEach) {
      for (Token currency : List.of(token0, token1)) {
        actions.add(V4Actions.CLOSE_CURRENCY);
        params.add(Abi.encode("(address)", Addresses.of(currency.address())));
      }
    } else {
      actions.add(V4Actions.SETTLE_PAIR);
      params.add(Abi.encode("(address,address)", Addresses.of(token0.address()), Addresses.of(token1.address())));
    }
    if (token0.isNative()) {
      actions.add(V4Actions.SWEEP);
      params.add(Abi.encode("(address,address)", Addresses.of(token0.address()), Addresses.of(wallet)));
    }
    byte[] codes = new byte[actions.size()];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = actions.get(i);
    }
    return modifyLiquidities(codes, params, deadline);
  }

  /** MINT_POSITION's parameters: poolKey, tickLower, tickUpper, liquidity, amount0Max, amount1Max, owner, hookData. */
  static byte[] v4MintParams(Pool pool, long[] range, BigInteger liquidity, BigInteger[] maximums, String owner) {
    return Abi.encode("(" + Calldata.POOL_KEY + ",int24,int24,uint256,uint128,uint128,address,bytes)",
        Calldata.poolKey(pool), range[0], range[1], liquidity, maximums[0], maximums[1], Addresses.of(owner),
        new byte[0]);
  }

  /**
   * A V4 withdrawal's actions (a decrease, or a fee claim as a decrease of zero): DECREASE_LIQUIDITY
   * then TAKE_PAIR to the wallet; a native pool paid out as WETH takes the pair to the
   * PositionManager, WRAPs all its ETH and SWEEPs both tokens to the wallet.
   */
  static String v4Withdrawal(byte[] decreaseParams, Token token0, Token token1, Token[] currencies, String wallet,
      long deadline) {
    if (!token0.isNative() || currencies[0].isNative()) {
      byte[] take = Abi.encode("(address,address,address)", Addresses.of(token0.address()),
          Addresses.of(token1.address()), Addresses.of(wallet));
      return modifyLiquidities(new byte[] {V4Actions.DECREASE_LIQUIDITY, V4Actions.TAKE_PAIR},
          List.of(decreaseParams, take), deadline);
    }
    byte[] take = Abi.encode("(address,address,address)", Addresses.of(token0.address()),
        Addresses.of(token1.address()), Addresses.of(Calldata.ADDRESS_THIS));
    byte[] wrap = Abi.encode("(uint256)", CONTRACT_BALANCE);
    byte[] sweepWeth = Abi.encode("(address,address)", Addresses.of(currencies[0].address()), Addresses.of(wallet));
    byte[] sweepOther = Abi.encode("(address,address)", Addresses.of(token1.address()), Addresses.of(wallet));
    return modifyLiquidities(
        new byte[] {V4Actions.DECREASE_LIQUIDITY, V4Actions.TAKE_PAIR, V4Actions.WRAP, V4Actions.SWEEP, V4Actions.SWEEP},
        List.of(decreaseParams, take, wrap, sweepWeth, sweepOther), deadline);
  }

  /** The NonfungiblePositionManager's {@code refundETH()}: returns the value a deposit did not use. */
  static String refundEth() {
    return Calldata.call("refundETH()");
  }

  /** {@code modifyLiquidities(abi.encode(actions, params), deadline)}. */
  static String modifyLiquidities(byte[] actions, List<byte[]> params, long deadline) {
    return Calldata.call("modifyLiquidities(bytes,uint256)", Abi.encode("(bytes,bytes[])", actions, params), deadline);
  }

  /** {@code multicall(bytes[])} of the V3/V4 position managers. */
  static String multicall(List<String> calls) {
    List<Object> encoded = new ArrayList<>();
    calls.forEach(call -> encoded.add(Hex.decode(call, "call")));
    return Calldata.call("multicall(bytes[])", encoded);
  }

  /**
   * Whether a create or increase succeeds when mined: both tokens can be pulled, and a signed permit
   * that came along is still usable.
   */
  static boolean canDeposit(Ledger ledger, Chain chain, String protocol, String owner, Token token0,
      BigInteger amount0, Token token1, BigInteger amount1, long now, Optional<SignedPermit> permit) {
    return holds(ledger, chain.id(), owner, token0, amount0, token1, amount1)
        && permit.map(signed -> signed.usable(ledger, chain.id(), owner, now)).orElse(true)
        && approved(ledger, chain, protocol, owner, token0, amount0, now, permit.map(p -> p.covers(token0)).orElse(false))
        && approved(ledger, chain, protocol, owner, token1, amount1, now, permit.map(p -> p.covers(token1)).orElse(false));
  }

  /** The {@code v4BatchPermitData} permit first, when one was signed, then the call. */
  static String withPermit(Optional<SignedPermit> permit, String owner, String call) {
    return permit.map(p -> multicall(List.of(p.calldata(owner), call))).orElse(call);
  }

  // --- Settlement: what a mined LP transaction moves and emits --------------------------------------

  /** Whether the wallet holds both sides of a deposit (native ETH included). */
  static boolean holds(Ledger ledger, long chainId, String wallet, Token paid0, BigInteger amount0, Token paid1,
      BigInteger amount1) {
    return ledger.balances().holds(chainId, paid0, wallet, amount0) && ledger.balances().holds(chainId, paid1, wallet, amount1);
  }

  /** Where a protocol's pools keep their tokens: the V2 pair or the V3 pool itself, V4's PoolManager. */
  static String vault(Chain chain, String protocol, Pool pool) {
    return protocol.equals("V4") ? chain.poolManager() : pool.address();
  }

  /** The pool a position is in. */
  static Pool poolOf(Engine engine, Ledger.Position position) {
    return pool(engine, position.chainId, position.protocol, position.token0, position.token1)
        .orElseThrow(Lp::poolNotFound);
  }

  /**
   * A mined deposit into a position (a create or an increase): the wallet's tokens move into the pool (native ETH
   * came as the transaction's value), and the position contract tells it: the V3 manager's {@code
   * IncreaseLiquidity}, the V2 pair's LP tokens minted to the wallet and its {@code Mint}.
   */
  static void deposit(Ledger ledger, Chain chain, Pool pool, Ledger.Position position, Token[] paid,
      BigInteger amount0, BigInteger amount1) {
    String vault = vault(chain, position.protocol, pool);
    moveTokens(ledger, chain.id(), paid, amount0, amount1, position.owner, vault);
    BigInteger liquidity = liquidity(amount0, amount1);
    String manager = manager(chain, position.protocol);
    if (position.protocol.equals("V3")) {
      ledger.emit(Events.increaseLiquidity(manager, new BigInteger(position.id), liquidity, amount0, amount1));
    } else if (position.protocol.equals("V2")) {
      ledger.emit(Events.erc20Transfer(pool.address(), Addresses.ZERO_ADDRESS, position.owner, liquidity));
      ledger.emit(Events.v2Mint(pool.address(), manager, amount0, amount1));
    }
  }

  /**
   * A mined withdrawal from a position (a decrease, or with {@code liquidity} zero a V3/V4 fee claim): the V3
   * manager's {@code DecreaseLiquidity} and {@code Collect}, or the V2 LP tokens burnt and the pair's {@code Burn};
   * then the tokens move from the pool to the wallet (a native side is paid by {@link #payNative}).
   */
  static void withdraw(Ledger ledger, Chain chain, Pool pool, Ledger.Position position, Token[] paid,
      BigInteger liquidity, BigInteger amount0, BigInteger amount1) {
    String manager = manager(chain, position.protocol);
    BigInteger id = position.protocol.equals("V2") ? BigInteger.ZERO : new BigInteger(position.id);
    if (position.protocol.equals("V3")) {
      if (liquidity.signum() > 0) {
        ledger.emit(Events.decreaseLiquidity(manager, id, liquidity, amount0, amount1));
      }
      ledger.emit(Events.collect(manager, id, position.owner, amount0, amount1));
    } else if (position.protocol.equals("V2")) {
      ledger.emit(Events.erc20Transfer(pool.address(), position.owner, pool.address(), liquidity));
      ledger.emit(Events.v2Burn(pool.address(), manager, amount0, amount1, position.owner));
    }
    moveTokens(ledger, chain.id(), paid, amount0, amount1, vault(chain, position.protocol, pool), position.owner);
  }

  /** Transfers the ERC-20 sides of an LP movement (native ETH moves as value, not as a token). */
  private static void moveTokens(Ledger ledger, long chainId, Token[] paid, BigInteger amount0, BigInteger amount1,
      String from, String to) {
    BigInteger[] amounts = {amount0, amount1};
    for (int i = 0; i < 2; i++) {
      if (!paid[i].isNative() && amounts[i].signum() > 0) {
        ledger.balances().transfer(chainId, paid[i], from, to, amounts[i]);
      }
    }
  }

  /** The transaction's native value: the amount of a native side. */
  static BigInteger nativeValue(Token token0, BigInteger amount0, Token token1, BigInteger amount1) {
    return token0.isNative() ? amount0 : token1.isNative() ? amount1 : BigInteger.ZERO;
  }
}
