package io.tradingsdk.server.internal.chain.rpc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.GasModel;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.MinedTransaction;
import io.tradingsdk.server.internal.chain.Submission;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The JSON-RPC methods each simulated chain answers, by name, like the Trading API's route table: chain and block
 * ({@code eth_chainId}, {@code net_version}, {@code eth_blockNumber}, {@code eth_getBlockByNumber}), accounts
 * ({@code eth_getBalance}, {@code eth_getTransactionCount}, {@code eth_getCode}), fees ({@code eth_gasPrice},
 * {@code eth_maxPriorityFeePerGas}, {@code eth_feeHistory}), calls ({@code eth_call}, {@code eth_estimateGas}), and
 * transactions ({@code eth_sendRawTransaction}, {@code eth_getTransactionByHash}, {@code eth_getTransactionReceipt});
 * plus {@code web3_clientVersion}, {@code eth_syncing} and {@code eth_accounts}, which clients probe.
 *
 * <p>The chain keeps only its current state: a read at an earlier block reads the current one (a later block is
 * {@code header not found}).
 */
public final class EthMethods {
  /** What {@code eth_getCode} answers for a simulated contract: {@code PUSH1 0 PUSH1 0 REVERT}, a stand-in runtime. */
  static final String CONTRACT_CODE = "0x60006000fd";
  /** A call's sender when it names none. */
  static final String ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";
  /** EIP-7702's delegation designator, followed by the delegate's address. */
  static final String DELEGATION_PREFIX = "0xef0100";
  /** The most blocks {@code eth_feeHistory} answers for, as geth caps it. */
  static final int MAX_FEE_HISTORY = 1024;

  private static final Map<String, RpcMethod> METHODS = table();

  private EthMethods() {}

  /** The method of a name, empty when the chains do not answer it. */
  public static Optional<RpcMethod> named(String name) {
    return Optional.ofNullable(METHODS.get(name));
  }

  /** Every method served, in a fixed order. */
  public static Map<String, RpcMethod> all() {
    return METHODS;
  }

  private static Map<String, RpcMethod> table() {
    Map<String, RpcMethod> table = new LinkedHashMap<>();
    table.put("eth_chainId", (c, p) -> none(p, text(Quantities.of(c.chainId()))));
    table.put("net_version", (c, p) -> none(p, text(Long.toString(c.chainId()))));
    table.put("web3_clientVersion", (c, p) -> none(p, text("TradingSdkReferenceServer/v1")));
    table.put("eth_syncing", (c, p) -> none(p, JsonNodeFactory.instance.booleanNode(false)));
    table.put("eth_accounts", (c, p) -> none(p, JsonNodeFactory.instance.arrayNode()));
    table.put("eth_blockNumber", (c, p) -> none(p, text(Quantities.of(c.latestBlock()))));
    table.put("eth_getBlockByNumber", EthMethods::blockByNumber);
    table.put("eth_getBalance", (c, p) -> account(c, p, address -> Quantities.of(c.ledger().balances().nativeBalance(
        c.chainId(), address))));
    table.put("eth_getTransactionCount", (c, p) -> account(c, p, address -> Quantities.of(c.ledger().nonce(
        c.chainId(), address))));
    table.put("eth_getCode", (c, p) -> account(c, p, address -> code(c, address)));
    table.put("eth_gasPrice", (c, p) -> none(p, text(Quantities.of(c.chain().baseFeeWei().add(
        c.chain().priorityFeeWei())))));
    table.put("eth_maxPriorityFeePerGas", (c, p) -> none(p, text(Quantities.of(c.chain().priorityFeeWei()))));
    table.put("eth_feeHistory", EthMethods::feeHistory);
    table.put("eth_call", EthMethods::call);
    table.put("eth_estimateGas", EthMethods::estimateGas);
    table.put("eth_sendRawTransaction", RpcMethod.changingState(EthMethods::sendRawTransaction));
    table.put("eth_getTransactionByHash", (c, p) -> mined(c, p, mined -> RpcJson.transaction(c.chain(), mined)));
    table.put("eth_getTransactionReceipt", (c, p) -> mined(c, p, mined -> RpcJson.receipt(c.chain(), c.ledger(),
        mined)));
    return Collections.unmodifiableMap(table);
  }

  private static JsonNode text(String value) {
    return TextNode.valueOf(value);
  }

  /** A method without parameters. */
  private static JsonNode none(Params params, JsonNode result) {
    params.atMost(0);
    return result;
  }

  /** {@code (address, block)}: an account's figure, at the latest block (a later one does not exist yet). */
  private static JsonNode account(RpcContext context, Params params, java.util.function.Function<String, String> read) {
    params.atMost(2);
    String address = params.address(0);
    existingBlock(params.block(1, context.latestBlock()), context);
    return text(read.apply(address));
  }

  private static long existingBlock(long number, RpcContext context) {
    if (number > context.latestBlock()) {
      throw RpcError.server("header not found");
    }
    return number;
  }

  /** A 7702-delegated account answers its designator, a simulated contract a stand-in runtime, others nothing. */
  private static String code(RpcContext context, String address) {
    Optional<String> delegate = context.ledger().approvals().delegation(context.chainId(), address);
    if (delegate.isPresent()) {
      return DELEGATION_PREFIX + delegate.get().substring(2).toLowerCase(java.util.Locale.ROOT);
    }
    return context.market().isContract(context.chainId(), address) ? CONTRACT_CODE : "0x";
  }

  private static JsonNode blockByNumber(RpcContext context, Params params) {
    params.atMost(2);
    long number = params.block(0, context.latestBlock());
    boolean full = params.bool(1, false);
    if (number > context.latestBlock()) {
      return JsonNodeFactory.instance.nullNode();
    }
    return RpcJson.block(context.chain(), context.ledger(), number, full);
  }

  /**
   * {@code (blockCount, newestBlock, rewardPercentiles)}. The base fee never moves on the simulated chains, so every
   * block reports it (and the next one too), its gas used ratio is the 0.5 of a block at target (the ratio at which
   * EIP-1559 keeps the base fee where it is), and every reward percentile is the chain's priority fee.
   */
  private static JsonNode feeHistory(RpcContext context, Params params) {
    params.atMost(3);
    long count = Math.min(params.count(0), MAX_FEE_HISTORY);
    long newest = params.block(1, context.latestBlock());
    if (newest > context.latestBlock()) {
      throw RpcError.server("request beyond head block: requested " + newest + ", head " + context.latestBlock());
    }
    ArrayNode percentiles = percentiles(params);
    count = Math.min(count, newest + 1);
    Chain chain = context.chain();
    ObjectNode history = RpcJson.object();
    history.put("oldestBlock", Quantities.of(newest - count + 1));
    ArrayNode baseFees = history.putArray("baseFeePerGas");
    ArrayNode ratios = history.putArray("gasUsedRatio");
    ArrayNode rewards = percentiles == null ? null : history.putArray("reward");
    for (long i = 0; i < count; i++) {
      baseFees.add(Quantities.of(chain.baseFeeWei()));
      ratios.add(0.5);
      if (rewards != null) {
        ArrayNode reward = rewards.addArray();
        percentiles.forEach(percentile -> reward.add(Quantities.of(chain.priorityFeeWei())));
      }
    }
    if (count > 0) {
      baseFees.add(Quantities.of(chain.baseFeeWei())); // the block after the newest
    }
    return history;
  }

  /** The reward percentiles: ascending, each from 0 to 100; null when not asked for. */
  private static @Nullable ArrayNode percentiles(Params params) {
    Optional<JsonNode> given = params.optional(2);
    if (given.isEmpty()) {
      return null;
    }
    if (!given.get().isArray()) {
      throw RpcError.invalidArgument(2, "json: cannot unmarshal " + Params.jsonType(given.get())
          + " into Go value of type []float64");
    }
    double previous = -1;
    for (JsonNode percentile : given.get()) {
      if (!percentile.isNumber() || percentile.asDouble() < 0 || percentile.asDouble() > 100) {
        throw RpcError.server("invalid reward percentile: " + percentile);
      }
      if (percentile.asDouble() < previous) {
        throw RpcError.server("invalid reward percentile: #" + previous + " > #" + percentile.asDouble());
      }
      previous = percentile.asDouble();
    }
    return (ArrayNode) given.get();
  }

  /**
   * {@code (call, block)}: a view's answer (see {@link EthCalls}), or for a call that would change the chain, whether
   * it would succeed if mined now ({@code 0x}) or revert (code 3). A call to an account without code returns
   * {@code 0x}; a function the simulated contract does not have reverts.
   */
  private static JsonNode call(RpcContext context, Params params) {
    params.atMost(3);
    CallArgs call = CallArgs.read(params, 0, context.chainId());
    existingBlock(params.block(1, context.latestBlock()), context);
    String to = call.to(0);
    Optional<String> view = EthCalls.view(context, to, call.data);
    if (view.isPresent()) {
      return text(view.get());
    }
    runs(context, call, to);
    return text("0x");
  }

  /**
   * {@code (call, block)}: the gas the call uses when mined now ({@link Ledger#gasUsed}: what the API quoted for a
   * transaction it built, else the typical figure or the intrinsic gas), or the revert it would meet.
   */
  private static JsonNode estimateGas(RpcContext context, Params params) {
    params.atMost(3);
    CallArgs call = CallArgs.read(params, 0, context.chainId());
    existingBlock(params.block(1, context.latestBlock()), context);
    String to = call.to(0);
    Ledger ledger = context.ledger();
    if (call.value.compareTo(ledger.balances().nativeBalance(context.chainId(), call.from)) > 0) {
      throw RpcError.server("insufficient funds for transfer");
    }
    if (EthCalls.view(context, to, call.data).isEmpty()) {
      runs(context, call, to);
    }
    Submission submission = new Submission(context.chainId(), call.from, to, Hex.encode(call.data), call.value,
        GasModel.intrinsic(call.data, 0, 0, call.authorizations), null, BigInteger.ZERO, null, java.util.List.of());
    long gas = ledger.gasUsed(submission);
    if (call.gas != null && call.gas.compareTo(BigInteger.valueOf(gas)) < 0) {
      throw RpcError.server("gas required exceeds allowance (" + call.gas + ")");
    }
    return text(Quantities.of(gas));
  }

  /** Throws the revert a call that is not a view would meet, if mined now. */
  private static void runs(RpcContext context, CallArgs call, String to) {
    Ledger ledger = context.ledger();
    String data = Hex.encode(call.data);
    boolean hasCode = context.market().isContract(context.chainId(), to)
        || ledger.approvals().delegation(context.chainId(), to).isPresent();
    if (!hasCode) {
      if (call.value.compareTo(ledger.balances().nativeBalance(context.chainId(), call.from)) > 0) {
        throw RpcError.server("insufficient funds for transfer");
      }
      return; // an account without code: the value moves, nothing runs
    }
    if (!ledger.understands(context.chainId(), to, data)) {
      throw RpcError.reverted(null, "0x"); // no such function: the fallback reverts
    }
    Optional<String> reason = ledger.wouldRevert(context.chainId(), call.from, to, data, call.value);
    if (reason.isPresent()) {
      throw reason.get().isEmpty() ? RpcError.reverted(null, "0x") : EthCalls.revert(reason.get());
    }
  }

  private static JsonNode sendRawTransaction(RpcContext context, Params params) {
    params.atMost(1);
    byte[] raw = params.data(0);
    SignedTransaction signed = NodeRules.decode(raw, context.chainId());
    Ledger ledger = context.ledger();
    MinedTransaction mined;
    synchronized (ledger) { // checked and mined at once: no other transaction takes the nonce between
      mined = ledger.mine(NodeRules.check(signed, context));
    }
    return text(mined.hash());
  }

  /** {@code (hash)}: a mined transaction's JSON, or null when the chain does not know the hash. */
  private static JsonNode mined(RpcContext context, Params params,
      java.util.function.Function<MinedTransaction, JsonNode> render) {
    params.atMost(1);
    String hash = params.hash(0);
    return context.ledger().mined(hash).filter(mined -> mined.chainId() == context.chainId()).map(render)
        .orElse(JsonNodeFactory.instance.nullNode());
  }

  /** A call object ({@code eth_call}, {@code eth_estimateGas}), geth's {@code TransactionArgs}. */
  static final class CallArgs {
    String from = ZERO_ADDRESS;
    @Nullable String to;
    byte[] data = new byte[0];
    BigInteger value = BigInteger.ZERO;
    @Nullable BigInteger gas;
    int authorizations;

    static CallArgs read(Params params, int index, long expectedChainId) {
      JsonNode node = params.required(index);
      if (!node.isObject()) {
        throw RpcError.invalidArgument(index, "json: cannot unmarshal " + Params.jsonType(node)
            + " into Go value of type ethapi.TransactionArgs");
      }
      CallArgs call = new CallArgs();
      call.from = text(node, index, "from").map(t -> Params.address(index, t, "from: ")).orElse(ZERO_ADDRESS);
      call.to = text(node, index, "to").map(t -> Params.address(index, t, "to: ")).orElse(null);
      Optional<String> input = text(node, index, "input");
      Optional<String> data = text(node, index, "data");
      if (input.isPresent() && data.isPresent() && !input.get().equalsIgnoreCase(data.get())) {
        throw RpcError.invalidArgument(index, "both \"data\" and \"input\" are set and not equal. Please use"
            + " \"input\" to pass transaction call data");
      }
      Optional<String> bytes = input.or(() -> data);
      if (bytes.isPresent()) {
        call.data = field(index, "input", () -> Quantities.bytes(bytes.get()));
      }
      call.value = text(node, index, "value").map(v -> field(index, "value", () -> Quantities.parse(v, 256)))
          .orElse(BigInteger.ZERO);
      call.gas = text(node, index, "gas").map(v -> field(index, "gas", () -> Quantities.parse(v, 64))).orElse(null);
      JsonNode authorizations = node.get("authorizationList");
      if (authorizations != null && authorizations.isArray()) {
        call.authorizations = authorizations.size();
      }
      Optional<String> chainId = text(node, index, "chainId");
      if (chainId.isPresent()) {
        BigInteger have = field(index, "chainId", () -> Quantities.parse(chainId.get(), 64));
        if (!have.equals(BigInteger.valueOf(expectedChainId))) {
          throw RpcError.invalidArgument(index, "chainId does not match node's (have=" + have + ", want="
              + expectedChainId + ")");
        }
      }
      return call;
    }

    /** The called account; a call creating a contract is not simulated. */
    String to(int index) {
      if (to == null) {
        throw RpcError.server("contract creation is not supported: the reference server's chains run no EVM, only"
            + " the contracts they simulate");
      }
      return to;
    }

    private static Optional<String> text(JsonNode node, int index, String field) {
      JsonNode value = node.get(field);
      if (value == null || value.isNull()) {
        return Optional.empty();
      }
      if (!value.isTextual()) {
        throw RpcError.invalidArgument(index, field + ": json: cannot unmarshal " + Params.jsonType(value)
            + " into Go struct field TransactionArgs." + field);
      }
      return Optional.of(value.textValue());
    }

    private static <T> T field(int index, String field, java.util.function.Supplier<T> read) {
      try {
        return read.get();
      } catch (IllegalArgumentException e) {
        throw RpcError.invalidArgument(index, field + ": " + e.getMessage());
      }
    }
  }
}
