package io.tradingsdk.tokenlist;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The fast path of {@link TokenListValidator#validate(byte[])}: one pass over the UTF-8 bytes that
 * proves a list valid without a JSON parser, and gives up as soon as it meets anything else.
 *
 * <p>It answers only "valid, with these EIP-55 checksum warnings" ({@link #run} returns the
 * warnings) or "not sure" ({@code null}). Anything it does not prove valid makes it give up: any
 * rule broken, a warning other than a checksum, a repeated key, a JSON syntax error, a string
 * escape, a control character, UTF-8 that is not in shortest form, a validated number other than a
 * plain non-negative integer of at most 15 digits (numbers in unvalidated top-level properties are
 * only checked against the JSON grammar), a {@code tokenMap}, token tags before the list's tags.
 * The caller then validates the same bytes with the Jackson-based {@link StreamingValidation},
 * which produces every error and message. So verdicts and messages are those of the streaming
 * validator by construction; {@code ByteScanValidationTest} checks that both agree on every
 * corpus document.
 *
 * <p>Why it is faster: keys are compared as bytes (no symbol table, no token objects), numbers
 * are read as they are scanned, and a string is widened into one reusable {@code char[]} only
 * when its value has a rule (ASCII, the common case, is one store per byte). The string checks
 * themselves are the same {@link JsFormats} matchers the streaming validator uses.
 */
final class ByteScanValidation {
  /** Thrown (without a stack trace) to give up; the caller falls back to the streaming path. */
  private static final class GiveUp extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final GiveUp INSTANCE = new GiveUp();

    private GiveUp() {
      super("not proven valid by the byte scan", null, false, false);
    }
  }

  /** Nesting allowed in skipped values before giving up (the streaming path has no such limit). */
  private static final int MAX_SKIP_DEPTH = 64;
  private static final int MAX_ROOT_KEYS = 64;

  private final byte[] in;
  /** {@link #in} read 8 bytes at a time, little endian (keys, address digits). */
  private final ByteBuffer words;
  private final int end;
  private int pos;
  private final TokenListProfile profile;
  private final boolean checksums;
  private final List<Violation> warnings = new ArrayList<>();

  /** The current string value, widened to UTF-16. */
  private char[] chars = new char[256];
  private int length;

  private final long[] keccakState = new long[25];
  private final char[] checksummed = new char[42];

  /**
   * Addresses read but not yet checked against their EIP-55 checksum, at most {@link #BATCH}: their
   * 40 hex digits as ASCII bytes (5 lanes each, 8 digits a lane, little endian), where each starts in
   * {@link #in} (its {@code 0x}) and its token's index. The scan packs the digits here and {@link
   * #checkPendingAddresses} hashes a batch in one tight loop: the 24 rounds of Keccak-f[1600] then run
   * back to back instead of between the scan's own branches, which measured some 10 % of the hash's
   * cost. Batches are checked in document order, so the warnings keep theirs.
   */
  private static final int BATCH = 64;
  private final long[] pendingDigits = new long[5 * BATCH];
  private final int[] pendingStarts = new int[BATCH];
  private final int[] pendingTokens = new int[BATCH];
  private int pending;

  // The current key: in[keyStart, keyStart + keyLength), ASCII.
  private int keyStart;
  private int keyLength;

  // Keys of the root object, for duplicate detection (start, length pairs).
  private final int[] rootKeys = new int[2 * MAX_ROOT_KEYS];
  private int rootKeyCount;

  // Keys per extension object level (1 to 3), at most MAX_EXTENSION_PROPERTIES each.
  private final int[][] extensionKeys = new int[4][2 * StreamingValidation.MAX_EXTENSION_PROPERTIES];

  private List<String> definedTags;
  private int tokenIndex;

  private ByteScanValidation(byte[] json, TokenListProfile profile, boolean checksums) {
    this.in = json;
    this.words = ByteBuffer.wrap(json).order(ByteOrder.LITTLE_ENDIAN);
    this.end = json.length;
    this.profile = profile;
    this.checksums = checksums;
  }

  /**
   * The warnings of a valid list (EIP-55 checksum warnings only), or {@code null} when the scan
   * could not prove {@code json} valid: the caller must then validate it the full way.
   */
  static List<Violation> run(byte[] json, TokenListProfile profile, boolean checksums) {
    ByteScanValidation scan = new ByteScanValidation(json, profile, checksums);
    try {
      scan.document();
      scan.checkPendingAddresses();
      return scan.warnings;
    } catch (GiveUp | IndexOutOfBoundsException e) {
      // IOOBE: a document cut short inside a value (the scan reads ahead without bounds checks
      // where the JSON grammar needs more bytes); the streaming path reports where.
      return null;
    }
  }

  // ------------------------------------------------------------------ the list

  private void document() {
    if (skipWhitespace() != '{') {
      throw GiveUp.INSTANCE;
    }
    pos++;
    boolean name = false;
    boolean timestamp = false;
    boolean version = false;
    boolean tokens = false;
    if (skipWhitespace() == '}') {
      throw GiveUp.INSTANCE; // required properties missing
    }
    do {
      key();
      rememberRootKey();
      colon();
      if (keyIs("name")) {
        name = true;
        string();
        wordsAndSpaces(1, 30);
      } else if (keyIs("timestamp")) {
        timestamp = true;
        string();
        if (JsFormats.dateTime(chars, 0, length) != JsFormats.DateTime.VALID) {
          throw GiveUp.INSTANCE; // an error, or the offset warning
        }
      } else if (keyIs("version")) {
        version = true;
        version();
      } else if (keyIs("tokens")) {
        tokens = true;
        tokens();
      } else if (keyIs("keywords")) {
        keywords();
      } else if (keyIs("tags")) {
        listTags();
      } else if (keyIs("logoURI")) {
        uri();
      } else if (keyIs("tokenMap")) {
        throw GiveUp.INSTANCE; // its key warnings are left to the streaming path
      } else {
        skipValue(0); // the schema allows extra top-level properties
      }
    } while (commaOr('}'));
    if (!(name && timestamp && version && tokens)) {
      throw GiveUp.INSTANCE;
    }
    if (skipWhitespace() != -1) {
      throw GiveUp.INSTANCE; // something after the document
    }
  }

  private void rememberRootKey() {
    for (int i = 0; i < rootKeyCount; i++) {
      if (sameBytes(rootKeys[2 * i], rootKeys[2 * i + 1], keyStart, keyLength)) {
        throw GiveUp.INSTANCE; // a repeated key: the streaming path validates the last-wins tree
      }
    }
    if (rootKeyCount == MAX_ROOT_KEYS) {
      throw GiveUp.INSTANCE;
    }
    rootKeys[2 * rootKeyCount] = keyStart;
    rootKeys[2 * rootKeyCount + 1] = keyLength;
    rootKeyCount++;
  }

  private void version() {
    openNonEmpty('{');
    int seen = 0;
    do {
      key();
      colon();
      int bit;
      if (keyIs("major")) {
        bit = 1;
      } else if (keyIs("minor")) {
        bit = 2;
      } else if (keyIs("patch")) {
        bit = 4;
      } else {
        throw GiveUp.INSTANCE;
      }
      if ((seen & bit) != 0) {
        throw GiveUp.INSTANCE;
      }
      seen |= bit;
      plainInteger();
    } while (commaOr('}'));
    if (seen != 7) {
      throw GiveUp.INSTANCE;
    }
  }

  private void tokens() {
    openNonEmpty('[');
    int count = 0;
    do {
      tokenIndex = count++;
      token();
    } while (commaOr(']'));
    if (count > StreamingValidation.MAX_TOKENS) {
      throw GiveUp.INSTANCE;
    }
  }

  private void keywords() {
    if (openIsEmpty('[')) {
      return;
    }
    int count = 0;
    int[] seen = new int[2 * StreamingValidation.MAX_KEYWORDS];
    do {
      if (count == StreamingValidation.MAX_KEYWORDS) {
        throw GiveUp.INSTANCE;
      }
      int start = pos + 1;
      string();
      int bytes = pos - 1 - start;
      wordsAndSpaces(1, 20);
      for (int i = 0; i < count; i++) {
        // Without escapes, equal strings are equal bytes.
        if (sameBytes(seen[2 * i], seen[2 * i + 1], start, bytes)) {
          throw GiveUp.INSTANCE;
        }
      }
      seen[2 * count] = start;
      seen[2 * count + 1] = bytes;
      count++;
    } while (commaOr(']'));
  }

  private void listTags() {
    definedTags = new ArrayList<>();
    if (openIsEmpty('{')) {
      return;
    }
    int[] seen = new int[2 * StreamingValidation.MAX_LIST_TAGS];
    int count = 0;
    do {
      distinctKey(seen, count, StreamingValidation.MAX_LIST_TAGS, 10);
      count++;
      definedTags.add(new String(in, keyStart, keyLength, java.nio.charset.StandardCharsets.ISO_8859_1));
      colon();
      tagDefinition();
    } while (commaOr('}'));
  }

  private void tagDefinition() {
    openNonEmpty('{');
    int seen = 0;
    do {
      key();
      colon();
      if (keyIs("name") && (seen & 1) == 0) {
        seen |= 1;
        string();
        wordsAndSpaces(1, 20);
      } else if (keyIs("description") && (seen & 2) == 0) {
        seen |= 2;
        string();
        lengthWithin(1, 200);
        if (!JsFormats.isDescription(chars, 0, length)) {
          throw GiveUp.INSTANCE;
        }
      } else {
        throw GiveUp.INSTANCE; // not allowed, or repeated
      }
    } while (commaOr('}'));
    if (seen != 3) {
      throw GiveUp.INSTANCE;
    }
  }

  // ------------------------------------------------------------------ a token

  private static final int CHAIN_ID = 1;
  private static final int ADDRESS = 2;
  private static final int DECIMALS = 4;
  private static final int NAME = 8;
  private static final int SYMBOL = 16;
  private static final int LOGO_URI = 32;
  private static final int TAGS = 64;
  private static final int EXTENSIONS = 128;
  private static final int REQUIRED = CHAIN_ID | ADDRESS | DECIMALS | NAME | SYMBOL;

  private void token() {
    openNonEmpty('{');
    int seen = 0;
    do {
      int property = tokenKey();
      colon();
      if ((seen & property) != 0) {
        throw GiveUp.INSTANCE;
      }
      seen |= property;
      switch (property) {
        case CHAIN_ID:
          if (plainInteger() < 1) {
            throw GiveUp.INSTANCE;
          }
          break;
        case ADDRESS:
          address();
          break;
        case DECIMALS:
          if (plainInteger() > 255) {
            throw GiveUp.INSTANCE;
          }
          break;
        case NAME:
          name();
          break;
        case SYMBOL:
          symbol();
          break;
        case LOGO_URI:
          uri();
          break;
        case TAGS:
          tokenTags();
          break;
        default:
          if (!openIsEmpty('{')) {
            extensionObject(1);
          }
      }
    } while (commaOr('}'));
    if ((seen & REQUIRED) != REQUIRED) {
      throw GiveUp.INSTANCE;
    }
  }

  /** A token's name: {@code ^[ \S+]+$} (or empty) of at most 60 characters. */
  private void name() {
    // Printable ASCII has no whitespace but the space, so only a widened name needs the check.
    if (stringWithin(0, 60) < 0 && !JsFormats.isTokenName(chars, 0, length)) {
      throw GiveUp.INSTANCE;
    }
  }

  /** A token's symbol: {@code ^\S+$} (or empty) of at most 20 characters. */
  private void symbol() {
    int ascii = stringWithin(0, 20);
    boolean valid = ascii < 0 ? JsFormats.isTokenSymbol(chars, 0, length) : !containsSpace(ascii, pos - 1);
    if (!valid) {
      throw GiveUp.INSTANCE;
    }
  }

  /** Whether {@code in[from, to)} holds a space: in printable ASCII, the only whitespace. */
  private boolean containsSpace(int from, int to) {
    for (int i = from; i < to; i++) {
      if (in[i] == ' ') {
        return true;
      }
    }
    return false;
  }

  /**
   * A string value of {@code min} to {@code max} code points (gives up otherwise). Printable ASCII
   * without escapes, the common case, is measured where it lies: returns the index of its first
   * byte. Any other string is widened into {@code chars[0, length)}: returns -1.
   */
  private int stringWithin(int min, int max) {
    int ascii = asciiString();
    if (ascii < 0) {
      string();
      lengthWithin(min, max);
      return -1;
    }
    if (ascii < min || ascii > max) {
      throw GiveUp.INSTANCE;
    }
    return pos - 1 - ascii;
  }

  // A token's keys with their closing quote, as the 8 bytes at the key's start read little endian
  // (masked to the key and its quote when shorter).
  private static final long NAME_KEY = ascii("name\"");
  private static final long TAGS_KEY = ascii("tags\"");
  private static final long SYMBOL_KEY = ascii("symbol\"");
  private static final long CHAIN_ID_KEY = ascii("chainId\"");
  private static final long ADDRESS_KEY = ascii("address\"");
  private static final long LOGO_URI_KEY = ascii("logoURI\"");
  private static final long DECIMALS_KEY = ascii("decimals");
  private static final long EXTENSIONS_KEY = ascii("extensio"); // then "ns" and the quote

  /**
   * Reads a token's property name and returns its bit; gives up on any other key. The key is
   * compared 8 bytes at once with the one token key that begins with its first byte: a token has
   * six or seven of them, the most frequent work of the scan after the strings. The branch on the
   * first byte picks constants only (the key and where its quote is), so the next read's position
   * does not wait for a table load. The method is kept under C2's limit for inlining a hot method
   * (325 bytes of bytecode; 318 now, check with {@code javap -c}): {@link #token}'s compiled loop
   * then holds it instead of calling it six or seven times a token (an earlier form of 409 bytes was
   * called).
   */
  private int tokenKey() {
    if (skipWhitespace() != '"') {
      throw GiveUp.INSTANCE;
    }
    int start = pos + 1;
    long w = words.getLong(start);
    long key;
    int kind; // the key's bit, and its closing quote's index past start << 8
    switch ((int) w & 0xFF) {
      case 'n':
        key = NAME_KEY; kind = NAME | 4 << 8;
        break;
      case 't':
        key = TAGS_KEY; kind = TAGS | 4 << 8;
        break;
      case 's':
        key = SYMBOL_KEY; kind = SYMBOL | 6 << 8;
        break;
      case 'c':
        key = CHAIN_ID_KEY; kind = CHAIN_ID | 7 << 8;
        break;
      case 'a':
        key = ADDRESS_KEY; kind = ADDRESS | 7 << 8;
        break;
      case 'l':
        key = LOGO_URI_KEY; kind = LOGO_URI | 7 << 8;
        break;
      case 'd':
        key = DECIMALS_KEY; kind = DECIMALS | 8 << 8;
        break;
      case 'e':
        key = EXTENSIONS_KEY; kind = EXTENSIONS | 10 << 8;
        break;
      default:
        throw GiveUp.INSTANCE;
    }
    int quote = kind >>> 8;
    long mask = quote < 7 ? (1L << (8 * quote + 8)) - 1 : -1L; // the key and its quote
    if ((w & mask) != key || (quote > 7 && !longKeyEnds(start, quote))) {
      throw GiveUp.INSTANCE;
    }
    pos = start + quote + 1;
    return kind & 0xFF;
  }

  /** Whether {@code decimals} (quote 8) or {@code extensions} (quote 10) ends as it should past its first 8 bytes. */
  private boolean longKeyEnds(int start, int quote) {
    return quote == 8 ? in[start + 8] == '"' : in[start + 8] == 'n' && in[start + 9] == 's' && in[start + 10] == '"';
  }

  /** Up to 8 ASCII characters as a little-endian long, as {@link #words} reads them. */
  private static long ascii(String s) {
    long v = 0;
    for (int i = s.length() - 1; i >= 0; i--) {
      v = (v << 8) | s.charAt(i);
    }
    return v;
  }

  private void address() {
    if (pending == BATCH) {
      checkPendingAddresses();
    }
    if (skipWhitespace() == '"' && end - pos > 43 && in[pos + 1] == '0' && in[pos + 2] == 'x'
        && in[pos + 43] == '"' && packHexDigits(pos + 3, 5 * pending)) {
      if (checksums) {
        pendingStarts[pending] = pos + 1;
        pendingTokens[pending] = tokenIndex;
        pending++;
      }
      pos += 44;
      return;
    }
    string(); // not "0x" and 40 hex digits as plain bytes: a base58 address, or an error
    boolean hex = JsFormats.isHexAddress(chars, 0, length);
    if (!hex && !(profile.allowsBase58Addresses() && JsFormats.isBase58Address(chars, 0, length))) {
      throw GiveUp.INSTANCE;
    }
    if (hex && checksums) {
      checkPendingAddresses(); // the warnings in document order
      String warning = Eip55.checksumWarning(chars, 0, keccakState, checksummed);
      if (warning != null) {
        warnings.add(new Violation("/tokens/" + tokenIndex + "/address", Rule.CHECKSUM, warning));
      }
    }
  }

  /** Checks the {@link #pending} addresses' EIP-55 checksums, in order, and empties the batch. */
  private void checkPendingAddresses() {
    long[] state = keccakState;
    for (int k = 0; k < pending; k++) {
      if (!Eip55.isChecksummed(pendingDigits, 5 * k, state)) {
        int start = pendingStarts[k];
        for (int i = 0; i < 42; i++) {
          chars[i] = (char) in[start + i]; // ASCII: checked by packHexDigits
        }
        warnings.add(new Violation("/tokens/" + pendingTokens[k] + "/address", Rule.CHECKSUM,
            Eip55.mismatchWarning(chars, 0, state, checksummed)));
      }
    }
    pending = 0;
  }

  /**
   * Packs the 40 bytes at {@code in[start..start+40)} into {@code pendingDigits[at..at+5)} (8 a lane,
   * little endian) when they are all hex digits; false when one is not.
   */
  private boolean packHexDigits(int start, int at) {
    long notHex = 0;
    for (int lane = 0; lane < 5; lane++) {
      long digits = words.getLong(start + 8 * lane);
      pendingDigits[at + lane] = digits;
      notHex |= notHexDigits(digits);
    }
    return notHex == 0;
  }

  private static final long HIGH_BITS = 0x8080808080808080L;

  /**
   * Bit 7 of each byte of {@code x} that is not an ASCII hex digit, all 8 bytes at once: adding a
   * constant to a 7-bit byte sets its bit 7 exactly when the byte is at least 128 minus that
   * constant, and cannot carry into the next byte.
   */
  static long notHexDigits(long x) {
    long ascii = ~x & HIGH_BITS;
    long y = x & ~HIGH_BITS;
    long digit = (y + 0x5050505050505050L) & ~(y + 0x4646464646464646L); // '0' to '9'
    long lower = y | 0x2020202020202020L; // A-F to a-f (and nothing else into a-f)
    long letter = (lower + 0x1F1F1F1F1F1F1F1FL) & ~(lower + 0x1919191919191919L); // 'a' to 'f'
    return ~(ascii & (digit | letter)) & HIGH_BITS;
  }

  private void tokenTags() {
    if (openIsEmpty('[')) {
      return;
    }
    if (definedTags == null) {
      throw GiveUp.INSTANCE; // undefined, or defined after the tokens: left to the streaming path
    }
    int count = 0;
    do {
      if (count++ == StreamingValidation.MAX_TOKEN_TAGS) {
        throw GiveUp.INSTANCE;
      }
      string();
      lengthWithin(1, 10);
      if (!JsFormats.isWord(chars, 0, length) || !isDefinedTag()) {
        throw GiveUp.INSTANCE;
      }
    } while (commaOr(']'));
  }

  private boolean isDefinedTag() {
    for (String tag : definedTags) {
      if (tag.length() == length && tag.contentEquals(java.nio.CharBuffer.wrap(chars, 0, length))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reads the key of an object whose keys must differ ({@link #wordKey} with at most {@code
   * maxKeyLength} bytes) and records it as key number {@code count} in {@code seen} (start and
   * length, two ints a key); gives up on a repeated key or on a key past the first {@code max}.
   * The list's tags and an extension object share it.
   */
  private void distinctKey(int[] seen, int count, int max, int maxKeyLength) {
    if (count == max) {
      throw GiveUp.INSTANCE;
    }
    wordKey(maxKeyLength);
    for (int i = 0; i < count; i++) {
      if (sameBytes(seen[2 * i], seen[2 * i + 1], keyStart, keyLength)) {
        throw GiveUp.INSTANCE;
      }
    }
    seen[2 * count] = keyStart;
    seen[2 * count + 1] = keyLength;
  }

  /** The properties of an extension object, its '{' read, whose values sit at {@code level}. */
  private void extensionObject(int level) {
    int[] seen = extensionKeys[level];
    int count = 0;
    do {
      distinctKey(seen, count, StreamingValidation.MAX_EXTENSION_PROPERTIES, 40);
      count++;
      colon();
      extensionValue(level);
    } while (commaOr('}'));
  }

  private void extensionValue(int level) {
    switch (skipWhitespace()) {
      case '"':
        stringWithin(1, 42);
        break;
      case '{':
        if (level > 2) {
          throw GiveUp.INSTANCE;
        }
        if (!openIsEmpty('{')) {
          extensionObject(level + 1);
        }
        break;
      case 't':
      case 'f':
      case 'n':
        literal();
        break;
      default:
        plainInteger();
    }
  }

  // ------------------------------------------------------------------ string rules

  private void wordsAndSpaces(int min, int max) {
    lengthWithin(min, max);
    if (!JsFormats.isWordsAndSpaces(chars, 0, length)) {
      throw GiveUp.INSTANCE;
    }
  }

  /** The streaming validator's length rule: code points within {@code [min, max]}. */
  private void lengthWithin(int min, int max) {
    if (length < min || (length > max && JsFormats.codePointLength(chars, 0, length) > max)) {
      throw GiveUp.INSTANCE;
    }
  }

  /**
   * A URI, matched on its bytes in place, up to its closing quote (a URI is ASCII: an escape, a
   * control character or a non-ASCII byte ends the match, and the list goes the streaming way).
   */
  private void uri() {
    if (skipWhitespace() != '"') {
      throw GiveUp.INSTANCE;
    }
    int close = JsFormats.uriEnd(in, pos + 1, end);
    if (close < 0) {
      throw GiveUp.INSTANCE;
    }
    pos = close + 1;
  }

  /**
   * A property name of 1 to {@code max} word characters ({@code ^[\w]+$}: tag identifiers,
   * extension keys), left in keyStart and keyLength; one pass finds its end and checks it.
   */
  private void wordKey(int max) {
    if (skipWhitespace() != '"') {
      throw GiveUp.INSTANCE;
    }
    byte[] in = this.in;
    int start = pos + 1;
    int i = start;
    int b;
    while (WORD_BYTES[(b = in[i]) & 0xFF]) {
      i++;
    }
    if (b != '"' || i == start || i - start > max) {
      throw GiveUp.INSTANCE;
    }
    keyStart = start;
    keyLength = i - start;
    pos = i + 1;
  }

  /** The bytes of JavaScript's {@code \w}: ASCII letters, digits and the underscore. */
  private static final boolean[] WORD_BYTES = new boolean[256];

  static {
    for (char c = 0; c < 128; c++) {
      WORD_BYTES[c] = JsFormats.isWordChar(c);
    }
  }

  // ------------------------------------------------------------------ JSON

  /** Skips JSON whitespace; returns the next byte (0 to 255), or -1 at the end. */
  private int skipWhitespace() {
    // The common cases first, small enough to be inlined at every call site: no whitespace
    // (after a key, after a value) or one space (after a colon).
    int i = pos;
    if (i + 1 < end) {
      int b = in[i];
      if (b > ' ') {
        return b;
      }
      if (b == ' ' && (b = in[i + 1]) > ' ') {
        pos = i + 1;
        return b;
      }
    }
    return skipWhitespaceRun();
  }

  /** {@link #skipWhitespace} past a longer run, such as a newline and indentation. */
  private int skipWhitespaceRun() {
    byte[] in = this.in;
    int i = pos;
    if (end - i > 9 && in[i] == '\n') {
      // A pretty-printed line break: the newline, up to 7 spaces and the next byte read at once,
      // without waiting for each byte before reading the next.
      long w = words.getLong(i + 1);
      long notSpaces = w ^ SPACES;
      int spaces = Long.numberOfTrailingZeros(notSpaces) >>> 3;
      int next = (int) (w >>> (spaces << 3)) & 0xFF; // 0x20 when all 8 are spaces
      if (next > ' ') {
        pos = i + 1 + spaces;
        return next;
      }
    }
    while (i < end) {
      int b = in[i];
      if (b == ' ' && i + 8 <= end) {
        // Indentation: the spaces of a pretty-printed list, 8 at a time.
        long notSpaces = words.getLong(i) ^ SPACES;
        i += notSpaces == 0 ? 8 : Long.numberOfTrailingZeros(notSpaces) >>> 3;
      } else if (b == ' ' || b == '\n' || b == '\r' || b == '\t') {
        i++;
      } else {
        pos = i;
        return b & 0xFF;
      }
    }
    pos = i;
    return -1;
  }

  private static final long SPACES = 0x2020202020202020L;

  /**
   * Reads the opening {@code bracket} (giving up on any other value: a type error) and returns
   * whether the object or array is empty, reading its closing bracket too when it is.
   */
  private boolean openIsEmpty(char bracket) {
    if (skipWhitespace() != bracket) {
      throw GiveUp.INSTANCE;
    }
    pos++;
    int next = skipWhitespace();
    if (next == (bracket == '{' ? '}' : ']')) {
      pos++;
      return true;
    }
    return false;
  }

  /** {@link #openIsEmpty} where empty breaks a rule (required properties, minItems). */
  private void openNonEmpty(char bracket) {
    if (openIsEmpty(bracket)) {
      throw GiveUp.INSTANCE;
    }
  }

  private void colon() {
    if (skipWhitespace() != ':') {
      throw GiveUp.INSTANCE;
    }
    pos++;
  }

  /** After a member or element: true on ',', false on {@code close}, else gives up. */
  private boolean commaOr(char close) {
    int b = skipWhitespace();
    pos++;
    if (b == ',') {
      return true;
    }
    if (b == close) {
      return false;
    }
    throw GiveUp.INSTANCE;
  }

  /** A property name of ASCII characters without escapes, left in keyStart and keyLength. */
  private void key() {
    if (skipWhitespace() != '"') {
      throw GiveUp.INSTANCE;
    }
    int i = pos + 1;
    int b;
    while ((b = in[i]) != '"') {
      if (b < 0x20 || b == '\\') { // bytes >= 0x80 are negative
        throw GiveUp.INSTANCE;
      }
      i++;
    }
    keyStart = pos + 1;
    keyLength = i - keyStart;
    pos = i + 1;
  }

  private boolean keyIs(String name) {
    if (keyLength != name.length()) {
      return false;
    }
    for (int i = 0; i < keyLength; i++) {
      if (in[keyStart + i] != name.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private boolean sameBytes(int a, int aLength, int b, int bLength) {
    if (aLength != bLength) {
      return false;
    }
    for (int i = 0; i < aLength; i++) {
      if (in[a + i] != in[b + i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * A string value of printable ASCII without escapes (the common case), read without widening
   * it: returns its length, which is also its number of code points, and moves past it. Returns
   * -1 and stays put for any other string, which the caller then reads with {@link #string}.
   */
  private int asciiString() {
    if (skipWhitespace() != '"') {
      throw GiveUp.INSTANCE;
    }
    byte[] in = this.in;
    int start = pos + 1;
    int i = start;
    int b;
    while ((b = in[i]) >= 0x20 && b != '"' && b != '\\') { // bytes of non-ASCII are negative
      i++;
    }
    if (b != '"') {
      return -1;
    }
    pos = i + 1;
    return i - start;
  }

  /**
   * A string value, widened into {@code chars[0, length)}; gives up when it is not a string, or
   * holds an escape, a control character, or UTF-8 that is not well-formed shortest form.
   */
  private void string() {
    if (skipWhitespace() != '"') {
      throw GiveUp.INSTANCE;
    }
    byte[] in = this.in;
    char[] out = chars;
    int i = pos + 1;
    int n = 0;
    while (true) {
      // Plain ASCII up to the closing quote, or as far as out has room (two chars kept free
      // for a surrogate pair).
      int limit = Math.min(end, i + out.length - n - 2);
      int b = 0;
      while (i < limit && (b = in[i]) >= 0x20 && b != '"' && b != '\\') {
        out[n++] = (char) b;
        i++;
      }
      if (i >= end) {
        throw GiveUp.INSTANCE; // not terminated
      }
      b = in[i];
      if (b == '"') {
        break;
      }
      if (b < 0) {
        if (n + 2 > out.length) {
          out = chars = java.util.Arrays.copyOf(out, out.length * 2);
        }
        i = utf8(i, out, n);
        n = length;
      } else if (b < 0x20 || b == '\\') {
        throw GiveUp.INSTANCE; // a control character or an escape
      } else {
        out = chars = java.util.Arrays.copyOf(out, out.length * 2);
      }
    }
    length = n;
    pos = i + 1;
  }

  /**
   * Decodes the multi-byte UTF-8 sequence at {@code in[i]} into {@code out[n..]}; leaves the new
   * char count in {@code length} and returns the index after the sequence. Only well-formed
   * shortest-form sequences of scalar values (no surrogates) are taken.
   */
  private int utf8(int i, char[] out, int n) {
    int b0 = in[i] & 0xFF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
      out[n] = (char) (((b0 & 0x1F) << 6) | continuation(in[i + 1], 0x80, 0xBF));
      length = n + 1;
      return i + 2;
    }
    if (b0 >= 0xE0 && b0 <= 0xEF) {
      int low = b0 == 0xE0 ? 0xA0 : 0x80;
      int high = b0 == 0xED ? 0x9F : 0xBF; // no UTF-16 surrogates
      int c = ((b0 & 0x0F) << 12) | (continuation(in[i + 1], low, high) << 6) | continuation(in[i + 2], 0x80, 0xBF);
      out[n] = (char) c;
      length = n + 1;
      return i + 3;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
      int low = b0 == 0xF0 ? 0x90 : 0x80;
      int high = b0 == 0xF4 ? 0x8F : 0xBF; // at most U+10FFFF
      int c = ((b0 & 0x07) << 18) | (continuation(in[i + 1], low, high) << 12)
          | (continuation(in[i + 2], 0x80, 0xBF) << 6) | continuation(in[i + 3], 0x80, 0xBF);
      out[n] = Character.highSurrogate(c);
      out[n + 1] = Character.lowSurrogate(c);
      length = n + 2;
      return i + 4;
    }
    throw GiveUp.INSTANCE;
  }

  /** The six payload bits of a continuation byte within {@code [low, high]}. */
  private static int continuation(byte b, int low, int high) {
    int v = b & 0xFF;
    if (v < low || v > high) {
      throw GiveUp.INSTANCE;
    }
    return v & 0x3F;
  }

  /**
   * A JSON integer without sign, fraction or exponent, of at most 15 digits (exact as a double);
   * gives up on anything else.
   */
  private long plainInteger() {
    int b = skipWhitespace();
    if (b < '0' || b > '9') {
      throw GiveUp.INSTANCE;
    }
    byte[] in = this.in;
    int start = pos;
    int i = start;
    long value = 0;
    while (i < end && (b = in[i]) >= '0' && b <= '9') {
      value = value * 10 + (b - '0');
      i++;
    }
    pos = i;
    int digits = i - start;
    if (digits > 15 || (digits > 1 && in[start] == '0')) {
      throw GiveUp.INSTANCE; // too long to be sure, or a leading zero (not JSON)
    }
    if (pos < end && (b == '.' || b == 'e' || b == 'E')) {
      throw GiveUp.INSTANCE; // fractions and exponents are left to the streaming path
    }
    return value;
  }

  /** Reads {@code true}, {@code false} or {@code null}, the one its first byte (at {@code pos}) begins. */
  private void literal() {
    byte first = in[pos];
    literal(first == 't' ? "true" : first == 'f' ? "false" : "null");
  }

  private void literal(String word) {
    if (end - pos < word.length()) {
      throw GiveUp.INSTANCE;
    }
    for (int i = 0; i < word.length(); i++) {
      if (in[pos + i] != word.charAt(i)) {
        throw GiveUp.INSTANCE;
      }
    }
    pos += word.length();
  }

  /** Skips any JSON value strictly (an unvalidated top-level property). */
  private void skipValue(int depth) {
    if (depth > MAX_SKIP_DEPTH) {
      throw GiveUp.INSTANCE;
    }
    switch (skipWhitespace()) {
      case '"':
        string();
        break;
      case '{':
        pos++;
        if (skipWhitespace() == '}') {
          pos++;
          break;
        }
        do {
          key();
          colon();
          skipValue(depth + 1);
        } while (commaOr('}'));
        break;
      case '[':
        pos++;
        if (skipWhitespace() == ']') {
          pos++;
          break;
        }
        do {
          skipValue(depth + 1);
        } while (commaOr(']'));
        break;
      case 't':
      case 'f':
      case 'n':
        literal();
        break;
      default:
        skipNumber();
    }
  }

  /** A JSON number, strictly by the grammar: {@code -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?}. */
  private void skipNumber() {
    if (pos < end && in[pos] == '-') {
      pos++;
    }
    int start = pos;
    int digits = digits();
    if (digits == 0 || (digits > 1 && in[start] == '0')) {
      throw GiveUp.INSTANCE;
    }
    if (pos < end && in[pos] == '.') {
      pos++;
      if (digits() == 0) {
        throw GiveUp.INSTANCE;
      }
    }
    if (pos < end && (in[pos] == 'e' || in[pos] == 'E')) {
      pos++;
      if (pos < end && (in[pos] == '+' || in[pos] == '-')) {
        pos++;
      }
      if (digits() == 0) {
        throw GiveUp.INSTANCE;
      }
    }
  }

  private int digits() {
    int start = pos;
    while (pos < end && in[pos] >= '0' && in[pos] <= '9') {
      pos++;
    }
    return pos - start;
  }
}
