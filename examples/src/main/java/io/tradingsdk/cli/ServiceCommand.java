package io.tradingsdk.cli;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;

/**
 * A command that calls the configured service: it builds the client from {@link ServiceOptions}, runs, and prints
 * either a readable summary or, with {@code --json}, the response body. Failures are reported by {@link Failures}.
 */
abstract class ServiceCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;
  @Mixin ServiceOptions service;

  /** Set by a command running with {@code --execute}: the transactions it prints are sent after. */
  boolean broadcasting;

  @Override
  public final Integer call() throws Exception {
    try (TradingClient client = service.client(err())) {
      int code = run(client);
      out().flush();
      return code;
    }
  }

  /** The command's work; returns its exit code. */
  abstract int run(TradingClient client) throws Exception;

  PrintWriter out() {
    return spec.commandLine().getOut();
  }

  PrintWriter err() {
    return spec.commandLine().getErr();
  }

  /** Prints {@code body} as JSON with {@code --json} and returns true; false when a summary is wanted. */
  boolean printedJson(Object body) {
    if (!service.json) {
      return false;
    }
    try {
      out().println(TradingJson.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(body));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("cannot write the response as JSON", e);
    }
    return true;
  }

  /** One summary line: an aligned label and its value. */
  void line(String label, Object value) {
    out().printf("%-14s %s%n", label, value);
  }

  /** A transaction the service built: sent with {@code --execute}, else for the user's wallet to sign and send. */
  void transaction(String label, TransactionRequest tx) {
    line(label, broadcasting ? "to send (--execute)" : "not broadcast: sign and send it with your wallet");
    line("  from", tx.from());
    line("  to", tx.to());
    line("  value", tx.valueWei() + " wei");
    line("  chain", tx.chainId().id());
    line("  data", tx.data());
  }
}
