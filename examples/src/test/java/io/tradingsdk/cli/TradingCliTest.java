package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class TradingCliTest {
  @Test
  void helpListsTheToolAndExitsZero() {
    CommandLine cli = TradingCli.newCommandLine("--help");
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out));
    assertThat(cli.execute("--help")).isEqualTo(ExitCodes.OK);
    assertThat(out.toString()).contains("Usage: trading");
  }

  @Test
  void unknownCommandExitsTwo() {
    CommandLine cli = TradingCli.newCommandLine("no-such-command");
    cli.setErr(new PrintWriter(new StringWriter()));
    assertThat(cli.execute("no-such-command")).isEqualTo(ExitCodes.UNREADABLE);
  }
}
