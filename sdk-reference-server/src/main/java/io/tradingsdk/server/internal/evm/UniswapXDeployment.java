package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;

/**
 * The UniswapX step of the {@link Deployment}: uniswapx-sdk 3.1.0's {@code V2DutchOrderReactor} at mainnet's
 * address, and the server's filler ({@link UniswapXFiller#FILLER}, a funded development wallet) approving it for
 * every token, since {@code execute} pulls the order's outputs from its caller.
 */
final class UniswapXDeployment {
  /** The name the V2 Dutch reactor is kept under in {@link EvmContracts}. */
  static final String V2_DUTCH_REACTOR = "v2DutchOrderReactor";
  /** Mainnet's V2DutchOrderReactor, the address the quotes of chain 1 name. */
  static final Address MAINNET_V2_DUTCH_REACTOR = Address.of("0x00000011f84b9aa48e5f8aa8b9897600006289be");
  /** The reactor's storage: owner (solmate Owned), fee controller, reentrancy status; the rest is immutable. */
  private static final int REACTOR_STATE_SLOTS = 3;
  private static final BigInteger MAX = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);

  private UniswapXDeployment() {}

  /**
   * Deploys the reactor wired to {@code permit2} (the deployer owns its protocol fees; no fee controller, so no
   * fees), copies it to mainnet's address, and approves it for the filler's tokens.
   */
  static void run(EvmNode node, Artifacts artifacts, Market market, Address permit2, EvmContracts.Builder out) {
    Address deployed = node.deploy(Artifacts.withArguments(artifacts.typechainCreationCode(
        "@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories/V2DutchOrderReactor__factory.js"),
        Abi.encode("(address,address)", permit2, EvmNode.DEPLOYER)));
    // The immutables (Permit2) live in the runtime code, the owner in storage: both move to mainnet's address.
    node.setCode(MAINNET_V2_DUTCH_REACTOR, node.code(deployed));
    for (int slot = 0; slot < REACTOR_STATE_SLOTS; slot++) {
      BigInteger s = BigInteger.valueOf(slot);
      node.setStorage(MAINNET_V2_DUTCH_REACTOR, s, node.storage(deployed, s));
    }
    out.put(V2_DUTCH_REACTOR, MAINNET_V2_DUTCH_REACTOR);
    for (Token token : market.tokens()) {
      if (token.chainId() == EvmContracts.CHAIN_ID && !token.isNative()) {
        node.transact(UniswapXFiller.FILLER, Address.of(token.address()),
            Abi.encodeCall("approve(address,uint256)", MAINNET_V2_DUTCH_REACTOR, MAX), BigInteger.ZERO);
      }
    }
  }
}
