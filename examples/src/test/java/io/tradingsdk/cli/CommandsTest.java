package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;

/** The tree of {@link Commands} against the commands' own annotations, and what a command line builds. */
class CommandsTest {
  /** Every group's help, the tool's first: built lazily (stand-ins listed) and with every command built. */
  @Test
  void standInsListEveryCommandExactlyAsTheCommandsThemselvesDo() {
    CommandLine everything = TradingCli.newCommandLine();
    assertThat(TradingCli.newCommandLine("--help").getUsageMessage(Help.Ansi.OFF))
        .isEqualTo(everything.getUsageMessage(Help.Ansi.OFF));
    for (Commands.Entry group : Commands.TOP) {
      if (group.subcommands().isEmpty()) {
        continue;
      }
      CommandLine lazy = TradingCli.newCommandLine(group.name(), "--help").getSubcommands().get(group.name());
      assertThat(lazy.getUsageMessage(Help.Ansi.OFF)).as(group.name())
          .isEqualTo(everything.getSubcommands().get(group.name()).getUsageMessage(Help.Ansi.OFF));
    }
  }

  @Test
  void onlyTheCommandsNamedOnTheLineAreBuilt() {
    CommandLine cli = TradingCli.newCommandLine("eip712", "sign", "--key-file", "k", "f.json");
    assertThat(built(cli)).containsExactlyInAnyOrder("help", "eip712", "eip712 sign");

    assertThat(built(TradingCli.newCommandLine("--help"))).containsExactly("help");
    assertThat(built(TradingCli.newCommandLine("help", "lp", "pool")))
        .containsExactlyInAnyOrder("help", "lp", "lp pool");
  }

  @Test
  void aStandInThatIsRunSaysSo() {
    CommandLine cli = TradingCli.newCommandLine("--help");
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err, true));
    assertThat(cli.execute("quote")).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(err.toString()).contains("the command quote was not built for this command line");
  }

  @Test
  void anArgumentFileBuildsEveryCommand() {
    CommandLine cli = TradingCli.newCommandLine("@args.txt");
    assertThat(built(cli)).hasSize(built(TradingCli.newCommandLine()).size());
  }

  /** A class of the package annotated {@code @Command} and missing from the tree would be unreachable. */
  @Test
  void everyCommandClassIsInTheTree() throws IOException, URISyntaxException, ClassNotFoundException {
    Set<Class<?>> inTree = new HashSet<>();
    addTypes(Commands.TOP, inTree);
    Path classes = Path.of(TradingCli.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .resolve("io/tradingsdk/cli");
    List<Class<?>> annotated = new ArrayList<>();
    try (Stream<Path> files = Files.list(classes)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        String name = file.getFileName().toString();
        if (name.endsWith(".class")) {
          Class<?> type = Class.forName("io.tradingsdk.cli." + name.substring(0, name.length() - 6));
          if (type.isAnnotationPresent(Command.class) && type != TradingCli.class) {
            annotated.add(type);
          }
        }
      }
    }
    assertThat(annotated).isNotEmpty().allSatisfy(type -> assertThat(inTree).contains(type));
    assertThat(inTree).allSatisfy(type -> assertThat(type.getAnnotation(Command.class).subcommands())
        .as("%s declares subcommands: list them in Commands instead", type).isEmpty());
  }

  private static void addTypes(List<Commands.Entry> entries, Set<Class<?>> types) {
    for (Commands.Entry entry : entries) {
      types.add(entry.type());
      addTypes(entry.subcommands(), types);
    }
  }

  /** The qualified names of the commands built for real. */
  private static List<String> built(CommandLine cli) {
    List<String> names = new ArrayList<>();
    collect(cli, "", names);
    return names;
  }

  private static void collect(CommandLine parent, String prefix, List<String> names) {
    parent.getSubcommands().forEach((name, sub) -> {
      if (!(sub.getCommand() instanceof Commands.NotBuilt)) {
        names.add(prefix + name);
        collect(sub, prefix + name + " ", names);
      }
    });
  }
}
