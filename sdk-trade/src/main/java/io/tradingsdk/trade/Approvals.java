package io.tradingsdk.trade;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;

/**
 * The Permit2 approval step: {@code /check_approval}, then the allowance reset it asks for (USDT-like tokens) and
 * the approval, each a {@link TxStep} mined before the next. Asked again on resume: a mined approval is no longer
 * asked for, and a half-sent one is settled by its journal.
 */
final class Approvals {
  private Approvals() {}

  static void ensure(Journey j, long chainId, String token, java.math.BigInteger amount) {
    if (token.equalsIgnoreCase(TokenDirectory.NATIVE)) {
      return;
    }
    finishStarted(j, "approval-reset");
    finishStarted(j, "approval");
    CheckApprovalResponse response = j.s.client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(j.s.signer.address().toChecksumHex()).token(token).amount(amount)
        .chainId(ChainId.of(chainId)).build());
    if (response.resetNeeded() && response.cancel() != null) {
      j.emit("approval-reset", TradeStatus.APPROVING, "token", token);
      TxStep.send(j, next(j, "approval-reset"), response.cancel(), null);
      TxStep.await(j, last(j, "approval-reset"));
    }
    if (response.approvalNeeded() && response.approval() != null) {
      j.emit("approval", TradeStatus.APPROVING, "token", token);
      TxStep.send(j, next(j, "approval"), response.approval(), null);
      TxStep.await(j, last(j, "approval"));
    }
  }

  /** An approval an earlier run sent (or may have sent): settled and mined before asking again. */
  private static void finishStarted(Journey j, String base) {
    for (int i = 0; i < 4; i++) {
      String step = i == 0 ? base : base + "-" + i;
      if (TxStep.started(j, step) && j.lastOf(step, java.util.Set.of(TxStep.MINED)).isEmpty()) {
        j.lastOf(step, java.util.Set.of(TxStep.INTENT, TxStep.SENT)).ifPresent(e -> {
          if (e.kind().equals(TxStep.INTENT) && TxStep.settle(j, e).isEmpty()) {
            return; // never broadcast: /check_approval asks again
          }
          TxStep.await(j, step);
        });
      }
    }
  }

  /** A fresh step name: {@code approval}, then {@code approval-1}... when one was already mined. */
  private static String next(Journey j, String base) {
    for (int i = 0; ; i++) {
      String step = i == 0 ? base : base + "-" + i;
      if (!TxStep.started(j, step)) {
        return step;
      }
    }
  }

  private static String last(Journey j, String base) {
    String found = base;
    for (int i = 0; i < 100; i++) {
      String step = i == 0 ? base : base + "-" + i;
      if (TxStep.started(j, step)) {
        found = step;
      }
    }
    return found;
  }
}
