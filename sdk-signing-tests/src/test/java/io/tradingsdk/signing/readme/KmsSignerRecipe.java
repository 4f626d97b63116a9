package io.tradingsdk.signing.readme;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import java.util.Arrays;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;

/**
 * The recipe of docs/keys.md, "A cloud KMS": a {@link Signer} whose secp256k1 key is in AWS KMS (key spec {@code
 * ECC_SECG_P256K1}) or Google Cloud KMS ({@code EC_SIGN_SECP256K1_SHA256}). The SDK ships no KMS adapter (none could
 * be tested against a real KMS here); this class compiles in the build and {@code KmsSignerRecipeTest} runs it against
 * a stand-in KMS that answers as they do: DER signatures, high or low s, no recovery bit.
 *
 * <p>With the AWS SDK v2 ({@code software.amazon.awssdk:kms}), the two calls are:
 *
 * <pre>{@code
 * KmsSignerRecipe.Kms aws = new KmsSignerRecipe.Kms() {
 *   public byte[] publicKeyDer() {
 *     return kms.getPublicKey(r -> r.keyId(keyId)).publicKey().asByteArray();
 *   }
 *   public byte[] signDigest(byte[] digest) {
 *     return kms.sign(r -> r.keyId(keyId).message(SdkBytes.fromByteArray(digest))
 *         .messageType(MessageType.DIGEST).signingAlgorithm(SigningAlgorithmSpec.ECDSA_SHA_256))
 *         .signature().asByteArray();
 *   }
 * };
 * Signer signer = new KmsSignerRecipe(aws);
 * }</pre>
 *
 * With Google Cloud KMS: {@code publicKeyDer} is the PEM of {@code getPublicKey} without its armour, base64-decoded;
 * {@code signDigest} is {@code asymmetricSign} with {@code Digest.newBuilder().setSha256(ByteString.copyFrom(digest))}
 * (the field is named sha256, but KMS signs the 32 bytes as given: pass the EIP-712 or transaction digest).
 */
public final class KmsSignerRecipe implements Signer {
  /** The two KMS calls the signer needs. */
  public interface Kms {
    /** The key's public key as DER SubjectPublicKeyInfo. */
    byte[] publicKeyDer();

    /** Signs the 32-byte digest as is and returns the DER ECDSA signature. */
    byte[] signDigest(byte[] digest);
  }

  private final Kms kms;
  private final Address address;

  /** Reads the public key once, for the address. */
  public KmsSignerRecipe(Kms kms) {
    this.kms = kms;
    byte[] point = SubjectPublicKeyInfo.getInstance(kms.publicKeyDer()).getPublicKeyData().getBytes();
    if (point.length != 65 || point[0] != 4) {
      throw new IllegalArgumentException("KMS public key: expected an uncompressed secp256k1 point");
    }
    byte[] hash = Keccak.hash(Arrays.copyOfRange(point, 1, 65));
    this.address = Address.fromBytes(Arrays.copyOfRange(hash, 12, 32));
  }

  @Override
  public Address address() {
    return address;
  }

  /** The KMS signs; {@link Signature#fromDer} makes s low and finds the recovery bit by recovery. */
  @Override
  // readme:kms-signer
  public Signature signDigest(Bytes32 digest) {
    return Signature.fromDer(digest, kms.signDigest(digest.toBytes()), address); // low s, recovery bit by recovery
  }
  // readme:end

  @Override
  public String toString() {
    return "KmsSignerRecipe[" + address.toChecksumHex() + "]";
  }
}
