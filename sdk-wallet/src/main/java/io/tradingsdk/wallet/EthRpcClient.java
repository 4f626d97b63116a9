package io.tradingsdk.wallet;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.tradingsdk.core.CallCancelledException;
import io.tradingsdk.core.CallListener;
import io.tradingsdk.core.HttpTransport;
import io.tradingsdk.core.InvalidRequestException;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import okhttp3.HttpUrl;
import org.jspecify.annotations.Nullable;

/**
 * An Ethereum JSON-RPC client on the SDK's HTTP stack: the timeouts, deadline, retries with backoff (429, 5xx,
 * I/O), rate limiting and redacted logging of {@link io.tradingsdk.core.TradingClient}, through an {@link
 * HttpTransport}. One method per RPC method, each with an async twin whose future aborts the HTTP call when
 * cancelled.
 *
 * <pre>{@code
 * try (EthRpcClient rpc = EthRpcClient.builder("https://mainnet.example/v3/KEY").build()) {
 *   long chainId = rpc.chainId();
 *   long nonce = rpc.getTransactionCount(address, BlockTag.PENDING);
 * }
 * }</pre>
 *
 * <p><b>Transient failures</b> are retried with the transport's policy and within its deadline: I/O failures, 429
 * and 5xx answers, a malformed or truncated answer, and the JSON-RPC errors a node behind a gateway gives when its
 * state or capacity failed, not the request (-32603, "header not found", "request timed out"...): reads are
 * idempotent, and a broadcast is looked up before it is sent again.
 *
 * <p><b>Failures</b> are unchecked {@link TradingException}s: the node's JSON-RPC errors as {@link
 * EthRpcException} and its typed subclasses ({@link NonceTooLowException}, {@link ExecutionRevertedException} with
 * the revert decoded...), an HTTP error status without one as {@link RpcHttpException}, a malformed answer as
 * {@link io.tradingsdk.core.InvalidResponseException}, and the network as {@link TradingIoException}.
 *
 * <p><b>Broadcasting is never repeated blindly.</b> {@link #sendRawTransaction} resends a transaction after a
 * failure that may have reached the node (a lost connection, a timeout, a 5xx) only once {@code
 * eth_getTransactionByHash} has said the node does not have it, and takes "already known" as success.
 *
 * <p><b>Secrets.</b> The endpoint URL often carries an API key (in its path, query or user info): log lines and
 * exception messages show it masked, and {@link #toString()} shows only the scheme and host.
 *
 * <p>Thread-safe; share one per endpoint. {@link #close()} releases its connections and threads.
 */
public final class EthRpcClient implements AutoCloseable {
  private static final ObjectMapper JSON = TradingJson.mapper();

  private final HttpUrl url;
  private final String urlText;
  private final List<String> urlSecrets;
  private final HttpTransport transport;
  private final boolean ownsTransport;
  private final RevertDecoder revertDecoder;
  private final ScheduledThreadPoolExecutor scheduler;
  private final AtomicLong ids = new AtomicLong();

  private EthRpcClient(Builder b, HttpUrl url, HttpTransport transport) {
    this.url = url;
    this.urlText = url.toString();
    this.urlSecrets = secretsOf(url);
    this.ownsTransport = b.sharedTransport == null;
    this.transport = transport;
    this.revertDecoder = b.revertDecoder;
    this.scheduler = new ScheduledThreadPoolExecutor(1, daemonThreads());
    this.scheduler.setRemoveOnCancelPolicy(true);
  }

  /**
   * A builder for the endpoint at {@code url}: {@code https://}, or {@code http://} to a loopback address (a node
   * on this machine) unless {@link Builder#allowInsecureHttp(boolean)}.
   */
  public static Builder builder(String url) {
    return new Builder(url);
  }

  // ------------------------------------------------------------------ the methods

  /** {@code eth_chainId}: the chain the node serves. */
  public long chainId() {
    return execute(chainIdCall());
  }

  /** {@link #chainId()}, asynchronously. */
  public CompletableFuture<Long> chainIdAsync() {
    return transport.executeAsync(chainIdCall());
  }

  private HttpTransport.Call<Long> chainIdCall() {
    return call("eth_chainId", params(), r -> RpcValues.toLong(r, "chain id"));
  }

  /** {@code eth_blockNumber}: the number of the latest block. */
  public long blockNumber() {
    return execute(blockNumberCall());
  }

  /** {@link #blockNumber()}, asynchronously. */
  public CompletableFuture<Long> blockNumberAsync() {
    return transport.executeAsync(blockNumberCall());
  }

  private HttpTransport.Call<Long> blockNumberCall() {
    return call("eth_blockNumber", params(), r -> RpcValues.toLong(r, "block number"));
  }

  /**
   * {@code eth_getTransactionCount}: the account's nonce; at {@link BlockTag#PENDING}, the next nonce to use
   * (its pending transactions counted), at {@link BlockTag#LATEST}, its mined transactions only.
   */
  public long getTransactionCount(Address address, BlockTag block) {
    return execute(transactionCountCall(address, block));
  }

  /** {@link #getTransactionCount}, asynchronously. */
  public CompletableFuture<Long> getTransactionCountAsync(Address address, BlockTag block) {
    return transport.executeAsync(transactionCountCall(address, block));
  }

  private HttpTransport.Call<Long> transactionCountCall(Address address, BlockTag block) {
    return call("eth_getTransactionCount", params(address.toLowerHex(), block.toRpcParam()),
        r -> RpcValues.toLong(r, "transaction count"));
  }

  /** {@code eth_getBalance}: the account's native balance in wei. */
  public BigInteger getBalance(Address address, BlockTag block) {
    return execute(balanceCall(address, block));
  }

  /** {@link #getBalance}, asynchronously. */
  public CompletableFuture<BigInteger> getBalanceAsync(Address address, BlockTag block) {
    return transport.executeAsync(balanceCall(address, block));
  }

  private HttpTransport.Call<BigInteger> balanceCall(Address address, BlockTag block) {
    return call("eth_getBalance", params(address.toLowerHex(), block.toRpcParam()),
        r -> RpcValues.toBigInteger(r, "balance"));
  }

  /**
   * {@code eth_getCode}: the account's code; empty for an account without code, {@code 0xef0100 ‖ delegate} for
   * an account delegated with EIP-7702.
   */
  public byte[] getCode(Address address, BlockTag block) {
    return execute(codeCall(address, block));
  }

  /** {@link #getCode}, asynchronously. */
  public CompletableFuture<byte[]> getCodeAsync(Address address, BlockTag block) {
    return transport.executeAsync(codeCall(address, block));
  }

  private HttpTransport.Call<byte[]> codeCall(Address address, BlockTag block) {
    return call("eth_getCode", params(address.toLowerHex(), block.toRpcParam()), r -> RpcValues.toBytes(r, "code"));
  }

  /**
   * {@code eth_call}: runs the call against the block's state without sending a transaction.
   *
   * @return the call's return data
   * @throws ExecutionRevertedException when it reverts, with the revert decoded
   */
  public byte[] call(CallRequest request, BlockTag block) {
    return execute(ethCall(request, block));
  }

  /** {@link #call}, asynchronously. */
  public CompletableFuture<byte[]> callAsync(CallRequest request, BlockTag block) {
    return transport.executeAsync(ethCall(request, block));
  }

  private HttpTransport.Call<byte[]> ethCall(CallRequest request, BlockTag block) {
    ArrayNode params = params();
    params.add(request.toJson());
    params.add(block.toRpcParam());
    return call("eth_call", params, r -> RpcValues.toBytes(r, "call result"));
  }

  /**
   * {@code eth_estimateGas}: the gas the call would use as a transaction.
   *
   * @throws ExecutionRevertedException when it would revert, with the revert decoded
   */
  public BigInteger estimateGas(CallRequest request) {
    return execute(estimateGasCall(request));
  }

  /** {@link #estimateGas}, asynchronously. */
  public CompletableFuture<BigInteger> estimateGasAsync(CallRequest request) {
    return transport.executeAsync(estimateGasCall(request));
  }

  private HttpTransport.Call<BigInteger> estimateGasCall(CallRequest request) {
    ArrayNode params = params();
    params.add(request.toJson());
    return call("eth_estimateGas", params, r -> RpcValues.toBigInteger(r, "gas estimate"));
  }

  /** {@code eth_gasPrice}: the node's suggested legacy gas price in wei. */
  public BigInteger gasPrice() {
    return execute(gasPriceCall());
  }

  /** {@link #gasPrice()}, asynchronously. */
  public CompletableFuture<BigInteger> gasPriceAsync() {
    return transport.executeAsync(gasPriceCall());
  }

  private HttpTransport.Call<BigInteger> gasPriceCall() {
    return call("eth_gasPrice", params(), r -> RpcValues.toBigInteger(r, "gas price"));
  }

  /**
   * {@code eth_maxPriorityFeePerGas}: the node's suggested priority fee (tip) in wei.
   *
   * @throws MethodNotFoundException on a node without it; {@link #feeHistory} gives tips paid instead
   */
  public BigInteger maxPriorityFeePerGas() {
    return execute(priorityFeeCall());
  }

  /** {@link #maxPriorityFeePerGas()}, asynchronously. */
  public CompletableFuture<BigInteger> maxPriorityFeePerGasAsync() {
    return transport.executeAsync(priorityFeeCall());
  }

  private HttpTransport.Call<BigInteger> priorityFeeCall() {
    return call("eth_maxPriorityFeePerGas", params(), r -> RpcValues.toBigInteger(r, "priority fee"));
  }

  /**
   * {@code eth_feeHistory}: the base fees of {@code blockCount} blocks up to {@code newestBlock} and of the next
   * one, and the priority fees paid at each percentile.
   *
   * @param blockCount 1 to 1024
   * @param rewardPercentiles increasing values from 0 to 100
   */
  public FeeHistory feeHistory(int blockCount, BlockTag newestBlock, double... rewardPercentiles) {
    return execute(feeHistoryCall(blockCount, newestBlock, rewardPercentiles));
  }

  /** {@link #feeHistory}, asynchronously. */
  public CompletableFuture<FeeHistory> feeHistoryAsync(int blockCount, BlockTag newestBlock,
      double... rewardPercentiles) {
    return transport.executeAsync(feeHistoryCall(blockCount, newestBlock, rewardPercentiles));
  }

  private HttpTransport.Call<FeeHistory> feeHistoryCall(int blockCount, BlockTag newest, double... percentiles) {
    if (blockCount < 1 || blockCount > 1024) {
      throw new IllegalArgumentException("blockCount: must be 1 to 1024, was " + blockCount);
    }
    ArrayNode ps = JSON.createArrayNode();
    double previous = -1;
    for (double p : percentiles) {
      if (!(p >= 0 && p <= 100) || p < previous) {
        throw new IllegalArgumentException("rewardPercentiles: must increase within 0 to 100, got " + p);
      }
      previous = p;
      ps.add(p);
    }
    ArrayNode params = params(RpcValues.quantity(blockCount), newest.toRpcParam());
    params.add(ps);
    return call("eth_feeHistory", params, FeeHistory::fromJson);
  }

  /**
   * {@code eth_getTransactionReceipt}: the receipt of a mined transaction; empty while it is pending or unknown.
   */
  public Optional<TransactionReceipt> getTransactionReceipt(Bytes32 hash) {
    return execute(receiptCall(hash));
  }

  /** {@link #getTransactionReceipt}, asynchronously. */
  public CompletableFuture<Optional<TransactionReceipt>> getTransactionReceiptAsync(Bytes32 hash) {
    return transport.executeAsync(receiptCall(hash));
  }

  private HttpTransport.Call<Optional<TransactionReceipt>> receiptCall(Bytes32 hash) {
    return call("eth_getTransactionReceipt", params(hash.toHex()),
        r -> RpcValues.isAbsent(r) ? Optional.empty() : Optional.of(TransactionReceipt.fromJson(r)));
  }

  /** {@code eth_getTransactionByHash}: the transaction, pending or mined; empty when the node does not know it. */
  public Optional<RpcTransaction> getTransactionByHash(Bytes32 hash) {
    return execute(transactionCall(hash));
  }

  /** {@link #getTransactionByHash}, asynchronously. */
  public CompletableFuture<Optional<RpcTransaction>> getTransactionByHashAsync(Bytes32 hash) {
    return transport.executeAsync(transactionCall(hash));
  }

  private HttpTransport.Call<Optional<RpcTransaction>> transactionCall(Bytes32 hash) {
    return call("eth_getTransactionByHash", params(hash.toHex()),
        r -> RpcValues.isAbsent(r) ? Optional.empty() : Optional.of(RpcTransaction.fromJson(r)));
  }

  /**
   * {@code eth_sendRawTransaction}: broadcasts a signed transaction.
   *
   * <p>Never repeated blindly: after a failure that may have reached the node (the connection lost once the
   * request was written, a timeout, a 5xx, a transient JSON-RPC error such as -32603, a truncated answer), the
   * transaction is looked up by hash first, and resent only when the node does not have it (the same signed bytes:
   * at most one of them can ever be mined); a failure before the request left (no connection, a 429) is retried as
   * usual. The node's "already known" is a success, and so is "nonce too low" when the node already has this very
   * transaction.
   *
   * @return the transaction's hash
   * @throws EthRpcException the node's refusal, typed ({@link NonceTooLowException}, {@link
   *     InsufficientFundsException}, {@link ReplacementUnderpricedException}, {@link FeeCapTooLowException}...)
   * @throws TradingIoException when the outcome stays unknown: the node may or may not have the transaction
   */
  public Bytes32 sendRawTransaction(SignedTransaction transaction) {
    return await(sendRawTransactionAsync(transaction), "eth_sendRawTransaction");
  }

  /** {@link #sendRawTransaction}, asynchronously: cancelling the future aborts the call in flight. */
  public CompletableFuture<Bytes32> sendRawTransactionAsync(SignedTransaction transaction) {
    Objects.requireNonNull(transaction, "transaction");
    Bytes32 hash = transaction.hash();
    HttpTransport.Call<Bytes32> send = call("eth_sendRawTransaction", params(transaction.rawHex()), r -> {
      Bytes32 answered = RpcValues.toBytes32(r, "transaction hash");
      if (!answered.equals(hash)) {
        throw new IllegalArgumentException("the node answered hash " + answered + " for transaction " + hash);
      }
      return answered;
    }, () -> getTransactionByHashAsync(hash).thenApply(found -> found.map(t -> hash)));
    CompletableFuture<Bytes32> sent = transport.executeAsync(send);
    StepFuture<Bytes32> result = new StepFuture<>(sent);
    sent.whenComplete((h, error) -> {
      if (error == null) {
        result.complete(h);
        return;
      }
      Throwable failure = StepFuture.unwrap(error);
      if (failure instanceof TransactionAlreadyKnownException) {
        result.complete(hash);
      } else if (failure instanceof NonceTooLowException) {
        // Our own transaction, accepted by an earlier attempt, uses the nonce: then this is a success.
        result.call(() -> getTransactionByHashAsync(hash), (found, lookupError) -> {
          if (lookupError != null) {
            // Whose transaction uses the nonce stays unknown: that is not a refusal of this one.
            TradingIoException unknown = new TradingIoException("eth_sendRawTransaction: the node answered \"nonce too"
                + " low\" and looking " + hash + " up failed: whether it has this transaction is unknown",
                StepFuture.unwrap(lookupError), ((TradingException) failure).attempts());
            unknown.addSuppressed(failure);
            result.completeExceptionally(unknown);
          } else if (found.isPresent()) {
            result.complete(hash);
          } else {
            result.completeExceptionally(failure);
          }
        });
      } else {
        result.completeExceptionally(failure);
      }
    });
    return result;
  }

  /**
   * Any JSON-RPC method, for what the typed methods do not cover ({@code anvil_setBalance}, {@code
   * eth_getBlockByNumber}...).
   *
   * @param params the parameters: strings, numbers, booleans, lists, maps or Jackson nodes
   * @return the {@code result} member as sent (JSON {@code null} included)
   */
  public JsonNode request(String method, Object... params) {
    return execute(rawCall(method, params));
  }

  /** {@link #request}, asynchronously. */
  public CompletableFuture<JsonNode> requestAsync(String method, Object... params) {
    return transport.executeAsync(rawCall(method, params));
  }

  private HttpTransport.Call<JsonNode> rawCall(String method, Object... params) {
    Objects.requireNonNull(method, "method");
    ArrayNode array = params();
    for (Object p : params) {
      array.add(JSON.valueToTree(p));
    }
    return call(method, array, r -> r);
  }

  /** The decoder this client types reverts with. */
  public RevertDecoder revertDecoder() {
    return revertDecoder;
  }

  /** Releases the client's threads and, unless its transport was shared, its connections. Idempotent. */
  @Override
  public void close() {
    scheduler.shutdownNow();
    if (ownsTransport) {
      transport.close();
    }
  }

  /** The endpoint's scheme and host only: the rest of the URL may carry its key. */
  @Override
  public String toString() {
    return "EthRpcClient{" + url.scheme() + "://" + url.host() + (url.port() == HttpUrl.defaultPort(url.scheme())
        ? "" : ":" + url.port()) + "}";
  }

  // ------------------------------------------------------------------ plumbing

  /** The scheduler that paces receipt polling: one daemon thread, stopped by {@link #close()}. */
  ScheduledExecutorService scheduler() {
    return scheduler;
  }

  /** The listeners of this client's transport: receipt waits report to them as {@code RECEIPT_WAIT} calls. */
  List<CallListener> callListeners() {
    return transport.callListeners();
  }

  private <T> T execute(HttpTransport.Call<T> call) {
    return transport.execute(call);
  }

  /** Waits for a future of this client, unwrapping its failure, as a blocking method. */
  static <T> T await(CompletableFuture<T> future, String operation) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      throw new CallCancelledException(operation + ": interrupted", e, 0);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      if (cause instanceof Error) {
        throw (Error) cause;
      }
      throw new IllegalStateException(operation + ": failed", cause);
    }
  }

  private <T> HttpTransport.Call<T> call(String method, ArrayNode params, Function<JsonNode, T> result) {
    return call(method, params, result, null);
  }

  private <T> HttpTransport.Call<T> call(String method, ArrayNode params, Function<JsonNode, T> result,
      HttpTransport.@Nullable ReplayCheck<T> replayCheck) {
    long id = ids.incrementAndGet();
    byte[] body;
    try {
      body = JSON.writeValueAsBytes(JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id)
          .put("method", method).set("params", params));
    } catch (JsonProcessingException e) {
      throw new InvalidRequestException(method + ": the parameters cannot be written as JSON: "
          + e.getOriginalMessage());
    }
    HttpTransport.Call.Builder<T> b = HttpTransport.Call.post(method, urlText, body,
            (bytes, attempt) -> readAnswer(method, id, bytes, attempt, result))
        .responseName("a JSON-RPC answer to " + method)
        .errorReader((status, headers, text, attempt) -> readError(method, status, text, attempt))
        .retryWhen(NodeErrors::isTransient);
    urlSecrets.forEach(b::secret);
    if (replayCheck != null) {
      b.notReplayable(replayCheck);
    }
    return b.build();
  }

  private <T> T readAnswer(String method, long id, byte[] bytes, int attempt, Function<JsonNode, T> result)
      throws java.io.IOException {
    JsonNode root = JSON.readTree(bytes);
    if (root == null || !root.isObject()) {
      throw new IllegalArgumentException("expected a JSON-RPC answer object");
    }
    JsonNode error = root.get("error");
    if (error != null && !error.isNull()) {
      throw NodeErrors.map(method, error, 200, attempt, revertDecoder);
    }
    JsonNode answeredId = root.get("id");
    if (answeredId == null || !answeredId.canConvertToLong() || answeredId.asLong() != id) {
      throw new IllegalArgumentException("the answer's id " + answeredId + " is not the request's (" + id + ")");
    }
    if (!root.has("result")) {
      throw new IllegalArgumentException("the answer has neither result nor error");
    }
    return result.apply(root.get("result"));
  }

  private TradingException readError(String method, int status, String text, int attempt) {
    try {
      JsonNode root = JSON.readTree(text);
      JsonNode error = root == null ? null : root.get("error");
      if (error != null && error.isObject()) {
        return NodeErrors.map(method, error, status, attempt, revertDecoder);
      }
    } catch (JsonProcessingException notJson) {
      // a gateway's HTML or plain text: reported as it is below
    }
    return new RpcHttpException(method, status, text, attempt);
  }

  private static ArrayNode params(String... values) {
    ArrayNode array = JSON.createArrayNode();
    for (String v : values) {
      array.add(v);
    }
    return array;
  }

  /** What in the URL may be a credential: user info, a path beyond "/", a query. */
  private static List<String> secretsOf(HttpUrl url) {
    List<String> secrets = new ArrayList<>();
    if (!url.encodedUsername().isEmpty()) {
      secrets.add(url.encodedUsername());
    }
    if (!url.encodedPassword().isEmpty()) {
      secrets.add(url.encodedPassword());
    }
    String path = url.encodedPath();
    if (path.length() > 1) {
      secrets.add(path);
      for (String segment : url.encodedPathSegments()) {
        if (segment.length() >= 8) {
          secrets.add(segment); // a key alone, as an OkHttp message may quote a segment
        }
      }
    }
    if (url.encodedQuery() != null) {
      secrets.add(url.encodedQuery());
    }
    return secrets;
  }

  private static java.util.concurrent.ThreadFactory daemonThreads() {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, "trading-sdk-rpc-poller-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }

  /**
   * Builds an {@link EthRpcClient}: the transport settings of {@link HttpTransport.Settings} (timeouts, retries, rate
   * limiter, logging, call listeners, headers, secrets, the application's OkHttp client), inherited, plus the node's
   * own: a shared transport, the revert decoder, clear-text http.
   */
  public static final class Builder extends HttpTransport.Settings<Builder> {
    private final String url;
    private @Nullable HttpTransport sharedTransport;
    private RevertDecoder revertDecoder = RevertDecoder.standard();
    private boolean allowInsecureHttp;

    private Builder(String url) {
      this.url = Objects.requireNonNull(url, "url");
    }

    /**
     * Sends through this transport, shared with other clients (its settings apply; the inherited ones are ignored);
     * {@link EthRpcClient#close()} leaves it open.
     */
    public Builder transport(HttpTransport shared) {
      this.sharedTransport = Objects.requireNonNull(shared, "shared");
      return this;
    }

    /** Decodes reverts with this decoder (your contracts' errors added); {@link RevertDecoder#standard()} by default. */
    public Builder revertDecoder(RevertDecoder revertDecoder) {
      this.revertDecoder = Objects.requireNonNull(revertDecoder, "revertDecoder");
      return this;
    }

    /**
     * Allows plain {@code http://} to a host that is not loopback. Off by default: a node reached in clear text
     * can be impersonated (a forged chain id, receipt or balance).
     */
    public Builder allowInsecureHttp(boolean allow) {
      this.allowInsecureHttp = allow;
      return this;
    }

    /**
     * The client.
     *
     * @throws IllegalArgumentException when the URL is not an https URL (or http to loopback)
     */
    public EthRpcClient build() {
      HttpUrl parsed = HttpUrl.parse(url.trim());
      if (parsed == null) {
        throw new IllegalArgumentException("url: expected an https:// (or http:// to loopback) URL");
      }
      if (parsed.scheme().equals("http") && !allowInsecureHttp && !isLoopback(parsed.host())) {
        throw new IllegalArgumentException("url: plain http:// to " + parsed.host()
            + " lets anyone on the path forge the node's answers; use https:// or allowInsecureHttp(true)");
      }
      if (parsed.fragment() != null) {
        throw new IllegalArgumentException("url: must not have a fragment");
      }
      return new EthRpcClient(this, parsed, sharedTransport != null ? sharedTransport : buildTransport());
    }

    private static boolean isLoopback(String host) {
      if (host.equalsIgnoreCase("localhost")) {
        return true;
      }
      if (!host.matches("[0-9.]+") && !host.contains(":")) {
        return false; // a name other than localhost: not resolved here
      }
      try {
        return InetAddress.getByName(host).isLoopbackAddress();
      } catch (UnknownHostException e) {
        return false;
      }
    }
  }
}
