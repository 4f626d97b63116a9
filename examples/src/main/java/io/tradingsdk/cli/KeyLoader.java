package io.tradingsdk.cli;

import io.tradingsdk.signing.Keystore;
import io.tradingsdk.signing.KeystoreException;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.pkcs11.Pkcs11Exception;
import io.tradingsdk.signing.pkcs11.Pkcs11Signer;
import io.tradingsdk.signing.pkcs11.Pkcs11Token;
import java.io.Console;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Loads the key of {@link KeyOptions}, and the secrets that open it: a password or a PIN from a file, an environment
 * variable or a prompt on the terminal without echo ({@link Console#readPassword}), held in {@code char[]} and wiped
 * once used. The keystore and PKCS#11 paths sit in nested classes, so a {@code --key-file} command never loads their
 * classes (nor JNA).
 */
final class KeyLoader {
  /** The environment variable holding a keystore's password. */
  static final String PASSWORD_VARIABLE = "TRADING_KEYSTORE_PASSWORD";
  /** The environment variable holding a PKCS#11 token's user PIN. */
  static final String PIN_VARIABLE = "TRADING_PKCS11_PIN";

  /** Variables read instead of the process environment when set: tests, which cannot set the environment. */
  static java.util.Map<String, String> environment;

  private KeyLoader() {}

  static Signer signer(KeyOptions options) {
    if (options.keyFile != null) {
      return LocalSigner.of(hexKey(options.keyFile));
    }
    if (options.keyEnv() != null) {
      try {
        return LocalSigner.of(PrivateKey.fromEnv(options.keyEnv()));
      } catch (IllegalArgumentException e) {
        throw new CliException(ExitCodes.UNREADABLE, "--key-env: " + e.getMessage());
      }
    }
    if (options.keystore != null) {
      return LocalSigner.of(Keystores.decrypt(options.keystore, options.passwordFile));
    }
    return Hsm.signer(options.pkcs11Module, options.tokenLabel, options.keyLabel);
  }

  /** The key of a hex key file. */
  static PrivateKey hexKey(Path keyFile) {
    try {
      return PrivateKey.fromFile(keyFile);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--key-file: " + e.getMessage());
    }
  }

  /**
   * A secret from {@code file} (one trailing newline dropped), else from {@code variable}, else typed on the terminal
   * ({@code confirm}: twice, and both must match).
   */
  static char[] secret(Path file, String fileOption, String variable, String prompt, boolean confirm) {
    if (file != null) {
      return readSecretFile(file, fileOption);
    }
    String fromEnv = environment != null ? environment.get(variable) : System.getenv(variable);
    if (fromEnv != null && !fromEnv.isEmpty()) {
      return fromEnv.toCharArray();
    }
    Console console = System.console();
    if (console == null) {
      throw new CliException(ExitCodes.UNREADABLE, prompt + ": none given and no terminal to ask on: "
          + (fileOption != null ? "give " + fileOption + " FILE or " : "") + "set " + variable);
    }
    char[] typed = console.readPassword("%s: ", prompt);
    if (typed == null) {
      throw new CliException(ExitCodes.UNREADABLE, prompt + ": nothing read from the terminal");
    }
    if (confirm) {
      char[] again = console.readPassword("%s (again): ", prompt);
      boolean same = again != null && Arrays.equals(typed, again);
      if (again != null) {
        Arrays.fill(again, '\0');
      }
      if (!same) {
        Arrays.fill(typed, '\0');
        throw new CliException(ExitCodes.UNREADABLE, prompt + ": the two entries differ");
      }
    }
    return typed;
  }

  private static char[] readSecretFile(Path file, String option) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new CliException(ExitCodes.UNREADABLE, option + ": no such file: " + file);
    } catch (IOException e) {
      throw new CliException(ExitCodes.UNREADABLE, option + ": cannot read " + file + " ("
          + e.getClass().getSimpleName() + ")");
    }
    int length = bytes.length;
    if (length > 0 && bytes[length - 1] == '\n') {
      length--;
      if (length > 0 && bytes[length - 1] == '\r') {
        length--;
      }
    }
    CharBuffer chars = StandardCharsets.UTF_8.decode(ByteBuffer.wrap(bytes, 0, length));
    char[] out = Arrays.copyOfRange(chars.array(), chars.position(), chars.limit());
    Arrays.fill(chars.array(), '\0');
    Arrays.fill(bytes, (byte) 0);
    return out;
  }

  /** Keystore files: only the commands that use one load this. */
  static final class Keystores {
    private Keystores() {}

    static PrivateKey decrypt(Path file, Path passwordFile) {
      Keystore keystore;
      try {
        keystore = Keystore.read(file);
      } catch (KeystoreException e) {
        throw new CliException(ExitCodes.UNREADABLE, "--keystore: " + e.getMessage());
      }
      char[] password = secret(passwordFile, "--password-file", PASSWORD_VARIABLE, "keystore password", false);
      try {
        return keystore.decrypt(password);
      } catch (KeystoreException e) {
        throw new CliException(ExitCodes.UNREADABLE, "--keystore: " + e.getMessage());
      } finally {
        Arrays.fill(password, '\0');
      }
    }
  }

  /** PKCS#11 tokens: only the commands that use one load this (and JNA). */
  static final class Hsm {
    private Hsm() {}

    /** The key's signer; its token stays open until the command's JVM ends. */
    static Signer signer(Path module, String tokenLabel, String keyLabel) {
      return withToken(module, tokenLabel, token -> token.signer(keyLabel));
    }

    /** A new key in the token. */
    static Signer generate(Path module, String tokenLabel, String keyLabel) {
      return withToken(module, tokenLabel, token -> token.generateKey(keyLabel));
    }

    private static Signer withToken(Path module, String tokenLabel,
        java.util.function.Function<Pkcs11Token, Pkcs11Signer> use) {
      char[] pin = secret(null, null, PIN_VARIABLE, "PIN of token " + tokenLabel, false);
      Pkcs11Token token;
      try {
        token = Pkcs11Token.open(module, tokenLabel, pin);
      } catch (Pkcs11Exception e) {
        throw new CliException(ExitCodes.UNREADABLE, "--pkcs11-module: " + e.getMessage());
      } finally {
        Arrays.fill(pin, '\0');
      }
      try {
        return use.apply(token);
      } catch (Pkcs11Exception e) {
        token.close();
        throw new CliException(ExitCodes.UNREADABLE, "--key-label: " + e.getMessage());
      }
    }
  }
}
