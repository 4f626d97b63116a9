package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;

/** Compares every field an oracle vector carries with what the SDK computes. */
final class VectorAssertions {
  private VectorAssertions() {}

  static void assertMatches(TypedData typedData, JsonNode vector) {
    if (vector.has("encodedType")) {
      assertThat(typedData.encodedType()).as("encodedType").isEqualTo(vector.get("encodedType").asText());
    }
    if (vector.has("typeHash")) {
      assertThat(typedData.typeHash().toHex()).as("typeHash").isEqualTo(vector.get("typeHash").asText());
    }
    assertThat(typedData.domainSeparator().toHex()).as("domainSeparator").isEqualTo(vector.get("domainSeparator").asText());
    assertThat(typedData.structHash().toHex()).as("structHash").isEqualTo(vector.get("structHash").asText());
    assertThat(typedData.digest().toHex()).as("digest").isEqualTo(vector.get("digest").asText());
    if (!vector.has("privateKey")) {
      return;
    }
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(vector.get("privateKey").asText()));
    assertThat(signer.address().toChecksumHex()).as("signer").isEqualTo(vector.get("signer").asText());
    Signature signature = signer.sign(typedData);
    assertThat(signature.toHex()).as("signature").isEqualTo(vector.get("signature").asText());
    if (vector.has("compactSignature")) {
      assertThat(signature.toCompactHex()).as("compactSignature").isEqualTo(vector.get("compactSignature").asText());
    }
    if (vector.has("v")) {
      assertThat(signature.v()).as("v").isEqualTo(vector.get("v").asInt());
    }
    Signature published = Signature.fromHex(vector.get("signature").asText());
    assertThat(published.recoverSigner(typedData).toChecksumHex()).as("recovered").isEqualTo(vector.get("signer").asText());
    assertThat(published.verify(typedData, signer.address())).isTrue();
    if (vector.has("compactSignature")) {
      assertThat(Signature.fromHex(vector.get("compactSignature").asText())).isEqualTo(published);
    }
  }
}
