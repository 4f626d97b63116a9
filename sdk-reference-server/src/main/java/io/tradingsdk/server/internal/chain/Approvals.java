package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What wallets let others do on the simulated chains: ERC-20 allowances, Permit2's allowances and nonces, EIP-7702
 * delegations. A part of the {@link Ledger} ({@link Ledger#approvals()}), the reads {@link ChainReads} names; it locks
 * the ledger, so a caller holding the ledger's lock reads and mines atomically.
 */
public final class Approvals {
  private final Ledger ledger;
  private final Map<String, BigInteger> allowances;
  private final Map<String, Ledger.Permit2Allowance> permit2;
  private final Map<String, String> delegations;

  Approvals(Ledger ledger, int capacity) {
    this.ledger = ledger;
    this.allowances = new BoundedMap<>(capacity);
    this.permit2 = new BoundedMap<>(capacity);
    this.delegations = new BoundedMap<>(capacity);
  }

  /** The ERC-20 allowance {@code owner} gave {@code spender} for {@code token} (zero when none was set). */
  public BigInteger allowance(long chainId, String owner, String token, String spender) {
    synchronized (ledger) {
      return allowances.getOrDefault(Ledger.key(chainId, owner, token, spender), BigInteger.ZERO);
    }
  }

  /** Sets an ERC-20 allowance; mined, the token emits {@code Approval} (an NFT's approval for a position manager). */
  public void setAllowance(
      long chainId, String owner, String token, String spender, BigInteger amount) {
    synchronized (ledger) {
      allowances.put(Ledger.key(chainId, owner, token, spender), amount);
      Market market = ledger.market();
      boolean positionManager = market != null && market.chain(chainId).map(chain -> List.of("V2", "V3", "V4").stream()
          .anyMatch(p -> chain.positionManager(p).map(m -> m.equalsIgnoreCase(token)).orElse(false))).orElse(false);
      ledger.emit(positionManager ? Events.erc721Approval(token, owner, spender, amount)
          : Events.erc20Approval(token, owner, spender, amount));
    }
  }

  /** Permit2's allowance of {@code spender} for {@code owner}'s {@code token}: amount, expiration, next nonce. */
  public Ledger.Permit2Allowance permit2Allowance(
      long chainId, String owner, String token, String spender) {
    synchronized (ledger) {
      return permit2.getOrDefault(
          Ledger.key(chainId, owner, token, spender), new Ledger.Permit2Allowance(BigInteger.ZERO, 0, 0));
    }
  }

  /** Sets a Permit2 allowance directly (an on-chain {@code Permit2.approve}); the nonce is kept. */
  public void setPermit2Allowance(
      long chainId, String owner, String token, String spender, BigInteger amount, long expiration) {
    synchronized (ledger) {
      String k = Ledger.key(chainId, owner, token, spender);
      long nonce = permit2.getOrDefault(k, new Ledger.Permit2Allowance(BigInteger.ZERO, 0, 0)).nonce;
      permit2.put(k, new Ledger.Permit2Allowance(amount, expiration, nonce));
      permit2Address(chainId).ifPresent(p -> ledger.emit(Events.permit2Approval(p, owner, token, spender, amount,
          expiration)));
    }
  }

  /** Applies a signed permit: sets the allowance and consumes the nonce. */
  public void usePermit(
      long chainId, String owner, String token, String spender, BigInteger amount, long expiration,
      long nonce) {
    synchronized (ledger) {
      permit2.put(Ledger.key(chainId, owner, token, spender),
          new Ledger.Permit2Allowance(amount, expiration, nonce + 1));
      permit2Address(chainId).ifPresent(p -> ledger.emit(Events.permit2Permit(p, owner, token, spender, amount,
          expiration, nonce)));
    }
  }

  private Optional<String> permit2Address(long chainId) {
    return ledger.market() == null ? Optional.empty() : ledger.market().chain(chainId).map(Chain::permit2);
  }

  /** The contract {@code wallet} delegates to by EIP-7702, empty when none. */
  public Optional<String> delegation(long chainId, String wallet) {
    synchronized (ledger) {
      return Optional.ofNullable(delegations.get(Ledger.key(chainId, wallet)));
    }
  }

  /** Delegates {@code wallet} to {@code address} by EIP-7702; null clears its delegation. */
  public void setDelegation(long chainId, String wallet, String address) {
    synchronized (ledger) {
      if (address == null) {
        delegations.remove(Ledger.key(chainId, wallet));
      } else {
        delegations.put(Ledger.key(chainId, wallet), address);
      }
    }
  }

  /** Every ERC-20 allowance set (for state dumps). */
  public List<Ledger.AllowanceEntry> allowances() {
    synchronized (ledger) {
      return Ledger.snapshot(allowances,
          (k, amount) -> new Ledger.AllowanceEntry(Long.parseLong(k[0]), k[1], k[2], k[3], amount));
    }
  }

  /** Every Permit2 allowance set (for state dumps). */
  public List<Ledger.Permit2Entry> permit2Allowances() {
    synchronized (ledger) {
      return Ledger.snapshot(permit2,
          (k, allowance) -> new Ledger.Permit2Entry(Long.parseLong(k[0]), k[1], k[2], k[3], allowance));
    }
  }

  /** Every delegation set (for state dumps). */
  public List<Ledger.DelegationEntry> delegations() {
    synchronized (ledger) {
      return Ledger.snapshot(delegations,
          (k, delegate) -> new Ledger.DelegationEntry(Long.parseLong(k[0]), k[1], delegate));
    }
  }
}
