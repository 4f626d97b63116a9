package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The ajv corpus (ajv-corpus.json, built by benchmarks/peers/tokenlists/generate-ajv-corpus.js):
 * over a thousand documents probing each rule's boundary on both sides, with ajv 8.6.3 +
 * ajv-formats 2.1.1's verdict and errors under both schemas.
 *
 * <p>The comparison is on schema rules only: {@link ValidationResult#isSchemaValid()} against
 * ajv's verdict, and the places of schema errors against ajv's (see {@link AjvErrors}). Spec rules
 * such as tag references are not in the schema, so ajv cannot judge them; they are tested in
 * {@code TokenListValidatorTest}.
 */
class AjvCorpusTest {
  /**
   * Where this validator knowingly differs from ajv, and why. ajv's uniqueItems check for strings
   * counts items in a plain object ({@code indices[item]}); "__proto__" hits the prototype setter,
   * so two "__proto__" keywords pass ajv although they are not unique. The schema (and the spec)
   * says unique, so this validator reports them.
   */
  private static final Map<String, Rule> KNOWN_AJV_BUGS = Map.of("keywords/duplicate-proto", Rule.UNIQUE_ITEMS);

  private static JsonNode corpus;

  @BeforeAll
  static void load() {
    corpus = Resources.json("ajv-corpus.json");
  }

  @Test
  void corpusIsLargeAndCoversEveryRule() {
    assertThat(corpus.get("cases").size()).isGreaterThan(1000);
    Set<String> keywords = new LinkedHashSet<>();
    for (JsonNode c : corpus.get("cases")) {
      c.get("head").get("errors").forEach(e -> keywords.add(e.asText().substring(e.asText().lastIndexOf(' ') + 1)));
    }
    assertThat(keywords).contains("type", "required", "additionalProperties", "minLength", "maxLength", "pattern",
        "format", "minimum", "maximum", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
        "propertyNames", "anyOf");
  }

  @Test
  void everyCaseAgreesWithAjvUnderBothProfiles() {
    List<String> mismatches = new ArrayList<>();
    int compared = 0;
    for (JsonNode c : corpus.get("cases")) {
      String id = c.get("id").asText();
      byte[] doc = document(c);
      for (TokenListProfile profile : TokenListProfile.values()) {
        JsonNode ajv = c.get(profile.cliName());
        ValidationResult result = TokenListValidator.of(profile).validate(doc);
        compared++;
        if (KNOWN_AJV_BUGS.containsKey(id)) {
          assertThat(ajv.get("valid").asBoolean()).as("%s: ajv still misses it", id).isTrue();
          assertThat(result.errors()).extracting(Violation::rule).containsExactly(KNOWN_AJV_BUGS.get(id));
          continue;
        }
        boolean ajvValid = ajv.get("valid").asBoolean();
        if (result.isSchemaValid() != ajvValid) {
          mismatches.add(id + " [" + profile.cliName() + "] ajv valid=" + ajvValid + " " + ajv.get("errors")
              + ", ours " + result.errors());
          continue;
        }
        List<String> ajvErrors = new ArrayList<>();
        ajv.get("errors").forEach(e -> ajvErrors.add(e.asText()));
        Set<String> expected = AjvErrors.normalizedPaths(ajvErrors);
        Set<String> ours = new LinkedHashSet<>();
        result.schemaErrors().forEach(v -> ours.add(v.path()));
        if (!ours.equals(expected)) {
          mismatches.add(id + " [" + profile.cliName() + "] error places differ: ajv " + expected + " " + ajvErrors
              + ", ours " + result.schemaErrors());
        }
      }
    }
    assertThat(compared).isGreaterThan(2000);
    assertThat(mismatches).as("%d disagreements", mismatches.size()).isEmpty();
  }

  /** The case's document, expanded as the generator expanded it for ajv. */
  static byte[] document(JsonNode c) {
    String text = c.get("doc").asText();
    JsonNode repeat = c.get("repeat");
    if (repeat == null) {
      return text.getBytes(StandardCharsets.UTF_8);
    }
    try {
      ObjectNode doc = (ObjectNode) TradingJson.mapper().readTree(text);
      int count = repeat.get("count").asInt();
      if (repeat.get("path").asText().equals("tokens")) {
        JsonNode first = doc.get("tokens").get(0);
        ArrayNode tokens = doc.putArray("tokens");
        for (int i = 0; i < count; i++) {
          tokens.add(first);
        }
      } else {
        Iterator<JsonNode> values = doc.get("tokenMap").elements();
        JsonNode first = values.next();
        ObjectNode map = doc.putObject("tokenMap");
        for (int i = 0; i < count; i++) {
          map.set("k" + i, first);
        }
      }
      return TradingJson.mapper().writeValueAsBytes(doc);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
