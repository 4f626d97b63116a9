package io.tradingsdk.signing.pkcs11.readme;

// readme:pkcs11
import io.tradingsdk.signing.pkcs11.Pkcs11Signer;
import io.tradingsdk.signing.pkcs11.Pkcs11Token;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.TransactionSender;
import java.nio.file.Path;
import java.util.Arrays;
// readme:end

/** docs/keys.md's PKCS#11 snippet, compiled (Pkcs11SignerTest and Pkcs11OnAnvilTest run the same calls on SoftHSM). */
final class Pkcs11Snippets {
  private Pkcs11Snippets() {}

  @SuppressWarnings("unused")
  static void sender(EthRpcClient rpc) {
    // readme:pkcs11

    char[] pin = System.getenv("TRADING_PKCS11_PIN").toCharArray(); // or a secrets manager, a prompt
    try (Pkcs11Token token = Pkcs11Token.open(Path.of("/usr/lib/softhsm/libsofthsm2.so"), "trading", pin)) {
      Arrays.fill(pin, '\0');
      Pkcs11Signer signer = token.signer("hot-wallet");       // find by label, or token.generateKey("hot-wallet")
      TransactionSender sender = TransactionSender.builder(rpc, signer).build();
      // ...
    }
    // readme:end
  }
}
