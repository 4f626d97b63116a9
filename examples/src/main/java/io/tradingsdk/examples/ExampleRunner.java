package io.tradingsdk.examples;

import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.core.TradingIoException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;

/**
 * What every example does with an ordinary failure: one clear line on standard error and a non-zero exit
 * status, never a stack trace. A missing file, a malformed key or an unreachable service is a user's mistake,
 * not a bug to debug.
 *
 * <p>Exit statuses, as the {@code trading} tool's: {@value #OK} the task succeeded, {@value #FAILED} the service
 * or a check said no (or the task did not reach its goal), {@value #USAGE} the command line or an input file
 * is wrong.
 */
final class ExampleRunner {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;

  /** An example's body: true when its task succeeded. */
  @FunctionalInterface
  interface Task {
    boolean run(String[] args) throws Exception;
  }

  /** A wrong command line: the message says what was expected. */
  static final class UsageException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  private ExampleRunner() {}

  /** Runs {@code task} as a program's {@code main}: exits with its status when it is not {@link #OK}. */
  static void main(String program, String[] args, Task task) {
    int status = run(program, args, task, System.err);
    if (status != OK) {
      System.exit(status);
    }
  }

  /** Runs {@code task} and returns its exit status; failures are reported on {@code err} in one line. */
  static int run(String program, String[] args, Task task, PrintStream err) {
    try {
      return task.run(args) ? OK : FAILED;
    } catch (UsageException e) {
      err.println(program + ": " + e.getMessage());
      return USAGE;
    } catch (NoSuchFileException e) {
      err.println(program + ": no such file: " + e.getFile());
      return USAGE;
    } catch (AccessDeniedException e) {
      err.println(program + ": cannot read " + e.getFile() + ": permission denied");
      return USAGE;
    } catch (IOException | UncheckedIOException e) {
      err.println(program + ": cannot read input: " + e.getMessage());
      return USAGE;
    } catch (TradingApiException e) {
      err.println(program + ": the service refused: HTTP " + e.status() + " " + e.errorCode().orElse("")
          + " " + e.detail().orElse("") + e.requestId().map(id -> " (request id " + id + ")").orElse(""));
      return FAILED;
    } catch (TradingIoException e) {
      err.println(program + ": cannot reach the service: " + e.getMessage());
      return FAILED;
    } catch (TradingException e) {
      err.println(program + ": " + e.getMessage());
      return FAILED;
    } catch (IllegalStateException e) { // the task could not reach its goal: the message says where
      err.println(program + ": " + e.getMessage());
      return FAILED;
    } catch (IllegalArgumentException e) { // a malformed key, address or amount: the message names it
      err.println(program + ": invalid input: " + e.getMessage());
      return USAGE;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println(program + ": interrupted");
      return FAILED;
    } catch (Exception e) {
      err.println(program + ": failed: " + e);
      return FAILED;
    }
  }
}
