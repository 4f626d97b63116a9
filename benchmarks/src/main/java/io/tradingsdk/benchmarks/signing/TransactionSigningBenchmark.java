package io.tradingsdk.benchmarks.signing;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.LegacyTransaction;
import io.tradingsdk.signing.tx.TransactionFill;
import io.tradingsdk.signing.tx.TransactionRequests;
import io.tradingsdk.signing.tx.UnsignedTransaction;
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
import org.web3j.crypto.RawTransaction;
import org.web3j.crypto.TransactionEncoder;

/**
 * Transactions signed per second, one thread: the SDK's {@code UnsignedTransaction.sign(LocalSigner)} against
 * web3j-crypto 4.13.0's {@code TransactionEncoder.signMessage} in the same run, on the same 1,024 distinct
 * transactions (a Universal Router call with 356 bytes of calldata on Base; nonces and values differ), taken in
 * turn. Both sides start from a built unsigned transaction and end with the raw signed bytes; the setup checks
 * that both give identical bytes.
 *
 * <ul>
 *   <li>{@code sign*Eip1559}, {@code sign*Legacy}: type 2 and EIP-155 legacy.
 *   <li>{@code signSdkFromTransactionRequest}: the API's {@code TransactionRequest} (decimal strings, hex calldata)
 *       turned into a transaction with a nonce-only fill, then signed: the whole path a wallet takes.
 * </ul>
 *
 * Run: {@code java -jar benchmarks/target/benchmarks.jar TransactionSigningBenchmark -f 1 -wi 3 -i 5 -w 5s -r 5s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
public class TransactionSigningBenchmark {
  private static final int TRANSACTIONS = 1024;
  private static final long CHAIN = 8453;
  private static final String KEY = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
  private static final Address ROUTER = Address.of("0x6fF5693b99212Da76ad316178A184AB56D299b43");

  private final Eip1559Transaction[] eip1559 = new Eip1559Transaction[TRANSACTIONS];
  private final LegacyTransaction[] legacy = new LegacyTransaction[TRANSACTIONS];
  private final RawTransaction[] web3jEip1559 = new RawTransaction[TRANSACTIONS];
  private final RawTransaction[] web3jLegacy = new RawTransaction[TRANSACTIONS];
  private final TransactionRequest[] requests = new TransactionRequest[TRANSACTIONS];
  private LocalSigner signer;
  private Credentials credentials;
  private int next;

  @Setup
  public void setUp() {
    signer = LocalSigner.of(PrivateKey.fromHex(KEY));
    credentials = Credentials.create(KEY.substring(2));
    byte[] calldata = new byte[356];
    Arrays.fill(calldata, (byte) 0x5a);
    calldata[0] = 0x35;
    calldata[1] = 0x59;
    calldata[2] = 0x35;
    calldata[3] = 0x64;
    String calldataHex = Hex.encode(calldata);
    BigInteger maxFee = BigInteger.valueOf(6_000_000);
    BigInteger tip = BigInteger.valueOf(1_000_000);
    BigInteger gasPrice = BigInteger.valueOf(5_000_000);
    BigInteger gasLimit = BigInteger.valueOf(184_000);
    for (int i = 0; i < TRANSACTIONS; i++) {
      BigInteger nonce = BigInteger.valueOf(1000 + i);
      BigInteger value = BigInteger.TEN.pow(15).add(BigInteger.valueOf(7919L * i));
      eip1559[i] = Eip1559Transaction.builder().chainId(CHAIN).nonce(nonce).gasLimit(gasLimit).maxFeePerGas(maxFee)
          .maxPriorityFeePerGas(tip).to(ROUTER).value(value).data(calldata).build();
      legacy[i] = LegacyTransaction.builder().chainId(CHAIN).nonce(nonce).gasLimit(gasLimit).gasPrice(gasPrice)
          .to(ROUTER).value(value).data(calldata).build();
      web3jEip1559[i] = RawTransaction.createTransaction(CHAIN, nonce, gasLimit, ROUTER.toLowerHex(), value, calldataHex,
          tip, maxFee);
      web3jLegacy[i] = RawTransaction.createTransaction(nonce, gasPrice, gasLimit, ROUTER.toLowerHex(), value, calldataHex);
      requests[i] = TransactionRequest.builder().to(ROUTER.toChecksumHex()).from(signer.address().toChecksumHex())
          .data(calldataHex).value(value.toString()).chainId(ChainId.BASE).gasLimit(gasLimit).maxFeePerGas(maxFee)
          .maxPriorityFeePerGas(tip).build();
    }
    // Measure correct work only: both libraries must give the same bytes.
    for (int i = 0; i < TRANSACTIONS; i += 97) {
      check(eip1559[i].sign(signer).raw(), TransactionEncoder.signMessage(web3jEip1559[i], credentials), "EIP-1559", i);
      check(legacy[i].sign(signer).raw(), TransactionEncoder.signMessage(web3jLegacy[i], CHAIN, credentials), "legacy", i);
      check(signSdkFromTransactionRequest(i), eip1559[i].sign(signer).raw(), "request", i);
    }
    next = 0;
  }

  private static void check(byte[] ours, byte[] theirs, String what, int i) {
    if (!Arrays.equals(ours, theirs)) {
      throw new IllegalStateException(what + " transaction " + i + " differs: " + Hex.encode(ours) + " vs "
          + Hex.encode(theirs));
    }
  }

  private int nextIndex() {
    int i = next;
    next = (i + 1) & (TRANSACTIONS - 1);
    return i;
  }

  @Benchmark
  public byte[] signSdkEip1559() {
    return eip1559[nextIndex()].sign(signer).raw();
  }

  @Benchmark
  public byte[] signWeb3jEip1559() {
    return TransactionEncoder.signMessage(web3jEip1559[nextIndex()], credentials);
  }

  @Benchmark
  public byte[] signSdkLegacy() {
    return legacy[nextIndex()].sign(signer).raw();
  }

  @Benchmark
  public byte[] signWeb3jLegacy() {
    return TransactionEncoder.signMessage(web3jLegacy[nextIndex()], CHAIN, credentials);
  }

  @Benchmark
  public byte[] signSdkFromTransactionRequest() {
    return signSdkFromTransactionRequest(nextIndex());
  }

  private byte[] signSdkFromTransactionRequest(int i) {
    UnsignedTransaction tx = TransactionRequests.toUnsigned(requests[i],
        TransactionFill.builder().nonce(1000 + i).build());
    return tx.sign(signer).raw();
  }
}
