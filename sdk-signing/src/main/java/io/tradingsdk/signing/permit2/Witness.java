package io.tradingsdk.signing.permit2;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Eip712Field;
import io.tradingsdk.signing.Eip712Types;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.internal.ExactJsonTrees;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The extra data a witness transfer binds to the permit (a UniswapX order, for instance): the
 * witness type's name, its definition and the types it depends on, and its value. It becomes the
 * {@code witness} member of {@code PermitWitnessTransferFrom}, as in Permit2's {@code
 * permitWitnessTransferFrom} and the permit2-sdk.
 */
public final class Witness {
  private final String typeName;
  private final Map<String, List<Eip712Field>> types;
  private final JsonNode value;

  private Witness(String typeName, Map<String, List<Eip712Field>> types, JsonNode value) {
    this.typeName = typeName;
    this.types = types;
    this.value = value;
  }

  /**
   * A witness.
   *
   * @param typeName the witness struct, e.g. {@code ExclusiveDutchOrder}
   * @param types its definition and every type it depends on ({@code TokenPermissions} may be left out)
   * @param value the witness struct's value (copied)
   */
  public static Witness of(String typeName, Map<String, List<Eip712Field>> types, JsonNode value) {
    Objects.requireNonNull(typeName, "typeName");
    Objects.requireNonNull(types, "types");
    Objects.requireNonNull(value, "value");
    if (!types.containsKey(typeName)) {
      throw new InvalidTypedDataException("witness.types", "does not define the witness type " + typeName);
    }
    Map<String, List<Eip712Field>> copy = new LinkedHashMap<>();
    types.forEach((name, fields) -> copy.put(name, List.copyOf(fields)));
    return new Witness(typeName, Collections.unmodifiableMap(copy), value.deepCopy());
  }

  /** A witness whose value is given as maps, lists, strings, booleans and numbers. */
  public static Witness of(String typeName, Map<String, List<Eip712Field>> types, Map<String, ?> value) {
    // Not the SDK mapper: its BigDecimal serializer spells a decimal out in full (1e-100000 as 100,000 digits).
    JsonNode tree = ExactJsonTrees.valueToTree(Objects.requireNonNull(value, "value"));
    return of(typeName, types, tree);
  }

  /** The witness struct's name. */
  public String typeName() {
    return typeName;
  }

  /** The witness type and its dependencies. */
  public Map<String, List<Eip712Field>> types() {
    return types;
  }

  /** A copy of the witness value. */
  public JsonNode value() {
    return value.deepCopy();
  }

  /**
   * {@code hashStruct} of the witness value under its own types. For a UniswapX order this is the
   * order hash the reactor computes, which the Trading API calls {@code orderId} / {@code orderHash}.
   *
   * @throws InvalidTypedDataException when the value does not fit the witness type, or the witness
   *     types hold a type the witness does not use (such as {@code TokenPermissions})
   */
  public Bytes32 hash() {
    return Eip712Types.of(types).hashStruct(typeName, value);
  }

  @Override
  public String toString() {
    return "Witness[" + typeName + "]";
  }
}
