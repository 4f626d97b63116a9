package io.tradingsdk.trade;

import java.util.Objects;

/** Why a trade ended {@link TradeStatus#FAILED}: a typed reason, what happened, and what to do about it. */
public final class TradeFailure {
  /** The typed causes of a failed trade. */
  public enum Reason {
    /** The API found no route ({@code 404 No quotes available}): another amount, routing or token pair may have one. */
    NO_ROUTE("Try another amount or routing, or check that both tokens trade on these chains."),
    /** The amount is under the minimum of a gasless order (about 300 USD on Ethereum, 1,000 on L2s). */
    BELOW_GASLESS_MINIMUM("Raise the amount above the gasless minimum, or allow classic routing."),
    /** A token is not known on the chain it was named for. */
    TOKEN_NOT_ON_CHAIN("Name the token by its address on that chain, or pick the chain it lives on."),
    /** A bridge and a swap were asked for at once, which needs a chained plan. */
    BRIDGE_AND_SWAP_AT_ONCE("Allow BEST routing (a chained plan), or bridge and swap as two trades."),
    /** The swapper is a contract without a smart-wallet path. */
    CONTRACT_SWAPPER("Use WalletMode.EIP_7702 or EIP_5792, or trade from an externally owned account."),
    /** A quote (or a re-quote) is worse than the user's limit: nothing was sent. */
    LIMIT_EXCEEDED("Nothing was sent. Widen the limit (minAmountOut / maxAmountIn) or try again later."),
    /** The quotes kept expiring before they could be used. */
    QUOTE_EXPIRED("Nothing was sent. Try again; a slow signer or node makes quotes expire."),
    /** The intent's deadline passed before the trade could act. */
    DEADLINE_PASSED("Give the intent a later deadline."),
    /** The API refused the request (HTTP 400/422): the message names the field. */
    INVALID_REQUEST("Fix the field the message names."),
    /** The API could not be reached or kept failing (HTTP 5xx, 429, I/O). */
    API_UNAVAILABLE("Resume the trade later: TradeEngine.resume(tradeId)."),
    /** The node refused a transaction (insufficient funds, fee too low, chain mismatch...). */
    NODE_REFUSED("Fund the wallet or fix what the node reported, then start a new trade."),
    /** The transaction's nonce was used by another transaction of this wallet: this trade's transaction is gone. */
    TRANSACTION_REPLACED("Check the wallet's other transactions; start a new trade if this one's effect is still wanted."),
    /** A UniswapX order ended in error, or the swapper lacked the funds when a filler tried. */
    ORDER_ERROR("Check the wallet's balance and Permit2 allowance, then start a new trade."),
    /** A chained plan ended FAILED at one of its steps. */
    PLAN_FAILED("See the failed step's message; start a new trade for what was not done."),
    /** The API returned a routing or step this engine does not drive. */
    UNSUPPORTED("Use a routing preference this engine drives, or execute this quote by hand."),
    /** A chain has no JSON-RPC endpoint configured in the engine. */
    NO_NODE("Configure the chain's JSON-RPC URL (TradeEngine.Builder.rpc)."),
    /** The trade could not be resumed: its journal is inconsistent or another owner holds it. */
    RESUME_CONFLICT("Inspect the trade's journal (TradeStore.load) before acting by hand."),
    /** Anything else; the message says what. */
    UNEXPECTED("See the message and the cause; resume the trade if the cause was transient.");

    private final String advice;

    Reason(String advice) {
      this.advice = advice;
    }

    /** What to do about it, in one sentence. */
    public String advice() {
      return advice;
    }
  }

  private final Reason reason;
  private final String message;

  private TradeFailure(Reason reason, String message) {
    this.reason = Objects.requireNonNull(reason, "reason");
    this.message = Objects.requireNonNull(message, "message");
  }

  /** A failure of {@code reason}, {@code message} saying what happened. */
  public static TradeFailure of(Reason reason, String message) {
    return new TradeFailure(reason, message);
  }

  /** The typed cause. */
  public Reason reason() {
    return reason;
  }

  /** What happened. */
  public String message() {
    return message;
  }

  /** What to do about it. */
  public String advice() {
    return reason.advice();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TradeFailure && ((TradeFailure) other).reason == reason
        && ((TradeFailure) other).message.equals(message);
  }

  @Override
  public int hashCode() {
    return Objects.hash(reason, message);
  }

  @Override
  public String toString() {
    return reason + ": " + message + " (" + advice() + ")";
  }
}
