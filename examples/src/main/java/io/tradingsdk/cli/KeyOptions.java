package io.tradingsdk.cli;

import io.tradingsdk.signing.Signer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Where the signing key is, for every command that signs: a hex key file ({@code --key-file}), a keystore v3 file
 * ({@code --keystore}, its password from {@code --password-file}, {@value KeyLoader#PASSWORD_VARIABLE} or a prompt)
 * or a key in a PKCS#11 token ({@code --pkcs11-module --token-label --key-label}, the PIN from {@value
 * KeyLoader#PIN_VARIABLE} or a prompt). Exactly one source; never the key or a secret on the command line, where it
 * would reach the shell history. Plain values only: the keystore and PKCS#11 code loads only when a command uses it
 * ({@link KeyLoader}).
 */
class KeyOptions {
  @Option(names = "--key-file", paramLabel = "KEYFILE",
      description = "File holding the private key as hex (64 digits, optional 0x).")
  Path keyFile;

  @Option(names = "--keystore", paramLabel = "FILE",
      description = "Keystore v3 (Web3 Secret Storage) file, as geth, ethers and cast wallet write it. Password from"
          + " --password-file, else " + KeyLoader.PASSWORD_VARIABLE + ", else a prompt on the terminal.")
  Path keystore;

  @Option(names = "--password-file", paramLabel = "FILE",
      description = "With --keystore: the file holding its password (one trailing newline is ignored).")
  Path passwordFile;

  @Option(names = "--pkcs11-module", paramLabel = "PATH",
      description = "PKCS#11 module of the HSM holding the key (e.g. /usr/lib/softhsm/libsofthsm2.so), with"
          + " --token-label and --key-label. PIN from " + KeyLoader.PIN_VARIABLE + ", else a prompt on the terminal.")
  Path pkcs11Module;

  @Option(names = "--token-label", paramLabel = "LABEL", description = "With --pkcs11-module: the token's label.")
  String tokenLabel;

  @Option(names = "--key-label", paramLabel = "LABEL", description = "With --pkcs11-module: the key's label.")
  String keyLabel;

  /** Whether any key option was given. */
  boolean given() {
    return !sources().isEmpty() || passwordFile != null || tokenLabel != null || keyLabel != null;
  }

  /** The names of the sources given. */
  List<String> sources() {
    List<String> given = new ArrayList<>(3);
    if (keyFile != null) {
      given.add("--key-file");
    }
    if (keystore != null) {
      given.add("--keystore");
    }
    if (pkcs11Module != null) {
      given.add("--pkcs11-module");
    }
    String env = keyEnv();
    if (env != null) {
      given.add("--key-env");
    }
    return given;
  }

  /** {@code --key-env}, for the commands that take it (see {@link WithEnv}). */
  String keyEnv() {
    return null;
  }

  /** The names a usage error lists. */
  String choices() {
    return "--key-file, --keystore or --pkcs11-module";
  }

  /**
   * Checks the combination: exactly one source, and the options that go with one only beside it.
   *
   * @param purpose what the key is for, in the error message (e.g. "to sign")
   * @throws CliException exit 2 when the combination is wrong
   */
  void check(String purpose) {
    List<String> sources = sources();
    if (sources.isEmpty()) {
      throw new CliException(ExitCodes.UNREADABLE, "key: " + purpose + ", give one of " + choices());
    }
    if (sources.size() > 1) {
      throw new CliException(ExitCodes.UNREADABLE, "key: give exactly one of " + choices() + ", not "
          + String.join(" and ", sources));
    }
    if (passwordFile != null && keystore == null) {
      throw new CliException(ExitCodes.UNREADABLE, "--password-file: only with --keystore");
    }
    if (pkcs11Module == null && (tokenLabel != null || keyLabel != null)) {
      throw new CliException(ExitCodes.UNREADABLE, (tokenLabel != null ? "--token-label" : "--key-label")
          + ": only with --pkcs11-module");
    }
    if (pkcs11Module != null && (tokenLabel == null || keyLabel == null)) {
      throw new CliException(ExitCodes.UNREADABLE, "--pkcs11-module: needs " + (tokenLabel == null
          ? "--token-label (the token's label)" : "--key-label (the key's label)"));
    }
  }

  /** The signer of the one source given; errors name the option, never a secret. */
  Signer signer(String purpose) {
    check(purpose);
    return KeyLoader.signer(this);
  }

  /** {@link KeyOptions} plus {@code --key-env VARIABLE} (the commands that have always taken it). */
  static final class WithEnv extends KeyOptions {
    @Option(names = "--key-env", paramLabel = "VARIABLE", description = "Environment variable holding the private key"
        + " as hex.")
    String keyEnv;

    @Override
    String keyEnv() {
      return keyEnv;
    }

    @Override
    String choices() {
      return "--key-file, --key-env, --keystore or --pkcs11-module";
    }
  }
}
