package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Generated bad EIP-712 input (issue 12): every vector of the shared corpus, with one part broken,
 * is refused with {@link InvalidTypedDataException} naming where, never another exception type, and
 * the signer is never reached.
 */
class TypedDataPropertiesTest {
  private static final List<JsonNode> VECTORS = Vectors.load("vectors.json");
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final LocalSigner KEY = LocalSigner.of(PrivateKey.fromHex(
      "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"));

  /** Counts what reaches the real signer; the properties expect nothing to. */
  private final AtomicInteger signed = new AtomicInteger();
  private final Signer countingSigner = new Signer() {
    @Override
    public Address address() {
      return KEY.address();
    }

    @Override
    public Signature signDigest(Bytes32 digest) {
      signed.incrementAndGet();
      return KEY.signDigest(digest);
    }
  };

  private static ObjectNode vector(int index) {
    return VECTORS.get(index % VECTORS.size()).get("typedData").deepCopy();
  }

  /** Parsing and signing the input must fail before the signer is reached, naming {@code path}. */
  private void assertRefused(JsonNode input, String path) {
    int before = signed.get();
    Throwable t = catchThrowable(() -> countingSigner.sign(TypedData.from(input)));
    assertThat(t).as("%s broken in %s", path, input).isInstanceOf(InvalidTypedDataException.class);
    assertThat(((InvalidTypedDataException) t).path()).as(t.getMessage()).startsWith(path);
    assertThat(signed.get()).as("signatures made").isEqualTo(before);
  }

  /** Every leaf of the message whose declared type is {@code uintN} or {@code intN}, with N. */
  private static List<String[]> integerLeaves(ObjectNode typedData) {
    List<String[]> out = new ArrayList<>();
    collect(typedData.get("types"), typedData.get("primaryType").asText(), typedData.get("message"), "message", out);
    return out;
  }

  private static void collect(JsonNode types, String type, JsonNode value, String path, List<String[]> out) {
    JsonNode fields = types.get(type);
    if (fields == null || value == null || !value.isObject()) {
      return;
    }
    for (JsonNode field : fields) {
      String name = field.get("name").asText();
      String fieldType = field.get("type").asText();
      if (fieldType.matches("u?int\\d+")) {
        out.add(new String[] {path + "." + name, fieldType});
      } else if (fieldType.equals("address")) {
        out.add(new String[] {path + "." + name, "address"});
      } else if (types.has(fieldType)) {
        collect(types, fieldType, value.get(name), path + "." + name, out);
      }
    }
  }

  private static void set(ObjectNode root, String path, JsonNode value) {
    String[] parts = path.split("\\.");
    JsonNode node = root;
    for (int i = 0; i < parts.length - 1; i++) {
      node = node.get(parts[i]);
    }
    ((ObjectNode) node).set(parts[parts.length - 1], value);
  }

  /** A value that does not fit {@code type}. */
  private static JsonNode outOfRange(String type, BigInteger magnitude, boolean below) {
    if (type.equals("address")) {
      return NODES.textNode("0x" + magnitude.toString(16) + "zz");
    }
    int bits = Integer.parseInt(type.replaceAll("\\D", ""));
    boolean signed = type.startsWith("int");
    BigInteger max = signed ? BigInteger.TWO.pow(bits - 1).subtract(BigInteger.ONE) : BigInteger.TWO.pow(bits)
        .subtract(BigInteger.ONE);
    BigInteger min = signed ? BigInteger.TWO.pow(bits - 1).negate() : BigInteger.ZERO;
    BigInteger bad = below ? min.subtract(BigInteger.ONE).subtract(magnitude) : max.add(BigInteger.ONE).add(magnitude);
    return NODES.textNode(bad.toString());
  }

  @Property(tries = 300)
  void everyIntegerOrAddressOutOfRangeIsRefusedByPath(@ForAll @IntRange(min = 0, max = 1000) int vector,
      @ForAll @IntRange(min = 0, max = 1000) int leaf, @ForAll("magnitude") BigInteger magnitude,
      @ForAll boolean below) {
    ObjectNode input = vector(vector);
    List<String[]> leaves = integerLeaves(input);
    if (leaves.isEmpty()) {
      return;
    }
    String[] chosen = leaves.get(leaf % leaves.size());
    set(input, chosen[0], outOfRange(chosen[1], magnitude, below));
    assertRefused(input, chosen[0]);
  }

  @Provide
  Arbitrary<BigInteger> magnitude() {
    return Arbitraries.oneOf(Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.valueOf(1000)),
        Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.TWO.pow(300)));
  }

  @Property(tries = 200)
  void everyMissingMessageFieldIsRefusedByPath(@ForAll @IntRange(min = 0, max = 1000) int vector,
      @ForAll @IntRange(min = 0, max = 1000) int leaf) {
    ObjectNode input = vector(vector);
    List<String[]> leaves = integerLeaves(input);
    if (leaves.isEmpty()) {
      return;
    }
    String path = leaves.get(leaf % leaves.size())[0];
    String parent = path.substring(0, path.lastIndexOf('.'));
    JsonNode node = input;
    for (String part : parent.split("\\.")) {
      node = node.get(part);
    }
    ((ObjectNode) node).remove(path.substring(path.lastIndexOf('.') + 1));
    assertRefused(input, parent);
  }

  @Property(tries = 200)
  void anUndefinedOrMalformedTypeNameIsRefusedInTypes(@ForAll @IntRange(min = 0, max = 1000) int vector,
      @ForAll("badTypeName") String typeName) {
    ObjectNode input = vector(vector);
    String primary = input.get("primaryType").asText();
    ((ArrayNode) input.get("types").get(primary)).addObject().put("name", "extraField").put("type", typeName);
    ((ObjectNode) input.get("message")).put("extraField", "1");
    assertRefused(input, "types");
  }

  @Provide
  Arbitrary<String> badTypeName() {
    return Arbitraries.oneOf(
        Arbitraries.of("uint0", "uint7", "uint264", "int300", "bytes0", "bytes33", "uint256[", "address[]]", "",
            "Undefined", "string[0x]", "bool[-1]"),
        Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(8).map(s -> "Missing" + s));
  }

  @Property(tries = 200)
  void aBrokenDomainIsRefusedInTheDomain(@ForAll @IntRange(min = 0, max = 1000) int vector,
      @ForAll("notAnAddressOrNumber") String junk, @ForAll boolean chainId) {
    ObjectNode input = vector(vector);
    ObjectNode domain = (ObjectNode) input.get("domain");
    String field = chainId ? "chainId" : "verifyingContract";
    if (!domain.has(field)) {
      return;
    }
    domain.put(field, junk);
    assertRefused(input, "domain");
  }

  @Provide
  Arbitrary<String> notAnAddressOrNumber() {
    return Arbitraries.oneOf(Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(20),
        Arbitraries.strings().withChars("0123456789abcdef").ofMaxLength(39).map(h -> "0x" + h + "g"),
        Arbitraries.of("-1", "0x", "1e3", " 1", "1.5"));
  }

  /**
   * Any node of any vector replaced by any JSON value: the result is either valid typed data (then
   * it signs) or an {@link InvalidTypedDataException}, and nothing else ever escapes.
   */
  @Property(tries = 500)
  void anyNodeReplacedByAnyValueEndsInAValueOrATypedRefusal(@ForAll @IntRange(min = 0, max = 1000) int vector,
      @ForAll @IntRange(min = 0, max = 100_000) int nodeIndex, @ForAll("anyJson") JsonNode replacement) {
    ObjectNode input = vector(vector);
    List<Object[]> slots = new ArrayList<>();
    slots(input, slots);
    Object[] slot = slots.get(nodeIndex % slots.size());
    if (slot[0] instanceof ObjectNode) {
      ((ObjectNode) slot[0]).set((String) slot[1], replacement);
    } else {
      ((ArrayNode) slot[0]).set((Integer) slot[1], replacement);
    }
    int before = signed.get();
    Throwable t = catchThrowable(() -> countingSigner.sign(TypedData.from(input)));
    if (t != null) {
      assertThat(t).as("replacing a node with %s", replacement).isInstanceOf(InvalidTypedDataException.class);
      assertThat(t.getMessage()).isNotBlank();
      assertThat(signed.get()).isEqualTo(before);
    }
  }

  private static void slots(JsonNode node, List<Object[]> out) {
    if (node.isObject()) {
      for (Map.Entry<String, JsonNode> e : node.properties()) {
        out.add(new Object[] {node, e.getKey()});
        slots(e.getValue(), out);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        out.add(new Object[] {node, i});
        slots(node.get(i), out);
      }
    }
  }

  @Provide
  Arbitrary<JsonNode> anyJson() {
    return Arbitraries.oneOf(
        Arbitraries.strings().all().ofMaxLength(80).map(NODES::textNode),
        Arbitraries.bigIntegers().between(BigInteger.TWO.pow(300).negate(), BigInteger.TWO.pow(300))
            .map(NODES::numberNode),
        Arbitraries.doubles().map(NODES::numberNode),
        Arbitraries.of(NODES.nullNode(), NODES.booleanNode(true), NODES.objectNode(), NODES.arrayNode(),
            NODES.textNode("0x"), NODES.textNode("-1"), NODES.textNode("1e99")));
  }
}
