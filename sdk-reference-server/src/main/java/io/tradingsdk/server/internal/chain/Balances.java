package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * What wallets hold on the simulated chains: native and token balances, and the transfers that move them. A part of
 * the {@link Ledger} ({@link Ledger#balances()}); it locks the ledger.
 */
public final class Balances {
  private final Ledger ledger;
  private final Map<String, BigInteger> nativeBalances;
  private final Map<String, BigInteger> tokenBalances;

  Balances(Ledger ledger, int capacity) {
    this.ledger = ledger;
    this.nativeBalances = new BoundedMap<>(capacity);
    this.tokenBalances = new BoundedMap<>(capacity);
  }

  /** A wallet's native ETH balance on a chain, in wei. */
  public BigInteger nativeBalance(long chainId, String wallet) {
    synchronized (ledger) {
      return nativeBalances.getOrDefault(Ledger.key(chainId, wallet), Ledger.DEFAULT_NATIVE_BALANCE);
    }
  }

  /** Sets a wallet's native ETH balance on a chain, in wei (a faucet, for tests). */
  public void setNativeBalance(long chainId, String wallet, BigInteger wei) {
    synchronized (ledger) {
      nativeBalances.put(Ledger.key(chainId, wallet), wei);
    }
  }

  /** Pays native ETH to a wallet (an LP withdrawal or fee claim in ETH, when mined). */
  public void creditNative(long chainId, String wallet, BigInteger wei) {
    synchronized (ledger) {
      setNativeBalance(chainId, wallet, nativeBalance(chainId, wallet).add(wei));
    }
  }

  /**
   * An account's balance of a token: native ETH for the native currency; for an account, what was set or moved, a
   * million whole tokens ({@link Ledger#DEFAULT_TOKEN_UNITS}) before that. Contracts hold no kept balances: a pool
   * answers its reserve (which never moves, so quotes stay reproducible), any other contract zero.
   */
  public BigInteger tokenBalance(long chainId, Token token, String account) {
    synchronized (ledger) {
      if (token.isNative()) {
        return nativeBalance(chainId, account);
      }
      if (ledger.market() != null && ledger.market().isContract(chainId, account)) {
        return ledger.market().pools(chainId).stream()
            .filter(pool -> pool.address().equalsIgnoreCase(account) && pool.has(token))
            .map(pool -> pool.reserveOf(token)).findFirst().orElse(BigInteger.ZERO);
      }
      return tokenBalances.getOrDefault(Ledger.key(chainId, token.key(), account),
          token.unit().multiply(Ledger.DEFAULT_TOKEN_UNITS));
    }
  }

  /** Sets an account's balance of a token (a faucet, for tests); the native currency sets its ETH. */
  public void setTokenBalance(long chainId, Token token, String account, BigInteger amount) {
    synchronized (ledger) {
      if (token.isNative()) {
        setNativeBalance(chainId, account, amount);
      } else {
        tokenBalances.put(Ledger.key(chainId, token.key(), account), amount);
      }
    }
  }

  /** Whether an account holds at least {@code amount} of a token. */
  public boolean holds(long chainId, Token token, String account, BigInteger amount) {
    synchronized (ledger) {
      return tokenBalance(chainId, token, account).compareTo(amount) >= 0;
    }
  }

  /**
   * Moves tokens between two addresses, as a mined transfer does, and emits the token's {@code Transfer} (native ETH
   * emits nothing). Accounts' balances move; contracts' are not kept. The caller checked that the sender holds the
   * amount.
   */
  public void transfer(long chainId, Token token, String from, String to, BigInteger amount) {
    synchronized (ledger) {
      if (!isContract(chainId, from)) {
        setTokenBalance(chainId, token, from, tokenBalance(chainId, token, from).subtract(amount));
      }
      if (!isContract(chainId, to)) {
        setTokenBalance(chainId, token, to, tokenBalance(chainId, token, to).add(amount));
      }
      if (!token.isNative()) {
        ledger.emit(Events.erc20Transfer(token.address(), from, to, amount));
      }
    }
  }

  /** Credits an account with tokens arriving from elsewhere (a bridge's fill on its destination chain). */
  public void credit(long chainId, Token token, String account, BigInteger amount) {
    synchronized (ledger) {
      if (!isContract(chainId, account)) {
        setTokenBalance(chainId, token, account, tokenBalance(chainId, token, account).add(amount));
      }
    }
  }

  private boolean isContract(long chainId, String address) {
    return ledger.market() != null && ledger.market().isContract(chainId, address);
  }

  /** Every native balance set or moved (for state dumps). */
  public List<Ledger.NativeBalanceEntry> nativeBalances() {
    synchronized (ledger) {
      return Ledger.snapshot(nativeBalances,
          (k, wei) -> new Ledger.NativeBalanceEntry(Long.parseLong(k[0]), k[1], wei));
    }
  }
}
