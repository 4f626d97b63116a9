package io.tradingsdk.server.internal.chain.rpc;

import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The view functions {@code eth_call} answers from the simulated state: ERC-20 {@code balanceOf}, {@code allowance},
 * {@code decimals}, {@code symbol} and {@code name} on every token; Permit2's {@code allowance(owner, token,
 * spender)}; the V3 and V4 position managers' {@code ownerOf} and {@code balanceOf}. Return data is ABI-encoded as
 * the real contracts return it.
 */
final class EthCalls {
  static final String BALANCE_OF = selector("balanceOf(address)");
  static final String ALLOWANCE = selector("allowance(address,address)");
  static final String DECIMALS = selector("decimals()");
  static final String SYMBOL = selector("symbol()");
  static final String NAME = selector("name()");
  static final String PERMIT2_ALLOWANCE = selector("allowance(address,address,address)");
  static final String OWNER_OF = selector("ownerOf(uint256)");

  private EthCalls() {}

  private static String selector(String signature) {
    return Hex.encode(Abi.selector(signature));
  }

  /**
   * The answer of a view call, or empty when {@code data} calls no view this contract has.
   *
   * @throws RpcError a revert (an {@code ownerOf} of a token id that was never minted)
   */
  static Optional<String> view(RpcContext context, String to, byte[] data) {
    if (data.length < 4) {
      return Optional.empty();
    }
    String selector = Hex.encode(new byte[] {data[0], data[1], data[2], data[3]});
    long chainId = context.chainId();
    Ledger ledger = context.ledger();
    Optional<Token> token = context.market().token(chainId, to).filter(t -> !t.isNative());
    if (token.isPresent()) {
      return tokenView(context, token.get(), selector, data);
    }
    if (context.chain().permit2().equalsIgnoreCase(to) && selector.equals(PERMIT2_ALLOWANCE)
        && data.length == 4 + 96) {
      Ledger.Permit2Allowance allowance = ledger.approvals().permit2Allowance(chainId, address(data, 0), address(data, 1),
          address(data, 2));
      return Optional.of(Hex.encode(Abi.encode("(uint160,uint48,uint48)", allowance.amount, allowance.expiration,
          allowance.nonce)));
    }
    Optional<String> protocol = positionManagerProtocol(context.chain(), to);
    if (protocol.isPresent()) {
      return positionView(context, protocol.get(), selector, data);
    }
    return Optional.empty();
  }

  private static Optional<String> tokenView(RpcContext context, Token token, String selector, byte[] data) {
    long chainId = context.chainId();
    if (selector.equals(BALANCE_OF) && data.length == 4 + 32) {
      return Optional.of(word(context.ledger().balances().tokenBalance(chainId, token, address(data, 0))));
    }
    if (selector.equals(ALLOWANCE) && data.length == 4 + 64) {
      return Optional.of(word(context.ledger().approvals().allowance(chainId, address(data, 0), token.key(), address(data, 1))));
    }
    if (selector.equals(DECIMALS) && data.length == 4) {
      return Optional.of(word(BigInteger.valueOf(token.decimals())));
    }
    if (selector.equals(SYMBOL) && data.length == 4) {
      return Optional.of(Hex.encode(Abi.encode("(string)", token.symbol())));
    }
    if (selector.equals(NAME) && data.length == 4) {
      return Optional.of(Hex.encode(Abi.encode("(string)", token.name())));
    }
    return Optional.empty();
  }

  /** {@code ownerOf} and {@code balanceOf} of the V3 NonfungiblePositionManager and the V4 PositionManager. */
  private static Optional<String> positionView(RpcContext context, String protocol, String selector, byte[] data) {
    List<Ledger.Position> positions = context.ledger().positionBook().all();
    if (selector.equals(OWNER_OF) && data.length == 4 + 32) {
      String id = new BigInteger(1, java.util.Arrays.copyOfRange(data, 4, 36)).toString();
      Optional<Ledger.Position> position = positions.stream()
          .filter(p -> p.id.equals(id) && p.chainId == context.chainId() && p.protocol.equals(protocol))
          .findFirst();
      if (position.isEmpty()) {
        // OpenZeppelin 3's message on V3's manager; solmate's on V4's.
        throw revert(protocol.equals("V3") ? "ERC721: owner query for nonexistent token" : "NOT_MINTED");
      }
      return Optional.of(Hex.encode(Abi.encode("(address)", Address.of(position.get().owner))));
    }
    if (selector.equals(BALANCE_OF) && data.length == 4 + 32) {
      String owner = address(data, 0);
      long count = positions.stream()
          .filter(p -> p.owner.equals(owner) && p.chainId == context.chainId() && p.protocol.equals(protocol))
          .count();
      return Optional.of(word(BigInteger.valueOf(count)));
    }
    return Optional.empty();
  }

  private static Optional<String> positionManagerProtocol(Chain chain, String address) {
    return List.of("V3", "V4").stream()
        .filter(p -> chain.positionManager(p).map(m -> m.equalsIgnoreCase(address)).orElse(false))
        .findFirst();
  }

  /** A revert with an {@code Error(string)} reason, as {@code require} produces it. */
  static RpcError revert(String reason) {
    return RpcError.reverted(reason, errorData(reason));
  }

  /** {@code Error(string)} revert data: how a contract's {@code require(..., "reason")} reverts. */
  static String errorData(String reason) {
    return Hex.encode(Abi.encodeCall("Error(string)", reason));
  }

  /** The {@code index}-th 32-byte argument as an address, lower case. */
  private static String address(byte[] data, int index) {
    byte[] tail = java.util.Arrays.copyOfRange(data, 4 + 32 * index + 12, 4 + 32 * (index + 1));
    return Hex.encode(tail);
  }

  private static String word(BigInteger value) {
    return Hex.encode(Abi.encode("(uint256)", value));
  }
}
