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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
   * reactors (uniswapx-sdk 3.1.0) and the Universal Router (2.1.0) declare is known, under the same canonical
   * signature and argument count, and nothing else.
   */
  @Test
  void knowsEveryErrorThatPermit2TheUniversalRouterAndTheReactorsDeclare() {
    List<Path> artifacts = List.of(Contracts.permit2Factory(), Contracts.universalRouterArtifact(),
        UniswapXContracts.factory("V2DutchOrderReactor"), UniswapXContracts.factory("V3DutchOrderReactor"),
        UniswapXContracts.factory("PriorityOrderReactor"));
    boolean installed = artifacts.stream().allMatch(Files::exists);
    if (!installed && EvmTools.underCi()) {
      throw new AssertionError("CI=true but the contract artifacts are missing: " + EvmTools.howToInstall());
    }
    Assumptions.assumeTrue(installed, EvmTools.howToInstall());
    Map<String, String> declared = new LinkedHashMap<>();
    errors(Contracts.permit2Abi(), "Permit2", declared);
    errors(Contracts.json(Contracts.universalRouterArtifact()).get("abi"), "Universal Router", declared);
    for (String reactor : List.of("V2DutchOrderReactor", "V3DutchOrderReactor", "PriorityOrderReactor")) {
      errors(UniswapXContracts.abi(reactor), "UniswapX reactor", declared);
    }

    // 11 of Permit2, 48 of the router, LengthMismatch() in both; 21 of the three reactors, none shared.
    assertThat(declared).hasSize(79);
    Map<String, String> known = decoder.knownErrors();
    declared.forEach((signature, contract) -> assertThat(known).as(signature).containsEntry(signature,
        signature.equals("LengthMismatch()") ? "Permit2 or Universal Router" : contract));
    assertThat(known.keySet()).containsExactlyInAnyOrderElementsOf(declared.keySet());
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

  private static void errors(JsonNode abi, String contract, Map<String, String> into) {
    for (JsonNode item : abi) {
      if (!item.path("type").asText().equals("error")) {
        continue;
      }
      StringBuilder signature = new StringBuilder(item.get("name").asText()).append('(');
      for (int i = 0; i < item.get("inputs").size(); i++) {
        signature.append(i == 0 ? "" : ",").append(item.get("inputs").get(i).get("type").asText());
      }
      into.putIfAbsent(signature.append(')').toString(), contract);
    }
  }
}
