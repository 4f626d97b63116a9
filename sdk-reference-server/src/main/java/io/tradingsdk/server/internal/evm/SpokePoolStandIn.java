package io.tradingsdk.server.internal.evm;

import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The runtime code the EVM mode places at a chain's Across SpokePool address: a stand-in for the deposit side of
 * Across' SpokePool, written here in assembly and assembled on deployment by {@link EvmAssembler} (no bytecode is committed). The real
 * SpokePool ({@code @across-protocol/contracts}) cannot be installed offline from the build's lockfile: its npm
 * package depends on Solana, UMA and Hardhat tool chains (hundreds of packages), so the EVM mode does not ship it.
 *
 * <p>It takes exactly the call the Universal Router 2.1's {@code ACROSS_V4_DEPOSIT_V3} command makes, Across'
 * {@code depositV3(depositor, recipient, inputToken, outputToken, inputAmount, outputAmount, destinationChainId,
 * exclusiveRelayer, quoteTimestamp, fillDeadline, exclusivityDeadline, message)}, and emits Across' own
 * {@code V3FundsDeposited} event, so a relayer reads it as it reads Across' logs. What it checks, as the real one
 * does:
 *
 * <ul>
 *   <li>the fill deadline has not passed ({@code block.timestamp <= fillDeadline});
 *   <li>with ETH attached, the ETH is the input ({@code msg.value == inputAmount}) and is wrapped into {@code
 *       inputToken} by its {@code deposit()} (WETH's; another token has none, and the deposit reverts); without, it
 *       pulls {@code inputAmount} of {@code inputToken} from the caller ({@code transferFrom}, which must answer
 *       true). Either way the escrow is held in {@code inputToken}, as Across holds it;
 *   <li>the message is empty (this stand-in relays no messages; the server never sends one).
 * </ul>
 *
 * <p>Each deposit takes the next deposit id (storage slot 0, from 0). The escrow stays in the contract: Across' refund
 * of an unfilled deposit (paid by the spoke when the HubPool's bundle says so) is made by the server's relayer
 * impersonating the contract on the node ({@link BridgeRelayer}). Everything else (routes, pausing, fills, slow
 * fills, the HubPool) is not modelled: any other call reverts with empty data.
 */
final class SpokePoolStandIn {
  /** Across' {@code depositV3}, as {@code IV3SpokePool} of the Universal Router 2.1 declares it. */
  static final String DEPOSIT_V3 = "depositV3(address,address,address,address,uint256,uint256,uint256,address,"
      + "uint32,uint32,uint32,bytes)";
  /** Across' {@code V3FundsDeposited} event (SpokePool 3.x). */
  static final String V3_FUNDS_DEPOSITED = "V3FundsDeposited(address,address,uint256,uint256,uint256,uint32,uint32,"
      + "uint32,uint32,address,address,address,bytes)";
  static final String V3_FUNDS_DEPOSITED_TOPIC = Hex.encode(Keccak.hash(
      V3_FUNDS_DEPOSITED.getBytes(StandardCharsets.US_ASCII)));

  /**
   * The program. Calldata arguments sit at {@code 4 + 32 i}: depositor 0x04, recipient 0x24, inputToken 0x44,
   * outputToken 0x64, inputAmount 0x84, outputAmount 0xa4, destinationChainId 0xc4, exclusiveRelayer 0xe4,
   * quoteTimestamp 0x104, fillDeadline 0x124, exclusivityDeadline 0x144, the message's offset 0x164.
   */
  private static final List<String> SOURCE = List.of(
      "PUSH0 CALLDATALOAD PUSH1 0xe0 SHR PUSH4 0x" + selector(DEPOSIT_V3) + " EQ PUSH2 @deposit JUMPI",
      "PUSH0 PUSH0 REVERT",
      "deposit: PUSH2 0x0164 CALLDATALOAD PUSH1 0x04 ADD CALLDATALOAD ISZERO PUSH2 @empty JUMPI", // message empty
      "PUSH0 PUSH0 REVERT",
      "empty: PUSH2 0x0124 CALLDATALOAD TIMESTAMP GT ISZERO PUSH2 @open JUMPI",   // block.timestamp <= fillDeadline
      "PUSH0 PUSH0 REVERT",
      "open: CALLVALUE ISZERO PUSH2 @pull JUMPI",
      "CALLVALUE PUSH1 0x84 CALLDATALOAD EQ PUSH2 @wrap JUMPI",                 // ETH attached: it is the input
      "PUSH0 PUSH0 REVERT",
      // inputToken.deposit{value: msg.value}(): the ETH is wrapped into the input token (WETH), as Across does
      "wrap: PUSH4 0xd0e30db0 PUSH1 0xe0 SHL PUSH0 MSTORE",
      "PUSH0 PUSH0 PUSH1 0x04 PUSH0 CALLVALUE PUSH1 0x44 CALLDATALOAD GAS CALL",
      "ISZERO PUSH2 @failed JUMPI PUSH2 @record JUMP",
      // inputToken.transferFrom(msg.sender, address(this), inputAmount), which must answer true
      "pull: PUSH4 0x23b872dd PUSH1 0xe0 SHL PUSH0 MSTORE CALLER PUSH1 0x04 MSTORE ADDRESS PUSH1 0x24 MSTORE",
      "PUSH1 0x84 CALLDATALOAD PUSH1 0x44 MSTORE",
      "PUSH1 0x20 PUSH0 PUSH1 0x64 PUSH0 PUSH0 PUSH1 0x44 CALLDATALOAD GAS CALL",
      "ISZERO PUSH2 @failed JUMPI",
      "RETURNDATASIZE PUSH1 0x20 EQ ISZERO PUSH2 @failed JUMPI",
      "PUSH0 MLOAD ISZERO PUSH2 @failed JUMPI",
      "PUSH2 @record JUMP",
      "failed: RETURNDATASIZE PUSH0 PUSH0 RETURNDATACOPY RETURNDATASIZE PUSH0 REVERT",
      "record: PUSH0 SLOAD DUP1 PUSH1 0x01 ADD PUSH0 SSTORE",                    // [id]; the next id stored
      "PUSH1 0x44 CALLDATALOAD PUSH0 MSTORE",                                   // inputToken
      "PUSH1 0x64 CALLDATALOAD PUSH1 0x20 MSTORE",                              // outputToken
      "PUSH1 0x84 CALLDATALOAD PUSH1 0x40 MSTORE",                              // inputAmount
      "PUSH1 0xa4 CALLDATALOAD PUSH1 0x60 MSTORE",                              // outputAmount
      "PUSH2 0x0104 CALLDATALOAD PUSH1 0x80 MSTORE",                            // quoteTimestamp
      "PUSH2 0x0124 CALLDATALOAD PUSH1 0xa0 MSTORE",                            // fillDeadline
      "PUSH2 0x0144 CALLDATALOAD PUSH1 0xc0 MSTORE",                            // exclusivityDeadline
      "PUSH1 0x24 CALLDATALOAD PUSH1 0xe0 MSTORE",                              // recipient
      "PUSH1 0xe4 CALLDATALOAD PUSH2 0x0100 MSTORE",                            // exclusiveRelayer
      "PUSH2 0x0140 PUSH2 0x0120 MSTORE PUSH0 PUSH2 0x0140 MSTORE",             // message: offset 0x140, length 0
      "PUSH1 0x04 CALLDATALOAD SWAP1 PUSH1 0xc4 CALLDATALOAD",                  // [depositor, id, destination]
      "PUSH32 " + V3_FUNDS_DEPOSITED_TOPIC + " PUSH2 0x0160 PUSH0 LOG4",
      "STOP");

  private SpokePoolStandIn() {}

  /** The stand-in's runtime code. */
  static byte[] runtimeCode() {
    return EvmAssembler.assemble(SOURCE);
  }

  /** The first four bytes of a signature's hash, as hex without {@code 0x}. */
  static String selector(String signature) {
    return Hex.encode(Arrays.copyOf(Keccak.hash(signature.getBytes(StandardCharsets.US_ASCII)), 4)).substring(2);
  }
}
