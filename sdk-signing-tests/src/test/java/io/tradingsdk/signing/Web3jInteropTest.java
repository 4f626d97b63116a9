package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.web3j.crypto.Credentials;

class Web3jInteropTest {
  private static final String DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  private static final String DEV_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

  @Test
  void aWeb3jCredentialsSignsPermitsExactlyAsTheLocalSigner() {
    Credentials credentials = Credentials.create(DEV_KEY);
    Signer signer = Web3jInterop.signer(credentials);
    assertThat(signer.address().toChecksumHex()).isEqualTo(DEV_ADDRESS);
    for (JsonNode vector : Vectors.load("vectors.json")) {
      TypedData typedData = TypedData.from(vector.get("typedData"));
      Signature theirs = signer.sign(typedData);
      assertThat(theirs).isEqualTo(LocalSigner.of(PrivateKey.fromHex(DEV_KEY)).sign(typedData));
      assertThat(theirs.verify(typedData, signer.address())).isTrue();
    }
    assertThat(signer.toString()).contains(DEV_ADDRESS).doesNotContain(DEV_KEY.substring(2, 20));
  }

  @Test
  void anSdkKeyBecomesWeb3jCredentialsForTheSameAddress() {
    LocalSigner local = LocalSigner.of(PrivateKey.fromHex(DEV_KEY));
    Credentials credentials = Web3jInterop.credentials(local);
    assertThat(credentials.getAddress()).isEqualToIgnoringCase(DEV_ADDRESS);
    assertThat(Web3jInterop.signer(credentials).address()).isEqualTo(local.address());
  }

  @Test
  void aDestroyedKeyIsRefused() {
    PrivateKey key = PrivateKey.fromHex(DEV_KEY);
    key.destroy();
    assertThatThrownBy(() -> Web3jInterop.credentials(key)).isInstanceOf(IllegalStateException.class);
  }
}
