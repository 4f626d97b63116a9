package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code trading demo} end to end, in-process: the real client against the embedded reference server. */
class DemoCommandTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = TradingCli.newCommandLine();
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    String[] full = new String[args.length + 1];
    full[0] = "demo";
    System.arraycopy(args, 0, full, 1, args.length);
    return cli.execute(full);
  }

  @Test
  void walksTheWholeJourneyAndExitsZero() {
    assertThat(run()).as(err.toString()).isEqualTo(ExitCodes.OK);
    String text = out.toString();
    assertThat(text).containsSubsequence(
        "1. check_approval", "needs approve(Permit2)", "checked again: approved",
        "2. quote", "USDC -> ", "ETH (CLASSIC, router 2.0)", "permitData: Permit2 PermitSingle",
        "3. sign permit (EIP-712, local)", "(recovers to the wallet)",
        "4. swap_7702", "router 2.0 as quoted", "broadcast 0x",
        "5. swaps", "PENDING -> SUCCESS",
        "6. plan (CHAINED)", "APPROVAL_TXN: broadcast", "APPROVAL_PERMIT: signed PermitSingle",
        "BRIDGE: broadcast", "plan COMPLETED",
        "Demo finished: every step succeeded.");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void theClientRetriesInjectedFaultsAndTheJourneyStillSucceeds() {
    assertThat(run("--fail-every", "10")).as(err.toString()).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).containsPattern("the client retried [0-9]+ times? after injected faults");
  }

  @Test
  void aStepThatCannotSucceedIsNamedAndExitsOne() {
    assertThat(run("--fail-every", "1")).isEqualTo(ExitCodes.FAILED);
    assertThat(err.toString()).startsWith("demo failed at step 1 (check_approval): ").contains("503");
  }
}
