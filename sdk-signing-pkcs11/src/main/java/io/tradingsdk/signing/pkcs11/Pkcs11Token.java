package io.tradingsdk.signing.pkcs11;

import static io.tradingsdk.signing.pkcs11.Cryptoki.Fn;

import com.sun.jna.Memory;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Keccak;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.math.ec.ECPoint;

/**
 * A logged-in session on one token of a PKCS#11 module: finds or generates secp256k1 keys by label and gives a
 * {@link Pkcs11Signer} for each. The private key never leaves the token (it is generated sensitive and not
 * extractable); the address comes from the token's public point.
 *
 * <pre>{@code
 * char[] pin = System.console().readPassword("PIN: ");
 * try (Pkcs11Token token = Pkcs11Token.open(Path.of("/usr/lib/softhsm/libsofthsm2.so"), "trading", pin)) {
 *   Arrays.fill(pin, '\0');
 *   Signer signer = token.signer("hot-wallet");          // or token.generateKey("hot-wallet")
 *   Signature signature = signer.sign(typedData);
 * }
 * }</pre>
 *
 * <p>Thread-safe: one session per token, its calls serialised (an HSM signs one digest at a time per session; open
 * more tokens for more parallel signing). Closing closes the session (the last one closed logs out); the module itself is finalised
 * when the last token of the process using it closes.
 */
public final class Pkcs11Token implements AutoCloseable {
  /** DER of the secp256k1 OID 1.3.132.0.10, the CKA_EC_PARAMS of every key used here. */
  private static final byte[] SECP256K1_PARAMS = {0x06, 0x05, 0x2b, (byte) 0x81, 0x04, 0x00, 0x0a};
  private static final Map<String, Loaded> MODULES = new HashMap<>();

  private final Loaded loaded;
  private final Cryptoki cryptoki;
  private final String tokenLabel;
  private final NativeLong session;
  private boolean closed;

  private Pkcs11Token(Loaded loaded, String tokenLabel, NativeLong session) {
    this.loaded = loaded;
    this.cryptoki = loaded.cryptoki;
    this.tokenLabel = tokenLabel;
    this.session = session;
  }

  /**
   * Opens the token labelled {@code tokenLabel} in the PKCS#11 module at {@code module} and logs in as the user
   * with {@code pin}. The caller's PIN array is left as it is (wipe it); the native copy is zeroed after login.
   *
   * @throws Pkcs11Exception when the module cannot be loaded, no present token has that label, or the login fails
   *     ({@link Pkcs11Exception#returnValue()} {@code 0xA0} for a wrong PIN)
   */
  public static Pkcs11Token open(Path module, String tokenLabel, char[] pin) {
    Objects.requireNonNull(module, "module");
    Objects.requireNonNull(tokenLabel, "tokenLabel");
    Objects.requireNonNull(pin, "pin");
    Loaded loaded = acquire(module.toAbsolutePath().toString());
    try {
      Cryptoki c = loaded.cryptoki;
      long slot = findSlot(c, tokenLabel);
      Memory sessionOut = Cryptoki.ulongOut();
      c.check(Fn.C_OpenSession, "token \"" + tokenLabel + "\"", Cryptoki.ulong(slot),
          Cryptoki.ulong(Cryptoki.CKF_SERIAL_SESSION | Cryptoki.CKF_RW_SESSION), Pointer.NULL, Pointer.NULL,
          sessionOut);
      NativeLong session = sessionOut.getNativeLong(0);
      ByteBuffer encoded = StandardCharsets.UTF_8.encode(CharBuffer.wrap(pin));
      Memory pinMemory = new Memory(Math.max(1, encoded.remaining()));
      int pinLength = encoded.remaining();
      for (int i = 0; i < pinLength; i++) {
        pinMemory.setByte(i, encoded.get(encoded.position() + i));
      }
      Arrays.fill(encoded.array(), (byte) 0);
      long rv;
      try {
        rv = c.call(Fn.C_Login, session, Cryptoki.ulong(Cryptoki.CKU_USER), pinMemory, Cryptoki.ulong(pinLength));
      } finally {
        pinMemory.clear();
      }
      if (rv != Cryptoki.CKR_OK && rv != Cryptoki.CKR_USER_ALREADY_LOGGED_IN) {
        c.call(Fn.C_CloseSession, session);
        throw new Pkcs11Exception("PKCS#11 token \"" + tokenLabel + "\": login failed with " + Cryptoki.name(rv)
            + (rv == 0xA0 ? ": wrong PIN" : ""), rv);
      }
      return new Pkcs11Token(loaded, tokenLabel, session);
    } catch (RuntimeException e) {
      release(loaded);
      throw e;
    }
  }

  private static long findSlot(Cryptoki c, String tokenLabel) {
    Memory count = Cryptoki.ulongOut();
    c.check(Fn.C_GetSlotList, "module " + c.module(), (byte) 1, Pointer.NULL, count);
    int n = (int) Cryptoki.read(count);
    Memory slots = new Memory((long) Math.max(1, n) * Cryptoki.ULONG);
    c.check(Fn.C_GetSlotList, "module " + c.module(), (byte) 1, slots, count);
    n = (int) Cryptoki.read(count);
    List<String> seen = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      long slot = slots.getNativeLong((long) i * Cryptoki.ULONG).longValue();
      Memory info = new Memory(1024); // CK_TOKEN_INFO is about 200 bytes; its label comes first, 32 bytes padded
      info.clear();
      if (c.call(Fn.C_GetTokenInfo, Cryptoki.ulong(slot), info) != Cryptoki.CKR_OK) {
        continue;
      }
      String label = new String(info.getByteArray(0, 32), StandardCharsets.UTF_8).stripTrailing();
      if (label.equals(tokenLabel)) {
        return slot;
      }
      seen.add("\"" + label + "\"");
    }
    throw new Pkcs11Exception("PKCS#11 module " + c.module() + ": no token labelled \"" + tokenLabel
        + "\" (present: " + (seen.isEmpty() ? "none" : String.join(", ", seen)) + ")");
  }

  /**
   * The signer of the secp256k1 key labelled {@code keyLabel}: its private key (CKA_LABEL, class private key, type
   * EC) and the public key of the same label (or, failing that, of the same CKA_ID) for the address.
   *
   * @throws Pkcs11Exception when there is no such key, more than one, no public key beside it, or it is not on
   *     secp256k1
   */
  public synchronized Pkcs11Signer signer(String keyLabel) {
    Objects.requireNonNull(keyLabel, "keyLabel");
    checkOpen();
    byte[] label = keyLabel.getBytes(StandardCharsets.UTF_8);
    long[] privates = find(Cryptoki.template(Cryptoki.CKA_CLASS, Cryptoki.CKO_PRIVATE_KEY,
        Cryptoki.CKA_KEY_TYPE, Cryptoki.CKK_EC, Cryptoki.CKA_LABEL, label));
    if (privates.length == 0) {
      throw new Pkcs11Exception(where(keyLabel) + ": no EC private key with that label");
    }
    if (privates.length > 1) {
      throw new Pkcs11Exception(where(keyLabel) + ": " + privates.length
          + " EC private keys have that label; give each key its own label");
    }
    long[] publics = find(Cryptoki.template(Cryptoki.CKA_CLASS, Cryptoki.CKO_PUBLIC_KEY,
        Cryptoki.CKA_KEY_TYPE, Cryptoki.CKK_EC, Cryptoki.CKA_LABEL, label));
    if (publics.length != 1) {
      byte[] id = attribute(privates[0], Cryptoki.CKA_ID, keyLabel);
      publics = id.length == 0 ? new long[0] : find(Cryptoki.template(Cryptoki.CKA_CLASS, Cryptoki.CKO_PUBLIC_KEY,
          Cryptoki.CKA_KEY_TYPE, Cryptoki.CKK_EC, Cryptoki.CKA_ID, id));
    }
    if (publics.length != 1) {
      throw new Pkcs11Exception(where(keyLabel) + ": no single public key with its label or CKA_ID, for the address"
          + " (found " + publics.length + ")");
    }
    if (!Arrays.equals(attribute(publics[0], Cryptoki.CKA_EC_PARAMS, keyLabel), SECP256K1_PARAMS)) {
      throw new Pkcs11Exception(where(keyLabel) + ": not a secp256k1 key (CKA_EC_PARAMS is another curve)");
    }
    Address address = address(attribute(publics[0], Cryptoki.CKA_EC_POINT, keyLabel), keyLabel);
    return new Pkcs11Signer(this, privates[0], keyLabel, address);
  }

  /**
   * Generates a secp256k1 key pair in the token, labelled {@code keyLabel}: the private key stays in the token
   * (CKA_TOKEN, CKA_PRIVATE, CKA_SENSITIVE, not CKA_EXTRACTABLE), the public key beside it with the same label and
   * CKA_ID.
   *
   * @throws Pkcs11Exception when a key already has that label, or the token cannot generate secp256k1 keys
   */
  public synchronized Pkcs11Signer generateKey(String keyLabel) {
    Objects.requireNonNull(keyLabel, "keyLabel");
    checkOpen();
    byte[] label = keyLabel.getBytes(StandardCharsets.UTF_8);
    if (find(Cryptoki.template(Cryptoki.CKA_LABEL, label)).length > 0) {
      throw new Pkcs11Exception(where(keyLabel) + ": an object with that label exists already; keys are found by"
          + " label, so each needs its own");
    }
    byte[] id = new byte[16];
    new SecureRandom().nextBytes(id);
    Cryptoki.Template publicTemplate = Cryptoki.template(Cryptoki.CKA_TOKEN, true, Cryptoki.CKA_LABEL, label,
        Cryptoki.CKA_ID, id, Cryptoki.CKA_EC_PARAMS, SECP256K1_PARAMS, Cryptoki.CKA_VERIFY, true);
    Cryptoki.Template privateTemplate = Cryptoki.template(Cryptoki.CKA_TOKEN, true, Cryptoki.CKA_LABEL, label,
        Cryptoki.CKA_ID, id, Cryptoki.CKA_PRIVATE, true, Cryptoki.CKA_SENSITIVE, true,
        Cryptoki.CKA_EXTRACTABLE, false, Cryptoki.CKA_SIGN, true);
    Memory publicHandle = Cryptoki.ulongOut();
    Memory privateHandle = Cryptoki.ulongOut();
    cryptoki.check(Fn.C_GenerateKeyPair, where(keyLabel), session,
        Cryptoki.mechanism(Cryptoki.CKM_EC_KEY_PAIR_GEN), publicTemplate.array, publicTemplate.size(),
        privateTemplate.array, privateTemplate.size(), publicHandle, privateHandle);
    Address address = address(attribute(Cryptoki.read(publicHandle), Cryptoki.CKA_EC_POINT, keyLabel), keyLabel);
    return new Pkcs11Signer(this, Cryptoki.read(privateHandle), keyLabel, address);
  }

  /** Signs 32 bytes with CKM_ECDSA (no hashing in the token): the token's raw r ‖ s, or DER from a few modules. */
  synchronized byte[] sign(long privateKey, byte[] digest, String keyLabel) {
    checkOpen();
    cryptoki.check(Fn.C_SignInit, where(keyLabel), session, Cryptoki.mechanism(Cryptoki.CKM_ECDSA),
        Cryptoki.ulong(privateKey));
    Memory data = new Memory(digest.length);
    data.write(0, digest, 0, digest.length);
    Memory signature = new Memory(256);
    Memory length = Cryptoki.ulongOut();
    length.setNativeLong(0, Cryptoki.ulong(signature.size()));
    cryptoki.check(Fn.C_Sign, where(keyLabel), session, data, Cryptoki.ulong(digest.length), signature, length);
    return signature.getByteArray(0, (int) Cryptoki.read(length));
  }

  private long[] find(Cryptoki.Template template) {
    cryptoki.check(Fn.C_FindObjectsInit, "token \"" + tokenLabel + "\"", session, template.array, template.size());
    List<Long> handles = new ArrayList<>();
    try {
      Memory batch = new Memory(16L * Cryptoki.ULONG);
      Memory count = Cryptoki.ulongOut();
      while (true) {
        cryptoki.check(Fn.C_FindObjects, "token \"" + tokenLabel + "\"", session, batch, Cryptoki.ulong(16), count);
        long found = Cryptoki.read(count);
        for (int i = 0; i < found; i++) {
          handles.add(batch.getNativeLong((long) i * Cryptoki.ULONG).longValue());
        }
        if (found < 16) {
          break;
        }
      }
    } finally {
      cryptoki.call(Fn.C_FindObjectsFinal, session);
    }
    long[] out = new long[handles.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = handles.get(i);
    }
    return out;
  }

  /** One attribute's bytes: its length asked first, then its value. */
  private byte[] attribute(long object, long type, String keyLabel) {
    Memory array = new Memory(Cryptoki.TRIPLE_SIZE);
    array.clear();
    array.setNativeLong(0, Cryptoki.ulong(type));
    cryptoki.check(Fn.C_GetAttributeValue, where(keyLabel), session, Cryptoki.ulong(object), array,
        Cryptoki.ulong(1));
    long length = array.getNativeLong(Cryptoki.TRIPLE_LENGTH_AT).longValue();
    if (length <= 0 || length > 4096) {
      return new byte[0];
    }
    Memory value = new Memory(length);
    array.setPointer(Cryptoki.TRIPLE_POINTER_AT, value);
    cryptoki.check(Fn.C_GetAttributeValue, where(keyLabel), session, Cryptoki.ulong(object), array,
        Cryptoki.ulong(1));
    return value.getByteArray(0, (int) array.getNativeLong(Cryptoki.TRIPLE_LENGTH_AT).longValue());
  }

  /** The address of a CKA_EC_POINT: DER OCTET STRING of the uncompressed point (a few modules give it bare). */
  private Address address(byte[] ecPoint, String keyLabel) {
    byte[] point = ecPoint;
    if (!(point.length == 65 && point[0] == 4)) {
      try {
        point = ASN1OctetString.getInstance(ASN1Primitive.fromByteArray(ecPoint)).getOctets();
      } catch (java.io.IOException | RuntimeException e) {
        throw new Pkcs11Exception(where(keyLabel) + ": CKA_EC_POINT is neither an uncompressed point nor DER of one");
      }
    }
    ECPoint decoded;
    try {
      decoded = CustomNamedCurves.getByName("secp256k1").getCurve().decodePoint(point).normalize();
    } catch (IllegalArgumentException e) {
      throw new Pkcs11Exception(where(keyLabel) + ": CKA_EC_POINT is not a point of secp256k1");
    }
    byte[] uncompressed = decoded.getEncoded(false);
    byte[] hash = Keccak.hash(Arrays.copyOfRange(uncompressed, 1, 65));
    return Address.fromBytes(Arrays.copyOfRange(hash, 12, 32));
  }

  private String where(String keyLabel) {
    return "token \"" + tokenLabel + "\", key \"" + keyLabel + "\"";
  }

  private void checkOpen() {
    if (closed) {
      throw new IllegalStateException("PKCS#11 token \"" + tokenLabel + "\" is closed");
    }
  }

  /** The token's label. */
  public String label() {
    return tokenLabel;
  }

  /** Closes the session (the last one closed logs out); finalises the module when no other token of this process uses it. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    // No C_Logout: the login belongs to the application, not the session, so it would log out the other open
    // tokens of this module too; closing the last session of a token logs the user out (PKCS#11 2.40, 5.6).
    cryptoki.call(Fn.C_CloseSession, session);
    release(loaded);
  }

  @Override
  public String toString() {
    return "Pkcs11Token[\"" + tokenLabel + "\" in " + cryptoki.module() + (closed ? ", closed" : "") + "]";
  }

  // ---- one initialised module per path, per process -----------------------------------------------------

  private static final class Loaded {
    final Cryptoki cryptoki;
    int users;

    Loaded(Cryptoki cryptoki) {
      this.cryptoki = cryptoki;
    }
  }

  private static Loaded acquire(String module) {
    synchronized (MODULES) {
      Loaded loaded = MODULES.get(module);
      if (loaded == null) {
        Cryptoki cryptoki = Cryptoki.load(module);
        cryptoki.initialize();
        loaded = new Loaded(cryptoki);
        MODULES.put(module, loaded);
      }
      loaded.users++;
      return loaded;
    }
  }

  private static void release(Loaded loaded) {
    synchronized (MODULES) {
      if (--loaded.users == 0) {
        MODULES.remove(loaded.cryptoki.module());
        loaded.cryptoki.call(Fn.C_Finalize, Pointer.NULL);
      }
    }
  }

  /** For the layout test: the function pointer the module lists for {@code fn}. */
  static Pointer functionPointer(Path module, Fn fn) {
    return Cryptoki.load(module.toAbsolutePath().toString()).pointer(fn);
  }
}
