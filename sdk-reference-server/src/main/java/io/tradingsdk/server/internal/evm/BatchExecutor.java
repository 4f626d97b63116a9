package io.tradingsdk.server.internal.evm;

import java.util.List;

/**
 * The runtime code the EVM mode places at the smart-wallet delegate's address: a minimal ERC-7821 executor, so a
 * wallet delegated to it by EIP-7702 runs the {@code execute(bytes32,bytes)} batch that {@code /swap_7702} answers.
 * No ERC-7821 implementation ships in the npm packages, so this one is written here, in assembly, and assembled on
 * deployment by {@link EvmAssembler} (no bytecode is committed).
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

  private BatchExecutor() {}

  /** The executor's runtime code. */
  static byte[] runtimeCode() {
    return EvmAssembler.assemble(SOURCE);
  }
}
