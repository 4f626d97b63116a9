package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Keystores written by other tools open to the key they hold: the Web3 Secret Storage Definition's two vectors
 * (PBKDF2 and scrypt), ethers 6 (its defaults; a non-ASCII password) and foundry's {@code cast wallet new} and
 * {@code cast wallet import} (see src/test/resources/keystore/README.md). A wrong password is a typed error.
 */
class KeystoreVectorsTest {
  static List<JsonNode> vectors() throws IOException {
    try (InputStream in = KeystoreVectorsTest.class.getResourceAsStream("/keystore/vectors.json")) {
      List<JsonNode> out = new ArrayList<>();
      new ObjectMapper().readTree(in).forEach(out::add);
      return out;
    }
  }

  static Path file(String name) {
    try {
      return Path.of(KeystoreVectorsTest.class.getResource("/keystore/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void aKeystoreWrittenByAnotherToolOpensToItsKey(JsonNode vector) {
    Keystore keystore = Keystore.read(file(vector.get("file").textValue()));
    assertThat(keystore.kdf().name()).isEqualTo(vector.get("kdf").textValue());

    PrivateKey key = keystore.decrypt(vector.get("password").textValue().toCharArray());

    assertThat(key.scalar()).isEqualTo(new BigInteger(vector.get("privateKey").textValue().substring(2), 16));
    assertThat(key.address()).isEqualTo(Address.of(vector.get("address").textValue().toLowerCase()));
    keystore.address().ifPresent(declared -> assertThat(declared).isEqualTo(key.address()));
  }

  /** The cheaper files (the KDF runs twice for a non-ASCII password): one per tool and KDF. */
  static List<JsonNode> cheapVectors() throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode vector : vectors()) {
      if (List.of("spec-pbkdf2.json", "ethers-light-unicode.json", "cast-new.json")
          .contains(vector.get("file").textValue())) {
        out.add(vector);
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cheapVectors")
  void aWrongPasswordIsAWrongPasswordException(JsonNode vector) {
    String password = vector.get("password").textValue();
    Keystore keystore = Keystore.read(file(vector.get("file").textValue()));

    assertThatThrownBy(() -> keystore.decrypt((password + "x").toCharArray()))
        .isInstanceOf(WrongPasswordException.class)
        .hasMessageContaining(vector.get("file").textValue())
        .hasMessageContaining("wrong password")
        .hasMessageNotContaining(password);
  }
}
