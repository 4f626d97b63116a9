package io.tradingsdk.cli;

/** Exit codes of every {@code trading} command. */
public final class ExitCodes {
  /** Every input passed. */
  public static final int OK = 0;
  /** At least one input failed the check (invalid, mismatched, rejected). */
  public static final int FAILED = 1;
  /** An input could not be read or is not JSON, or the command line is wrong. */
  public static final int UNREADABLE = 2;

  private ExitCodes() {}
}
