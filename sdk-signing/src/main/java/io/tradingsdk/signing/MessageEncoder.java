package io.tradingsdk.signing;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * EIP-712 {@code hashStruct} over a JSON value, validating as it goes: every member must be
 * present and hold a value of its declared type, and fixed arrays must have their declared length.
 * Extra members that the type does not declare are ignored, as every EIP-712 implementation does.
 */
final class MessageEncoder {
  private MessageEncoder() {}

  /** {@code keccak256(typeHash ‖ encodeData(value))}. */
  static byte[] hashStruct(StructType struct, JsonNode value) {
    if (!value.isObject()) {
      throw new EncodingError("expected an object for struct " + struct.name + ", got " + Values.describe(value));
    }
    FieldType[] types = struct.types;
    byte[] words = new byte[32 * (1 + types.length)];
    System.arraycopy(struct.typeHash, 0, words, 0, 32);
    for (int i = 0; i < types.length; i++) {
      String name = struct.fields.get(i).name();
      JsonNode member = value.get(name);
      try {
        if (member == null || member.isNull()) {
          throw new EncodingError((member == null ? "missing" : "is null") + " (expected " + describeType(types[i]) + ")");
        }
        encode(types[i], member, words, 32 * (i + 1));
      } catch (EncodingError e) {
        throw e.field(name);
      }
    }
    return Keccak.hash(words);
  }

  private static String describeType(FieldType type) {
    return type.kind == FieldType.Kind.STRUCT ? "struct " + type : type.toString();
  }

  /** Writes the 32-byte encoding of {@code value} as {@code type} at {@code out[off..]}. */
  static void encode(FieldType type, JsonNode value, byte[] out, int off) {
    switch (type.kind) {
      case UINT:
      case INT:
        Values.writeInteger(type, value, out, off);
        return;
      case ADDRESS:
        Values.writeAddress(value, out, off);
        return;
      case BOOL:
        Values.writeBool(value, out, off);
        return;
      case FIXED_BYTES:
        Values.writeFixedBytes(type, value, out, off);
        return;
      case BYTES:
        byte[] bytes = Values.bytes(value, type);
        Keccak.hashInto(bytes, 0, bytes.length, out, off);
        return;
      case STRING:
        byte[] utf8 = Values.utf8(Values.string(value, type));
        Keccak.hashInto(utf8, 0, utf8.length, out, off);
        return;
      case STRUCT:
        System.arraycopy(hashStruct(type.struct, value), 0, out, off, 32);
        return;
      case ARRAY:
        hashArray(type, value, out, off);
        return;
      default:
        throw new IllegalStateException("unhandled kind " + type.kind);
    }
  }

  /** {@code keccak256} of the concatenated element encodings; nested arrays hash each level. */
  private static void hashArray(FieldType type, JsonNode value, byte[] out, int off) {
    if (!value.isArray()) {
      throw new EncodingError("expected an array for " + type + ", got " + Values.describe(value));
    }
    int length = value.size();
    if (type.size >= 0 && length != type.size) {
      throw new EncodingError("expected " + type.size + (type.size == 1 ? " element" : " elements")
          + " for " + type + ", got " + length);
    }
    byte[] elements = new byte[32 * length];
    for (int i = 0; i < length; i++) {
      JsonNode element = value.get(i);
      try {
        if (element.isNull()) {
          throw new EncodingError("is null (expected " + describeType(type.element) + ")");
        }
        encode(type.element, element, elements, 32 * i);
      } catch (EncodingError e) {
        throw e.index(i);
      }
    }
    Keccak.hashInto(elements, 0, elements.length, out, off);
  }
}
