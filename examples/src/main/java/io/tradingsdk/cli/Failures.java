package io.tradingsdk.cli;

import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.io.PrintWriter;
import picocli.CommandLine.ParseResult;

/**
 * How every command reports a failure: one line on standard error naming what went wrong (for the service: the
 * status, {@code errorCode}, {@code detail} and request id), the exit code of {@link ExitCodes}, and a stack
 * trace only with {@code --verbose}.
 */
final class Failures {
  private Failures() {}

  static int report(Exception e, PrintWriter err, ParseResult parsed) {
    int code = exitCode(e);
    err.println("error: " + describe(e));
    if (verbose(parsed)) {
      e.printStackTrace(err);
    }
    err.flush();
    return code;
  }

  static int exitCode(Exception e) {
    if (e instanceof CliException cli) {
      return cli.exitCode();
    }
    if (e instanceof TradingException || e instanceof InvalidModelException
        || e instanceof InvalidTypedDataException) {
      return ExitCodes.FAILED; // the service, or a rule of the API checked before sending, said no
    }
    return ExitCodes.UNREADABLE;
  }

  static String describe(Exception e) {
    if (e instanceof TradingApiException api) {
      return "the service answered HTTP " + api.status() + api.errorCode().map(c -> " " + c).orElse("")
          + api.detail().map(d -> ": " + d).orElse("")
          + api.requestId().map(id -> " (request id " + id + ")").orElse("");
    }
    if (e instanceof TradingIoException) {
      return "cannot reach the service: " + e.getMessage();
    }
    return e.getMessage() != null ? e.getMessage() : e.toString();
  }

  private static boolean verbose(ParseResult parsed) {
    for (ParseResult p = parsed; p != null; p = p.subcommand()) {
      if (p.hasMatchedOption("--verbose")) {
        return true;
      }
    }
    return false;
  }
}
