package io.tradingsdk.signing.tx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every transaction of src/test/resources/chain/transactions.json (ethers 6, cross-checked with cast) built from its
 * fields, signed and compared byte for byte: the signing payload and hash, every authorization's hash and
 * signature, the raw bytes, the transaction hash, r, s, v and the sender; then decoded back. Every raw transaction
 * of its {@code invalid} list is refused, naming the vector's field.
 */
class TransactionVectorsTest {
  private static final JsonNode ROOT = ChainVectors.load("transactions.json");

  static Stream<Arguments> transactions() {
    List<Arguments> cases = new ArrayList<>();
    ROOT.get("transactions").forEach(vector -> cases.add(Arguments.of(Named.of(vector.get("name").asText(), vector))));
    return cases.stream();
  }

  static Stream<Arguments> invalid() {
    List<Arguments> cases = new ArrayList<>();
    ROOT.get("invalid").forEach(vector -> cases.add(Arguments.of(Named.of(vector.get("name").asText(), vector))));
    return cases.stream();
  }

  @ParameterizedTest
  @MethodSource("transactions")
  void signedByteForByteAsTheOracles(JsonNode vector) {
    UnsignedTransaction tx = build(vector);
    assertThat(tx.type().id()).isEqualTo(vector.get("type").asInt());
    assertThat(Hex.encode(tx.signingPayload())).isEqualTo(vector.get("signingPayload").asText());
    assertThat(tx.signingHash().toHex()).isEqualTo(vector.get("signingHash").asText());

    SignedTransaction signed = tx.sign(LocalSigner.of(PrivateKey.fromHex(vector.get("privateKey").asText())));
    assertThat(signed.rawHex()).isEqualTo(vector.get("raw").asText());
    assertThat(signed.hash().toHex()).isEqualTo(vector.get("hash").asText());
    assertThat(signed.from()).isEqualTo(Address.of(vector.get("from").asText()));
    JsonNode signature = vector.get("signature");
    assertThat(signed.signature().r()).isEqualTo(new BigInteger(signature.get("r").asText().substring(2), 16));
    assertThat(signed.signature().s()).isEqualTo(new BigInteger(signature.get("s").asText().substring(2), 16));
    assertThat(signed.signature().yParity()).isEqualTo(signature.get("yParity").asInt());
    assertThat(signed.v()).isEqualTo(new BigInteger(signature.get("v").asText()));
  }

  @ParameterizedTest
  @MethodSource("transactions")
  void decodedWithTheSenderRecovered(JsonNode vector) {
    SignedTransaction decoded = SignedTransaction.decode(vector.get("raw").asText());
    Address from = Address.of(vector.get("from").asText());
    assertThat(decoded.from()).isEqualTo(from);
    assertThat(decoded.hash().toHex()).isEqualTo(vector.get("hash").asText());
    assertThat(decoded.signingHash().toHex()).isEqualTo(vector.get("signingHash").asText());
    assertThat(decoded.transaction()).isEqualTo(build(vector, from));
    assertThat(decoded.rawHex()).isEqualTo(vector.get("raw").asText());
    if (decoded.transaction() instanceof Eip7702Transaction) {
      List<SignedAuthorization> authorizations = ((Eip7702Transaction) decoded.transaction()).authorizationList();
      JsonNode expected = vector.get("transaction").get("authorizationList");
      for (int i = 0; i < authorizations.size(); i++) {
        assertThat(authorizations.get(i).recoverAuthority())
            .contains(Address.of(expected.get(i).get("authority").asText()));
      }
    }
  }

  @ParameterizedTest
  @MethodSource("invalid")
  void brokenRawTransactionsAreRefusedNamingTheField(JsonNode vector) {
    Throwable thrown = catchThrowable(() -> SignedTransaction.decode(vector.get("raw").asText()));
    assertThat(thrown).as("ethers: %s, cast: %s", vector.get("ethers").asText(), vector.get("cast").asText())
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(thrown.getMessage()).startsWith(vector.get("expectedField").asText() + ": ")
        .contains(vector.get("expectedMessage").asText());
  }

  /** The transaction of a vector, built from its fields through the public builders. */
  static UnsignedTransaction build(JsonNode vector) {
    return build(vector, null);
  }

  private static UnsignedTransaction build(JsonNode vector, Address from) {
    JsonNode fields = vector.get("transaction");
    switch (vector.get("type").asInt()) {
      case 0: {
        LegacyTransaction.Builder builder = LegacyTransaction.builder().gasPrice(number(fields, "gasPrice"));
        common(builder, fields, from);
        if (fields.get("to").isNull()) {
          builder.contractCreation();
        }
        return builder.build();
      }
      case 2: {
        Eip1559Transaction.Builder builder = Eip1559Transaction.builder().maxFeePerGas(number(fields, "maxFeePerGas"))
            .maxPriorityFeePerGas(number(fields, "maxPriorityFeePerGas")).accessList(accessList(fields));
        common(builder, fields, from);
        if (fields.get("to").isNull()) {
          builder.contractCreation();
        }
        return builder.build();
      }
      case 4: {
        Eip7702Transaction.Builder builder = Eip7702Transaction.builder().maxFeePerGas(number(fields, "maxFeePerGas"))
            .maxPriorityFeePerGas(number(fields, "maxPriorityFeePerGas")).accessList(accessList(fields));
        common(builder, fields, from);
        for (JsonNode authorization : fields.get("authorizationList")) {
          builder.addAuthorization(authorization(authorization));
        }
        return builder.build();
      }
      default:
        throw new IllegalArgumentException("type " + vector.get("type"));
    }
  }

  /** Signs the authorization with its key and checks the hash and the signature against the oracle's. */
  private static SignedAuthorization authorization(JsonNode vector) {
    Authorization authorization = Authorization.of(Long.parseLong(vector.get("chainId").asText()),
        Address.of(vector.get("address").asText()), new BigInteger(vector.get("nonce").asText()));
    assertThat(authorization.signingHash().toHex()).isEqualTo(vector.get("signingHash").asText());
    SignedAuthorization signed = authorization.sign(LocalSigner.of(PrivateKey.fromHex(vector.get("privateKey").asText())));
    assertThat(signed.yParity()).isEqualTo(vector.get("yParity").asInt());
    assertThat(signed.r()).isEqualTo(new BigInteger(vector.get("r").asText().substring(2), 16));
    assertThat(signed.s()).isEqualTo(new BigInteger(vector.get("s").asText().substring(2), 16));
    assertThat(signed.recoverAuthority()).contains(Address.of(vector.get("authority").asText()));
    assertThat(SignedAuthorization.of(authorization, signed.yParity(), signed.r(), signed.s()).recoverAuthority())
        .contains(Address.of(vector.get("authority").asText()));
    return signed;
  }

  private static void common(UnsignedTransaction.Builder<?> builder, JsonNode fields, Address from) {
    builder.chainId(Long.parseLong(fields.get("chainId").asText())).nonce(number(fields, "nonce"))
        .gasLimit(number(fields, "gasLimit")).value(number(fields, "value"))
        .data(Hex.decode(fields.get("data").asText(), "data"));
    if (!fields.get("to").isNull()) {
      builder.to(Address.of(fields.get("to").asText()));
    }
    if (from != null) {
      builder.from(from);
    }
  }

  private static List<AccessListItem> accessList(JsonNode fields) {
    List<AccessListItem> items = new ArrayList<>();
    for (JsonNode item : fields.get("accessList")) {
      List<Bytes32> keys = new ArrayList<>();
      item.get("storageKeys").forEach(key -> keys.add(Bytes32.fromHex(key.asText())));
      items.add(AccessListItem.of(Address.of(item.get("address").asText()), keys));
    }
    return items;
  }

  private static BigInteger number(JsonNode fields, String name) {
    return new BigInteger(fields.get(name).asText());
  }
}
