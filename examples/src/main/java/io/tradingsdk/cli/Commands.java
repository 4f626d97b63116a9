package io.tradingsdk.cli;

import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Every command of {@code trading}, as a tree of names, one-line summaries and classes: the one place a command is
 * registered. {@link TradingCli} gives picocli the real command only for the names on the command line; every
 * other command is a stand-in holding its name and summary, enough to list it in {@code --help} and to suggest it
 * for a typo. picocli reflects on a command's fields and methods when it builds the command, which loads every type
 * they name (requests, responses, the server, the signer...): listing the classes here without building them means a
 * command's start-up costs only what that command uses.
 *
 * <p>Adding a command: give its class a {@code static final String SUMMARY} (the first line of its
 * description, which the parent lists), add it below, and leave {@code subcommands} out of its {@code @Command}:
 * nested commands are listed here too. {@code CommandsTest} checks that this tree and the annotations agree.
 */
final class Commands {
  private Commands() {}

  /** A command: its name, summary and class, and its subcommands (empty for a leaf). */
  record Entry(String name, String summary, Class<?> type, List<Entry> subcommands) {}

  /**
   * The commands under {@code trading}, in the order {@code --help} lists them. The summaries are compile-time
   * constants, copied here by the compiler, so reading them loads no command class.
   */
  static final List<Entry> TOP = List.of(
      group("json", JsonCommand.SUMMARY, JsonCommand.class,
          command("check", JsonCheckCommand.SUMMARY, JsonCheckCommand.class)),
      group("tokenlist", TokenListCommand.SUMMARY, TokenListCommand.class,
          command("validate", TokenListCommand.Validate.SUMMARY, TokenListCommand.Validate.class),
          command("diff", TokenListCommand.Diff.SUMMARY, TokenListCommand.Diff.class)),
      group("eip712", Eip712Command.SUMMARY, Eip712Command.class,
          command("hash", Eip712Command.Hash.SUMMARY, Eip712Command.Hash.class),
          command("sign", Eip712Command.Sign.SUMMARY, Eip712Command.Sign.class),
          command("recover", Eip712Command.Recover.SUMMARY, Eip712Command.Recover.class)),
      group("tx", TxCommands.SUMMARY, TxCommands.class,
          command("sign", TxCommands.Sign.SUMMARY, TxCommands.Sign.class),
          command("send", TxCommands.Send.SUMMARY, TxCommands.Send.class),
          command("receipt", TxCommands.Receipt.SUMMARY, TxCommands.Receipt.class)),
      group("key", KeyCommands.SUMMARY, KeyCommands.class,
          command("new", KeyCommands.New.SUMMARY, KeyCommands.New.class),
          command("import", KeyCommands.Import.SUMMARY, KeyCommands.Import.class),
          command("address", KeyCommands.Address.SUMMARY, KeyCommands.Address.class)),
      command("server", ServerCommand.SUMMARY, ServerCommand.class),
      command("demo", DemoCommand.SUMMARY, DemoCommand.class),
      command("quote", QuoteCommand.SUMMARY, QuoteCommand.class),
      group("trade", TradeCommand.SUMMARY, TradeCommand.class,
          command("resume", TradeCommand.Resume.SUMMARY, TradeCommand.Resume.class),
          command("list", TradeCommand.List_.SUMMARY, TradeCommand.List_.class)),
      command("swap", TradeCommands.Swap.SUMMARY, TradeCommands.Swap.class),
      command("order", TradeCommands.Order.SUMMARY, TradeCommands.Order.class),
      command("orders", TradeCommands.Orders.SUMMARY, TradeCommands.Orders.class),
      command("approval", ApiCommands.Approval.SUMMARY, ApiCommands.Approval.class),
      command("status", ApiCommands.Status.SUMMARY, ApiCommands.Status.class),
      command("tokens", ApiCommands.Tokens.SUMMARY, ApiCommands.Tokens.class),
      command("delegation", ApiCommands.Delegation.SUMMARY, ApiCommands.Delegation.class),
      group("plan", PlanCommands.SUMMARY, PlanCommands.class,
          command("create", PlanCommands.Create.SUMMARY, PlanCommands.Create.class),
          command("get", PlanCommands.Get.SUMMARY, PlanCommands.Get.class),
          command("update", PlanCommands.Update.SUMMARY, PlanCommands.Update.class)),
      group("lp", LpCommands.SUMMARY, LpCommands.class,
          command("pool", LpCommands.Pool.SUMMARY, LpCommands.Pool.class),
          command("approval", LpCommands.Approval.SUMMARY, LpCommands.Approval.class),
          command("create", LpCommands.Create.SUMMARY, LpCommands.Create.class),
          command("create-classic", LpCommands.CreateClassic.SUMMARY, LpCommands.CreateClassic.class),
          command("increase", LpCommands.Increase.SUMMARY, LpCommands.Increase.class),
          command("decrease", LpCommands.Decrease.SUMMARY, LpCommands.Decrease.class),
          command("claim", LpCommands.Claim.SUMMARY, LpCommands.Claim.class)));

  private static Entry command(String name, String summary, Class<?> type) {
    return new Entry(name, summary, type, List.of());
  }

  private static Entry group(String name, String summary, Class<?> type, Entry... subcommands) {
    return new Entry(name, summary, type, List.of(subcommands));
  }

  /**
   * Adds {@code entries} under {@code parent}: built for real when {@code wanted} says so (and then their own
   * subcommands the same way), stand-ins otherwise.
   */
  static void addTo(CommandLine parent, List<Entry> entries, Wanted wanted) {
    for (Entry entry : entries) {
      if (wanted.build(entry.name())) {
        CommandLine command = new CommandLine(entry.type());
        addTo(command, entry.subcommands(), wanted);
        parent.addSubcommand(command);
      } else {
        parent.addSubcommand(entry.name(), standIn(entry));
      }
    }
  }

  /**
   * Which commands to build for real: every one ({@code all}), or those whose name is among {@code names}, the
   * words of the command line. picocli only runs a command whose name is one of those words, so no stand-in is
   * ever run; a word that only happens to equal a name (an option's value) builds one command too many, which only
   * costs time.
   */
  record Wanted(Set<String> names, boolean all) {
    boolean build(String name) {
      return all || names.contains(name);
    }
  }

  /** A command known by its name and summary only: picocli can list it, but nothing of it is loaded. */
  private static CommandSpec standIn(Entry entry) {
    CommandSpec spec = CommandSpec.wrapWithoutInspection(new NotBuilt(entry.name())).name(entry.name());
    spec.usageMessage().description(entry.summary());
    return spec;
  }

  /**
   * What a stand-in runs, should a command line reach one: it cannot from {@link TradingCli#run}, whose words
   * build every command they name, but a caller that builds a command line for some words and runs others gets
   * this error instead of a silent no-op.
   */
  static final class NotBuilt implements Runnable {
    private final String name;

    NotBuilt(String name) {
      this.name = name;
    }

    @Override
    public void run() {
      throw new IllegalStateException("the command " + name + " was not built for this command line: build it with"
          + " TradingCli.newCommandLine(ARGS) for the words it runs");
    }
  }
}
