package io.tradingsdk.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** One in-process run of the {@code trading} command line: its exit code and what it printed. */
record Run(int exit, String out, String err) {
  /** Runs {@code trading ARGS...} with fresh output buffers. */
  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = execute(out, err, args);
    return new Run(exit, out.toString(), err.toString());
  }

  /** Runs {@code trading ARGS...} printing into the caller's buffers (for tests that read them across runs). */
  static int execute(StringWriter out, StringWriter err, String... args) {
    CommandLine cli = TradingCli.newCommandLine(args);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    return cli.execute(args);
  }

  /** The output, line by line. */
  List<String> lines() {
    return out.lines().toList();
  }

  /** The output, one JSON document a line; a line that is not JSON fails the test. */
  List<JsonNode> jsonLines() {
    List<JsonNode> lines = new ArrayList<>();
    out.lines().forEach(line -> {
      try {
        lines.add(TradingJson.mapper().readTree(line));
      } catch (IOException e) {
        throw new AssertionError("not a JSON line: " + line, e);
      }
    });
    return lines;
  }
}
