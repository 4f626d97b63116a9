package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.Map;

/**
 * The UniswapX step of the {@link Deployment}: each reactor the chain's row names (uniswapx-sdk 3.1.0's {@code
 * V2DutchOrderReactor} for {@code DUTCH_V2}, {@code V3DutchOrderReactor} for {@code DUTCH_V3}, {@code
 * PriorityOrderReactor} for {@code PRIORITY}, {@code ExclusiveDutchOrderReactor} for limit orders) deployed wired
 * to Permit2 and copied to the chain's real reactor address, and the server's filler ({@link UniswapXFiller#FILLER},
 * a funded development wallet) approving each for every token, since {@code execute} pulls the order's outputs from
 * its caller.
 */
final class UniswapXDeployment {
  /**
   * The routing of limit orders: the service's limit orders are exclusive Dutch orders that do not decay (the
   * uniswapx-service's {@code LimitOrder} wraps the SDK's {@code DutchOrder}), filled by the {@code
   * ExclusiveDutchOrderReactor} at the chain's limit-order reactor address ({@code DUTCH} in the chain table; on
   * Ethereum {@code 0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4}, uniswapx-sdk 3.1.0's {@code OrderType.Dutch}).
   */
  static final String LIMIT_ORDER = "LIMIT_ORDER";
  /** The uniswapx-sdk typechain factory of each order kind's reactor, by routing. */
  static final Map<String, String> REACTORS = Map.of(
      "DUTCH_V2", "V2DutchOrderReactor",
      "DUTCH_V3", "V3DutchOrderReactor",
      "PRIORITY", "PriorityOrderReactor",
      LIMIT_ORDER, "ExclusiveDutchOrderReactor");
  /** A reactor's storage: owner (solmate Owned), fee controller, reentrancy status; the rest is immutable. */
  private static final int REACTOR_STATE_SLOTS = 3;
  private static final BigInteger MAX = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);

  private UniswapXDeployment() {}

  /** The name a routing's reactor is kept under in {@link EvmContracts}. */
  static String reactor(String routing) {
    return "reactor:" + routing;
  }

  /**
   * Deploys each of the chain's reactors wired to {@code permit2} (the deployer owns its protocol fees; no fee
   * controller, so no fees), copies it to the chain's address for it, and approves it for the filler's tokens.
   */
  static void run(EvmNode node, Artifacts artifacts, Market market, Chain chain, Address permit2,
      EvmContracts.Builder out) {
    Map<String, String> served = new java.util.LinkedHashMap<>(chain.orderReactors());
    chain.reactor().ifPresent(limitOrders -> served.put(LIMIT_ORDER, limitOrders));
    for (Map.Entry<String, String> reactor : served.entrySet()) {
      deploy(node, artifacts, market, chain, permit2, out, reactor.getKey(), reactor.getValue());
    }
  }

  private static void deploy(EvmNode node, Artifacts artifacts, Market market, Chain chain, Address permit2,
      EvmContracts.Builder out, String routing, String address) {
    String contract = REACTORS.get(routing);
    if (contract == null) {
      return;
    }
    Address deployed = node.deploy(Artifacts.withArguments(artifacts.typechainCreationCode(
        "@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories/" + contract + "__factory.js"),
        Abi.encode("(address,address)", permit2, EvmNode.DEPLOYER)));
    // The immutables (Permit2) live in the runtime code, the owner in storage: both move to the chain's address.
    Address target = Address.of(address);
    Deployment.copyContract(node, deployed, target, REACTOR_STATE_SLOTS);
    out.put(reactor(routing), target);
    for (Token token : market.tokens()) {
      if (token.chainId() == chain.id() && !token.isNative()) {
        node.transact(UniswapXFiller.FILLER, Address.of(token.address()),
            Abi.encodeCall("approve(address,uint256)", target, MAX), BigInteger.ZERO);
      }
    }
  }
}
