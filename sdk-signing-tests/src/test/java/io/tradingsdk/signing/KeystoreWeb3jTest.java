package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.web3j.crypto.ECKeyPair;
import org.web3j.crypto.Wallet;
import org.web3j.crypto.WalletFile;

/** Keystores written by the SDK open in web3j's {@code Wallet}, and web3j's (scrypt) open in the SDK. */
class KeystoreWeb3jTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PASSWORD = "web3j and back";

  @Test
  void theSdksKeystoresOpenInWeb3j() throws Exception {
    PrivateKey key = PrivateKey.random();
    for (KeystoreKdf kdf : new KeystoreKdf[] {KeystoreKdf.scrypt(1 << 12, 8, 1), KeystoreKdf.pbkdf2(10_000)}) {
      WalletFile file = JSON.readValue(Keystore.encrypt(key, PASSWORD.toCharArray(), kdf).toJson(), WalletFile.class);
      ECKeyPair opened = Wallet.decrypt(PASSWORD, file);
      assertThat(opened.getPrivateKey()).as(kdf.toString()).isEqualTo(key.scalar());
    }
  }

  @Test
  void web3jsKeystoresOpenInTheSdk() throws Exception {
    PrivateKey key = PrivateKey.random();
    WalletFile theirs = Wallet.create(PASSWORD, ECKeyPair.create(key.scalar()), 1 << 12, 1);
    Keystore keystore = Keystore.parse(JSON.writeValueAsString(theirs));
    assertThat(keystore.address()).contains(key.address());
    assertThat(keystore.decrypt(PASSWORD.toCharArray()).scalar()).isEqualTo(key.scalar());
  }
}
