package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** /wallet/encode_7702 and /wallet/encode_4337 over loopback HTTP. */
class WalletEncodeTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension
      .configured(b -> b.configure(c -> c.nanoTime(() -> 1L)))
      .resetBeforeEach();

  static final String DELEGATE = "0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00";
  static final String SPENDER = "0x1111111111111111111111111111111111111111";
  static final String RECIPIENT = "0x2222222222222222222222222222222222222222";

  private Api http;

  @BeforeEach
  void start() {
    http = Api.overHttp(SERVER.server());
  }

  /** One call of a batch, as the test expects it back. */
  static final class Call {
    final String to;
    final BigInteger value;
    final String data;

    Call(String to, BigInteger value, String data) {
      this.to = to.toLowerCase(Locale.ROOT);
      this.value = value;
      this.data = data.toLowerCase(Locale.ROOT);
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Call && ((Call) other).to.equals(to) && ((Call) other).value.equals(value)
          && ((Call) other).data.equals(data);
    }

    @Override
    public int hashCode() {
      return to.hashCode();
    }

    @Override
    public String toString() {
      return to + " " + value + " " + data;
    }
  }

  private static String approve(String spender, BigInteger amount) {
    return "0x095ea7b3" + word(new BigInteger(spender.substring(2), 16)) + word(amount);
  }

  private static String word(BigInteger value) {
    return String.format("%64s", value.toString(16)).replace(' ', '0');
  }

  private static ObjectNode call(String to, String data, String value, long chainId) {
    ObjectNode call = Api.object();
    call.put("to", to);
    call.put("from", Api.WALLET);
    call.put("data", data);
    call.put("value", value);
    call.put("chainId", chainId);
    return call;
  }

  private static ObjectNode encode7702(ObjectNode... calls) {
    ObjectNode body = Api.object();
    for (ObjectNode call : calls) {
      body.withArray("calls").add(call);
    }
    body.put("smartContractDelegationAddress", DELEGATE);
    body.put("walletAddress", Api.WALLET);
    return body;
  }

  /**
   * Decodes ERC-7821 {@code execute(bytes32 mode, bytes executionData)} whose data is {@code
   * abi.encode((address,uint256,bytes)[])}, independently of the server's encoder.
   */
  static List<Call> decodeBatch(String calldata) {
    assertThat(calldata).startsWith("0xe9ae5c53");
    byte[] args = hex(calldata.substring(10));
    assertThat(args[0]).isEqualTo((byte) 0x01); // batch mode
    int executionData = uint(args, 32) + 32; // skip the bytes length word
    int array = executionData + uint(args, executionData);
    int count = uint(args, array);
    List<Call> calls = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int tuple = array + 32 + uint(args, array + 32 + 32 * i);
      String to = "0x" + hexOf(args, tuple + 12, 20);
      BigInteger value = new BigInteger(1, java.util.Arrays.copyOfRange(args, tuple + 32, tuple + 64));
      int bytes = tuple + uint(args, tuple + 64);
      int length = uint(args, bytes);
      calls.add(new Call(to, value, "0x" + hexOf(args, bytes + 32, length)));
    }
    return calls;
  }

  private static int uint(byte[] data, int offset) {
    return new BigInteger(1, java.util.Arrays.copyOfRange(data, offset, offset + 32)).intValueExact();
  }

  private static byte[] hex(String digits) {
    byte[] out = new byte[digits.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(digits.substring(2 * i, 2 * i + 2), 16);
    }
    return out;
  }

  private static String hexOf(byte[] data, int offset, int length) {
    StringBuilder out = new StringBuilder();
    for (int i = offset; i < offset + length; i++) {
      out.append(String.format("%02x", data[i]));
    }
    return out.toString();
  }

  @Test
  void encode7702CalldataDecodesBackToTheCallsGiven() {
    String approveUsdc = approve(SPENDER, BigInteger.valueOf(5_000_000));
    ObjectNode body = encode7702(
        call(Api.USDC, approveUsdc, "0x0", 1),
        call(RECIPIENT, "0x", "0x2386f26fc10000", 1),
        call(Api.WETH, "0xd0e30db0", "0xde0b6b3a7640000", 1));
    JsonNode encoded = ok(http.post("/wallet/encode_7702", body)).get("encoded");
    assertThat(encoded.get("to").asText()).isEqualTo(Api.WALLET);
    assertThat(encoded.get("from").asText()).isEqualTo(Api.WALLET);
    assertThat(encoded.get("chainId").asLong()).isEqualTo(1);
    assertThat(new BigInteger(encoded.get("value").asText().substring(2), 16))
        .isEqualTo(new BigInteger("10000000000000000").add(new BigInteger("1000000000000000000")));
    assertThat(encoded.get("gasLimit").asText()).matches("[1-9][0-9]*");
    assertThat(decodeBatch(encoded.get("data").asText())).containsExactly(
        new Call(Api.USDC, BigInteger.ZERO, approveUsdc),
        new Call(RECIPIENT, new BigInteger("10000000000000000"), "0x"),
        new Call(Api.WETH, new BigInteger("1000000000000000000"), "0xd0e30db0"));
  }

  @Test
  void theSwap7702BatchDecodesWithTheSameRules() {
    // The same encoder as /swap_7702: its batch decodes the same way.
    JsonNode quote = ok(http.post("/quote", Api.quoteRequest(Api.USDC, Api.WETH, "1000000000")));
    ObjectNode swap = Api.object();
    swap.set("quote", quote.get("quote"));
    swap.set("permitData", quote.get("permitData"));
    List<Call> calls = decodeBatch(ok(http.post("/swap_7702", swap)).get("swap").get("data").asText());
    assertThat(calls).hasSize(3);
    assertThat(calls.get(0).to).isEqualTo(Api.USDC.toLowerCase(Locale.ROOT));
    assertThat(calls.get(2).data).startsWith("0x3593564c");
  }

  @Test
  void aMinedBatchDelegatesTheWalletAndRunsItsCalls() {
    ObjectNode body = encode7702(call(Api.USDC, approve(SPENDER, BigInteger.valueOf(7)), "0x0", 1));
    JsonNode encoded = ok(http.post("/wallet/encode_7702", body)).get("encoded");
    assertThat(SERVER.server().chain().allowance(1, Api.WALLET, Api.USDC, SPENDER)).isZero();
    http.submit(encoded);
    assertThat(SERVER.server().chain().allowance(1, Api.WALLET, Api.USDC, SPENDER)).isEqualTo(BigInteger.valueOf(7));
    assertThat(SERVER.server().chain().delegation(1, Api.WALLET)).hasValueSatisfying(
        delegate -> assertThat(delegate).isEqualToIgnoringCase(DELEGATE));
  }

  @Test
  void encode7702Errors() {
    ObjectNode mixed = encode7702(call(Api.USDC, "0x", "0x0", 1), call(Api.USDC, "0x", "0x0", 8453));
    assertThat(error(http.post("/wallet/encode_7702", mixed), 400, "RequestValidationError"))
        .isEqualTo("\"calls[1].chainId\" must be 1, the chainId of calls[0]: a batch runs on one chain");
    ObjectNode empty = encode7702();
    empty.putArray("calls");
    assertThat(error(http.post("/wallet/encode_7702", empty), 400, "RequestValidationError"))
        .isEqualTo("\"calls\" must contain at least 1 items");
    ObjectNode badData = encode7702(call(Api.USDC, "0x123", "0x0", 1));
    assertThat(error(http.post("/wallet/encode_7702", badData), 400, "RequestValidationError"))
        .startsWith("\"calls[0].data\" with value \"0x123\" fails to match");
    ObjectNode noDelegate = encode7702(call(Api.USDC, "0x", "0x0", 1));
    noDelegate.remove("smartContractDelegationAddress");
    assertThat(error(http.post("/wallet/encode_7702", noDelegate), 400, "RequestValidationError"))
        .isEqualTo("\"smartContractDelegationAddress\" is required");
    ObjectNode foreign = encode7702(call(Api.USDC, "0x", "0x0", 1));
    ((ObjectNode) foreign.get("calls").get(0)).put("from", SPENDER);
    assertThat(error(http.post("/wallet/encode_7702", foreign), 400, "RequestValidationError"))
        .startsWith("\"calls[0].from\" must be walletAddress");
    ObjectNode outsideTheApi = encode7702(call(Api.USDC, "0x", "0x0", 2));
    assertThat(http.post("/wallet/encode_7702", outsideTheApi).status()).isEqualTo(400);
  }

  private static ObjectNode encode4337(String sender) {
    ObjectNode body = Api.object();
    ObjectNode call = body.withArray("calls").addObject();
    call.put("to", Api.USDC);
    call.put("data", approve(SPENDER, BigInteger.ONE));
    call.put("value", "0x0");
    body.put("sender", sender);
    body.put("chainId", 8453);
    return body;
  }

  @Test
  void encode4337ReturnsAUserOperationForTheBatch() {
    SERVER.server().chain().setDelegation(8453, Api.WALLET, DELEGATE);
    JsonNode response = ok(http.post("/wallet/encode_4337", encode4337(Api.WALLET)));
    JsonNode operation = response.get("userOperation");
    assertThat(operation.get("sender").asText()).isEqualTo(Api.WALLET);
    assertThat(operation.get("nonce").asText()).isEqualTo("0x0");
    assertThat(decodeBatch(operation.get("callData").asText()))
        .containsExactly(new Call(Api.USDC, BigInteger.ZERO, approve(SPENDER, BigInteger.ONE)));
    for (String gas : new String[] {"callGasLimit", "verificationGasLimit", "preVerificationGas", "maxFeePerGas",
        "maxPriorityFeePerGas"}) {
      assertThat(operation.get(gas).asText()).as(gas).matches("0x[1-9a-f][0-9a-f]*");
    }
    assertThat(operation.get("signature").asText()).matches("0x0{130}");
    assertThat(operation.has("paymaster")).isFalse();
    assertThat(response.get("gasSponsored").asBoolean()).isFalse();
    assertThat(response.has("gasSponsorshipRejectionReason")).isFalse();
  }

  @Test
  void aPaymasterSponsorsUnlessACallMovesNativeValue() {
    ObjectNode body = encode4337(RECIPIENT);
    body.put("paymasterUrl", "https://paymaster.example/rpc");
    body.putObject("paymasterServiceContext").put("policyId", "p-1");
    ObjectNode auth = body.putObject("eip7702Auth");
    auth.put("address", DELEGATE);
    auth.put("chainId", "0x2105");
    auth.put("nonce", "0x0");
    auth.put("r", "0x" + "11".repeat(32));
    auth.put("s", "0x" + "22".repeat(32));
    auth.put("yParity", "0x1");
    JsonNode sponsored = ok(http.post("/wallet/encode_4337", body));
    assertThat(sponsored.get("gasSponsored").asBoolean()).isTrue();
    assertThat(sponsored.get("sponsorMetadata").get("name").asText()).isNotEmpty();
    assertThat(sponsored.get("userOperation").get("paymaster").asText()).matches("0x[0-9a-fA-F]{40}");
    assertThat(sponsored.get("userOperation").get("eip7702Auth")).isEqualTo(auth);

    ((ObjectNode) body.get("calls").get(0)).put("value", "1000");
    JsonNode refused = ok(http.post("/wallet/encode_4337", body));
    assertThat(refused.get("gasSponsored").asBoolean()).isFalse();
    assertThat(refused.get("gasSponsorshipRejectionReason").asText()).contains("native value");
    assertThat(refused.get("userOperation").has("paymaster")).isFalse();
  }

  @Test
  void encode4337Errors() {
    assertThat(error(http.post("/wallet/encode_4337", encode4337(RECIPIENT)), 400, "RequestValidationError"))
        .isEqualTo("\"eip7702Auth\" is required: sender " + RECIPIENT + " is not delegated to a smart wallet on chain 8453");
    ObjectNode badUrl = encode4337(RECIPIENT);
    badUrl.put("paymasterUrl", "not a url");
    assertThat(error(http.post("/wallet/encode_4337", badUrl), 400, "RequestValidationError"))
        .isEqualTo("\"paymasterUrl\" must be a valid uri");
    ObjectNode noCalls = encode4337(RECIPIENT);
    noCalls.remove("calls");
    assertThat(error(http.post("/wallet/encode_4337", noCalls), 400, "RequestValidationError"))
        .isEqualTo("\"calls\" is required");
    ObjectNode badAuth = encode4337(RECIPIENT);
    badAuth.putObject("eip7702Auth").put("address", DELEGATE);
    assertThat(error(http.post("/wallet/encode_4337", badAuth), 400, "RequestValidationError"))
        .isEqualTo("\"eip7702Auth.chainId\" is required");
  }
}
