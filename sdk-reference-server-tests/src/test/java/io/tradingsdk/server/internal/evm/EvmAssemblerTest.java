package io.tradingsdk.server.internal.evm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.signing.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvmAssemblerTest {
  @Test
  void labelsBecomeJumpdestsAndTheirOffsetsTwoByteOperands() {
    byte[] code = EvmAssembler.assemble(List.of(
        "PUSH2 @end JUMP",        // 61 0004 56
        "end: STOP"));            // 5b 00
    assertThat(Hex.encode(code)).isEqualTo("0x610004565b00");
  }

  @Test
  void operandsArePaddedOrCutToThePushWidth() {
    byte[] code = EvmAssembler.assemble(List.of("PUSH1 0x7 PUSH4 0x1234 PUSH0 PUSH32 0x" + "ab".repeat(32)));
    assertThat(Hex.encode(code)).isEqualTo("0x6007" + "6300001234" + "5f" + "7f" + "ab".repeat(32));
  }

  @Test
  void aForwardJumpIsLaidOutBeforeItsLabelIsSeen() {
    byte[] code = EvmAssembler.assemble(List.of("CALLDATASIZE PUSH2 @go JUMPI STOP", "go: PUSH1 0x01 PUSH2 @go JUMP"));
    // 36 610006 57 00 | 5b 6001 610006 56
    assertThat(Hex.encode(code)).isEqualTo("0x3661000657005b600161000656");
  }

  @Test
  void anUnknownOpcodeOrLabelIsNamed() {
    assertThatThrownBy(() -> EvmAssembler.assemble(List.of("SELFDESTRUCT")))
        .isInstanceOf(IllegalStateException.class).hasMessage("unknown opcode SELFDESTRUCT");
    assertThatThrownBy(() -> EvmAssembler.assemble(List.of("PUSH2 @nowhere JUMP")))
        .isInstanceOf(IllegalStateException.class).hasMessage("unknown label nowhere");
    assertThatThrownBy(() -> EvmAssembler.assemble(List.of("PUSH1")))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("PUSH1 without an operand");
  }

  @Test
  void theContractsAssembleAsTheyDidBeforeTheyShareTheAssembler() {
    // Keccak-256 of each runtime code as assembled by their own copies of the assembler (before they shared it).
    assertThat(Hex.encode(io.tradingsdk.signing.Keccak.hash(BatchExecutor.runtimeCode())))
        .isEqualTo(BATCH_EXECUTOR_HASH);
    assertThat(Hex.encode(io.tradingsdk.signing.Keccak.hash(SpokePoolStandIn.runtimeCode())))
        .isEqualTo(SPOKE_POOL_HASH);
  }

  private static final String BATCH_EXECUTOR_HASH =
      "0x2f99c79c1dbc4cb4ab7f02edc6b01297af2140ec40f70a95b1435cc9621c1870";
  private static final String SPOKE_POOL_HASH =
      "0x4e9fd8232faa8ef2a82c18d258da7494f6c67c0292d58484815aae4bd6fe519b";
}
