package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * docs/cli.md's reference is generated from the commands' picocli definitions: every command's usage, as {@code
 * trading COMMAND --help} prints it. The test fails when the file differs from what the commands say; {@code
 * -Dcli.update=true} rewrites the generated part (everything below {@link #MARKER}).
 */
class CliReferenceTest {
  static final Path CLI_MD = Path.of("..", "docs", "cli.md");
  static final String MARKER = "<!-- Everything below is generated from the commands by CliReferenceTest: do not edit."
      + " Regenerate with: mvn -B -pl examples -am test -Dtest=CliReferenceTest -Dsurefire.failIfNoSpecifiedTests=false"
      + " -Dcli.update=true -->";

  @Test
  void theCliReferenceIsWhatTheCommandsPrint() throws IOException {
    String current = Files.readString(CLI_MD, StandardCharsets.UTF_8);
    int at = current.indexOf(MARKER);
    assertThat(at).as("docs/cli.md holds the marker line %s", MARKER).isNotNegative();
    String expected = current.substring(0, at) + MARKER + "\n" + reference();
    if (Boolean.getBoolean("cli.update") && !current.equals(expected)) {
      Files.writeString(CLI_MD, expected, StandardCharsets.UTF_8);
      current = Files.readString(CLI_MD, StandardCharsets.UTF_8);
    }
    assertThat(current).as("docs/cli.md is stale: regenerate it with -Dcli.update=true (see the marker line)")
        .isEqualTo(expected);
  }

  /** Every visible command, depth first in the order `trading --help` lists them, with its usage. */
  static String reference() {
    StringBuilder out = new StringBuilder("\n## Reference\n\n");
    List<String[]> commands = new ArrayList<>();
    collect(TradingCli.newCommandLine(), "trading", commands);
    for (String[] command : commands) {
      out.append("- [`").append(command[0]).append("`](#").append(anchor(command[0])).append(")\n");
    }
    for (String[] command : commands) {
      out.append("\n### ").append(command[0]).append("\n\n```text\n").append(command[1].stripTrailing())
          .append("\n```\n");
    }
    return out.toString();
  }

  private static void collect(CommandLine cli, String name, List<String[]> into) {
    into.add(new String[] {name, cli.getUsageMessage(CommandLine.Help.Ansi.OFF)});
    for (Map.Entry<String, CommandLine> sub : cli.getSubcommands().entrySet()) {
      CommandLine child = sub.getValue();
      boolean alias = !sub.getKey().equals(child.getCommandName());
      if (!alias && !child.getCommandSpec().usageMessage().hidden()) {
        collect(child, name + " " + sub.getKey(), into);
      }
    }
  }

  static String anchor(String heading) {
    return heading.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9 -]", "").replace(' ', '-');
  }
}
