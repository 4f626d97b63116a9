package io.tradingsdk.signing;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A validated, compiled set of EIP-712 struct types (without {@code EIP712Domain}, which is
 * derived from the domain). Instances are immutable and thread-safe; {@link #of} returns the
 * cached instance for a type set it has seen, so type strings and type hashes are computed once.
 *
 * <p>The rules follow ethers 6: every referenced type must be defined, no type may refer to itself
 * directly or indirectly, and exactly one type (the primary type) is referenced by no other.
 * Stricter than ethers: the {@code uint}/{@code int} aliases are refused (EIP-712 has none), type
 * names must be identifiers, and member names may not hold the characters that structure a type
 * string, so no name can alter what a type string says. Bounded, since a type set is compiled before its message
 * is read: at most 256 struct types, 64 array dimensions in a member type and 65,536 characters in an encoded type.
 */
public final class Eip712Types {
  /** The most struct types a type set may define (UniswapX's orders have 6). */
  static final int MAX_STRUCT_TYPES = 256;
  /** The longest encoded type (a type and every type it depends on) a type set may produce, in characters. */
  static final int MAX_ENCODED_TYPE_LENGTH = 65_536;

  private final Map<String, StructType> structs;
  private final Map<String, List<Eip712Field>> definitions;
  private final String primaryType;

  private Eip712Types(Map<String, StructType> structs, String primaryType) {
    this.structs = structs;
    this.primaryType = primaryType;
    Map<String, List<Eip712Field>> defs = new LinkedHashMap<>();
    structs.forEach((name, struct) -> defs.put(name, struct.fields));
    this.definitions = Collections.unmodifiableMap(defs);
  }

  /**
   * Compiles (or fetches from the cache) a set of struct types.
   *
   * @param types type name to members, in declaration order; without {@code EIP712Domain}
   * @throws InvalidTypedDataException naming {@code types.<Type>.<member>} when the set is invalid
   */
  public static Eip712Types of(Map<String, List<Eip712Field>> types) {
    return Eip712Cache.types(keyOf(types), () -> compile(types, "types"));
  }

  /** Reads {@code types} JSON; {@code EIP712Domain} is skipped (the caller checks it). */
  static Eip712Types fromJson(JsonNode types, String path) {
    return Eip712Cache.types(keyOf(types), () -> compile(definitionsFromJson(types, path), path));
  }

  /** The one type no other type references. */
  public String primaryType() {
    return primaryType;
  }

  /** Every type name to its members, in declaration order. */
  public Map<String, List<Eip712Field>> definitions() {
    return definitions;
  }

  /**
   * {@code encodeType}: the type followed by every type it depends on, sorted by name, e.g.
   * {@code PermitSingle(PermitDetails details,...)PermitDetails(address token,...)}.
   *
   * @throws IllegalArgumentException for a type that is not in the set
   */
  public String encodeType(String type) {
    return struct(type).encodedType;
  }

  /** {@code keccak256(encodeType(type))}. */
  public Bytes32 typeHash(String type) {
    return Bytes32.wrap(struct(type).typeHash.clone());
  }

  /**
   * {@code hashStruct(type, value)}: the struct hash of one value of a type in this set, validated
   * as a message is. A UniswapX order's hash (its {@code orderId}) is the hash of the witness struct.
   *
   * @param type a type of this set
   * @param value the struct's value as a JSON object
   * @throws IllegalArgumentException for a type that is not in the set
   * @throws InvalidTypedDataException naming {@code <type>.<member>} when the value does not fit
   */
  public Bytes32 hashStruct(String type, JsonNode value) {
    StructType struct = struct(type);
    try {
      return Bytes32.wrap(MessageEncoder.hashStruct(struct, java.util.Objects.requireNonNull(value, "value")));
    } catch (EncodingError e) {
      throw e.at(type);
    }
  }

  StructType struct(String type) {
    StructType struct = structs.get(type);
    if (struct == null) {
      throw new IllegalArgumentException("no type " + TextSnippet.quote(type) + " in " + structs.keySet());
    }
    return struct;
  }

  StructType primary() {
    return structs.get(primaryType);
  }

  @Override
  public String toString() {
    return "Eip712Types[" + struct(primaryType).encodedType + "]";
  }

  // ---------------------------------------------------------------------------------------------
  // Cache keys: the input's strings in order (null separates types; a name or type is never null),
  // or no key when the input is malformed: malformed input is never cached, so compile() reports
  // its error every time.

  static CacheKey keyOf(Map<String, List<Eip712Field>> types) {
    CacheKey.Builder key = new CacheKey.Builder(64);
    for (Map.Entry<String, List<Eip712Field>> entry : types.entrySet()) {
      if (entry.getKey() == null || entry.getValue() == null) {
        return null;
      }
      key.add(null).add(entry.getKey());
      for (Eip712Field field : entry.getValue()) {
        if (field == null) {
          return null;
        }
        key.add(field.type()).add(field.name());
      }
    }
    return key.build();
  }

  static CacheKey keyOf(JsonNode types) {
    if (types == null || !types.isObject()) {
      return null;
    }
    CacheKey.Builder key = new CacheKey.Builder(64);
    for (Map.Entry<String, JsonNode> entry : types.properties()) {
      if (entry.getKey().equals("EIP712Domain")) {
        continue;
      }
      JsonNode fields = entry.getValue();
      if (!fields.isArray()) {
        return null;
      }
      key.add(null).add(entry.getKey());
      for (JsonNode field : fields) {
        JsonNode name = field.get("name");
        JsonNode type = field.get("type");
        if (name == null || type == null || !name.isTextual() || !type.isTextual()) {
          return null;
        }
        key.add(type.textValue()).add(name.textValue());
      }
    }
    return key.build();
  }

  // ---------------------------------------------------------------------------------------------
  // Compilation

  static Map<String, List<Eip712Field>> definitionsFromJson(JsonNode types, String path) {
    if (types == null || types.isNull()) {
      throw new InvalidTypedDataException(path, "missing (expected an object of struct types)");
    }
    if (!types.isObject()) {
      throw new InvalidTypedDataException(path, "expected an object of struct types, got " + Values.describe(types));
    }
    Map<String, List<Eip712Field>> definitions = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> entry : types.properties()) {
      String typeName = entry.getKey();
      if (typeName.equals("EIP712Domain")) {
        continue;
      }
      JsonNode fields = entry.getValue();
      String typePath = path + "." + typeName;
      if (!fields.isArray()) {
        throw new InvalidTypedDataException(typePath, "expected an array of {name, type} members, got " + Values.describe(fields));
      }
      List<Eip712Field> members = new ArrayList<>(fields.size());
      for (int i = 0; i < fields.size(); i++) {
        JsonNode field = fields.get(i);
        JsonNode name = field.get("name");
        JsonNode type = field.get("type");
        if (!field.isObject() || name == null || type == null || !name.isTextual() || !type.isTextual()) {
          throw new InvalidTypedDataException(typePath + "[" + i + "]",
              "expected a member {\"name\": string, \"type\": string}, got " + field);
        }
        members.add(new Eip712Field(name.textValue(), type.textValue()));
      }
      definitions.put(typeName, members);
    }
    return definitions;
  }

  static Eip712Types compile(Map<String, List<Eip712Field>> definitions, String path) {
    if (definitions.isEmpty()) {
      throw new InvalidTypedDataException(path, "no struct types (expected at least the primary type)");
    }
    // The type set is compiled before any message is read, and each type's encoded type holds every type it depends
    // on: a chain of n types costs n^2 (4,000 types, 150 KB of JSON, took seconds and hundreds of MB; 10,000
    // overflowed the stack). Real type sets have a handful of types.
    if (definitions.size() > MAX_STRUCT_TYPES) {
      throw new InvalidTypedDataException(path, definitions.size() + " struct types (at most " + MAX_STRUCT_TYPES + ")");
    }
    Map<String, StructType> structs = new LinkedHashMap<>();
    for (Map.Entry<String, List<Eip712Field>> entry : definitions.entrySet()) {
      String name = entry.getKey();
      structs.put(name, parseStruct(name, entry.getValue(), path));
    }
    Map<String, Set<String>> children = resolve(structs, path);
    checkAcyclic(children, path);
    String primary = primaryType(children, path);
    Map<String, String> typeStrings = new HashMap<>();
    structs.values().forEach(struct -> typeStrings.put(struct.name, typeString(struct)));
    for (StructType struct : structs.values()) {
      TreeSet<String> dependencies = new TreeSet<>(); // String order = JS sort order for ASCII names
      collectDependencies(struct.name, children, dependencies);
      dependencies.remove(struct.name);
      long length = typeStrings.get(struct.name).length();
      for (String dependency : dependencies) {
        length += typeStrings.get(dependency).length();
      }
      if (length > MAX_ENCODED_TYPE_LENGTH) { // measured before anything is built
        throw new InvalidTypedDataException(path + "." + struct.name, "its encoded type (with every type it depends on)"
            + " is " + length + " characters (at most " + MAX_ENCODED_TYPE_LENGTH + ")");
      }
      StringBuilder encoded = new StringBuilder((int) length).append(typeStrings.get(struct.name));
      for (String dependency : dependencies) {
        encoded.append(typeStrings.get(dependency));
      }
      struct.encodedType = encoded.toString();
      struct.typeHash = Keccak.hash(struct.encodedType.getBytes(StandardCharsets.UTF_8));
    }
    return new Eip712Types(Collections.unmodifiableMap(structs), primary);
  }

  private static StructType parseStruct(String name, List<Eip712Field> fields, String path) {
    String typePath = path + "." + name;
    if (name.equals("EIP712Domain")) {
      throw new InvalidTypedDataException(typePath, "EIP712Domain is derived from the domain; leave it out");
    }
    if (!Names.isIdentifier(name)) {
      throw new InvalidTypedDataException(path, "bad type name " + TextSnippet.quote(name)
          + " (expected letters, digits, _ or $, not starting with a digit)");
    }
    try {
      if (FieldType.parseAtomic(name) != null) {
        throw new InvalidTypedDataException(typePath, "a struct cannot take the name of the atomic type " + name);
      }
    } catch (IllegalArgumentException e) {
      if (e instanceof InvalidTypedDataException) {
        throw e;
      }
      throw new InvalidTypedDataException(typePath, "bad type name: " + e.getMessage());
    }
    Set<String> seen = new HashSet<>();
    FieldType[] types = new FieldType[fields.size()];
    for (int i = 0; i < types.length; i++) {
      Eip712Field field = fields.get(i);
      if (!Names.isMemberName(field.name())) {
        throw new InvalidTypedDataException(typePath + "[" + i + "]", "bad member name "
            + TextSnippet.quote(field.name()) + " (white space, parentheses, brackets and commas would change the type string;"
            + " a lone surrogate has no UTF-8 form)");
      }
      if (!seen.add(field.name())) {
        throw new InvalidTypedDataException(typePath + "." + field.name(), "duplicate member name in " + name);
      }
      try {
        types[i] = FieldType.parse(field.type());
      } catch (IllegalArgumentException e) {
        throw new InvalidTypedDataException(typePath + "." + field.name(), e.getMessage());
      }
    }
    return new StructType(name, List.copyOf(fields), types);
  }

  /** Links struct references to their definitions; returns each struct's direct child structs. */
  private static Map<String, Set<String>> resolve(Map<String, StructType> structs, String path) {
    Map<String, Set<String>> children = new LinkedHashMap<>();
    for (StructType struct : structs.values()) {
      Set<String> direct = new TreeSet<>();
      for (int i = 0; i < struct.types.length; i++) {
        FieldType type = struct.types[i];
        if (type.structName == null) {
          continue;
        }
        String memberPath = path + "." + struct.name + "." + struct.fields.get(i).name();
        if (type.structName.equals(struct.name)) {
          throw new InvalidTypedDataException(memberPath, "circular type reference to " + TextSnippet.quote(struct.name));
        }
        StructType target = structs.get(type.structName);
        if (target == null) {
          throw new InvalidTypedDataException(memberPath, "unknown type " + TextSnippet.quote(type.structName));
        }
        FieldType leaf = type;
        while (leaf.kind == FieldType.Kind.ARRAY) {
          leaf = leaf.element;
        }
        leaf.struct = target;
        direct.add(target.name);
      }
      children.put(struct.name, direct);
    }
    return children;
  }

  private static void checkAcyclic(Map<String, Set<String>> children, String path) {
    Map<String, Integer> state = new HashMap<>(); // 1 = on the current path, 2 = done
    for (String start : children.keySet()) {
      if (state.containsKey(start)) {
        continue;
      }
      Deque<Object[]> stack = new ArrayDeque<>();
      stack.push(new Object[] {start, children.get(start).iterator()});
      state.put(start, 1);
      while (!stack.isEmpty()) {
        Object[] frame = stack.peek();
        @SuppressWarnings("unchecked")
        java.util.Iterator<String> next = (java.util.Iterator<String>) frame[1];
        if (!next.hasNext()) {
          state.put((String) frame[0], 2);
          stack.pop();
          continue;
        }
        String child = next.next();
        Integer seen = state.get(child);
        if (seen != null && seen == 1) {
          throw new InvalidTypedDataException(path + "." + frame[0], "circular type reference to " + TextSnippet.quote(child));
        }
        if (seen == null) {
          state.put(child, 1);
          stack.push(new Object[] {child, children.get(child).iterator()});
        }
      }
    }
  }

  private static String primaryType(Map<String, Set<String>> children, String path) {
    Set<String> referenced = new HashSet<>();
    children.values().forEach(referenced::addAll);
    List<String> roots = new ArrayList<>();
    for (String name : children.keySet()) {
      if (!referenced.contains(name)) {
        roots.add(name);
      }
    }
    if (roots.size() != 1) {
      throw new InvalidTypedDataException(path, "ambiguous primary types or unused types: " + String.join(", ", roots)
          + " (exactly one type, the primary type, may be referenced by no other)");
    }
    return roots.get(0);
  }

  private static void collectDependencies(String name, Map<String, Set<String>> children, Set<String> into) {
    for (String child : children.get(name)) {
      if (into.add(child)) {
        collectDependencies(child, children, into);
      }
    }
  }

  private static String typeString(StructType struct) {
    StringBuilder out = new StringBuilder(struct.name).append('(');
    for (int i = 0; i < struct.fields.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(struct.fields.get(i).type()).append(' ').append(struct.fields.get(i).name());
    }
    return out.append(')').toString();
  }
}
