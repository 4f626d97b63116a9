package io.tradingsdk.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code trading json}: tools for the API's JSON bodies. */
@Command(
    name = "json",
    mixinStandardHelpOptions = true,
    description = JsonCommand.SUMMARY)
public final class JsonCommand implements Runnable {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY = "Tools for the Trading API's JSON bodies.";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}
