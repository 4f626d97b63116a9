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
 * {@code swap-txs} and sent in order ({@link TxStep}), their receipts, then {@code GET /swaps} until SUCCESS (a
 * bridge's destination fill).
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
    SwapFollow.untilSettled(j, lastHash);
    Address swapper = j.s.signer.address();
    BigInteger in = tokens.in().equalsIgnoreCase(TokenDirectory.NATIVE)
        ? planned.txs.stream().map(TransactionRequest::valueWei).reduce(BigInteger.ZERO, BigInteger::add)
        : ReceiptAmounts.sent(last, tokens.in(), swapper).orElse(quoted.terms().expectedIn());
    BigInteger out = quoted.routing().equals(Routing.BRIDGE) ? quoted.terms().expectedOut()
        : ReceiptAmounts.received(last, tokens.out(), swapper).orElse(quoted.terms().expectedOut());
    return TradeResult.builder(j.id(), TradeStatus.SETTLED).amountIn(in).amountOut(out);
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
