package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.codec.Rlp;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A transaction ready to sign: {@link LegacyTransaction}, {@link Eip1559Transaction} or {@link
 * Eip7702Transaction}. Immutable; every field was range-checked when it was built, and {@link #sign(Signer)}
 * checks the signer before any digest is signed.
 *
 * <p>{@link #signingPayload()} is what the signature covers (the EIP-155 or EIP-2718 preimage), {@link
 * #signingHash()} its Keccak-256, the only thing a {@link Signer} ever sees.
 */
public abstract class UnsignedTransaction {
  private static final byte[] EMPTY = new byte[0];
  /** The RLP item of the integer 0 (the empty string). */
  private static final byte[] ZERO_ITEM = {(byte) 0x80};

  final long chainId;
  final BigInteger nonce;
  final BigInteger gasLimit;
  final @Nullable Address to;
  final BigInteger value;
  final byte[] data;
  final @Nullable Address from;

  UnsignedTransaction(Builder<?> builder) {
    if (builder.chainId == null) {
      throw new InvalidTransactionException("chainId", "missing");
    }
    this.chainId = Fields.transactionChainId(builder.chainId);
    this.nonce = Fields.uint64("nonce", builder.nonce);
    this.gasLimit = Fields.uint64("gasLimit", builder.gasLimit);
    this.value = Fields.uint256("value", builder.value);
    this.data = builder.data;
    this.from = builder.from;
    if (builder.to == null && !builder.contractCreation) {
      throw new InvalidTransactionException("to", "missing: set the recipient"
          + (type() == TransactionType.EIP7702 ? " (a type-4 transaction cannot create a contract)"
              : ", or call contractCreation() to deploy data as a new contract's init code"));
    }
    if (builder.to != null && builder.contractCreation) {
      throw new InvalidTransactionException("to", "set on a contract creation: a transaction either calls to or"
          + " deploys data, not both");
    }
    if (builder.contractCreation && data.length == 0) {
      throw new InvalidTransactionException("data", "empty on a contract creation (expected the init code)");
    }
    this.to = builder.to;
  }

  /** A copy of {@code source} (its fields were checked when it was built) with {@link #from()} set to {@code from}. */
  UnsignedTransaction(UnsignedTransaction source, Address from) {
    this.chainId = source.chainId;
    this.nonce = source.nonce;
    this.gasLimit = source.gasLimit;
    this.to = source.to;
    this.value = source.value;
    this.data = source.data;
    this.from = Objects.requireNonNull(from, "from");
  }

  /** The type: legacy, EIP-1559 or EIP-7702. */
  public abstract TransactionType type();

  /** The chain the transaction is valid on (replay protection), positive. */
  public long chainId() {
    return chainId;
  }

  /** The sender's nonce, uint64. */
  public BigInteger nonce() {
    return nonce;
  }

  /** The most gas the transaction may use, uint64. */
  public BigInteger gasLimit() {
    return gasLimit;
  }

  /** The account called; empty for a contract creation. */
  public Optional<Address> to() {
    return Optional.ofNullable(to);
  }

  /** True when the transaction deploys {@link #data()} as a new contract's init code ({@link #to()} is empty). */
  public boolean isContractCreation() {
    return to == null;
  }

  /** The native value sent, in wei, uint256. */
  public BigInteger value() {
    return value;
  }

  /** The calldata (or, for a contract creation, the init code); a copy. */
  public byte[] data() {
    return data.clone();
  }

  /**
   * The sender this transaction is meant for, when known (the API's {@code from}, or the recovered sender of a
   * decoded transaction). It is not part of what is signed: {@link #sign(Signer)} refuses a signer with another
   * address.
   */
  public Optional<Address> from() {
    return Optional.ofNullable(from);
  }

  /** What the signature covers: the EIP-155 preimage of a legacy transaction, {@code type ‖ rlp(fields)} otherwise. */
  public byte[] signingPayload() {
    return payload(bodyFields());
  }

  /** {@code keccak256(signingPayload())}: the digest the signer signs. */
  public Bytes32 signingHash() {
    return Bytes32.of(Keccak.hash(signingPayload()));
  }

  /**
   * Signs with {@code signer}: checks that the signer is {@link #from()} when that is set (and, for a type-4
   * transaction, that every authorization would be applied), signs {@link #signingHash()} with {@link
   * Signer#signDigest}, and encodes the signed transaction. The signature is low-s; one from a signer other than
   * {@link io.tradingsdk.signing.LocalSigner} is checked to recover to the signer's address.
   *
   * @throws InvalidTransactionException when the signer is not the expected sender, or (type 4) an authorization
   *     would be skipped by the network; nothing is signed then
   * @throws IllegalStateException when the signer returns a signature of another key
   */
  public final SignedTransaction sign(Signer signer) {
    Objects.requireNonNull(signer, "signer");
    Address sender = Objects.requireNonNull(signer.address(), "signer.address()");
    if (from != null && !from.equals(sender)) {
      throw new InvalidTransactionException("from", "the transaction is from " + from + ", but the signer's address"
          + " is " + sender);
    }
    checkBeforeSigning(sender);
    List<byte[]> body = bodyFields();
    Bytes32 hash = Bytes32.of(Keccak.hash(payload(body)));
    Signature signature = DigestSigning.sign(signer, hash, "transaction");
    byte[] raw = raw(body, signature);
    return new SignedTransaction(from == null ? withFrom(sender) : this, signature, raw, hash, sender);
  }

  /** Checks that need the sender, before anything is signed (type 4: the authorizations). */
  void checkBeforeSigning(Address sender) {}

  /** This transaction with {@link #from()} set. */
  abstract UnsignedTransaction withFrom(Address sender);

  /** The RLP items of the unsigned fields, each already encoded, in the type's order. */
  abstract List<byte[]> bodyFields();

  final byte[] payload(List<byte[]> body) {
    if (type() == TransactionType.LEGACY) {
      // EIP-155: the fields, then chainId, 0, 0
      return envelope(false, body, Rlp.encodeUint(chainId), ZERO_ITEM, ZERO_ITEM);
    }
    return envelope(true, body);
  }

  /**
   * The signed encoding: the body's items, then v, r and s, in one list (after the type byte for a typed
   * transaction), written into one array of the exact size.
   */
  final byte[] raw(List<byte[]> body, Signature signature) {
    boolean legacy = type() == TransactionType.LEGACY;
    byte[] v = legacy ? Rlp.encodeUint(eip155V(chainId, signature.yParity())) : Rlp.encodeUint(signature.yParity());
    return envelope(!legacy, body, v, Rlp.encodeUint(signature.r()), Rlp.encodeUint(signature.s()));
  }

  /**
   * {@code [type ‖] rlp([body..., extra...])}, the items already encoded, copied once into an array of the exact
   * size (no intermediate list array, no second copy for the type byte).
   */
  private byte[] envelope(boolean typed, List<byte[]> body, byte[]... extra) {
    long payloadLength = 0;
    for (byte[] item : body) {
      payloadLength += item.length;
    }
    for (byte[] item : extra) {
      payloadLength += item.length;
    }
    int payload = Math.toIntExact(payloadLength);
    int lengthBytes = payload <= 55 ? 0 : (32 - Integer.numberOfLeadingZeros(payload) + 7) / 8;
    byte[] out = new byte[Math.addExact((typed ? 1 : 0) + 1 + lengthBytes, payload)];
    int at = 0;
    if (typed) {
      out[at++] = (byte) type().id();
    }
    if (lengthBytes == 0) {
      out[at++] = (byte) (0xc0 + payload);
    } else {
      out[at++] = (byte) (0xc0 + 55 + lengthBytes);
      for (int i = lengthBytes - 1; i >= 0; i--) {
        out[at++] = (byte) (payload >>> (8 * i));
      }
    }
    for (byte[] item : body) {
      System.arraycopy(item, 0, out, at, item.length);
      at += item.length;
    }
    for (byte[] item : extra) {
      System.arraycopy(item, 0, out, at, item.length);
      at += item.length;
    }
    return out;
  }

  /** EIP-155: {@code v = chainId * 2 + 35 + yParity}. */
  static BigInteger eip155V(long chainId, int yParity) {
    return BigInteger.valueOf(chainId).shiftLeft(1).add(BigInteger.valueOf(35 + yParity));
  }

  /** The RLP item of {@code to}: its 20 bytes, or the empty string for a contract creation. */
  final byte[] encodedTo() {
    return Rlp.encodeString(to == null ? EMPTY : to.toBytes());
  }

  /** Adds {@code gasLimit, to, value, data}, RLP-encoded: the run of fields every type's body has in this order. */
  final void addGasToData(List<byte[]> fields) {
    fields.add(Rlp.encodeUint(gasLimit));
    fields.add(encodedTo());
    fields.add(Rlp.encodeUint(value));
    fields.add(Rlp.encodeString(data));
  }

  static byte[] encodeAccessList(List<AccessListItem> accessList) {
    List<byte[]> entries = new ArrayList<>(accessList.size());
    for (AccessListItem item : accessList) {
      List<byte[]> keys = new ArrayList<>(item.storageKeys().size());
      item.storageKeys().forEach(key -> keys.add(Rlp.encodeString(key.toBytes())));
      entries.add(Rlp.encodeList(Rlp.encodeString(item.address().toBytes()), Rlp.encodeList(keys)));
    }
    return Rlp.encodeList(entries);
  }

  /** Equality of the fields every type has. */
  final boolean commonFieldsEqual(UnsignedTransaction that) {
    return chainId == that.chainId && nonce.equals(that.nonce) && gasLimit.equals(that.gasLimit)
        && Objects.equals(to, that.to) && value.equals(that.value) && Arrays.equals(data, that.data)
        && Objects.equals(from, that.from);
  }

  final int commonFieldsHash() {
    return Objects.hash(chainId, nonce, gasLimit, to, value, Arrays.hashCode(data), from);
  }

  /** {@code chainId=1, nonce=0, to=0x..., value=0, data=68 bytes, gasLimit=21000} (data by its length only). */
  final String commonFieldsText() {
    return "chainId=" + chainId + ", nonce=" + nonce + ", " + (to == null ? "contract creation" : "to=" + to)
        + ", value=" + value + ", data=" + data.length + " bytes, gasLimit=" + gasLimit
        + (from == null ? "" : ", from=" + from);
  }

  /**
   * The fields every type has; each type's builder adds its fee fields. Numbers are checked when {@code build()}
   * runs, each error naming its field.
   *
   * @param <B> the concrete builder
   */
  public abstract static class Builder<B extends Builder<B>> {
    @Nullable Long chainId;
    @Nullable BigInteger nonce;
    @Nullable BigInteger gasLimit;
    @Nullable Address to;
    boolean contractCreation;
    @Nullable BigInteger value = BigInteger.ZERO;
    byte[] data = EMPTY;
    @Nullable Address from;

    Builder() {}

    abstract B self();

    /** The chain id, positive: required. */
    public B chainId(long chainId) {
      this.chainId = chainId;
      return self();
    }

    /** The sender's nonce, uint64: required. */
    public B nonce(long nonce) {
      return nonce(BigInteger.valueOf(nonce));
    }

    /** The sender's nonce, uint64: required. */
    public B nonce(BigInteger nonce) {
      this.nonce = Objects.requireNonNull(nonce, "nonce");
      return self();
    }

    /** The gas limit, uint64: required. */
    public B gasLimit(long gasLimit) {
      return gasLimit(BigInteger.valueOf(gasLimit));
    }

    /** The gas limit, uint64: required. */
    public B gasLimit(BigInteger gasLimit) {
      this.gasLimit = Objects.requireNonNull(gasLimit, "gasLimit");
      return self();
    }

    /** The account to call: required, unless the transaction is a contract creation. */
    public B to(Address to) {
      this.to = Objects.requireNonNull(to, "to");
      return self();
    }

    /** The native value in wei, uint256; 0 when not set. */
    public B value(BigInteger value) {
      this.value = Objects.requireNonNull(value, "value");
      return self();
    }

    /** The calldata (copied); empty when not set. */
    public B data(byte[] data) {
      this.data = Objects.requireNonNull(data, "data").clone();
      return self();
    }

    /**
     * The address expected to sign: {@link UnsignedTransaction#sign(Signer)} then refuses any other signer.
     * Optional, and not part of what is signed.
     */
    public B from(Address from) {
      this.from = Objects.requireNonNull(from, "from");
      return self();
    }

    void copyCommon(UnsignedTransaction tx) {
      chainId = tx.chainId;
      nonce = tx.nonce;
      gasLimit = tx.gasLimit;
      to = tx.to;
      contractCreation = tx.to == null;
      value = tx.value;
      data = tx.data;
      from = tx.from;
    }

    /**
     * The transaction.
     *
     * @throws InvalidTransactionException naming the first field that is missing, out of range or in conflict
     */
    public abstract UnsignedTransaction build();
  }
}
