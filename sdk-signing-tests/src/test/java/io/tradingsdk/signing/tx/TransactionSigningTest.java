package io.tradingsdk.signing.tx;

import static io.tradingsdk.signing.tx.Fixtures.DELEGATE;
import static io.tradingsdk.signing.tx.Fixtures.GWEI;
import static io.tradingsdk.signing.tx.Fixtures.KEY_HEX;
import static io.tradingsdk.signing.tx.Fixtures.MAX_UINT256;
import static io.tradingsdk.signing.tx.Fixtures.MAX_UINT64;
import static io.tradingsdk.signing.tx.Fixtures.OTHER;
import static io.tradingsdk.signing.tx.Fixtures.ROUTER;
import static io.tradingsdk.signing.tx.Fixtures.SIGNER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.Web3jInterop;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.web3j.crypto.Credentials;
import org.web3j.crypto.RawTransaction;
import org.web3j.crypto.TransactionEncoder;

/**
 * Building and signing: web3j's TransactionEncoder as a second opinion on types 0 and 2 (the committed ethers and
 * cast vectors are checked in {@link TransactionVectorsTest}), the checks made before anything is signed, and
 * signers that misbehave.
 */
class TransactionSigningTest {
  private static final Credentials WEB3J = Credentials.create(KEY_HEX.substring(2));

  // ---- agreement with web3j ----------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(longs = {1, 56, 137, 42161, 8453, 11155111, 4294967296L + 7, 9007199254740991L})
  void legacyTransactionsEqualWeb3jsForEveryChainId(long chainId) {
    LegacyTransaction tx = Fixtures.legacy().chainId(chainId).data(new byte[] {1, 2, 3}).build();
    RawTransaction theirs = RawTransaction.createTransaction(tx.nonce(), tx.gasPrice(), tx.gasLimit(),
        ROUTER.toLowerHex(), tx.value(), "0x010203");
    SignedTransaction signed = tx.sign(SIGNER);
    assertThat(signed.rawHex()).isEqualTo(Hex.encode(TransactionEncoder.signMessage(theirs, chainId, WEB3J)));
    assertThat(signed.v()).isEqualTo(BigInteger.valueOf(chainId).multiply(BigInteger.TWO)
        .add(BigInteger.valueOf(35 + signed.signature().yParity())));
    assertThat(signed.hash().toBytes()).isEqualTo(Keccak.hash(signed.raw()));
  }

  @Test
  void eip1559TransactionsEqualWeb3js() {
    Eip1559Transaction tx = Fixtures.eip1559().build();
    RawTransaction theirs = RawTransaction.createTransaction(1, tx.nonce(), tx.gasLimit(), ROUTER.toLowerHex(),
        tx.value(), "0xa9059cbb", tx.maxPriorityFeePerGas(), tx.maxFeePerGas());
    assertThat(tx.sign(SIGNER).rawHex()).isEqualTo(Hex.encode(TransactionEncoder.signMessage(theirs, WEB3J)));
    assertThat(Hex.encode(tx.signingPayload())).isEqualTo(Hex.encode(TransactionEncoder.encode(theirs)));
  }

  @Test
  void aWeb3jSignerAndAnyDigestSignerGiveTheSameBytes() {
    Eip1559Transaction tx = Fixtures.eip1559().build();
    SignedTransaction local = tx.sign(SIGNER);
    SignedTransaction viaWeb3j = tx.sign(Web3jInterop.signer(WEB3J));
    Signer digestOnly = Fixtures.signer(SIGNER.address(), SIGNER, signature -> signature);
    assertThat(viaWeb3j.raw()).isEqualTo(local.raw());
    assertThat(tx.sign(digestOnly).raw()).isEqualTo(local.raw());
  }

  // ---- what a signature looks like -----------------------------------------------------------------

  @Test
  void signedTransactionsCarryTheirSenderHashAndALowSSignature() {
    Eip1559Transaction tx = Fixtures.eip1559().build();
    SignedTransaction signed = tx.sign(SIGNER);
    assertThat(signed.from()).isEqualTo(SIGNER.address());
    assertThat(signed.transaction().from()).contains(SIGNER.address());
    assertThat(signed.transaction().signingHash()).isEqualTo(tx.signingHash()).isEqualTo(signed.signingHash());
    assertThat(signed.signature().isLowS()).isTrue();
    assertThat(signed.signature().recoverSigner(tx.signingHash())).isEqualTo(SIGNER.address());
    assertThat(signed.v()).isEqualTo(BigInteger.valueOf(signed.signature().yParity()));
    assertThat(signed.raw()[0]).isEqualTo((byte) 2);
    assertThat(signed.type()).isEqualTo(TransactionType.EIP1559);
    assertThat(signed.toString()).contains(signed.hash().toHex()).doesNotContain(signed.rawHex().substring(2, 40));
    byte[] raw = signed.raw();
    raw[5] ^= 1;
    assertThat(signed.raw()).isNotEqualTo(raw);
  }

  @Test
  void rAndSAreMinimalBigEndianInTheEncoding() {
    // Over many nonces, r and s with a leading zero byte occur; the encoding must drop it (viem#524).
    int shortOnes = 0;
    for (int nonce = 0; nonce < 600 && shortOnes < 2; nonce++) {
      SignedTransaction signed = Fixtures.eip1559().nonce(nonce).build().sign(SIGNER);
      Signature signature = signed.signature();
      if (signature.r().bitLength() <= 248 || signature.s().bitLength() <= 248) {
        shortOnes++;
        assertThat(SignedTransaction.decode(signed.raw()).signature()).isEqualTo(signature);
        byte[] tail = java.util.Arrays.copyOfRange(signed.raw(), signed.raw().length - 66, signed.raw().length);
        assertThat(tail[0] == (byte) 0xa0 && tail[33] == (byte) 0xa0).as("both r and s 32 bytes long").isFalse();
      }
    }
    assertThat(shortOnes).as("signatures with a short r or s in 600 tries").isPositive();
  }

  // ---- signers that misbehave ----------------------------------------------------------------------

  @Test
  void aHighSSignatureFromAKmsIsTurnedIntoItsLowSTwin() {
    Eip1559Transaction tx = Fixtures.eip1559().build();
    BigInteger n = new BigInteger("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16);
    Signer highS = Fixtures.signer(SIGNER.address(), SIGNER,
        s -> Signature.of(s.r(), n.subtract(s.s()), s.yParity() ^ 1));
    assertThat(tx.sign(highS).raw()).isEqualTo(tx.sign(SIGNER).raw());
  }

  @Test
  void aSignatureThatDoesNotRecoverToTheSignersAddressIsRefused() {
    Eip1559Transaction tx = Fixtures.eip1559().build();
    Signer wrongParity = Fixtures.signer(SIGNER.address(), SIGNER, s -> Signature.of(s.r(), s.s(), s.yParity() ^ 1));
    assertThatThrownBy(() -> tx.sign(wrongParity)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("transaction: the signer's signature does not recover to its address " + SIGNER.address());
    Signer otherKey = Fixtures.signer(SIGNER.address(), OTHER, s -> s);
    assertThatThrownBy(() -> tx.sign(otherKey)).isInstanceOf(IllegalStateException.class);
    Signer nothing = Fixtures.signer(SIGNER.address(), SIGNER, s -> null);
    assertThatThrownBy(() -> tx.sign(nothing)).hasMessage("transaction: the signer returned no signature");
    Authorization authorization = Authorization.of(1, DELEGATE, 8);
    assertThatThrownBy(() -> authorization.sign(wrongParity)).hasMessageStartingWith("authorization: the signer's");
  }

  // ---- refused before signing -----------------------------------------------------------------------

  @Test
  void theExpectedSenderMustBeTheSigner() {
    AtomicInteger signatures = new AtomicInteger();
    Signer counting = Fixtures.signer(OTHER.address(), OTHER, s -> {
      signatures.incrementAndGet();
      return s;
    });
    Eip1559Transaction tx = Fixtures.eip1559().from(SIGNER.address()).build();
    InvalidTransactionException e = catchThrowableOfType(() -> tx.sign(counting), InvalidTransactionException.class);
    assertThat(e.field()).isEqualTo("from");
    assertThat(e).hasMessage("from: the transaction is from " + SIGNER.address() + ", but the signer's address is "
        + OTHER.address());
    assertThat(signatures).hasValue(0);
    assertThat(tx.sign(SIGNER).from()).isEqualTo(SIGNER.address());
  }

  @Test
  void chainIdMustBePositive() {
    assertRefused(() -> Fixtures.eip1559().chainId(0).build(), "chainId",
        "must be positive, got 0 (a transaction needs its chain's id for replay protection)");
    assertRefused(() -> Fixtures.legacy().chainId(0).build(), "chainId", "must be positive, got 0");
    assertRefused(() -> Fixtures.legacy().chainId(-1).build(), "chainId", "must be positive, got -1");
    assertRefused(() -> Eip1559Transaction.builder().nonce(0).build(), "chainId", "missing");
  }

  @Test
  void feesMustBeOrderedAndOfOneKind() {
    assertRefused(() -> Fixtures.eip1559().maxPriorityFeePerGas(GWEI.multiply(BigInteger.valueOf(31))).build(),
        "maxPriorityFeePerGas", "31000000000 is above maxFeePerGas 30000000000 (the priority fee is part of the fee cap)");
    assertThat(Fixtures.eip1559().maxPriorityFeePerGas(GWEI.multiply(BigInteger.valueOf(30))).build().maxPriorityFeePerGas())
        .isEqualTo(GWEI.multiply(BigInteger.valueOf(30)));
    assertRefused(() -> Fixtures.eip1559().maxFeePerGas(BigInteger.ZERO).build(),
        "maxPriorityFeePerGas", "is above maxFeePerGas 0");
    assertRefused(() -> Eip1559Transaction.builder().chainId(1).nonce(0).gasLimit(21_000).to(ROUTER)
        .maxFeePerGas(1).build(), "maxPriorityFeePerGas", "missing");
    assertRefused(() -> LegacyTransaction.builder().chainId(1).nonce(0).gasLimit(21_000).to(ROUTER).build(),
        "gasPrice", "missing");
  }

  @Test
  void numbersMustBeNonNegativeAndFitTheirWidths() {
    assertRefused(() -> Fixtures.eip1559().nonce(-1).build(), "nonce", "must not be negative, got -1");
    assertRefused(() -> Fixtures.eip1559().nonce(MAX_UINT64.add(BigInteger.ONE)).build(), "nonce",
        "18446744073709551616 does not fit uint64 (at most 2^64-1)");
    assertRefused(() -> Fixtures.eip1559().gasLimit(MAX_UINT64.add(BigInteger.ONE)).build(), "gasLimit", "does not fit uint64");
    assertRefused(() -> Fixtures.eip1559().gasLimit(-5).build(), "gasLimit", "must not be negative");
    assertRefused(() -> Fixtures.eip1559().value(MAX_UINT256.add(BigInteger.ONE)).build(), "value", "does not fit uint256");
    assertRefused(() -> Fixtures.eip1559().value(BigInteger.valueOf(-1)).build(), "value", "must not be negative");
    assertRefused(() -> Fixtures.eip1559().maxFeePerGas(MAX_UINT256.add(BigInteger.ONE)).build(), "maxFeePerGas", "does not fit uint256");
    assertRefused(() -> Fixtures.legacy().gasPrice(-1).build(), "gasPrice", "must not be negative");
    assertRefused(() -> Authorization.of(1, DELEGATE, -1), "authorization.nonce", "must not be negative");
    assertRefused(() -> Authorization.of(-1, DELEGATE, 0), "authorization.chainId", "must not be negative, got -1 (0 means every chain)");
    assertRefused(() -> TransactionFill.builder().nonce(MAX_UINT64.add(BigInteger.ONE)).build(), "nonce", "does not fit uint64");
    // The widest values that fit are signed and decoded back.
    Eip1559Transaction widest = Fixtures.eip1559().nonce(MAX_UINT64).gasLimit(MAX_UINT64).value(MAX_UINT256)
        .maxFeePerGas(MAX_UINT256).maxPriorityFeePerGas(MAX_UINT256).build();
    assertThat(SignedTransaction.decode(widest.sign(SIGNER).raw()).transaction()).isEqualTo(widest.toBuilder()
        .from(SIGNER.address()).build());
  }

  @Test
  void aMissingToIsAnErrorUnlessTheTransactionExplicitlyCreatesAContract() {
    assertRefused(() -> Eip1559Transaction.builder().chainId(1).nonce(0).gasLimit(1).maxFeePerGas(1).maxPriorityFeePerGas(1)
        .data(new byte[] {0x60}).build(), "to",
        "missing: set the recipient, or call contractCreation() to deploy data as a new contract's init code");
    assertRefused(() -> Fixtures.legacy().contractCreation().build(), "to", "set on a contract creation");
    assertRefused(() -> Eip1559Transaction.builder().chainId(1).nonce(0).gasLimit(1).maxFeePerGas(1).maxPriorityFeePerGas(1)
        .contractCreation().build(), "data", "empty on a contract creation (expected the init code)");
    Eip1559Transaction creation = Eip1559Transaction.builder().chainId(1).nonce(0).gasLimit(100_000).maxFeePerGas(1)
        .maxPriorityFeePerGas(1).contractCreation().data(new byte[] {0x60, 0x00}).build();
    assertThat(creation.isContractCreation()).isTrue();
    assertThat(creation.to()).isEmpty();
    assertThat(SignedTransaction.decode(creation.sign(SIGNER).raw()).transaction().isContractCreation()).isTrue();
  }

  @Test
  void a7702TransactionNeedsToAndAuthorizations() {
    SignedAuthorization authorization = Authorization.of(1, DELEGATE, 8).sign(SIGNER);
    assertRefused(() -> Eip7702Transaction.builder().chainId(1).nonce(7).gasLimit(1).maxFeePerGas(1).maxPriorityFeePerGas(1)
        .addAuthorization(authorization).build(), "to", "missing: set the recipient (a type-4 transaction cannot create a contract)");
    assertRefused(() -> Fixtures.eip7702(authorization).authorizationList(List.of()).build(), "authorizationList",
        "empty (a type-4 transaction carries at least one authorization; without one, use an EIP-1559 transaction)");
  }

  @Test
  void aSelfSponsoredAuthorizationMustUseTheNextNonce() {
    SignedAuthorization sameNonce = Authorization.of(1, DELEGATE, 7).sign(SIGNER);
    assertRefused(() -> Fixtures.eip7702(sameNonce).build().sign(SIGNER), "authorizationList[0].nonce",
        "the sender " + SIGNER.address() + " authorizes itself, so the nonce must be 8 (its nonce is bumped by this"
            + " transaction before authorizations are processed), got 7");
    assertThat(Fixtures.eip7702(Authorization.of(1, DELEGATE, 8).sign(SIGNER)).build().sign(SIGNER).from())
        .isEqualTo(SIGNER.address());
    // A sponsor sends another account's authorization: that account's nonce is its own business.
    assertThat(Fixtures.eip7702(sameNonce).build().sign(OTHER).from()).isEqualTo(OTHER.address());
    // Two self-authorizations: nonce + 1, then nonce + 2.
    Eip7702Transaction two = Fixtures.eip7702(Authorization.of(1, DELEGATE, 8).sign(SIGNER))
        .addAuthorization(Authorization.of(0, ROUTER, 9).sign(SIGNER)).build();
    assertThat(two.sign(SIGNER).type()).isEqualTo(TransactionType.EIP7702);
    Eip7702Transaction repeated = Fixtures.eip7702(Authorization.of(1, DELEGATE, 8).sign(SIGNER))
        .addAuthorization(Authorization.of(1, ROUTER, 8).sign(SIGNER)).build();
    assertRefused(() -> repeated.sign(SIGNER), "authorizationList[1].nonce", "the nonce must be 9");
  }

  @Test
  void authorizationsTheNetworkWouldSkipAreRefused() {
    SignedAuthorization otherChain = Authorization.of(10, DELEGATE, 0).sign(OTHER);
    assertRefused(() -> Fixtures.eip7702(otherChain).build().sign(SIGNER), "authorizationList[0].chainId",
        "10 is neither 0 (every chain) nor the transaction's chain 1: the network would skip this authorization");
    SignedAuthorization good = Authorization.of(0, DELEGATE, 0).sign(OTHER);
    SignedAuthorization highS = SignedAuthorization.of(good.authorization(), good.yParity() ^ 1, good.r(),
        new BigInteger("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16).subtract(good.s()));
    assertThat(highS.recoverAuthority()).isEmpty();
    assertRefused(() -> Fixtures.eip7702(highS).build().sign(SIGNER), "authorizationList[0]",
        "its signature recovers no authority (malformed, or s above n/2): the network would skip this authorization");
    SignedAuthorization badParity = SignedAuthorization.of(good.authorization(), 2, good.r(), good.s());
    assertThat(badParity.recoverAuthority()).isEmpty();
    SignedAuthorization zeroR = SignedAuthorization.of(good.authorization(), 0, BigInteger.ZERO, good.s());
    assertThat(zeroR.recoverAuthority()).isEmpty();
    assertThat(good.recoverAuthority()).contains(OTHER.address());
    assertThat(SignedAuthorization.of(good.authorization(), good.yParity(), good.r(), good.s()).recoverAuthority())
        .contains(OTHER.address());
    assertRefused(() -> SignedAuthorization.of(good.authorization(), 256, good.r(), good.s()), "authorization.yParity",
        "must be 0 to 255 (uint8), got 256");
  }

  /**
   * EIP-7702 skips an authorization whose nonce is 2^64-1 (the account's nonce could not be incremented, EIP-2681;
   * geth's ErrAuthorizationNonceOverflow): such an authorization was signed, and a transaction carrying it signed,
   * delegating nothing.
   */
  @Test
  void anAuthorizationWithTheLargestNonceIsRefusedAsTheNetworkSkipsIt() {
    Authorization last = Authorization.of(0, DELEGATE, MAX_UINT64);
    assertRefused(() -> last.sign(OTHER), "authorization.nonce",
        "18446744073709551615 (2^64-1) can never be applied: the network skips an authorization whose nonce");
    SignedAuthorization signedElsewhere = SignedAuthorization.of(last, OTHER.signDigest(last.signingHash()));
    assertThat(signedElsewhere.recoverAuthority()).contains(OTHER.address());
    assertRefused(() -> Fixtures.eip7702(signedElsewhere).build().sign(SIGNER), "authorizationList[0].nonce",
        "18446744073709551615 (2^64-1) can never be applied: the network skips an authorization whose nonce");
    // Self-sponsored at the last usable transaction nonce: the authorization would need nonce 2^64-1.
    Authorization selfLast = Authorization.of(1, DELEGATE, MAX_UINT64);
    SignedAuthorization self = SignedAuthorization.of(selfLast, SIGNER.signDigest(selfLast.signingHash()));
    assertRefused(() -> Fixtures.eip7702(self).nonce(MAX_UINT64.subtract(BigInteger.ONE)).build().sign(SIGNER),
        "authorizationList[0].nonce", "can never be applied");
    // One below is still signed.
    assertThat(Authorization.of(0, DELEGATE, MAX_UINT64.subtract(BigInteger.ONE)).sign(OTHER).recoverAuthority())
        .contains(OTHER.address());
  }

  @Test
  void authorizationsHashTheMagicByteAndTheirFields() {
    Authorization authorization = Authorization.of(0, DELEGATE, 5);
    // 0x05 ‖ rlp([0, address, 5]): 0xd7 (a 23-byte list), 0x80 (0), 0x94 (20 bytes) and the address, 0x05.
    byte[] preimage = Hex.decode("0x05d78094" + DELEGATE.toLowerHex().substring(2) + "05", "expected");
    assertThat(authorization.signingHash()).isEqualTo(Bytes32.of(Keccak.hash(preimage)));
    SignedAuthorization signed = authorization.sign(SIGNER);
    assertThat(signed.recoverAuthority()).contains(SIGNER.address());
    assertThat(signed.toString()).contains("r and s redacted").doesNotContain(signed.r().toString(16));
  }

  @Test
  void valuesAreImmutableAndCompareByContent() {
    byte[] data = {1, 2};
    Eip1559Transaction tx = Fixtures.eip1559().data(data).build();
    data[0] = 9;
    assertThat(tx.data()).containsExactly(1, 2);
    tx.data()[0] = 9;
    assertThat(tx.data()).containsExactly(1, 2);
    assertThat(tx).isEqualTo(Fixtures.eip1559().data(new byte[] {1, 2}).build())
        .hasSameHashCodeAs(Fixtures.eip1559().data(new byte[] {1, 2}).build());
    assertThat(tx.toBuilder().build()).isEqualTo(tx);
    assertThat(tx.toBuilder().nonce(8).build()).isNotEqualTo(tx);
    assertThat(tx.toString()).contains("data=2 bytes").contains("chainId=1");
    LegacyTransaction legacy = Fixtures.legacy().build();
    assertThat(legacy.toBuilder().build()).isEqualTo(legacy).isNotEqualTo(tx);
  }

  /** {@code call} throws an {@link InvalidTransactionException} naming {@code field}, its reason containing {@code reason}. */
  static void assertRefused(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, String field,
      String reason) {
    InvalidTransactionException e = catchThrowableOfType(call, InvalidTransactionException.class);
    assertThat(e).as("expected a refusal naming %s", field).isNotNull();
    assertThat(e.field()).as(e.getMessage()).isEqualTo(field);
    assertThat(e.reason()).contains(reason);
    assertThat(e.getMessage()).startsWith(field + ": ");
  }
}
