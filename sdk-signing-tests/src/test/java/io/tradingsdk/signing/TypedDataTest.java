package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TypedDataTest {
  private static final JsonNode PERMIT = Vectors.load("vectors.json").get(0);

  @Test
  void aQuoteResponseWithPermitDataIsReadDirectly() {
    ObjectNode response = new ObjectMapper().createObjectNode();
    response.put("requestId", "abc");
    response.putObject("quote").put("routing", "CLASSIC");
    response.set("permitData", PERMIT.get("apiPermitData"));
    TypedData typedData = TypedData.from(response);
    assertThat(typedData.digest().toHex()).isEqualTo(PERMIT.get("digest").asText());
    ((ObjectNode) response.get("permitData").get("values")).put("sigDeadline", "1");
    ObjectNode broken = response.deepCopy();
    ((ObjectNode) broken.get("permitData").get("values").get("details")).put("amount", "-1");
    assertThatThrownBy(() -> TypedData.from(broken)).hasMessage("permitData.values.details.amount: -1 does not fit uint160");
    response.putNull("permitData");
    assertThatThrownBy(() -> TypedData.from(response)).hasMessage("permitData: is null: this response carries no permit to sign");
  }

  @Test
  void theInstanceDoesNotChangeWhenTheInputDoes() {
    ObjectNode input = PERMIT.get("typedData").deepCopy();
    TypedData typedData = TypedData.from(input);
    ((ObjectNode) input.get("message")).put("spender", "0x0000000000000000000000000000000000000000");
    assertThat(typedData.message().get("spender").asText()).isEqualTo("0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af");
    typedData.message().put("spender", "0x0000000000000000000000000000000000000000");
    assertThat(typedData.message().get("spender").asText()).isEqualTo("0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af");
    assertThat(TypedData.from(typedData.toJson()).digest()).isEqualTo(typedData.digest());
  }

  @Test
  void ambiguousOrUnknownShapesAreRefused() {
    assertThatThrownBy(() -> TypedData.parse("[1]")).hasMessageStartingWith("expected a JSON object");
    assertThatThrownBy(() -> TypedData.parse("{\"domain\": {}}")).hasMessageStartingWith("expected eth_signTypedData_v4 typed data");
    ObjectNode both = PERMIT.get("typedData").deepCopy();
    both.set("values", both.get("message"));
    assertThatThrownBy(() -> TypedData.from(both)).hasMessageContaining("has both \"message\"");
    assertThatThrownBy(() -> TypedData.parse("{not json")).hasMessageStartingWith("not valid JSON");
    String secret = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
    assertThatThrownBy(() -> TypedData.parse(secret)).hasMessageStartingWith("not valid JSON: Unrecognized token '…'")
        .hasMessageNotContaining(secret.substring(0, 10));
    assertThatThrownBy(() -> TypedData.parse("")).isInstanceOf(InvalidTypedDataException.class);
    String typedData = PERMIT.get("typedData").toString();
    assertThatThrownBy(() -> TypedData.parse(typedData + " {}"))
        .hasMessageStartingWith("not valid JSON: a second value (START_OBJECT) after the first at line 1");
    assertThat(TypedData.parse(typedData + " \n ").digest().toHex())
        .isEqualTo(TypedData.from(PERMIT.get("typedData")).digest().toHex());
  }

  /** Numbers keep their digits through the reader: an integer of any size, a fraction with its trailing zero. */
  @Test
  void theReaderKeepsNumbersExact() {
    JsonNode tree = Eip712Json.read("{\"a\": 7, \"b\": 9007199254740993, \"c\": 123456789012345678901234567890,"
        + " \"d\": 1.50, \"e\": [true, null, \"x\"]}");
    assertThat(tree.get("a").isInt()).isTrue();
    assertThat(tree.get("b").longValue()).isEqualTo(9007199254740993L);
    assertThat(tree.get("c").bigIntegerValue()).isEqualTo(new BigInteger("123456789012345678901234567890"));
    assertThat(tree.get("d").decimalValue()).isEqualTo(new java.math.BigDecimal("1.50"));
    assertThat(tree.get("e").toString()).isEqualTo("[true,null,\"x\"]");
  }

  @Test
  void duplicateJsonKeysAreRefused() {
    String json = PERMIT.get("typedData").toString().replace("\"nonce\":\"1\"", "\"nonce\":\"1\",\"nonce\":\"2\"");
    assertThat(json).contains("\"nonce\":\"2\"");
    assertThatThrownBy(() -> TypedData.parse(json)).hasMessageContaining("Duplicate field 'nonce'");
  }

  @Test
  void doublesThatMayHaveLostDigitsAreRefused() throws Exception {
    // A default ObjectMapper reads 1e20 as a double: exact here, but the SDK cannot know that.
    String json = PERMIT.get("typedData").toString().replace("\"sigDeadline\":\"1735691400\"", "\"sigDeadline\":1e20");
    JsonNode lossy = new ObjectMapper().readTree(json);
    assertThatThrownBy(() -> TypedData.from(lossy)).hasMessageStartingWith("message.sigDeadline: the JSON number 1.0E20 for uint256 was read as a double");
    assertThat(TypedData.parse(json).message().get("sigDeadline").decimalValue().toBigIntegerExact())
        .isEqualTo(BigInteger.TEN.pow(20));
    String small = PERMIT.get("typedData").toString().replace("\"sigDeadline\":\"1735691400\"", "\"sigDeadline\":1735691400.0");
    assertThat(TypedData.from(new ObjectMapper().readTree(small)).digest().toHex()).isEqualTo(PERMIT.get("digest").asText());
  }

  @Test
  void builderAssemblesTypedDataInCode() {
    Map<String, List<Eip712Field>> types = new LinkedHashMap<>();
    types.put("Mail", List.of(Eip712Field.of("from", "Person"), Eip712Field.of("to", "Person"), Eip712Field.of("contents", "string")));
    types.put("Person", List.of(Eip712Field.of("name", "string"), Eip712Field.of("wallet", "address")));
    Eip712Domain domain = Eip712Domain.builder().name("Ether Mail").version("1").chainId(1)
        .verifyingContract("0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC").build();
    TypedData mail = TypedData.builder().domain(domain).types(types).message(Map.of(
        "from", Map.of("name", "Cow", "wallet", "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826"),
        "to", Map.of("name", "Bob", "wallet", "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB"),
        "contents", "Hello, Bob!")).build();
    // The EIP-712 specification's own example.
    assertThat(mail.digest().toHex()).isEqualTo("0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2");
    assertThat(mail.domainSeparator().toHex()).isEqualTo("0xf2cee375fa42b42143804025fc449deafd50cc031ca257e0b194a650a912090f");
    assertThat(mail.encodedType()).isEqualTo("Mail(Person from,Person to,string contents)Person(string name,address wallet)");
  }

  @Test
  void typeSetsAndDomainsAreComputedOnce() {
    String json = PERMIT.get("apiPermitData").toString();
    TypedData.parse(json);
    long types = Eip712Cache.TYPE_COMPILATIONS.get();
    long domains = Eip712Cache.DOMAIN_COMPUTATIONS.get();
    for (int i = 0; i < 20; i++) {
      TypedData.parse(json.replace("\"nonce\":\"1\"", "\"nonce\":\"" + i + "\""));
    }
    assertThat(Eip712Cache.TYPE_COMPILATIONS.get()).isEqualTo(types);
    assertThat(Eip712Cache.DOMAIN_COMPUTATIONS.get()).isEqualTo(domains);
    TypedData.parse(json.replace("\"chainId\":1", "\"chainId\":987654321")); // a domain no other test uses
    assertThat(Eip712Cache.DOMAIN_COMPUTATIONS.get()).isEqualTo(domains + 1);
  }

  @Test
  void aCachedTypeSetStillRejectsBadValues() {
    String json = PERMIT.get("apiPermitData").toString();
    TypedData.parse(json);
    assertThatThrownBy(() -> TypedData.parse(json.replace("\"amount\":\"2000000\"", "\"amount\":\"-2\"")))
        .hasMessage("values.details.amount: -2 does not fit uint160");
    // A cached domain is keyed by its exact text, so a bad checksum is never served from the cache.
    assertThatThrownBy(() -> TypedData.parse(json.replace("0x000000000022D473030F116dDEE9F6B43aC78BA3", "0x000000000022d473030F116dDEE9F6B43aC78BA3")))
        .hasMessageStartingWith("domain.verifyingContract: bad EIP-55 checksum");
  }

  @Test
  void hugeNumbersFailFastAndReadably() {
    String digits = "9".repeat(5000);
    String json = PERMIT.get("typedData").toString().replace("\"sigDeadline\":\"1735691400\"", "\"sigDeadline\":\"" + digits + "\"");
    assertThatThrownBy(() -> TypedData.parse(json)).hasMessage("message.sigDeadline: a number of 5000 digits does not fit uint256");
    String number = PERMIT.get("typedData").toString().replace("\"sigDeadline\":\"1735691400\"", "\"sigDeadline\":1e100000");
    assertThatThrownBy(() -> TypedData.parse(number)).hasMessage("message.sigDeadline: a number of 100001 digits does not fit uint256");
  }

  /**
   * A JSON number's exponent is bounded only by int: precision minus scale overflowed (1e2147483647 escaped the digit
   * check and failed in BigInteger with an ArithmeticException), and a tiny fraction was spelled out in full in the
   * message (1e-2147483647 failed with a NegativeArraySizeException; 1e-100000000 built a string of 100 million
   * digits). Each is now the path's InvalidTypedDataException with a short message; the domain's chainId as well.
   */
  @Test
  void extremeExponentsAreRefusedAsTypedDataErrors() {
    String json = PERMIT.get("typedData").toString();
    String deadline = "\"sigDeadline\":\"1735691400\"";
    assertThatThrownBy(() -> TypedData.parse(json.replace(deadline, "\"sigDeadline\":1e2147483647")))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("message.sigDeadline: a number of 2147483648 digits does not fit uint256");
    assertThatThrownBy(() -> TypedData.parse(json.replace(deadline, "\"sigDeadline\":1e-2147483647")))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("message.sigDeadline: expected an integer for uint256, got the fraction 1E-2147483647");
    assertThatThrownBy(() -> TypedData.parse(json.replace(deadline, "\"sigDeadline\":1e-100000")))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("message.sigDeadline: expected an integer for uint256, got the fraction 1E-100000");
    assertThatThrownBy(() -> TypedData.parse(json.replace("\"chainId\":1", "\"chainId\":9e2147483647")))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("domain.chainId: a number of 2147483648 digits does not fit uint256");
    // Zero in any spelling is still zero, and a whole number with an exponent is still read exactly.
    assertThat(TypedData.parse(json.replace(deadline, "\"sigDeadline\":0e-2147483647")).digest())
        .isEqualTo(TypedData.parse(json.replace(deadline, "\"sigDeadline\":0")).digest());
    assertThat(TypedData.parse(json.replace(deadline, "\"sigDeadline\":1.7356914e9")).digest().toHex())
        .isEqualTo(PERMIT.get("digest").asText());
  }

  /**
   * Maps and lists are turned into a tree by the SDK mapper, whose BigDecimal serializer wrote each decimal out in
   * full (toPlainString): 1e-100000000 became a 100-million-digit number, and 1e2147483647 an IllegalArgumentException
   * from Jackson. A decimal now reaches the encoder as it is, and is refused there like the same JSON number.
   */
  @Test
  void decimalsInMapsWithExtremeExponentsAreRefusedAsTypedDataErrors() {
    Map<String, List<Eip712Field>> types = Map.of("T", List.of(Eip712Field.of("amount", "uint160")));
    Eip712Domain domain = Eip712Domain.builder().name("x").build();
    assertThatThrownBy(() -> TypedData.builder().domain(domain).types(types)
        .message(Map.of("amount", new java.math.BigDecimal("1e2147483647"))).build())
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("message.amount: a number of 2147483648 digits does not fit uint160");
    assertThatThrownBy(() -> TypedData.builder().domain(domain).types(types)
        .message(Map.of("amount", new java.math.BigDecimal("1e-100000000"))).build())
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("message.amount: expected an integer for uint160, got the fraction 1E-100000000");
    Map<String, Object> json = Map.of("types", Map.of("T", List.of(Map.of("name", "amount", "type", "uint160"))),
        "primaryType", "T", "domain", Map.of("name", "x"), "message", Map.of("amount", new java.math.BigDecimal("1E+3")));
    assertThat(TypedData.from(json).digest()).isEqualTo(TypedData.builder().domain(domain).types(types)
        .message(Map.of("amount", 1000)).build().digest());
  }

  /**
   * A type set is compiled before its message is read, so its size is the input's to choose: a member type of
   * 100,000 array dimensions (a 200 KB string) overflowed the stack (a StackOverflowError, not an exception), and a
   * chain of 4,000 struct types (150 KB) spent seconds and hundreds of MB on encoded types, each holding every type
   * after it (10,000: a StackOverflowError). Both are refused up front, naming the path; real type sets are far
   * smaller (the vectors have at most 8 types and 3 dimensions, UniswapX 6 types).
   */
  @Test
  void oversizedTypeSetsAreRefusedBeforeTheyAreCompiled() {
    String deepArray = "{\"types\":{\"T\":[{\"name\":\"a\",\"type\":\"uint8" + "[]".repeat(100_000) + "\"}]},"
        + "\"domain\":{},\"primaryType\":\"T\",\"message\":{\"a\":[]}}";
    assertThatThrownBy(() -> TypedData.parse(deepArray)).isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith("types.T.a: 100000 array dimensions in \"uint8[][]")
        .hasMessageEndingWith("(at most 64)");
    String widest = "{\"types\":{\"T\":[{\"name\":\"a\",\"type\":\"uint8" + "[]".repeat(64) + "\"}]},"
        + "\"domain\":{},\"primaryType\":\"T\",\"message\":{\"a\":[]}}";
    assertThat(TypedData.parse(widest).encodedType()).isEqualTo("T(uint8" + "[]".repeat(64) + " a)");

    assertThatThrownBy(() -> TypedData.parse(structChain(10_000))).isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("types: 10000 struct types (at most 256)");
    assertThatThrownBy(() -> TypedData.parse(structChain(257))).isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("types: 257 struct types (at most 256)");
    // 256 types pass the count, but T0's encoded type (every type after it) is past 64 KiB.
    assertThatThrownBy(() -> TypedData.parse(structChain(256, "a".repeat(300))))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith("types.T0: its encoded type (with every type it depends on) is ")
        .hasMessageEndingWith(" characters (at most 65536)");
    // A chain of 256 short types is fine: its message is the innermost member, nested 256 deep.
    StringBuilder message = new StringBuilder();
    message.append("{\"a\":".repeat(255)).append("{\"a\":1}").append("}".repeat(255));
    String chain = structChain(256).replace("\"message\":{\"a\":1}", "\"message\":" + message);
    assertThat(TypedData.parse(chain).primaryType()).isEqualTo("T0");
  }

  private static String structChain(int count) {
    return structChain(count, "a");
  }

  /** T0 has one member of type T1, ..., the last one a uint8: each type's encoded type holds all types after it. */
  private static String structChain(int count, String member) {
    StringBuilder json = new StringBuilder("{\"types\":{");
    for (int i = 0; i < count; i++) {
      json.append(i == 0 ? "" : ",").append("\"T").append(i).append("\":[{\"name\":\"").append(member)
          .append("\",\"type\":\"").append(i + 1 < count ? "T" + (i + 1) : "uint8").append("\"}]");
    }
    return json.append("},\"domain\":{},\"primaryType\":\"T0\",\"message\":{\"a\":1}}").toString();
  }

  /**
   * A member name is part of the type string, hashed as UTF-8; a lone surrogate has no UTF-8 form and was hashed as
   * '?', so "a\\ud800" and "a?" signed the same type hash while the typed data showed another name. JSON text cannot
   * carry one in the message's keys (Jackson refuses it), but maps and trees can. It is refused, as a string value
   * with a lone surrogate is.
   */
  @Test
  void aMemberNameWithALoneSurrogateIsRefused() {
    Map<String, Object> json = Map.of("types", Map.of("T", List.of(Map.of("name", "a\ud800", "type", "uint8"))),
        "primaryType", "T", "domain", Map.of(), "message", Map.of("a\ud800", 1));
    assertThatThrownBy(() -> TypedData.from(json))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith("types.T[0]: bad member name \"a\\ud800\"");
    assertThatThrownBy(() -> Eip712Types.of(Map.of("T", List.of(Eip712Field.of("\udc00b", "uint8")))))
        .isInstanceOf(InvalidTypedDataException.class).hasMessageStartingWith("types.T[0]: bad member name");
    // A pair is a character like any other.
    String pair = "{\"types\":{\"T\":[{\"name\":\"a\\ud83d\\ude00\",\"type\":\"uint8\"}]},\"domain\":{},"
        + "\"primaryType\":\"T\",\"message\":{\"a\\ud83d\\ude00\":1}}";
    assertThat(TypedData.parse(pair).encodedType()).isEqualTo("T(uint8 a\ud83d\ude00)");
  }

  @Test
  void eip712DomainTypeMayListFieldsInAnyOrderButNotInvent() {
    ObjectNode td = PERMIT.get("typedData").deepCopy();
    ObjectNode types = (ObjectNode) td.get("types");
    types.putArray("EIP712Domain").addObject().put("name", "verifyingContract").put("type", "address");
    ((com.fasterxml.jackson.databind.node.ArrayNode) types.get("EIP712Domain")).addObject().put("name", "chainId").put("type", "uint256");
    ((com.fasterxml.jackson.databind.node.ArrayNode) types.get("EIP712Domain")).addObject().put("name", "name").put("type", "string");
    assertThat(TypedData.from(td).digest().toHex()).isEqualTo(PERMIT.get("digest").asText());
    ((com.fasterxml.jackson.databind.node.ArrayNode) types.get("EIP712Domain")).addObject().put("name", "name").put("type", "string");
    assertThatThrownBy(() -> TypedData.from(td)).hasMessage("types.EIP712Domain.name: listed twice");
  }

  @Test
  void typeSetRulesAreEnforcedForCodeBuiltTypes() {
    assertThatThrownBy(() -> Eip712Types.of(Map.of("EIP712Domain", List.of())))
        .hasMessage("types.EIP712Domain: EIP712Domain is derived from the domain; leave it out");
    assertThatThrownBy(() -> Eip712Types.of(Map.of("address", List.of())))
        .hasMessage("types.address: a struct cannot take the name of the atomic type address");
    assertThatThrownBy(() -> Eip712Types.of(Map.of())).hasMessageContaining("no struct types");
    assertThatThrownBy(() -> Eip712Types.of(Map.of("A", List.of(Eip712Field.of("x", "uint256[")))))
        .hasMessageStartingWith("types.A.x: unknown type");
  }

  @Test
  void hashesAreNotSecretAndShowThemselves() {
    TypedData typedData = TypedData.from(PERMIT.get("typedData"));
    assertThat(typedData.toString()).isEqualTo("TypedData[primaryType=PermitSingle, digest=" + PERMIT.get("digest").asText() + "]");
    assertThat(typedData.typeHash().toHex()).isEqualTo(PERMIT.get("typeHash").asText());
    assertThat(Bytes32.fromHex(PERMIT.get("digest").asText())).isEqualTo(typedData.digest());
  }
}
