package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.internal.chain.ChainReads;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The EVM mode's chain read from its node: allowances from the token contracts, Permit2's from the real Permit2, and
 * a wallet's EIP-7702 delegation from its code ({@code 0xef0100 ‖ delegate}, what a type-4 transaction leaves).
 */
final class EvmChainReads implements ChainReads {
  private final EvmChain chain;

  EvmChainReads(EvmChain chain) {
    this.chain = chain;
  }

  @Override
  public BigInteger allowance(String owner, String token, String spender) {
    return chain.allowance(owner, token, spender);
  }

  @Override
  public Ledger.Permit2Allowance permit2Allowance(String owner, String token, String spender) {
    List<Object> read = chain.permit2Allowance(owner, token, spender);
    return new Ledger.Permit2Allowance((BigInteger) read.get(0), ((BigInteger) read.get(1)).longValueExact(),
        ((BigInteger) read.get(2)).longValueExact());
  }

  @Override
  public long blockNumber() {
    return chain.latestBlock();
  }

  @Override
  public Optional<String> delegation(String wallet) {
    byte[] code = chain.code(Address.of(Addresses.normalize(wallet)));
    boolean designator = code.length == 23 && code[0] == (byte) 0xef && code[1] == 0x01 && code[2] == 0x00;
    return designator ? Optional.of(Hex.encode(Arrays.copyOfRange(code, 3, 23))) : Optional.empty();
  }
}
