package io.tradingsdk.benchmarks.signing;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Secp256k1Backend;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.permit2.Permit2;
import io.tradingsdk.signing.permit2.PermitDetails;
import io.tradingsdk.signing.permit2.PermitSingle;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import java.io.IOException;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.web3j.crypto.Credentials;
import org.web3j.crypto.ECKeyPair;
import org.web3j.crypto.RawTransaction;
import org.web3j.crypto.Sign;
import org.web3j.crypto.TransactionEncoder;

/**
 * Issue 35: the SDK's two secp256k1 backends beside raw libsecp256k1 and web3j, in one run, one thread, on the
 * same 1,024 PermitSingle messages and 1,024 EIP-1559 transactions taken in turn.
 *
 * <ul>
 *   <li>{@code *SdkPureJava}, {@code *SdkNative}: the SDK's whole path ({@code LocalSigner.sign(permit.toTypedData)}
 *       with the EIP-712 hashing, {@code Eip1559Transaction.sign(signer).raw()} with RLP and Keccak), on a {@link
 *       LocalSigner} pinned to each backend ({@link LocalSigner#of(PrivateKey, Secp256k1Backend)}).
 *   <li>{@code *RawLibsecp256k1}: ACINQ's binding called directly ({@code Secp256k1.sign}, libsecp256k1's {@code
 *       secp256k1_ecdsa_sign}: r and s, no recovery id) on the precomputed digests of the same messages: the
 *       physical anchor, with no hashing or encoding.
 *   <li>{@code *Web3j}: web3j-crypto 4.13.0, {@code Sign.signTypedData} on the eth_signTypedData_v4 JSON text, and
 *       {@code TransactionEncoder.signMessage} on the same transactions.
 * </ul>
 *
 * The setup checks that both backends and web3j give identical bytes, and that libsecp256k1's r and s are the SDK's.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar SigningBackendsBenchmark -f 1 -wi 3 -i 5 -w 3s -r 3s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
public class SigningBackendsBenchmark {
  private static final int MESSAGES = 1024;
  private static final long CHAIN = 8453;
  private static final String KEY = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
  private static final Address PERMIT2 = Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address ROUTER = Address.of("0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af");

  private final PermitSingle[] permits = new PermitSingle[MESSAGES];
  private final String[] permitV4Json = new String[MESSAGES];
  private final byte[][] permitDigests = new byte[MESSAGES][];
  private final Eip1559Transaction[] transactions = new Eip1559Transaction[MESSAGES];
  private final RawTransaction[] web3jTransactions = new RawTransaction[MESSAGES];
  private final byte[][] transactionDigests = new byte[MESSAGES][];
  private Eip712Domain domain;
  private LocalSigner pureJava;
  private LocalSigner nativeSigner;
  private byte[] keyBytes;
  private fr.acinq.secp256k1.Secp256k1 libsecp256k1;
  private ECKeyPair web3jKey;
  private Credentials credentials;
  private int next;

  @Setup
  public void setUp() throws IOException {
    domain = Permit2.domain(1, PERMIT2);
    pureJava = LocalSigner.of(PrivateKey.fromHex(KEY), Secp256k1Backend.PURE_JAVA);
    nativeSigner = LocalSigner.of(PrivateKey.fromHex(KEY), Secp256k1Backend.NATIVE);
    keyBytes = Hex.decode(KEY, "key");
    libsecp256k1 = fr.acinq.secp256k1.Secp256k1.get();
    web3jKey = ECKeyPair.create(new BigInteger(KEY.substring(2), 16));
    credentials = Credentials.create(web3jKey);
    byte[] calldata = new byte[356];
    Arrays.fill(calldata, (byte) 0x5a);
    calldata[0] = 0x35;
    calldata[1] = 0x59;
    calldata[2] = 0x35;
    calldata[3] = 0x64;
    String calldataHex = Hex.encode(calldata);
    BigInteger maxFee = BigInteger.valueOf(6_000_000);
    BigInteger tip = BigInteger.valueOf(1_000_000);
    BigInteger gasLimit = BigInteger.valueOf(184_000);
    for (int i = 0; i < MESSAGES; i++) {
      permits[i] = PermitSingle.builder()
          .details(PermitDetails.builder().token(USDC).amount(BigInteger.valueOf(1_000_000L + 7919L * i))
              .expiration(1_738_281_600L + i).nonce(i).build())
          .spender(ROUTER)
          .sigDeadline(BigInteger.valueOf(1_735_691_400L + i))
          .build();
      TypedData typedData = permits[i].toTypedData(domain);
      permitV4Json[i] = typedData.toJsonString();
      permitDigests[i] = typedData.digest().toBytes();
      BigInteger nonce = BigInteger.valueOf(1000 + i);
      BigInteger value = BigInteger.TEN.pow(15).add(BigInteger.valueOf(7919L * i));
      transactions[i] = Eip1559Transaction.builder().chainId(CHAIN).nonce(nonce).gasLimit(gasLimit)
          .maxFeePerGas(maxFee).maxPriorityFeePerGas(tip).to(ROUTER).value(value).data(calldata).build();
      web3jTransactions[i] = RawTransaction.createTransaction(CHAIN, nonce, gasLimit, ROUTER.toLowerHex(), value,
          calldataHex, tip, maxFee);
      transactionDigests[i] = transactions[i].signingHash().toBytes();
    }
    // Measure correct work only.
    for (int i = 0; i < MESSAGES; i += 31) {
      byte[] pure = permitSdkPureJava(i).toBytes();
      check(permitSdkNative(i).toBytes(), pure, "PermitSingle, native vs pure Java", i);
      Sign.SignatureData web3j = Sign.signTypedData(permitV4Json[i], web3jKey);
      byte[] web3jBytes = new byte[65];
      System.arraycopy(web3j.getR(), 0, web3jBytes, 0, 32);
      System.arraycopy(web3j.getS(), 0, web3jBytes, 32, 32);
      web3jBytes[64] = web3j.getV()[0];
      check(web3jBytes, pure, "PermitSingle, web3j vs pure Java", i);
      check(permitRawLibsecp256k1(i), Arrays.copyOf(pure, 64), "PermitSingle, raw libsecp256k1 r, s", i);
      byte[] raw = eip1559SdkPureJava(i);
      check(eip1559SdkNative(i), raw, "EIP-1559, native vs pure Java", i);
      check(TransactionEncoder.signMessage(web3jTransactions[i], credentials), raw, "EIP-1559, web3j vs pure Java", i);
      Signature signature = transactions[i].sign(pureJava).signature();
      check(eip1559RawLibsecp256k1(i), Arrays.copyOf(signature.toBytes(), 64), "EIP-1559, raw libsecp256k1 r, s", i);
    }
    next = 0;
  }

  private static void check(byte[] actual, byte[] expected, String what, int i) {
    if (!Arrays.equals(actual, expected)) {
      throw new IllegalStateException(what + ", message " + i + " differs: " + Hex.encode(actual) + " vs "
          + Hex.encode(expected));
    }
  }

  private int nextIndex() {
    int i = next;
    next = (i + 1) & (MESSAGES - 1);
    return i;
  }

  Signature permitSdkPureJava(int i) {
    return pureJava.sign(permits[i].toTypedData(domain));
  }

  Signature permitSdkNative(int i) {
    return nativeSigner.sign(permits[i].toTypedData(domain));
  }

  byte[] permitRawLibsecp256k1(int i) {
    return libsecp256k1.sign(permitDigests[i], keyBytes);
  }

  Sign.SignatureData permitWeb3j(int i) throws IOException {
    return Sign.signTypedData(permitV4Json[i], web3jKey);
  }

  byte[] eip1559SdkPureJava(int i) {
    return transactions[i].sign(pureJava).raw();
  }

  byte[] eip1559SdkNative(int i) {
    return transactions[i].sign(nativeSigner).raw();
  }

  byte[] eip1559RawLibsecp256k1(int i) {
    return libsecp256k1.sign(transactionDigests[i], keyBytes);
  }

  byte[] eip1559Web3j(int i) {
    return TransactionEncoder.signMessage(web3jTransactions[i], credentials);
  }

  @Benchmark
  public Signature permitSdkPureJava() {
    return permitSdkPureJava(nextIndex());
  }

  @Benchmark
  public Signature permitSdkNative() {
    return permitSdkNative(nextIndex());
  }

  @Benchmark
  public byte[] permitRawLibsecp256k1() {
    return permitRawLibsecp256k1(nextIndex());
  }

  @Benchmark
  public Sign.SignatureData permitWeb3j() throws IOException {
    return permitWeb3j(nextIndex());
  }

  @Benchmark
  public byte[] eip1559SdkPureJava() {
    return eip1559SdkPureJava(nextIndex());
  }

  @Benchmark
  public byte[] eip1559SdkNative() {
    return eip1559SdkNative(nextIndex());
  }

  @Benchmark
  public byte[] eip1559RawLibsecp256k1() {
    return eip1559RawLibsecp256k1(nextIndex());
  }

  @Benchmark
  public byte[] eip1559Web3j() {
    return eip1559Web3j(nextIndex());
  }
}
