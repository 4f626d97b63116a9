package io.tradingsdk.signing.pkcs11;

import com.sun.jna.Function;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.NativeLong;
import com.sun.jna.Platform;
import com.sun.jna.Pointer;
import java.util.Map;

/**
 * The few functions of the PKCS#11 (Cryptoki) C API the signer needs, called through JNA on the module's function
 * list ({@code C_GetFunctionList}), so that nothing native is built or shipped. Structures are laid out by hand:
 * {@code CK_ULONG} is a C {@code unsigned long} (4 bytes on Windows, 8 on 64-bit Unix), and Windows modules pack
 * structures to 1 byte (the PKCS#11 headers' {@code #pragma pack(push, cryptoki, 1)}), others align naturally.
 *
 * <p>Not thread-safe per session: {@link Pkcs11Token} serialises its calls.
 */
final class Cryptoki {
  // Return values.
  static final long CKR_OK = 0;
  static final long CKR_CRYPTOKI_ALREADY_INITIALIZED = 0x191;
  static final long CKR_USER_ALREADY_LOGGED_IN = 0x100;
  // Object classes, key types, attributes, mechanisms, flags.
  static final long CKO_PUBLIC_KEY = 2;
  static final long CKO_PRIVATE_KEY = 3;
  static final long CKK_EC = 3;
  static final long CKA_CLASS = 0;
  static final long CKA_TOKEN = 1;
  static final long CKA_PRIVATE = 2;
  static final long CKA_LABEL = 3;
  static final long CKA_KEY_TYPE = 0x100;
  static final long CKA_ID = 0x102;
  static final long CKA_SENSITIVE = 0x103;
  static final long CKA_SIGN = 0x108;
  static final long CKA_VERIFY = 0x10A;
  static final long CKA_EXTRACTABLE = 0x162;
  static final long CKA_EC_PARAMS = 0x180;
  static final long CKA_EC_POINT = 0x181;
  static final long CKM_EC_KEY_PAIR_GEN = 0x1040;
  static final long CKM_ECDSA = 0x1041;
  static final long CKU_USER = 1;
  static final long CKF_RW_SESSION = 2;
  static final long CKF_SERIAL_SESSION = 4;
  static final long CKF_OS_LOCKING_OK = 2;

  /** Positions in CK_FUNCTION_LIST (PKCS#11 2.40 and 3.0 alike), after its CK_VERSION. */
  enum Fn {
    C_Initialize(0), C_Finalize(1), C_GetSlotList(4), C_GetTokenInfo(6), C_OpenSession(12), C_CloseSession(13),
    C_Login(18), C_GetAttributeValue(24), C_FindObjectsInit(26), C_FindObjects(27),
    C_FindObjectsFinal(28), C_SignInit(42), C_Sign(43), C_GenerateKeyPair(59);

    final int index;

    Fn(int index) {
      this.index = index;
    }
  }

  static final int ULONG = Native.LONG_SIZE;
  static final int POINTER = Native.POINTER_SIZE;
  private static final boolean PACKED = Platform.isWindows();
  /** CK_ATTRIBUTE and CK_MECHANISM share one layout: {ulong; pointer; ulong}. */
  static final int TRIPLE_POINTER_AT = PACKED ? ULONG : align(ULONG, POINTER);
  static final int TRIPLE_LENGTH_AT = TRIPLE_POINTER_AT + POINTER;
  static final int TRIPLE_SIZE = PACKED ? TRIPLE_LENGTH_AT + ULONG : align(TRIPLE_LENGTH_AT + ULONG, POINTER);

  private static final Map<Long, String> NAMES = Map.ofEntries(
      Map.entry(0x5L, "CKR_GENERAL_ERROR"), Map.entry(0x6L, "CKR_FUNCTION_FAILED"),
      Map.entry(0x7L, "CKR_ARGUMENTS_BAD"), Map.entry(0x13L, "CKR_ATTRIBUTE_VALUE_INVALID"),
      Map.entry(0x30L, "CKR_DEVICE_ERROR"), Map.entry(0x31L, "CKR_DEVICE_MEMORY"),
      Map.entry(0x60L, "CKR_KEY_HANDLE_INVALID"), Map.entry(0x68L, "CKR_KEY_TYPE_INCONSISTENT"),
      Map.entry(0x70L, "CKR_MECHANISM_INVALID"), Map.entry(0x82L, "CKR_OBJECT_HANDLE_INVALID"), Map.entry(0xA0L, "CKR_PIN_INCORRECT"),
      Map.entry(0xA2L, "CKR_PIN_LEN_RANGE"), Map.entry(0xA4L, "CKR_PIN_LOCKED"),
      Map.entry(0xB3L, "CKR_SESSION_HANDLE_INVALID"), Map.entry(0xD0L, "CKR_TEMPLATE_INCOMPLETE"),
      Map.entry(0xD1L, "CKR_TEMPLATE_INCONSISTENT"), Map.entry(0xE0L, "CKR_TOKEN_NOT_PRESENT"),
      Map.entry(0xE1L, "CKR_TOKEN_NOT_RECOGNIZED"), Map.entry(0x101L, "CKR_USER_NOT_LOGGED_IN"),
      Map.entry(0x130L, "CKR_DOMAIN_PARAMS_INVALID"), Map.entry(0x140L, "CKR_CURVE_NOT_SUPPORTED"),
      Map.entry(0x150L, "CKR_BUFFER_TOO_SMALL"), Map.entry(0x190L, "CKR_CRYPTOKI_NOT_INITIALIZED"));

  private final String module;
  /** Held so that JNA never unloads the module (it closes a library when its NativeLibrary is collected). */
  private final NativeLibrary library;
  private final Pointer functionList;

  private Cryptoki(String module, NativeLibrary library, Pointer functionList) {
    this.module = module;
    this.library = library;
    this.functionList = functionList;
  }

  /** Loads the module and reads its function list (no C_Initialize yet). */
  static Cryptoki load(String modulePath) {
    NativeLibrary library;
    try {
      library = NativeLibrary.getInstance(modulePath);
    } catch (UnsatisfiedLinkError e) {
      throw new Pkcs11Exception("PKCS#11 module " + modulePath + ": cannot load it (" + e.getMessage() + ")");
    }
    Function getFunctionList;
    try {
      getFunctionList = library.getFunction("C_GetFunctionList");
    } catch (UnsatisfiedLinkError e) {
      throw new Pkcs11Exception("PKCS#11 module " + modulePath + ": no C_GetFunctionList (not a PKCS#11 module?)");
    }
    Memory out = new Memory(POINTER);
    long rv = rv(getFunctionList.invoke(NativeLong.class, new Object[] {out}));
    if (rv != CKR_OK) {
      throw new Pkcs11Exception("PKCS#11 module " + modulePath + ": C_GetFunctionList failed with " + name(rv), rv);
    }
    return new Cryptoki(modulePath, library, out.getPointer(0));
  }

  String module() {
    return module;
  }

  NativeLibrary library() {
    return library;
  }

  /** The function pointer at {@code fn}'s place in the list (for the layout test). */
  Pointer pointer(Fn fn) {
    int versionSize = PACKED ? 2 : POINTER; // CK_VERSION (2 bytes), then pointers aligned unless packed
    return functionList.getPointer(versionSize + (long) fn.index * POINTER);
  }

  /** Calls {@code fn} and returns its CK_RV. */
  long call(Fn fn, Object... args) {
    return rv(Function.getFunction(pointer(fn)).invoke(NativeLong.class, args));
  }

  /** Calls {@code fn} and fails unless it returns CKR_OK. */
  void check(Fn fn, String context, Object... args) {
    long rv = call(fn, args);
    if (rv != CKR_OK) {
      throw failure(fn, context, rv);
    }
  }

  Pkcs11Exception failure(Fn fn, String context, long rv) {
    return new Pkcs11Exception("PKCS#11 " + context + ": " + fn + " failed with " + name(rv), rv);
  }

  /** C_Initialize with CKF_OS_LOCKING_OK; an already initialised module is fine. */
  void initialize() {
    Memory args = new Memory(4L * POINTER + align(ULONG, POINTER) + POINTER);
    args.clear();
    args.setNativeLong(4L * POINTER, new NativeLong(CKF_OS_LOCKING_OK));
    long rv = call(Fn.C_Initialize, args);
    if (rv != CKR_OK && rv != CKR_CRYPTOKI_ALREADY_INITIALIZED) {
      throw failure(Fn.C_Initialize, "module " + module, rv);
    }
  }

  static NativeLong ulong(long value) {
    return new NativeLong(value);
  }

  /** A CK_ULONG out-parameter. */
  static Memory ulongOut() {
    Memory m = new Memory(ULONG);
    m.clear();
    return m;
  }

  static long read(Memory ulong) {
    return ulong.getNativeLong(0).longValue();
  }

  /** A CK_ATTRIBUTE array built from (type, value) pairs; values are byte[], Boolean or Long. */
  static Template template(Object... typeValuePairs) {
    return new Template(typeValuePairs);
  }

  /** A CK_MECHANISM without parameter. */
  static Memory mechanism(long type) {
    Memory m = new Memory(TRIPLE_SIZE);
    m.clear();
    m.setNativeLong(0, new NativeLong(type));
    return m;
  }

  static String name(long rv) {
    String name = NAMES.get(rv);
    return (name != null ? name + " " : "") + "(0x" + Long.toHexString(rv) + ")";
  }

  private static long rv(Object result) {
    return ((NativeLong) result).longValue() & (ULONG == 4 ? 0xffffffffL : -1L);
  }

  private static int align(int offset, int alignment) {
    return (offset + alignment - 1) / alignment * alignment;
  }

  /** A CK_ATTRIBUTE[] in native memory, with the values it points to kept reachable. */
  static final class Template {
    final Memory array;
    final int count;
    private final Memory[] values;

    private Template(Object... pairs) {
      count = pairs.length / 2;
      array = new Memory((long) Math.max(1, count) * TRIPLE_SIZE);
      array.clear();
      values = new Memory[count];
      for (int i = 0; i < count; i++) {
        long type = (Long) pairs[2 * i];
        Object value = pairs[2 * i + 1];
        Memory memory;
        if (value instanceof Boolean) {
          memory = new Memory(1);
          memory.setByte(0, (byte) ((Boolean) value ? 1 : 0));
        } else if (value instanceof Long) {
          memory = new Memory(ULONG);
          memory.setNativeLong(0, new NativeLong((Long) value));
        } else {
          byte[] bytes = (byte[]) value;
          memory = new Memory(Math.max(1, bytes.length));
          memory.write(0, bytes, 0, bytes.length);
        }
        values[i] = memory;
        long at = (long) i * TRIPLE_SIZE;
        array.setNativeLong(at, new NativeLong(type));
        array.setPointer(at + TRIPLE_POINTER_AT, memory);
        array.setNativeLong(at + TRIPLE_LENGTH_AT,
            new NativeLong(value instanceof byte[] ? ((byte[]) value).length : memory.size()));
      }
    }

    NativeLong size() {
      return new NativeLong(count);
    }
  }
}
