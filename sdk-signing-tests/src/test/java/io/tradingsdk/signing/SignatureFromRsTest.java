package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.DERSequence;
import org.junit.jupiter.api.Test;

/** (r, s) as an HSM or a KMS gives it becomes the Ethereum signature: low s, the recovery bit found by recovery. */
class SignatureFromRsTest {
  private final LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(
      "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"));

  @Test
  void highOrLowSAndEitherParityGiveTheSignersOwnLowSSignature() throws Exception {
    for (int i = 0; i < 8; i++) {
      Bytes32 digest = Bytes32.wrap(Keccak.hash(new byte[] {(byte) i}));
      Signature expected = signer.signDigest(digest);
      BigInteger highS = Secp256k1.N.subtract(expected.s());

      assertThat(Signature.fromRs(digest, expected.r(), expected.s(), signer.address())).isEqualTo(expected);
      assertThat(Signature.fromRs(digest, expected.r(), highS, signer.address())).isEqualTo(expected);
      assertThat(Signature.fromDer(digest, der(expected.r(), highS), signer.address())).isEqualTo(expected);
    }
  }

  @Test
  void anotherSignerOrAnotherDigestIsRefused() {
    Bytes32 digest = Bytes32.wrap(Keccak.hash(new byte[] {1}));
    Signature signature = signer.signDigest(digest);
    Address stranger = LocalSigner.of(PrivateKey.random()).address();
    assertThatThrownBy(() -> Signature.fromRs(digest, signature.r(), signature.s(), stranger))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not recover to");
    assertThatThrownBy(() -> Signature.fromRs(Bytes32.wrap(Keccak.hash(new byte[] {2})), signature.r(),
        signature.s(), signer.address())).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void onlyStrictDerOfTwoIntegersIsRead() throws Exception {
    Bytes32 digest = Bytes32.wrap(Keccak.hash(new byte[] {1}));
    Signature signature = signer.signDigest(digest);
    byte[] good = der(signature.r(), signature.s());
    byte[] trailing = java.util.Arrays.copyOf(good, good.length + 1);
    assertThatThrownBy(() -> Signature.fromDer(digest, trailing, signer.address()))
        .hasMessageContaining("expected DER of SEQUENCE { r INTEGER, s INTEGER }");
    assertThatThrownBy(() -> Signature.fromDer(digest, signature.toBytes(), signer.address()))
        .hasMessageContaining("expected DER");
  }

  private static byte[] der(BigInteger r, BigInteger s) throws Exception {
    ASN1EncodableVector v = new ASN1EncodableVector();
    v.add(new ASN1Integer(r));
    v.add(new ASN1Integer(s));
    return new DERSequence(v).getEncoded();
  }
}
