package io.tradingsdk.server.internal.evm;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The small EVM assembler the EVM mode's hand-written contracts ({@link BatchExecutor}, {@link SpokePoolStandIn}) are
 * assembled with on deployment, so no bytecode is committed.
 *
 * <p>A program is a list of lines of whitespace-separated tokens: an opcode's mnemonic, a {@code PUSHn} followed by
 * its operand ({@code 0x}-prefixed hex, or {@code @label} for a label's offset), or a label ({@code name:}) that
 * places a {@code JUMPDEST}. Only the opcodes those contracts use are known; another mnemonic or an undefined label
 * is an {@link IllegalStateException} naming it.
 */
final class EvmAssembler {
  private static final Map<String, Integer> OPCODES = Map.ofEntries(
      Map.entry("STOP", 0x00), Map.entry("ADD", 0x01), Map.entry("LT", 0x10), Map.entry("GT", 0x11),
      Map.entry("EQ", 0x14), Map.entry("ISZERO", 0x15), Map.entry("SHL", 0x1b), Map.entry("SHR", 0x1c),
      Map.entry("ADDRESS", 0x30), Map.entry("CALLER", 0x33), Map.entry("CALLVALUE", 0x34),
      Map.entry("CALLDATALOAD", 0x35), Map.entry("CALLDATASIZE", 0x36), Map.entry("CALLDATACOPY", 0x37),
      Map.entry("RETURNDATASIZE", 0x3d), Map.entry("RETURNDATACOPY", 0x3e), Map.entry("TIMESTAMP", 0x42),
      Map.entry("POP", 0x50), Map.entry("MLOAD", 0x51), Map.entry("MSTORE", 0x52), Map.entry("SLOAD", 0x54),
      Map.entry("SSTORE", 0x55), Map.entry("JUMP", 0x56), Map.entry("JUMPI", 0x57), Map.entry("GAS", 0x5a),
      Map.entry("JUMPDEST", 0x5b), Map.entry("PUSH0", 0x5f), Map.entry("PUSH1", 0x60), Map.entry("PUSH2", 0x61),
      Map.entry("PUSH4", 0x63), Map.entry("PUSH32", 0x7f), Map.entry("DUP1", 0x80), Map.entry("DUP2", 0x81),
      Map.entry("DUP3", 0x82), Map.entry("DUP4", 0x83), Map.entry("DUP7", 0x86), Map.entry("DUP8", 0x87),
      Map.entry("SWAP1", 0x90), Map.entry("SWAP2", 0x91), Map.entry("LOG4", 0xa4), Map.entry("CALL", 0xf1),
      Map.entry("REVERT", 0xfd));

  private EvmAssembler() {}

  /** The code of a program; see the class comment for its form. */
  static byte[] assemble(List<String> source) {
    Map<String, Integer> labels = new HashMap<>();
    pass(source, labels, true);
    return pass(source, labels, false);
  }

  /**
   * One pass over the program: the first records where each label's {@code JUMPDEST} lands (a label's operand is
   * written at its {@code PUSH}'s width whatever its value, so the layout does not depend on it), the second writes
   * the code.
   */
  private static byte[] pass(List<String> source, Map<String, Integer> labels, boolean layoutOnly) {
    ByteArrayOutputStream code = new ByteArrayOutputStream();
    for (String line : source) {
      String[] tokens = line.trim().split("\\s+");
      for (int i = 0; i < tokens.length; i++) {
        String token = tokens[i];
        if (token.endsWith(":")) {
          labels.put(token.substring(0, token.length() - 1), code.size());
          code.write(OPCODES.get("JUMPDEST"));
          continue;
        }
        Integer opcode = OPCODES.get(token);
        if (opcode == null) {
          throw new IllegalStateException("unknown opcode " + token);
        }
        code.write(opcode);
        if (token.startsWith("PUSH") && !token.equals("PUSH0")) {
          if (i + 1 == tokens.length) {
            throw new IllegalStateException(token + " without an operand in: " + line.trim());
          }
          String operand = tokens[++i];
          BigInteger value = operand.startsWith("@")
              ? BigInteger.valueOf(layoutOnly ? 0 : labelOffset(labels, operand.substring(1)))
              : new BigInteger(operand.substring(2), 16);
          writeOperand(code, value, opcode - 0x5f);
        }
      }
    }
    return code.toByteArray();
  }

  private static int labelOffset(Map<String, Integer> labels, String label) {
    Integer offset = labels.get(label);
    if (offset == null) {
      throw new IllegalStateException("unknown label " + label);
    }
    return offset;
  }

  /** The operand's low {@code width} bytes, big-endian, zero-padded on the left. */
  private static void writeOperand(ByteArrayOutputStream code, BigInteger value, int width) {
    byte[] word = value.toByteArray();
    for (int b = width - 1; b >= 0; b--) {
      int index = word.length - 1 - b;
      code.write(index >= 0 ? word[index] & 0xff : 0);
    }
  }
}
