package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.codec.Rlp;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.TransactionFill;
import io.tradingsdk.signing.tx.TransactionRequests;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A wallet's JSON-RPC view of one simulated chain, in-process: calls to {@code /rpc/{chainId}} on an {@link Api}'s
 * handler, and the transactions the API returns signed with the development wallet's key and sent as raw
 * transactions, as a wallet sends them.
 */
final class JsonRpc {
  final Api api;
  final long chainId;
  private int nextId = 1;

  JsonRpc(Api api, long chainId) {
    this.api = api;
    this.chainId = chainId;
  }

  /** POSTs a body to this chain's endpoint. */
  ApiResponse post(String body) {
    return api.handler.handle(ApiRequest.builder("POST", "/rpc/" + chainId).header("content-type", "application/json")
        .body(body).build());
  }

  /** One request object. */
  ObjectNode request(String method, Object... params) {
    ObjectNode request = Api.object();
    request.put("jsonrpc", "2.0");
    request.put("id", nextId++);
    request.put("method", method);
    ArrayNode list = request.putArray("params");
    for (Object param : params) {
      list.add(TradingJson.mapper().valueToTree(param));
    }
    return request;
  }

  /** The whole answer to one call. */
  JsonNode call(String method, Object... params) {
    ObjectNode request = request(method, params);
    ApiResponse response = post(request.toString());
    JsonNode answer = response.json();
    assertThat(answer.get("jsonrpc").asText()).isEqualTo("2.0");
    assertThat(answer.get("id")).isEqualTo(request.get("id"));
    return answer;
  }

  /** The result of a call that must succeed. */
  JsonNode result(String method, Object... params) {
    JsonNode answer = call(method, params);
    assertThat(answer.has("error")).as(method + " answered " + answer).isFalse();
    return answer.get("result");
  }

  String text(String method, Object... params) {
    return result(method, params).asText();
  }

  /** The error of a call that must fail. */
  JsonNode error(String method, Object... params) {
    JsonNode answer = call(method, params);
    assertThat(answer.has("result")).as(method + " answered " + answer).isFalse();
    return answer.get("error");
  }

  long nonce(String address) {
    return new BigInteger(text("eth_getTransactionCount", address, "latest").substring(2), 16).longValueExact();
  }

  BigInteger balance(String address) {
    return quantity(text("eth_getBalance", address, "latest"));
  }

  /** ERC-20 {@code balanceOf} through {@code eth_call}. */
  BigInteger tokenBalance(String token, String owner) {
    ObjectNode call = Api.object();
    call.put("to", token);
    call.put("data", "0x70a08231" + "0".repeat(24) + owner.substring(2).toLowerCase(java.util.Locale.ROOT));
    return quantity(text("eth_call", call, "latest"));
  }

  static BigInteger quantity(String hex) {
    return new BigInteger(hex.substring(2).isEmpty() ? "0" : hex.substring(2), 16);
  }

  /** A transaction the API returned, signed by the wallet at its next nonce (sdk-signing), as raw hex. */
  String sign(JsonNode apiTransaction) {
    return sign(apiTransaction, api.signer, nonce(apiTransaction.get("from").asText()));
  }

  String sign(JsonNode apiTransaction, Signer signer, long nonce) {
    TransactionRequest request = TradingJson.mapper().convertValue(apiTransaction, TransactionRequest.class);
    return TransactionRequests.toUnsigned(request, TransactionFill.builder().nonce(nonce).build()).sign(signer)
        .rawHex();
  }

  /** Signs and sends a transaction the API returned; returns its hash. */
  String send(JsonNode apiTransaction) {
    return text("eth_sendRawTransaction", sign(apiTransaction));
  }

  /** The receipt of a mined transaction. */
  JsonNode receipt(String hash) {
    JsonNode receipt = result("eth_getTransactionReceipt", hash);
    assertThat(receipt.isObject()).as("receipt of " + hash).isTrue();
    return receipt;
  }

  /** The logs of a receipt with topic 0 {@code topic}, emitted by {@code address}. */
  static List<JsonNode> logs(JsonNode receipt, String address, String topic) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode log : receipt.get("logs")) {
      if (log.get("address").asText().equalsIgnoreCase(address) && log.get("topics").get(0).asText().equals(topic)) {
        out.add(log);
      }
    }
    return out;
  }

  /** An address as an indexed topic. */
  static String topic(String address) {
    return "0x" + "0".repeat(24) + address.substring(2).toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * A typed transaction encoded field by field and signed over its digest, for the raw transactions sdk-signing's
   * builders refuse to make (a tip above the fee cap, a type-4 transaction without authorizations).
   *
   * @param fields the RLP-encoded fields after the type byte, before the signature
   */
  static String handEncoded(int type, List<byte[]> fields, Signer signer) {
    byte[] payload = typed(type, Rlp.encodeList(fields));
    Signature signature = signer.signDigest(Bytes32.of(Keccak.hash(payload)));
    List<byte[]> signedFields = new ArrayList<>(fields);
    signedFields.add(Rlp.encodeUint(signature.yParity()));
    signedFields.add(Rlp.encodeUint(signature.r()));
    signedFields.add(Rlp.encodeUint(signature.s()));
    return io.tradingsdk.signing.Hex.encode(typed(type, Rlp.encodeList(signedFields)));
  }

  /** The fields of an EIP-1559 transaction (no access list), before its signature. */
  static List<byte[]> eip1559Fields(long chainId, long nonce, BigInteger tip, BigInteger maxFee, long gas, String to,
      BigInteger value, byte[] data) {
    List<byte[]> fields = new ArrayList<>();
    fields.add(Rlp.encodeUint(chainId));
    fields.add(Rlp.encodeUint(nonce));
    fields.add(Rlp.encodeUint(tip));
    fields.add(Rlp.encodeUint(maxFee));
    fields.add(Rlp.encodeUint(gas));
    fields.add(Rlp.encodeString(io.tradingsdk.signing.Hex.decode(to, "to")));
    fields.add(Rlp.encodeUint(value));
    fields.add(Rlp.encodeString(data));
    fields.add(Rlp.encodeList(List.of()));
    return fields;
  }

  private static byte[] typed(int type, byte[] list) {
    byte[] out = new byte[list.length + 1];
    out[0] = (byte) type;
    System.arraycopy(list, 0, out, 1, list.length);
    return out;
  }

  /** The same signed transaction with its signature's s replaced by n - s (and the parity flipped): high s. */
  static String withHighS(String raw) {
    SignedTransaction signed = SignedTransaction.decode(raw);
    BigInteger n = new BigInteger("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16);
    byte[] bytes = signed.raw();
    List<io.tradingsdk.signing.codec.RlpItem> items = Rlp.decode(java.util.Arrays.copyOfRange(bytes, 1,
        bytes.length)).items();
    List<byte[]> fields = new ArrayList<>();
    for (int i = 0; i < items.size() - 3; i++) {
      fields.add(items.get(i).encoded());
    }
    fields.add(Rlp.encodeUint(1 - signed.signature().yParity()));
    fields.add(Rlp.encodeUint(signed.signature().r()));
    fields.add(Rlp.encodeUint(n.subtract(signed.signature().s())));
    return io.tradingsdk.signing.Hex.encode(typed(bytes[0], Rlp.encodeList(fields)));
  }
}
