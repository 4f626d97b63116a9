package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.tradingsdk.models.json.TradingJson;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TokenListsTest {
  private static Version version(JsonNode v) {
    return Version.of(v.get("major").asLong(), v.get("minor").asLong(), v.get("patch").asLong());
  }

  /** Numbers compare by value (a typed chain id writes a long). */
  private static final java.util.Comparator<JsonNode> BY_VALUE = (a, b) ->
      a.isNumber() && b.isNumber() ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

  private static JsonNode tree(Object value) {
    return TradingJson.mapper().valueToTree(value);
  }

  private static List<String> fieldNames(JsonNode object) {
    List<String> names = new ArrayList<>();
    for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
      names.add(it.next());
    }
    return names;
  }

  /** The diff as upstream serializes it, key order included. */
  private static void assertDiff(String id, TokenListDiff<JsonNode> diff, JsonNode expected, JsonNode changedOrder) {
    assertThat(tree(diff.added())).as(id + " added").isEqualTo(expected.get("added"));
    assertThat(tree(diff.removed())).as(id + " removed").isEqualTo(expected.get("removed"));
    assertThat(tree(diff.changed())).as(id + " changed").isEqualTo(expected.get("changed"));
    List<String> chains = new ArrayList<>(diff.changed().keySet());
    assertThat(chains).as(id + " chain order").isEqualTo(fieldNames(expected.get("changed")));
    for (String chain : chains) {
      assertThat(new ArrayList<>(diff.changed().get(chain).keySet())).as(id + " address order")
          .isEqualTo(fieldNames(expected.get("changed").get(chain)));
    }
    if (changedOrder != null) {
      assertThat(changedOrder.size()).isEqualTo(chains.size());
    }
  }

  @Test
  void upstreamDiffCasesOfHelpersJson() {
    JsonNode helpers = Resources.json("helpers.json");
    int checked = 0;
    for (JsonNode c : helpers.get("diffCases")) {
      String id = c.get("id").asText();
      TokenListDiff<JsonNode> diff = TokenLists.diffTokenLists(c.get("base"), c.get("update"));
      assertDiff(id, diff, c.get("diff"), null);
      assertThat(diff.added()).hasSize(c.at("/diffSummary/added").asInt());
      assertThat(diff.removed()).hasSize(c.at("/diffSummary/removed").asInt());
      assertThat(diff.changedTokenCount()).isEqualTo(c.at("/diffSummary/changedTokens").asInt());
      VersionUpgrade bump = TokenLists.minVersionBump(c.get("base"), c.get("update"));
      assertThat(bump.name()).as(id).isEqualTo(c.get("minVersionBump").asText());
      assertThat(bump.value()).isEqualTo(c.get("minVersionBumpValue").asInt());
      assertThat(TokenLists.nextVersion(version(c.get("baseVersion")), bump))
          .isEqualTo(version(c.get("nextVersion")));
      checked++;
    }
    assertThat(checked).isEqualTo(4);
  }

  @Test
  void upstreamVersionCasesOfHelpersJson() {
    JsonNode helpers = Resources.json("helpers.json");
    for (JsonNode c : helpers.get("versionCases")) {
      Version a = version(c.get("a"));
      Version b = version(c.get("b"));
      assertThat(TokenLists.versionComparator(a, b)).isEqualTo(c.get("versionComparator").asInt());
      assertThat(TokenLists.isVersionUpdate(a, b)).isEqualTo(c.get("isVersionUpdate").asBoolean());
      assertThat(TokenLists.getVersionUpgrade(a, b).name()).isEqualTo(c.get("getVersionUpgrade").asText());
      assertThat(TokenLists.getVersionUpgrade(a, b).value()).isEqualTo(c.get("getVersionUpgradeValue").asInt());
    }
    for (JsonNode c : helpers.get("nextVersionCases")) {
      Version base = version(c.get("base"));
      Version next = TokenLists.nextVersion(base, VersionUpgrade.valueOf(c.get("bump").asText()));
      assertThat(next).isEqualTo(version(c.get("result")));
      assertThat(next == base).isEqualTo(c.get("sameObjectReturned").asBoolean());
    }
  }

  @Test
  void agreesWithTheUpstreamCodeOnRandomInputs() {
    JsonNode corpus = Resources.json("helpers-corpus.json");
    int i = 0;
    for (JsonNode c : corpus.get("diffCases")) {
      String id = "diffCases[" + i++ + "]";
      assertDiff(id, TokenLists.diffTokenLists(c.get("base"), c.get("update")), c.get("diff"), c.get("changedOrder"));
      assertThat(TokenLists.minVersionBump(c.get("base"), c.get("update")).value()).as(id)
          .isEqualTo(c.get("minVersionBump").asInt());
    }
    assertThat(i).isEqualTo(400);
    for (JsonNode c : corpus.get("versionCases")) {
      Version a = version(c.get("a"));
      Version b = version(c.get("b"));
      assertThat(TokenLists.versionComparator(a, b)).isEqualTo(c.get("versionComparator").asInt());
      assertThat(TokenLists.isVersionUpdate(a, b)).isEqualTo(c.get("isVersionUpdate").asBoolean());
      assertThat(TokenLists.getVersionUpgrade(a, b).value()).isEqualTo(c.get("getVersionUpgrade").asInt());
      Version next = TokenLists.nextVersion(a, VersionUpgrade.values()[c.get("bump").asInt()]);
      assertThat(next).isEqualTo(version(c.get("nextVersion")));
      assertThat(next == a).isEqualTo(c.get("sameObjectReturned").asBoolean());
    }
  }

  @Test
  void typedTokensGiveTheSameDiffWithKeysInModelOrder() throws Exception {
    JsonNode helpers = Resources.json("helpers.json");
    TypeReference<List<TokenInfo>> tokens = new TypeReference<>() {};
    for (JsonNode c : helpers.get("diffCases")) {
      List<TokenInfo> base = TradingJson.mapper().treeToValue(c.get("base"), tokens);
      List<TokenInfo> update = TradingJson.mapper().treeToValue(c.get("update"), tokens);
      TokenListDiff<TokenInfo> diff = TokenLists.diffTokenLists(base, update);
      JsonNode expected = c.get("diff");
      assertThat(tree(diff.added()).equals(BY_VALUE, expected.get("added"))).isTrue();
      assertThat(tree(diff.removed()).equals(BY_VALUE, expected.get("removed"))).isTrue();
      assertThat(update).containsAll(diff.added());
      expected.get("changed").properties().forEach(chain -> chain.getValue().properties().forEach(a -> {
        Set<String> keys = new LinkedHashSet<>();
        a.getValue().forEach(k -> keys.add(k.asText()));
        assertThat(diff.changed().get(chain.getKey()).get(a.getKey())).containsExactlyInAnyOrderElementsOf(keys);
      }));
      assertThat(TokenLists.minVersionBump(base, update).name()).isEqualTo(c.get("minVersionBump").asText());
    }
    // "change name": upstream lists name before decimals (update key order); the model's order is
    // decimals before name.
    JsonNode changeName = helpers.get("diffCases").get(1);
    TokenListDiff<TokenInfo> diff = TokenLists.diffTokenLists(
        TradingJson.mapper().treeToValue(changeName.get("base"), tokens),
        TradingJson.mapper().treeToValue(changeName.get("update"), tokens));
    assertThat(diff.changed()).isEqualTo(Map.of("1", Map.of("0x0a", List.of("decimals", "name"))));
  }

  @Test
  void oddCornersOfTheUpstreamComparison() throws Exception {
    JsonNode base = TradingJson.mapper().readTree("[{\"chainId\":1,\"address\":\"0x0a\",\"tags\":[\"a\",\"b\",\"c\"],"
        + "\"extensions\":{\"x\":1},\"decimals\":0,\"name\":\"A\"},{\"chainId\":137,\"address\":\"0x0b\",\"name\":\"B\"},"
        + "{\"chainId\":10,\"address\":\"0x0c\",\"name\":\"C\"}]");
    JsonNode update = TradingJson.mapper().readTree("[{\"chainId\":1.0,\"address\":\"0x0a\",\"tags\":[\"a\",\"b\"],"
        + "\"extensions\":{\"x\":1},\"decimals\":-0},{\"chainId\":137,\"address\":\"0x0b\",\"name\":\"B2\"},"
        + "{\"chainId\":\"10\",\"address\":\"0x0c\",\"name\":\"C2\"},{\"chainId\":1,\"address\":\"0x0A\"}]");
    TokenListDiff<JsonNode> diff = TokenLists.diffTokenLists(base, update);
    // A shorter tags array and -0 vs 0 are no change, equal objects are one; a key only the base
    // has (name) is not looked at; chain "10" (string) matches 10; chains list in numeric order;
    // addresses match case-sensitively.
    assertThat(diff.changed()).isEqualTo(Map.of("1", Map.of("0x0a", List.of("extensions")),
        "10", Map.of("0x0c", List.of("name")), "137", Map.of("0x0b", List.of("name"))));
    assertThat(new ArrayList<>(diff.changed().keySet())).containsExactly("1", "10", "137");
    assertThat(diff.added()).extracting(t -> t.get("address").asText()).containsExactly("0x0A");
    assertThat(diff.removed()).isEmpty();
    assertThat(TokenLists.minVersionBump(base, update)).isEqualTo(VersionUpgrade.MINOR);

    // The very same tree on both sides: objects are then identical, as in JavaScript.
    assertThat(TokenLists.diffTokenLists(base, base).isEmpty()).isTrue();
    assertThat(TokenLists.minVersionBump(base, base)).isEqualTo(VersionUpgrade.NONE);

    // Duplicates: the later base token wins the index; repeated additions are all reported.
    ArrayNode dupBase = (ArrayNode) TradingJson.mapper().readTree(
        "[{\"chainId\":1,\"address\":\"0x0a\",\"name\":\"first\"},{\"chainId\":1,\"address\":\"0x0a\",\"name\":\"second\"}]");
    ArrayNode dupUpdate = (ArrayNode) TradingJson.mapper().readTree(
        "[{\"chainId\":1,\"address\":\"0x0a\",\"name\":\"second\"},{\"chainId\":2,\"address\":\"0x0a\"},"
            + "{\"chainId\":2,\"address\":\"0x0a\"}]");
    TokenListDiff<JsonNode> dup = TokenLists.diffTokenLists(dupBase, dupUpdate);
    assertThat(dup.changed()).isEmpty();
    assertThat(dup.added()).hasSize(2);
  }

  @Test
  void rejectsWhatIsNotAnArrayOfTokenObjects() throws Exception {
    JsonNode ok = TradingJson.mapper().readTree("[]");
    assertThatThrownBy(() -> TokenLists.diffTokenLists(TradingJson.mapper().readTree("{}"), ok))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("base: expected an array of token objects, was object");
    assertThatThrownBy(() -> TokenLists.diffTokenLists(ok, TradingJson.mapper().readTree("[{},1]")))
        .hasMessage("update[1]: expected a token object, was number");
  }

  @Test
  void versionsSortWithTheComparator() {
    List<Version> versions = new ArrayList<>(List.of(Version.of(1, 10, 0), Version.of(1, 2, 3), Version.of(0, 9, 9),
        Version.of(1, 2, 3)));
    versions.sort(TokenLists::versionComparator);
    assertThat(versions).extracting(Version::toString).containsExactly("0.9.9", "1.2.3", "1.2.3", "1.10.0");
    assertThat(TokenLists.getVersionUpgrade(Version.of(1, 2, 3), Version.of(1, 1, 9))).isEqualTo(VersionUpgrade.NONE);
    assertThat(TokenLists.getVersionUpgrade(Version.of(1, 2, 3), Version.of(1, 3, 0))).isEqualTo(VersionUpgrade.MINOR);
  }

  @Test
  void javaScriptKeyOrderAndNumberStrings() {
    assertThat(TokenLists.JsValues.ownKeyOrder(List.of("b", "10", "a", "2", "01", "4294967295", "4294967294")))
        .containsExactly("2", "10", "4294967294", "b", "a", "01", "4294967295");
    assertThat(JsNumbers.toJsString(1)).isEqualTo("1");
    assertThat(JsNumbers.toJsString(-0.0)).isEqualTo("0");
    assertThat(JsNumbers.toJsString(1.5)).isEqualTo("1.5");
    assertThat(JsNumbers.toJsString(1e21)).isEqualTo("1e+21");
    assertThat(JsNumbers.toJsString(1e20)).isEqualTo("100000000000000000000");
    assertThat(JsNumbers.toJsString(1e-7)).isEqualTo("1e-7");
    assertThat(JsNumbers.toJsString(0.000001)).isEqualTo("0.000001");
    assertThat(JsNumbers.toJsString(123.456e-10)).isEqualTo("1.23456e-8");
  }
}
