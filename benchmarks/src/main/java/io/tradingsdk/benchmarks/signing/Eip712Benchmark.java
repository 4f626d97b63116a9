package io.tradingsdk.benchmarks.signing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.permit2.Permit2;
import io.tradingsdk.signing.permit2.PermitDetails;
import io.tradingsdk.signing.permit2.PermitSingle;
import io.tradingsdk.signing.uniswapx.NonlinearDutchDecay;
import io.tradingsdk.signing.uniswapx.OrderInfoToSign;
import io.tradingsdk.signing.uniswapx.V3DutchInput;
import io.tradingsdk.signing.uniswapx.V3DutchOrder;
import io.tradingsdk.signing.uniswapx.V3DutchOutput;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.web3j.crypto.ECKeyPair;
import org.web3j.crypto.Sign;
import org.web3j.crypto.StructuredDataEncoder;

/**
 * PermitSingle on chain 1, one thread, a distinct message per operation (1,024 messages that
 * differ in amount, nonce and deadline, taken in turn), the SDK against web3j-crypto 4.13.0 in the
 * same run.
 *
 * <ul>
 *   <li>{@code sign*}: typed data in, 65-byte signature out. The SDK from the API's permitData JSON
 *       text and from the typed {@link PermitSingle} builder; web3j's {@code Sign.signTypedData}
 *       from the equivalent eth_signTypedData_v4 JSON text (it cannot read permitData).
 *   <li>{@code digest*}: the 32-byte EIP-712 digest, with type hashes and domain separators already
 *       cached (warm caches). The SDK from JSON text, from a parsed JSON tree and from the builder;
 *       web3j's {@code StructuredDataEncoder} from JSON text.
 *   <li>{@code signSdkV3DutchOrder*}: a UniswapX {@code V3DutchOrder} (one output with a 3-point
 *       curve) on Arbitrum, signed from its quote-style permitData JSON text and from the typed
 *       {@link V3DutchOrder} builder (1,024 orders differing in nonce and amounts).
 * </ul>
 *
 * Run: {@code java -jar benchmarks/target/benchmarks.jar Eip712Benchmark -f 1 -wi 3 -i 5 -w 5s -r 5s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
public class Eip712Benchmark {
  private static final int MESSAGES = 1024;
  private static final String KEY = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
  private static final Address PERMIT2 = Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address ROUTER = Address.of("0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af");

  private final String[] permitDataJson = new String[MESSAGES];
  private final JsonNode[] permitDataTree = new JsonNode[MESSAGES];
  private final String[] typedDataV4Json = new String[MESSAGES];
  private final PermitSingle[] permits = new PermitSingle[MESSAGES];
  private final V3DutchOrder[] orders = new V3DutchOrder[MESSAGES];
  private final String[] orderPermitDataJson = new String[MESSAGES];
  private Eip712Domain arbitrum;
  private Eip712Domain domain;
  private LocalSigner signer;
  private ECKeyPair web3jKey;
  private int next;

  @Setup
  public void setUp() throws IOException {
    domain = Permit2.domain(1, PERMIT2);
    signer = LocalSigner.of(PrivateKey.fromHex(KEY));
    web3jKey = ECKeyPair.create(new BigInteger(KEY.substring(2), 16));
    for (int i = 0; i < MESSAGES; i++) {
      permits[i] = PermitSingle.builder()
          .details(PermitDetails.builder().token(USDC).amount(BigInteger.valueOf(1_000_000L + 7919L * i))
              .expiration(1_738_281_600L + i).nonce(i).build())
          .spender(ROUTER)
          .sigDeadline(BigInteger.valueOf(1_735_691_400L + i))
          .build();
      TypedData typedData = permits[i].toTypedData(domain);
      typedDataV4Json[i] = typedData.toJsonString();
      permitDataJson[i] = apiPermitData(typedData);
      permitDataTree[i] = TradingJson.mapper().readTree(permitDataJson[i]);
    }
    arbitrum = Permit2.domain(42161, PERMIT2);
    for (int i = 0; i < MESSAGES; i++) {
      orders[i] = v3Order(i);
      orderPermitDataJson[i] = apiPermitData(orders[i].toTypedData(arbitrum));
    }
    for (int i = 0; i < MESSAGES; i += 97) {
      if (!TypedData.parse(orderPermitDataJson[i]).digest().equals(orders[i].toTypedData(arbitrum).digest())) {
        throw new IllegalStateException("order digests differ for order " + i);
      }
    }
    // Measure correct work only: both libraries must agree on the digest and the signature.
    for (int i = 0; i < MESSAGES; i += 97) {
      byte[] theirs = new StructuredDataEncoder(typedDataV4Json[i]).hashStructuredData();
      TypedData ours = TypedData.parse(permitDataJson[i]);
      if (!java.util.Arrays.equals(theirs, ours.digest().toBytes())) {
        throw new IllegalStateException("digests differ for message " + i);
      }
      Sign.SignatureData sd = Sign.signTypedData(typedDataV4Json[i], web3jKey);
      Signature expected = signer.sign(ours);
      if (!java.util.Arrays.equals(concat(sd.getR(), sd.getS(), sd.getV()), expected.toBytes())) {
        throw new IllegalStateException("signatures differ for message " + i);
      }
    }
  }

  /** The Trading API's {@code permitData} form: {domain, types without EIP712Domain, values}. */
  private static String apiPermitData(TypedData typedData) {
    ObjectNode v4 = typedData.toJson();
    ObjectNode api = TradingJson.mapper().createObjectNode();
    api.set("domain", v4.get("domain"));
    ObjectNode types = v4.get("types").deepCopy();
    types.remove("EIP712Domain");
    api.set("types", types);
    api.set("values", v4.get("message"));
    return api.toString();
  }

  private static V3DutchOrder v3Order(int i) {
    Address swapper = Address.of("0x0A0c2A3A92bA87B2fD77D74FE812fe4823c6dadb");
    BigInteger out = BigInteger.valueOf(395_012_345_678_901_234L + 7919L * i);
    return V3DutchOrder.builder()
        .info(OrderInfoToSign.builder()
            .reactor(Address.of("0xB274d5F4b833b61B340b654d600A864fB604a87c"))
            .swapper(swapper)
            .nonce(BigInteger.ONE.shiftLeft(200).add(BigInteger.valueOf(i)))
            .deadline(BigInteger.valueOf(1_767_225_600L + i))
            .build())
        .cosigner(Address.of("0x64f0Dd368ea0a08cd1291e1c1722f8048383820e"))
        .startingBaseFee(BigInteger.valueOf(10_000_000L))
        .input(V3DutchInput.builder().token(Address.of("0xaf88d065e77c8cC2239327C5EDb3A432268e5831"))
            .startAmount(BigInteger.valueOf(1_000_000_000L + i)).curve(NonlinearDutchDecay.none())
            .maxAmount(BigInteger.valueOf(1_000_000_000L + i)).adjustmentPerGweiBaseFee(BigInteger.ZERO).build())
        .addOutput(V3DutchOutput.builder().token(Address.of("0x82aF49447D8a07e3bd95BD0d56f35241523fBab1"))
            .startAmount(out)
            .curve(NonlinearDutchDecay.of(List.of(4, 12, 20), List.of(
                BigInteger.valueOf(1_000_000_000_000L), BigInteger.valueOf(2_500_000_000_000L), BigInteger.valueOf(-3_950_123_456_789L))))
            .recipient(swapper)
            .minAmount(out.subtract(BigInteger.valueOf(3_950_123_456_789_012L)))
            .adjustmentPerGweiBaseFee(BigInteger.valueOf(1_250_000_000L))
            .build())
        .build();
  }

  private int nextIndex() {
    int i = next;
    next = (i + 1) & (MESSAGES - 1);
    return i;
  }

  @Benchmark
  public Signature signSdkPermitDataJson() {
    return signer.sign(TypedData.parse(permitDataJson[nextIndex()]));
  }

  @Benchmark
  public Signature signSdkPermitSingleBuilder() {
    return signer.sign(permits[nextIndex()].toTypedData(domain));
  }

  @Benchmark
  public Sign.SignatureData signWeb3jSignTypedData() throws IOException {
    return Sign.signTypedData(typedDataV4Json[nextIndex()], web3jKey);
  }

  @Benchmark
  public Signature signSdkV3DutchOrderPermitDataJson() {
    return signer.sign(TypedData.parse(orderPermitDataJson[nextIndex()]));
  }

  @Benchmark
  public Signature signSdkV3DutchOrderBuilder() {
    return signer.sign(orders[nextIndex()].toTypedData(arbitrum));
  }

  @Benchmark
  public byte[] digestSdkPermitDataJson() {
    return TypedData.parse(permitDataJson[nextIndex()]).digest().toBytes();
  }

  @Benchmark
  public byte[] digestSdkJsonTree() {
    return TypedData.from(permitDataTree[nextIndex()]).digest().toBytes();
  }

  @Benchmark
  public byte[] digestSdkPermitSingleBuilder() {
    return permits[nextIndex()].toTypedData(domain).digest().toBytes();
  }

  @Benchmark
  public byte[] digestWeb3jStructuredDataEncoder() throws IOException {
    return new StructuredDataEncoder(typedDataV4Json[nextIndex()]).hashStructuredData();
  }

  private static byte[] concat(byte[] r, byte[] s, byte[] v) {
    byte[] out = new byte[r.length + s.length + v.length];
    System.arraycopy(r, 0, out, 0, r.length);
    System.arraycopy(s, 0, out, r.length, s.length);
    System.arraycopy(v, 0, out, r.length + s.length, v.length);
    return out;
  }
}
