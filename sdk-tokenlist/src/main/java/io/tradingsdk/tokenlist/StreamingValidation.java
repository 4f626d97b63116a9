package io.tradingsdk.tokenlist;

import static com.fasterxml.jackson.core.JsonToken.END_ARRAY;
import static com.fasterxml.jackson.core.JsonToken.FIELD_NAME;
import static com.fasterxml.jackson.core.JsonToken.START_ARRAY;
import static com.fasterxml.jackson.core.JsonToken.START_OBJECT;
import static com.fasterxml.jackson.core.JsonToken.VALUE_NUMBER_FLOAT;
import static com.fasterxml.jackson.core.JsonToken.VALUE_NUMBER_INT;
import static com.fasterxml.jackson.core.JsonToken.VALUE_STRING;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One validation run: walks the parser's tokens once, without building a tree or binding the
 * model, and checks every rule of the token-list schema where its value is. Instances are used
 * once, by one thread.
 *
 * <p>Strings are checked in the parser's own buffer ({@code getTextCharacters}), so a valid list
 * allocates next to nothing beyond what the parser needs. A key repeated in one object makes the
 * run stop with {@link DuplicateKey}: {@code JSON.parse} keeps the last value, so the caller
 * validates a last-wins tree instead.
 */
final class StreamingValidation {
  static final int MAX_TOKENS = 10_000;
  static final int MAX_KEYWORDS = 20;
  static final int MAX_LIST_TAGS = 20;
  static final int MAX_TOKEN_TAGS = 10;
  static final int MAX_EXTENSION_PROPERTIES = 10;

  /** Thrown (without a stack trace) when an object repeats a key; see the class comment. */
  static final class DuplicateKey extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final DuplicateKey INSTANCE = new DuplicateKey();

    private DuplicateKey() {
      super("duplicate key", null, false, false);
    }
  }

  private final JsonParser p;
  private final TokenListProfile profile;
  private final boolean checksums;
  private final boolean detectDuplicates;
  final List<Violation> errors = new ArrayList<>();
  final List<Violation> warnings = new ArrayList<>();

  // The path to the current value: a key, or an index where keys[i] is null.
  private String[] keys = new String[16];
  private int[] indices = new int[16];
  private int depth;

  // Keys seen per open object (validated objects only), for duplicate detection.
  private final KeySet[] keySets = new KeySet[8];
  private int objectDepth;

  // Tag references: checked at once when the list's tags came first, else at the end.
  private boolean listTagsSeen;
  private final List<String> definedTags = new ArrayList<>();
  private List<String[]> pendingTagReferences;

  private final long[] keccakState = new long[25];
  /** A URI's chars as bytes, for {@link JsFormats#isUri(char[], int, int, byte[])}. */
  private byte[] uriScratch = new byte[256];
  private final char[] checksummed = new char[42];

  StreamingValidation(
      JsonParser parser, TokenListProfile profile, boolean checksums, boolean detectDuplicates) {
    this.p = parser;
    this.profile = profile;
    this.checksums = checksums;
    this.detectDuplicates = detectDuplicates;
  }

  /** Validates the single JSON value the parser holds; the caller checks what follows it. */
  void run(JsonToken first) throws IOException {
    root(first);
    resolvePendingTagReferences();
  }

  // ------------------------------------------------------------------ the list

  private void root(JsonToken t) throws IOException {
    properties(t, this::rootProperty, "name", "timestamp", "version", "tokens");
  }

  private int rootProperty(String key, JsonToken t) throws IOException {
    switch (key) {
      case "name":
        listName(t);
        return 1;
      case "timestamp":
        timestamp(t);
        return 1 << 1;
      case "version":
        version(t);
        return 1 << 2;
      case "tokens":
        tokens(t);
        return 1 << 3;
      case "tokenMap":
        tokenMap(t);
        return 0;
      case "keywords":
        keywords(t);
        return 0;
      case "tags":
        listTags(t);
        return 0;
      case "logoURI":
        uri(t);
        return 0;
      default:
        p.skipChildren(); // the schema allows extra top-level properties
        return 0;
    }
  }

  private static final String WORDS_AND_SPACES = "may contain only letters, digits, underscores and spaces";

  private void listName(JsonToken t) throws IOException {
    text(t, 1, 30, JsFormats::isWordsAndSpaces, WORDS_AND_SPACES);
  }

  private void timestamp(JsonToken t) throws IOException {
    if (!isString(t)) {
      return;
    }
    char[] b = p.getTextCharacters();
    int o = p.getTextOffset();
    int n = p.getTextLength();
    switch (JsFormats.dateTime(b, o, n)) {
      case INVALID:
        error(Rule.FORMAT, "must be an RFC 3339 date-time such as 2024-05-31T12:00:00Z, was " + quote(b, o, n));
        break;
      case VALID_WITHOUT_PROPER_OFFSET:
        warning(Rule.TIMESTAMP_OFFSET, "has no RFC 3339 offset (Z or +hh:mm with hh <= 23, mm <= 59), was "
            + quote(b, o, n) + "; the schema's format check lets it pass");
        break;
      default:
        break;
    }
  }

  private static final List<String> VERSION_PARTS = List.of("major", "minor", "patch");

  private void version(JsonToken t) throws IOException {
    properties(t, (key, value) -> {
      int part = VERSION_PARTS.indexOf(key);
      if (part < 0) {
        notAllowed("a version has only major, minor and patch");
        return 0;
      }
      integer(value, 0, Double.POSITIVE_INFINITY);
      return 1 << part;
    }, "major", "minor", "patch");
  }

  private void tokens(JsonToken t) throws IOException {
    if (t != START_ARRAY) {
      typeError("an array", t);
      return;
    }
    int count = 0;
    while ((t = p.nextToken()) != END_ARRAY) {
      pushIndex(count++);
      token(t, null);
      pop();
    }
    if (count < 1) {
      error(Rule.MIN_ITEMS, "must hold at least 1 token, was empty");
    } else if (count > MAX_TOKENS) {
      error(Rule.MAX_ITEMS, "must hold at most " + MAX_TOKENS + " tokens, was " + count);
    }
  }

  private void tokenMap(JsonToken t) throws IOException {
    int count = properties(t, (key, value) -> {
      token(value, key);
      return 0;
    });
    if (count == 0) {
      error(Rule.MIN_PROPERTIES, "must hold at least 1 token when present, was empty");
    } else if (count > MAX_TOKENS) {
      error(Rule.MAX_PROPERTIES, "must hold at most " + MAX_TOKENS + " tokens, was " + count);
    }
  }

  private void keywords(JsonToken t) throws IOException {
    if (t != START_ARRAY) {
      typeError("an array", t);
      return;
    }
    int count = 0;
    Map<String, Integer> firstIndex = null;
    while ((t = p.nextToken()) != END_ARRAY) {
      int index = count++;
      pushIndex(index);
      if (text(t, 1, 20, JsFormats::isWordsAndSpaces, WORDS_AND_SPACES)) {
        if (firstIndex == null) {
          firstIndex = new HashMap<>();
        }
        String keyword = p.getText();
        Integer earlier = firstIndex.putIfAbsent(keyword, index);
        if (earlier != null) {
          pop();
          error(Rule.UNIQUE_ITEMS, "must not repeat a keyword: items " + earlier + " and " + index
              + " are both " + quote(keyword));
          pushIndex(index);
        }
      }
      pop();
    }
    if (count > MAX_KEYWORDS) {
      error(Rule.MAX_ITEMS, "must hold at most " + MAX_KEYWORDS + " keywords, was " + count);
    }
  }

  private void listTags(JsonToken t) throws IOException {
    listTagsSeen = true;
    int count = properties(t, (key, value) -> {
      definedTags.add(key);
      identifierName(key, "a tag identifier", 10);
      tagDefinition(value);
      return 0;
    });
    if (count > MAX_LIST_TAGS) {
      error(Rule.MAX_PROPERTIES, "must define at most " + MAX_LIST_TAGS + " tags, was " + count);
    }
  }

  private void tagDefinition(JsonToken t) throws IOException {
    properties(t, this::tagDefinitionProperty, "name", "description");
  }

  private int tagDefinitionProperty(String key, JsonToken t) throws IOException {
    switch (key) {
      case "name":
        text(t, 1, 20, JsFormats::isWordsAndSpaces, WORDS_AND_SPACES);
        return 1;
      case "description":
        text(t, 1, 200, JsFormats::isDescription,
            "may contain only letters, digits, underscores, spaces, periods, commas and colons");
        return 1 << 1;
      default:
        notAllowed("a tag definition has only name and description");
        return 0;
    }
  }

  // ------------------------------------------------------------------ a token

  /** The current token entry's chainId, NaN until read (token entries do not nest). */
  private double tokenChainId;
  /** The current token entry's address when it is a {@code tokenMap} value, else null. */
  private String tokenMapAddress;

  /** A token entry of {@code tokens} ({@code mapKey} null) or of {@code tokenMap}. */
  private void token(JsonToken t, String mapKey) throws IOException {
    tokenChainId = Double.NaN;
    tokenMapAddress = null;
    properties(t, "an object (a token entry)", (key, value) -> tokenProperty(key, value, mapKey),
        "chainId", "address", "decimals", "name", "symbol");
    if (mapKey != null && tokenMapAddress != null && !Double.isNaN(tokenChainId)) {
      String expected = JsNumbers.toJsString(tokenChainId) + "_" + tokenMapAddress;
      if (!expected.equals(mapKey)) {
        warning(Rule.TOKEN_MAP_KEY, "key should be " + quote(expected) + " (<chainId>_<address> of its token)");
      }
    }
  }

  private int tokenProperty(String key, JsonToken t, String mapKey) throws IOException {
    switch (key) {
      case "chainId":
        tokenChainId = integer(t, 1, Double.POSITIVE_INFINITY);
        return 1;
      case "address":
        if (address(t) && mapKey != null) {
          tokenMapAddress = p.getText();
        }
        return 1 << 1;
      case "decimals":
        integer(t, 0, 255);
        return 1 << 2;
      case "name":
        tokenName(t);
        return 1 << 3;
      case "symbol":
        tokenSymbol(t);
        return 1 << 4;
      case "logoURI":
        uri(t);
        return 0;
      case "tags":
        tokenTags(t);
        return 0;
      case "extensions":
        extensions(t);
        return 0;
      default:
        notAllowed("a token entry has only chainId, address, decimals, name, symbol, logoURI, tags "
            + "and extensions");
        return 0;
    }
  }

  /** Checks an address; returns true when it is a string (so the caller may read it). */
  private boolean address(JsonToken t) throws IOException {
    if (!isString(t)) {
      return false;
    }
    char[] b = p.getTextCharacters();
    int o = p.getTextOffset();
    int n = p.getTextLength();
    boolean hex = JsFormats.isHexAddress(b, o, n);
    if (!hex && !(profile.allowsBase58Addresses() && JsFormats.isBase58Address(b, o, n))) {
      error(Rule.PATTERN, (profile.allowsBase58Addresses()
          ? "must be 0x followed by 40 hex digits, or a base58 address of 32 to 44 characters, was "
          : "must be 0x followed by 40 hex digits (profile spec accepts EVM addresses only), was ")
          + quote(b, o, n));
    }
    if (hex && checksums) {
      checksum(b, o);
    }
    return true;
  }

  private void checksum(char[] b, int o) {
    String message = Eip55.checksumWarning(b, o, keccakState, checksummed);
    if (message != null) {
      warning(Rule.CHECKSUM, message);
    }
  }

  private void tokenName(JsonToken t) throws IOException {
    text(t, 0, 60, JsFormats::isTokenName, "must be empty or contain no whitespace other than spaces");
  }

  private void tokenSymbol(JsonToken t) throws IOException {
    text(t, 0, 20, JsFormats::isTokenSymbol, "must be empty or contain no whitespace");
  }

  private void tokenTags(JsonToken t) throws IOException {
    if (t != START_ARRAY) {
      typeError("an array", t);
      return;
    }
    int count = 0;
    while ((t = p.nextToken()) != END_ARRAY) {
      pushIndex(count++);
      if (text(t, 1, 10, JsFormats::isWord, "must be a tag identifier (letters, digits, underscores)")) {
        tagReference(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
      }
      pop();
    }
    if (count > MAX_TOKEN_TAGS) {
      error(Rule.MAX_ITEMS, "must hold at most " + MAX_TOKEN_TAGS + " tags, was " + count);
    }
  }

  private void tagReference(char[] b, int o, int n) {
    if (!listTagsSeen) {
      if (pendingTagReferences == null) {
        pendingTagReferences = new ArrayList<>();
      }
      pendingTagReferences.add(new String[] {pointer(), new String(b, o, n)});
      return;
    }
    for (String defined : definedTags) {
      if (equals(defined, b, o, n)) {
        return;
      }
    }
    error(Rule.TAG_REFERENCE, undefinedTagMessage(new String(b, o, n)));
  }

  private void resolvePendingTagReferences() {
    if (pendingTagReferences == null) {
      return;
    }
    Set<String> defined = new HashSet<>(definedTags);
    for (String[] reference : pendingTagReferences) {
      if (!defined.contains(reference[1])) {
        errors.add(new Violation(reference[0], Rule.TAG_REFERENCE, undefinedTagMessage(reference[1])));
      }
    }
  }

  private String undefinedTagMessage(String tag) {
    return "refers to tag " + quote(tag) + ", which the list's tags do not define";
  }

  // ------------------------------------------------------------------ extensions

  private void extensions(JsonToken t) throws IOException {
    extensionObject(t, 1);
  }

  /** The extension object {@code t} opens, whose values sit at {@code level} (1 = the map's). */
  private void extensionObject(JsonToken t, int level) throws IOException {
    int count = properties(t, (key, value) -> {
      identifierName(key, "an extension key", 40);
      extensionValue(value, level);
      return 0;
    });
    if (count > MAX_EXTENSION_PROPERTIES) {
      error(Rule.MAX_PROPERTIES, "must have at most " + MAX_EXTENSION_PROPERTIES + " properties, was " + count);
    }
  }

  private void extensionValue(JsonToken t, int level) throws IOException {
    switch (t) {
      case VALUE_STRING: {
        char[] b = p.getTextCharacters();
        int o = p.getTextOffset();
        int n = p.getTextLength();
        length(b, o, n, 1, 42);
        break;
      }
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        if (!Double.isFinite(doubleValue(t))) {
          error(Rule.TYPE, "must be a finite number, was " + p.getText());
        }
        break;
      case VALUE_TRUE:
      case VALUE_FALSE:
      case VALUE_NULL:
        break;
      case START_OBJECT:
        if (level <= 2) {
          extensionObject(t, level + 1);
        } else {
          error(Rule.TYPE, "must be a string, boolean, number or null, was an object: extension values "
              + "nest objects at most 2 levels below the extensions map");
          p.skipChildren();
        }
        break;
      default:
        error(Rule.TYPE, "must be a string, boolean, number, null" + (level <= 2 ? " or object" : "")
            + ", was " + describe(t));
        p.skipChildren();
    }
  }

  // ------------------------------------------------------------------ shared checks

  /** Reports a type error unless the value is a string. */
  /** One of {@link JsFormats}' tests of the characters {@code b[offset..offset+length)}. */
  @FunctionalInterface
  private interface CharsRule {
    boolean accepts(char[] b, int offset, int length);
  }

  /**
   * Checks a string value: {@code min} to {@code max} characters that {@code rule} accepts, else
   * a {@link Rule#PATTERN} error "{@code expected}, was ...". An empty string where {@code min} is
   * 1 breaks the length rule only (as in ajv). Returns whether {@code t} is a string.
   */
  private boolean text(JsonToken t, int min, int max, CharsRule rule, String expected) throws IOException {
    if (!isString(t)) {
      return false;
    }
    char[] b = p.getTextCharacters();
    int o = p.getTextOffset();
    int n = p.getTextLength();
    length(b, o, n, min, max);
    if ((n > 0 || min == 0) && !rule.accepts(b, o, n)) {
      error(Rule.PATTERN, expected + ", was " + quote(b, o, n));
    }
    return true;
  }

  private boolean isString(JsonToken t) throws IOException {
    if (t == VALUE_STRING) {
      return true;
    }
    typeError("a string", t);
    return false;
  }

  /**
   * An integer in {@code [min, max]}, judged as JavaScript does: the JSON number becomes the
   * nearest double, which must be finite and whole. Returns it, or NaN when it is not a number.
   */
  private double integer(JsonToken t, double min, double max) throws IOException {
    if (t != VALUE_NUMBER_INT && t != VALUE_NUMBER_FLOAT) {
      typeError("an integer", t);
      return Double.NaN;
    }
    double value = doubleValue(t);
    if (!Double.isFinite(value) || value % 1 != 0) {
      error(Rule.TYPE, "must be an integer, was " + p.getText());
      if (!Double.isFinite(value)) {
        return Double.NaN;
      }
    }
    if (value < min) {
      error(Rule.MINIMUM, "must be >= " + (long) min + ", was " + p.getText());
    } else if (value > max) {
      error(Rule.MAXIMUM, "must be <= " + (long) max + ", was " + p.getText());
    }
    return value;
  }

  private double doubleValue(JsonToken t) throws IOException {
    if (t == VALUE_NUMBER_INT) {
      switch (p.getNumberType()) {
        case INT:
        case LONG:
          return (double) p.getLongValue();
        default:
          return p.getBigIntegerValue().doubleValue();
      }
    }
    return p.getDoubleValue();
  }

  /** Length in code points within {@code [min, max]}. */
  private void length(char[] b, int o, int n, int min, int max) {
    if (n > max) {
      int codePoints = JsFormats.codePointLength(b, o, n);
      if (codePoints > max) {
        error(Rule.MAX_LENGTH, "must be at most " + characters(max) + ", was " + codePoints + ": " + quote(b, o, n));
        return;
      }
    }
    if (n < min) {
      error(Rule.MIN_LENGTH, n == 0 ? "must not be empty" : "must be at least " + characters(min) + ", was " + n);
    }
  }

  private static String characters(int n) {
    return n == 1 ? "1 character" : n + " characters";
  }

  /** A property name that must be an identifier of 1 to {@code max} word characters. */
  private void identifierName(String key, String what, int max) {
    if (key.isEmpty()) {
      error(Rule.PROPERTY_NAMES, "the empty string is not " + what + " (1 to " + max
          + " letters, digits, underscores)");
      return;
    }
    int codePoints = JsFormats.codePointLength(key);
    if (codePoints > max) {
      error(Rule.PROPERTY_NAMES, quote(key) + " is not " + what + ": at most " + max + " characters, was "
          + codePoints);
    }
    if (!JsFormats.isWord(key)) {
      error(Rule.PROPERTY_NAMES, quote(key) + " is not " + what + ": only letters, digits and underscores");
    }
  }

  private void uri(JsonToken t) throws IOException {
    if (!isString(t)) {
      return;
    }
    char[] b = p.getTextCharacters();
    int o = p.getTextOffset();
    int n = p.getTextLength();
    if (n + 1 > uriScratch.length) {
      uriScratch = new byte[Math.max(n + 1, 2 * uriScratch.length)];
    }
    if (!JsFormats.isUri(b, o, n, uriScratch)) {
      error(Rule.FORMAT, "must be an absolute URI such as https://example.org/logo.png or ipfs://Qm..., was "
          + quote(b, o, n));
    }
  }

  private void notAllowed(String why) throws IOException {
    error(Rule.ADDITIONAL_PROPERTIES, "is not allowed: " + why);
    p.skipChildren();
  }

  private void required(boolean present, String name) {
    if (!present) {
      errors.add(new Violation(pointer() + "/" + escape(name), Rule.REQUIRED, "is required"));
    }
  }

  private void typeError(String expected, JsonToken t) throws IOException {
    error(Rule.TYPE, "must be " + expected + ", was " + describe(t));
    p.skipChildren();
  }

  private String describe(JsonToken t) throws IOException {
    switch (t) {
      case START_OBJECT:
        return "an object";
      case START_ARRAY:
        return "an array";
      case VALUE_STRING:
        return "a string";
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return "the number " + p.getText();
      case VALUE_TRUE:
      case VALUE_FALSE:
        return p.getText();
      case VALUE_NULL:
        return "null";
      default:
        return String.valueOf(t);
    }
  }

  private void error(Rule rule, String message) {
    errors.add(new Violation(pointer(), rule, message));
  }

  private void warning(Rule rule, String message) {
    warnings.add(new Violation(pointer(), rule, message));
  }

  // ------------------------------------------------------------------ path and keys

  private void push(String key) {
    grow();
    keys[depth] = key;
    depth++;
  }

  private void pushIndex(int index) {
    grow();
    keys[depth] = null;
    indices[depth] = index;
    depth++;
  }

  private void pop() {
    depth--;
  }

  private void grow() {
    if (depth == keys.length) {
      keys = java.util.Arrays.copyOf(keys, depth * 2);
      indices = java.util.Arrays.copyOf(indices, depth * 2);
    }
  }

  /** The JSON pointer of the current value. */
  private String pointer() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      sb.append('/');
      if (keys[i] == null) {
        sb.append(indices[i]);
      } else {
        sb.append(escape(keys[i]));
      }
    }
    return sb.toString();
  }

  static String escape(String key) {
    if (key.indexOf('~') < 0 && key.indexOf('/') < 0) {
      return key;
    }
    return key.replace("~", "~0").replace("/", "~1");
  }

  /** Reads one property's value, its key on the path; returns its bit among the required ones, else 0. */
  @FunctionalInterface
  private interface PropertyReader {
    int read(String key, JsonToken value) throws IOException;
  }

  /**
   * Reads the object {@code t} opens (a type error when {@code t} opens none), each property by
   * {@code reader} with its key pushed onto the path, a repeated key failing as {@link
   * DuplicateKey}; then reports each of {@code required} (bit {@code i} of what the reader
   * returned for {@code required[i]}) that was missing. Every object of the document goes
   * through here. Returns the number of properties, -1 after a type error.
   */
  private int properties(JsonToken t, PropertyReader reader, String... required) throws IOException {
    return properties(t, "an object", reader, required);
  }

  /** {@link #properties(JsonToken, PropertyReader, String...)} naming the object in its type error. */
  private int properties(JsonToken t, String expected, PropertyReader reader, String... required)
      throws IOException {
    if (t != START_OBJECT) {
      typeError(expected, t);
      return -1;
    }
    int count = 0;
    int found = 0;
    KeySet seen = enterObject();
    while (p.nextToken() == FIELD_NAME) {
      String key = p.currentName();
      checkDuplicate(seen, key);
      count++;
      JsonToken value = p.nextToken();
      push(key);
      found |= reader.read(key, value);
      pop();
    }
    exitObject();
    for (int i = 0; i < required.length; i++) {
      required((found & 1 << i) != 0, required[i]);
    }
    return count;
  }

  private KeySet enterObject() {
    if (!detectDuplicates) {
      return null;
    }
    KeySet set = keySets[objectDepth];
    if (set == null) {
      set = keySets[objectDepth] = new KeySet();
    }
    objectDepth++;
    set.clear();
    return set;
  }

  private void exitObject() {
    if (detectDuplicates) {
      objectDepth--;
    }
  }

  private static void checkDuplicate(KeySet seen, String key) {
    if (seen != null && !seen.add(key)) {
      throw DuplicateKey.INSTANCE;
    }
  }

  /** Keys of one object: a short array scan (names are canonical strings), a hash set past 16. */
  private static final class KeySet {
    private final String[] small = new String[16];
    private int size;
    private HashSet<String> large;

    void clear() {
      size = 0;
      large = null;
    }

    boolean add(String key) {
      if (large != null) {
        return large.add(key);
      }
      int hash = key.hashCode();
      for (int i = 0; i < size; i++) {
        String seen = small[i];
        if (seen == key || (seen.hashCode() == hash && seen.equals(key))) {
          return false;
        }
      }
      if (size < small.length) {
        small[size++] = key;
        return true;
      }
      large = new HashSet<>(64);
      for (int i = 0; i < size; i++) {
        large.add(small[i]);
      }
      return large.add(key);
    }
  }

  // ------------------------------------------------------------------ messages

  private static boolean equals(String s, char[] b, int o, int n) {
    if (s.length() != n) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (s.charAt(i) != b[o + i]) {
        return false;
      }
    }
    return true;
  }

  static String quote(String s) {
    return quote(s.toCharArray(), 0, s.length());
  }

  /**
   * The value as a JSON string literal for messages: at most 48 characters (then an ellipsis), with
   * control characters, whitespace other than the space, and lone surrogates escaped so the reader
   * sees what is there.
   */
  static String quote(char[] b, int o, int n) {
    int shown = Math.min(n, 48);
    StringBuilder sb = new StringBuilder(shown + 8).append('"');
    for (int i = o; i < o + shown; i++) {
      char c = b[i];
      switch (c) {
        case '"':
          sb.append("\\\"");
          break;
        case '\\':
          sb.append("\\\\");
          break;
        case '\n':
          sb.append("\\n");
          break;
        case '\t':
          sb.append("\\t");
          break;
        case '\r':
          sb.append("\\r");
          break;
        default:
          boolean lone = Character.isSurrogate(c)
              && !(Character.isHighSurrogate(c) && i + 1 < o + n && Character.isLowSurrogate(b[i + 1]))
              && !(Character.isLowSurrogate(c) && i > o && Character.isHighSurrogate(b[i - 1]));
          if (c < 0x20 || (c != ' ' && JsFormats.isJsWhitespace(c)) || lone) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
      }
    }
    sb.append('"');
    if (shown < n) {
      sb.append("...");
    }
    return sb.toString();
  }
}
