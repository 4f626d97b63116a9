package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code trading demo} end to end, in-process: the real client against the embedded reference server. */
class DemoCommandTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    String[] full = new String[args.length + 1];
    full[0] = "demo";
    System.arraycopy(args, 0, full, 1, args.length);
    return Run.execute(out, err, full);
  }

  @Test
  void walksEveryOperationJourneyByJourneyAndExitsZero() {
    assertThat(run()).as(err.toString()).isEqualTo(ExitCodes.OK);
    String text = out.toString();
    assertThat(text).containsSubsequence(
        "== Classic swap in one call", "trade", "TradeEngine.execute", "quoted CLASSIC: 1000 USDC -> ",
        "needs approve(Permit2): sent first", "approval 0x", ": status 1", "permit signed (EIP-712, locally)",
        "swap 0x", ": status 1", "swaps: ", "SUCCESS", "SETTLED: 1000 USDC -> ", "2 transactions",
        "== Smart-wallet swaps", "wallet/check_delegation", "latest delegate 0x", "swap_7702",
        "transaction to the 7702 wallet itself", "(type 4): status 1", "SUCCESS",
        "swap_5792", "call",
        "== UniswapX", "routing DUTCH_V2", "order ", "POST /order", ": open",
        "orders ", "open -> ", "filled", "the wallet's orders, every page: 1",
        "limit_order_quote", "routing LIMIT_ORDER",
        "== Send", "send ", "POST /send",
        "== LP lifecycle", "lp/check_approval", "checked again: approved", "lp/pool_info", "lp/create ",
        "(type 2): status 1", "position #", "lp/increase", "lp/decrease", "withdrew", "lp/claim_fees", "claimed ",
        "lp/create_classic",
        "== Chained plan", "x-chained-actions-enabled", "plan create", "plan get/update",
        "APPROVAL_TXN: a transaction on chain 1", "sent 0x", "APPROVAL_PERMIT: signed PermitSingle",
        "BRIDGE: a transaction on chain 1", "sent 0x", "plan COMPLETED",
        "plan update (completed)", "refused: 422",
        "== Wallets", "wallet/check_delegation", "latest delegate 0x", "swappable_tokens", "on chain",
        "wallet/encode_7702", "one transaction to", "wallet/encode_4337", "user operation from",
        "== Token list", "token list validate", "sample-v1: valid", "sample-v2: valid", "token list diff",
        "added", "at least",
        "Demo finished: every step succeeded.");
    assertThat(text).doesNotContain("retry:");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void eachRetryShowsAsItHappensAndTheJourneyStillSucceeds() {
    // Every fifth answer a 503 (not every third: each retry waits the default policy's backoff, 0.25 to 0.5 s).
    assertThat(run("--fail-every", "5")).as(err.toString()).isEqualTo(ExitCodes.OK);
    String text = out.toString();
    assertThat(text).containsPattern(
        "retry: 503 on [a-zA-Z0-9]+ \\((GET|POST|PATCH) /[a-z_/0-9]+\\), attempt 1 of [0-9]+ failed, next in [0-9]+ ms");
    long lines = text.lines().filter(l -> l.contains("retry: 503")).count();
    assertThat(lines).isGreaterThan(5);
    assertThat(text).containsPattern("the client retried " + lines + " times after injected faults");
  }

  @Test
  void aStepThatCannotSucceedIsNamedAndExitsOne() {
    assertThat(run("--fail-every", "1")).isEqualTo(ExitCodes.FAILED);
    assertThat(err.toString()).startsWith("demo failed at step 1 (trade): ").contains("503");
  }
}
