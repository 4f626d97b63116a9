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
    description = "Tools for the Trading API: the end-to-end demo, JSON model checks, token lists, EIP-712 signing, a reference server.",
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
        .setExecutionExceptionHandler(
            (e, cmd, parsed) -> {
              cmd.getErr().println("error: " + e.getMessage());
              return ExitCodes.UNREADABLE;
            });
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
