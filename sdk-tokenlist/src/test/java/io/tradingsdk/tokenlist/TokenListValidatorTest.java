package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TokenListValidatorTest {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  private static String token(String address, String extra) {
    return "{\"chainId\":1,\"address\":\"" + address + "\",\"decimals\":6,\"name\":\"USD Coin\",\"symbol\":\"USDC\""
        + extra + "}";
  }

  private static String list(String tokens, String extra) {
    return "{\"name\":\"My List\",\"timestamp\":\"2020-06-12T00:00:00Z\",\"version\":{\"major\":1,\"minor\":0,"
        + "\"patch\":0},\"tokens\":[" + tokens + "]" + extra + "}";
  }

  private static ValidationResult validate(String json) {
    return TokenListValidator.create().validate(json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void validListHasNoErrorsAndNoWarnings() {
    ValidationResult result = validate(list(token(USDC, ""), ""));
    assertThat(result.isValid()).isTrue();
    assertThat(result.isSchemaValid()).isTrue();
    assertThat(result.errors()).isEmpty();
    assertThat(result.warnings()).isEmpty();
    assertThat(result.profile()).isEqualTo(TokenListProfile.HEAD);
  }

  @Test
  void pointsAtTheOffendingValueWithAReadableMessage() {
    List<String> tokens = new ArrayList<>();
    for (int i = 0; i < 13; i++) {
      tokens.add(i == 12 ? token(USDC, "").replace("\"decimals\":6", "\"decimals\":300") : token(USDC, ""));
    }
    ValidationResult result = validate(list(String.join(",", tokens), ""));
    assertThat(result.errors()).hasSize(1);
    Violation violation = result.errors().get(0);
    assertThat(violation.toString()).isEqualTo("/tokens/12/decimals: must be <= 255, was 300");
    assertThat(violation.path()).isEqualTo("/tokens/12/decimals");
    assertThat(violation.rule()).isEqualTo(Rule.MAXIMUM);
    assertThat(violation.rule().keyword()).isEqualTo("maximum");
  }

  @Test
  void reportsEveryViolationNotTheFirst() {
    String json = "{\"name\":\"bad-name!\",\"timestamp\":\"yesterday\",\"version\":{\"major\":-1,\"minor\":0},"
        + "\"keywords\":[\"a\",\"a\"],\"tokens\":[{\"chainId\":0,\"address\":\"0x12\",\"decimals\":1.5,\"name\":\"a\\tb\","
        + "\"symbol\":\"A B\",\"logoURI\":\"logo.png\",\"extra\":true,\"extensions\":{\"bad-key\":[1],"
        + "\"deep\":{\"a\":{\"b\":{\"c\":1}}}}}]}";
    ValidationResult result = validate(json);
    assertThat(result.errors()).extracting(Violation::toString).containsExactly(
        "/name: may contain only letters, digits, underscores and spaces, was \"bad-name!\"",
        "/timestamp: must be an RFC 3339 date-time such as 2024-05-31T12:00:00Z, was \"yesterday\"",
        "/version/major: must be >= 0, was -1",
        "/version/patch: is required",
        "/keywords: must not repeat a keyword: items 0 and 1 are both \"a\"",
        "/tokens/0/chainId: must be >= 1, was 0",
        "/tokens/0/address: must be 0x followed by 40 hex digits, or a base58 address of 32 to 44 characters, "
            + "was \"0x12\"",
        "/tokens/0/decimals: must be an integer, was 1.5",
        "/tokens/0/name: must be empty or contain no whitespace other than spaces, was \"a\\tb\"",
        "/tokens/0/symbol: must be empty or contain no whitespace, was \"A B\"",
        "/tokens/0/logoURI: must be an absolute URI such as https://example.org/logo.png or ipfs://Qm..., "
            + "was \"logo.png\"",
        "/tokens/0/extra: is not allowed: a token entry has only chainId, address, decimals, name, symbol, "
            + "logoURI, tags and extensions",
        "/tokens/0/extensions/bad-key: \"bad-key\" is not an extension key: only letters, digits and underscores",
        "/tokens/0/extensions/bad-key: must be a string, boolean, number, null or object, was an array",
        "/tokens/0/extensions/deep/a/b: must be a string, boolean, number or null, was an object: extension "
            + "values nest objects at most 2 levels below the extensions map");
  }

  @Test
  void lengthsCountCodePoints() {
    String sixtyEmoji = "\uD83D\uDE00".repeat(60);
    assertThat(validate(list(token(USDC, "").replace("USD Coin", sixtyEmoji), "")).errors()).isEmpty();
    ValidationResult tooLong = validate(list(token(USDC, "").replace("USD Coin", sixtyEmoji + "a"), ""));
    assertThat(tooLong.errors()).singleElement().satisfies(v -> {
      assertThat(v.rule()).isEqualTo(Rule.MAX_LENGTH);
      assertThat(v.message()).startsWith("must be at most 60 characters, was 61: ");
    });
  }

  @Test
  void undefinedTagIsASpecErrorButNotASchemaError() {
    String tags = ",\"tags\":{\"stablecoin\":{\"name\":\"Stablecoin\",\"description\":\"Pegged\"}}";
    ValidationResult defined = validate(list(token(USDC, ",\"tags\":[\"stablecoin\"]"), tags));
    assertThat(defined.isValid()).isTrue();

    ValidationResult undefined = validate(list(token(USDC, ",\"tags\":[\"stablecoin\",\"nope\"]"), tags));
    assertThat(undefined.isSchemaValid()).isTrue();
    assertThat(undefined.isValid()).isFalse();
    assertThat(undefined.errors()).extracting(Violation::toString)
        .containsExactly("/tokens/0/tags/1: refers to tag \"nope\", which the list's tags do not define");
    assertThat(undefined.errors().get(0).rule().kind()).isEqualTo(Rule.Kind.SPEC);
  }

  @Test
  void tagsDefinedAfterTheTokensAreResolvedAtTheEnd() {
    String json = "{\"tokens\":[" + token(USDC, ",\"tags\":[\"late\",\"never\"]") + "],\"name\":\"L\","
        + "\"timestamp\":\"2020-06-12T00:00:00Z\",\"version\":{\"major\":1,\"minor\":0,\"patch\":0},"
        + "\"tags\":{\"late\":{\"name\":\"Late\",\"description\":\"Defined last\"}}}";
    assertThat(validate(json).errors()).extracting(Violation::path).containsExactly("/tokens/0/tags/1");
    String noTags = list(token(USDC, ",\"tags\":[\"x\"]"), "");
    assertThat(validate(noTags).errors()).extracting(Violation::rule).containsExactly(Rule.TAG_REFERENCE);
  }

  @Test
  void checksumMismatchesAreWarnings() {
    String lower = USDC.toLowerCase(java.util.Locale.ROOT);
    String flipped = "0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
    ValidationResult result = validate(list(token(lower, "") + "," + token(flipped, "") + "," + token(USDC, ""), ""));
    assertThat(result.isValid()).isTrue();
    assertThat(result.warnings()).extracting(Violation::toString).containsExactly(
        "/tokens/0/address: is not EIP-55 checksummed (all lower case); the checksummed address is " + USDC,
        "/tokens/1/address: fails its EIP-55 checksum (\"" + flipped + "\"); the checksummed address is " + USDC);
    assertThat(result.warnings()).allSatisfy(w -> assertThat(w.rule()).isEqualTo(Rule.CHECKSUM));

    ValidationResult quiet = TokenListValidator.create().withChecksumWarnings(false)
        .validate(list(token(lower, ""), ""));
    assertThat(quiet.warnings()).isEmpty();
  }

  @Test
  void timestampWithoutOffsetPassesTheSchemaWithAWarning() {
    ValidationResult result = validate(list(token(USDC, ""), "").replace("00:00:00Z", "00:00:00"));
    assertThat(result.isValid()).isTrue();
    assertThat(result.warnings()).extracting(Violation::path, Violation::rule)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("/timestamp", Rule.TIMESTAMP_OFFSET));
  }

  @Test
  void tokenMapKeyThatDoesNotMatchItsTokenIsAWarning() {
    String map = ",\"tokenMap\":{\"1_" + USDC + "\":" + token(USDC, "") + ",\"usdc\":" + token(USDC, "")
        + ",\"x/y\":" + token(USDC, "").replace("\"decimals\":6", "\"decimals\":-1") + "}";
    ValidationResult result = validate(list(token(USDC, ""), map));
    assertThat(result.errors()).extracting(Violation::toString)
        .containsExactly("/tokenMap/x~1y/decimals: must be >= 0, was -1");
    assertThat(result.warnings()).extracting(Violation::toString).containsExactly(
        "/tokenMap/usdc: key should be \"1_" + USDC + "\" (<chainId>_<address> of its token)",
        "/tokenMap/x~1y: key should be \"1_" + USDC + "\" (<chainId>_<address> of its token)");
  }

  @Test
  void repeatedKeysCountWithTheirLastValueAsInJsonParse() {
    String badThenGood = list(token(USDC, "").replace("\"decimals\":6", "\"decimals\":300,\"decimals\":6"), "");
    ValidationResult result = validate(badThenGood);
    assertThat(result.isValid()).isTrue();
    assertThat(result.warnings()).extracting(Violation::toString)
        .containsExactly("/tokens/0/decimals: repeats a key of this object; as in JSON.parse, the last value counts");

    String goodThenBad = list(token(USDC, "").replace("\"decimals\":6", "\"decimals\":6,\"decimals\":300"), "");
    assertThat(validate(goodThenBad).errors()).extracting(Violation::toString)
        .containsExactly("/tokens/0/decimals: must be <= 255, was 300");
  }

  @Test
  void profilesDifferOnlyInTheAddressRule() {
    String solana = list(token("So11111111111111111111111111111111111111112", ""), "");
    assertThat(TokenListValidator.of(TokenListProfile.HEAD).validate(solana).isValid()).isTrue();
    ValidationResult spec = TokenListValidator.of(TokenListProfile.SPEC).validate(solana);
    assertThat(spec.errors()).extracting(Violation::toString).containsExactly(
        "/tokens/0/address: must be 0x followed by 40 hex digits (profile spec accepts EVM addresses only), "
            + "was \"So11111111111111111111111111111111111111112\"");
    assertThat(TokenListProfile.DEFAULT).isEqualTo(TokenListProfile.HEAD);
    assertThat(TokenListProfile.fromName("SPEC")).isEqualTo(TokenListProfile.SPEC);
    assertThatThrownBy(() -> TokenListProfile.fromName("beta"))
        .hasMessage("profile: expected spec or head, was \"beta\"");
  }

  @Test
  void tooManyTokensIsOneError() {
    String one = token(USDC, "");
    String tokens = String.join(",", java.util.Collections.nCopies(10_001, one));
    assertThat(validate(list(tokens, "")).errors()).extracting(Violation::toString)
        .containsExactly("/tokens: must hold at most 10000 tokens, was 10001");
  }

  @Test
  void requiredPropertiesArePointedAtWhereTheyBelong() {
    assertThat(validate("{}").errors()).extracting(Violation::toString).containsExactly(
        "/name: is required", "/timestamp: is required", "/version: is required", "/tokens: is required");
    assertThat(validate("[]").errors()).extracting(Violation::toString)
        .containsExactly("(document): must be an object, was an array");
  }

  @Test
  void notJsonIsAnExceptionNamingWhere() {
    assertThatThrownBy(() -> validate("{\"name\": }"))
        .isInstanceOf(MalformedJsonException.class)
        .hasMessageStartingWith("not JSON: ")
        .hasMessageContaining("line 1, column 10");
    assertThatThrownBy(() -> validate("{} {}"))
        .isInstanceOf(MalformedJsonException.class)
        .hasMessageContaining("after the document");
    assertThatThrownBy(() -> validate("  "))
        .isInstanceOf(MalformedJsonException.class)
        .hasMessage("not JSON: the input is empty");
    assertThatThrownBy(() -> validate("{\"a\":NaN}")).isInstanceOf(MalformedJsonException.class);
  }

  @Test
  void treeStringAndTypedInputsGiveTheSameResultAsBytes() throws Exception {
    byte[] bytes = Resources.bytes("upstream/extensions-invalid.tokenlist.json");
    TokenListValidator validator = TokenListValidator.create();
    ValidationResult fromBytes = validator.validate(bytes);
    assertThat(fromBytes.errors()).isNotEmpty();
    JsonNode tree = TradingJson.mapper().readTree(bytes);
    assertThat(validator.validate(tree)).isEqualTo(fromBytes);
    assertThat(validator.validate(new String(bytes, StandardCharsets.UTF_8))).isEqualTo(fromBytes);
    assertThat(validator.validate(new java.io.ByteArrayInputStream(bytes))).isEqualTo(fromBytes);
    TokenList typed = TradingJson.mapper().readValue(bytes, TokenList.class);
    assertThat(validator.validate(typed).errors()).isEqualTo(fromBytes.errors());
  }
}
