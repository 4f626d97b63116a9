package io.tradingsdk.cli;

import static io.tradingsdk.cli.Run.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokenListCommandTest {
  @TempDir Path dir;

  private Path fixture(String name) throws IOException {
    Path file = dir.resolve(name);
    try (InputStream in = getClass().getResourceAsStream("/tokenlists/" + name)) {
      Files.write(file, in.readAllBytes());
    }
    return file;
  }

  private Path file(String name, String content) throws IOException {
    return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
  }

  @Test
  void validListPrintsValidAndExitsZero() throws IOException {
    Path example = fixture("example.tokenlist.json");
    Run run = run("tokenlist", "validate", example.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.OK);
    assertThat(run.lines()).containsExactly(example + ": VALID");
  }

  @Test
  void invalidListPrintsEveryErrorAndExitsOne() throws IOException {
    Path invalid = fixture("extensions-invalid.tokenlist.json");
    Run run = run("tokenlist", "validate", invalid.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.FAILED);
    assertThat(run.lines()).containsExactly(
        invalid + ": INVALID (3 errors, 0 warnings)",
        "  error   /tokens/0/extensions/abc: must be a string, boolean, number, null or object, was an array",
        "  error   /tokens/0/extensions/def: must be a string, boolean, number, null or object, was an array",
        "  error   /tokens/0/extensions/tooLong: must be at most 42 characters, was 43: "
            + "\"0x00000000000000000000000000000000000000001\"");
  }

  @Test
  void unreadableOrNonJsonFileExitsTwoAfterCheckingTheOthers() throws IOException {
    Path example = fixture("example.tokenlist.json");
    Path invalid = fixture("invaliddecimals.1.tokenlist.json");
    Path broken = file("broken.json", "{\"name\": ");
    Path missing = dir.resolve("missing.json");
    Run run = run("tokenlist", "validate", example.toString(), invalid.toString(), broken.toString(),
        missing.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.out()).contains(example + ": VALID", invalid + ": INVALID",
        "  error   /tokens/0/decimals: must be <= 255, was 256");
    assertThat(run.err()).contains(broken + ": not JSON: ", missing + ": cannot read: no such file");

    assertThat(run("tokenlist", "validate", invalid.toString(), example.toString()).exit())
        .isEqualTo(ExitCodes.FAILED);
  }

  @Test
  void jsonOutputIsOneObjectPerFile() throws IOException {
    Path example = fixture("example.tokenlist.json");
    Path invalid = fixture("invaliddecimals.1.tokenlist.json");
    Path broken = file("broken.json", "not json");
    String lower = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
    Path warned = file("warned.json", "{\"name\":\"L\",\"timestamp\":\"2020-06-12T00:00:00Z\",\"version\":{\"major\":1,"
        + "\"minor\":0,\"patch\":0},\"tokens\":[{\"chainId\":1,\"address\":\"" + lower + "\",\"decimals\":6,"
        + "\"name\":\"USD Coin\",\"symbol\":\"USDC\"}]}");
    Run run = run("tokenlist", "validate", "--json", example.toString(), invalid.toString(), broken.toString(),
        warned.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    List<JsonNode> objects = new ArrayList<>();
    for (String line : run.lines()) {
      objects.add(TradingJson.mapper().readTree(line));
    }
    assertThat(objects).hasSize(4);
    assertThat(objects.get(0)).isEqualTo(TradingJson.mapper().readTree(
        "{\"file\":\"" + example + "\",\"valid\":true,\"errors\":[],\"warnings\":[]}"));
    assertThat(objects.get(1)).isEqualTo(TradingJson.mapper().readTree(
        "{\"file\":\"" + invalid + "\",\"valid\":false,\"errors\":[{\"path\":\"/tokens/0/decimals\","
            + "\"message\":\"must be <= 255, was 256\"},{\"path\":\"/tokens/0/tags/0\",\"message\":"
            + "\"refers to tag \\\"coin\\\", which the list's tags do not define\"}],\"warnings\":[]}"));
    assertThat(objects.get(2).get("valid").asBoolean()).isFalse();
    assertThat(objects.get(2).at("/errors/0/message").asText()).startsWith("not JSON: ");
    assertThat(objects.get(3).get("valid").asBoolean()).isTrue();
    assertThat(objects.get(3).at("/warnings/0/path").asText()).isEqualTo("/tokens/0/address");
    assertThat(objects.get(3).at("/warnings/0/message").asText()).contains("not EIP-55 checksummed");
  }

  @Test
  void profileSpecRejectsBase58AddressesHeadIsTheDefault() throws IOException {
    Path solana = fixture("solana-addresses.tokenlist.json");
    assertThat(run("tokenlist", "validate", solana.toString()).exit()).isEqualTo(ExitCodes.OK);
    assertThat(run("tokenlist", "validate", "--profile", "head", solana.toString()).exit()).isEqualTo(ExitCodes.OK);
    Run spec = run("tokenlist", "validate", "--profile", "SPEC", solana.toString());
    assertThat(spec.exit()).isEqualTo(ExitCodes.FAILED);
    assertThat(spec.out()).contains("/tokens/0/address: must be 0x followed by 40 hex digits (profile spec");
    Run bogus = run("tokenlist", "validate", "--profile", "beta", solana.toString());
    assertThat(bogus.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(bogus.err()).contains("expected spec or head, was 'beta'");
  }

  private static String list(String version, String tokens) {
    return "{\"name\":\"L\",\"timestamp\":\"2020-06-12T00:00:00Z\",\"version\":" + version + ",\"tokens\":["
        + tokens + "]}";
  }

  private static final String A = "{\"chainId\":1,\"address\":\"0x0a\",\"symbol\":\"abcd\",\"name\":\"token a\","
      + "\"decimals\":18}";
  private static final String B = "{\"chainId\":1,\"address\":\"0x0b\",\"symbol\":\"defg\",\"name\":\"token b\","
      + "\"decimals\":9}";
  private static final String A2 = A.replace("\"token a\",\"decimals\":18", "\"blah\",\"decimals\":12");
  private static final String V100 = "{\"major\":1,\"minor\":0,\"patch\":0}";

  @Test
  void diffPrintsAddedChangedRemovedAndTheMinimumBump() throws IOException {
    Path base = file("base.json", list(V100, A + "," + B));
    Path update = file("update.json", list("{\"major\":2,\"minor\":0,\"patch\":0}",
        A2 + ",{\"chainId\":137,\"address\":\"0x0c\",\"symbol\":\"NEW\",\"name\":\"n\",\"decimals\":1}"));
    Run run = run("tokenlist", "diff", base.toString(), update.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.OK);
    assertThat(run.lines()).containsExactly(
        "added (1)",
        "  + 137 0x0c NEW",
        "changed (1)",
        "  ~ 1 0x0a: name, decimals",
        "removed (1)",
        "  - 1 0x0b defg",
        "minimum version bump: MAJOR (1.0.0 -> at least 2.0.0)",
        "update version: 2.0.0 (MAJOR over 1.0.0)");
  }

  @Test
  void diffWithCheckExitsOneWhenTheUpdateVersionGrewTooLittle() throws IOException {
    Path base = file("base.json", list(V100, A + "," + B));
    Path update = file("update.json", list("{\"major\":1,\"minor\":1,\"patch\":0}", A + "," + B
        + ",{\"chainId\":1,\"address\":\"0x0c\",\"symbol\":\"C\",\"name\":\"c\",\"decimals\":1}"));
    Run minor = run("tokenlist", "diff", base.toString(), update.toString());
    assertThat(minor.exit()).isEqualTo(ExitCodes.OK);
    assertThat(minor.out()).contains("minimum version bump: MINOR (1.0.0 -> at least 1.1.0)");

    Path patchOnly = file("patch.json", list("{\"major\":1,\"minor\":0,\"patch\":1}", A2 + "," + B
        + ",{\"chainId\":1,\"address\":\"0x0c\",\"symbol\":\"C\",\"name\":\"c\",\"decimals\":1}"));
    Run tooSmall = run("tokenlist", "diff", "--check", base.toString(), patchOnly.toString());
    assertThat(tooSmall.exit()).isEqualTo(ExitCodes.FAILED);
    assertThat(tooSmall.out()).contains("update version: 1.0.1 (PATCH over 1.0.0): too small, MINOR required");
    Run reported = run("tokenlist", "diff", base.toString(), patchOnly.toString());
    assertThat(reported.exit()).as("without --check the diff only reports").isEqualTo(ExitCodes.OK);
    assertThat(reported.out()).isEqualTo(tooSmall.out());

    Run same = run("tokenlist", "diff", base.toString(), base.toString());
    assertThat(same.exit()).isEqualTo(ExitCodes.OK);
    assertThat(same.out()).contains("minimum version bump: NONE (1.0.0 -> at least 1.0.0)");
  }

  @Test
  void diffWithAMissingFileNamesItAndExitsTwo() throws IOException {
    Path base = file("base.json", list(V100, A + "," + B));
    Path missing = base.resolveSibling("no-such-update.json");
    Run run = run("tokenlist", "diff", base.toString(), missing.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(run.err()).contains(missing + ": cannot read: no such file");
  }

  @Test
  void diffJsonHasTheUpstreamShape() throws IOException {
    Path base = file("base.json", list(V100, A + "," + B));
    Path update = file("update.json", list(V100, A2));
    Run run = run("tokenlist", "diff", "--json", base.toString(), update.toString());
    assertThat(run.exit()).isEqualTo(ExitCodes.OK);
    JsonNode json = TradingJson.mapper().readTree(run.out());
    assertThat(json).isEqualTo(TradingJson.mapper().readTree("{\"added\":[],\"changed\":{\"1\":{\"0x0a\":"
        + "[\"name\",\"decimals\"]}},\"removed\":[" + B + "],\"minVersionBump\":\"MAJOR\",\"baseVersion\":\"1.0.0\","
        + "\"nextVersion\":\"2.0.0\",\"updateVersion\":\"1.0.0\",\"versionUpgrade\":\"NONE\"}"));
  }

  @Test
  void diffOfUnreadableOrNonListFilesExitsTwo() throws IOException {
    Path base = file("base.json", list(V100, A));
    assertThat(run("tokenlist", "diff", base.toString(), dir.resolve("nope.json").toString()).exit())
        .isEqualTo(ExitCodes.UNREADABLE);
    Run notList = run("tokenlist", "diff", base.toString(), file("array.json", "[1,2]").toString());
    assertThat(notList.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(notList.err()).contains("not a token list: expected an object with a tokens array");
    Run badTokens = run("tokenlist", "diff", base.toString(), file("bad.json", list(V100, "1")).toString());
    assertThat(badTokens.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(badTokens.err()).contains("update[0]: expected a token object, was number");
    assertThat(run("tokenlist", "diff", base.toString(), file("trailing.json", "{} {}").toString()).exit())
        .isEqualTo(ExitCodes.UNREADABLE);
  }

  @Test
  void helpListsTheTokenlistCommands() {
    assertThat(run("--help").out()).contains("tokenlist");
    Run help = run("tokenlist", "--help");
    assertThat(help.exit()).isEqualTo(ExitCodes.OK);
    assertThat(help.out()).contains("validate", "diff");
    assertThat(run("tokenlist", "validate").exit()).isEqualTo(ExitCodes.UNREADABLE);
  }
}
