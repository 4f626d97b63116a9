package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every fixture of the upstream schema test suite, under both profiles: the verdict equals ajv's
 * (EXPECTATIONS.json), and the schema errors sit exactly where ajv reports them.
 */
class UpstreamFixturesTest {
  static Stream<Arguments> fixtures() {
    List<Arguments> cases = new ArrayList<>();
    for (JsonNode fixture : Resources.json("upstream/EXPECTATIONS.json").get("fixtures")) {
      List<String> ajvErrors = new ArrayList<>();
      fixture.get("ajvErrors").forEach(e -> ajvErrors.add(e.asText()));
      String file = fixture.get("file").asText();
      cases.add(Arguments.of(file, TokenListProfile.HEAD, fixture.get("ajvValid").asBoolean(), ajvErrors));
      cases.add(Arguments.of(file, TokenListProfile.SPEC,
          fixture.get("ajvValidBeta34Schema").asBoolean(), ajvErrors));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} under {1}")
  @MethodSource("fixtures")
  void agreesWithAjv(String file, TokenListProfile profile, boolean ajvValid, List<String> ajvErrors) {
    ValidationResult result = TokenListValidator.of(profile).validate(Resources.bytes("upstream/" + file));

    assertThat(result.isSchemaValid()).as("%s under %s: %s", file, profile, result.errors()).isEqualTo(ajvValid);
    if (ajvValid) {
      assertThat(result.isValid()).as("no spec errors either: %s", result.errors()).isTrue();
    } else if (profile == TokenListProfile.HEAD || !file.startsWith("solana")) {
      Set<String> ours = new LinkedHashSet<>();
      result.schemaErrors().forEach(v -> ours.add(v.path()));
      assertThat(ours).isEqualTo(AjvErrors.normalizedPaths(ajvErrors));
    }
  }
}
