package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The backend this test JVM runs on: the test class path carries libsecp256k1's binding, so without the property
 * the native backend is in use; the pom's {@code pure-java-backend} execution sets {@code
 * io.tradingsdk.signing.secp256k1=java} and reruns the oracle vectors on the pure-Java backend.
 */
class Secp256k1BackendSelectionTest {
  @Test
  void theBackendIsTheOneThePropertyAsksFor() {
    boolean pureJava = "java".equals(System.getProperty(Secp256k1Backend.PROPERTY));
    assertThat(Secp256k1Backend.active())
        .isEqualTo(pureJava ? Secp256k1Backend.PURE_JAVA : Secp256k1Backend.NATIVE);
    if (pureJava) {
      assertThat(Secp256k1Backend.nativeUnavailableReason()).isEqualTo("io.tradingsdk.signing.secp256k1=java");
      assertThat(LocalSigner.of(PrivateKey.random()).backend()).isEqualTo(Secp256k1Backend.PURE_JAVA);
    } else {
      assertThat(Secp256k1Backend.nativeUnavailableReason()).isNull();
      assertThat(LocalSigner.of(PrivateKey.random()).backend()).isEqualTo(Secp256k1Backend.NATIVE);
    }
  }

  @Test
  void aSignerCanInsistOnTheNativeBackendOnlyWhereItLoaded() {
    PrivateKey key = PrivateKey.random();
    if (Secp256k1Backend.nativeUnavailableReason() == null) {
      assertThat(LocalSigner.of(key, Secp256k1Backend.NATIVE).backend()).isEqualTo(Secp256k1Backend.NATIVE);
    } else {
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> LocalSigner.of(key, Secp256k1Backend.NATIVE))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("native secp256k1 backend is unavailable");
    }
    assertThat(LocalSigner.of(key, Secp256k1Backend.PURE_JAVA).backend()).isEqualTo(Secp256k1Backend.PURE_JAVA);
  }
}
