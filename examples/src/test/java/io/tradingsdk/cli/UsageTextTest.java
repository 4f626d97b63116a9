package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The help of every command, and the command line's own errors: help fits 80 columns and breaks lines only between
 * words, never in the middle of a sentence; a wrong value is a usage error (exit 2) that names the option and says
 * what it expects, without a Java exception's name; what the help says an option defaults to is what it defaults to.
 */
class UsageTextTest {
  /** A description line that stops in the middle of a sentence (a word or a comma at its end). */
  private static final Pattern UNFINISHED = Pattern.compile(".*[\\p{Alnum},]$");
  /** A line that continues a sentence: it starts with a lower-case word. */
  private static final Pattern CONTINUATION = Pattern.compile("^[a-z].*");

  @Test
  void everyCommandsHelpFitsEightyColumns() {
    List<String> tooWide = new ArrayList<>();
    for (CommandLine command : allCommands()) {
      String help = command.getUsageMessage(CommandLine.Help.Ansi.OFF);
      help.lines().filter(line -> line.length() > 80)
          .forEach(line -> tooWide.add(command.getCommandSpec().qualifiedName() + ": " + line));
    }
    assertThat(tooWide).isEmpty();
  }

  @Test
  void noDescriptionIsSplitInTheMiddleOfASentence() {
    List<String> broken = new ArrayList<>();
    for (CommandLine command : allCommands()) {
      CommandSpec spec = command.getCommandSpec();
      check(spec.qualifiedName(), spec.usageMessage().description(), broken);
      for (OptionSpec option : spec.options()) {
        check(spec.qualifiedName() + " " + option.longestName(), option.description(), broken);
      }
    }
    assertThat(broken).isEmpty();
  }

  private static void check(String where, String[] lines, List<String> broken) {
    for (int i = 1; i < lines.length; i++) {
      if (UNFINISHED.matcher(lines[i - 1]).matches() && CONTINUATION.matcher(lines[i]).matches()) {
        broken.add(where + ": \"" + lines[i - 1] + "\" / \"" + lines[i] + "\"");
      }
    }
  }

  @Test
  void theServersHelpKeepsItsSentencesWhole() {
    String help = TradingCli.newCommandLine("server", "--help").getSubcommands().get("server")
        .getUsageMessage(CommandLine.Help.Ansi.OFF);
    String flat = help.replaceAll("\\s+", " ");
    assertThat(flat).contains("point a wallet, web3j, ethers or cast at http://127.0.0.1:8080/rpc/1 to send what"
        + " the API built.", "The development keys answer loopback clients only, unless --dev-keys-anywhere.");
    assertThat(help.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
  }

  @Test
  void eachQuotingCommandsHelpStatesTheRoutingItUses() {
    assertThat(routingHelp("swap")).contains("(default: classic)");
    assertThat(routingHelp("order")).contains("(default: uniswapx)");
    assertThat(routingHelp("quote")).contains("(default: best)");
  }

  @Test
  void swapQuotesClassicUnlessToldOtherwise() {
    CommandLine swap = new CommandLine(new TradeCommands.Swap());
    swap.parseArgs("--from", "USDC", "--to", "WETH", "--amount", "1");
    assertThat(((TradeCommands.Swap) swap.getCommand()).inputs.routing).isEqualTo("classic");
    swap.parseArgs("--from", "USDC", "--to", "WETH", "--amount", "1", "--routing", "best");
    assertThat(((TradeCommands.Swap) swap.getCommand()).inputs.routing).isEqualTo("best");
    swap.parseArgs("--from", "USDC", "--to", "WETH", "--amount", "1");
    assertThat(((TradeCommands.Swap) swap.getCommand()).inputs.routing).as("reset between parses")
        .isEqualTo("classic");
  }

  @Test
  void aBadAddressIsAUsageErrorNamingTheOption() {
    Run run = Run.run("quote", "--from", "USDC", "--to", "WETH", "--amount", "1", "--swapper", "0x1234");

    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).startsWith("Invalid value for option '--swapper': expected an address, 0x and 40 hex"
        + " digits (mixed case only with a valid EIP-55 checksum), was \"0x1234\"");
    assertThat(run.err()).doesNotContain("Exception");
  }

  @Test
  void aBadChecksumIsAUsageErrorToo() {
    Run run = Run.run("approval", "--wallet", "0x70997970c51812dC3A010C7d01b50e0d17dc79C8", "--token", "USDC",
        "--amount", "1");

    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).startsWith("Invalid value for option '--wallet': expected an address");
  }

  @Test
  void aRetiredChainIsAUsageErrorWithoutAnExceptionName() {
    Run run = Run.run("quote", "--chain", "goerli", "--from", "USDC", "--to", "WETH", "--amount", "1",
        "--swapper", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8");

    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).startsWith("Invalid value for option '--chain': expected a chain id (1, 8453, ...) or"
        + " name (mainnet, base, arbitrum, optimism, polygon, zksync, unichain, sepolia), was \"goerli\"; the"
        + " goerli test network was shut down: use sepolia (11155111)");
    assertThat(run.err()).doesNotContain("Exception", "java.");
  }

  @Test
  void sepoliaIsANameForItsChain() {
    assertThat(new ChainOption().convert("Sepolia").id()).isEqualTo(11155111L);
  }

  private static String routingHelp(String command) {
    String help = TradingCli.newCommandLine(command, "--help").getSubcommands().get(command)
        .getUsageMessage(CommandLine.Help.Ansi.OFF);
    // The option's entry in the options list (not the synopsis): from its line to the next option's.
    java.util.regex.Matcher entry = Pattern.compile("(?ms)^ +--routing=.*?(?=^ +-)").matcher(help);
    assertThat(entry.find()).as(command + " lists --routing").isTrue();
    return entry.group().replaceAll("\\s+", " ");
  }

  /** The tool and every command under it, each fully built. */
  private static List<CommandLine> allCommands() {
    List<CommandLine> all = new ArrayList<>();
    collect(TradingCli.newCommandLine(), all);
    return all;
  }

  private static void collect(CommandLine command, List<CommandLine> all) {
    all.add(command);
    for (Map.Entry<String, CommandLine> sub : command.getSubcommands().entrySet()) {
      if (sub.getKey().equals(sub.getValue().getCommandName())) { // aliases list a command twice
        collect(sub.getValue(), all);
      }
    }
  }
}
