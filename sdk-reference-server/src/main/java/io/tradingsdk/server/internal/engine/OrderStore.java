package io.tradingsdk.server.internal.engine;

import io.tradingsdk.server.internal.chain.BoundedMap;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The UniswapX orders the server quoted and those swappers submitted, and how submitted orders move
 * over simulated time. An order is filled a fixed auction time after it was submitted ({@link
 * #fillDelaySeconds}), unless its deadline comes first: then it expires. The status is a function of
 * the simulated clock, so the same requests at the same times always give the same answers.
 * Thread-safe: every method locks the store.
 */
public final class OrderStore {
  /** Two simulated fillers; which one fills an order follows from its id. */
  static final List<String> FILLERS = List.of(
      Addresses.checksum("0x000000000000000000000000000000000000f111"),
      Addresses.checksum("0x000000000000000000000000000000000000f222"));

  /** A quote the server made: the order it offered and the quote id. */
  public static final class Issued {
    public final IntentOrder order;
    public final String encodedOrder;
    public final String quoteId;

    Issued(IntentOrder order, String encodedOrder, String quoteId) {
      this.order = order;
      this.encodedOrder = encodedOrder;
      this.quoteId = quoteId;
    }
  }

  /** An order a swapper signed and submitted. */
  public static final class Submitted {
    public final String orderId;
    public final IntentOrder order;
    public final String encodedOrder;
    public final String signature;
    public final String quoteId;
    /** Unix seconds. */
    public final long createdAt;
    /** Submission order, to break ties between orders of the same second. */
    public final long sequence;
    /** Unix seconds at which fillers fill it (when that is not after its deadline). */
    public final long fillAt;
    public final String filler;
    /** Whether the EVM mode's real reactor fills it ({@link ChainOrderBook}), not the simulated fillers. */
    private final boolean onChain;
    private final @Nullable ChainFill chainFill;
    /** Whether the swapper spent the order's Permit2 nonce on chain before anyone filled it. */
    private final boolean cancelled;
    /** A limit order: the simulated time the market first paid its outputs ({@link LimitOrders}); null while not. */
    private final @Nullable Long limitFilledAt;

    Submitted(String orderId, IntentOrder order, String encodedOrder, String signature, String quoteId,
        long createdAt, long sequence) {
      this(orderId, order, encodedOrder, signature, quoteId, createdAt, sequence, false, null, false, null);
    }

    Submitted(String orderId, IntentOrder order, String encodedOrder, String signature, String quoteId,
        long createdAt, long sequence, boolean onChain, @Nullable ChainFill chainFill, boolean cancelled) {
      this(orderId, order, encodedOrder, signature, quoteId, createdAt, sequence, onChain, chainFill, cancelled,
          null);
    }

    private Submitted(String orderId, IntentOrder order, String encodedOrder, String signature, String quoteId,
        long createdAt, long sequence, boolean onChain, @Nullable ChainFill chainFill, boolean cancelled,
        @Nullable Long limitFilledAt) {
      this.orderId = orderId;
      this.order = order;
      this.encodedOrder = encodedOrder;
      this.signature = signature;
      this.quoteId = quoteId;
      this.createdAt = createdAt;
      this.sequence = sequence;
      this.fillAt = createdAt + fillDelaySeconds(order.kind);
      this.filler = chainFill != null ? chainFill.filler : FILLERS.get(Hex.decode(orderId, "orderId")[0] & 1);
      this.onChain = onChain;
      this.chainFill = chainFill;
      this.cancelled = cancelled;
      this.limitFilledAt = limitFilledAt;
    }

    /** Whether the EVM mode's real reactor took it: its status follows the chain's time, not the simulated one. */
    public boolean onChain() {
      return onChain;
    }

    /** {@code open}, {@code filled} or {@code expired} at a given time; an order on chain also {@code cancelled}. */
    public String status(long now) {
      if (onChain) {
        return chainFill != null ? "filled" : cancelled ? "cancelled" : now > order.deadline ? "expired" : "open";
      }
      if (order.kind == IntentOrder.Kind.LIMIT_ORDER) {
        return limitFilledAt != null && limitFilledAt <= now ? "filled" : now > order.deadline ? "expired" : "open";
      }
      if (fillAt <= order.deadline) {
        return now >= fillAt ? "filled" : "open";
      }
      return now > order.deadline ? "expired" : "open";
    }

    /** The hash of the fill transaction: the real one on the EVM mode's chain, else a simulated one. */
    public String txHash() {
      return chainFill != null ? chainFill.txHash : Hex.encode(Keccak.hash((orderId + ":fill").getBytes(StandardCharsets.US_ASCII)));
    }

    /** What the swapper gave (the input at fill time). */
    public BigInteger settledInput() {
      return chainFill != null ? chainFill.amountIn : decayed(order.input, true);
    }

    /** What the first output (the swapper's) paid out at fill time. */
    public BigInteger settledOutput() {
      return chainFill != null ? chainFill.amountOut : decayed(order.outputs.get(0), false);
    }

    /**
     * A Dutch V2 amount decays linearly from start to end over {@link #V2_DECAY_SECONDS} from
     * submission; V3 and priority orders fill in their first block, at their start amounts (no
     * priority fee above the baseline).
     */
    private BigInteger decayed(IntentOrder.Amount amount, boolean isInput) {
      if (order.kind != IntentOrder.Kind.DUTCH_V2 || amount.start.equals(amount.end)) {
        return amount.start;
      }
      long elapsed = Math.min(fillAt - createdAt, V2_DECAY_SECONDS);
      BigInteger moved = amount.end.subtract(amount.start).abs()
          .multiply(BigInteger.valueOf(elapsed)).divide(BigInteger.valueOf(V2_DECAY_SECONDS));
      return isInput ? amount.start.add(moved) : amount.start.subtract(moved);
    }
  }

  /** How long a Dutch V2 order's amounts decay after submission. */
  static final long V2_DECAY_SECONDS = 60;

  /** The auction time before fillers fill an order: a few mainnet seconds, one block on the L2s. */
  public static long fillDelaySeconds(IntentOrder.Kind kind) {
    switch (kind) {
      case DUTCH_V2:
        return 12;
      case DUTCH_V3:
        return 2;
      default:
        return 2;
    }
  }

  private final Map<String, Issued> issued;
  private final Map<String, Submitted> submitted;
  private long nextSequence;

  public OrderStore(int capacity) {
    this.issued = new BoundedMap<>(capacity);
    this.submitted = new BoundedMap<>(capacity);
  }

  /** Remembers an order a quote offered, by its order id. */
  public synchronized Issued issue(IntentOrder order, String encodedOrder, String quoteId) {
    Issued quote = new Issued(order, encodedOrder, quoteId);
    issued.put(order.orderId(), quote);
    return quote;
  }

  public synchronized Optional<Issued> issued(String orderId) {
    return Optional.ofNullable(issued.get(orderId.toLowerCase(java.util.Locale.ROOT)));
  }

  public synchronized Optional<Submitted> submitted(String orderId) {
    return Optional.ofNullable(submitted.get(orderId.toLowerCase(java.util.Locale.ROOT)));
  }

  /** Records a signed order; the caller has checked it. */
  public synchronized Submitted submit(String orderId, IntentOrder order, String encodedOrder, String signature,
      String quoteId, long now) {
    Submitted record = new Submitted(orderId, order, encodedOrder, signature, quoteId, now, nextSequence++);
    submitted.put(orderId, record);
    return record;
  }

  /**
   * Records a signed order the real reactor of the EVM mode's chain will fill: open until {@link #filledOnChain}
   * records its fill or {@link #cancelledOnChain} its cancellation, expired once the chain's time passes its
   * deadline.
   */
  public synchronized Submitted submitOnChain(String orderId, IntentOrder order, String encodedOrder,
      String signature, String quoteId, long now) {
    Submitted record = new Submitted(orderId, order, encodedOrder, signature, quoteId, now, nextSequence++, true,
        null, false);
    submitted.put(orderId, record);
    return record;
  }

  /**
   * Records the fill of an order submitted on chain; false when the order is no longer kept (a reset, or evicted).
   */
  public synchronized boolean filledOnChain(String orderId, ChainFill fill) {
    return settleOnChain(orderId, fill, false);
  }

  /**
   * Records that the swapper cancelled an order submitted on chain (spent its Permit2 nonce) before it was filled;
   * false when the order is no longer kept.
   */
  public synchronized boolean cancelledOnChain(String orderId) {
    return settleOnChain(orderId, null, true);
  }

  private boolean settleOnChain(String orderId, @Nullable ChainFill fill, boolean cancelled) {
    Submitted open = submitted.get(orderId);
    if (open == null || !open.onChain) {
      return false;
    }
    submitted.put(orderId, new Submitted(open.orderId, open.order, open.encodedOrder, open.signature,
        open.quoteId, open.createdAt, open.sequence, true, fill, cancelled));
    return true;
  }

  /** A fill on a real chain: its transaction, its filler, and what the swapper's Transfer events moved. */
  public static final class ChainFill {
    final String txHash;
    final String filler;
    final BigInteger amountIn;
    final BigInteger amountOut;

    public ChainFill(String txHash, String filler, BigInteger amountIn, BigInteger amountOut) {
      this.txHash = txHash;
      this.filler = filler;
      this.amountIn = amountIn;
      this.amountOut = amountOut;
    }
  }

  /**
   * Records that the market paid an open limit order's outputs at simulated time {@code now} (not after its
   * deadline): it reads filled from then on. False when the order is not an open limit order.
   */
  public synchronized boolean filledLimit(String orderId, long now) {
    Submitted open = submitted.get(orderId);
    if (open == null || open.onChain || open.order.kind != IntentOrder.Kind.LIMIT_ORDER
        || open.limitFilledAt != null || now > open.order.deadline) {
      return false;
    }
    submitted.put(orderId, new Submitted(open.orderId, open.order, open.encodedOrder, open.signature, open.quoteId,
        open.createdAt, open.sequence, false, null, false, now));
    return true;
  }

  /** Every submitted order, oldest first. */
  public synchronized List<Submitted> all() {
    List<Submitted> out = new ArrayList<>(submitted.values());
    out.sort((a, b) -> Long.compare(a.sequence, b.sequence));
    return out;
  }

  public synchronized void clear() {
    issued.clear();
    submitted.clear();
  }
}
