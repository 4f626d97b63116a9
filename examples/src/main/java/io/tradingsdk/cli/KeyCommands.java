package io.tradingsdk.cli;

import io.tradingsdk.signing.Keystore;
import io.tradingsdk.signing.KeystoreKdf;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signer;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code trading key new|import|address}: make a key (in a keystore file or in a PKCS#11 token), turn a hex key
 * file into a keystore, print the address of any key source. Each prints one JSON line; secrets are never printed.
 */
@Command(name = "key", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
    description = {KeyCommands.SUMMARY,
        "Passwords come from --password-file, else " + KeyLoader.PASSWORD_VARIABLE + ", else a prompt on the terminal"
            + " (no echo); a PKCS#11 PIN from " + KeyLoader.PIN_VARIABLE + ", else a prompt."})
final class KeyCommands implements Runnable {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY = "Make keys in keystore files or PKCS#11 tokens, import hex keys, print addresses.";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "key: expected a subcommand: new, import or address");
  }

  /** Where a new keystore goes, and how it is encrypted. */
  static final class KeystoreOutput {
    @Option(names = "--keystore", paramLabel = "FILE", description = "The keystore v3 file to write (never"
        + " overwritten; owner-only permissions where the file system has them).")
    Path keystore;

    @Option(names = "--password-file", paramLabel = "FILE", description = "The file holding the new keystore's"
        + " password (one trailing newline is ignored).")
    Path passwordFile;

    @Option(names = "--kdf", paramLabel = "KDF", defaultValue = "scrypt",
        description = "scrypt (n 131072, r 8, p 1: ethers' default) or pbkdf2 (262144 iterations). Default: scrypt.")
    String kdf;

    /** Encrypts {@code key} into the file; returns the file written. */
    Path write(PrivateKey key) {
      KeystoreKdf chosen;
      if ("scrypt".equals(kdf)) {
        chosen = KeystoreKdf.scrypt();
      } else if ("pbkdf2".equals(kdf)) {
        chosen = KeystoreKdf.pbkdf2();
      } else {
        throw new CliException(ExitCodes.UNREADABLE, "--kdf: expected scrypt or pbkdf2, got " + kdf);
      }
      if (Files.exists(keystore)) {
        throw new CliException(ExitCodes.UNREADABLE, "--keystore: " + keystore + " exists already (never"
            + " overwritten)");
      }
      char[] password = KeyLoader.secret(passwordFile, "--password-file", KeyLoader.PASSWORD_VARIABLE,
          "new keystore password", true);
      String json;
      try {
        if (password.length == 0) {
          throw new CliException(ExitCodes.UNREADABLE, "new keystore password: empty");
        }
        json = Keystore.encrypt(key, password, chosen).toJson();
      } finally {
        Arrays.fill(password, '\0');
      }
      try {
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
          Files.createFile(keystore, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } else {
          Files.createFile(keystore);
        }
        try (OutputStream out = Files.newOutputStream(keystore, new OpenOption[] {StandardOpenOption.WRITE})) {
          out.write(json.getBytes(StandardCharsets.UTF_8));
        }
      } catch (FileAlreadyExistsException e) {
        throw new CliException(ExitCodes.UNREADABLE, "--keystore: " + keystore + " exists already");
      } catch (IOException e) {
        throw new CliException(ExitCodes.UNREADABLE, "--keystore: cannot write " + keystore + " ("
            + e.getClass().getSimpleName() + ")");
      }
      return keystore;
    }
  }

  /** {@code trading key new}: a new random key, in a keystore file or generated in a PKCS#11 token. */
  @Command(name = "new", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {New.SUMMARY,
          "Either --keystore FILE (a random key, encrypted) or --pkcs11-module PATH --token-label L --key-label K (a"
              + " secp256k1 key generated in the token, never leaving it). Exit 2 when the options or a secret are"
              + " wrong.",
          "Example: trading key new --keystore wallet.json"})
  static final class New implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "Make a new key and print {\"address\", \"keystore\"} or {\"address\", \"token\", \"key\"}.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Mixin KeystoreOutput output;

    @Option(names = "--pkcs11-module", paramLabel = "PATH", description = "Generate the key in this PKCS#11"
        + " module's token instead, with --token-label and --key-label.")
    Path pkcs11Module;

    @Option(names = "--token-label", paramLabel = "LABEL", description = "With --pkcs11-module: the token's label.")
    String tokenLabel;

    @Option(names = "--key-label", paramLabel = "LABEL", description = "With --pkcs11-module: the new key's label.")
    String keyLabel;

    @Override
    public Integer call() {
      JsonLine line = new JsonLine();
      if ((output.keystore == null) == (pkcs11Module == null)) {
        throw new CliException(ExitCodes.UNREADABLE, "key new: give exactly one of --keystore FILE or"
            + " --pkcs11-module PATH");
      }
      if (output.keystore != null) {
        if (tokenLabel != null || keyLabel != null) {
          throw new CliException(ExitCodes.UNREADABLE, "--token-label, --key-label: only with --pkcs11-module");
        }
        PrivateKey key = PrivateKey.random();
        try {
          Path written = output.write(key);
          line.put("address", key.address().toChecksumHex()).put("keystore", written.toString());
        } finally {
          key.destroy();
        }
      } else {
        if (tokenLabel == null || keyLabel == null || output.passwordFile != null) {
          throw new CliException(ExitCodes.UNREADABLE, "--pkcs11-module: needs --token-label and --key-label (and no"
              + " --password-file)");
        }
        Signer signer = KeyLoader.Hsm.generate(pkcs11Module, tokenLabel, keyLabel);
        line.put("address", signer.address().toChecksumHex()).put("token", tokenLabel).put("key", keyLabel);
      }
      spec.commandLine().getOut().println(line);
      spec.commandLine().getOut().flush();
      return ExitCodes.OK;
    }
  }

  /** {@code trading key import}: a hex key file into a keystore. */
  @Command(name = "import", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Import.SUMMARY,
          "Example: trading key import --key-file wallet.key --keystore wallet.json --password-file pass.txt"})
  static final class Import implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "Encrypt the hex key of --key-file into a keystore and print {\"address\", \"keystore\"}.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--key-file", required = true, paramLabel = "KEYFILE",
        description = "File holding the private key as hex (64 digits, optional 0x).")
    Path keyFile;

    @Mixin KeystoreOutput output;

    @Override
    public Integer call() {
      if (output.keystore == null) {
        throw new CliException(ExitCodes.UNREADABLE, "--keystore: required (the file to write)");
      }
      PrivateKey key = KeyLoader.hexKey(keyFile);
      try {
        Path written = output.write(key);
        spec.commandLine().getOut().println(new JsonLine().put("address", key.address().toChecksumHex())
            .put("keystore", written.toString()));
      } finally {
        key.destroy();
      }
      spec.commandLine().getOut().flush();
      return ExitCodes.OK;
    }
  }

  /** {@code trading key address}: the address of any key source. */
  @Command(name = "address", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Address.SUMMARY,
          "Example: trading key address --keystore wallet.json"})
  static final class Address implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "Print {\"address\"} of --key-file, --keystore or a --pkcs11-module key.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Mixin KeyOptions key;

    @Override
    public Integer call() {
      Signer signer = key.signer("to show an address");
      spec.commandLine().getOut().println(new JsonLine().put("address", signer.address().toChecksumHex()));
      spec.commandLine().getOut().flush();
      return ExitCodes.OK;
    }
  }
}
