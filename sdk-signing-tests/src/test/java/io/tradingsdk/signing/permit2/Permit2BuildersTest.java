package io.tradingsdk.signing.permit2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.Eip712Field;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.TypedData;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The typed Permit2 builders reproduce every Permit2 and UniswapX oracle vector. */
class Permit2BuildersTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Set<String> PERMIT2_TYPES = Set.of("PermitSingle", "PermitBatch", "PermitTransferFrom",
      "PermitBatchTransferFrom", "PermitWitnessTransferFrom", "PermitBatchWitnessTransferFrom");

  static Stream<Arguments> permit2Vectors() throws IOException {
    List<Arguments> out = new ArrayList<>();
    for (String file : List.of("vectors.json", "generated-vectors.json")) {
      try (InputStream in = Permit2BuildersTest.class.getResourceAsStream("/eip712/" + file)) {
        JsonNode root = MAPPER.readTree(in);
        for (JsonNode c : root.isArray() ? root : root.get("cases")) {
          String primary = c.get("typedData").get("primaryType").asText();
          boolean permit2Domain = "Permit2".equals(c.get("typedData").get("domain").path("name").asText());
          if (PERMIT2_TYPES.contains(primary) && permit2Domain && !c.get("category").asText().equals("numeric-input")) {
            out.add(Arguments.of(Named.of(c.get("name").asText(), c)));
          }
        }
      }
    }
    return out.stream();
  }

  @Test
  void coversEveryPermit2Kind() throws IOException {
    Set<String> kinds = new java.util.HashSet<>();
    permit2Vectors().forEach(a -> kinds.add(((JsonNode) ((Named<?>) a.get()[0]).getPayload()).get("typedData").get("primaryType").asText()));
    assertThat(kinds).isEqualTo(PERMIT2_TYPES);
  }

  @ParameterizedTest
  @MethodSource("permit2Vectors")
  void builderGivesTheOracleDigest(JsonNode vector) {
    JsonNode td = vector.get("typedData");
    JsonNode m = td.get("message");
    JsonNode d = td.get("domain");
    Eip712Domain domain = Permit2.domain(d.get("chainId").asLong(), Address.of(d.get("verifyingContract").asText()));
    TypedData built;
    switch (td.get("primaryType").asText()) {
      case "PermitSingle":
        built = PermitSingle.builder().details(details(m.get("details"))).spender(address(m, "spender"))
            .sigDeadline(number(m, "sigDeadline")).build().toTypedData(domain);
        break;
      case "PermitBatch": {
        ImmutablePermitBatch.Builder b = PermitBatch.builder().spender(address(m, "spender")).sigDeadline(number(m, "sigDeadline"));
        m.get("details").forEach(x -> b.addDetail(details(x)));
        built = b.build().toTypedData(domain);
        break;
      }
      case "PermitTransferFrom":
        built = single(m).toTypedData(domain);
        break;
      case "PermitWitnessTransferFrom":
        built = single(m).toTypedData(domain, witness(td));
        break;
      case "PermitBatchTransferFrom":
        built = batch(m).toTypedData(domain);
        break;
      default:
        built = batch(m).toTypedData(domain, witness(td));
        break;
    }
    assertThat(built.encodedType()).isEqualTo(vector.get("encodedType").asText());
    assertThat(built.domainSeparator().toHex()).isEqualTo(vector.get("domainSeparator").asText());
    assertThat(built.structHash().toHex()).isEqualTo(vector.get("structHash").asText());
    assertThat(built.digest().toHex()).isEqualTo(vector.get("digest").asText());
  }

  @Test
  void rangesAreCheckedWhenBuilt() {
    Address token = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
    assertThatThrownBy(() -> PermitDetails.builder().token(token).amount(BigInteger.ONE.shiftLeft(160)).expiration(0).nonce(0).build())
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("details.amount: 1461501637330902918203684832716283019655932542976 does not fit uint160");
    assertThatThrownBy(() -> PermitDetails.builder().token(token).amount(BigInteger.ONE).expiration(1L << 48).nonce(0).build())
        .hasMessageStartingWith("details.expiration:");
    assertThatThrownBy(() -> PermitDetails.builder().token(token).amount(BigInteger.ONE).expiration(0).nonce(-1).build())
        .hasMessageStartingWith("details.nonce:");
    assertThatThrownBy(() -> TokenPermissions.of(token, BigInteger.valueOf(-1))).hasMessageStartingWith("permitted.amount:");
  }

  @Test
  void domainHasNoVersionAndMatchesTheOnChainSeparator() {
    Eip712Domain domain = Permit2.domain(ChainId.MAINNET, Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3"));
    assertThat(domain.encodedType()).isEqualTo("EIP712Domain(string name,uint256 chainId,address verifyingContract)");
    assertThat(domain.separator().toHex()).isEqualTo("0x866a5aba21966af95d6c7ab78eb2b2fc913915c28be3b9aa07cc04ff903e3f28");
  }

  @Test
  void witnessTypesMustNotRedefinePermit2Types() {
    Map<String, List<Eip712Field>> types = new LinkedHashMap<>();
    types.put("W", List.of(Eip712Field.of("t", "TokenPermissions")));
    types.put("TokenPermissions", List.of(Eip712Field.of("token", "address")));
    Witness witness = Witness.of("W", types, Map.of("t", Map.of("token", "0x0000000000000000000000000000000000000000")));
    PermitTransferFrom transfer = PermitTransferFrom.builder()
        .permitted(TokenPermissions.of(Address.of("0x0000000000000000000000000000000000000001"), BigInteger.ONE))
        .spender(Address.of("0x0000000000000000000000000000000000000002")).nonce(BigInteger.ZERO).deadline(BigInteger.TEN).build();
    assertThatThrownBy(() -> transfer.toTypedData(Permit2.domain(1, Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3")), witness))
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessageStartingWith("witness.types.TokenPermissions: conflicts");
  }

  @Test
  void witnessHashIsTheStructHashOfTheWitnessAlone() {
    Map<String, List<Eip712Field>> types = new LinkedHashMap<>();
    types.put("W", List.of(Eip712Field.of("value", "uint256"), Eip712Field.of("person", "address")));
    Witness witness = Witness.of("W", types, Map.of("value", "42", "person", "0x0000000000000000000000000000000000000001"));
    assertThat(witness.hash()).isEqualTo(io.tradingsdk.signing.Eip712Types.of(types).hashStruct("W", witness.value()));
    assertThat(witness.hash()).isNotEqualTo(Witness.of("W", types, Map.of("value", "43", "person",
        "0x0000000000000000000000000000000000000001")).hash());

    types.put("TokenPermissions", List.of(Eip712Field.of("token", "address"), Eip712Field.of("amount", "uint256")));
    Witness unused = Witness.of("W", types, witness.value());
    assertThatThrownBy(unused::hash).isInstanceOf(InvalidTypedDataException.class);
  }

  /**
   * A witness given as maps went through the SDK mapper's BigDecimal serializer, which spells a decimal out in full:
   * 1e2147483647 failed in Jackson with an IllegalArgumentException, 1e-100000 became a 100,000-digit message. The
   * decimal now reaches the encoder as it is, as in TypedData.from(Map).
   */
  @Test
  void witnessDecimalsWithExtremeExponentsAreRefusedAsTypedDataErrors() {
    Map<String, List<Eip712Field>> types = Map.of("W", List.of(Eip712Field.of("value", "uint256")));
    assertThatThrownBy(() -> Witness.of("W", types, Map.of("value", new java.math.BigDecimal("1e2147483647"))).hash())
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("W.value: a number of 2147483648 digits does not fit uint256");
    assertThatThrownBy(() -> Witness.of("W", types, Map.of("value", new java.math.BigDecimal("1e-100000"))).hash())
        .isInstanceOf(InvalidTypedDataException.class)
        .hasMessage("W.value: expected an integer for uint256, got the fraction 1E-100000");
    assertThat(Witness.of("W", types, Map.of("value", new java.math.BigDecimal("4.2E+1"))).hash())
        .isEqualTo(Witness.of("W", types, Map.of("value", "42")).hash());
  }

  private static PermitTransferFrom single(JsonNode m) {
    return PermitTransferFrom.builder().permitted(permissions(m.get("permitted"))).spender(address(m, "spender"))
        .nonce(number(m, "nonce")).deadline(number(m, "deadline")).build();
  }

  private static PermitBatchTransferFrom batch(JsonNode m) {
    ImmutablePermitBatchTransferFrom.Builder b = PermitBatchTransferFrom.builder().spender(address(m, "spender"))
        .nonce(number(m, "nonce")).deadline(number(m, "deadline"));
    m.get("permitted").forEach(p -> b.addPermitted(permissions(p)));
    return b.build();
  }

  private static Witness witness(JsonNode td) {
    String primary = td.get("primaryType").asText();
    String witnessType = null;
    for (JsonNode f : td.get("types").get(primary)) {
      if (f.get("name").asText().equals("witness")) {
        witnessType = f.get("type").asText();
      }
    }
    Map<String, List<Eip712Field>> types = new LinkedHashMap<>();
    td.get("types").properties().forEach(e -> {
      if (!Set.of("EIP712Domain", primary, "TokenPermissions").contains(e.getKey())) {
        List<Eip712Field> fields = new ArrayList<>();
        e.getValue().forEach(f -> fields.add(Eip712Field.of(f.get("name").asText(), f.get("type").asText())));
        types.put(e.getKey(), fields);
      }
    });
    return Witness.of(witnessType, types, td.get("message").get("witness"));
  }

  private static PermitDetails details(JsonNode d) {
    return PermitDetails.builder().token(address(d, "token")).amount(number(d, "amount"))
        .expiration(number(d, "expiration").longValueExact()).nonce(number(d, "nonce").longValueExact()).build();
  }

  private static TokenPermissions permissions(JsonNode p) {
    return TokenPermissions.of(address(p, "token"), number(p, "amount"));
  }

  private static Address address(JsonNode node, String field) {
    return Address.of(node.get(field).asText());
  }

  private static BigInteger number(JsonNode node, String field) {
    return new BigInteger(node.get(field).asText());
  }
}
