package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import java.math.BigInteger;
import java.util.function.UnaryOperator;

/** Keys, addresses and transactions the transaction tests share. */
final class Fixtures {
  /** anvil's first dev key (0xf39F...2266) and second (0x7099...79C8): public test keys, never funded on a real chain. */
  static final String KEY_HEX = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  static final LocalSigner SIGNER = LocalSigner.of(PrivateKey.fromHex(KEY_HEX));
  static final LocalSigner OTHER = LocalSigner.of(PrivateKey.fromHex(
      "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"));
  static final Address ROUTER = Address.of("0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af");
  static final Address DELEGATE = Address.of("0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B");
  static final BigInteger GWEI = BigInteger.TEN.pow(9);
  static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  static final BigInteger MAX_UINT64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  private Fixtures() {}

  static Eip1559Transaction.Builder eip1559() {
    return Eip1559Transaction.builder().chainId(1).nonce(7).gasLimit(120_000)
        .maxFeePerGas(GWEI.multiply(BigInteger.valueOf(30))).maxPriorityFeePerGas(GWEI)
        .to(ROUTER).value(BigInteger.TEN.pow(16)).data(new byte[] {(byte) 0xa9, 0x05, (byte) 0x9c, (byte) 0xbb});
  }

  static LegacyTransaction.Builder legacy() {
    return LegacyTransaction.builder().chainId(56).nonce(3).gasLimit(21_000).gasPrice(GWEI.multiply(BigInteger.valueOf(3)))
        .to(ROUTER).value(BigInteger.ONE);
  }

  static Eip7702Transaction.Builder eip7702(SignedAuthorization authorization) {
    return Eip7702Transaction.builder().chainId(1).nonce(7).gasLimit(100_000)
        .maxFeePerGas(GWEI.multiply(BigInteger.valueOf(30))).maxPriorityFeePerGas(GWEI)
        .to(SIGNER.address()).addAuthorization(authorization);
  }

  /** A signer that claims {@code address} and signs what {@code key} signs, after {@code tamper}. */
  static Signer signer(Address address, Signer key, UnaryOperator<Signature> tamper) {
    return new Signer() {
      @Override
      public Address address() {
        return address;
      }

      @Override
      public Signature signDigest(Bytes32 digest) {
        return tamper.apply(key.signDigest(digest));
      }
    };
  }
}
