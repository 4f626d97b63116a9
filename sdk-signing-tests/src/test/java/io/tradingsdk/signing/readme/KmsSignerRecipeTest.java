package io.tradingsdk.signing.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.security.SecureRandom;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.sec.SECObjectIdentifiers;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.asn1.x9.X9ObjectIdentifiers;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ParametersWithRandom;
import org.bouncycastle.crypto.signers.ECDSASigner;
import org.junit.jupiter.api.Test;

/**
 * The KMS recipe of docs/keys.md against a stand-in KMS that answers as AWS and Google do: random-k ECDSA (so about
 * half the signatures are high-s), DER, no recovery bit, the public key as SubjectPublicKeyInfo.
 */
class KmsSignerRecipeTest {
  private static final String KEY = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";

  @Test
  void everySignatureOfTheKmsBecomesTheKeysLowSEthereumSignature() {
    BigInteger d = new BigInteger(KEY.substring(2), 16);
    KmsSignerRecipe signer = new KmsSignerRecipe(new StandInKms(d));
    LocalSigner local = LocalSigner.of(PrivateKey.fromHex(KEY));
    assertThat(signer.address()).isEqualTo(local.address());

    boolean sawHighS = false;
    for (int i = 0; i < 32; i++) {
      Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {(byte) i}));
      Signature signature = signer.signDigest(digest);
      assertThat(signature.isLowS()).isTrue();
      assertThat(signature.recoverSigner(digest)).isEqualTo(local.address());
      sawHighS |= StandInKms.lastWasHighS;
    }
    assertThat(sawHighS).as("the stand-in returned a high-s signature at least once").isTrue();
  }

  /** Signs as a KMS does. */
  private static final class StandInKms implements KmsSignerRecipe.Kms {
    private static final X9ECParameters CURVE = CustomNamedCurves.getByName("secp256k1");
    static boolean lastWasHighS;
    private final BigInteger d;

    StandInKms(BigInteger d) {
      this.d = d;
    }

    @Override
    public byte[] publicKeyDer() {
      byte[] point = CURVE.getG().multiply(d).normalize().getEncoded(false);
      try {
        return new SubjectPublicKeyInfo(new AlgorithmIdentifier(X9ObjectIdentifiers.id_ecPublicKey,
            SECObjectIdentifiers.secp256k1), point).getEncoded();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public byte[] signDigest(byte[] digest) {
      ECDSASigner ecdsa = new ECDSASigner();
      ecdsa.init(true, new ParametersWithRandom(new ECPrivateKeyParameters(d,
          new ECDomainParameters(CURVE.getCurve(), CURVE.getG(), CURVE.getN())), new SecureRandom()));
      BigInteger[] rs = ecdsa.generateSignature(digest);
      lastWasHighS = rs[1].compareTo(CURVE.getN().shiftRight(1)) > 0;
      ASN1EncodableVector v = new ASN1EncodableVector();
      v.add(new ASN1Integer(rs[0]));
      v.add(new ASN1Integer(rs[1]));
      try {
        return new DERSequence(v).getEncoded();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
