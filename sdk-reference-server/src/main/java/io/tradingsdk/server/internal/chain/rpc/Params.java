package io.tradingsdk.server.internal.chain.rpc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Optional;

/**
 * A call's {@code params} array, read by position with geth's checks and messages: a missing required argument, one
 * too many, a malformed address, quantity, hash or block tag each answer {@code -32602} naming the argument.
 */
public final class Params {
  private final ArrayNode values;

  Params(ArrayNode values) {
    this.values = values;
  }

  /** No parameters, for a call that gave none. */
  static Params none() {
    return new Params(JsonNodeFactory.instance.arrayNode());
  }

  /** Refuses more than {@code max} arguments (a trailing {@code null} counts as absent, as geth reads it). */
  void atMost(int max) {
    int given = values.size();
    while (given > max && values.get(given - 1).isNull()) {
      given--;
    }
    if (given > max) {
      throw RpcError.invalidParams("too many arguments, want at most " + max);
    }
  }

  /** The argument at {@code index}, or empty when absent or null. */
  Optional<JsonNode> optional(int index) {
    JsonNode value = values.get(index);
    return value == null || value.isNull() ? Optional.empty() : Optional.of(value);
  }

  JsonNode required(int index) {
    return optional(index).orElseThrow(() -> RpcError.invalidParams("missing value for required argument " + index));
  }

  /** A string argument (hex, tags); anything else is geth's "cannot unmarshal" error. */
  String text(int index, String goType) {
    JsonNode value = required(index);
    if (!value.isTextual()) {
      throw RpcError.invalidArgument(index, "json: cannot unmarshal " + jsonType(value) + " into Go value of type "
          + goType);
    }
    return value.textValue();
  }

  /** A 20-byte address, returned in lower case. */
  String address(int index) {
    return address(index, text(index, "common.Address"), "");
  }

  static String address(int index, String text, String field) {
    try {
      byte[] bytes = Quantities.bytes(text);
      if (bytes.length != 20) {
        throw new IllegalArgumentException("hex string has length " + bytes.length * 2 + ", want 40 for common.Address");
      }
      return Hex.encode(bytes);
    } catch (IllegalArgumentException e) {
      throw RpcError.invalidArgument(index, field + e.getMessage());
    }
  }

  /** A 32-byte hash, returned in lower case. */
  String hash(int index) {
    try {
      byte[] bytes = Quantities.bytes(text(index, "common.Hash"));
      if (bytes.length != 32) {
        throw new IllegalArgumentException("hex string has length " + bytes.length * 2 + ", want 64 for common.Hash");
      }
      return Hex.encode(bytes);
    } catch (IllegalArgumentException e) {
      throw RpcError.invalidArgument(index, e.getMessage());
    }
  }

  /** Hex data. */
  byte[] data(int index) {
    try {
      return Quantities.bytes(text(index, "hexutil.Bytes"));
    } catch (IllegalArgumentException e) {
      throw RpcError.invalidArgument(index, e.getMessage());
    }
  }

  /** A boolean argument, {@code absent} when it is not given. */
  boolean bool(int index, boolean absent) {
    Optional<JsonNode> value = optional(index);
    if (value.isEmpty()) {
      return absent;
    }
    if (!value.get().isBoolean()) {
      throw RpcError.invalidArgument(index, "json: cannot unmarshal " + jsonType(value.get())
          + " into Go value of type bool");
    }
    return value.get().booleanValue();
  }

  /**
   * A block: a tag ({@code latest}, {@code pending}, {@code safe} and {@code finalized} are all the latest block
   * here, where every transaction is mined at once; {@code earliest} is 0) or a quantity; {@code latest} when
   * absent. A block hash object ({@code {"blockHash": ...}}) is not supported.
   */
  long block(int index, long latest) {
    Optional<JsonNode> value = optional(index);
    if (value.isEmpty()) {
      return latest;
    }
    if (value.get().isObject() && value.get().has("blockNumber")) {
      return blockText(index, value.get().get("blockNumber").asText(""), latest);
    }
    if (!value.get().isTextual()) {
      throw RpcError.invalidArgument(index, "json: cannot unmarshal " + jsonType(value.get())
          + " into Go value of type rpc.BlockNumberOrHash");
    }
    return blockText(index, value.get().textValue(), latest);
  }

  private static long blockText(int index, String text, long latest) {
    switch (text.toLowerCase(Locale.ROOT)) {
      case "latest":
      case "pending":
      case "safe":
      case "finalized":
        return latest;
      case "earliest":
        return 0;
      default:
        try {
          return Quantities.parse(text, 63).longValueExact();
        } catch (IllegalArgumentException | ArithmeticException e) {
          throw RpcError.invalidArgument(index, e.getMessage());
        }
    }
  }

  /** A quantity of at most {@code maxBits} bits. */
  BigInteger quantity(int index, int maxBits) {
    try {
      return Quantities.parse(text(index, "hexutil.Big"), maxBits);
    } catch (IllegalArgumentException e) {
      throw RpcError.invalidArgument(index, e.getMessage());
    }
  }

  /** A count given as a quantity or a decimal number, as geth's {@code math.HexOrDecimal64} takes it. */
  long count(int index) {
    JsonNode value = required(index);
    if (value.isIntegralNumber() && value.canConvertToLong() && value.longValue() >= 0) {
      return value.longValue();
    }
    if (value.isTextual()) {
      String text = value.textValue();
      try {
        return text.startsWith("0x") ? Quantities.parse(text, 63).longValueExact() : Long.parseLong(text);
      } catch (IllegalArgumentException | ArithmeticException e) {
        throw RpcError.invalidArgument(index, "invalid count " + text);
      }
    }
    throw RpcError.invalidArgument(index, "json: cannot unmarshal " + jsonType(value)
        + " into Go value of type math.HexOrDecimal64");
  }

  ArrayNode array() {
    return values;
  }

  static String jsonType(JsonNode value) {
    if (value.isTextual()) {
      return "string";
    }
    if (value.isNumber()) {
      return "number";
    }
    if (value.isBoolean()) {
      return "bool";
    }
    if (value.isArray()) {
      return "array";
    }
    return value.isObject() ? "object" : "null";
  }
}
