package io.tradingsdk.signing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.WireNumbers;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An EIP-712 domain: any subset of {@code name, version, chainId, verifyingContract, salt}. The
 * {@code EIP712Domain} type lists the present fields in that canonical order (as ethers does,
 * whatever order a JSON {@code types.EIP712Domain} gives), and the separator is computed once.
 *
 * <p>The Permit2 domain has no {@code version}: {@code name "Permit2", chainId,
 * verifyingContract}; take the verifying contract from the API's {@code permitData}.
 */
public final class Eip712Domain {
  /** The domain fields in canonical order, with their types. */
  static final List<Eip712Field> CANONICAL = List.of(
      Eip712Field.of("name", "string"),
      Eip712Field.of("version", "string"),
      Eip712Field.of("chainId", "uint256"),
      Eip712Field.of("verifyingContract", "address"),
      Eip712Field.of("salt", "bytes32"));

  private static final FieldType UINT256 = FieldType.parse("uint256");
  private static final BigInteger MAX_SAFE_JSON_INTEGER = BigInteger.ONE.shiftLeft(53).subtract(BigInteger.ONE);

  private final String name;
  private final String version;
  private final BigInteger chainId;
  private final Address verifyingContract;
  private final Bytes32 salt;
  private final List<Eip712Field> fields;
  private final String encodedType;
  private final byte[] separator;

  private Eip712Domain(Builder builder) {
    this.name = builder.name;
    this.version = builder.version;
    this.chainId = builder.chainId;
    this.verifyingContract = builder.verifyingContract;
    this.salt = builder.salt;
    List<Eip712Field> present = new ArrayList<>(5);
    Object[] values = {name, version, chainId, verifyingContract, salt};
    for (int i = 0; i < values.length; i++) {
      if (values[i] != null) {
        present.add(CANONICAL.get(i));
      }
    }
    this.fields = Collections.unmodifiableList(present);
    StringBuilder type = new StringBuilder("EIP712Domain(");
    for (int i = 0; i < present.size(); i++) {
      type.append(i == 0 ? "" : ",").append(present.get(i));
    }
    this.encodedType = type.append(')').toString();
    this.separator = computeSeparator();
  }

  private byte[] computeSeparator() {
    byte[] words = new byte[32 * (1 + fields.size())];
    Keccak.hashInto(encodedType.getBytes(StandardCharsets.US_ASCII), 0, encodedType.length(), words, 0);
    int off = 32;
    if (name != null) {
      byte[] utf8 = utf8(name, "domain.name");
      Keccak.hashInto(utf8, 0, utf8.length, words, off);
      off += 32;
    }
    if (version != null) {
      byte[] utf8 = utf8(version, "domain.version");
      Keccak.hashInto(utf8, 0, utf8.length, words, off);
      off += 32;
    }
    if (chainId != null) {
      byte[] twos = chainId.toByteArray();
      int copy = Math.min(twos.length, 32);
      System.arraycopy(twos, twos.length - copy, words, off + 32 - copy, copy);
      off += 32;
    }
    if (verifyingContract != null) {
      System.arraycopy(verifyingContract.unsafeBytes(), 0, words, off + 12, 20);
      off += 32;
    }
    if (salt != null) {
      System.arraycopy(salt.unsafeBytes(), 0, words, off, 32);
    }
    return Keccak.hash(words);
  }

  private static byte[] utf8(String text, String path) {
    try {
      return Values.utf8(text);
    } catch (EncodingError e) {
      throw e.at(path);
    }
  }

  /** A builder; every field is optional. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Reads a JSON domain (cached by its exact content). A member set to {@code null} counts as
   * absent, as in ethers.
   */
  static Eip712Domain fromJson(JsonNode domain, String path) {
    if (domain == null || domain.isNull()) {
      throw new InvalidTypedDataException(path, "missing (expected an object with any of name, version, chainId, verifyingContract, salt)");
    }
    if (!domain.isObject()) {
      throw new InvalidTypedDataException(path, "expected an object, got " + Values.describe(domain));
    }
    return Eip712Cache.domain(keyOf(domain), () -> parse(domain, path));
  }

  private static CacheKey keyOf(JsonNode domain) {
    CacheKey.Builder key = new CacheKey.Builder(16);
    for (Map.Entry<String, JsonNode> entry : domain.properties()) {
      JsonNode value = entry.getValue();
      if (value.isContainerNode()) {
        return null; // invalid anyway; parse() says why
      }
      // The node's kind is part of the key: "1", 1 and 1.0 are cached apart (and agree).
      key.add(entry.getKey()).add(value.isTextual() ? "s" : value.isIntegralNumber() ? "i" : value.isNumber() ? "n" : "o")
          .add(value.asText());
    }
    return key.build();
  }

  private static Eip712Domain parse(JsonNode domain, String path) {
    Builder builder = new Builder();
    for (Map.Entry<String, JsonNode> entry : domain.properties()) {
      String key = entry.getKey();
      JsonNode value = entry.getValue();
      String fieldPath = path + "." + key;
      if (value.isNull()) {
        continue;
      }
      try {
        switch (key) {
          case "name":
            builder.name = Values.string(value, FieldType.parse("string"));
            break;
          case "version":
            builder.version = Values.string(value, FieldType.parse("string"));
            break;
          case "chainId":
            builder.chainId = Values.integerInRange(UINT256, value);
            break;
          case "verifyingContract":
            if (!value.isTextual()) {
              throw new EncodingError("expected an address (0x followed by 40 hex digits), got " + Values.describe(value));
            }
            String problem = Address.problem(value.textValue());
            if (problem != null) {
              throw new EncodingError(problem);
            }
            builder.verifyingContract = Address.of(value.textValue());
            break;
          case "salt":
            byte[] salt = Values.bytes(value, FieldType.parse("bytes32"));
            if (salt.length != 32) {
              throw new EncodingError("expected 32 bytes for bytes32, got " + salt.length);
            }
            builder.salt = Bytes32.wrap(salt);
            break;
          default:
            throw new InvalidTypedDataException(fieldPath,
                "unknown domain field (EIP-712 allows name, version, chainId, verifyingContract, salt)");
        }
      } catch (EncodingError e) {
        throw e.at(fieldPath);
      }
    }
    return builder.build();
  }

  /**
   * Checks a JSON {@code types.EIP712Domain} against this domain: it must list exactly the
   * present fields, each with its standard type. Its order does not matter (the canonical order is
   * hashed, as ethers does).
   */
  void checkDeclaredType(JsonNode declared, String typesPath, String domainPath) {
    String path = typesPath + ".EIP712Domain";
    if (!declared.isArray()) {
      throw new InvalidTypedDataException(path, "expected an array of {name, type} members, got " + Values.describe(declared));
    }
    boolean[] listed = new boolean[CANONICAL.size()];
    for (int i = 0; i < declared.size(); i++) {
      JsonNode member = declared.get(i);
      JsonNode memberName = member.get("name");
      JsonNode memberType = member.get("type");
      if (memberName == null || memberType == null || !memberName.isTextual() || !memberType.isTextual()) {
        throw new InvalidTypedDataException(path + "[" + i + "]", "expected a member {\"name\": string, \"type\": string}, got " + member);
      }
      int index = indexOf(memberName.textValue());
      if (index < 0) {
        throw new InvalidTypedDataException(path + "[" + i + "]", "unknown domain field "
            + TextSnippet.quote(memberName.textValue()) + " (EIP-712 allows name, version, chainId, verifyingContract, salt)");
      }
      String expected = CANONICAL.get(index).type();
      if (!expected.equals(memberType.textValue())) {
        throw new InvalidTypedDataException(path + "." + memberName.textValue(),
            "expected type " + expected + ", got " + TextSnippet.quote(memberType.textValue()));
      }
      if (listed[index]) {
        throw new InvalidTypedDataException(path + "." + memberName.textValue(), "listed twice");
      }
      listed[index] = true;
    }
    Object[] values = {name, version, chainId, verifyingContract, salt};
    for (int i = 0; i < listed.length; i++) {
      String field = CANONICAL.get(i).name();
      if (listed[i] && values[i] == null) {
        throw new InvalidTypedDataException(domainPath + "." + field, "missing (types.EIP712Domain lists it)");
      }
      if (!listed[i] && values[i] != null) {
        throw new InvalidTypedDataException(domainPath + "." + field, "not listed in types.EIP712Domain");
      }
    }
  }

  private static int indexOf(String field) {
    for (int i = 0; i < CANONICAL.size(); i++) {
      if (CANONICAL.get(i).name().equals(field)) {
        return i;
      }
    }
    return -1;
  }

  /** The domain {@code name}, e.g. {@code Permit2}. */
  public Optional<String> name() {
    return Optional.ofNullable(name);
  }

  /** The domain {@code version}; Permit2 has none. */
  public Optional<String> version() {
    return Optional.ofNullable(version);
  }

  /** The chain id the signature is valid on. */
  public Optional<BigInteger> chainId() {
    return Optional.ofNullable(chainId);
  }

  /** The contract that verifies the signature. */
  public Optional<Address> verifyingContract() {
    return Optional.ofNullable(verifyingContract);
  }

  /** The domain {@code salt}, rarely used. */
  public Optional<Bytes32> salt() {
    return Optional.ofNullable(salt);
  }

  /** The members of this domain's {@code EIP712Domain} type, in canonical order. */
  public List<Eip712Field> fields() {
    return fields;
  }

  /** E.g. {@code EIP712Domain(string name,uint256 chainId,address verifyingContract)}. */
  public String encodedType() {
    return encodedType;
  }

  /** {@code hashStruct(EIP712Domain, domain)}. */
  public Bytes32 separator() {
    return Bytes32.wrap(separator.clone());
  }

  byte[] unsafeSeparator() {
    return separator;
  }

  /** The domain as {@code eth_signTypedData_v4} JSON: chain ids up to 2^53-1 as numbers, larger as strings. */
  public ObjectNode toJson() {
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    if (name != null) {
      out.put("name", name);
    }
    if (version != null) {
      out.put("version", version);
    }
    if (chainId != null) {
      if (chainId.compareTo(MAX_SAFE_JSON_INTEGER) <= 0) {
        out.put("chainId", WireNumbers.toLongExact(chainId));
      } else {
        out.put("chainId", chainId.toString());
      }
    }
    if (verifyingContract != null) {
      out.put("verifyingContract", verifyingContract.toChecksumHex());
    }
    if (salt != null) {
      out.put("salt", salt.toHex());
    }
    return out;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Eip712Domain
        && java.util.Arrays.equals(separator, ((Eip712Domain) other).separator)
        && encodedType.equals(((Eip712Domain) other).encodedType);
  }

  @Override
  public int hashCode() {
    return java.util.Arrays.hashCode(separator);
  }

  @Override
  public String toString() {
    return "Eip712Domain" + toJson();
  }

  /** Builds an {@link Eip712Domain}; set only the fields the verifying contract uses. */
  public static final class Builder {
    private String name;
    private String version;
    private BigInteger chainId;
    private Address verifyingContract;
    private Bytes32 salt;

    private Builder() {}

    /** The dApp or protocol name. */
    public Builder name(String name) {
      this.name = Objects.requireNonNull(name, "name");
      return this;
    }

    /** The signing domain's version. */
    public Builder version(String version) {
      this.version = Objects.requireNonNull(version, "version");
      return this;
    }

    /** The chain id. */
    public Builder chainId(long chainId) {
      return chainId(BigInteger.valueOf(chainId));
    }

    /** @throws InvalidTypedDataException when the id is negative or above 2^256-1 */
    public Builder chainId(BigInteger chainId) {
      Objects.requireNonNull(chainId, "chainId");
      if (chainId.signum() < 0 || chainId.bitLength() > 256) {
        throw new InvalidTypedDataException("domain.chainId", Values.describe(chainId) + " does not fit uint256");
      }
      this.chainId = chainId;
      return this;
    }

    /** The verifying contract. */
    public Builder verifyingContract(Address verifyingContract) {
      this.verifyingContract = Objects.requireNonNull(verifyingContract, "verifyingContract");
      return this;
    }

    /** Parses the address strictly (EIP-55 checksum when mixed-case). */
    public Builder verifyingContract(String verifyingContract) {
      String problem = Address.problem(verifyingContract);
      if (problem != null) {
        throw new InvalidTypedDataException("domain.verifyingContract", problem);
      }
      return verifyingContract(Address.of(verifyingContract));
    }

    /** A disambiguating salt. */
    public Builder salt(Bytes32 salt) {
      this.salt = Objects.requireNonNull(salt, "salt");
      return this;
    }

    /** The domain, with its separator computed. */
    public Eip712Domain build() {
      return new Eip712Domain(this);
    }
  }
}
