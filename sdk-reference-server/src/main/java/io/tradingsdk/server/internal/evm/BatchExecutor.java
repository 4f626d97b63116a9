package io.tradingsdk.server.internal.evm;

import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The runtime code the EVM mode places at the smart-wallet delegate's address: a minimal ERC-7821 executor, so a
 * wallet delegated to it by EIP-7702 runs the {@code execute(bytes32,bytes)} batch that {@code /swap_7702} answers.
 * No ERC-7821 implementation ships in the npm packages, so this one is written here, in assembly, and assembled on
 * deployment (no bytecode is committed).
 *
 * <p>It does what the batches need and nothing else:
 *
 * <ul>
 *   <li>empty calldata is accepted (ETH sent to the wallet, a router paying native output);
 *   <li>any other call must come from the wallet itself ({@code msg.sender == address(this)}, the 7702 self-call),
 *       else it reverts with {@code Unauthorized()};
 *   <li>only {@code execute(bytes32 mode, bytes executionData)} with the batch mode {@code 0x01 00..00} is known;
 *       another mode reverts with {@code UnsupportedExecutionMode()}, another selector with empty data;
 *   <li>{@code executionData} is {@code abi.encode(Call[])}, {@code Call = (address to, uint256 value, bytes data)};
 *       each call runs in order from the wallet, and the first that fails reverts the batch with its own revert
 *       data.
 * </ul>
 *
 * <p>Offsets are read as the ABI encodes them and not range-checked: only the wallet itself can call, and a
 * malformed batch reads zeros past the calldata, so it can harm no one but its author.
 */
final class BatchExecutor {
  /** {@code execute(bytes32,bytes)}. */
  static final String EXECUTE = "e9ae5c53";
  /** {@code Unauthorized()}. */
  static final String UNAUTHORIZED = "82b42900";
  /** {@code UnsupportedExecutionMode()}. */
  static final String UNSUPPORTED_MODE = "7f181275";

  /** The program; the stack is shown after each line, top on the right. Labels end with a colon. */
  private static final List<String> SOURCE = List.of(
      "CALLDATASIZE PUSH2 @call JUMPI",                  // plain ETH transfer: accept
      "STOP",
      "call: CALLER ADDRESS EQ PUSH2 @self JUMPI",
      "PUSH4 0x" + UNAUTHORIZED + " PUSH0 MSTORE PUSH1 0x04 PUSH1 0x1c REVERT",
      "self: PUSH0 CALLDATALOAD PUSH1 0xe0 SHR PUSH4 0x" + EXECUTE + " EQ PUSH2 @execute JUMPI",
      "PUSH0 PUSH0 REVERT",
      "execute: PUSH1 0x04 CALLDATALOAD PUSH1 0x01 PUSH1 0xf8 SHL EQ PUSH2 @batch JUMPI",
      "PUSH4 0x" + UNSUPPORTED_MODE + " PUSH0 MSTORE PUSH1 0x04 PUSH1 0x1c REVERT",
      // executionData starts at p = 4 + offset; its bytes at p + 32 hold (offset of Call[]) then the array
      "batch: PUSH1 0x24 CALLDATALOAD PUSH1 0x04 ADD PUSH1 0x20 ADD",  // [p+32]
      "DUP1 CALLDATALOAD ADD",                                         // [q]: the array's length word
      "DUP1 CALLDATALOAD SWAP1 PUSH1 0x20 ADD",                        // [n, h]: h the heads, offsets from h
      "DUP1 SWAP2 PUSH1 0x05 SHL ADD DUP2",                            // [h, end, cursor]
      "loop: DUP2 DUP2 LT ISZERO PUSH2 @done JUMPI",                   // [h, end, cursor]
      "DUP1 CALLDATALOAD DUP4 ADD",                                    // [h, end, cursor, t]: the Call
      "DUP1 PUSH1 0x40 ADD CALLDATALOAD DUP2 ADD",                     // [.., t, d]: its data's length word
      "DUP1 CALLDATALOAD",                                             // [.., t, d, len]
      "DUP1 DUP3 PUSH1 0x20 ADD PUSH0 CALLDATACOPY",                   // memory[0, len) = data
      "PUSH0 PUSH0 DUP3 PUSH0",                                        // [.., len | 0, 0, len, 0]
      "DUP7 PUSH1 0x20 ADD CALLDATALOAD",                              // value = t.value
      "DUP8 CALLDATALOAD GAS CALL",                                    // to = t.to; [.., t, d, len, ok]
      "PUSH2 @next JUMPI",
      "RETURNDATASIZE PUSH0 PUSH0 RETURNDATACOPY RETURNDATASIZE PUSH0 REVERT", // bubble the call's revert
      "next: POP POP POP PUSH1 0x20 ADD PUSH2 @loop JUMP",             // [h, end, cursor + 32]
      "done: STOP");

  private static final Map<String, Integer> OPCODES = Map.ofEntries(
      Map.entry("STOP", 0x00), Map.entry("ADD", 0x01), Map.entry("LT", 0x10), Map.entry("EQ", 0x14),
      Map.entry("ISZERO", 0x15), Map.entry("SHL", 0x1b), Map.entry("SHR", 0x1c), Map.entry("ADDRESS", 0x30),
      Map.entry("CALLER", 0x33), Map.entry("CALLDATALOAD", 0x35), Map.entry("CALLDATASIZE", 0x36),
      Map.entry("CALLDATACOPY", 0x37), Map.entry("RETURNDATASIZE", 0x3d), Map.entry("RETURNDATACOPY", 0x3e),
      Map.entry("POP", 0x50), Map.entry("MSTORE", 0x52), Map.entry("JUMP", 0x56), Map.entry("JUMPI", 0x57),
      Map.entry("GAS", 0x5a), Map.entry("JUMPDEST", 0x5b), Map.entry("PUSH0", 0x5f), Map.entry("PUSH1", 0x60),
      Map.entry("PUSH2", 0x61), Map.entry("PUSH4", 0x63), Map.entry("DUP1", 0x80), Map.entry("DUP2", 0x81),
      Map.entry("DUP3", 0x82), Map.entry("DUP4", 0x83), Map.entry("DUP7", 0x86), Map.entry("DUP8", 0x87),
      Map.entry("SWAP1", 0x90), Map.entry("SWAP2", 0x91), Map.entry("CALL", 0xf1), Map.entry("REVERT", 0xfd));

  private BatchExecutor() {}

  /** The executor's runtime code. */
  static byte[] runtimeCode() {
    Map<String, Integer> labels = new HashMap<>();
    assemble(labels, true);
    return assemble(labels, false);
  }

  /**
   * One pass over {@link #SOURCE}: the first records where each label's {@code JUMPDEST} lands (jump targets are
   * always two bytes, so the layout does not depend on them), the second writes the code.
   */
  private static byte[] assemble(Map<String, Integer> labels, boolean layoutOnly) {
    ByteArrayOutputStream code = new ByteArrayOutputStream();
    for (String line : SOURCE) {
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
          int width = opcode - 0x5f;
          String operand = tokens[++i];
          long value = operand.startsWith("@")
              ? (layoutOnly ? 0 : labels.computeIfAbsent(operand.substring(1), BatchExecutor::unknownLabel))
              : Long.parseLong(operand.substring(2), 16);
          for (int b = width - 1; b >= 0; b--) {
            code.write((int) (value >>> (8 * b)) & 0xff);
          }
        }
      }
    }
    return code.toByteArray();
  }

  private static Integer unknownLabel(String label) {
    throw new IllegalStateException("unknown label " + label);
  }
}
