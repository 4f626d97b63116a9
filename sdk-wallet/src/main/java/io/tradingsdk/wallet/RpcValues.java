package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * JSON-RPC's value encodings, read from a node's answer through the project's codecs: QUANTITY and DATA by {@link
 * Hex}, addresses and 32-byte hashes by their types. Reading is strict and names the field it reads.
 */
final class RpcValues {
  private RpcValues() {}

  static String quantity(long value) {
    return Hex.encodeQuantity(BigInteger.valueOf(value));
  }

  static String quantity(BigInteger value) {
    return Hex.encodeQuantity(value);
  }

  /** A quantity, read by the project's one hex codec ({@link Hex#decodeQuantity}), no wider than 256 bits. */
  static BigInteger toBigInteger(@Nullable JsonNode node, String field) {
    BigInteger value = Hex.decodeQuantity(text(node, field), field);
    if (value.bitLength() > 256) {
      throw new IllegalArgumentException(field + ": a quantity wider than 256 bits");
    }
    return value;
  }

  static long toLong(@Nullable JsonNode node, String field) {
    BigInteger value = toBigInteger(node, field);
    if (value.bitLength() > 63) {
      throw new IllegalArgumentException(field + ": expected a quantity below 2^63, got 0x" + value.toString(16));
    }
    return value.longValue();
  }

  static byte[] toBytes(@Nullable JsonNode node, String field) {
    return Hex.decode(text(node, field), field);
  }

  static Address toAddress(@Nullable JsonNode node, String field) {
    return parsed(node, field, Address::of);
  }

  static Bytes32 toBytes32(@Nullable JsonNode node, String field) {
    return parsed(node, field, Bytes32::fromHex);
  }

  /** The node's text parsed by {@code parser}, whose refusal is reported under the field's name. */
  private static <T> T parsed(@Nullable JsonNode node, String field, Function<String, T> parser) {
    String text = text(node, field);
    try {
      return parser.apply(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(field + ": " + e.getMessage(), e);
    }
  }

  static @Nullable Address optionalAddress(@Nullable JsonNode node, String field) {
    return isAbsent(node) ? null : toAddress(node, field);
  }

  static @Nullable BigInteger optionalBigInteger(@Nullable JsonNode node, String field) {
    return isAbsent(node) ? null : toBigInteger(node, field);
  }

  static @Nullable Long optionalLong(@Nullable JsonNode node, String field) {
    return isAbsent(node) ? null : toLong(node, field);
  }

  static @Nullable Bytes32 optionalBytes32(@Nullable JsonNode node, String field) {
    return isAbsent(node) ? null : toBytes32(node, field);
  }

  static List<Bytes32> toBytes32List(@Nullable JsonNode node, String field) {
    if (node == null || !node.isArray()) {
      throw new IllegalArgumentException(field + ": expected an array of 32-byte hashes");
    }
    List<Bytes32> out = new ArrayList<>(node.size());
    for (int i = 0; i < node.size(); i++) {
      out.add(toBytes32(node.get(i), field + "[" + i + "]"));
    }
    return Collections.unmodifiableList(out);
  }

  static boolean isAbsent(@Nullable JsonNode node) {
    return node == null || node.isNull() || node.isMissingNode();
  }

  private static String text(@Nullable JsonNode node, String field) {
    if (node == null || node.isNull() || node.isMissingNode()) {
      throw new IllegalArgumentException(field + ": missing");
    }
    if (!node.isTextual()) {
      throw new IllegalArgumentException(field + ": expected a hex string, got " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
    }
    return node.textValue();
  }
}
