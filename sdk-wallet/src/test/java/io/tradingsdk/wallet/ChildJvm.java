package io.tradingsdk.wallet;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Starts a test's child JVM (a process a crash test kills with SIGKILL and restarts, a README snippet run with only
 * the environment it names) with the test JVMs' flags, on this JVM's class path as it is. The JVM's own warnings go
 * to stderr, so a child's stdout carries only what it prints.
 *
 * <p>No class-data archive is shared between the children: since the crash tests run all their cases in one killed
 * child and one resuming child ({@link ScenarioLines}), a test JVM starts at most two or three children, and writing
 * an archive costs more than the later children save by mapping it (measured with sdk-trade-tests'
 * {@code TradeSnippetsTest} then {@code TradeCrashTest} in one JVM, the case where the most children would map it:
 * 17.9 CPU-s with it, 14.5 without; benchmarks/RESULTS.md, "The slowest classes' CPU, measured alone").
 */
public final class ChildJvm {
  /** The test JVMs' flags (the parent POM's {@code sdk.test.argLine}): short-lived JVMs start fastest with these. */
  public static final List<String> FLAGS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto",
      "-Xlog:disable", "-Xlog:all=warning:stderr");

  private ChildJvm() {}

  /**
   * Starts {@code main} with {@code args} in a new JVM with this JVM's class path and {@link #FLAGS}.
   *
   * @param setup sets the process's environment, folder and redirections before it starts
   */
  public static Process start(Class<?> main, List<String> args, Consumer<ProcessBuilder> setup) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
    command.addAll(FLAGS);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(main.getName());
    command.addAll(args);
    ProcessBuilder builder = new ProcessBuilder(command);
    setup.accept(builder);
    return builder.start();
  }
}
