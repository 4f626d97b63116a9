package io.tradingsdk.trade;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.TransactionRequest5792;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.DelegationDetails;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.wallet.TransactionReceipt;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * CLASSIC, WRAP, UNWRAP and BRIDGE: transactions the wallet sends. Steps: the Permit2 approval ({@link Approvals},
 * plain wallets), a fresh quote, the permit signed, {@code /swap} ({@code /swap_7702}, {@code /swap_5792} by wallet
 * mode; an empty {@code data} means the quote expired: re-quoted within the limit), the transactions journaled as
 * {@code swap-txs} (once {@link #checkBeforeSigning checked}) and sent in order ({@link TxStep}), their receipts,
 * which decide a swap on one chain ({@code GET /swaps} only a hint: {@link SwapFollow#recordMined}); a
 * bridge's {@code GET /swaps} followed until SUCCESS (the destination chain's fill).
 */
final class SwapDriver implements RoutingDriver {
  static final String SWAP_TXS = "swap-txs";

  @Override
  public TradeResult.Builder drive(Journey j, Quoter.Quoted quoted) {
    Tokens tokens = Quoter.tokens(j);
    TradeIntent intent = j.intent();
    Planned planned = j.last(SWAP_TXS).map(SwapDriver::read).orElse(null);
    if (planned == null) {
      if (intent.wallet() == WalletMode.EOA) {
        BigInteger allowance = intent.type().equals(TradeType.EXACT_INPUT) ? tokens.amount() : quoted.terms().worstIn();
        Approvals.ensure(j, intent.chainIn(), tokens.in(), allowance);
      }
      quoted = Quoter.within(Quoter.CLASSIC_FAMILY, Quoter.fresh(j, quoted));
      planned = build(j, quoted);
      checkBeforeSigning(j, tokens, quoted, planned.txs);
      j.write(SWAP_TXS, Journey.fields("routing", quoted.routing().toString(), "txs", Quoter.json(planned.txs),
          "delegate", planned.delegate == null ? "" : planned.delegate.toChecksumHex(), "quoteAt",
          quoted.at().toString()));
    } else {
      quoted = Quoter.journaled(j);
    }
    j.emit("submitting", TradeStatus.SUBMITTING, "transactions", Integer.toString(planned.txs.size()));
    TransactionReceipt last = null;
    String lastHash = null;
    for (int i = 0; i < planned.txs.size(); i++) {
      String step = planned.txs.size() == 1 ? "swap" : "call-" + i;
      lastHash = TxStep.send(j, step, planned.txs.get(i), i == 0 ? planned.delegate : null);
      last = TxStep.await(j, step);
    }
    if (last == null || lastHash == null) {
      throw TradeStop.failed(TradeFailure.Reason.UNEXPECTED, "the API returned no transaction to send");
    }
    // Followed by the hash that was mined: after a speed-up it is the replacement's, not the hash first sent
    // (that one never lands, so /swaps would never settle it).
    lastHash = last.transactionHash().toHex();
    j.emit("confirming", TradeStatus.PENDING, "hash", lastHash);
    if (quoted.routing().equals(Routing.BRIDGE)) {
      SwapFollow.untilSettled(j, lastHash); // the destination chain's fill: only the service knows it
    } else {
      SwapFollow.recordMined(j, lastHash); // the successful receipt decides; /swaps is a hint, journaled
    }
    Address swapper = j.s.signer.address();
    BigInteger in = tokens.in().equalsIgnoreCase(TokenDirectory.NATIVE)
        ? planned.txs.stream().map(TransactionRequest::valueWei).reduce(BigInteger.ZERO, BigInteger::add)
        : ReceiptAmounts.sent(last, tokens.in(), swapper).orElse(quoted.terms().expectedIn());
    BigInteger out = quoted.routing().equals(Routing.BRIDGE) ? quoted.terms().expectedOut()
        : ReceiptAmounts.received(last, tokens.out(), swapper).orElse(quoted.terms().expectedOut());
    return TradeResult.builder(j.id(), TradeStatus.SETTLED).amountIn(in).amountOut(out);
  }

  /**
   * What can be checked locally of the transactions the API built, before any is signed: a wrong chain would spend
   * the wallet's funds on another chain, another {@code from} is not this wallet's transaction, no target is a
   * contract creation, and ether attached to a token sale (or more ether than the quote's input) is money the quote
   * never asked for. A mismatch ends the trade FAILED naming the field and what was expected; nothing is signed.
   */
  static void checkBeforeSigning(Journey j, Tokens tokens, Quoter.Quoted quoted, List<TransactionRequest> txs) {
    TradeIntent intent = j.intent();
    Address signer = j.s.signer.address();
    boolean nativeIn = tokens.in().equalsIgnoreCase(TokenDirectory.NATIVE);
    // Exact input: the amount itself; exact output: the quote's maximum input (its slippage included).
    BigInteger maxValue = !nativeIn ? BigInteger.ZERO
        : intent.type().equals(TradeType.EXACT_INPUT) ? tokens.amount() : quoted.terms().worstIn();
    BigInteger totalValue = BigInteger.ZERO;
    for (TransactionRequest tx : txs) {
      if (tx.chainId().id() != intent.chainIn()) {
        throw unsafe("chainId", "expected the intent's chain " + intent.chainIn() + ", was " + tx.chainId().id());
      }
      if (!tx.from().equalsIgnoreCase(signer.toChecksumHex())) {
        throw unsafe("from", "expected the signer " + signer.toChecksumHex() + ", was " + tx.from());
      }
      Address to;
      try {
        to = Address.of(tx.to());
      } catch (IllegalArgumentException e) {
        throw unsafe("to", "expected a contract's address, was '" + tx.to() + "'");
      }
      if (to.equals(Address.of("0x0000000000000000000000000000000000000000"))) {
        throw unsafe("to", "expected a contract's address, was the zero address");
      }
      BigInteger value = tx.valueWei();
      if (!nativeIn && value.signum() != 0) {
        throw unsafe("value", "expected 0 (the input " + tokens.in() + " is a token, not ether), was " + value);
      }
      totalValue = totalValue.add(value);
    }
    if (totalValue.compareTo(maxValue) > 0) {
      throw unsafe("value", "expected at most the quote's input " + maxValue + " wei, was " + totalValue);
    }
  }

  private static TradeStop unsafe(String field, String expected) {
    return TradeStop.failed(TradeFailure.Reason.UNEXPECTED, "/swap transaction " + field + ": " + expected
        + "; not signed");
  }

  /** The transactions to send, and the EIP-7702 delegate to sign into the first. */
  static final class Planned {
    final List<TransactionRequest> txs;
    final @Nullable Address delegate;

    Planned(List<TransactionRequest> txs, @Nullable Address delegate) {
      this.txs = txs;
      this.delegate = delegate;
    }
  }

  private static Planned read(JournalEntry entry) {
    try {
      List<TransactionRequest> txs = TradingJson.mapper().readValue(entry.fields().get("txs"),
          new TypeReference<List<TransactionRequest>>() { });
      String delegate = entry.fields().getOrDefault("delegate", "");
      return new Planned(txs, delegate.isEmpty() ? null : Address.of(delegate));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code /swap}, {@code /swap_7702} or {@code /swap_5792}; re-quotes when the answer has no calldata. */
  private static Planned build(Journey j, Quoter.Quoted quoted) {
    for (;;) {
      Optional<String> signature = Optional.empty();
      if (j.intent().wallet() == WalletMode.EOA && quoted.response().permit().isPresent()) {
        j.emit("signing", TradeStatus.SIGNING, "what", "permit");
        signature = Optional.of(j.s.signer.sign(TypedData.from(quoted.response().permit().get())).toHex());
        j.emit("permit-signed", TradeStatus.SIGNING);
      }
      Optional<Planned> planned = call(j, quoted, signature.orElse(null));
      if (planned.isPresent()) {
        return planned.get();
      }
      // Before its permit is signed: an order's permit signed here and sent to /swap would be a signed order.
      quoted = Quoter.within(Quoter.CLASSIC_FAMILY, Quoter.requote(j, "/swap returned no calldata: the quote expired"));
    }
  }

  private static Optional<Planned> call(Journey j, Quoter.Quoted quoted, @Nullable String signature) {
    TradeIntent intent = j.intent();
    switch (intent.wallet()) {
      case EIP_7702: {
        String delegate = latestDelegate(j);
        TransactionRequest tx = j.s.client.swap7702(Swap7702Request.builder().quote(quoted.response().quote())
            .permitData(quoted.response().permit()).smartContractDelegationAddress(delegate).build()).swap();
        return hasData(tx.data())
            ? Optional.of(new Planned(List.of(tx), Address.of(delegate))) : Optional.empty();
      }
      case EIP_5792: {
        Swap5792Response batch = j.s.client.swap5792(Swap5792Request.builder().quote(quoted.response().quote())
            .permitData(quoted.response().permit()).build());
        List<TransactionRequest> txs = new ArrayList<>();
        for (TransactionRequest5792 call : batch.calls()) {
          if (!hasData(call.data()) && call.valueWei().signum() == 0) {
            return Optional.empty();
          }
          io.tradingsdk.models.ImmutableTransactionRequest.Builder tx = TransactionRequest.builder().from(batch.from()).to(call.to())
              .data(call.data()).value(call.value()).chainId(call.chainId().orElse(batch.chainId()));
          call.gasLimit().ifPresent(tx::gasLimit);
          call.maxFeePerGas().ifPresent(tx::maxFeePerGas);
          call.maxPriorityFeePerGas().ifPresent(tx::maxPriorityFeePerGas);
          call.gasPrice().ifPresent(tx::gasPrice);
          txs.add(tx.build());
        }
        return txs.isEmpty() ? Optional.empty() : Optional.of(new Planned(txs, null));
      }
      default: {
        SwapRequest request = signature != null
            ? SwapRequest.fromQuote(quoted.response(), signature) : SwapRequest.fromQuote(quoted.response());
        if (intent.deadline().isPresent()) {
          request = SwapRequest.builder().from(request).deadline(intent.deadline().get().getEpochSecond()).build();
        }
        SwapResponse response = j.s.client.swap(request);
        return response.hasCalldata()
            ? Optional.of(new Planned(List.of(response.swap()), null)) : Optional.empty();
      }
    }
  }

  private static boolean hasData(String data) {
    return data != null && data.length() > 2;
  }

  private static String latestDelegate(Journey j) {
    String swapper = j.s.signer.address().toChecksumHex();
    return j.s.client.checkDelegation(CheckDelegationRequest.builder().walletAddresses(List.of(swapper))
            .chainIds(List.of(ChainId.of(j.intent().chainIn()))).build())
        .delegationDetails().values().stream().flatMap(byChain -> byChain.values().stream())
        .map(DelegationDetails::latestDelegationAddress).findFirst()
        .orElseThrow(() -> TradeStop.failed(TradeFailure.Reason.UNSUPPORTED,
            "/wallet/check_delegation names no smart-wallet delegate for " + swapper));
  }
}
