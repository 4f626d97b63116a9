package io.tradingsdk.signing;

import java.util.List;

/** A compiled struct type: its members, its encoded type string and its type hash. */
final class StructType {
  final String name;
  final List<Eip712Field> fields;
  final FieldType[] types;
  String encodedType;
  byte[] typeHash;

  StructType(String name, List<Eip712Field> fields, FieldType[] types) {
    this.name = name;
    this.fields = fields;
    this.types = types;
  }
}
