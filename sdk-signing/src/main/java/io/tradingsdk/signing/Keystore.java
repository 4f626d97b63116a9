package io.tradingsdk.signing;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.generators.PKCS5S2ParametersGenerator;
import org.bouncycastle.crypto.generators.SCrypt;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.bouncycastle.util.BigIntegers;
import org.jspecify.annotations.Nullable;

/**
 * A Web3 Secret Storage (keystore v3) file: a private key encrypted with a password, as geth, ethers, web3j and
 * foundry's {@code cast wallet} read and write it. AES-128-CTR under a key derived from the password by scrypt or
 * PBKDF2-HMAC-SHA256; the MAC {@code keccak256(derivedKey[16..32] ‖ ciphertext)} tells a wrong password.
 *
 * <pre>{@code
 * // read
 * char[] password = ...;                          // from a file, a variable or System.console().readPassword()
 * PrivateKey key = Keystore.read(Path.of("wallet.json")).decrypt(password);
 * Arrays.fill(password, '\0');
 * // write
 * String json = Keystore.encrypt(key, password, KeystoreKdf.scrypt()).toJson();
 * }</pre>
 *
 * <p>Errors are typed: {@link WrongPasswordException} when the password does not open the file, {@link
 * InvalidKeystoreException} (naming the JSON field and what was expected) when the file is damaged, is not version 3,
 * uses another cipher or KDF, or asks for KDF parameters beyond {@link KeystoreKdf}'s bounds. The password is taken as
 * {@code char[]} so callers can wipe it; this class wipes every copy it makes (its UTF-8 bytes, the derived key, the
 * decrypted key bytes). {@link #toString()} shows the address and the KDF only. Runs on Android: BouncyCastle's
 * lightweight scrypt, PBKDF2 and AES, no JCA provider.
 *
 * <p>Passwords are UTF-8; a non-ASCII password is also tried in Unicode NFKC form when reading (ethers normalises
 * it, geth does not), and written in NFKC form.
 */
public final class Keystore {
  private static final String CIPHER = "aes-128-ctr";

  private final @Nullable Address address;
  private final String id;
  private final KeystoreKdf kdf;
  private final byte[] salt;
  private final byte[] iv;
  private final byte[] ciphertext;
  private final byte[] mac;
  private final String source;

  private Keystore(@Nullable Address address, String id, KeystoreKdf kdf, byte[] salt, byte[] iv, byte[] ciphertext,
      byte[] mac, String source) {
    this.address = address;
    this.id = id;
    this.kdf = kdf;
    this.salt = salt;
    this.iv = iv;
    this.ciphertext = ciphertext;
    this.mac = mac;
    this.source = source;
  }

  // ---- reading ------------------------------------------------------------------------------------------

  /**
   * Reads a keystore file (not yet decrypted: no password needed).
   *
   * @throws InvalidKeystoreException when the file cannot be read or is not a keystore v3 this SDK reads; the
   *     message names the file and the field
   */
  public static Keystore read(Path file) {
    Objects.requireNonNull(file, "file");
    String source = "keystore " + file;
    byte[] content;
    try {
      content = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new InvalidKeystoreException("", source + ": no such file");
    } catch (IOException e) {
      throw new InvalidKeystoreException("", source + ": cannot read it (" + e.getClass().getSimpleName() + ")");
    }
    return parse(content, source);
  }

  /**
   * Parses a keystore's JSON text.
   *
   * @throws InvalidKeystoreException when it is not a keystore v3 this SDK reads (the message names the field)
   */
  public static Keystore parse(String json) {
    Objects.requireNonNull(json, "json");
    return parse(json.getBytes(StandardCharsets.UTF_8), "keystore");
  }

  private static Keystore parse(byte[] json, String source) {
    JsonNode root;
    try {
      root = Json.MAPPER.readTree(json);
    } catch (IOException e) {
      throw new InvalidKeystoreException("", source + ": not JSON (a keystore v3 is a JSON object)");
    }
    if (root == null || !root.isObject()) {
      throw new InvalidKeystoreException("", source + ": expected a JSON object (a keystore v3)");
    }
    Fields fields = new Fields(source);
    JsonNode version = root.get("version");
    if (version == null || !version.isIntegralNumber() || version.asLong() != 3) {
      // Not version.toString(): a file passed by mistake may hold a secret (or a whole object) there.
      throw fields.invalid("version", "expected 3 (Web3 Secret Storage v3), got "
          + (version == null ? "nothing" : version.isTextual() ? printable(version.textValue())
              : version.isNumber() && version.asText().length() <= 32 ? version.asText()
              : version.isContainerNode() ? (version.isObject() ? "an object" : "an array") : printable(version.asText())));
    }
    JsonNode crypto = root.has("crypto") ? root.get("crypto") : root.get("Crypto");
    if (crypto == null || !crypto.isObject()) {
      throw fields.invalid("crypto", "expected an object (cipher, ciphertext, kdf, kdfparams, mac)");
    }
    String cipher = fields.text(crypto, "crypto.cipher");
    if (!CIPHER.equals(cipher)) {
      throw fields.invalid("crypto.cipher", "expected " + CIPHER + ", got " + printable(cipher));
    }
    JsonNode cipherParams = fields.object(crypto, "crypto.cipherparams");
    byte[] iv = fields.hex(cipherParams, "crypto.cipherparams.iv", 16, 16);
    byte[] ciphertext = fields.hex(crypto, "crypto.ciphertext", 32, 32);
    byte[] mac = fields.hex(crypto, "crypto.mac", 32, 32);
    String kdfName = fields.text(crypto, "crypto.kdf");
    JsonNode params = fields.object(crypto, "crypto.kdfparams");
    long dklen = fields.number(params, "crypto.kdfparams.dklen");
    if (dklen != 32) {
      throw fields.invalid("crypto.kdfparams.dklen", "expected 32 (16 bytes of AES key, 16 of MAC key), got " + dklen);
    }
    byte[] salt = fields.hex(params, "crypto.kdfparams.salt", 1, 1024);
    KeystoreKdf kdf;
    if ("scrypt".equals(kdfName)) {
      long n = fields.number(params, "crypto.kdfparams.n");
      long r = fields.number(params, "crypto.kdfparams.r");
      long p = fields.number(params, "crypto.kdfparams.p");
      String problem = KeystoreKdf.scryptProblem(n, r, p);
      if (problem != null) {
        String name = problem.substring(0, problem.indexOf(':'));
        throw fields.invalid("crypto.kdfparams." + (name.contains(",") ? "{" + name + "}" : name),
            problem.substring(problem.indexOf(':') + 2));
      }
      kdf = KeystoreKdf.scrypt((int) n, (int) r, (int) p);
    } else if ("pbkdf2".equals(kdfName)) {
      String prf = fields.text(params, "crypto.kdfparams.prf");
      if (!"hmac-sha256".equals(prf)) {
        throw fields.invalid("crypto.kdfparams.prf", "expected hmac-sha256, got " + printable(prf));
      }
      long c = fields.number(params, "crypto.kdfparams.c");
      String problem = KeystoreKdf.pbkdf2Problem(c);
      if (problem != null) {
        throw fields.invalid("crypto.kdfparams.c", problem.substring(3));
      }
      kdf = KeystoreKdf.pbkdf2((int) c);
    } else {
      throw fields.invalid("crypto.kdf", "expected scrypt or pbkdf2, got " + printable(kdfName));
    }
    Address address = null;
    JsonNode addressNode = root.get("address");
    if (addressNode != null && !addressNode.isNull()) {
      String text = addressNode.isTextual() ? addressNode.textValue() : "";
      String digits = Hex.hasPrefix(text) ? text.substring(2) : text;
      if (digits.length() != 40 || !Hex.allDigits(digits, 0, 40)) {
        throw fields.invalid("address", "expected 40 hex digits (optionally 0x-prefixed)");
      }
      address = Address.of("0x" + digits.toLowerCase(java.util.Locale.ROOT));
    }
    JsonNode idNode = root.get("id");
    String id = idNode != null && idNode.isTextual() ? idNode.textValue() : "";
    return new Keystore(address, id, kdf, salt, iv, ciphertext, mac, source);
  }

  /** Unknown values are shown only when short and plain: a damaged file must not pour into a log. */
  private static String printable(String text) {
    return text.length() <= 32 && text.chars().allMatch(ch -> ch >= 0x20 && ch < 0x7f) ? "\"" + text + "\""
        : "a value of " + text.length() + " characters";
  }

  /** The address the file declares ({@code address}, optional in the format); checked against the key on decrypt. */
  public Optional<Address> address() {
    return Optional.ofNullable(address);
  }

  /** The file's {@code id} (a UUID), or {@code ""} when it has none. */
  public String id() {
    return id;
  }

  /** The key derivation and its cost. */
  public KeystoreKdf kdf() {
    return kdf;
  }

  /**
   * The private key, decrypted with {@code password}. The caller's array is left as it is (wipe it when done); the
   * copies made here are wiped.
   *
   * @throws WrongPasswordException when the MAC does not match (wrong password, or a damaged ciphertext)
   * @throws InvalidKeystoreException when the key decrypts but is not a valid secp256k1 key, or is not the key of
   *     the declared {@code address}
   */
  public PrivateKey decrypt(char[] password) {
    Objects.requireNonNull(password, "password");
    byte[] utf8 = utf8(CharBuffer.wrap(password));
    try {
      PrivateKey key = tryDecrypt(utf8);
      if (key == null && !isAscii(password)) {
        byte[] normalized = nfkc(password);
        try {
          if (!Arrays.equals(normalized, utf8)) {
            key = tryDecrypt(normalized);
          }
        } finally {
          Arrays.fill(normalized, (byte) 0);
        }
      }
      if (key == null) {
        throw new WrongPasswordException(source + ": wrong password (the MAC does not match; if the password is"
            + " right, the ciphertext or the MAC is damaged)");
      }
      if (address != null && !key.address().equals(address)) {
        key.destroy();
        throw new InvalidKeystoreException("address", source + ": address: the file declares "
            + address.toChecksumHex() + " but holds the key of another address");
      }
      return key;
    } finally {
      Arrays.fill(utf8, (byte) 0);
    }
  }

  private @Nullable PrivateKey tryDecrypt(byte[] password) {
    byte[] derived = derive(kdf, password, salt);
    byte[] plain = null;
    try {
      if (!org.bouncycastle.util.Arrays.constantTimeAreEqual(mac, mac(derived, ciphertext))) {
        return null;
      }
      plain = aesCtr(derived, iv, ciphertext);
      try {
        return PrivateKey.fromBytes(plain);
      } catch (IllegalArgumentException e) {
        throw new InvalidKeystoreException("crypto.ciphertext", source
            + ": crypto.ciphertext: the MAC matches but the decrypted bytes are not a valid secp256k1 key");
      }
    } finally {
      Arrays.fill(derived, (byte) 0);
      if (plain != null) {
        Arrays.fill(plain, (byte) 0);
      }
    }
  }

  // ---- writing ------------------------------------------------------------------------------------------

  /**
   * Encrypts {@code key} with {@code password} under {@code kdf}, with a random salt, IV and id; the result declares
   * the key's address. The caller's array is left as it is; the copies made here are wiped.
   */
  public static Keystore encrypt(PrivateKey key, char[] password, KeystoreKdf kdf) {
    return encrypt(key, password, kdf, new SecureRandom());
  }

  /** {@link #encrypt(PrivateKey, char[], KeystoreKdf)} with the randomness from {@code random}. */
  static Keystore encrypt(PrivateKey key, char[] password, KeystoreKdf kdf, SecureRandom random) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(password, "password");
    Objects.requireNonNull(kdf, "kdf");
    byte[] salt = new byte[32];
    byte[] iv = new byte[16];
    random.nextBytes(salt);
    random.nextBytes(iv);
    byte[] uuid = new byte[16];
    random.nextBytes(uuid);
    uuid[6] = (byte) ((uuid[6] & 0x0f) | 0x40); // version 4
    uuid[8] = (byte) ((uuid[8] & 0x3f) | 0x80); // IETF variant
    ByteBuffer uuidBits = ByteBuffer.wrap(uuid);
    String id = new UUID(uuidBits.getLong(), uuidBits.getLong()).toString();
    byte[] passwordBytes = isAscii(password) ? utf8(CharBuffer.wrap(password)) : nfkc(password);
    byte[] derived = derive(kdf, passwordBytes, salt);
    byte[] plain = BigIntegers.asUnsignedByteArray(32, key.scalar());
    try {
      byte[] ciphertext = aesCtr(derived, iv, plain);
      return new Keystore(key.address(), id, kdf, salt, iv, ciphertext, mac(derived, ciphertext), "keystore");
    } finally {
      Arrays.fill(passwordBytes, (byte) 0);
      Arrays.fill(derived, (byte) 0);
      Arrays.fill(plain, (byte) 0);
    }
  }

  /**
   * The file's JSON, as geth writes it: {@code address} (40 hex digits, no 0x), {@code crypto}, {@code id}, {@code
   * version} 3; hex without 0x.
   */
  public String toJson() {
    StringWriter out = new StringWriter();
    try (JsonGenerator json = Json.FACTORY.createGenerator(out)) {
      json.writeStartObject();
      if (address != null) {
        json.writeStringField("address", address.toLowerHex().substring(2));
      }
      json.writeObjectFieldStart("crypto");
      json.writeStringField("cipher", CIPHER);
      json.writeStringField("ciphertext", hex(ciphertext));
      json.writeObjectFieldStart("cipherparams");
      json.writeStringField("iv", hex(iv));
      json.writeEndObject();
      json.writeStringField("kdf", kdf.name());
      json.writeObjectFieldStart("kdfparams");
      json.writeNumberField("dklen", 32);
      if (kdf.isScrypt()) {
        json.writeNumberField("n", kdf.n());
        json.writeNumberField("p", kdf.p());
        json.writeNumberField("r", kdf.r());
      } else {
        json.writeNumberField("c", kdf.c());
        json.writeStringField("prf", "hmac-sha256");
      }
      json.writeStringField("salt", hex(salt));
      json.writeEndObject();
      json.writeStringField("mac", hex(mac));
      json.writeEndObject();
      json.writeStringField("id", id);
      json.writeNumberField("version", 3);
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }

  // ---- the cryptography ---------------------------------------------------------------------------------

  private static byte[] derive(KeystoreKdf kdf, byte[] password, byte[] salt) {
    if (kdf.isScrypt()) {
      if (kdf.r() == 1 && kdf.n() >= 65536) { // refused by BouncyCastle (RFC 7914's advice), used by the spec's vector
        return ScryptR1.generate(password, salt, kdf.n(), kdf.r(), kdf.p(), 32);
      }
      return SCrypt.generate(password, salt, kdf.n(), kdf.r(), kdf.p(), 32);
    }
    PKCS5S2ParametersGenerator generator = new PKCS5S2ParametersGenerator(new SHA256Digest());
    generator.init(password, salt, kdf.c());
    return ((KeyParameter) generator.generateDerivedParameters(256)).getKey();
  }

  /** keccak256(derivedKey[16..32] ‖ ciphertext). */
  private static byte[] mac(byte[] derived, byte[] ciphertext) {
    byte[] body = new byte[16 + ciphertext.length];
    System.arraycopy(derived, 16, body, 0, 16);
    System.arraycopy(ciphertext, 0, body, 16, ciphertext.length);
    try {
      return Keccak.hash(body);
    } finally {
      Arrays.fill(body, 0, 16, (byte) 0);
    }
  }

  /** AES-128-CTR with derivedKey[0..16]; the same both ways. */
  private static byte[] aesCtr(byte[] derived, byte[] iv, byte[] input) {
    SICBlockCipher cipher = (SICBlockCipher) SICBlockCipher.newInstance(AESEngine.newInstance());
    cipher.init(true, new ParametersWithIV(new KeyParameter(derived, 0, 16), iv));
    byte[] out = new byte[input.length];
    cipher.processBytes(input, 0, input.length, out, 0);
    cipher.reset();
    return out;
  }

  private static boolean isAscii(char[] password) {
    for (char ch : password) {
      if (ch >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /** The NFKC form's UTF-8 (a String is made on the way: only for non-ASCII passwords). */
  private static byte[] nfkc(char[] password) {
    return utf8(CharBuffer.wrap(Normalizer.normalize(CharBuffer.wrap(password), Normalizer.Form.NFKC)));
  }

  /** UTF-8 of {@code chars}, with no intermediate buffer left unwiped. */
  private static byte[] utf8(CharBuffer chars) {
    CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
        .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
    ByteBuffer buffer;
    try {
      buffer = encoder.encode(chars);
    } catch (CharacterCodingException e) {
      throw new IllegalStateException("UTF-8 encoding with REPLACE cannot fail", e);
    }
    byte[] out = Arrays.copyOfRange(buffer.array(), buffer.position(), buffer.limit());
    Arrays.fill(buffer.array(), (byte) 0);
    return out;
  }

  private static String hex(byte[] bytes) {
    return Hex.encode(bytes).substring(2);
  }

  /** Shows the address and the KDF: nothing of the ciphertext, salt or MAC. */
  @Override
  public String toString() {
    return "Keystore[" + (address == null ? "no address" : address.toChecksumHex()) + ", " + kdf + "]";
  }

  /** Reads the fields of one file, each error naming the file and the field. */
  private static final class Fields {
    private final String source;

    Fields(String source) {
      this.source = source;
    }

    InvalidKeystoreException invalid(String field, String expected) {
      return new InvalidKeystoreException(field, source + ": " + field + ": " + expected);
    }

    JsonNode object(JsonNode parent, String field) {
      JsonNode node = parent.get(last(field));
      if (node == null || !node.isObject()) {
        throw invalid(field, "expected an object");
      }
      return node;
    }

    String text(JsonNode parent, String field) {
      JsonNode node = parent.get(last(field));
      if (node == null || !node.isTextual()) {
        throw invalid(field, "expected a string");
      }
      return node.textValue();
    }

    long number(JsonNode parent, String field) {
      JsonNode node = parent.get(last(field));
      if (node == null || !node.isIntegralNumber() || !node.canConvertToLong()) {
        throw invalid(field, "expected a whole number");
      }
      return node.longValue();
    }

    byte[] hex(JsonNode parent, String field, int minBytes, int maxBytes) {
      String text = text(parent, field);
      String digits = text.startsWith("0x") ? text.substring(2) : text;
      String bytes = minBytes == maxBytes ? minBytes + " bytes" : minBytes + " to " + maxBytes + " bytes";
      if (digits.length() % 2 != 0 || digits.length() / 2 < minBytes || digits.length() / 2 > maxBytes
          || !Hex.allDigits(digits, 0, digits.length())) {
        throw invalid(field, "expected hex of " + bytes + " (" + (2 * minBytes)
            + (minBytes == maxBytes ? "" : " to " + 2 * maxBytes) + " hex digits), got " + digits.length()
            + " characters" + (Hex.allDigits(digits, 0, digits.length()) ? "" : " that are not all hex digits"));
      }
      return Hex.decodeDigits(digits, 0, digits.length());
    }

    private static String last(String field) {
      return field.substring(field.lastIndexOf('.') + 1);
    }
  }

  /** JSON set up on first use only. */
  private static final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final JsonFactory FACTORY = MAPPER.getFactory();
  }
}
