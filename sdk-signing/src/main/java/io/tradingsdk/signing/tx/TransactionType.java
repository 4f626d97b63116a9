package io.tradingsdk.signing.tx;

/** The EIP-2718 transaction types this SDK signs and decodes. */
public enum TransactionType {
  /** A legacy transaction with EIP-155 replay protection ({@code gasPrice}). */
  LEGACY(0),
  /** EIP-1559, type 2: {@code maxFeePerGas}, {@code maxPriorityFeePerGas} and an access list. */
  EIP1559(2),
  /** EIP-7702, type 4: an EIP-1559 transaction that also carries signed delegations of accounts to code. */
  EIP7702(4);

  private final int id;

  TransactionType(int id) {
    this.id = id;
  }

  /** The type number: 0, 2 or 4 (the first byte of a typed transaction's encoding). */
  public int id() {
    return id;
  }
}
