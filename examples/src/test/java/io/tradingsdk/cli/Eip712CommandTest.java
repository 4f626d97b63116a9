package io.tradingsdk.cli;

import static io.tradingsdk.cli.Run.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code trading eip712} in process, on the oracle vectors (from the sdk-signing test jar). */
class Eip712CommandTest {
  private static final ObjectMapper MAPPER = TradingJson.mapper();

  @TempDir Path dir;

  private static List<JsonNode> cases(String resource) throws IOException {
    try (InputStream in = Eip712CommandTest.class.getResourceAsStream("/eip712/" + resource)) {
      assertThat(in).as(resource).isNotNull();
      JsonNode root = MAPPER.readTree(in);
      List<JsonNode> cases = new ArrayList<>();
      (root.isArray() ? root : root.get("cases")).forEach(cases::add);
      return cases;
    }
  }

  /** Writes each case's {@code field} to its own file; returns file path to case. */
  private Map<String, JsonNode> writeFiles(List<JsonNode> cases, String field, String prefix) throws IOException {
    Map<String, JsonNode> files = new LinkedHashMap<>();
    int i = 0;
    for (JsonNode c : cases) {
      if (!c.has(field)) {
        continue;
      }
      Path file = dir.resolve(prefix + "-" + (i++) + ".json");
      // Escaped non-ASCII keeps lone surrogates (one must-reject case has one) intact in the file.
      Files.write(file, MAPPER.writerWithDefaultPrettyPrinter()
          .with(com.fasterxml.jackson.core.json.JsonWriteFeature.ESCAPE_NON_ASCII).writeValueAsBytes(c.get(field)));
      files.put(file.toString(), c);
    }
    return files;
  }

  private static void assertHashLine(JsonNode line, String file, JsonNode vector) {
    assertThat(line.get("file").asText()).isEqualTo(file);
    assertThat(line.get("primaryType").asText()).isEqualTo(vector.get("typedData").get("primaryType").asText());
    assertThat(line.get("domainSeparator").asText()).as("domainSeparator").isEqualTo(vector.get("domainSeparator").asText());
    assertThat(line.get("structHash").asText()).as("structHash").isEqualTo(vector.get("structHash").asText());
    assertThat(line.get("digest").asText()).as("digest").isEqualTo(vector.get("digest").asText());
  }

  @Test
  void hashPrintsOneExactLinePerVectorInBothForms() throws IOException {
    List<JsonNode> vectors = cases("vectors.json");
    for (String field : List.of("typedData", "apiPermitData")) {
      Map<String, JsonNode> files = writeFiles(vectors, field, field);
      Run run = run(concat(List.of("eip712", "hash"), files.keySet()));
      assertThat(run.exit()).as(run.err()).isZero();
      List<JsonNode> lines = run.jsonLines();
      assertThat(lines).hasSize(files.size());
      int i = 0;
      for (Map.Entry<String, JsonNode> entry : files.entrySet()) {
        JsonNode line = lines.get(i++);
        assertHashLine(line, entry.getKey(), entry.getValue());
        List<String> keys = new ArrayList<>();
        line.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactly("file", "primaryType", "domainSeparator", "structHash", "digest");
      }
    }
    assertThat(writeFiles(vectors, "typedData", "count")).hasSize(16);
  }

  @Test
  void signReproducesEverySignatureAndSigner() throws IOException {
    Map<String, List<JsonNode>> byKey = new LinkedHashMap<>();
    for (JsonNode c : cases("vectors.json")) {
      byKey.computeIfAbsent(c.get("privateKey").asText(), k -> new ArrayList<>()).add(c);
    }
    int signed = 0;
    for (Map.Entry<String, List<JsonNode>> group : byKey.entrySet()) {
      Path keyFile = dir.resolve("key-" + signed);
      Files.writeString(keyFile, group.getKey() + "\n");
      Map<String, JsonNode> files = writeFiles(group.getValue(), "typedData", "sign-" + signed);
      Run run = run(concat(List.of("eip712", "sign", "--key-file", keyFile.toString()), files.keySet()));
      assertThat(run.exit()).as(run.err()).isZero();
      List<JsonNode> lines = run.jsonLines();
      int i = 0;
      for (Map.Entry<String, JsonNode> entry : files.entrySet()) {
        JsonNode line = lines.get(i++);
        assertHashLine(line, entry.getKey(), entry.getValue());
        assertThat(line.get("signature").asText()).isEqualTo(entry.getValue().get("signature").asText());
        assertThat(line.get("signer").asText()).isEqualTo(entry.getValue().get("signer").asText());
        signed++;
      }
      assertThat(run.out() + run.err()).doesNotContain(group.getKey().substring(2));
    }
    assertThat(signed).isEqualTo(16);
  }

  @Test
  void recoverPrintsTheSigner() throws IOException {
    for (JsonNode vector : cases("vectors.json")) {
      Path file = dir.resolve("recover.json");
      Files.writeString(file, vector.get("typedData").toString());
      Run run = run("eip712", "recover", "--signature", vector.get("signature").asText(), file.toString());
      assertThat(run.exit()).as(run.err()).isZero();
      assertThat(run.out().trim()).isEqualTo(vector.get("signer").asText());
      Run compact = run("eip712", "recover", "--signature", vector.get("compactSignature").asText(),
          "--expect", vector.get("signer").asText(), file.toString());
      assertThat(compact.exit()).isZero();
    }
  }

  @Test
  void recoverWithAnotherExpectedAddressFails() throws IOException {
    JsonNode vector = cases("vectors.json").get(0);
    Path file = dir.resolve("t.json");
    Files.writeString(file, vector.get("typedData").toString());
    Run run = run("eip712", "recover", "--signature", vector.get("signature").asText(),
        "--expect", "0x0000000000000000000000000000000000000001", file.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.FAILED);
    assertThat(run.err()).contains("not 0x0000000000000000000000000000000000000001");
    Run badSignature = run("eip712", "recover", "--signature", "0x1234", file.toString());
    assertThat(badSignature.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(badSignature.err()).contains("signature: expected 65 bytes");
    Run missingFile = run("eip712", "recover", "--signature", vector.get("signature").asText(),
        dir.resolve("missing.json").toString());
    assertThat(missingFile.exit()).as("as recover's help says").isEqualTo(ExitCodes.UNREADABLE);
    assertThat(missingFile.err()).contains("missing.json: cannot read: no such file");
  }

  @Test
  void invalidInputsGetAnErrorLineAndExitOne() throws IOException {
    List<JsonNode> invalid = cases("invalid.json");
    Map<String, JsonNode> files = writeFiles(invalid, "typedData", "invalid");
    Path good = dir.resolve("good.json");
    Files.writeString(good, cases("vectors.json").get(0).get("typedData").toString());
    List<String> args = new ArrayList<>(List.of("eip712", "hash"));
    args.addAll(files.keySet());
    args.add(good.toString());
    Run run = run(args.toArray(String[]::new));
    assertThat(run.exit()).isEqualTo(ExitCodes.FAILED);
    List<JsonNode> lines = run.jsonLines();
    assertThat(lines).hasSize(4);
    assertThat(lines.get(0).get("error").asText()).isEqualTo("message.details.amount: 2^160 does not fit uint160");
    assertThat(lines.get(1).get("error").asText()).startsWith("message.spender: bad EIP-55 checksum");
    assertThat(lines.get(2).get("error").asText()).isEqualTo("message.details.nonce: missing (expected uint48)");
    for (int i = 0; i < 3; i++) {
      List<String> keys = new ArrayList<>();
      lines.get(i).fieldNames().forEachRemaining(keys::add);
      assertThat(keys).containsExactly("file", "error");
    }
    assertThat(lines.get(3).has("digest")).isTrue();

    Path key = dir.resolve("key");
    Files.writeString(key, cases("vectors.json").get(0).get("privateKey").asText());
    Run sign = run(concat(List.of("eip712", "sign", "--key-file", key.toString()), files.keySet()));
    assertThat(sign.exit()).isEqualTo(ExitCodes.FAILED);
    sign.jsonLines().forEach(line -> assertThat(line.has("signature")).isFalse());
  }

  @Test
  void generatedCasesThroughTheCli() throws IOException {
    List<JsonNode> valid = cases("generated-vectors.json");
    Map<String, JsonNode> files = writeFiles(valid, "typedData", "gen");
    Run run = run(concat(List.of("eip712", "hash"), files.keySet()));
    assertThat(run.exit()).as(run.out()).isZero();
    List<JsonNode> lines = run.jsonLines();
    int i = 0;
    for (Map.Entry<String, JsonNode> entry : files.entrySet()) {
      assertHashLine(lines.get(i++), entry.getKey(), entry.getValue());
    }
    List<JsonNode> invalid = cases("generated-invalid.json");
    Map<String, JsonNode> bad = writeFiles(invalid, "typedData", "gen-bad");
    Run rejected = run(concat(List.of("eip712", "hash"), bad.keySet()));
    assertThat(rejected.exit()).isEqualTo(ExitCodes.FAILED);
    i = 0;
    for (JsonNode line : rejected.jsonLines()) {
      JsonNode vector = invalid.get(i++);
      assertThat(line.get("error").asText()).as(vector.get("name").asText())
          .startsWith(vector.get("expectedPath").asText()).contains(vector.get("expectedMessage").asText());
    }
  }

  @Test
  void unreadableInputsGetAnErrorLineAndExitTwo() throws IOException {
    Path notJson = dir.resolve("not.json");
    Files.writeString(notJson, "{ this is not json");
    Run run = run("eip712", "hash", dir.resolve("missing.json").toString(), notJson.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    List<JsonNode> lines = run.jsonLines();
    assertThat(lines.get(0).get("error").asText()).isEqualTo("cannot read: no such file");
    assertThat(lines.get(1).get("error").asText()).isEqualTo("not JSON (line 1, column 3)");
  }

  @Test
  void aKeyFilePassedAsInputIsNotEchoed() throws IOException {
    String secret = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
    Path key = dir.resolve("key");
    Files.writeString(key, secret + "\n");
    Run run = run("eip712", "sign", "--key-file", key.toString(), key.toString());
    assertThat(run.exit()).as("a key file is not JSON").isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.out() + run.err()).doesNotContain(secret.substring(0, 12));
    Path hexish = dir.resolve("quoted-key.json");
    Files.writeString(hexish, "{\"k\": 0x" + secret + "}");
    Run quoted = run("eip712", "hash", hexish.toString());
    assertThat(quoted.out() + quoted.err()).doesNotContain(secret.substring(0, 12));
  }

  @Test
  void keysComeFromAFileOrTheEnvironmentNeverTheCommandLine() throws IOException {
    Path file = dir.resolve("t.json");
    Files.writeString(file, cases("vectors.json").get(0).get("typedData").toString());
    String secret = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
    Run onCommandLine = run("eip712", "sign", "--key", secret, file.toString());
    assertThat(onCommandLine.exit()).isEqualTo(ExitCodes.UNREADABLE);
    Run noKey = run("eip712", "sign", file.toString());
    assertThat(noKey.exit()).isEqualTo(ExitCodes.UNREADABLE);
    Path badKey = dir.resolve("bad.key");
    Files.writeString(badKey, secret.substring(1));
    Run bad = run("eip712", "sign", "--key-file", badKey.toString(), file.toString());
    assertThat(bad.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(bad.err()).contains("private key in " + badKey + ": expected 64 hex digits").doesNotContain(secret.substring(1, 30));
    Run unset = run("eip712", "sign", "--key-env", "TRADING_SDK_TEST_SURELY_UNSET_VARIABLE", file.toString());
    assertThat(unset.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(unset.err()).contains("environment variable TRADING_SDK_TEST_SURELY_UNSET_VARIABLE is not set");
  }

  @Test
  void aQuoteResponseFileIsSignedThroughItsPermitData() throws IOException {
    JsonNode vector = cases("vectors.json").get(0);
    ObjectNode response = MAPPER.createObjectNode();
    response.put("requestId", "r-1");
    response.set("permitData", vector.get("apiPermitData"));
    Path file = dir.resolve("quote.json");
    Files.writeString(file, response.toString());
    Path key = dir.resolve("key");
    Files.writeString(key, vector.get("privateKey").asText());
    Run run = run("eip712", "sign", "--key-file", key.toString(), file.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.jsonLines().get(0).get("signature").asText()).isEqualTo(vector.get("signature").asText());
  }

  private static String[] concat(List<String> head, java.util.Collection<String> tail) {
    List<String> all = new ArrayList<>(head);
    all.addAll(tail);
    return all.toArray(String[]::new);
  }
}
