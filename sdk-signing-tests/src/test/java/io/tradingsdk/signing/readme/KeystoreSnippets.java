package io.tradingsdk.signing.readme;

// readme:keystore
import io.tradingsdk.signing.Keystore;
import io.tradingsdk.signing.KeystoreKdf;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signer;
import java.nio.file.Path;
import java.util.Arrays;
// readme:end

/** docs/keys.md's keystore snippet, compiled (it reads a password from the console, so no test runs it). */
final class KeystoreSnippets {
  private KeystoreSnippets() {}

  @SuppressWarnings("unused")
  static String readAndWrite() {
    String json;
    // readme:keystore

    char[] password = System.console().readPassword("Password: ");
    try {
      PrivateKey key = Keystore.read(Path.of("wallet.json")).decrypt(password);
      Signer signer = LocalSigner.of(key);
      // ...
      json = Keystore.encrypt(key, password, KeystoreKdf.scrypt()).toJson(); // write one
    } finally {
      Arrays.fill(password, '\0');
    }
    // readme:end
    return json;
  }
}
