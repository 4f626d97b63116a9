package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.codec.Rlp;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.LegacyTransaction;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What {@code eth_sendRawTransaction} refuses, each with the code and message a geth node sends, and that a refused
 * transaction changes nothing.
 */
class RpcRefusalsTest {
  private static final BigInteger BASE_FEE = BigInteger.valueOf(1_328_256_843L);
  private static final BigInteger TIP = BigInteger.valueOf(2_000_000_000L);
  private static final BigInteger MAX_FEE = BASE_FEE.multiply(BigInteger.TWO).add(TIP);
  private static final String DEAD = "0x000000000000000000000000000000000000dEaD";

  private final Api api = new Api();
  private final JsonRpc chain = new JsonRpc(api, 1);

  /** Every refusal leaves the wallet as it was: no nonce used, no gas paid, no allowance given. */
  @AfterEach
  void nothingChanged() {
    if (chain.nonce(Api.WALLET) == 0) {
      assertThat(chain.balance(Api.WALLET)).isIn(new BigInteger("10000000000000000000000"), BigInteger.valueOf(1000));
      assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isZero();
    }
  }

  @Test
  void bytesThatAreNoTransactionAreRefusedAsRlpOrAsAnUnsupportedType() {
    assertRefused("0xf86b01", "rlp: "); // a list header promising more than follows
    assertRefused("0xc0", "rlp: "); // an empty list: no legacy transaction
    assertRefused("0x1234", "transaction type not supported");
    assertRefused(io.tradingsdk.signing.Hex.encode(concat(new byte[] {1}, Rlp.encodeList(List.of()))),
        "transaction type not supported");
  }

  @Test
  void aTransactionForAnotherChainIsRefused() {
    JsonNode approval = approval(10, "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85");
    assertRefused(chain.sign(approval, api.signer, 0), "invalid sender: invalid chain id for signer: have 10 want 1");
  }

  @Test
  void aSignatureWithHighSIsRefused() {
    String raw = chain.sign(approval(1, Api.USDC), api.signer, 0);
    assertRefused(JsonRpc.withHighS(raw), "invalid sender: invalid transaction v, r, s values");
  }

  @Test
  void aSignatureWithoutReplayProtectionIsRefused() {
    List<byte[]> fields = List.of(Rlp.encodeUint(0), Rlp.encodeUint(MAX_FEE), Rlp.encodeUint(21_000),
        Rlp.encodeString(Address.of(DEAD).toBytes()), Rlp.encodeUint(1), Rlp.encodeString(new byte[0]));
    Signature signature = api.signer.signDigest(Bytes32.of(Keccak.hash(Rlp.encodeList(fields))));
    List<byte[]> signed = new ArrayList<>(fields);
    signed.add(Rlp.encodeUint(27 + signature.yParity()));
    signed.add(Rlp.encodeUint(signature.r()));
    signed.add(Rlp.encodeUint(signature.s()));
    assertRefused(io.tradingsdk.signing.Hex.encode(Rlp.encodeList(signed)),
        "only replay-protected (EIP-155) transactions allowed over RPC");
  }

  @Test
  void gasBelowTheIntrinsicIsRefused() {
    assertRefused(transfer(0, 20_000, TIP, MAX_FEE), "intrinsic gas too low: gas 20000, minimum needed 21000");
    String raw = Eip1559Transaction.builder().chainId(1).nonce(0).gasLimit(40_000_000).maxPriorityFeePerGas(TIP)
        .maxFeePerGas(MAX_FEE).to(Address.of(DEAD)).build().sign(api.signer).rawHex();
    assertRefused(raw, "exceeds block gas limit");
  }

  @Test
  void aTipAboveTheFeeCapIsRefused() {
    String raw = JsonRpc.handEncoded(2, JsonRpc.eip1559Fields(1, 0, BigInteger.valueOf(3_000_000_000L),
        BigInteger.valueOf(2_000_000_000L), 21_000, DEAD, BigInteger.ONE, new byte[0]), api.signer);
    assertRefused(raw, "max priority fee per gas higher than max fee per gas");
  }

  @Test
  void aFeeCapBelowTheBaseFeeIsRefused() {
    assertRefused(transfer(0, 21_000, BigInteger.ONE, BigInteger.ONE), "max fee per gas less than block base fee:"
        + " address 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, maxFeePerGas: 1, baseFee: 1328256843");
    String legacy = LegacyTransaction.builder().chainId(1).nonce(0).gasLimit(21_000).gasPrice(1_000_000_000L)
        .to(Address.of(DEAD)).build().sign(api.signer).rawHex();
    assertRefused(legacy, "max fee per gas less than block base fee: address"
        + " 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, maxFeePerGas: 1000000000, baseFee: 1328256843");
  }

  @Test
  void aReplayedTransactionAndAnyOtherUsedNonceAreTooLow() {
    String raw = chain.sign(approval(1, Api.USDC), api.signer, 0);
    String hash = chain.text("eth_sendRawTransaction", raw);
    assertThat(chain.receipt(hash).get("status").asText()).isEqualTo("0x1");
    JsonNode replay = chain.error("eth_sendRawTransaction", raw);
    assertThat(replay.get("code").asInt()).isEqualTo(-32000);
    assertThat(replay.get("message").asText()).isEqualTo("nonce too low: next nonce 1, tx nonce 0");
    assertRefused(transfer(0, 21_000, TIP, MAX_FEE), "nonce too low: next nonce 1, tx nonce 0");
    assertThat(chain.nonce(Api.WALLET)).isEqualTo(1);
  }

  @Test
  void aNonceAheadOfTheAccountIsRefusedNotQueued() {
    assertRefused(transfer(9, 21_000, TIP, MAX_FEE), "nonce too high: next nonce 0, tx nonce 9");
    assertThat(chain.result("eth_getBlockByNumber", "latest", false).get("transactions")).isEmpty();
  }

  @Test
  void aSenderThatCannotPayGasTimesPricePlusValueIsRefused() {
    api.handler.chain().setNativeBalance(1, Api.WALLET, BigInteger.valueOf(1000));
    BigInteger cost = MAX_FEE.multiply(BigInteger.valueOf(21_000)).add(BigInteger.ONE);
    assertRefused(transfer(0, 21_000, TIP, MAX_FEE), "insufficient funds for gas * price + value: balance 1000,"
        + " tx cost " + cost + ", overshot " + cost.subtract(BigInteger.valueOf(1000)));
  }

  @Test
  void a7702TransactionWithoutAuthorizationsIsRefused() {
    List<byte[]> fields = new ArrayList<>(JsonRpc.eip1559Fields(1, 0, TIP, MAX_FEE, 100_000, Api.WALLET,
        BigInteger.ZERO, new byte[0]));
    fields.add(Rlp.encodeList(List.of())); // the empty authorization list
    assertRefused(JsonRpc.handEncoded(4, fields, api.signer), "EIP-7702 transaction with empty auth list");
  }

  @Test
  void contractCreationIsNotSimulated() {
    String raw = Eip1559Transaction.builder().chainId(1).nonce(0).gasLimit(100_000).maxPriorityFeePerGas(TIP)
        .maxFeePerGas(MAX_FEE).contractCreation().data(new byte[] {0x60, 0x00}).build().sign(api.signer).rawHex();
    assertRefused(raw, "contract creation is not supported: the reference server's chains run no EVM, only the"
        + " contracts they simulate");
  }

  @Test
  void aCallThatWouldRevertIsExecutionRevertedWithCode3() {
    // A V3 position created without approving the position manager: the mint would revert.
    JsonNode create = Api.ok(api.post("/lp/create", LpRequests.v3Create(api, "1000000"))).get("create");
    Map<String, String> call = Map.of("from", Api.WALLET, "to", create.get("to").asText(), "data",
        create.get("data").asText());
    JsonNode estimate = chain.error("eth_estimateGas", call);
    assertThat(estimate.get("code").asInt()).isEqualTo(3);
    assertThat(estimate.get("message").asText()).isEqualTo("execution reverted");
    assertThat(estimate.get("data").asText()).isEqualTo("0x");
    assertThat(chain.error("eth_call", call, "latest").get("code").asInt()).isEqualTo(3);
  }

  @Test
  void badParametersNameTheArgument() {
    JsonNode error = chain.error("eth_sendRawTransaction", "f86b");
    assertThat(error.get("code").asInt()).isEqualTo(-32602);
    assertThat(error.get("message").asText()).isEqualTo("invalid argument 0: hex string without 0x prefix");
    assertThat(chain.error("eth_getTransactionReceipt", "0x12").get("message").asText())
        .isEqualTo("invalid argument 0: hex string has length 2, want 64 for common.Hash");
  }

  private void assertRefused(String raw, String message) {
    JsonNode error = chain.error("eth_sendRawTransaction", raw);
    assertThat(error.get("code").asInt()).as(error.toString()).isEqualTo(-32000);
    if (message.endsWith(" ")) {
      assertThat(error.get("message").asText()).startsWith(message);
    } else {
      assertThat(error.get("message").asText()).isEqualTo(message);
    }
  }

  private JsonNode approval(long chainId, String token) {
    return Api.ok(api.post("/check_approval", Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','token':'" + token
        + "','amount':'1000000','chainId':" + chainId + "}"))).get("approval");
  }

  /** One wei to a dead address, signed by the wallet with sdk-signing. */
  private String transfer(long nonce, long gas, BigInteger tip, BigInteger maxFee) {
    return Eip1559Transaction.builder().chainId(1).nonce(nonce).gasLimit(gas).maxPriorityFeePerGas(tip)
        .maxFeePerGas(maxFee).to(Address.of(DEAD)).value(BigInteger.ONE).build().sign(api.signer).rawHex();
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = new byte[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
