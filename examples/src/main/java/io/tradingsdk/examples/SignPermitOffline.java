package io.tradingsdk.examples;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.permit2.ImmutablePermitSingle;
import io.tradingsdk.signing.permit2.Permit2;
import io.tradingsdk.signing.permit2.PermitDetails;
import io.tradingsdk.signing.permit2.PermitSingle;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * Sign a Permit2 {@code PermitSingle} built in code, without any network, then verify the signature and
 * recover its signer the way the receiving side does.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.SignPermitOffline [KEY_FILE]
 * </pre>
 *
 * <p>The key comes from {@code TRADING_PRIVATE_KEY}, else from {@code KEY_FILE} (64 hex digits, optionally
 * 0x-prefixed; a trailing newline is fine), else it is the PUBLIC Hardhat/Anvil test key #0.
 */
public final class SignPermitOffline {
  private static final String PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";        // Permit2 on Ethereum
  private static final String UNIVERSAL_ROUTER = "0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af"; // v2.0 on Ethereum
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  private SignPermitOffline() {}

  public static void main(String[] args) {
    ExampleRunner.main("SignPermitOffline", args, SignPermitOffline::run);
  }

  /** The example itself: true when it did what it shows. */
  static boolean run(String[] args) {
    // 1. The key: from an environment variable or a file, never from source code.
    PrivateKey key;
    String source;
    if (DevKeys.keyInEnvironment()) {
      key = PrivateKey.fromEnv(DevKeys.KEY_VARIABLE);
      source = "from " + DevKeys.KEY_VARIABLE;
    } else if (args.length > 0) {
      key = PrivateKey.fromFile(Path.of(args[0])); // errors name the file, never its content
      source = "from " + args[0];
    } else {
      key = PrivateKey.fromHex(DevKeys.WELL_KNOWN_TEST_KEY);
      source = "the PUBLIC Hardhat/Anvil test key #0: never fund its address";
    }
    try {
      LocalSigner signer = LocalSigner.of(key);
      System.out.println("Signer " + signer.address() + " (" + source + "); the key prints as " + key);

      // 2. The message, with the typed builders. Each field is range-checked when built. In a swap, take
      //    these values (and Permit2's address, which differs on some chains) from the quote's permitData.
      Instant now = Instant.now();
      ImmutablePermitSingle permit = PermitSingle.builder()
          .details(PermitDetails.builder()
              .token(Address.of(USDC))
              .amount(new BigInteger("1000000000"))                           // 1,000 USDC (6 decimals), uint160
              .expiration(now.plus(Duration.ofDays(30)).getEpochSecond())      // the allowance lapses, uint48
              .nonce(0)                                                        // the owner's Permit2 nonce, uint48
              .build())
          .spender(Address.of(UNIVERSAL_ROUTER))                               // who may move the tokens
          .sigDeadline(BigInteger.valueOf(now.plus(Duration.ofMinutes(30)).getEpochSecond())) // signature lapses
          .build();
      TypedData typedData = permit.toTypedData(Permit2.domain(ChainId.MAINNET, Address.of(PERMIT2)));
      System.out.println("Typed data (eth_signTypedData_v4): " + typedData.toJsonString());
      System.out.println("Digest: " + typedData.digest());

      // 3. Sign: deterministic (RFC 6979) and low-s, the same bytes ethers, viem and MetaMask produce.
      Signature signature = signer.sign(typedData);
      System.out.println("Signature: " + signature.toHex());
      System.out.println("Compact (EIP-2098): " + signature.toCompactHex());

      // 4. Verify, as the receiving side does: from the signature's hex and the data alone.
      Signature received = Signature.fromHex(signature.toHex());
      Address recovered = received.recoverSigner(typedData);
      System.out.println("Recovered signer: " + recovered
          + (recovered.equals(signer.address()) ? " (matches)" : " (MISMATCH)"));
      System.out.println("Verifies for the signer: " + received.verify(typedData, signer.address()));

      // The signature covers every field: the same signature over another spender recovers to somebody else.
      TypedData otherSpender = permit.withSpender(Address.of("0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD"))
          .toTypedData(Permit2.domain(ChainId.MAINNET, Address.of(PERMIT2)));
      System.out.println("Verifies with another spender: " + received.verify(otherSpender, signer.address()));

      // 5. Values that do not fit their Solidity type are refused before anything is signed, naming the field.
      try {
        PermitDetails.builder()
            .token(Address.of(USDC)).amount(BigInteger.ONE.shiftLeft(160)).expiration(0).nonce(0) // 2^160
            .build();
      } catch (InvalidTypedDataException e) {
        System.out.println("Refused: " + e.getMessage());
      }
    } finally {
      key.destroy(); // zero the key bytes once nothing else is to be signed
    }
    return true;
  }
}
