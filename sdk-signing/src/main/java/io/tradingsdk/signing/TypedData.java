package io.tradingsdk.signing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.PermitData;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Validated EIP-712 typed data with its hashes: what a {@link Signer} signs.
 *
 * <p>Three ways in, detected automatically by {@link #parse(String)} and {@link #from(JsonNode)}:
 *
 * <ul>
 *   <li>the Trading API's {@code permitData}: {@code {domain, types, values}}, with no {@code
 *       EIP712Domain} type; the primary type is the one type no other type references;
 *   <li>standard {@code eth_signTypedData_v4} JSON: {@code {types, primaryType, domain, message}};
 *   <li>a whole API response holding a {@code permitData} member (a {@code /quote} answer);
 * </ul>
 *
 * <p>or the {@link #builder()} (the Permit2 classes in {@code io.tradingsdk.signing.permit2} use
 * it). Everything is checked when the instance is created, so invalid data never reaches a signer:
 * integer ranges, EIP-55 checksums of mixed-case addresses, address and {@code bytesN} lengths,
 * missing members, fixed array lengths, unknown types. Integers may be decimal strings, {@code 0x}
 * hex strings or JSON numbers of any size; all give the same digest.
 *
 * <p>Instances are immutable and thread-safe. Type strings, type hashes and domain separators
 * come from process-wide caches, so only the message itself is hashed per instance.
 */
public final class TypedData {
  private final Eip712Domain domain;
  private final Eip712Types types;
  private final ObjectNode message;
  private final byte[] structHash;
  private final byte[] digest;

  private TypedData(Eip712Domain domain, Eip712Types types, ObjectNode message, String messagePath) {
    this.domain = domain;
    this.types = types;
    this.message = message;
    try {
      this.structHash = MessageEncoder.hashStruct(types.primary(), message);
    } catch (EncodingError e) {
      throw e.at(messagePath);
    }
    byte[] preimage = new byte[66];
    preimage[0] = 0x19;
    preimage[1] = 0x01;
    System.arraycopy(domain.unsafeSeparator(), 0, preimage, 2, 32);
    System.arraycopy(structHash, 0, preimage, 34, 32);
    this.digest = Keccak.hash(preimage);
  }

  /**
   * Parses typed data from JSON text in any of the accepted forms.
   *
   * @throws InvalidTypedDataException when the text is not JSON, or the typed data is invalid; the
   *     message names the path, e.g. {@code message.details.amount: 2^160 does not fit uint160}
   */
  public static TypedData parse(String json) {
    Objects.requireNonNull(json, "json");
    return read(Eip712Json.read(json), false);
  }

  /**
   * Reads typed data from a JSON tree in any of the accepted forms. The tree is copied, so later
   * changes to it do not affect this instance. Parse JSON text with {@code TradingJson.mapper()} (or
   * any mapper with {@code USE_BIG_DECIMAL_FOR_FLOATS}): a number read as a double above 2^53 is
   * refused, since its digits may already be lost.
   *
   * @throws InvalidTypedDataException when the typed data is invalid
   */
  public static TypedData from(JsonNode json) {
    Objects.requireNonNull(json, "json");
    return read(json, true);
  }

  /**
   * Reads typed data from plain Java maps and lists (as a JSON library would produce them): {@code
   * String}, {@code Boolean}, any {@code Number}, {@code Map}, {@code List}.
   *
   * @throws InvalidTypedDataException when the typed data is invalid
   */
  public static TypedData from(Map<String, ?> json) {
    Objects.requireNonNull(json, "json");
    return read(Eip712Json.valueToTree(json), false);
  }

  /**
   * Reads the permit message of a Trading API response as it is, e.g. {@code
   * TypedData.from(quoteResponse.permitData())}: its domain, types and values, with {@code
   * EIP712Domain} rebuilt from the domain's keys in canonical order and the root type as primary
   * type.
   *
   * @throws InvalidTypedDataException when the permit is not valid typed data
   */
  public static TypedData from(PermitData permitData) {
    Objects.requireNonNull(permitData, "permitData");
    ObjectNode json = JsonNodeFactory.instance.objectNode();
    json.set("domain", permitData.domain());
    json.set("types", permitData.types());
    json.set("values", permitData.values());
    return read(json, true);
  }

  /** A builder for typed data assembled in code. */
  public static Builder builder() {
    return new Builder();
  }

  private static TypedData read(JsonNode root, boolean copy) {
    if (!root.isObject()) {
      throw new InvalidTypedDataException("", "expected a JSON object: eth_signTypedData_v4 typed data"
          + " {types, primaryType, domain, message} or Trading API permitData {domain, types, values}");
    }
    JsonNode node = root;
    String prefix = "";
    JsonNode wrapped = root.get("permitData");
    if (!root.has("types") && wrapped != null) {
      if (!wrapped.isObject()) {
        throw new InvalidTypedDataException("permitData", wrapped.isNull()
            ? "is null: this response carries no permit to sign"
            : "expected an object {domain, types, values}, got " + Values.describe(wrapped));
      }
      node = wrapped;
      prefix = "permitData.";
    }
    boolean v4 = node.has("message") || node.has("primaryType");
    boolean api = node.has("values");
    if (v4 && api) {
      throw new InvalidTypedDataException(prefix.isEmpty() ? "" : "permitData",
          "has both \"message\" (eth_signTypedData_v4) and \"values\" (permitData); expected one");
    }
    if (!v4 && !api) {
      throw new InvalidTypedDataException(prefix.isEmpty() ? "" : "permitData",
          "expected eth_signTypedData_v4 typed data {types, primaryType, domain, message}"
              + " or Trading API permitData {domain, types, values}");
    }
    String typesPath = prefix + "types";
    String domainPath = prefix + "domain";
    String messagePath = prefix + (v4 ? "message" : "values");

    JsonNode typesNode = node.get("types");
    Eip712Types types = Eip712Types.fromJson(typesNode, typesPath);
    Eip712Domain domain = Eip712Domain.fromJson(node.get("domain"), domainPath);
    JsonNode declaredDomain = typesNode.get("EIP712Domain");
    if (declaredDomain != null) {
      domain.checkDeclaredType(declaredDomain, typesPath, domainPath);
    }
    if (v4) {
      checkPrimaryType(node.get("primaryType"), types, prefix + "primaryType");
    }
    JsonNode message = node.get(v4 ? "message" : "values");
    if (message == null || message.isNull()) {
      throw new InvalidTypedDataException(messagePath, "missing (expected an object of type " + types.primaryType() + ")");
    }
    if (!message.isObject()) {
      throw new InvalidTypedDataException(messagePath, "expected an object of type " + types.primaryType()
          + ", got " + Values.describe(message));
    }
    return new TypedData(domain, types, copy ? ((ObjectNode) message).deepCopy() : (ObjectNode) message, messagePath);
  }

  private static void checkPrimaryType(JsonNode primaryType, Eip712Types types, String path) {
    if (primaryType == null || primaryType.isNull()) {
      return; // derived from the types, as ethers does
    }
    if (!primaryType.isTextual()) {
      throw new InvalidTypedDataException(path, "expected a type name, got " + Values.describe(primaryType));
    }
    String name = primaryType.textValue();
    if (name.equals(types.primaryType())) {
      return;
    }
    if (name.equals("EIP712Domain")) {
      throw new InvalidTypedDataException(path, "signing the domain alone is not supported");
    }
    if (!types.definitions().containsKey(name)) {
      throw new InvalidTypedDataException(path, "type " + TextSnippet.quote(name) + " is not defined in types");
    }
    throw new InvalidTypedDataException(path, TextSnippet.quote(name) + " is referenced by another type;"
        + " the primary type must be the one type no other references (" + types.primaryType() + ")");
  }

  /** The domain, with its separator. */
  public Eip712Domain domain() {
    return domain;
  }

  /** The struct types (without {@code EIP712Domain}). */
  public Eip712Types types() {
    return types;
  }

  /** The primary type's name, e.g. {@code PermitSingle}. */
  public String primaryType() {
    return types.primaryType();
  }

  /** A copy of the message (the API's {@code values}). */
  public ObjectNode message() {
    return message.deepCopy();
  }

  /** {@code encodeType(primaryType)}. */
  public String encodedType() {
    return types.primary().encodedType;
  }

  /** {@code keccak256(encodeType(primaryType))}. */
  public Bytes32 typeHash() {
    return types.typeHash(types.primaryType());
  }

  /** {@code hashStruct(EIP712Domain, domain)}. */
  public Bytes32 domainSeparator() {
    return domain.separator();
  }

  /** {@code hashStruct(primaryType, message)}. */
  public Bytes32 structHash() {
    return Bytes32.wrap(structHash.clone());
  }

  /** {@code keccak256(0x1901 ‖ domainSeparator ‖ structHash)}: the 32 bytes that get signed. */
  public Bytes32 digest() {
    return Bytes32.wrap(digest.clone());
  }

  byte[] unsafeDigest() {
    return digest;
  }

  /**
   * The {@code eth_signTypedData_v4} form, e.g. to hand to a wallet: {@code types} with {@code
   * EIP712Domain} in canonical order, {@code primaryType}, {@code domain}, {@code message}.
   */
  public ObjectNode toJson() {
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    ObjectNode typesOut = out.putObject("types");
    ArrayNode domainType = typesOut.putArray("EIP712Domain");
    domain.fields().forEach(field -> domainType.addObject().put("name", field.name()).put("type", field.type()));
    types.definitions().forEach((name, fields) -> {
      ArrayNode members = typesOut.putArray(name);
      fields.forEach(field -> members.addObject().put("name", field.name()).put("type", field.type()));
    });
    out.put("primaryType", types.primaryType());
    out.set("domain", domain.toJson());
    out.set("message", message.deepCopy());
    return out;
  }

  /** {@link #toJson()} as compact text. */
  public String toJsonString() {
    return toJson().toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TypedData
        && java.util.Arrays.equals(digest, ((TypedData) other).digest)
        && encodedType().equals(((TypedData) other).encodedType());
  }

  @Override
  public int hashCode() {
    return java.util.Arrays.hashCode(digest);
  }

  @Override
  public String toString() {
    return "TypedData[primaryType=" + primaryType() + ", digest=" + Hex.encode(digest) + "]";
  }

  /** Assembles typed data in code; {@link #build()} validates and hashes it. */
  public static final class Builder {
    private Eip712Domain domain;
    private Eip712Types types;
    private JsonNode message;

    private Builder() {}

    /** The domain (see {@code Permit2.domain} for Permit2). */
    public Builder domain(Eip712Domain domain) {
      this.domain = Objects.requireNonNull(domain, "domain");
      return this;
    }

    /** Compiled types; the primary type is the one no other type references. */
    public Builder types(Eip712Types types) {
      this.types = Objects.requireNonNull(types, "types");
      return this;
    }

    /** Compiles (or fetches from the cache) the types; see {@link Eip712Types#of}. */
    public Builder types(Map<String, List<Eip712Field>> types) {
      return types(Eip712Types.of(types));
    }

    /** The message as a JSON object; it is copied. */
    public Builder message(JsonNode message) {
      this.message = Objects.requireNonNull(message, "message").deepCopy();
      return this;
    }

    /** The message as maps, lists, strings, booleans and numbers. */
    public Builder message(Map<String, ?> message) {
      this.message = Eip712Json.valueToTree(Objects.requireNonNull(message, "message"));
      return this;
    }

    /**
     * Validates the message against the types and hashes it.
     *
     * @throws InvalidTypedDataException naming {@code message.<path>} when the message does not fit
     */
    public TypedData build() {
      Objects.requireNonNull(domain, "domain");
      Objects.requireNonNull(types, "types");
      Objects.requireNonNull(message, "message");
      if (!message.isObject()) {
        throw new InvalidTypedDataException("message", "expected an object of type " + types.primaryType()
            + ", got " + Values.describe(message));
      }
      return new TypedData(domain, types, (ObjectNode) message, "message");
    }
  }
}
