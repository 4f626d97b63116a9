package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.wallet.anvil.Contracts;
import io.tradingsdk.wallet.anvil.EvmTools;
import io.tradingsdk.wallet.anvil.UniswapXContracts;
import java.math.BigInteger;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class RevertDecoderTest {
  private final RevertDecoder decoder = RevertDecoder.standard();

  @Test
  void errorStringIsTheContractsMessage() {
    RevertReason reason = decoder.decode(Abi.encodeCall("Error(string)", "STF"));

    assertThat(reason).isInstanceOfSatisfying(RevertReason.ErrorString.class,
        e -> assertThat(e.message()).isEqualTo("STF"));
    assertThat(reason.describe()).isEqualTo("reverted: STF");
    assertThat(reason.selector()).contains("0x08c379a0");
  }

  @Test
  void panicCodesSayWhatFailed() {
    RevertReason overflow = decoder.decode(Abi.encodeCall("Panic(uint256)", BigInteger.valueOf(0x11)));
    RevertReason strange = decoder.decode(Abi.encodeCall("Panic(uint256)", BigInteger.valueOf(0x99)));

    assertThat(overflow).isInstanceOfSatisfying(RevertReason.Panic.class,
        p -> assertThat(p.kind()).isEqualTo(PanicKind.ARITHMETIC_OVERFLOW));
    assertThat(overflow.describe()).isEqualTo("panic 0x11: arithmetic overflow or underflow");
    assertThat(((RevertReason.Panic) strange).kind()).isEqualTo(PanicKind.UNKNOWN);
  }

  @Test
  void permit2ErrorsReadAsWordsWithTheirArguments() {
    assertThat(decoder.decode(Abi.encodeCall("SignatureExpired(uint256)", BigInteger.valueOf(1_718_000_000)))
        .describe()).isEqualTo("Permit2: signature expired (deadline 1718000000)");
    assertThat(decoder.decode(Abi.encodeCall("InvalidNonce()")).describe())
        .isEqualTo("Permit2: invalid nonce (already used or invalidated)");
    assertThat(decoder.decode(Abi.encodeCall("InsufficientAllowance(uint256)", BigInteger.TEN)).describe())
        .isEqualTo("Permit2: insufficient allowance (amount 10)");
    assertThat(decoder.decode(Abi.encodeCall("AllowanceExpired(uint256)", BigInteger.ONE)).describe())
        .isEqualTo("Permit2: allowance expired (deadline 1)");
  }

  @Test
  void routerErrorsIncludingAWrappedCommandFailure() {
    assertThat(decoder.decode(Abi.encodeCall("V3TooLittleReceived()")).describe())
        .isEqualTo("Universal Router: V3 too little received (output below the minimum)");
    assertThat(decoder.decode(Abi.encodeCall("TransactionDeadlinePassed()")).describe())
        .isEqualTo("Universal Router: transaction deadline passed");
    assertThat(decoder.decode(Abi.encodeCall("V4TooLittleReceived(uint256,uint256)", BigInteger.valueOf(100),
        BigInteger.valueOf(99))).describe())
        .isEqualTo("Universal Router: V4 too little received (minAmountOutReceived 100, amountReceived 99)");
    assertThat(decoder.decode(Abi.encodeCall("ETHNotAccepted()")).describe())
        .isEqualTo("Universal Router: ETH not accepted");

    byte[] inner = Abi.encodeCall("SignatureExpired(uint256)", BigInteger.valueOf(5));
    RevertReason wrapped = decoder.decode(Abi.encodeCall("ExecutionFailed(uint256,bytes)", BigInteger.ZERO, inner));
    assertThat(wrapped.describe())
        .isEqualTo("Universal Router: command 0 failed: Permit2: signature expired (deadline 5)");
    assertThat(((RevertReason.CustomError) wrapped).cause()).get()
        .isInstanceOf(RevertReason.CustomError.class);
  }

  @Test
  void unknownShortMalformedAndEmptyDataStayRaw() {
    byte[] unknown = Hex.decode("0xdeadbeef0000000000000000000000000000000000000000000000000000000000000001", "d");
    assertThat(decoder.decode(unknown)).isInstanceOf(RevertReason.Unknown.class);
    assertThat(decoder.decode(unknown).describe()).startsWith("reverted with unknown error 0xdeadbeef (data 0xdead");
    assertThat(decoder.decode(unknown).data()).isEqualTo(unknown);
    assertThat(decoder.decode(new byte[] {1, 2})).isInstanceOf(RevertReason.Unknown.class);
    // A known selector over arguments that do not decode is not guessed at.
    assertThat(decoder.decode(Abi.selector("SignatureExpired(uint256)"))).isInstanceOf(RevertReason.Unknown.class);
    assertThat(decoder.decode(new byte[0])).isInstanceOf(RevertReason.Empty.class);
    assertThat(decoder.decode(new byte[0]).describe()).isEqualTo("reverted without a reason");
  }

  @Test
  void applicationsAddTheirOwnErrors() {
    RevertDecoder mine = decoder.withError("MyVault", "TooMuch(address,uint256)", "owner", "amount");
    Address owner = Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");

    assertThat(mine.decode(Abi.encodeCall("TooMuch(address,uint256)", owner, BigInteger.TWO)).describe())
        .isEqualTo("MyVault: too much (owner 0x70997970C51812dc3A010C7d01b50e0d17dc79C8, amount 2)");
    assertThat(decoder.decode(Abi.encodeCall("TooMuch(address,uint256)", owner, BigInteger.TWO)))
        .isInstanceOf(RevertReason.Unknown.class);
    assertThatThrownBy(() -> decoder.withError("X", "E(uint256)"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has 1 argument(s), got 0 name(s)");
  }

  /**
   * The decoder's table against the contracts' own ABIs from npm: every custom error Permit2 and the UniswapX
   * reactors (uniswapx-sdk 3.1.0) and the Universal Router (2.1.0) declare, and every one the V4 PoolManager (v4-core
   * 1.0.2) and V4 PositionManager (v4-periphery 1.0.3) can revert with, is known under the same canonical signature,
   * naming every one of these contracts that declares it; and nothing else is.
   */
  @Test
  void knowsEveryErrorThatTheContractsDeclareNamingAllThatDeclareIt() {
    List<Path> artifacts = List.of(Contracts.permit2Factory(), Contracts.universalRouterArtifact(),
        UniswapXContracts.factory("V2DutchOrderReactor"), UniswapXContracts.factory("V3DutchOrderReactor"),
        UniswapXContracts.factory("PriorityOrderReactor"), V4_CORE_OUT.get().resolve(POOL_MANAGER_ARTIFACT),
        V4_PERIPHERY_OUT.get().resolve(POSITION_MANAGER_ARTIFACT));
    boolean installed = artifacts.stream().allMatch(Files::exists);
    if (!installed && EvmTools.underCi()) {
      throw new AssertionError("CI=true but the contract artifacts are missing: " + EvmTools.howToInstall());
    }
    Assumptions.assumeTrue(installed, EvmTools.howToInstall());
    Map<String, Set<String>> declared = new LinkedHashMap<>();
    errors(Contracts.permit2Abi(), "Permit2", declared);
    errors(Contracts.json(Contracts.universalRouterArtifact()).get("abi"), "Universal Router", declared);
    for (String reactor : List.of("V2DutchOrderReactor", "V3DutchOrderReactor", "PriorityOrderReactor")) {
      errors(UniswapXContracts.abi(reactor), "UniswapX reactor", declared);
    }
    revertable(V4_CORE_OUT.get(), POOL_MANAGER_ARTIFACT, "V4 PoolManager", declared);
    revertable(V4_PERIPHERY_OUT.get(), POSITION_MANAGER_ARTIFACT, "V4 PositionManager", declared);

    // 11 of Permit2, 48 of the router (LengthMismatch() in both), 21 of the three reactors; 40 of the PoolManager
    // (NativeTransferFailed() also a reactor's), 34 of the PositionManager of which 15 only its own.
    assertThat(declared).hasSize(79 + 39 + 15);
    // Deliberately unknown: a name so generic that other contracts revert with it too (see RevertDecoder).
    assertThat(declared.remove("Unauthorized()")).containsExactly("V4 PositionManager");
    assertThat(declared.get("DeltaNotNegative(address)")).containsExactly("Universal Router", "V4 PositionManager");
    assertThat(declared.get("CurrencyNotSettled()")).containsExactly("V4 PoolManager");
    Map<String, String> known = decoder.knownErrors();
    declared.forEach((signature, contracts) -> assertThat(known).as(signature).containsEntry(signature,
        label(contracts)));
    assertThat(known.keySet()).containsExactlyInAnyOrderElementsOf(declared.keySet());
  }

  @Test
  void v4ErrorsNameTheirContractAndEveryOtherThatDeclaresThem() {
    assertThat(decoder.decode(Hex.decode("0x5212cba1", "data")).describe())
        .isEqualTo("V4 PoolManager: currency not settled (a delta left unpaid or untaken when the unlock ended)");
    Address currency = Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    RevertReason delta = decoder.decode(Abi.encodeCall("DeltaNotNegative(address)", currency));
    assertThat(delta.describe()).isEqualTo("Universal Router or V4 PositionManager: delta not negative (currency "
        + currency.toChecksumHex() + ")");
    assertThat(((RevertReason.CustomError) delta).contract()).isEqualTo("Universal Router or V4 PositionManager");
    assertThat(((RevertReason.CustomError) delta).contracts()).containsExactly("Universal Router",
        "V4 PositionManager");
    assertThat(decoder.decode(Abi.encodeCall("InvalidSigner()")).describe())
        .isEqualTo("Permit2 or V4 PositionManager: invalid signer (not the owner's signature)");
    assertThat(decoder.decode(Abi.encodeCall("NativeTransferFailed()")).describe())
        .isEqualTo("UniswapX reactor, V4 PoolManager or V4 PositionManager: native transfer failed");
    assertThat(decoder.decode(Abi.encodeCall("TicksMisordered(int24,int24)", BigInteger.valueOf(60),
        BigInteger.valueOf(-60))).describe())
        .isEqualTo("V4 PoolManager: ticks misordered (tickLower 60, tickUpper -60)");
    assertThat(decoder.decode(Abi.encodeCall("MinimumAmountInsufficient(uint128,uint128)", BigInteger.TEN,
        BigInteger.TWO)).describe())
        .isEqualTo("V4 PositionManager: minimum amount insufficient (slippage) (minimumAmount 10, amountReceived 2)");
  }

  @Test
  void aGenericAccessControlErrorIsNotPutOnAContractThatMayNotHaveRaisedIt() {
    // The EVM mode's EIP-7702 delegate reverts Unauthorized() too: the data must not read as the PositionManager's.
    RevertReason reason = decoder.decode(Abi.encodeCall("Unauthorized()"));
    assertThat(reason).isInstanceOf(RevertReason.Unknown.class);
    assertThat(reason.describe()).startsWith("reverted with unknown error 0x82b42900");
  }

  @Test
  void aWrappedErrorSaysWhichCallFailedAndWhy() {
    Address token = Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    byte[] transfer = Abi.selector("transfer(address,uint256)");
    byte[] wrapped = Abi.encodeCall("WrappedError(address,bytes4,bytes,bytes)", token, transfer,
        Abi.encodeCall("Error(string)", "TRANSFER_FAILED"), Abi.selector("ERC20TransferFailed()"));

    RevertReason reason = decoder.decode(wrapped);

    assertThat(reason.describe()).isEqualTo("V4 PoolManager or V4 PositionManager: ERC20 transfer failed (target "
        + token.toChecksumHex() + ", function 0xa9059cbb): reverted: TRANSFER_FAILED");
    assertThat(((RevertReason.CustomError) reason).cause()).get().isInstanceOf(RevertReason.ErrorString.class);
    // Details the decoder does not know, or none, still say the call failed.
    assertThat(decoder.decode(Abi.encodeCall("WrappedError(address,bytes4,bytes,bytes)", token, transfer,
        new byte[0], new byte[0])).describe()).isEqualTo("V4 PoolManager or V4 PositionManager: call failed (target "
        + token.toChecksumHex() + ", function 0xa9059cbb): reverted without a reason");
  }

  @Test
  void reactorErrorsSayWhyAnOrderWasNotFilled() {
    assertThat(decoder.decode(Abi.encodeCall("InvalidCosignature()")).describe())
        .isEqualTo("UniswapX reactor: invalid cosignature (not the order's cosigner)");
    assertThat(decoder.decode(Abi.encodeCall("DeadlineReached()")).describe())
        .isEqualTo("UniswapX reactor: deadline reached (the order expired)");
    Address token = Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    assertThat(decoder.decode(Abi.encodeCall("FeeTooLarge(address,uint256,address)", token, BigInteger.TEN, token))
        .describe()).isEqualTo("UniswapX reactor: fee too large (token " + token.toChecksumHex() + ", amount 10,"
            + " recipient " + token.toChecksumHex() + ")");
  }

  private static final String POOL_MANAGER_ARTIFACT = "PoolManager.sol/PoolManager.json";
  private static final String POSITION_MANAGER_ARTIFACT = "PositionManager.sol/PositionManager.json";
  private static final Supplier<Path> V4_CORE_OUT = () -> EvmTools.nodeModules().resolve("@uniswap/v4-core/out");
  private static final Supplier<Path> V4_PERIPHERY_OUT =
      () -> EvmTools.nodeModules().resolve("@uniswap/v4-periphery/foundry-out");

  /** "A", "A or B", "A, B or C": how the decoder names the contracts that declare an error. */
  private static String label(Set<String> contracts) {
    List<String> names = new ArrayList<>(contracts);
    String last = names.remove(names.size() - 1);
    return names.isEmpty() ? last : String.join(", ", names) + " or " + last;
  }

  private static void errors(JsonNode abi, String contract, Map<String, Set<String>> into) {
    for (String signature : errorSignatures(abi)) {
      into.computeIfAbsent(signature, s -> new LinkedHashSet<>()).add(contract);
    }
  }

  /**
   * The errors a foundry-built contract can revert with: those of its ABI, and those of the libraries in its
   * compilation whose selector its runtime code holds. The V4 contracts revert through CustomRevert by selector
   * ({@code SafeCastOverflow.selector.revertWith()}), which solc does not list in the ABI; a selector that is not in
   * the code (an interface's error of another contract, such as IV4Router's) cannot be the contract's revert.
   */
  private static void revertable(Path out, String artifact, String contract, Map<String, Set<String>> into) {
    JsonNode target = Contracts.json(out.resolve(artifact));
    errors(target.get("abi"), contract, into);
    String code = target.get("deployedBytecode").get("object").asText().toLowerCase(Locale.ROOT);
    Iterator<String> sources = target.get("metadata").get("sources").fieldNames();
    while (sources.hasNext()) {
      String source = sources.next();
      for (JsonNode compiled : artifactsOf(out, source)) {
        for (String signature : errorSignatures(compiled.get("abi"))) {
          if (code.contains(Hex.encode(Abi.selector(signature)).substring(2))) {
            into.computeIfAbsent(signature, s -> new LinkedHashSet<>()).add(contract);
          }
        }
      }
    }
  }

  /** The artifacts foundry compiled from a source file (one per contract and compiler profile). */
  private static List<JsonNode> artifactsOf(Path out, String source) {
    Path dir = out.resolve(Path.of(source).getFileName().toString());
    List<JsonNode> found = new ArrayList<>();
    if (!Files.isDirectory(dir)) {
      return found; // a file of types only (PoolKey.sol): no artifact
    }
    try (Stream<Path> files = Files.list(dir)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().collect(Collectors.toList())) {
        JsonNode artifact = Contracts.json(file);
        if (artifact.path("metadata").path("settings").path("compilationTarget").has(source)) {
          found.add(artifact);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return found;
  }

  private static List<String> errorSignatures(JsonNode abi) {
    List<String> signatures = new ArrayList<>();
    for (JsonNode item : abi) {
      if (!item.path("type").asText().equals("error")) {
        continue;
      }
      StringBuilder signature = new StringBuilder(item.get("name").asText()).append('(');
      for (int i = 0; i < item.get("inputs").size(); i++) {
        signature.append(i == 0 ? "" : ",").append(item.get("inputs").get(i).get("type").asText());
      }
      signatures.add(signature.append(')').toString());
    }
    return signatures;
  }
}
