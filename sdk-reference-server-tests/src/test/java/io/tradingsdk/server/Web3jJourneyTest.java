package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.web3j.abi.FunctionEncoder;
import org.web3j.abi.FunctionReturnDecoder;
import org.web3j.abi.TypeReference;
import org.web3j.abi.datatypes.Address;
import org.web3j.abi.datatypes.Function;
import org.web3j.abi.datatypes.Type;
import org.web3j.abi.datatypes.generated.Uint256;
import org.web3j.crypto.Credentials;
import org.web3j.crypto.RawTransaction;
import org.web3j.crypto.TransactionEncoder;
import org.web3j.protocol.Web3j;
import org.web3j.protocol.core.BatchResponse;
import org.web3j.protocol.core.DefaultBlockParameterName;
import org.web3j.protocol.core.methods.request.Transaction;
import org.web3j.protocol.core.methods.response.EthSendTransaction;
import org.web3j.protocol.core.methods.response.Log;
import org.web3j.protocol.core.methods.response.TransactionReceipt;
import org.web3j.protocol.http.HttpService;
import org.web3j.tx.RawTransactionManager;
import org.web3j.utils.Numeric;

/**
 * An independent client drives the journeys through {@code /rpc/1}: web3j's {@code Web3j} over HTTP, its
 * {@code Credentials} and {@code RawTransactionManager} signing (no SDK code on the chain side), receipts and logs as
 * web3j parses them, {@code eth_call} through its ABI codec, a batch, and a refusal it reads as a node's error.
 */
class Web3jJourneyTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  private Api api;
  private Web3j web3j;
  private final Credentials credentials = Credentials.create(Api.WALLET_KEY);
  private RawTransactionManager transactions;

  @BeforeEach
  void connect() {
    api = Api.overHttp(SERVER.server());
    web3j = Web3j.build(new HttpService(SERVER.rpcUrl(1).toString()));
    transactions = new RawTransactionManager(web3j, credentials, 1);
  }

  @AfterEach
  void disconnect() {
    web3j.shutdown();
  }

  @Test
  void approvalThenSwapSentByWeb3jAndReadBackFromTheirReceipts() throws IOException {
    assertThat(web3j.ethChainId().send().getChainId()).isEqualTo(BigInteger.ONE);
    BigInteger usdcBefore = balanceOf(Api.USDC);

    JsonNode approval = checkApproval().get("approval");
    BigInteger estimate = web3j.ethEstimateGas(Transaction.createFunctionCallTransaction(Api.WALLET, null, null,
        null, approval.get("to").asText(), approval.get("data").asText())).send().getAmountUsed();
    assertThat(estimate).isEqualTo(BigInteger.valueOf(46_000));
    TransactionReceipt approved = mined(send(approval));
    assertThat(approved.isStatusOK()).isTrue();
    List<Log> approvals = logs(approved, Api.USDC, RpcReceiptsTest.APPROVAL);
    assertThat(approvals).hasSize(1);
    assertThat(approvals.get(0).getTopics().get(2)).isEqualTo(JsonRpc.topic(Api.PERMIT2));
    assertThat(checkApproval().get("approval").isNull()).isTrue();

    JsonNode quote = api.quote(Api.quoteRequest(Api.USDC, Api.WETH, "1000000000"));
    ObjectNode body = Api.swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    TransactionReceipt swapped = mined(send(Api.ok(api.post("/swap", body)).get("swap")));
    assertThat(swapped.isStatusOK()).isTrue();
    assertThat(swapped.getEffectiveGasPrice()).isEqualTo(Numeric.toHexStringWithPrefix(RpcReceiptsTest.URGENT_PRICE));
    List<Log> paid = logs(swapped, Api.USDC, RpcReceiptsTest.TRANSFER);
    assertThat(paid).hasSize(1);
    assertThat(paid.get(0).getTopics().get(1)).isEqualTo(JsonRpc.topic(Api.WALLET));
    assertThat(swapped.getLogs()).anySatisfy(log -> assertThat(RpcReceiptsTest.SWAPS).contains(log.getTopics().get(0)));
    String status = api.swapStatus(swapped.getTransactionHash()).get("status").asText();
    assertThat(status).isIn("PENDING", "SUCCESS");

    assertThat(balanceOf(Api.USDC)).isEqualTo(usdcBefore.subtract(BigInteger.valueOf(1_000_000_000)));
  }

  @Test
  void anLpCreatesTokenIdComesFromTheReceiptWeb3jParsed() throws IOException {
    JsonNode approvals = api.lpCheckApproval(Api.WALLET, "V3", "CREATE", false, Api.WETH, "10000000000000000000",
        Api.USDT, "100000000000");
    for (JsonNode approval : approvals.get("transactions")) {
      assertThat(mined(send(approval.get("transaction"))).isStatusOK()).isTrue();
    }
    JsonNode create = Api.ok(api.post("/lp/create", LpRequests.v3Create(api, "3000000000"))).get("create");
    TransactionReceipt receipt = mined(send(create));
    List<Log> minted = logs(receipt, LpLifecycleTest.V3_MANAGER, RpcReceiptsTest.TRANSFER);
    assertThat(minted).hasSize(1);
    BigInteger tokenId = Numeric.toBigInt(minted.get(0).getTopics().get(3));
    assertThat(SERVER.server().chain().positionIds()).contains(tokenId.toString());

    Function ownerOf = new Function("ownerOf", List.of(new Uint256(tokenId)), List.of(new TypeReference<Address>() { }));
    String answer = web3j.ethCall(Transaction.createEthCallTransaction(Api.WALLET, LpLifecycleTest.V3_MANAGER,
        FunctionEncoder.encode(ownerOf)), DefaultBlockParameterName.LATEST).send().getValue();
    List<Type> owner = FunctionReturnDecoder.decode(answer, ownerOf.getOutputParameters());
    assertThat(owner.get(0).getValue().toString()).isEqualToIgnoringCase(Api.WALLET);
  }

  @Test
  void aBatchAnswersEveryRequest() throws IOException {
    BatchResponse batch = web3j.newBatch()
        .add(web3j.ethChainId())
        .add(web3j.ethBlockNumber())
        .add(web3j.ethGetBalance(Api.WALLET, DefaultBlockParameterName.LATEST))
        .add(web3j.ethGetTransactionCount(Api.WALLET, DefaultBlockParameterName.PENDING))
        .send();
    assertThat(batch.getResponses()).hasSize(4);
    assertThat(batch.getResponses()).allSatisfy(response -> assertThat(response.hasError()).isFalse());
    assertThat(((org.web3j.protocol.core.methods.response.EthGetBalance) batch.getResponses().get(2)).getBalance())
        .isEqualTo(new BigInteger("10000000000000000000000"));
  }

  @Test
  void whatANodeRefusesWeb3jSeesAsANodeError() throws IOException {
    // Signed by web3j's own encoder: a tip above the fee cap, which web3j does not check itself.
    RawTransaction tipAboveCap = RawTransaction.createTransaction(1, BigInteger.ZERO, BigInteger.valueOf(21_000),
        "0x000000000000000000000000000000000000dEaD", BigInteger.ONE, "0x",
        BigInteger.valueOf(3_000_000_000L), BigInteger.valueOf(2_000_000_000L));
    String raw = Numeric.toHexString(TransactionEncoder.signMessage(tipAboveCap, 1, credentials));
    EthSendTransaction refused = web3j.ethSendRawTransaction(raw).send();
    assertThat(refused.hasError()).isTrue();
    assertThat(refused.getError().getCode()).isEqualTo(-32000);
    assertThat(refused.getError().getMessage()).isEqualTo("max priority fee per gas higher than max fee per gas");

    RawTransaction plain = RawTransaction.createTransaction(1, BigInteger.ZERO, BigInteger.valueOf(21_000),
        "0x000000000000000000000000000000000000dEaD", BigInteger.ONE, "0x",
        BigInteger.valueOf(2_000_000_000L), BigInteger.valueOf(5_000_000_000L));
    String sent = Numeric.toHexString(TransactionEncoder.signMessage(plain, 1, credentials));
    assertThat(web3j.ethSendRawTransaction(sent).send().hasError()).isFalse();
    EthSendTransaction replay = web3j.ethSendRawTransaction(sent).send();
    assertThat(replay.getError().getMessage()).isEqualTo("nonce too low: next nonce 1, tx nonce 0");
  }

  /** Signs and sends an API transaction with web3j's RawTransactionManager (it reads the nonce itself). */
  private String send(JsonNode tx) throws IOException {
    EthSendTransaction sent = transactions.sendEIP1559Transaction(1, new BigInteger(tx.get("maxPriorityFeePerGas")
            .asText()), new BigInteger(tx.get("maxFeePerGas").asText()), new BigInteger(tx.get("gasLimit").asText()),
        tx.get("to").asText(), tx.get("data").asText(), Numeric.decodeQuantity(tx.get("value").asText()), false);
    assertThat(sent.hasError()).as(() -> sent.getError().getMessage()).isFalse();
    return sent.getTransactionHash();
  }

  /** The receipt, there at once: the simulated chain mines a transaction as it takes it. */
  private TransactionReceipt mined(String hash) throws IOException {
    return web3j.ethGetTransactionReceipt(hash).send().getTransactionReceipt().orElseThrow();
  }

  private static List<Log> logs(TransactionReceipt receipt, String address, String topic) {
    return receipt.getLogs().stream()
        .filter(log -> log.getAddress().equalsIgnoreCase(address) && log.getTopics().get(0).equals(topic)).toList();
  }

  private BigInteger balanceOf(String token) throws IOException {
    Function balanceOf = new Function("balanceOf", List.of(new Address(Api.WALLET)),
        List.of(new TypeReference<Uint256>() { }));
    String answer = web3j.ethCall(Transaction.createEthCallTransaction(Api.WALLET, token,
        FunctionEncoder.encode(balanceOf)), DefaultBlockParameterName.LATEST).send().getValue();
    return (BigInteger) FunctionReturnDecoder.decode(answer, balanceOf.getOutputParameters()).get(0).getValue();
  }

  private JsonNode checkApproval() {
    return Api.ok(api.post("/check_approval", Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','token':'"
        + Api.USDC + "','amount':'1000000000','chainId':1}")));
  }
}
