package io.tradingsdk.tokenlist;

/**
 * The rule a {@link Violation} breaks. Schema rules are named after the JSON Schema keyword they
 * correspond to; a list is valid under the schema exactly when none of them is broken, which is
 * what the reference validator (ajv) decides. {@link Kind#SPEC} rules are further requirements of
 * the Trading API spec, and {@link Kind#WARNING} rules never make a list invalid.
 */
public enum Rule {
  TYPE("type", Kind.SCHEMA),
  REQUIRED("required", Kind.SCHEMA),
  ADDITIONAL_PROPERTIES("additionalProperties", Kind.SCHEMA),
  MIN_LENGTH("minLength", Kind.SCHEMA),
  MAX_LENGTH("maxLength", Kind.SCHEMA),
  PATTERN("pattern", Kind.SCHEMA),
  FORMAT("format", Kind.SCHEMA),
  MINIMUM("minimum", Kind.SCHEMA),
  MAXIMUM("maximum", Kind.SCHEMA),
  MIN_ITEMS("minItems", Kind.SCHEMA),
  MAX_ITEMS("maxItems", Kind.SCHEMA),
  UNIQUE_ITEMS("uniqueItems", Kind.SCHEMA),
  MIN_PROPERTIES("minProperties", Kind.SCHEMA),
  MAX_PROPERTIES("maxProperties", Kind.SCHEMA),
  /** A property name (tag identifier, extension key) that breaks its identifier rule. */
  PROPERTY_NAMES("propertyNames", Kind.SCHEMA),
  /** A token's tag that the list's {@code tags} map does not define (spec, not schema). */
  TAG_REFERENCE("tagReference", Kind.SPEC),
  /** An EVM address not written in its EIP-55 checksummed form. */
  CHECKSUM("checksum", Kind.WARNING),
  /** A timestamp the schema's format accepts but RFC 3339 does not (no offset, bad offset). */
  TIMESTAMP_OFFSET("timestampOffset", Kind.WARNING),
  /** A {@code tokenMap} key other than {@code <chainId>_<address>} of its token. */
  TOKEN_MAP_KEY("tokenMapKey", Kind.WARNING),
  /** A key written twice in one object; as in {@code JSON.parse}, the last value counts. */
  DUPLICATE_KEY("duplicateKey", Kind.WARNING);

  /** Where a rule comes from, which decides whether breaking it makes a list invalid. */
  public enum Kind {
    /** A rule of the JSON schema; breaking it is an error. */
    SCHEMA,
    /** A rule the spec states beyond the schema; breaking it is an error. */
    SPEC,
    /** Advice; never an error. */
    WARNING
  }

  private final String keyword;
  private final Kind kind;

  Rule(String keyword, Kind kind) {
    this.keyword = keyword;
    this.kind = kind;
  }

  /** The stable name used in reports ({@code maxLength}, {@code tagReference}, ...). */
  public String keyword() {
    return keyword;
  }

  public Kind kind() {
    return kind;
  }

  /** True for rules whose violation makes the list invalid. */
  public boolean isError() {
    return kind != Kind.WARNING;
  }
}
