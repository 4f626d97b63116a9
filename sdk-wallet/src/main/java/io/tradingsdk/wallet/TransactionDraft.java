package io.tradingsdk.wallet;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.TransactionRequest5792;
import io.tradingsdk.models.WireNumbers;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.signing.tx.SignedAuthorization;
import io.tradingsdk.signing.tx.TransactionFill;
import io.tradingsdk.signing.tx.TransactionRequests;
import io.tradingsdk.signing.tx.UnsignedTransaction;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A transaction while {@link TransactionSender} fills it: what the request fixed (chain, sender, call, and any fee or
 * gas limit it carries), what the caller's {@link SendOptions} added, and what the {@link TransactionFiller} steps have
 * filled so far. One draft per send; the steps run one after another, so it needs no locking.
 */
public final class TransactionDraft {
  private final long chainId;
  private final Address from;
  private final Address to;
  private final byte[] data;
  private final BigInteger value;
  /** The fields the request itself carries: never filled, and not repeated in the {@link TransactionFill}. */
  private final Optional<BigInteger> requestGasLimit;
  private final Optional<BigInteger> requestGasPrice;
  private final Optional<BigInteger> requestMaxFee;
  private final Optional<BigInteger> requestTip;
  private final Function<TransactionFill, UnsignedTransaction> toUnsigned;

  // what the send adds; set by begin()
  private @Nullable EthRpcClient rpc;
  private @Nullable Signer signer;
  private @Nullable StepFuture<?> stages;
  private @Nullable NonceManager nonces;
  private @Nullable NonceSource nonceSource;
  /** Set once the signed transaction is on its way to the node: an unfinished reservation is then resynchronised. */
  volatile boolean broadcasting;
  private SendOptions options = SendOptions.none();

  private @Nullable BigInteger gasLimit;
  private @Nullable BigInteger gasPrice;
  private @Nullable BigInteger maxFee;
  private @Nullable BigInteger tip;
  private @Nullable Long nonce;
  private @Nullable NonceReservation reservation;
  private List<SignedAuthorization> authorizations = List.of();
  private boolean delegationSigned;

  private TransactionDraft(long chainId, String from, String to, String data, String value,
      Optional<BigInteger> gasLimit, Optional<BigInteger> gasPrice, Optional<BigInteger> maxFeePerGas,
      Optional<BigInteger> maxPriorityFeePerGas, Function<TransactionFill, UnsignedTransaction> toUnsigned) {
    this.chainId = chainId;
    this.from = address("from", from);
    this.to = address("to", to);
    this.data = bytes(data);
    this.value = amount(value);
    this.requestGasLimit = gasLimit;
    this.requestGasPrice = gasPrice;
    this.requestMaxFee = maxFeePerGas;
    this.requestTip = maxPriorityFeePerGas;
    this.toUnsigned = toUnsigned;
  }

  static TransactionDraft of(TransactionRequest r) {
    return new TransactionDraft(r.chainId().id(), r.from(), r.to(), r.data(), r.value(), r.gasLimit(), r.gasPrice(),
        r.maxFeePerGas(), r.maxPriorityFeePerGas(), fill -> TransactionRequests.toUnsigned(r, fill));
  }

  static TransactionDraft of(Swap5792Response batch, TransactionRequest5792 call) {
    return new TransactionDraft(batch.chainId().id(), batch.from(), call.to(), call.data(), call.value(),
        call.gasLimit(), call.gasPrice(), call.maxFeePerGas(), call.maxPriorityFeePerGas(),
        fill -> TransactionRequests.toUnsigned(batch, call, fill));
  }

  /** Starts the send: the request's values, then the options' where the request has none. */
  void begin(EthRpcClient rpc, Signer signer, StepFuture<?> stages, NonceManager nonces, NonceSource nonceSource,
      SendOptions options) {
    this.rpc = rpc;
    this.nonces = nonces;
    this.nonceSource = nonceSource;
    this.signer = signer;
    this.stages = stages;
    this.options = options;
    this.gasLimit = requestGasLimit.orElse(options.gasLimit().orElse(null));
    Optional<Fees> fees = options.fees();
    this.gasPrice = requestGasPrice.orElse(fees.flatMap(Fees::gasPrice).orElse(null));
    this.maxFee = requestMaxFee.orElse(fees.flatMap(Fees::maxFeePerGas).orElse(null));
    this.tip = requestTip.orElse(fees.flatMap(Fees::maxPriorityFeePerGas).orElse(null));
    this.nonce = options.nonce().orElse(null);
    this.authorizations = options.authorizations();
  }

  // ------------------------------------------------------------------ what the request fixed

  /** The chain the transaction is for (the request's). */
  public long chainId() {
    return chainId;
  }

  /** The sender: the request's {@code from}, which is the signer's address. */
  public Address from() {
    return from;
  }

  /** The recipient. */
  public Address to() {
    return to;
  }

  /** The calldata (a copy). */
  public byte[] data() {
    return data.clone();
  }

  /** The value in wei. */
  public BigInteger value() {
    return value;
  }

  /** The node the send goes through: ask it what a step needs, through {@link #track}. */
  public EthRpcClient rpc() {
    return Objects.requireNonNull(rpc, "rpc");
  }

  /**
   * Registers a node call this step waits on, so that cancelling the send cancels it (a future derived with {@code
   * thenApply} or {@code thenCompose} does not reach back to it); returns it.
   */
  public <T> CompletableFuture<T> track(CompletableFuture<T> call) {
    Objects.requireNonNull(stages, "stages").track(call);
    return call;
  }

  // ------------------------------------------------------------------ what is filled

  /** The gas limit, once the request, the options or a step set it. */
  public Optional<BigInteger> gasLimit() {
    return Optional.ofNullable(gasLimit);
  }

  /** A legacy gas price, when the request, the options or a step set one. */
  public Optional<BigInteger> gasPrice() {
    return Optional.ofNullable(gasPrice);
  }

  /** The EIP-1559 fee cap, once set. */
  public Optional<BigInteger> maxFeePerGas() {
    return Optional.ofNullable(maxFee);
  }

  /** The EIP-1559 priority fee cap (the tip), once set. */
  public Optional<BigInteger> maxPriorityFeePerGas() {
    return Optional.ofNullable(tip);
  }

  /** The nonce, once the options or the nonce step set it. */
  public Optional<Long> nonce() {
    return Optional.ofNullable(nonce);
  }

  /**
   * The EIP-7702 authorizations the transaction carries: the options' ({@link SendOptions.Builder#addAuthorization}),
   * then the self-delegation of {@link SendOptions.Builder#delegateTo} once its step has signed it.
   */
  public List<SignedAuthorization> authorizations() {
    return authorizations;
  }

  /** The delegate of a self-delegation the send signs ({@link SendOptions.Builder#delegateTo}), if any. */
  public Optional<Address> delegateTo() {
    return options.delegateTo();
  }

  /** Whether it will be a type-4 (EIP-7702) transaction: it carries or will carry an authorization. */
  public boolean isSetCode() {
    return !options.authorizations().isEmpty() || options.delegateTo().isPresent();
  }

  /**
   * Sets the gas limit, unless the request or the options fixed one.
   *
   * @return whether it was taken; {@code false} when the request or the options had set the gas limit
   */
  public boolean fillGasLimit(BigInteger gasLimit) {
    if (fixedGasLimit()) {
      return false;
    }
    this.gasLimit = nonNegative(gasLimit, "gasLimit");
    return true;
  }

  /**
   * Sets a legacy gas price, unless the request or the options fixed one.
   *
   * @return whether it was taken
   */
  public boolean fillGasPrice(BigInteger gasPrice) {
    if (requestGasPrice.isPresent() || options.fees().flatMap(Fees::gasPrice).isPresent()) {
      return false;
    }
    this.gasPrice = nonNegative(gasPrice, "gasPrice");
    return true;
  }

  /**
   * Sets the EIP-1559 fee cap, unless the request or the options fixed one.
   *
   * @return whether it was taken
   */
  public boolean fillMaxFeePerGas(BigInteger maxFeePerGas) {
    if (requestMaxFee.isPresent() || options.fees().flatMap(Fees::maxFeePerGas).isPresent()) {
      return false;
    }
    this.maxFee = nonNegative(maxFeePerGas, "maxFeePerGas");
    return true;
  }

  /**
   * Sets the EIP-1559 priority fee cap, unless the request or the options fixed one.
   *
   * @return whether it was taken
   */
  public boolean fillMaxPriorityFeePerGas(BigInteger maxPriorityFeePerGas) {
    if (requestTip.isPresent() || options.fees().flatMap(Fees::maxPriorityFeePerGas).isPresent()) {
      return false;
    }
    this.tip = nonNegative(maxPriorityFeePerGas, "maxPriorityFeePerGas");
    return true;
  }

  @Override
  public String toString() {
    return "TransactionDraft{chainId=" + chainId + ", from=" + from + ", to=" + to + ", gasLimit=" + gasLimit
        + ", gasPrice=" + gasPrice + ", maxFeePerGas=" + maxFee + ", maxPriorityFeePerGas=" + tip + ", nonce="
        + nonce + "}";
  }

  // ------------------------------------------------------------------ for the sender and its steps

  boolean fixedGasLimit() {
    return requestGasLimit.isPresent() || options.gasLimit().isPresent();
  }

  Signer signer() {
    return Objects.requireNonNull(signer, "signer");
  }

  StepFuture<?> stages() {
    return Objects.requireNonNull(stages, "stages");
  }

  NonceManager nonceManager() {
    return Objects.requireNonNull(nonces, "nonces");
  }

  NonceSource nonceSource() {
    return Objects.requireNonNull(nonceSource, "nonceSource");
  }

  SendOptions options() {
    return options;
  }

  /** A self-delegation is asked for and not yet signed: it needs the nonce, and the gas estimate needs it. */
  boolean delegationPending() {
    return options.delegateTo().isPresent() && !delegationSigned;
  }

  void nonce(long nonce, @Nullable NonceReservation reservation) {
    this.nonce = nonce;
    this.reservation = reservation;
  }

  @Nullable NonceReservation reservation() {
    return reservation;
  }

  /** Forgets a nonce the node refused as too low (the options' is kept), so the nonce step reserves another. */
  void clearReservedNonce() {
    if (reservation != null) {
      this.nonce = null;
      this.reservation = null;
      this.authorizations = options.authorizations();
      this.delegationSigned = false;
    }
  }

  void delegation(SignedAuthorization delegation) {
    List<SignedAuthorization> all = new ArrayList<>(options.authorizations());
    all.add(delegation);
    this.authorizations = List.copyOf(all);
    this.delegationSigned = true;
  }

  /** What the request lacks and the send filled, for {@link TransactionRequests#toUnsigned}. */
  UnsignedTransaction toUnsigned() {
    TransactionFill.Builder fill = TransactionFill.builder();
    BigInteger fillPrice = requestGasPrice.isEmpty() ? gasPrice : null;
    BigInteger fillCap = requestMaxFee.isEmpty() ? maxFee : null;
    BigInteger fillTip = requestTip.isEmpty() ? tip : null;
    Fees.requireOneKind("", fillPrice, fillCap, fillTip);
    if (fillPrice != null) {
      fill.fees(Fees.legacy(fillPrice));
    } else if (fillCap != null || fillTip != null) {
      fill.fees(Fees.eip1559Part(fillCap, fillTip));
    }
    if (requestGasLimit.isEmpty() && gasLimit != null) {
      fill.gasLimit(gasLimit);
    }
    if (nonce != null) {
      fill.nonce(nonce);
    }
    fill.authorizations(authorizations);
    return toUnsigned.apply(fill.build());
  }

  /** The transaction as an {@code eth_estimateGas} call: with these fees, and the authorizations it carries. */
  CallRequest call(List<SignedAuthorization> authorizations, @Nullable BigInteger gasPrice,
      @Nullable BigInteger maxFeePerGas, @Nullable BigInteger maxPriorityFeePerGas) {
    return CallRequest.builder().from(from).to(to).data(data).value(value).gasPrice(gasPrice)
        .maxFeePerGas(maxFeePerGas).maxPriorityFeePerGas(maxPriorityFeePerGas).authorizations(authorizations)
        .build();
  }

  private static BigInteger nonNegative(BigInteger v, String name) {
    Objects.requireNonNull(v, name);
    if (v.signum() < 0) {
      throw new IllegalArgumentException(name + ": must be >= 0, was " + v);
    }
    return v;
  }

  private static Address address(String field, String text) {
    try {
      return Address.of(text);
    } catch (IllegalArgumentException e) {
      throw new InvalidTransactionException(field, e.getMessage());
    }
  }

  private static byte[] bytes(String data) {
    try {
      return Hex.decode(data, "data");
    } catch (IllegalArgumentException e) {
      throw new InvalidTransactionException("data", e.getMessage());
    }
  }

  private static BigInteger amount(String value) {
    try {
      return WireNumbers.parseInteger(value, "value");
    } catch (IllegalArgumentException e) {
      throw new InvalidTransactionException("value", e.getMessage());
    }
  }
}
