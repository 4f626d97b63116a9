package io.tradingsdk.signing.tx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Generated transactions of every type: signing then decoding gives the transaction, its sender and its bytes back;
 * any single byte changed in a raw transaction is refused, or decodes to a canonical transaction of exactly those
 * bytes that is not the original from the original sender (never an exception other than IllegalArgumentException).
 */
class TransactionPropertiesTest {
  private static final LocalSigner SIGNER = LocalSigner.of(PrivateKey.fromHex(
      "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba"));
  private static final BigInteger MAX_UINT64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
  private static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  /** Signed authorizations to draw from: signing is the slow part, so a few are made once. */
  private static final List<SignedAuthorization> AUTHORIZATIONS = new ArrayList<>();

  static {
    LocalSigner other = LocalSigner.of(PrivateKey.fromHex("0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6"));
    for (int i = 0; i < 6; i++) {
      // Chain id 0: valid on whatever chain a generated transaction names.
      AUTHORIZATIONS.add(Authorization.of(0, address(i), BigInteger.valueOf(i * 1000L)).sign(other));
    }
  }

  private static Address address(int seed) {
    byte[] bytes = new byte[20];
    Arrays.fill(bytes, (byte) (seed * 31 + 7));
    bytes[0] = (byte) seed;
    return Address.fromBytes(bytes);
  }

  @Provide
  Arbitrary<UnsignedTransaction> transactions() {
    Arbitrary<Long> chainIds = Arbitraries.longs().between(1, Long.MAX_VALUE);
    Arbitrary<BigInteger> uint64 = Arbitraries.bigIntegers().between(BigInteger.ZERO, MAX_UINT64).edgeCases(c -> c.includeOnly(BigInteger.ZERO, MAX_UINT64));
    Arbitrary<BigInteger> uint256 = Arbitraries.bigIntegers().between(BigInteger.ZERO, MAX_UINT256);
    Arbitrary<byte[]> data = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
    Arbitrary<Address> to = Arbitraries.integers().between(0, 255).map(TransactionPropertiesTest::address);
    Arbitrary<List<AccessListItem>> accessList = Combinators.combine(to,
        Arbitraries.bytes().array(byte[].class).ofSize(32).map(Bytes32::of).list().ofMaxSize(3))
        .as(AccessListItem::of).list().ofMaxSize(3);
    Arbitrary<List<SignedAuthorization>> authorizations = Arbitraries.of(AUTHORIZATIONS).list().ofMinSize(1).ofMaxSize(3);
    Arbitrary<UnsignedTransaction> legacy = Combinators.combine(chainIds, uint64, uint64, uint256, to, uint256, data)
        .as((chain, nonce, gas, price, recipient, value, input) -> LegacyTransaction.builder().chainId(chain).nonce(nonce)
            .gasLimit(gas).gasPrice(price).to(recipient).value(value).data(input).build());
    Arbitrary<UnsignedTransaction> eip1559 = Combinators.combine(chainIds, uint64, uint64, uint256, uint256, to, data, accessList)
        .as((chain, nonce, gas, fee, tip, recipient, input, list) -> Eip1559Transaction.builder().chainId(chain).nonce(nonce)
            .gasLimit(gas).maxFeePerGas(fee.max(tip)).maxPriorityFeePerGas(fee.min(tip)).to(recipient).data(input)
            .accessList(list).build());
    Arbitrary<UnsignedTransaction> creation = Combinators.combine(chainIds, uint64, data.filter(d -> d.length > 0))
        .as((chain, nonce, code) -> Eip1559Transaction.builder().chainId(chain).nonce(nonce).gasLimit(1_000_000)
            .maxFeePerGas(2).maxPriorityFeePerGas(1).contractCreation().data(code).build());
    Arbitrary<UnsignedTransaction> eip7702 = Combinators.combine(chainIds, uint64, uint256, uint256, to, uint256, accessList, authorizations)
        .as((chain, nonce, fee, tip, recipient, value, list, auths) -> Eip7702Transaction.builder().chainId(chain).nonce(nonce)
            .gasLimit(100_000).maxFeePerGas(fee.max(tip)).maxPriorityFeePerGas(fee.min(tip)).to(recipient).value(value)
            .accessList(list).authorizationList(auths).build());
    return Arbitraries.oneOf(legacy, eip1559, creation, eip7702);
  }

  @Property(tries = 150)
  void signingThenDecodingGivesEverythingBack(@ForAll("transactions") UnsignedTransaction tx) {
    SignedTransaction signed = signed(tx);
    SignedTransaction decoded = SignedTransaction.decode(signed.raw());
    assertThat(decoded.transaction()).isEqualTo(signed.transaction());
    assertThat(decoded.from()).isEqualTo(SIGNER.address());
    assertThat(decoded.hash()).isEqualTo(signed.hash());
    assertThat(decoded.signature()).isEqualTo(signed.signature());
    assertThat(decoded.transaction().signingHash()).isEqualTo(tx.signingHash());
  }

  @Property(tries = 200)
  void aChangedByteIsRefusedOrDecodesToExactlyThoseBytes(@ForAll("transactions") UnsignedTransaction tx,
      @ForAll @IntRange(min = 0, max = 10_000) int position, @ForAll byte replacement) {
    SignedTransaction original = signed(tx);
    byte[] raw = original.raw();
    int at = position % raw.length;
    if (raw[at] == replacement) {
      return;
    }
    raw[at] = replacement;
    Throwable thrown = catchThrowable(() -> {
      SignedTransaction decoded = SignedTransaction.decode(raw);
      assertThat(decoded.raw()).isEqualTo(raw);
      boolean sameContent = decoded.signingHash().equals(original.signingHash());
      boolean sameSender = decoded.from().equals(original.from());
      assertThat(sameContent && sameSender).as("the same transaction from the same sender in other bytes").isFalse();
    });
    if (thrown != null) {
      assertThat(thrown).isInstanceOf(IllegalArgumentException.class);
    }
  }

  private static SignedTransaction signed(UnsignedTransaction tx) {
    return tx.sign(SIGNER);
  }
}
