package io.tradingsdk.cli;

import static io.tradingsdk.cli.Run.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.tx.Eip7702Transaction;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code trading tx sign}: its output decoded by foundry's {@code cast decode-tx} (from build-tools/evm, an oracle
 * made outside the project) to the fields of the file, for types 0, 2 and 4; and the refusals, each exit 2 naming
 * the field.
 */
class TxSignCommandTest {
  /** anvil's second default account: a well-known test key, never a real one. */
  private static final String KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
  private static final String ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
  private static final String TO = "0x000000000022D473030F116dDEE9F6B43aC78BA3";

  @TempDir Path dir;

  private Path keyFile() throws IOException {
    Path file = dir.resolve("wallet.key");
    Files.writeString(file, KEY + "\n");
    return file;
  }

  private Path file(String json) throws IOException {
    Path file = Files.createTempFile(dir, "tx", ".json");
    Files.writeString(file, json.replace('\'', '"'));
    return file;
  }

  private JsonNode sign(String json, String... extra) throws IOException {
    String[] args = new String[4 + extra.length];
    args[0] = "tx";
    args[1] = "sign";
    args[2] = "--key-file=" + keyFile();
    System.arraycopy(extra, 0, args, 3, extra.length);
    args[args.length - 1] = file(json).toString();
    Run run = run(args);
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.lines()).hasSize(1);
    return run.jsonLines().get(0);
  }

  @Test
  void eip1559DecodesWithCastToTheFileFields() throws Exception {
    JsonNode signed = sign("{'to':'" + TO + "','data':'0x095ea7b3','value':'0x10','chainId':1,'gasLimit':'60000',"
        + "'maxFeePerGas':'30000000000','maxPriorityFeePerGas':2000000000,'nonce':7,'type':2}");
    assertThat(signed.get("from").textValue()).isEqualTo(ADDRESS);
    JsonNode cast = castDecode(signed.get("raw").textValue());
    assertThat(cast.get("type").textValue()).isEqualTo("0x2");
    assertThat(cast.get("chainId").textValue()).isEqualTo("0x1");
    assertThat(cast.get("nonce").textValue()).isEqualTo("0x7");
    assertThat(cast.get("gas").textValue()).isEqualTo("0xea60");
    assertThat(cast.get("maxFeePerGas").textValue()).isEqualTo("0x" + new BigInteger("30000000000").toString(16));
    assertThat(cast.get("maxPriorityFeePerGas").textValue()).isEqualTo("0x77359400");
    assertThat(cast.get("to").textValue()).isEqualToIgnoringCase(TO);
    assertThat(cast.get("value").textValue()).isEqualTo("0x10");
    assertThat(cast.get("input").textValue()).isEqualTo("0x095ea7b3");
    assertThat(cast.get("signer").textValue()).isEqualToIgnoringCase(ADDRESS);
    assertThat(cast.get("hash").textValue()).isEqualTo(signed.get("hash").textValue());
  }

  @Test
  void legacyTakesTheNonceOfTheOptionAndDecodesWithCast() throws Exception {
    JsonNode signed = sign("{'to':'" + TO + "','from':'" + ADDRESS + "','chainId':'0x89','gasLimit':21000,"
        + "'gasPrice':'0x3b9aca00','type':0}", "--nonce", "3");
    JsonNode cast = castDecode(signed.get("raw").textValue());
    assertThat(cast.get("type").textValue()).isEqualTo("0x0");
    assertThat(cast.get("chainId").textValue()).isEqualTo("0x89");
    assertThat(cast.get("nonce").textValue()).isEqualTo("0x3");
    assertThat(cast.get("gasPrice").textValue()).isEqualTo("0x3b9aca00");
    assertThat(cast.get("value").textValue()).isEqualTo("0x0");
    assertThat(cast.get("signer").textValue()).isEqualToIgnoringCase(ADDRESS);
    assertThat(cast.get("hash").textValue()).isEqualTo(signed.get("hash").textValue());
  }

  @Test
  void eip7702SignsItsAuthorizationsWithTheSameKey() throws Exception {
    JsonNode signed = sign("{'to':'" + ADDRESS + "','chainId':31337,'gasLimit':100000,'maxFeePerGas':100,"
        + "'maxPriorityFeePerGas':1,'nonce':4,'type':4,'authorizationList':[{'chainId':0,'address':'" + TO
        + "','nonce':5}]}");
    String raw = signed.get("raw").textValue();
    Eip7702Transaction tx = (Eip7702Transaction) SignedTransaction.decode(raw).transaction();
    assertThat(tx.authorizationList()).singleElement().satisfies(auth -> {
      assertThat(auth.authorization().chainId()).isZero();
      assertThat(auth.authorization().nonce()).isEqualTo(5);
      assertThat(auth.recoverAuthority()).map(a -> a.toChecksumHex()).contains(ADDRESS);
    });
    JsonNode cast = castDecode(raw);
    assertThat(cast.get("type").textValue()).isEqualTo("0x4");
    assertThat(cast.get("nonce").textValue()).isEqualTo("0x4");
    JsonNode authorization = cast.get("authorizationList").get(0);
    assertThat(authorization.get("chainId").textValue()).isEqualTo("0x0");
    assertThat(authorization.get("address").textValue()).isEqualToIgnoringCase(TO);
    assertThat(authorization.get("nonce").textValue()).isEqualTo("0x5");
    assertThat(cast.get("hash").textValue()).isEqualTo(signed.get("hash").textValue());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "unknown field       | {'to':'T','chainId':1,'gasLimit':1,'gasPrice':1,'nonce':0,'gas':1}         | gas: unknown field",
      "fractional number   | {'to':'T','chainId':1,'gasLimit':1.5,'gasPrice':1,'nonce':0}              | gasLimit: expected an integer",
      "negative number     | {'to':'T','chainId':1,'gasLimit':-1,'gasPrice':1,'nonce':0}               | gasLimit: must not be negative",
      "number as words     | {'to':'T','chainId':1,'gasLimit':1,'gasPrice':'1 gwei','nonce':0}         | gasPrice: expected a non-negative integer",
      "missing nonce       | {'to':'T','chainId':1,'gasLimit':1,'gasPrice':1}                          | nonce (or --nonce): missing",
      "missing chain       | {'to':'T','gasLimit':1,'gasPrice':1,'nonce':0}                            | chainId: missing",
      "missing fee         | {'to':'T','chainId':1,'gasLimit':1,'maxFeePerGas':2,'nonce':0}            | maxPriorityFeePerGas: missing",
      "missing gas limit   | {'to':'T','chainId':1,'gasPrice':1,'nonce':0}                             | gasLimit: missing",
      "type against fees   | {'to':'T','chainId':1,'gasLimit':1,'gasPrice':1,'nonce':0,'type':2}       | gasPrice: a type 2",
      "type 1              | {'to':'T','chainId':1,'gasLimit':1,'gasPrice':1,'nonce':0,'type':1}       | type: expected 0",
      "type 4 without list | {'to':'T','chainId':1,'gasLimit':1,'maxFeePerGas':1,'maxPriorityFeePerGas':1,'nonce':0,'type':4} | authorizationList: a type 4",
      "bad authorization   | {'to':'T','chainId':1,'gasLimit':1,'maxFeePerGas':1,'maxPriorityFeePerGas':1,'nonce':0,'authorizationList':[{'chainId':1,'address':'0x12','nonce':0}]} | authorizationList[0].address",
      "authorization field | {'to':'T','chainId':1,'gasLimit':1,'maxFeePerGas':1,'maxPriorityFeePerGas':1,'nonce':0,'authorizationList':[{'chainId':1,'nonce':0,'yParity':0}]} | authorizationList[0].yParity: unknown field",
      "chain id zero       | {'to':'T','chainId':0,'gasLimit':1,'gasPrice':1,'nonce':0}                | chainId: must be positive",
      "another sender      | {'to':'T','from':'0x000000000000000000000000000000000000dEaD','chainId':1,'gasLimit':1,'gasPrice':1,'nonce':0} | from",
      "tip above fee cap   | {'to':'T','chainId':1,'gasLimit':1,'maxFeePerGas':1,'maxPriorityFeePerGas':2,'nonce':0} | maxPriorityFeePerGas",
      "not an object       | ['to']                                                                    | expected a JSON object",
      "not JSON            | {'to':                                                                    | not JSON (line 1",
  })
  void refusesWithExit2NamingTheField(String what, String json, String expected) throws IOException {
    Path file = file(json.replace("'T'", "'" + TO + "'"));
    Run run = run("tx", "sign", "--key-file", keyFile().toString(), file.toString());
    assertThat(run.exit()).as(what + ": " + run.err()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).startsWith("error: ").contains(expected).doesNotContain(KEY.substring(2));
  }

  @Test
  void aNonceInTheFileAndAnotherOnTheCommandLineIsRefused() throws IOException {
    Path file = file("{'to':'" + TO + "','chainId':1,'gasLimit':1,'gasPrice':1,'nonce':4}");
    Run run = run("tx", "sign", "--key-file", keyFile().toString(), "--nonce", "5", file.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains("nonce: the file has 4 and --nonce 5");
  }

  @Test
  void aKeyFileReadAsTheTransactionIsNeverPrinted() throws IOException {
    Run run = run("tx", "sign", "--key-file", keyFile().toString(), keyFile().toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains("not JSON").doesNotContain(KEY.substring(2, 20));
  }

  @Test
  void executeOptionsAreRefusedWithExit2BeforeAnyCall() throws IOException {
    Path apiKey = dir.resolve("api-key");
    Files.writeString(apiKey, "test-key");
    String[] service = {"--base-url", "http://127.0.0.1:9/v1", "--api-key-file", apiKey.toString()};
    Run rpcWithoutExecute = run(concat(new String[] {"swap", "--from", "USDC", "--to", "ETH", "--amount", "1",
        "--key-file", keyFile().toString(), "--rpc-url", "http://127.0.0.1:8545"}, service));
    assertThat(rpcWithoutExecute.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(rpcWithoutExecute.err()).contains("--rpc-url: only with --execute");
    Run keyless = run(concat(new String[] {"approval", "--wallet", ADDRESS, "--token", TO, "--amount", "1",
        "--raw-amount", "--execute", "--rpc-url", "http://127.0.0.1:8545"}, service));
    assertThat(keyless.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(keyless.err()).contains("--key-file: required with --execute");
    Run remote = run(concat(new String[] {"lp", "claim", "--wallet", ADDRESS, "--position", "1", "--execute",
        "--rpc-url", "http://node.example:8545", "--key-file", keyFile().toString()}, service));
    assertThat(remote.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(remote.err()).contains("--rpc-url: ");
  }

  private static String[] concat(String[] first, String[] second) {
    String[] all = java.util.Arrays.copyOf(first, first.length + second.length);
    System.arraycopy(second, 0, all, first.length, second.length);
    return all;
  }

  @Test
  void signsWhatALocalSignerSigns() throws IOException {
    JsonNode signed = sign("{'to':'" + TO + "','chainId':1,'gasLimit':21000,'gasPrice':1,'nonce':0}");
    SignedTransaction decoded = SignedTransaction.decode(signed.get("raw").textValue());
    assertThat(decoded.from()).isEqualTo(LocalSigner.of(PrivateKey.fromHex(KEY)).address());
    assertThat(decoded.hash().toHex()).isEqualTo(signed.get("hash").textValue());
  }

  /** {@code cast decode-tx RAW} as JSON; skips (or fails under CI=true) without cast. */
  static JsonNode castDecode(String raw) throws IOException, InterruptedException {
    Optional<Path> cast = EvmTools.cast();
    if (cast.isEmpty()) {
      if (EvmTools.underCi()) {
        throw new AssertionError("CI=true but " + EvmTools.howToInstall().replace("anvil", "cast"));
      }
      Assumptions.abort(EvmTools.howToInstall().replace("anvil", "cast"));
    }
    Process process = new ProcessBuilder(cast.get().toString(), "decode-tx", raw).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(out).isZero();
    JsonNode json = TradingJson.mapper().readTree(out);
    // cast 1.7 prints the decoded transaction as a JSON string holding the JSON object.
    return json.isTextual() ? TradingJson.mapper().readTree(json.textValue()) : json;
  }
}
