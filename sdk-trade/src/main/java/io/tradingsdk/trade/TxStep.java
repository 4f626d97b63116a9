package io.tradingsdk.trade;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.core.CallCancelledException;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.BroadcastUnknownException;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.EthRpcException;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.SendOptions;
import io.tradingsdk.wallet.TransactionAlreadyKnownException;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionReplacedException;
import io.tradingsdk.wallet.TransactionReplacer;
import io.tradingsdk.wallet.TransactionRevertedException;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A transaction as a step of a trade, write-ahead: {@code tx-intent} (chain, sender, nonce, the block before it, the
 * call's target and data hash, and the signed bytes with their hash) is journaled by the sender's {@code
 * beforeBroadcast} hook, after signing and before the node sees anything; {@code tx-sent} once the node has it;
 * {@code tx-mined} once its receipt is in. A {@code tx-intent} with nothing after it is a transaction that may or may
 * not have reached the node: {@link #settle} hands its very bytes to {@code TransactionSender.resume} (found: followed;
 * nonce free: the same bytes sent again; nonce used by another: TRANSACTION_REPLACED), so a step never sends twice.
 * A replacement (speed-up, cancel) is journaled before it is sent and settled by its nonce.
 */
final class TxStep {
  static final String INTENT = "tx-intent";
  static final String SENT = "tx-sent";
  static final String MINED = "tx-mined";
  static final String ABANDONED = "tx-abandoned";
  private static final Set<String> KINDS = Set.of(INTENT, SENT, MINED, ABANDONED);
  /** How many blocks back a resumed trade looks for its transaction by nonce, at most. */
  private static final long MAX_SCAN = 10_000;

  private TxStep() {}

  /** True when {@code step}'s transaction was sent (or may have been) in this run or an earlier one. */
  static boolean started(Journey j, String step) {
    return j.lastOf(step, KINDS).filter(e -> !e.kind().equals(ABANDONED)).isPresent();
  }

  /**
   * Sends {@code tx} as {@code step} unless an earlier run did; returns its hash. {@code delegate}: an EIP-7702
   * delegation to sign into the transaction, or null.
   */
  static String send(Journey j, String step, TransactionRequest tx, @Nullable Address delegate) {
    return send(j, step, tx, delegate, false);
  }

  /**
   * {@link #send(Journey, String, TransactionRequest, Address)}; {@code cancelling}: the transaction carries out the
   * user's cancel (an order's nonce spent), so a cancel request does not stop it.
   */
  static String send(Journey j, String step, TransactionRequest tx, @Nullable Address delegate, boolean cancelling) {
    Optional<JournalEntry> last = j.lastOf(step, KINDS);
    if (last.isPresent() && !last.get().kind().equals(ABANDONED)) {
      if (last.get().kind().equals(INTENT)) {
        Optional<String> hash = settle(j, last.get());
        if (hash.isPresent()) {
          return hash.get();
        }
      } else {
        return last.get().fields().get("hash");
      }
    }
    if (!cancelling) {
      j.checkBeforeSideEffect();
    }
    long chainId = tx.chainId().id();
    EthRpcClient rpc = j.s.chains.rpc(chainId);
    long block = rpc.blockNumber();
    // Write-ahead: the signed bytes are journaled after signing and before anything reaches the node; a journal
    // that cannot be written stops the send (the sender then broadcasts nothing and gives the nonce back).
    // Whether the hook of the latest signing returned: if it threw, the sender broadcast nothing of that signing.
    boolean[] announced = {false};
    SendOptions.Builder options = SendOptions.builder().beforeBroadcast(signed -> {
      announced[0] = false;
      j.write(INTENT, Journey.fields(
          "step", step, "chainId", Long.toString(chainId), "from", signed.from().toChecksumHex(),
          "nonce", signed.transaction().nonce().toString(), "fromBlock", Long.toString(block), "to", tx.to(),
          "dataHash", dataHash(tx.data()), "hash", signed.hash().toHex(), "raw", signed.rawHex()));
      announced[0] = true;
    });
    if (delegate != null) {
      options.delegateTo(delegate);
    }
    PendingTransaction sent;
    try {
      sent = j.s.chains.sender(chainId).send(tx, options.build());
    } catch (BroadcastUnknownException e) {
      sent = e.pending(); // it may be on the node: from here on it is followed by its hash, never signed again
    } catch (RuntimeException e) {
      if (j.lastOf(step, KINDS).filter(x -> x.kind().equals(INTENT)).isPresent()) {
        if (!announced[0] || e instanceof EthRpcException && !(e instanceof TransactionAlreadyKnownException)) {
          // The hook itself failed after its entry (the sender then broadcasts nothing), or the node refused the
          // transaction the journal announced: nothing was taken, the nonce is free again.
          j.write(ABANDONED, Journey.fields("step", step, "reason", String.valueOf(e.getMessage())));
          throw e;
        }
        // Anything else (the driving thread interrupted, the call cancelled, an unexpected failure) says nothing
        // about whether the node took the signed bytes: it may have. The tx-intent stays unsettled and the trade
        // resumable; resume() settles it from those bytes. Journaling it abandoned (or the trade final) would
        // report FAILED over a swap that executes, or send the step again with a fresh nonce.
        if (e instanceof CallCancelledException || Thread.currentThread().isInterrupted()) {
          throw new Journey.Interrupted();
        }
        throw TradeStop.unsettled("the " + step + " transaction may have reached the node (" + e
            + "); resume the trade to settle it");
      }
      throw e;
    }
    return journalSent(j, step, chainId, sent, null);
  }

  private static String journalSent(Journey j, String step, long chainId, PendingTransaction sent,
      @Nullable String resumed) {
    String hash = sent.hash().toHex();
    java.util.Map<String, String> fields = Journey.fields("step", step, "chainId", Long.toString(chainId), "hash",
        hash, "nonce", Long.toString(sent.nonce()), "raw", sent.transaction().rawHex());
    if (resumed != null) {
      fields.put("resumed", resumed);
    }
    j.write(SENT, fields);
    j.pending.put(step, sent);
    j.emit(resumed != null ? "transaction-found" : "transaction-sent", TradeStatus.PENDING, "step", step, "hash",
        hash, "chainId", Long.toString(chainId), "nonce", Long.toString(sent.nonce()));
    return hash;
  }

  /**
   * Waits for the receipt of {@code step}'s transaction and journals it; a revert stops the trade REVERTED with its
   * decoded reason. A transaction still unmined after the engine's {@code stuckAfter} is replaced (same nonce, fees
   * raised: {@code TransactionReplacer}), at most {@code maxReplacements} times; a trade cancelled meanwhile has it
   * replaced by a zero-value send to itself and ends CANCELLED once that is mined; its nonce used by a transaction
   * that is none of these: FAILED, TRANSACTION_REPLACED.
   */
  static TransactionReceipt await(Journey j, String step) {
    List<JournalEntry> sent = new ArrayList<>();
    for (JournalEntry e : j.all(SENT)) {
      if (step.equals(e.fields().get("step"))) {
        sent.add(e);
      }
    }
    if (sent.isEmpty()) {
      throw new IllegalStateException("step " + step + " has no sent transaction");
    }
    JournalEntry first = sent.get(0);
    long chainId = Long.parseLong(first.fields().get("chainId"));
    EthRpcClient rpc = j.s.chains.rpc(chainId);
    Optional<JournalEntry> mined = j.lastOf(step, Set.of(MINED));
    Instant since = sent.get(sent.size() - 1).at();
    for (int attempt = 1; ; attempt++) {
      for (JournalEntry e : sent) {
        Bytes32 hash = Bytes32.fromHex(e.fields().get("hash"));
        Optional<TransactionReceipt> found = rpc.getTransactionReceipt(hash);
        if (found.isPresent()) {
          return settled(j, step, found.get(), e, mined);
        }
      }
      JournalEntry last = sent.get(sent.size() - 1);
      String raw = last.fields().get("raw");
      long nonce = Long.parseLong(last.fields().get("nonce"));
      if (raw != null && rpc.getTransactionCount(Address.of(SignedTransaction.decode(raw).from().toChecksumHex()),
          BlockTag.LATEST) > nonce) {
        // The nonce is used, but by none of this step's transactions (their receipts were looked up first).
        if (attempt > 1) {
          throw TradeStop.failed(TradeFailure.Reason.TRANSACTION_REPLACED, "nonce " + nonce + " on chain " + chainId
              + " was used by another transaction than this trade's " + step);
        }
      } else if (raw != null && j.trade.cancelRequested() && !"cancel".equals(last.fields().get("replacement"))
          && !step.equals(OrderDriver.CANCEL_STEP)) { // an order's cancel is the cancel: never replaced by another
        sent.add(replace(j, step, chainId, rpc, SignedTransaction.decode(raw), true));
        since = j.s.clock.instant();
        continue;
      } else if (raw != null && !Duration.between(since, j.s.clock.instant()).minus(j.s.stuckAfter).isNegative()
          && sent.size() <= j.s.maxReplacements && !"cancel".equals(last.fields().get("replacement"))) {
        sent.add(replace(j, step, chainId, rpc, SignedTransaction.decode(raw), false));
        since = j.s.clock.instant();
        continue;
      } else if (raw != null && !Duration.between(since, j.s.clock.instant()).minus(j.s.stuckAfter).isNegative()
          && rpc.getTransactionByHash(Bytes32.fromHex(last.fields().get("hash"))).isEmpty()) {
        // Stuck, no speed-up left, and the node no longer has it (evicted from its pool, a restarted node) while
        // its nonce is free: waiting alone would never end. The journaled bytes go out again: the same hash, so
        // never a second transaction.
        try {
          j.s.chains.sender(chainId).resume(SignedTransaction.decode(raw));
          j.emit("transaction-rebroadcast", TradeStatus.PENDING, "step", step, "hash", last.fields().get("hash"));
        } catch (TransactionReplacedException | EthRpcException | BroadcastUnknownException e) {
          // Another transaction took the nonce (the check above says so next), or the node refused or did not
          // answer: waited on as before.
          j.emit("transaction-rebroadcast-failed", TradeStatus.PENDING, "step", step, "reason",
              String.valueOf(e.getMessage()));
        }
        since = j.s.clock.instant();
      }
      j.pause("receipt", attempt);
    }
  }

  /** A speed-up or a cancel of the step's last transaction, journaled before it is sent. */
  private static JournalEntry replace(Journey j, String step, long chainId, EthRpcClient rpc, SignedTransaction stuck,
      boolean cancel) {
    String kind = cancel ? "cancel" : "speed-up";
    long nonce = stuck.transaction().nonce().longValue();
    j.write(INTENT, Journey.fields("step", step, "chainId", Long.toString(chainId), "from",
        stuck.from().toChecksumHex(), "nonce", Long.toString(nonce), "fromBlock", Long.toString(rpc.blockNumber()),
        "to", cancel ? stuck.from().toChecksumHex() : stuck.transaction().to().map(Address::toChecksumHex).orElse(""),
        "dataHash", dataHash(cancel ? "0x" : Hex.encode(stuck.transaction().data())), "replaces",
        stuck.hash().toHex(), "replacement", kind));
    TransactionReplacer replacer = TransactionReplacer.of(rpc, j.s.chains.sender(chainId));
    PendingTransaction sent = cancel ? replacer.cancel(stuck) : replacer.speedUp(stuck);
    JournalEntry entry = j.write(SENT, Journey.fields("step", step, "chainId", Long.toString(chainId), "hash",
        sent.hash().toHex(), "nonce", Long.toString(nonce), "raw", sent.transaction().rawHex(), "replaces",
        stuck.hash().toHex(), "replacement", kind));
    j.pending.put(step, sent);
    j.emit(cancel ? "transaction-cancel-sent" : "transaction-sped-up", TradeStatus.PENDING, "step", step, "hash",
        sent.hash().toHex(), "replaces", stuck.hash().toHex(), "nonce", Long.toString(nonce));
    return entry;
  }

  /** The receipt of one of the step's transactions: journaled; a revert or a mined cancel ends the trade. */
  private static TransactionReceipt settled(Journey j, String step, TransactionReceipt receipt, JournalEntry sent,
      Optional<JournalEntry> mined) {
    String reason = null;
    if (!receipt.success()) {
      PendingTransaction pending = j.pending.get(step);
      reason = "transaction " + receipt.transactionHash().toHex() + " reverted";
      if (pending != null && pending.hash().equals(receipt.transactionHash())) {
        try {
          pending.awaitReceipt();
        } catch (TransactionRevertedException e) {
          reason = e.reason().describe();
        }
      } else if (mined.isEmpty()) {
        reason += " (reason not decoded: read after a resume)";
      }
    }
    if (mined.isEmpty()) {
      journalMined(j, step, receipt, reason);
    } else {
      reason = mined.get().fields().getOrDefault("reason", reason);
    }
    if ("cancel".equals(sent.fields().get("replacement"))) {
      throw TradeStop.cancelled("the " + step + " transaction was cancelled on chain by "
          + receipt.transactionHash().toHex());
    }
    if (!receipt.success()) {
      throw TradeStop.reverted(reason == null || reason.isEmpty() ? "reverted" : reason);
    }
    return receipt;
  }

  private static void journalMined(Journey j, String step, TransactionReceipt r, @Nullable String reason) {
    j.write(MINED, Journey.fields("step", step, "hash", r.transactionHash().toHex(), "status",
        Integer.toString(r.status()), "block", Long.toString(r.blockNumber()), "gasUsed", r.gasUsed().toString(),
        "fee", r.fee().toString(), "reason", reason == null ? "" : reason));
    j.emit("transaction-mined", TradeStatus.PENDING, "step", step, "hash", r.transactionHash().toHex(), "status",
        Integer.toString(r.status()), "gasUsed", r.gasUsed().toString());
  }

  /**
   * Settles a {@code tx-intent} an earlier run left without an outcome: its nonce still free means nothing reached
   * the node ({@code tx-abandoned}, empty: the caller sends it now); its nonce used by a transaction with the same
   * target and data means it was sent ({@code tx-sent}, its hash); by another transaction: replaced, the trade
   * stops FAILED (TRANSACTION_REPLACED).
   */
  static Optional<String> settle(Journey j, JournalEntry intent) {
    String step = intent.fields().get("step");
    long chainId = Long.parseLong(intent.fields().get("chainId"));
    String raw = intent.fields().get("raw");
    if (raw != null) {
      // The signed bytes are in the journal: the sender looks their hash up and, the nonce still free, sends the
      // same bytes again (the same hash: never a second transaction).
      try {
        PendingTransaction pending = j.s.chains.sender(chainId).resume(SignedTransaction.decode(raw));
        return Optional.of(journalSent(j, step, chainId, pending, "true"));
      } catch (TransactionReplacedException e) {
        throw TradeStop.failed(TradeFailure.Reason.TRANSACTION_REPLACED, e.getMessage());
      } catch (EthRpcException e) {
        // The node refused these very bytes: they were never taken, so the step is sent again (signed anew).
        j.write(ABANDONED, Journey.fields("step", step, "reason", "the node refused the journaled transaction: "
            + e.getMessage()));
        j.emit("transaction-not-sent", j.trade.status(), "step", step, "reason", String.valueOf(e.getMessage()));
        return Optional.empty();
      }
    }
    Address from = Address.of(intent.fields().get("from"));
    long nonce = Long.parseLong(intent.fields().get("nonce"));
    EthRpcClient rpc = j.s.chains.rpc(chainId);
    for (int attempt = 1; ; attempt++) {
      long pendingCount = rpc.getTransactionCount(from, BlockTag.PENDING);
      if (pendingCount <= nonce) {
        j.write(ABANDONED, Journey.fields("step", step, "reason", "nonce " + nonce + " still free: never broadcast"));
        j.emit("transaction-not-sent", j.trade.status(), "step", step, "nonce", Long.toString(nonce));
        return Optional.empty();
      }
      Optional<JsonNode> found = findByNonce(rpc, from, nonce, Long.parseLong(intent.fields().get("fromBlock")));
      if (found.isPresent()) {
        JsonNode tx = found.get();
        String hash = tx.path("hash").asText();
        for (JournalEntry e : j.all(SENT)) {
          if (step.equals(e.fields().get("step")) && hash.equalsIgnoreCase(e.fields().get("hash"))) {
            // A replacement (speed-up, cancel) announced but the transaction it replaces was mined: that one is
            // journaled already, and it is not "another" transaction. await() settles the step by its receipt.
            j.emit("transaction-found", TradeStatus.PENDING, "step", step, "hash", hash);
            return Optional.of(hash);
          }
        }
        boolean same = tx.path("to").asText().equalsIgnoreCase(intent.fields().get("to"))
            && dataHash(tx.path("input").asText()).equals(intent.fields().get("dataHash"));
        if (!same) {
          throw TradeStop.failed(TradeFailure.Reason.TRANSACTION_REPLACED, "nonce " + nonce + " of " + from
              + " on chain " + chainId + " was taken by transaction " + hash + ", not this trade's " + step);
        }
        Map<String, String> sent = Journey.fields("step", step, "chainId", Long.toString(chainId), "hash", hash,
            "nonce", Long.toString(nonce), "resumed", "true");
        // A replacement keeps what it was: a mined cancel must end the trade CANCELLED, not pass for the swap.
        for (String key : List.of("replaces", "replacement")) {
          if (intent.fields().containsKey(key)) {
            sent.put(key, intent.fields().get(key));
          }
        }
        j.write(SENT, sent);
        j.emit("transaction-found", TradeStatus.PENDING, "step", step, "hash", hash);
        return Optional.of(hash);
      }
      // Used by a transaction still in the node's pool (not in a block yet): look again after a pause.
      j.pause("nonce " + nonce, attempt);
    }
  }

  /** The mined transaction of {@code from} with {@code nonce}, searched from {@code fromBlock} to the head. */
  private static Optional<JsonNode> findByNonce(EthRpcClient rpc, Address from, long nonce, long fromBlock) {
    long head = rpc.blockNumber();
    for (long n = Math.max(fromBlock, head - MAX_SCAN); n <= head; n++) {
      JsonNode block = rpc.request("eth_getBlockByNumber", "0x" + Long.toHexString(n), true);
      for (JsonNode tx : block.path("transactions")) {
        if (tx.path("from").asText().equalsIgnoreCase(from.toLowerHex())
            && Hex.decodeQuantity(tx.path("nonce").asText("0x0"), "nonce").longValue() == nonce) {
          return Optional.of(tx);
        }
      }
    }
    return Optional.empty();
  }

  static String dataHash(String data) {
    String hex = data.toLowerCase(Locale.ROOT);
    return Hex.encode(Keccak.hash(hex.getBytes(StandardCharsets.US_ASCII)));
  }

  /** The gas used and paid by every mined transaction of the journal. */
  static BigInteger[] gas(Journey j) {
    BigInteger used = BigInteger.ZERO;
    BigInteger fee = BigInteger.ZERO;
    for (JournalEntry e : j.all(MINED)) {
      used = used.add(new BigInteger(e.fields().getOrDefault("gasUsed", "0")));
      fee = fee.add(new BigInteger(e.fields().getOrDefault("fee", "0")));
    }
    return new BigInteger[] {used, fee};
  }
}
