package io.tradingsdk.cli;

import static io.tradingsdk.cli.Run.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.CallRequest;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.Contracts;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code trading tx send}, {@code tx receipt} and {@code approval --execute} against a real node: anvil, started by
 * sdk-wallet's test support (its test jar), one per test JVM, each test isolated by a snapshot.
 *
 * <p>Each test signs with its own key: the CLI's senders share the JVM's nonce manager, which remembers nonces
 * that a snapshot revert takes back.
 */
@ExtendWith(AnvilExtension.class)
class TxOnAnvilTest {
  private static final BigInteger ONE_ETHER = BigInteger.TEN.pow(18);
  private static final Address RECIPIENT = Address.of("0x000000000000000000000000000000000000dEaD");

  @TempDir Path dir;

  /** A funded wallet whose key file is in {@link #dir}. */
  private LocalSigner wallet(Anvil anvil, int seed) throws IOException {
    byte[] key = new byte[32];
    key[0] = 0x3c;
    key[31] = (byte) seed;
    LocalSigner signer = LocalSigner.of(PrivateKey.fromBytes(key));
    anvil.fund(signer.address(), ONE_ETHER.multiply(BigInteger.TEN));
    Files.writeString(dir.resolve("wallet.key"), Hex.encode(key));
    return signer;
  }

  private Path keyFile() {
    return dir.resolve("wallet.key");
  }

  private Path file(String json) throws IOException {
    Path file = Files.createTempFile(dir, "tx", ".json");
    Files.writeString(file, json.replace('\'', '"'));
    return file;
  }

  @Test
  void sendFillsNonceFeesAndGasFromTheNodeAndLands(Anvil anvil) throws IOException {
    wallet(anvil, 1);
    Path tx = file("{'to':'" + RECIPIENT + "','value':'1000','chainId':31337}");
    Run sent = run("tx", "send", "--rpc-url", anvil.url(), "--key-file", keyFile().toString(), tx.toString());
    assertThat(sent.exit()).as(sent.err()).isZero();
    JsonNode line = sent.jsonLines().get(0);
    assertThat(line.get("status").textValue()).isEqualTo("success");
    assertThat(line.get("gasUsed").textValue()).isEqualTo("21000");
    assertThat(anvil.rpc().getBalance(RECIPIENT, BlockTag.LATEST)).isGreaterThanOrEqualTo(BigInteger.valueOf(1000));

    Run receipt = run("tx", "receipt", "--rpc-url", anvil.url(), line.get("hash").textValue());
    assertThat(receipt.exit()).as(receipt.err()).isZero();
    assertThat(receipt.jsonLines().get(0)).isEqualTo(line);
  }

  @Test
  void aSignedLegacyTransactionAndATypeFourDelegationBothLand(Anvil anvil) throws IOException {
    LocalSigner signer = wallet(anvil, 2);
    Run legacy = run("tx", "send", "--rpc-url", anvil.url(), "--key-file", keyFile().toString(),
        file("{'to':'" + RECIPIENT + "','chainId':31337,'type':0,'nonce':0}").toString());
    assertThat(legacy.exit()).as(legacy.err()).isZero();
    Bytes32 legacyHash = Bytes32.fromHex(legacy.jsonLines().get(0).get("hash").textValue());
    assertThat(anvil.rpc().getTransactionByHash(legacyHash)).hasValueSatisfying(t -> assertThat(t.type()).isZero());

    // Self-sponsored: the authorization is checked after the sender's nonce (1) was bumped, so it carries 2.
    Run delegation = run("tx", "send", "--rpc-url", anvil.url(), "--key-file", keyFile().toString(),
        file("{'to':'" + signer.address() + "','chainId':31337,'nonce':1,'authorizationList':[{'chainId':31337,"
            + "'address':'" + Contracts.PERMIT2 + "','nonce':2}]}").toString());
    assertThat(delegation.exit()).as(delegation.err()).isZero();
    assertThat(Hex.encode(anvil.rpc().getCode(signer.address(), BlockTag.LATEST)))
        .isEqualTo("0xef0100" + Contracts.PERMIT2.toLowerHex().substring(2));
  }

  @Test
  void aRevertIsReportedDecodedWithExit1(Anvil anvil) throws IOException {
    wallet(anvil, 3);
    Address token = Contracts.deployErc20(anvil, ONE_ETHER);
    // The wallet holds none of the token; the gas limit is given so the transaction is mined, and reverts.
    String transfer = Hex.encode(Abi.encodeCall("transfer(address,uint256)", RECIPIENT, BigInteger.ONE));
    Run run = run("tx", "send", "--rpc-url", anvil.url(), "--key-file", keyFile().toString(),
        file("{'to':'" + token + "','data':'" + transfer + "','chainId':31337,'gasLimit':100000}").toString());
    assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.FAILED);
    JsonNode line = run.jsonLines().get(0);
    assertThat(line.get("status").textValue()).isEqualTo("reverted");
    assertThat(line.get("revert").textValue()).contains("ds-math-sub-underflow");
    assertThat(run.err()).contains("reverted").contains("ds-math-sub-underflow");

    Run receipt = run("tx", "receipt", "--rpc-url", anvil.url(), line.get("hash").textValue());
    assertThat(receipt.exit()).isEqualTo(ExitCodes.FAILED);
    assertThat(receipt.jsonLines().get(0).get("status").textValue()).isEqualTo("reverted");
  }

  @Test
  void aChainIdOtherThanTheNodesIsAUsageErrorRefusedBeforeSigning(Anvil anvil) throws IOException {
    LocalSigner signer = wallet(anvil, 4);
    Run run = run("tx", "send", "--rpc-url", anvil.url(), "--key-file", keyFile().toString(),
        file("{'to':'" + RECIPIENT + "','chainId':1}").toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains("chainId: the transaction is for chain 1, but the node serves chain 31337");
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.PENDING)).isZero();
  }

  /**
   * {@code approval --execute}: the service's answer is scripted (the reference server serves mainnet tokens, not
   * anvil's), the chain is real: the approval it returns is sent, mined, and Permit2's allowance is set.
   */
  @Test
  void approvalExecuteSendsTheServicesApprovalAndPermit2MayMoveTheTokens(Anvil anvil) throws IOException {
    LocalSigner signer = wallet(anvil, 5);
    Address token = Contracts.deployErc20(anvil, ONE_ETHER);
    BigInteger amount = BigInteger.valueOf(1_000_000);
    String approve = Hex.encode(Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2, amount));
    AtomicReference<String> asked = new AtomicReference<>();
    HttpServer service = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    service.createContext("/v1/check_approval", exchange -> {
      asked.set(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
      byte[] body = ("{\"requestId\":\"r-1\",\"approval\":{\"to\":\"" + token + "\",\"from\":\""
          + signer.address() + "\",\"data\":\"" + approve + "\",\"value\":\"0x00\",\"chainId\":31337},"
          + "\"cancel\":null}").getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().add("Content-Type", "application/json");
      exchange.sendResponseHeaders(200, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    });
    service.start();
    try {
      Path apiKey = dir.resolve("api-key");
      Files.writeString(apiKey, "test-key");
      Run run = run("approval", "--base-url", "http://127.0.0.1:" + service.getAddress().getPort() + "/v1",
          "--api-key-file", apiKey.toString(), "--chain", "31337", "--wallet", signer.address().toChecksumHex(),
          "--token", token.toChecksumHex(), "--amount", amount.toString(), "--raw-amount",
          "--execute", "--rpc-url", anvil.url(), "--key-file", keyFile().toString());
      assertThat(run.exit()).as(run.err()).isZero();
      assertThat(asked.get()).contains(signer.address().toChecksumHex()).contains("31337");
      assertThat(run.out()).contains("approval       needed: sent below (--execute)").contains("  status       success");
      byte[] allowance = anvil.rpc().call(CallRequest.of(token,
          Abi.encodeCall("allowance(address,address)", signer.address(), Contracts.PERMIT2)), BlockTag.LATEST);
      assertThat(new BigInteger(1, allowance)).isEqualTo(amount);
      String hash = run.lines().stream().filter(l -> l.startsWith("approval       sent ")).findFirst().orElseThrow()
          .substring("approval       sent ".length());
      TransactionReceipt receipt = anvil.rpc().getTransactionReceipt(Bytes32.fromHex(hash)).orElseThrow();
      assertThat(receipt.from()).isEqualTo(signer.address());
    } finally {
      service.stop(0);
    }
  }

  @Test
  void executeRefusesAKeyOfAnotherWalletBeforeCallingTheService(Anvil anvil) throws IOException {
    wallet(anvil, 6);
    Path apiKey = dir.resolve("api-key");
    Files.writeString(apiKey, "test-key");
    Run run = run("approval", "--base-url", "http://127.0.0.1:9/v1", "--api-key-file", apiKey.toString(),
        "--chain", "31337", "--wallet", RECIPIENT.toChecksumHex(), "--token", RECIPIENT.toChecksumHex(),
        "--amount", "1", "--raw-amount", "--execute", "--rpc-url", anvil.url(), "--key-file", keyFile().toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains("--key-file: its address").contains("is not --wallet");
  }
}
