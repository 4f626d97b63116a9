package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.codec.Rlp;
import io.tradingsdk.signing.codec.RlpException;
import io.tradingsdk.signing.codec.RlpItem;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A signed transaction: the {@link UnsignedTransaction}, its {@link Signature}, the EIP-2718 bytes to broadcast
 * ({@code eth_sendRawTransaction}), the transaction hash and the sender. Immutable.
 *
 * <pre>{@code
 * SignedTransaction signed = tx.sign(signer);
 * String raw = signed.rawHex();      // eth_sendRawTransaction
 * Bytes32 hash = signed.hash();      // eth_getTransactionReceipt
 *
 * SignedTransaction decoded = SignedTransaction.decode(raw);   // strict; recovers decoded.from()
 * }</pre>
 *
 * <p>{@link #toString()} shows the type, hash and sender, not the raw bytes.
 */
public final class SignedTransaction {
  private static final BigInteger V_OFFSET = BigInteger.valueOf(35);
  /** The secp256k1 group order. */
  private static final BigInteger N =
      new BigInteger("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16);
  private static final BigInteger HALF_N = N.shiftRight(1);

  private final UnsignedTransaction transaction;
  private final Signature signature;
  private final byte[] raw;
  private final Bytes32 signingHash;
  /**
   * keccak256(raw), computed on first use: signing does not need it, and a sender that reads it pays one Keccak once.
   * A benign race: two threads may both compute it, and {@link Bytes32} is immutable (final fields), so either
   * result may be published without synchronization.
   */
  private @Nullable Bytes32 hash;
  private final Address from;

  SignedTransaction(UnsignedTransaction transaction, Signature signature, byte[] raw, Bytes32 signingHash,
      Address from) {
    this.transaction = transaction;
    this.signature = signature;
    this.raw = raw;
    this.signingHash = signingHash;
    this.from = from;
  }

  /** What was signed; its {@link UnsignedTransaction#from()} is the sender. */
  public UnsignedTransaction transaction() {
    return transaction;
  }

  /** The transaction's type. */
  public TransactionType type() {
    return transaction.type();
  }

  /** The signature: low s, y parity 0 or 1. */
  public Signature signature() {
    return signature;
  }

  /**
   * The signature's {@code v} as the transaction encodes it: {@code chainId * 2 + 35 + yParity} for a legacy
   * transaction (EIP-155), the y parity (0 or 1) for a typed one.
   */
  public BigInteger v() {
    return transaction.type() == TransactionType.LEGACY
        ? UnsignedTransaction.eip155V(transaction.chainId(), signature.yParity())
        : BigInteger.valueOf(signature.yParity());
  }

  /** The EIP-2718 encoding, what {@code eth_sendRawTransaction} takes (a copy). */
  public byte[] raw() {
    return raw.clone();
  }

  /** {@link #raw()} as {@code 0x}-prefixed hex. */
  public String rawHex() {
    return Hex.encode(raw);
  }

  /** The transaction hash: {@code keccak256(raw())}. */
  public Bytes32 hash() {
    Bytes32 known = hash;
    if (known == null) {
      known = Bytes32.of(Keccak.hash(raw));
      hash = known;
    }
    return known;
  }

  /** The digest that was signed: {@link UnsignedTransaction#signingHash()}. */
  public Bytes32 signingHash() {
    return signingHash;
  }

  /** The sender: the signer's address, or for a decoded transaction the address its signature recovers. */
  public Address from() {
    return from;
  }

  // ---- decoding ----------------------------------------------------------------------------------

  /**
   * Decodes a raw transaction, given as {@code 0x}-prefixed hex; see {@link #decode(byte[])}.
   *
   * @throws IllegalArgumentException when the text is not hex, or the bytes are not a transaction
   */
  public static SignedTransaction decode(String rawHex) {
    return decode(Hex.decode(Objects.requireNonNull(rawHex, "rawHex"), "raw transaction"));
  }

  /**
   * Decodes a raw signed transaction of type 0 (EIP-155), 2 or 4, strictly, and recovers its sender. Refused,
   * with a message naming the field: RLP that is not canonical or has trailing bytes ({@link RlpException}, with
   * its reason), a wrong number of fields, a field of the wrong kind or width, an address that is not 20 bytes, a
   * chain id of 0, a legacy signature without EIP-155 chain id, a y parity other than 0 or 1, r or s outside [1,
   * n-1], s above n/2 (EIP-2), a priority fee above the fee cap, a type-4 transaction without {@code to} or
   * without authorizations, a signature that recovers no sender, and other types (1, 3).
   *
   * @throws InvalidTransactionException or {@link RlpException} (both {@link IllegalArgumentException}s)
   */
  public static SignedTransaction decode(byte[] raw) {
    Objects.requireNonNull(raw, "raw");
    if (raw.length == 0) {
      throw new InvalidTransactionException("raw transaction", "empty");
    }
    int first = raw[0] & 0xff;
    byte[] copy = raw.clone();
    if (first >= 0xc0) {
      return decodeLegacy(copy);
    }
    switch (first) {
      case 2:
        return decodeTyped(copy, TransactionType.EIP1559);
      case 4:
        return decodeTyped(copy, TransactionType.EIP7702);
      case 1:
        throw unsupported("type 1 (EIP-2930)");
      case 3:
        throw unsupported("type 3 (EIP-4844 blob transaction)");
      default:
        throw new InvalidTransactionException("type", first < 0x80
            ? "type " + first + " is not a transaction type this SDK decodes (0, 2 and 4)"
            : "not a transaction: it starts with an RLP byte string (0x" + Integer.toHexString(first) + ")");
    }
  }

  private static InvalidTransactionException unsupported(String type) {
    return new InvalidTransactionException("type", type + " is not supported; this SDK decodes types 0, 2 and 4");
  }

  private static SignedTransaction decodeLegacy(byte[] raw) {
    List<RlpItem> fields = fields(Rlp.decode(raw), 9, "legacy");
    BigInteger v = fields.get(6).asUint("v", 256);
    if (v.equals(BigInteger.valueOf(27)) || v.equals(BigInteger.valueOf(28))) {
      throw new InvalidTransactionException("v", v + " is a pre-EIP-155 signature without a chain id (replayable on"
          + " every chain); this SDK decodes replay-protected transactions only");
    }
    if (v.compareTo(BigInteger.valueOf(37)) < 0) {
      throw new InvalidTransactionException("v", v + " is not an EIP-155 v (chainId * 2 + 35 + yParity, chainId > 0)");
    }
    BigInteger chainId = v.subtract(V_OFFSET).shiftRight(1);
    if (chainId.bitLength() > 63) {
      throw new InvalidTransactionException("v", "its chain id " + chainId + " is beyond 2^63-1");
    }
    int yParity = v.subtract(V_OFFSET).testBit(0) ? 1 : 0;
    LegacyTransaction.Builder builder = LegacyTransaction.builder()
        .nonce(fields.get(0).asUint("nonce", 64))
        .gasPrice(fields.get(1).asUint("gasPrice", 256))
        .gasLimit(fields.get(2).asUint("gasLimit", 64))
        .value(fields.get(4).asUint("value", 256))
        .data(fields.get(5).asBytes("data"))
        .chainId(chainId.longValue());
    Address to = optionalAddress(fields.get(3), "to");
    if (to == null) {
      builder.contractCreation();
    } else {
      builder.to(to);
    }
    return finish(builder.build(), yParity, fields.get(7), fields.get(8), raw);
  }

  private static SignedTransaction decodeTyped(byte[] raw, TransactionType type) {
    boolean eip7702 = type == TransactionType.EIP7702;
    RlpItem body;
    try {
      body = Rlp.decode(Arrays.copyOfRange(raw, 1, raw.length));
    } catch (RlpException e) {
      throw new RlpException(e.reason(), e.getMessage() + " (after the type byte)");
    }
    List<RlpItem> fields = fields(body, eip7702 ? 13 : 12, "type " + type.id());
    long chainId = fields.get(0).asLong("chainId");
    BigInteger nonce = fields.get(1).asUint("nonce", 64);
    BigInteger maxPriorityFeePerGas = fields.get(2).asUint("maxPriorityFeePerGas", 256);
    BigInteger maxFeePerGas = fields.get(3).asUint("maxFeePerGas", 256);
    BigInteger gasLimit = fields.get(4).asUint("gasLimit", 64);
    Address to = optionalAddress(fields.get(5), "to");
    BigInteger value = fields.get(6).asUint("value", 256);
    byte[] data = fields.get(7).asBytes("data");
    List<AccessListItem> accessList = accessList(fields.get(8));
    int sig = eip7702 ? 10 : 9;
    int yParity = yParity(fields.get(sig));
    UnsignedTransaction transaction;
    if (eip7702) {
      Eip7702Transaction.Builder builder = Eip7702Transaction.builder().chainId(chainId).nonce(nonce)
          .maxPriorityFeePerGas(maxPriorityFeePerGas).maxFeePerGas(maxFeePerGas).gasLimit(gasLimit)
          .value(value).data(data).accessList(accessList).authorizationList(authorizations(fields.get(9)));
      if (to == null) {
        throw new InvalidTransactionException("to", "empty: a type-4 transaction cannot create a contract");
      }
      transaction = builder.to(to).build();
    } else {
      Eip1559Transaction.Builder builder = Eip1559Transaction.builder().chainId(chainId).nonce(nonce)
          .maxPriorityFeePerGas(maxPriorityFeePerGas).maxFeePerGas(maxFeePerGas).gasLimit(gasLimit)
          .value(value).data(data).accessList(accessList);
      transaction = (to == null ? builder.contractCreation() : builder.to(to)).build();
    }
    return finish(transaction, yParity, fields.get(sig + 1), fields.get(sig + 2), raw);
  }

  /** Checks the signature, recovers the sender and returns the decoded transaction with its sender. */
  private static SignedTransaction finish(UnsignedTransaction transaction, int yParity, RlpItem rItem, RlpItem sItem,
      byte[] raw) {
    BigInteger r = inSignatureRange(rItem.asUint("r", 256), "r");
    BigInteger s = inSignatureRange(sItem.asUint("s", 256), "s");
    if (s.compareTo(HALF_N) > 0) {
      throw new InvalidTransactionException("s", "above n/2: EIP-2 accepts only the low-s form of a signature");
    }
    Signature signature = Signature.of(r, s, yParity);
    Bytes32 signingHash = transaction.signingHash();
    Address from;
    try {
      from = signature.recoverSigner(signingHash);
    } catch (IllegalArgumentException e) {
      throw new InvalidTransactionException("r", "no public key recovers from the signature");
    }
    return new SignedTransaction(transaction.withFrom(from), signature, raw, signingHash, from);
  }

  private static BigInteger inSignatureRange(BigInteger value, String field) {
    if (value.signum() == 0 || value.compareTo(N) >= 0) {
      throw new InvalidTransactionException(field, "must be between 1 and n-1 (n: the secp256k1 group order)");
    }
    return value;
  }

  private static List<RlpItem> fields(RlpItem item, int expected, String kind) {
    List<RlpItem> fields = item.asList("transaction");
    if (fields.size() != expected) {
      throw new InvalidTransactionException("transaction", "a signed " + kind + " transaction has " + expected
          + " fields, got " + fields.size());
    }
    return fields;
  }

  private static int yParity(RlpItem item) {
    BigInteger yParity = item.asUint("yParity", 256);
    if (yParity.compareTo(BigInteger.ONE) > 0) {
      throw new InvalidTransactionException("yParity", "must be 0 or 1, got " + yParity);
    }
    return yParity.intValue();
  }

  private static @Nullable Address optionalAddress(RlpItem item, String field) {
    byte[] bytes = item.asBytes(field);
    if (bytes.length == 0) {
      return null;
    }
    return address(bytes, field);
  }

  private static Address address(byte[] bytes, String field) {
    if (bytes.length != 20) {
      throw new InvalidTransactionException(field, "expected an address of 20 bytes, got " + bytes.length);
    }
    return Address.fromBytes(bytes);
  }

  /**
   * The entries of the RLP list {@code name}, each a list of {@code size} items ({@code shape} names them for the
   * error), read by {@code entry} from its field name ({@code name[i]}) and items: an access list's {@code [address,
   * storageKeys]}, an authorization list's tuples.
   */
  private static <T> List<T> tuples(RlpItem item, String name, int size, String shape,
      BiFunction<String, List<RlpItem>, T> entry) {
    List<RlpItem> entries = item.asList(name);
    List<T> read = new ArrayList<>(entries.size());
    for (int i = 0; i < entries.size(); i++) {
      String field = name + "[" + i + "]";
      List<RlpItem> tuple = entries.get(i).asList(field);
      if (tuple.size() != size) {
        throw new InvalidTransactionException(field, "expected " + shape + ", got " + tuple.size() + " items");
      }
      read.add(entry.apply(field, tuple));
    }
    return read;
  }

  private static List<AccessListItem> accessList(RlpItem item) {
    return tuples(item, "accessList", 2, "[address, storageKeys]", SignedTransaction::accessListItem);
  }

  private static AccessListItem accessListItem(String field, List<RlpItem> entry) {
    Address address = address(entry.get(0).asBytes(field + ".address"), field + ".address");
    List<RlpItem> keyItems = entry.get(1).asList(field + ".storageKeys");
    List<Bytes32> keys = new ArrayList<>(keyItems.size());
    for (int k = 0; k < keyItems.size(); k++) {
      String keyField = field + ".storageKeys[" + k + "]";
      byte[] key = keyItems.get(k).asBytes(keyField);
      if (key.length != 32) {
        throw new InvalidTransactionException(keyField, "expected 32 bytes, got " + key.length);
      }
      keys.add(Bytes32.of(key));
    }
    return AccessListItem.of(address, keys);
  }

  private static List<SignedAuthorization> authorizations(RlpItem item) {
    return tuples(item, "authorizationList", 6, "[chainId, address, nonce, yParity, r, s]",
        SignedTransaction::authorization);
  }

  private static SignedAuthorization authorization(String field, List<RlpItem> tuple) {
    BigInteger chainId = tuple.get(0).asUint(field + ".chainId", 256);
    if (chainId.bitLength() > 63) {
      throw new InvalidTransactionException(field + ".chainId", chainId + " is beyond 2^63-1, which no chain uses");
    }
    Address address = address(tuple.get(1).asBytes(field + ".address"), field + ".address");
    BigInteger nonce = tuple.get(2).asUint(field + ".nonce", 64);
    int yParity = tuple.get(3).asUint(field + ".yParity", 8).intValue();
    BigInteger r = tuple.get(4).asUint(field + ".r", 256);
    BigInteger s = tuple.get(5).asUint(field + ".s", 256);
    return SignedAuthorization.of(Authorization.of(chainId.longValue(), address, nonce), yParity, r, s);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof SignedTransaction && Arrays.equals(raw, ((SignedTransaction) other).raw);
  }

  @Override
  public int hashCode() {
    return hash().hashCode();
  }

  /** The type, hash and sender; not the raw bytes. */
  @Override
  public String toString() {
    return "SignedTransaction[" + type() + ", hash=" + hash() + ", from=" + from + "]";
  }
}
