package io.tradingsdk.cli;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Signer;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code --execute --rpc-url URL}: the service commands that build transactions ({@code swap}, {@code approval},
 * the {@code lp} commands) send them too, approvals first, each confirmed before the next. Without {@code
 * --execute} nothing is broadcast. Plain option values, and no method that names a wallet type: picocli reflects on this class when it
 * parses, and the JSON-RPC stack ({@link Broadcaster}) must load only when a command executes.
 */
class ExecuteOptions {
  @Option(names = "--execute",
      description = "Send the transactions (the approvals needed first), each confirmed before the next, and report"
          + " hash, block, gas used, status and a decoded revert. Without it nothing is broadcast.")
  boolean execute;

  @Option(names = "--rpc-url", paramLabel = "URL",
      description = "With --execute: the node's JSON-RPC endpoint (https, or http to loopback). Default: "
          + Broadcaster.RPC_URL_VARIABLE + ".")
  String rpcUrl;

  /**
   * Whether to broadcast. {@code --rpc-url} alone is refused, as it would suggest a broadcast that never comes; with
   * {@code --execute} a missing or unusable URL is refused here, before the service is called.
   */
  boolean enabled() {
    if (!execute && rpcUrl != null) {
      throw new CliException(ExitCodes.UNREADABLE, "--rpc-url: only with --execute (nothing is broadcast without it)");
    }
    if (execute) {
      Broadcaster.client(rpcUrl()).close(); // the endpoint's own checks (https, or http to loopback); no call made
    }
    return execute;
  }

  /** The node of {@code --execute}: {@code --rpc-url}, else the variable. */
  String rpcUrl() {
    return Broadcaster.rpcUrl(rpcUrl, "with --execute");
  }

  /**
   * {@code --execute} for the commands that name the wallet with {@code --wallet} and sign nothing otherwise: they
   * take the wallet's key here, and refuse a key of another wallet before calling the service.
   */
  static final class WithKey extends ExecuteOptions {
    /** With --execute: the key of --wallet (--key-file, --keystore or --pkcs11-module); it signs the transactions. */
    @Mixin KeyOptions key;

    /** The signer of {@code --wallet}; called only with {@code --execute}. */
    Signer signer(String wallet) {
      if (key.sources().isEmpty()) {
        throw new CliException(ExitCodes.UNREADABLE, "--key-file: required with --execute (the key of --wallet; or"
            + " --keystore, or --pkcs11-module)");
      }
      Signer signer = key.signer("required with --execute (the key of --wallet)");
      Address expected;
      try {
        expected = Address.of(wallet);
      } catch (IllegalArgumentException e) {
        throw new CliException(ExitCodes.UNREADABLE, "--wallet: " + e.getMessage());
      }
      if (!signer.address().equals(expected)) {
        throw new CliException(ExitCodes.UNREADABLE, key.sources().get(0) + ": its address "
            + signer.address().toChecksumHex()
            + " is not --wallet " + expected.toChecksumHex());
      }
      return signer;
    }

    @Override
    boolean enabled() {
      if (!execute && key.given()) {
        throw new CliException(ExitCodes.UNREADABLE, key.sources().isEmpty() ? "key options: only with --execute"
            : key.sources().get(0) + ": only with --execute (nothing is signed without it)");
      }
      return super.enabled();
    }
  }
}
