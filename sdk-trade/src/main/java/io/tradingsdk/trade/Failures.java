package io.tradingsdk.trade;

import io.tradingsdk.core.InvalidRequestException;
import io.tradingsdk.core.NotFoundException;
import io.tradingsdk.core.RateLimitedException;
import io.tradingsdk.core.ServerException;
import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.wallet.ChainMismatchException;
import io.tradingsdk.wallet.EthRpcException;
import io.tradingsdk.wallet.ExecutionRevertedException;
import io.tradingsdk.wallet.InsufficientFundsException;
import java.util.Locale;

/**
 * What a failure means for the user: maps the API's and the node's exceptions to a typed {@link TradeFailure},
 * with what is knowable about the cause (a 404 on a gasless-only intent is most likely the gasless minimum).
 */
final class Failures {
  private Failures() {}

  static TradeStop of(Throwable error, Intent asked) {
    if (error instanceof TradeStop) {
      return (TradeStop) error;
    }
    if (error instanceof QuoteTerms.UnsupportedRouting) {
      return TradeStop.failed(TradeFailure.Reason.UNSUPPORTED, error.getMessage());
    }
    if (error instanceof NotFoundException) {
      String detail = ((TradingApiException) error).detail().orElse(error.getMessage());
      if (detail.toLowerCase(Locale.ROOT).contains("no quotes") && asked instanceof TradeIntent) {
        TradeIntent intent = (TradeIntent) asked;
        if (intent.routing() == RoutePreference.GASLESS) {
          return TradeStop.failed(TradeFailure.Reason.BELOW_GASLESS_MINIMUM, "no gasless quote for " + intent
              + " (404 " + detail + "): gasless orders need about 300 USD on Ethereum, 1,000 on L2s");
        }
        if (intent.crossChain() && intent.routing() == RoutePreference.CLASSIC) {
          return TradeStop.failed(TradeFailure.Reason.BRIDGE_AND_SWAP_AT_ONCE, "no classic route for " + intent
              + " (404 " + detail + "): crossing chains while changing token needs a chained plan");
        }
        return TradeStop.failed(TradeFailure.Reason.NO_ROUTE, "no route for " + intent + " (404 " + detail + ")");
      }
      return TradeStop.failed(TradeFailure.Reason.INVALID_REQUEST, "404 " + detail);
    }
    if (error instanceof RateLimitedException || error instanceof ServerException
        || error instanceof TradingIoException && !(error instanceof EthRpcException)) {
      return TradeStop.failed(TradeFailure.Reason.API_UNAVAILABLE, error.getMessage());
    }
    if (error instanceof TradingApiException) {
      TradingApiException api = (TradingApiException) error;
      String detail = api.detail().orElse(api.getMessage());
      String lower = detail.toLowerCase(Locale.ROOT);
      if (lower.contains("smart contract") || lower.contains("is a contract")) {
        return TradeStop.failed(TradeFailure.Reason.CONTRACT_SWAPPER, api.status() + " " + detail);
      }
      if (lower.contains("expired")) {
        return TradeStop.failed(TradeFailure.Reason.QUOTE_EXPIRED, api.status() + " " + detail);
      }
      return TradeStop.failed(TradeFailure.Reason.INVALID_REQUEST, api.status() + " " + detail);
    }
    if (error instanceof InvalidRequestException) {
      return TradeStop.failed(TradeFailure.Reason.INVALID_REQUEST, error.getMessage());
    }
    if (error instanceof ExecutionRevertedException) {
      return TradeStop.failed(TradeFailure.Reason.NODE_REFUSED, "the node's gas estimate reverts, nothing was sent: "
          + ((ExecutionRevertedException) error).reason().describe());
    }
    if (error instanceof InsufficientFundsException || error instanceof ChainMismatchException
        || error instanceof EthRpcException || error instanceof InvalidTransactionException) {
      return TradeStop.failed(TradeFailure.Reason.NODE_REFUSED, error.getMessage());
    }
    return TradeStop.failed(TradeFailure.Reason.UNEXPECTED, error.getClass().getSimpleName() + ": "
        + error.getMessage());
  }
}
