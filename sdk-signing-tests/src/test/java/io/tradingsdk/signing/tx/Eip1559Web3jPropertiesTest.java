package io.tradingsdk.signing.tx;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Secp256k1Backend;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.web3j.crypto.AccessListObject;
import org.web3j.crypto.Credentials;
import org.web3j.crypto.Hash;
import org.web3j.crypto.RawTransaction;
import org.web3j.crypto.TransactionEncoder;

/**
 * The EIP-1559 encoder and signer against web3j's {@code TransactionEncoder} on random transactions: zero and
 * maximal integers (uint64 nonce and gas limit, uint256 fees and value), empty, short (under 56 bytes) and long data,
 * contract creations, access lists with and without storage keys. The signing payload, the signed raw bytes (on the
 * pure-Java backend) and the transaction hash must be web3j's, byte for byte.
 */
class Eip1559Web3jPropertiesTest {
  private static final String KEY_HEX = Fixtures.KEY_HEX;
  private static final Credentials WEB3J = Credentials.create(KEY_HEX.substring(2));
  private static final LocalSigner PURE_JAVA = LocalSigner.of(PrivateKey.fromHex(KEY_HEX), Secp256k1Backend.PURE_JAVA);
  private static final BigInteger MAX_UINT64 = Fixtures.MAX_UINT64;
  private static final BigInteger MAX_UINT256 = Fixtures.MAX_UINT256;

  @Property(tries = 150)
  void encodingAndSignatureEqualWeb3js(@ForAll("transactions") Eip1559Transaction tx) {
    RawTransaction theirs = web3j(tx);
    assertThat(Hex.encode(tx.signingPayload())).isEqualTo(Hex.encode(TransactionEncoder.encode(theirs)));
    SignedTransaction signed = tx.sign(PURE_JAVA);
    byte[] theirRaw = TransactionEncoder.signMessage(theirs, WEB3J);
    assertThat(signed.rawHex()).isEqualTo(Hex.encode(theirRaw));
    assertThat(signed.hash().toBytes()).isEqualTo(Hash.sha3(theirRaw));
    assertThat(signed.transaction().from()).contains(PURE_JAVA.address());
    assertThat(signed.transaction().signingPayload()).isEqualTo(tx.signingPayload());
  }

  private static RawTransaction web3j(Eip1559Transaction tx) {
    List<AccessListObject> accessList = new ArrayList<>();
    for (AccessListItem item : tx.accessList()) {
      List<String> keys = new ArrayList<>();
      item.storageKeys().forEach(key -> keys.add(key.toHex()));
      accessList.add(new AccessListObject(item.address().toLowerHex(), keys));
    }
    String to = tx.to().map(Address::toLowerHex).orElse("");
    return RawTransaction.createTransaction(tx.chainId(), tx.nonce(), tx.gasLimit(), to, tx.value(),
        Hex.encode(tx.data()), tx.maxPriorityFeePerGas(), tx.maxFeePerGas(), accessList);
  }

  @Provide
  Arbitrary<Eip1559Transaction> transactions() {
    Arbitrary<Long> chainIds = Arbitraries.oneOf(Arbitraries.of(1L, 10L, 56L, 137L, 8453L, 42161L, 11155111L),
        Arbitraries.longs().between(1, 9007199254740991L));
    Arbitrary<BigInteger> uint64 = integers(MAX_UINT64);
    Arbitrary<BigInteger> uint256 = integers(MAX_UINT256);
    Arbitrary<byte[]> data = Arbitraries.oneOf(Arbitraries.just(new byte[0]),
        Arbitraries.bytes().array(byte[].class).ofMinSize(1).ofMaxSize(60),
        Arbitraries.bytes().array(byte[].class).ofMinSize(50).ofMaxSize(2_000));
    Arbitrary<Address> addresses = Arbitraries.bytes().array(byte[].class).ofSize(20).map(Address::fromBytes);
    Arbitrary<Bytes32> keys = Arbitraries.bytes().array(byte[].class).ofSize(32).map(Bytes32::of);
    Arbitrary<AccessListItem> items = Combinators.combine(addresses, keys.list().ofMaxSize(4))
        .as(AccessListItem::of);
    Arbitrary<List<AccessListItem>> accessLists = Arbitraries.oneOf(Arbitraries.just(List.of()),
        items.list().ofMinSize(1).ofMaxSize(4));
    Arbitrary<BigInteger[]> fees = Combinators.combine(uint256, uint256)
        .as((a, b) -> a.compareTo(b) <= 0 ? new BigInteger[] {a, b} : new BigInteger[] {b, a});
    Arbitrary<Boolean> creations = Arbitraries.of(false, false, false, true);
    return Combinators.combine(chainIds, uint64, uint64, fees, uint256, data, accessLists, addresses)
        .flatAs((chainId, nonce, gasLimit, fee, value, bytes, accessList, to) -> creations.map(creation -> {
          Eip1559Transaction.Builder builder = Eip1559Transaction.builder().chainId(chainId).nonce(nonce)
              .gasLimit(gasLimit).maxPriorityFeePerGas(fee[0]).maxFeePerGas(fee[1]).value(value).data(bytes)
              .accessList(accessList);
          if (creation && bytes.length > 0) {
            builder.contractCreation();
          } else {
            builder.to(to);
          }
          return builder.build();
        }));
  }

  /** Zero, one, small, byte-boundary and maximal values as well as uniform ones up to {@code max}. */
  private static Arbitrary<BigInteger> integers(BigInteger max) {
    return Arbitraries.oneOf(
        Arbitraries.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(0x7f), BigInteger.valueOf(0x80),
            BigInteger.valueOf(0xff), BigInteger.valueOf(0x100), max),
        Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.valueOf(Long.MAX_VALUE)),
        Arbitraries.bigIntegers().between(BigInteger.ZERO, max));
  }
}
