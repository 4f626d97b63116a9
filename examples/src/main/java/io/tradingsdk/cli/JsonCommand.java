package io.tradingsdk.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code trading json}: tools for the API's JSON bodies. */
@Command(
    name = "json",
    mixinStandardHelpOptions = true,
    description = "Tools for the Trading API's JSON bodies.",
    subcommands = {JsonCheckCommand.class})
public final class JsonCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}
