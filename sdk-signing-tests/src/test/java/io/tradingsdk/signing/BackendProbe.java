package io.tradingsdk.signing;

/**
 * Run in a child JVM by {@link Secp256k1BackendWithoutNativeTest}: prints the backend in use, why the native one is
 * not, and a signature (or the error signing gives).
 */
public final class BackendProbe {
  private BackendProbe() {}

  public static void main(String[] args) {
    try {
      System.out.println("backend=" + Secp256k1Backend.active());
    } catch (IllegalStateException e) {
      System.out.println("backend-error=" + e.getMessage());
    }
    System.out.println("reason=" + Secp256k1Backend.nativeUnavailableReason());
    try {
      LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(args[0]));
      System.out.println("signature=" + signer.signDigest(Bytes32.fromHex(args[1])).toHex());
    } catch (IllegalStateException e) {
      System.out.println("sign-error=" + e.getMessage());
    }
  }
}
