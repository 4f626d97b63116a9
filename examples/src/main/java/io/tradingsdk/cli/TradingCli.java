package io.tradingsdk.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code trading} command-line tool: {@code java -jar examples/target/trading.jar --help}.
 *
 * <p>Exit codes shared by every command: 0 success, 1 a check failed (invalid input, mismatch), 2
 * a file could not be read or is not JSON, or the command line itself is wrong.
 */
@Command(
    name = "trading",
    mixinStandardHelpOptions = true,
    versionProvider = SdkVersion.class,
    description = {
      "Tools for the Trading API: the end-to-end demo, calls to the service, JSON model checks, token lists,"
          + " EIP-712 signing, a reference server.",
      "Service commands (quote, approval, status, tokens, delegation, ...) call TRADING_API_BASE_URL (or"
          + " --base-url; default: the production service) with TRADING_API_KEY (or --api-key-file), and print a"
          + " summary, or the response body with --json."
    },
    exitCodeListHeading = "%nExit codes (every command):%n",
    exitCodeList = {
      "0:success",
      "1:the service or a check said no (refused, invalid, mismatch)",
      "2:the command line is wrong, or an input cannot be read or is not JSON"
    },
    subcommands = {
      CommandLine.HelpCommand.class,
      JsonCommand.class,
      TokenListCommand.class,
      Eip712Command.class,
      ServerCommand.class,
      DemoCommand.class,
      QuoteCommand.class,
      TradeCommands.Swap.class,
      TradeCommands.Order.class,
      TradeCommands.Orders.class,
      ApiCommands.Approval.class,
      ApiCommands.Status.class,
      ApiCommands.Tokens.class,
      ApiCommands.Delegation.class,
      PlanCommands.class,
      LpCommands.class,
    })
public final class TradingCli implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the tool and returns its exit code; tests call this instead of {@link #main}. */
  public static int run(String... args) {
    return newCommandLine().execute(args);
  }

  /** The configured command line, shared by {@link #run} and tests that capture output. */
  public static CommandLine newCommandLine() {
    // picocli already answers 2 (usage) to a wrong command line.
    return new CommandLine(new TradingCli())
        .setExecutionExceptionHandler((e, cmd, parsed) -> Failures.report(e, cmd.getErr(), parsed));
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
