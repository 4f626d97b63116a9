package io.tradingsdk.server.internal.chain;

/**
 * What a transaction costs in gas on the simulated chains. The part every node checks before it accepts a
 * transaction is exact: the intrinsic gas (a transaction, its calldata bytes, its access list and its EIP-7702
 * authorizations) and the EIP-7623 calldata floor. What execution costs is not computed (there is no EVM): a
 * transaction the API built uses the gas the API quoted for it, a token approval or transfer what such a call uses on
 * mainnet, and anything else its intrinsic gas.
 */
public final class GasModel {
  /** Every transaction. */
  public static final long TRANSACTION = 21_000;
  /** Per zero byte of calldata. */
  public static final long ZERO_BYTE = 4;
  /** Per non-zero byte of calldata. */
  public static final long NON_ZERO_BYTE = 16;
  /** Per address of an access list (EIP-2930). */
  public static final long ACCESS_LIST_ADDRESS = 2_400;
  /** Per storage key of an access list (EIP-2930). */
  public static final long ACCESS_LIST_KEY = 1_900;
  /** Per EIP-7702 authorization (PER_EMPTY_ACCOUNT_COST). */
  public static final long AUTHORIZATION = 25_000;
  /** EIP-7623: the floor's price of a calldata token (a zero byte is one token, a non-zero byte four). */
  public static final long FLOOR_PER_TOKEN = 10;
  /**
   * An ERC-20 {@code approve}, {@code Permit2.approve} or WETH deposit: one storage slot written, as a first approval
   * uses on mainnet.
   */
  public static final long SLOT_WRITE_CALL = 46_000;
  /** An ERC-20 {@code transfer} or WETH withdrawal: two balances written. */
  public static final long TRANSFER_CALL = 51_000;
  /** The gas limit of every simulated block (Ethereum's target of 2024). */
  public static final long BLOCK_GAS_LIMIT = 30_000_000;

  private GasModel() {}

  /**
   * The gas a transaction pays before it runs.
   *
   * @param data the calldata
   * @param accessListAddresses the addresses of its access list
   * @param accessListKeys the storage keys of its access list, all addresses together
   * @param authorizations its EIP-7702 authorizations
   */
  public static long intrinsic(byte[] data, int accessListAddresses, int accessListKeys, int authorizations) {
    long gas = TRANSACTION;
    for (byte b : data) {
      gas += b == 0 ? ZERO_BYTE : NON_ZERO_BYTE;
    }
    return gas + accessListAddresses * ACCESS_LIST_ADDRESS + accessListKeys * ACCESS_LIST_KEY
        + authorizations * AUTHORIZATION;
  }

  /** The least gas any transaction with this calldata uses (EIP-7623): 21,000 + 10 per calldata token. */
  public static long floor(byte[] data) {
    long tokens = 0;
    for (byte b : data) {
      tokens += b == 0 ? 1 : 4;
    }
    return TRANSACTION + tokens * FLOOR_PER_TOKEN;
  }
}
