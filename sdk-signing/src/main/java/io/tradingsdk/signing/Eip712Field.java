package io.tradingsdk.signing;

import java.util.Objects;

/**
 * One member of an EIP-712 struct type: {@code {"name": "amount", "type": "uint160"}}.
 *
 * @param name the member name
 * @param type the EIP-712 type, e.g. {@code uint160}, {@code address[]}, {@code PermitDetails}
 */
public record Eip712Field(String name, String type) {
  public Eip712Field {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }

  /** Shorthand for {@code new Eip712Field(name, type)}. */
  public static Eip712Field of(String name, String type) {
    return new Eip712Field(name, type);
  }

  /** {@code type name}, as the member appears in an encoded type string. */
  @Override
  public String toString() {
    return type + " " + name;
  }
}
