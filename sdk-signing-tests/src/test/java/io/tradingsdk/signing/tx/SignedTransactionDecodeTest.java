package io.tradingsdk.signing.tx;

import static io.tradingsdk.signing.tx.Fixtures.DELEGATE;
import static io.tradingsdk.signing.tx.Fixtures.OTHER;
import static io.tradingsdk.signing.tx.Fixtures.ROUTER;
import static io.tradingsdk.signing.tx.Fixtures.SIGNER;
import static io.tradingsdk.signing.tx.TransactionSigningTest.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.codec.Rlp;
import io.tradingsdk.signing.codec.RlpException;
import io.tradingsdk.signing.codec.RlpException.BrokenRule;
import io.tradingsdk.signing.codec.RlpItem;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Decoding raw transactions: round trips of every type, and each way a raw transaction is refused. */
class SignedTransactionDecodeTest {
  private static final BigInteger N =
      new BigInteger("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16);

  @Test
  void everyTypeDecodesToWhatWasSignedWithItsSender() {
    List<UnsignedTransaction> transactions = List.of(
        Fixtures.legacy().build(),
        LegacyTransaction.builder().chainId(4_294_967_303L).nonce(0).gasLimit(100_000).gasPrice(1).contractCreation()
            .data(new byte[] {0x60, 0x00}).build(),
        Fixtures.eip1559().build(),
        Fixtures.eip1559().addAccessListItem(AccessListItem.of(ROUTER, List.of(Bytes32.of(new byte[32]))))
            .addAccessListItem(AccessListItem.of(DELEGATE, List.of())).build(),
        Fixtures.eip7702(Authorization.of(1, DELEGATE, 8).sign(SIGNER))
            .addAuthorization(Authorization.of(0, DELEGATE, 0).sign(OTHER)).build());
    for (UnsignedTransaction tx : transactions) {
      SignedTransaction signed = tx.sign(SIGNER);
      SignedTransaction decoded = SignedTransaction.decode(signed.rawHex());
      assertThat(decoded.from()).isEqualTo(SIGNER.address());
      assertThat(decoded.transaction()).isEqualTo(signed.transaction());
      assertThat(decoded.transaction().from()).contains(SIGNER.address());
      assertThat(decoded.hash()).isEqualTo(signed.hash());
      assertThat(decoded.signature()).isEqualTo(signed.signature());
      assertThat(decoded).isEqualTo(signed).hasSameHashCodeAs(signed);
    }
    Eip7702Transaction decoded = (Eip7702Transaction) SignedTransaction.decode(transactions.get(4).sign(SIGNER).raw())
        .transaction();
    assertThat(decoded.authorizationList()).extracting(a -> a.recoverAuthority().orElseThrow())
        .containsExactly(SIGNER.address(), OTHER.address());
  }

  @Test
  void legacyTransactionsDecodeTheirChainIdFromV() {
    SignedTransaction signed = Fixtures.legacy().chainId(4_294_967_303L).build().sign(SIGNER);
    SignedTransaction decoded = SignedTransaction.decode(signed.raw());
    assertThat(decoded.transaction().chainId()).isEqualTo(4_294_967_303L);
    assertThat(decoded.v()).isEqualTo(signed.v());
    assertThat(decoded.transaction()).isEqualTo(signed.transaction());
  }

  @Test
  void aTransactionWithAnAuthorizationTheNetworkWouldSkipStillDecodes() {
    SignedAuthorization skipped = SignedAuthorization.of(Authorization.of(5, DELEGATE, 0), 7, BigInteger.ONE, BigInteger.TWO);
    byte[] raw = withField(Fixtures.eip7702(Authorization.of(1, DELEGATE, 8).sign(SIGNER)).build().sign(SIGNER), 9,
        fields -> { }, Rlp.encodeList(skippedAuthorization(skipped)));
    Eip7702Transaction tx = (Eip7702Transaction) SignedTransaction.decode(raw).transaction();
    assertThat(tx.authorizationList()).containsExactly(skipped);
    assertThat(tx.authorizationList().get(0).recoverAuthority()).isEmpty();
  }

  // ---- refused -----------------------------------------------------------------------------------

  @Test
  void emptyUnknownAndUnsupportedTypesAreRefused() {
    assertRefused(() -> SignedTransaction.decode(new byte[0]), "raw transaction", "empty");
    assertRefused(() -> SignedTransaction.decode(new byte[] {1, (byte) 0xc0}), "type",
        "type 1 (EIP-2930) is not supported; this SDK decodes types 0, 2 and 4");
    assertRefused(() -> SignedTransaction.decode(new byte[] {3, (byte) 0xc0}), "type", "type 3 (EIP-4844 blob transaction)");
    assertRefused(() -> SignedTransaction.decode(new byte[] {5, (byte) 0xc0}), "type",
        "type 5 is not a transaction type this SDK decodes (0, 2 and 4)");
    assertRefused(() -> SignedTransaction.decode(new byte[] {(byte) 0x83, 1, 2, 3}), "type",
        "not a transaction: it starts with an RLP byte string (0x83)");
    assertThatThrownBy(() -> SignedTransaction.decode("02f8")).hasMessageStartingWith("raw transaction: expected 0x-prefixed hex");
    assertThatThrownBy(() -> SignedTransaction.decode("0x02f")).hasMessageStartingWith("raw transaction: expected an even number");
  }

  @Test
  void nonCanonicalRlpAndTrailingBytesAreRefusedWithTheirReason() {
    SignedTransaction signed = Fixtures.eip1559().build().sign(SIGNER);
    byte[] trailing = Arrays.copyOf(signed.raw(), signed.raw().length + 1);
    assertRlpRefused(trailing, BrokenRule.TRAILING_BYTES, "1 bytes after the item");
    byte[] truncated = Arrays.copyOf(signed.raw(), signed.raw().length - 1);
    assertRlpRefused(truncated, BrokenRule.TRUNCATED, "(after the type byte)");
    // nonce 7 written 0x8107 instead of 0x07, and 0x0007 read as an integer.
    assertRlpRefused(withField(signed, 1, fields -> { }, new byte[] {(byte) 0x81, 7}), BrokenRule.NON_CANONICAL_SIZE,
        "one byte below 0x80");
    assertRlpRefused(withField(signed, 1, fields -> { }, Rlp.encodeString(new byte[] {0, 7})), BrokenRule.LEADING_ZERO,
        "nonce: integer with a leading zero byte");
    byte[] paddedR = new byte[33];
    System.arraycopy(signed.signature().r().toByteArray(), 0, paddedR, 33 - signed.signature().r().toByteArray().length,
        signed.signature().r().toByteArray().length);
    assertRlpRefused(withField(signed, 10, fields -> { }, Rlp.encodeString(paddedR)), BrokenRule.LEADING_ZERO, "r: integer");
    assertRlpRefused(withField(signed, 8, fields -> { }, Rlp.encodeString(new byte[0])), BrokenRule.UNEXPECTED_STRING,
        "accessList: expected a list");
    assertRlpRefused(withField(signed, 6, fields -> { }, Rlp.encodeList()), BrokenRule.UNEXPECTED_LIST,
        "value: expected a byte string, got a list");
    assertRlpRefused(withField(signed, 4, fields -> { }, Rlp.encodeUint(BigInteger.ONE.shiftLeft(64))), BrokenRule.OVERFLOW,
        "gasLimit: 9 bytes do not fit uint64");
  }

  @Test
  void wrongFieldCountsAreRefused() {
    SignedTransaction signed = Fixtures.eip1559().build().sign(SIGNER);
    assertRefused(() -> SignedTransaction.decode(typed(2, fields(signed).subList(0, 11))), "transaction",
        "a signed type 2 transaction has 12 fields, got 11");
    List<byte[]> thirteen = new ArrayList<>(fields(signed));
    thirteen.add(Rlp.encodeUint(0));
    assertRefused(() -> SignedTransaction.decode(typed(2, thirteen)), "transaction", "has 12 fields, got 13");
    SignedTransaction legacy = Fixtures.legacy().build().sign(SIGNER);
    List<byte[]> legacyFields = new ArrayList<>(fields(legacy));
    legacyFields.remove(8);
    assertRefused(() -> SignedTransaction.decode(Rlp.encodeList(legacyFields)), "transaction",
        "a signed legacy transaction has 9 fields, got 8");
    assertRlpRefused(new byte[] {2, (byte) 0x80}, BrokenRule.UNEXPECTED_STRING, "transaction: expected a list, got a byte string");
  }

  @Test
  void signaturesOutsideTheRulesAreRefused() {
    SignedTransaction signed = Fixtures.eip1559().build().sign(SIGNER);
    Signature s = signed.signature();
    byte[] highS = withField(signed, 9, fields -> fields.set(11, Rlp.encodeUint(N.subtract(s.s()))),
        Rlp.encodeUint(s.yParity() ^ 1));
    assertRefused(() -> SignedTransaction.decode(highS), "s", "above n/2: EIP-2 accepts only the low-s form");
    assertRefused(() -> SignedTransaction.decode(withField(signed, 11, f -> { }, Rlp.encodeUint(0))), "s",
        "must be between 1 and n-1");
    assertRefused(() -> SignedTransaction.decode(withField(signed, 10, f -> { }, Rlp.encodeUint(N))), "r",
        "must be between 1 and n-1");
    assertRefused(() -> SignedTransaction.decode(withField(signed, 9, f -> { }, Rlp.encodeUint(2))), "yParity",
        "must be 0 or 1, got 2");
    BigInteger notAPoint = xNotOnTheCurve();
    assertRefused(() -> SignedTransaction.decode(withField(signed, 10, f -> { }, Rlp.encodeUint(notAPoint))), "r",
        "no public key recovers from the signature");
    // A valid signature of other content recovers another sender: the decoder cannot know, the sender shows it.
    byte[] otherValue = withField(signed, 6, f -> { }, Rlp.encodeUint(BigInteger.TWO));
    assertThat(SignedTransaction.decode(otherValue).from()).isNotEqualTo(SIGNER.address());
  }

  @Test
  void legacySignaturesWithoutEip155AreRefused() {
    SignedTransaction signed = Fixtures.legacy().build().sign(SIGNER);
    assertRefused(() -> SignedTransaction.decode(withLegacyField(signed, 6, Rlp.encodeUint(27))), "v",
        "27 is a pre-EIP-155 signature without a chain id (replayable on every chain)");
    assertRefused(() -> SignedTransaction.decode(withLegacyField(signed, 6, Rlp.encodeUint(36))), "v",
        "36 is not an EIP-155 v (chainId * 2 + 35 + yParity, chainId > 0)");
    assertRefused(() -> SignedTransaction.decode(withLegacyField(signed, 6, Rlp.encodeUint(BigInteger.ONE.shiftLeft(70)))),
        "v", "is beyond 2^63-1");
  }

  @Test
  void fieldsThatBreakTheirTypesRulesAreRefused() {
    SignedTransaction signed = Fixtures.eip1559().build().sign(SIGNER);
    assertRefused(() -> SignedTransaction.decode(withField(signed, 5, f -> { }, Rlp.encodeString(new byte[19]))), "to",
        "expected an address of 20 bytes, got 19");
    assertRefused(() -> SignedTransaction.decode(withField(signed, 0, f -> { }, Rlp.encodeUint(0))), "chainId",
        "must be positive, got 0");
    assertRefused(() -> SignedTransaction.decode(withField(signed, 2, f -> { }, Rlp.encodeUint(BigInteger.TEN.pow(12)))),
        "maxPriorityFeePerGas", "is above maxFeePerGas");
    byte[] shortKey = Rlp.encodeList(Rlp.encodeList(Rlp.encodeString(ROUTER.toBytes()), Rlp.encodeList(Rlp.encodeString(new byte[31]))));
    assertRefused(() -> SignedTransaction.decode(withField(signed, 8, f -> { }, shortKey)), "accessList[0].storageKeys[0]",
        "expected 32 bytes, got 31");
    byte[] oneItem = Rlp.encodeList(Rlp.encodeList(Rlp.encodeString(ROUTER.toBytes())));
    assertRefused(() -> SignedTransaction.decode(withField(signed, 8, f -> { }, oneItem)), "accessList[0]",
        "expected [address, storageKeys], got 1 items");

    SignedTransaction eip7702 = Fixtures.eip7702(Authorization.of(1, DELEGATE, 8).sign(SIGNER)).build().sign(SIGNER);
    assertRefused(() -> SignedTransaction.decode(withField(eip7702, 5, f -> { }, Rlp.encodeString(new byte[0]))), "to",
        "empty: a type-4 transaction cannot create a contract");
    assertRefused(() -> SignedTransaction.decode(withField(eip7702, 9, f -> { }, Rlp.encodeList())), "authorizationList",
        "empty");
    List<byte[]> fiveItems = new ArrayList<>(fields(Rlp.decode(authorizationOf(eip7702))));
    fiveItems.remove(5);
    assertRefused(() -> SignedTransaction.decode(withField(eip7702, 9, f -> { }, Rlp.encodeList(Rlp.encodeList(fiveItems)))),
        "authorizationList[0]", "expected [chainId, address, nonce, yParity, r, s], got 5 items");
    List<byte[]> hugeChain = new ArrayList<>(fields(Rlp.decode(authorizationOf(eip7702))));
    hugeChain.set(0, Rlp.encodeUint(BigInteger.ONE.shiftLeft(64)));
    assertRefused(() -> SignedTransaction.decode(withField(eip7702, 9, f -> { }, Rlp.encodeList(Rlp.encodeList(hugeChain)))),
        "authorizationList[0].chainId", "is beyond 2^63-1, which no chain uses");
    RlpException wideParity = catchThrowableOfType(() -> {
      List<byte[]> auth = new ArrayList<>(fields(Rlp.decode(authorizationOf(eip7702))));
      auth.set(3, Rlp.encodeUint(256));
      SignedTransaction.decode(withField(eip7702, 9, f -> { }, Rlp.encodeList(Rlp.encodeList(auth))));
    }, RlpException.class);
    assertThat(wideParity).hasMessage("authorizationList[0].yParity: 2 bytes do not fit uint8");
  }

  // ---- raw transactions taken apart and put back together ---------------------------------------

  private static List<byte[]> fields(SignedTransaction signed) {
    byte[] raw = signed.raw();
    byte[] body = signed.type() == TransactionType.LEGACY ? raw : Arrays.copyOfRange(raw, 1, raw.length);
    return fields(Rlp.decode(body));
  }

  private static List<byte[]> fields(RlpItem list) {
    List<byte[]> encoded = new ArrayList<>();
    list.items().forEach(item -> encoded.add(Rlp.encode(item)));
    return encoded;
  }

  private static byte[] authorizationOf(SignedTransaction eip7702) {
    return Rlp.encode(Rlp.decode(fields(eip7702).get(9)).items().get(0));
  }

  private static byte[] skippedAuthorization(SignedAuthorization authorization) {
    return Rlp.encodeList(Rlp.encodeUint(authorization.authorization().chainId()),
        Rlp.encodeString(authorization.authorization().address().toBytes()),
        Rlp.encodeUint(authorization.authorization().nonce()), Rlp.encodeUint(authorization.yParity()),
        Rlp.encodeUint(authorization.r()), Rlp.encodeUint(authorization.s()));
  }

  /** The typed transaction with field {@code index} replaced by {@code encoded}, after {@code edit}. */
  private static byte[] withField(SignedTransaction signed, int index, Consumer<List<byte[]>> edit, byte[] encoded) {
    List<byte[]> fields = new ArrayList<>(fields(signed));
    fields.set(index, encoded);
    edit.accept(fields);
    return typed(signed.type().id(), fields);
  }

  private static byte[] withLegacyField(SignedTransaction signed, int index, byte[] encoded) {
    List<byte[]> fields = new ArrayList<>(fields(signed));
    fields.set(index, encoded);
    return Rlp.encodeList(fields);
  }

  private static byte[] typed(int type, List<byte[]> fields) {
    byte[] list = Rlp.encodeList(fields);
    byte[] out = new byte[1 + list.length];
    out[0] = (byte) type;
    System.arraycopy(list, 0, out, 1, list.length);
    return out;
  }

  private static void assertRlpRefused(byte[] raw, BrokenRule reason, String message) {
    RlpException e = catchThrowableOfType(() -> SignedTransaction.decode(raw), RlpException.class);
    assertThat(e).as("expected an RlpException, %s", reason).isNotNull();
    assertThat(e.reason()).as(e.getMessage()).isEqualTo(reason);
    assertThat(e).hasMessageContaining(message);
  }

  /** The smallest r that is no point's x coordinate: nothing recovers from it. */
  private static BigInteger xNotOnTheCurve() {
    Bytes32 digest = Bytes32.of(new byte[32]);
    for (int x = 1; ; x++) {
      try {
        Signature.of(BigInteger.valueOf(x), BigInteger.ONE, 0).recoverSigner(digest);
      } catch (IllegalArgumentException noPoint) {
        return BigInteger.valueOf(x);
      }
    }
  }
}
