package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The byte-scan fast path never changes a result: wherever it answers, the streaming validator
 * finds no error and exactly the same warnings; wherever it gives up, {@code validate(byte[])}
 * returns what the streaming validator returns (or throws the same malformed-JSON message).
 */
class ByteScanValidationTest {
  private static final String TOKEN_A = "{\"chainId\": 1, \"address\": \"0x6B175474E89094C44Da98b954EedeAC495271d0F\", "
      + "\"name\": \"Dai Stablecoin\", \"symbol\": \"DAI\", \"decimals\": 18, "
      + "\"logoURI\": \"https://example.org/dai.png?v=1#x\", \"tags\": [\"stable\"], "
      + "\"extensions\": {\"bridgeInfo\": {\"10\": {\"tokenAddress\": \"0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1\"}}, "
      + "\"rank\": 3, \"isNative\": false, \"note\": null}}";
  private static final String TOKEN_B = "{\"chainId\": 501000101, "
      + "\"address\": \"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v\", \"name\": \"USD Coin\", "
      + "\"symbol\": \"USDC\", \"decimals\": 6, \"logoURI\": \"ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM\"}";
  private static final String TOKEN_LOWER = "{\"chainId\": 10, \"address\": \"0xda10009cbd5d07dd0cecc66161fc93d7c9000da1\", "
      + "\"name\": \"Dai\", \"symbol\": \"DAI\", \"decimals\": 18}";
  private static final String SMALL_LIST = "{\n  \"name\": \"Fast Path List\",\n"
      + "  \"timestamp\": \"2024-05-31T12:00:00.000Z\",\n"
      + "  \"version\": {\"major\": 1, \"minor\": 0, \"patch\": 20},\n"
      + "  \"keywords\": [\"fast\", \"path\"],\n"
      + "  \"tags\": {\"stable\": {\"name\": \"Stablecoin\", \"description\": \"Pegged to a currency, e.g. USD.\"}},\n"
      + "  \"logoURI\": \"ipfs://QmNa8mQkrNKp1WEEeGjFezDmDeodkWRevGFN8JCV7b4Xir\",\n"
      + "  \"x-extra\": {\"a\": [1, -2.5e3, 0.25E+2, true, null, \"\u00e9\"], \"b\": {}},\n"
      + "  \"tokens\": [" + TOKEN_A + ",\n    " + TOKEN_B + ",\n    " + TOKEN_LOWER + "]\n}\n";

  @Test
  void theFastPathTakesAValidListAndReportsTheSameChecksumWarnings() {
    byte[] json = utf8(SMALL_LIST);
    List<Violation> fast = ByteScanValidation.run(json, TokenListProfile.HEAD, true);
    assertThat(fast).isNotNull();
    ValidationResult streaming = TokenListValidator.create().validateStreaming(json);
    assertThat(streaming.errors()).isEmpty();
    assertThat(fast).isEqualTo(streaming.warnings()).hasSize(1);
    assertThat(fast.get(0).toString()).startsWith("/tokens/2/address: is not EIP-55 checksummed (all lower case)");
    assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, false)).isEmpty();
    assertThat(ByteScanValidation.run(json, TokenListProfile.SPEC, true)).as("base58 is an error under spec").isNull();
  }

  @Test
  void anAddressRepeatedInOneListIsCheckedAndWarnedAboutAtEveryPlace() {
    // One address on five chains, as bridged tokens and OP-stack predeploys are listed: written
    // in its EIP-55 form, with one letter's case wrong, all lower, in its form again, all upper.
    String good = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
    List<String> written = List.of(good, "0x6b175474E89094C44Da98b954EedeAC495271d0F",
        good.toLowerCase(java.util.Locale.ROOT), good, good.toUpperCase(java.util.Locale.ROOT).replace("0X", "0x"));
    int[] chains = {1, 10, 137, 8453, 42161};
    StringBuilder tokens = new StringBuilder();
    for (int i = 0; i < written.size(); i++) {
      tokens.append(i == 0 ? "" : ",\n    ").append("{\"chainId\": ").append(chains[i])
          .append(", \"address\": \"").append(written.get(i))
          .append("\", \"name\": \"Dai\", \"symbol\": \"DAI\", \"decimals\": 18}");
    }
    byte[] json = utf8("{\"name\": \"Repeats\", \"timestamp\": \"2024-05-31T12:00:00.000Z\", "
        + "\"version\": {\"major\": 1, \"minor\": 0, \"patch\": 0},\n  \"tokens\": [" + tokens + "]\n}\n");

    List<Violation> fast = ByteScanValidation.run(json, TokenListProfile.HEAD, true);
    assertThat(fast).isNotNull();
    assertThat(fast).extracting(Violation::toString).containsExactly(
        "/tokens/1/address: fails its EIP-55 checksum (\"0x6b175474E89094C44Da98b954EedeAC495271d0F\"); "
            + "the checksummed address is " + good,
        "/tokens/2/address: is not EIP-55 checksummed (all lower case); the checksummed address is " + good,
        "/tokens/4/address: is not EIP-55 checksummed (all upper case); the checksummed address is " + good);
    ValidationResult streaming = TokenListValidator.create().validateStreaming(json);
    assertThat(streaming.errors()).isEmpty();
    assertThat(streaming.warnings()).isEqualTo(fast);
    assertThat(TokenListValidator.create().validate(json).warnings()).isEqualTo(fast);
    assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, false)).isEmpty();
    compareEverywhere(json);
  }

  @Test
  void warningsKeepTheirOrderAcrossTheBatchesOfAddressesChecked() {
    // The scan checks addresses in batches of 64 after reading them: 200 tokens cross three batch
    // boundaries, with warnings on both sides of each (tokens 0, 63, 64, 127, 128, 191, 192 and 199)
    // and a base58 address (no check) among them.
    String good = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
    java.util.Set<Integer> lower = java.util.Set.of(0, 63, 64, 127, 128, 191, 192, 199);
    StringBuilder tokens = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      String address = i == 100 ? "So11111111111111111111111111111111111111112"
          : lower.contains(i) ? good.toLowerCase(java.util.Locale.ROOT) : good;
      tokens.append(i == 0 ? "" : ",\n    ").append("{\"chainId\": ").append(i == 100 ? 501000101 : 1 + i)
          .append(", \"address\": \"").append(address)
          .append("\", \"name\": \"Dai\", \"symbol\": \"DAI\", \"decimals\": 18}");
      if (lower.contains(i)) {
        expected.add("/tokens/" + i + "/address: is not EIP-55 checksummed (all lower case); the checksummed address is "
            + good);
      }
    }
    byte[] json = utf8("{\"name\": \"Batches\", \"timestamp\": \"2024-05-31T12:00:00.000Z\", "
        + "\"version\": {\"major\": 1, \"minor\": 0, \"patch\": 0},\n  \"tokens\": [" + tokens + "]\n}\n");

    List<Violation> fast = ByteScanValidation.run(json, TokenListProfile.HEAD, true);
    assertThat(fast).isNotNull();
    assertThat(fast).extracting(Violation::toString).containsExactlyElementsOf(expected);
    assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, false)).isEmpty();
    ValidationResult streaming = TokenListValidator.create().validateStreaming(json);
    assertThat(streaming.errors()).isEmpty();
    assertThat(streaming.warnings()).isEqualTo(fast);
  }

  @Test
  void lineBreaksWithAnyIndentationAreReadAsThePrettyPrintedOnes() {
    // The scan reads a newline, up to 7 spaces and the byte after them at once: every width from 0
    // to 10 spaces (past one 8-byte read), tabs and carriage returns after the newline, and line
    // breaks at the document's end, each taken by the scan with the streaming path's verdict.
    List<String> breaks = new ArrayList<>();
    for (int spaces = 0; spaces <= 10; spaces++) {
      breaks.add("\n" + " ".repeat(spaces));
    }
    breaks.addAll(List.of("\n\t", "\n  \t ", "\r\n    ", "\n\n      ", "\n   \n ", "\n       \r"));
    int taken = 0;
    for (String lineBreak : breaks) {
      String json = SMALL_LIST.replace("\n", lineBreak).replace(", \"", "," + lineBreak + "\"")
          .replace("{\"", "{" + lineBreak + "\"") + lineBreak;
      taken += compareEverywhere(utf8(json));
      assertThat(ByteScanValidation.run(utf8(json), TokenListProfile.HEAD, true)).as(json).isNotNull();
    }
    assertThat(taken).isEqualTo(breaks.size() * compareEverywhere(utf8(SMALL_LIST))); // as often as the original
  }

  @Test
  void notHexDigitsMarksExactlyTheBytesThatAreNotHexDigits() {
    String hex = "0123456789abcdefABCDEF";
    for (int position = 0; position < 8; position++) {
      for (int b = 0; b < 256; b++) {
        long word = 0x3030303030303030L; // eight '0's
        word = (word & ~(0xFFL << (8 * position))) | ((long) b << (8 * position));
        long expected = hex.indexOf(b) >= 0 ? 0 : 0x80L << (8 * position);
        assertThat(ByteScanValidation.notHexDigits(word)).as("byte %d at %d", b, position).isEqualTo(expected);
      }
    }
    assertThat(ByteScanValidation.notHexDigits(0xFFFF_FFFF_FFFF_FFFFL)).isEqualTo(0x8080808080808080L);
  }

  @Test
  void tokenKeysThatOnlyResembleTheSchemasAreLeftToTheParser() {
    for (String key : List.of("names", "nam", "chainid", "chainIds", "addresses", "logoUri", "decimal",
        "extension", "extensionsX", "tag", "symbols", "n", "e", "decimalsX", "extensionz", "extensiona",
        "\u00e9", "\u00e3hainId", "Name", "x", "")) {
      byte[] json = utf8(SMALL_LIST.replace("\"symbol\": \"USDC\"", "\"symbol\": \"USDC\", \"" + key + "\": 1"));
      assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, true)).as(key).isNull();
      assertThat(TokenListValidator.create().validate(json).errors()).as(key).isNotEmpty();
    }
  }

  @Test
  void agreesWithTheStreamingPathOnEveryCorpusDocument() {
    List<byte[]> documents = new ArrayList<>();
    for (JsonNode c : Resources.json("ajv-corpus.json").get("cases")) {
      documents.add(AjvCorpusTest.document(c));
    }
    for (JsonNode fixture : Resources.json("upstream/EXPECTATIONS.json").get("fixtures")) {
      documents.add(Resources.bytes("upstream/" + fixture.get("file").asText()));
    }
    documents.add(utf8(SMALL_LIST));
    int taken = 0;
    for (byte[] json : documents) {
      // Checksums on only: off runs the same scan minus the hash (the small cases cover both).
      taken += compare(json, TokenListProfile.HEAD, true) + compare(json, TokenListProfile.SPEC, true);
    }
    // The corpus probes rule boundaries on both sides: the valid side must go the fast way.
    assertThat(taken).as("documents the fast path proved valid").isGreaterThan(200);
  }

  /**
   * The published lists are pretty-printed (two to eight spaces of indentation) or minified, and
   * their tokens carry extension strings: such lists must stay on the fast path, or validation
   * silently gets slower without any test failing.
   */
  @Test
  void listsFormattedLikeThePublishedOnesGoTheFastWay() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode list = (ObjectNode) mapper.readTree(SMALL_LIST);
    ArrayNode tokens = (ArrayNode) list.get("tokens");
    ObjectNode bridged = tokens.get(0).deepCopy();
    bridged.putObject("extensions")
        .put("optimismBridgeAddress", "0x99C9fc46f92E8a1c0deC1b1747d010903E884bE1")
        .put("opListId", "extended")
        .put("opTokenId", "0xBTC");
    tokens.add(bridged);
    DefaultPrettyPrinter eightSpaces = new DefaultPrettyPrinter()
        .withObjectIndenter(new DefaultIndenter("        ", "\n"))
        .withArrayIndenter(new DefaultIndenter("        ", "\n"));
    List<byte[]> shapes = List.of(
        mapper.writeValueAsBytes(list),
        mapper.writerWithDefaultPrettyPrinter().writeValueAsBytes(list),
        mapper.writer(eightSpaces).writeValueAsBytes(list),
        mapper.writerWithDefaultPrettyPrinter().writeValueAsString(list).replace("\n", "\r\n").replace("  ", "\t")
            .getBytes(StandardCharsets.UTF_8));
    for (byte[] json : shapes) {
      assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, true)).as(new String(json, StandardCharsets.UTF_8))
          .isNotNull()
          .hasSize(1);
      compareEverywhere(json);
    }
  }

  @Test
  void asciiStringsAtTheirLimitsAgree() {
    String[][] cases = {
      {"\"name\": \"Dai\"", "\"name\": \"" + "n".repeat(60) + "\"", "valid"},
      {"\"name\": \"Dai\"", "\"name\": \"" + "n".repeat(61) + "\"", "invalid"},
      {"\"name\": \"Dai\"", "\"name\": \"\"", "valid"},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"" + "S".repeat(20) + "\"", "valid"},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"" + "S".repeat(21) + "\"", "invalid"},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"US DC\"", "invalid"},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"USDC \"", "invalid"},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"\"", "valid"},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"U\u007fSD\"", "valid"}, // DEL is not whitespace
      {"\"note\": null", "\"note\": \"" + "x".repeat(42) + "\"", "valid"},
      {"\"note\": null", "\"note\": \"" + "x".repeat(43) + "\"", "invalid"},
      {"\"note\": null", "\"note\": \"\"", "invalid"},
      {"\"rank\": 3", "\"rank_2\": 3", "valid"},
      {"\"rank\": 3", "\"" + "r".repeat(40) + "\": 3", "valid"},
      {"\"rank\": 3", "\"" + "r".repeat(41) + "\": 3", "invalid"},
      {"\"rank\": 3", "\"ra-nk\": 3", "invalid"},
      {"\"rank\": 3", "\"\": 3", "invalid"},
    };
    for (String[] c : cases) {
      assertThat(SMALL_LIST).contains(c[0]);
      byte[] json = utf8(SMALL_LIST.replace(c[0], c[1]));
      boolean valid = c[2].equals("valid");
      assertThat(TokenListValidator.create().validate(json).errors().isEmpty()).as(c[1]).isEqualTo(valid);
      assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, true) != null).as(c[1]).isEqualTo(valid);
      compareEverywhere(json);
    }
  }

  @Test
  void emptyObjectsAndArraysAreValidWhereTheSchemaHasNoMinimum() {
    String empties = SMALL_LIST.replace("\"keywords\": [\"fast\", \"path\"]", "\"keywords\": []")
        .replace("\"tags\": [\"stable\"]", "\"tags\": []")
        .replace("{\"10\": {\"tokenAddress\": \"0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1\"}}", "{\"10\": {}}")
        .replace("\"decimals\": 6,", "\"decimals\": 6, \"extensions\": {},")
        .replace("\"tags\": {\"stable\": {\"name\": \"Stablecoin\", \"description\": \"Pegged to a currency, e.g. USD.\"}}",
            "\"tags\": {}");
    assertThat(ByteScanValidation.run(utf8(empties), TokenListProfile.HEAD, true)).isNotNull();
    compareEverywhere(utf8(empties));
    String[][] emptiesThatBreakRules = {
      {"\"version\": {\"major\": 1, \"minor\": 0, \"patch\": 20}", "\"version\": {}"},
      {"\"tokens\": [" + TOKEN_A + ",\n    " + TOKEN_B + ",\n    " + TOKEN_LOWER + "]", "\"tokens\": [ ]"},
      {TOKEN_B, "{}"},
      {"{\"name\": \"Stablecoin\", \"description\": \"Pegged to a currency, e.g. USD.\"}", "{}"},
      {"\"stable\": {\"name\"", "\"other\": {\"name\""}, // token tags referring to an undefined tag
    };
    for (String[] r : emptiesThatBreakRules) {
      assertThat(SMALL_LIST).contains(r[0]);
      byte[] json = utf8(SMALL_LIST.replace(r[0], r[1]));
      assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, true)).as(r[1]).isNull();
      compareEverywhere(json);
    }
  }

  @Test
  void nonAsciiValuesAreDecodedAsTheParserDecodesThem() {
    String[] names = {
      "Caf\u00e9 \u4e2d\u6587 \ud83d\ude80", // 2-, 3- and 4-byte sequences: valid
      "No\u00a0break", // U+00A0 is JavaScript whitespace: invalid in a name
      "Ideographic\u3000space", // U+3000 likewise
      "Line\u2028separator",
      "\ud83d\ude80".repeat(60), // 60 code points in 120 chars: exactly the maximum
      "\ud83d\ude80".repeat(61),
      "\u00e9".repeat(61),
      "\u00e9".repeat(300) + "\ud83d\ude80".repeat(300), // longer than the scan's first buffer
      "a".repeat(253) + "\u00e9\ud83d\ude80\u4e2d" + "b".repeat(600),
    };
    for (String name : names) {
      String json = SMALL_LIST.replace("\"name\": \"Dai\"", "\"name\": \"" + name + "\"");
      compareEverywhere(utf8(json));
    }
    String valid = SMALL_LIST.replace("\"name\": \"Dai\"", "\"name\": \"" + names[0] + "\"");
    assertThat(ByteScanValidation.run(utf8(valid), TokenListProfile.HEAD, true)).isNotNull();
    String sixtyRockets = SMALL_LIST.replace("\"name\": \"Dai\"", "\"name\": \"" + names[4] + "\"");
    assertThat(ByteScanValidation.run(utf8(sixtyRockets), TokenListProfile.HEAD, true)).isNotNull();
    String symbol = SMALL_LIST.replace("\"symbol\": \"USDC\"", "\"symbol\": \"US\u2009DC\"");
    assertThat(TokenListValidator.create().validate(utf8(symbol)).errors()).extracting(Violation::rule)
        .containsExactly(Rule.PATTERN);
  }

  @Test
  void malformedUtf8IsLeftToTheParser() {
    byte[][] sequences = {
      {(byte) 0xC0, (byte) 0x80}, // overlong NUL
      {(byte) 0xE0, (byte) 0x80, (byte) 0x80}, // overlong
      {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // a UTF-16 surrogate
      {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, // above U+10FFFF
      {(byte) 0x80}, // a lone continuation byte
      {(byte) 0xC3}, // cut short
      {(byte) 0xFF},
    };
    for (byte[] sequence : sequences) {
      byte[] json = splice(utf8(SMALL_LIST), "\"Dai\"", sequence);
      assertThat(ByteScanValidation.run(json, TokenListProfile.HEAD, true)).isNull();
      compareEverywhere(json);
    }
  }

  @Test
  void unusualJsonIsLeftToTheParser() {
    String[][] replacements = {
      {"\"decimals\": 6", "\"decimals\": 6.0"},
      {"\"decimals\": 6", "\"decimals\": 6e0"},
      {"\"decimals\": 6", "\"decimals\": 06"},
      {"\"decimals\": 6", "\"decimals\": -6"},
      {"\"decimals\": 6", "\"decimals\": 256"},
      {"\"decimals\": 6", "\"decimals\": 1000000000000000000000"},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"US\\u0044C\""},
      {"\"symbol\": \"USDC\"", "\"symbol\": \"US\tDC\""},
      {"\"symbol\": \"USDC\"", "\"sym\\u0062ol\": \"USDC\""},
      {"\"rank\": 3", "\"rank\": 3, \"rank\": 4"},
      {"\"major\": 1", "\"major\": 1, \"major\": 2"},
      {"\"name\": \"Fast Path List\"", "\"name\": \"Fast Path List\", \"name\": \"Again\""},
      {"\"isNative\": false", "\"isNative\": fals"},
      {"\"isNative\": false", "\"isNative\": falsey"},
      {"\"note\": null", "\"note\": [1]"},
      {"\"rank\": 3", "\"rank\": 3.5"},
      {"\"rank\": 3", "\"rank\": 1e400"},
      {"\"rank\": 3", "\"rank\": -0.5"},
      {"-2.5e3", "-2.5e"},
      {"-2.5e3", "-.5"},
      {"-2.5e3", "2."},
      {"-2.5e3", "-"},
      {"-2.5e3", "1e999999"},
      {"\"\u00e9\"]", "\"\\u00e9\"]"},
      {"\"timestamp\": \"2024-05-31T12:00:00.000Z\"", "\"timestamp\": \"2024-05-31T12:00:00\""},
      {"\"timestamp\": \"2024-05-31T12:00:00.000Z\"", "\"timestamp\": \"2024-02-30T12:00:00Z\""},
      {"\"logoURI\": \"ipfs", "\"logoURI\": \"\u00e9pfs"},
      {"https://example.org/dai.png", "https://[::1]/dai.png"},
      {"https://example.org/dai.png", "https://example.org/d\u00e1i.png"},
      {"\"tags\": [\"stable\"]", "\"tags\": [\"volatile\"]"},
      {"\"tags\": [\"stable\"]", "\"tags\": []"},
      {"\"x-extra\"", "\"tokenMap\": {\"1_0x6B175474E89094C44Da98b954EedeAC495271d0F\": " + TOKEN_LOWER + "}, \"x\""},
      {"]\n}\n", "]\n}\n{}"},
      {"]\n}\n", "],\n}\n"},
      {"{\n  \"name\"", "\ufeff{\n  \"name\""},
    };
    for (String[] r : replacements) {
      assertThat(SMALL_LIST).contains(r[0]);
      compareEverywhere(utf8(SMALL_LIST.replace(r[0], r[1])));
    }
    // Tags defined after the tokens that use them: valid, found by the streaming path.
    String tagsLast = SMALL_LIST.replace("  \"tags\": {\"stable\": {\"name\": \"Stablecoin\", \"description\": "
        + "\"Pegged to a currency, e.g. USD.\"}},\n", "").replace("]\n}\n", "],\n  \"tags\": {\"stable\": "
        + "{\"name\": \"Stablecoin\", \"description\": \"Pegged.\"}}\n}\n");
    assertThat(TokenListValidator.create().validate(utf8(tagsLast)).errors()).isEmpty();
    compareEverywhere(utf8(tagsLast));
  }

  @Test
  void everyPrefixAndEverySingleByteChangeAgrees() {
    byte[] json = utf8(SMALL_LIST);
    for (int n = 0; n < json.length; n++) {
      compare(java.util.Arrays.copyOf(json, n), TokenListProfile.HEAD, true);
    }
    byte[] candidates = {'"', '\\', '0', ',', '}', ']', 'x', (byte) 0x80, 0x01};
    for (int i = 0; i < json.length; i++) {
      for (byte candidate : candidates) {
        byte[] changed = json.clone();
        changed[i] = candidate;
        compare(changed, TokenListProfile.HEAD, true);
      }
    }
  }

  /** Compares both paths under both profiles, checksums on and off; returns how often the fast path answered. */
  private static int compareEverywhere(byte[] json) {
    int taken = 0;
    for (TokenListProfile profile : TokenListProfile.values()) {
      taken += compare(json, profile, true) + compare(json, profile, false);
    }
    return taken;
  }

  private static int compare(byte[] json, TokenListProfile profile, boolean checksums) {
    TokenListValidator validator = TokenListValidator.of(profile).withChecksumWarnings(checksums);
    Object streaming = outcome(() -> validator.validateStreaming(json));
    List<Violation> fast = ByteScanValidation.run(json, profile, checksums);
    String what = new String(json, StandardCharsets.UTF_8) + " [" + profile + ", checksums " + checksums + "]";
    if (fast == null) {
      assertThat(outcome(() -> validator.validate(json))).as(what).isEqualTo(streaming);
      return 0;
    }
    assertThat(streaming).as(what).isEqualTo(new ValidationResult(profile, List.of(), fast));
    return 1;
  }

  /** The result, or the malformed-JSON message. */
  private static Object outcome(java.util.function.Supplier<ValidationResult> validation) {
    try {
      return validation.get();
    } catch (MalformedJsonException e) {
      return "malformed: " + e.getMessage();
    }
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** {@code json} with {@code bytes} inserted inside the first occurrence of the quoted {@code marker}. */
  private static byte[] splice(byte[] json, String marker, byte[] bytes) {
    String text = new String(json, StandardCharsets.UTF_8);
    int at = text.indexOf(marker) + 2; // after the quote and the first character
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(json, 0, at);
    out.writeBytes(bytes);
    out.write(json, at, json.length - at);
    return out.toByteArray();
  }
}
