package io.tradingsdk.cli;

import java.util.HashSet;
import java.util.Set;
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
    // The commands are in Commands, added when the command line is built; picocli's help comes first.
    subcommands = CommandLine.HelpCommand.class)
public final class TradingCli implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the tool and returns its exit code; tests call this instead of {@link #main}. */
  public static int run(String... args) {
    return newCommandLine(args).execute(args);
  }

  /**
   * The command line to run {@code args}: picocli builds only the commands those words name, and lists the others
   * by name and summary (see {@link Commands}), so a command starts without loading what other commands use.
   */
  public static CommandLine newCommandLine(String... args) {
    Set<String> words = new HashSet<>();
    boolean argumentFile = false;
    for (String arg : args) {
      words.add(arg);
      // picocli expands @FILE into the words the file holds, unknown here: build every command.
      argumentFile |= arg.startsWith("@");
    }
    return newCommandLine(new Commands.Wanted(words, argumentFile));
  }

  /** The command line with every command built, whatever it will be asked to run (tests). */
  public static CommandLine newCommandLine() {
    return newCommandLine(new Commands.Wanted(Set.of(), true));
  }

  private static CommandLine newCommandLine(Commands.Wanted wanted) {
    CommandLine cli = new CommandLine(new TradingCli());
    Commands.addTo(cli, Commands.TOP, wanted);
    // Set after the commands are added, so it reaches every one. picocli already answers 2 (usage) to a wrong
    // command line.
    return cli.setExecutionExceptionHandler(new ReportFailure());
  }

  /** Every command's failures go through {@link Failures} (a class, not a lambda: no bootstrap at start-up). */
  private static final class ReportFailure implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
      return Failures.report(e, cmd.getErr(), parsed);
    }
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
