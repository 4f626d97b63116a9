package io.tradingsdk.server.internal.chain.rpc;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Bloom;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.GasModel;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.ReceiptLog;
import io.tradingsdk.server.internal.chain.MinedTransaction;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.tx.AccessListItem;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.Eip7702Transaction;
import io.tradingsdk.signing.tx.LegacyTransaction;
import io.tradingsdk.signing.tx.SignedAuthorization;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.UnsignedTransaction;
import java.math.BigInteger;
import java.util.List;

/**
 * Blocks, transactions, receipts and logs in the JSON geth answers with (the shapes web3j, ethers and viem parse):
 * quantities in hex, addresses and hashes in lower case.
 *
 * <p>The simulated chains keep no state trie and no header chain: a block's roots are the empty trie's root when it
 * holds nothing and the zero hash otherwise, its hash is {@link Chain#blockHash}, and an impersonated transaction
 * ({@code /_sim/transactions}) shows a zero signature and price, as test nodes show impersonated ones.
 */
final class RpcJson {
  /** keccak256(rlp([])): the root of an empty trie. */
  private static final String EMPTY_ROOT = "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421";
  /** keccak256(rlp([])) of an empty uncle list. */
  private static final String EMPTY_UNCLES = "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347";
  private static final String ZERO_HASH = Hex.encode(new byte[32]);

  private RpcJson() {}

  static ObjectNode object() {
    return JsonNodeFactory.instance.objectNode();
  }

  /** A block, with its transactions' hashes or ({@code full}) the transactions themselves. */
  static ObjectNode block(Chain chain, Ledger ledger, long number, boolean full) {
    List<String> hashes = ledger.blockTransactions(chain.id(), number);
    ObjectNode block = object();
    block.put("number", Quantities.of(number));
    block.put("hash", chain.blockHash(number));
    block.put("parentHash", number == 0 ? ZERO_HASH : chain.blockHash(number - 1));
    block.put("nonce", "0x0000000000000000");
    block.put("sha3Uncles", EMPTY_UNCLES);
    String bloom = Bloom.empty();
    long gasUsed = 0;
    ArrayNode transactions = block.arrayNode();
    for (String hash : hashes) {
      MinedTransaction mined = ledger.mined(hash).orElse(null);
      if (mined == null) {
        continue; // forgotten (the ledger's maps are bounded)
      }
      bloom = Bloom.or(bloom, Bloom.of(logs(ledger, mined)));
      gasUsed += mined.gasUsed();
      if (full) {
        transactions.add(transaction(chain, mined));
      } else {
        transactions.add(mined.hash());
      }
    }
    String root = hashes.isEmpty() ? EMPTY_ROOT : ZERO_HASH;
    block.put("logsBloom", bloom);
    block.put("transactionsRoot", root);
    block.put("stateRoot", ZERO_HASH);
    block.put("receiptsRoot", root);
    block.put("miner", EthMethods.ZERO_ADDRESS);
    block.put("difficulty", "0x0");
    block.put("extraData", "0x");
    block.put("gasLimit", Quantities.of(GasModel.BLOCK_GAS_LIMIT));
    block.put("gasUsed", Quantities.of(gasUsed));
    block.put("timestamp", Quantities.of(chain.blockTimestamp(number)));
    block.set("transactions", transactions);
    block.putArray("uncles");
    block.put("baseFeePerGas", Quantities.of(chain.baseFeeWei()));
    block.put("mixHash", ZERO_HASH);
    block.putArray("withdrawals");
    block.put("withdrawalsRoot", EMPTY_ROOT);
    return block;
  }

  /** A mined transaction as {@code eth_getTransactionByHash} answers it. */
  static ObjectNode transaction(Chain chain, MinedTransaction mined) {
    ObjectNode tx = object();
    tx.put("blockHash", chain.blockHash(mined.blockNumber()));
    tx.put("blockNumber", Quantities.of(mined.blockNumber()));
    tx.put("transactionIndex", Quantities.of(mined.transactionIndex()));
    tx.put("hash", mined.hash());
    tx.put("from", mined.from());
    tx.put("to", mined.submission().to().toLowerCase(java.util.Locale.ROOT));
    tx.put("nonce", Quantities.of(mined.nonce()));
    tx.put("value", Quantities.of(mined.submission().value()));
    tx.put("input", mined.submission().data().toLowerCase(java.util.Locale.ROOT));
    tx.put("gas", Quantities.of(mined.gasLimit()));
    tx.put("gasPrice", Quantities.of(mined.effectiveGasPrice()));
    tx.put("chainId", Quantities.of(mined.chainId()));
    SignedTransaction signed = mined.signed().orElse(null);
    if (signed == null) {
      impersonated(tx);
      return tx;
    }
    UnsignedTransaction unsigned = signed.transaction();
    tx.put("type", Quantities.of(signed.type().id()));
    if (unsigned instanceof Eip1559Transaction) {
      Eip1559Transaction typed = (Eip1559Transaction) unsigned;
      fees(tx, typed.maxFeePerGas(), typed.maxPriorityFeePerGas(), typed.accessList());
    } else if (unsigned instanceof Eip7702Transaction) {
      Eip7702Transaction typed = (Eip7702Transaction) unsigned;
      fees(tx, typed.maxFeePerGas(), typed.maxPriorityFeePerGas(), typed.accessList());
      ArrayNode list = tx.putArray("authorizationList");
      for (SignedAuthorization authorization : typed.authorizationList()) {
        ObjectNode node = list.addObject();
        node.put("chainId", Quantities.of(authorization.authorization().chainId()));
        node.put("address", authorization.authorization().address().toLowerHex());
        node.put("nonce", Quantities.of(authorization.authorization().nonce()));
        node.put("yParity", Quantities.of(authorization.yParity()));
        node.put("r", Quantities.of(authorization.r()));
        node.put("s", Quantities.of(authorization.s()));
      }
    } else if (unsigned instanceof LegacyTransaction) {
      tx.put("gasPrice", Quantities.of(((LegacyTransaction) unsigned).gasPrice()));
    }
    tx.put("v", Quantities.of(signed.v()));
    tx.put("r", Quantities.of(signed.signature().r()));
    tx.put("s", Quantities.of(signed.signature().s()));
    if (signed.type().id() != 0) {
      tx.put("yParity", Quantities.of(signed.signature().yParity()));
    }
    return tx;
  }

  private static void fees(ObjectNode tx, BigInteger maxFee, BigInteger tip, List<AccessListItem> accessList) {
    tx.put("maxFeePerGas", Quantities.of(maxFee));
    tx.put("maxPriorityFeePerGas", Quantities.of(tip));
    ArrayNode list = tx.putArray("accessList");
    for (AccessListItem item : accessList) {
      ObjectNode node = list.addObject();
      node.put("address", item.address().toLowerHex());
      ArrayNode keys = node.putArray("storageKeys");
      item.storageKeys().forEach(key -> keys.add(key.toHex()));
    }
  }

  /** An impersonated transaction: EIP-1559 fields at zero and a zero signature. */
  private static void impersonated(ObjectNode tx) {
    tx.put("type", "0x2");
    tx.put("maxFeePerGas", "0x0");
    tx.put("maxPriorityFeePerGas", "0x0");
    tx.putArray("accessList");
    tx.put("v", "0x0");
    tx.put("r", "0x0");
    tx.put("s", "0x0");
    tx.put("yParity", "0x0");
  }

  /** A mined transaction's receipt as {@code eth_getTransactionReceipt} answers it. */
  static ObjectNode receipt(Chain chain, Ledger ledger, MinedTransaction mined) {
    boolean success = !ledger.isReverted(mined.hash());
    List<ReceiptLog> logs = logs(ledger, mined);
    ObjectNode receipt = object();
    receipt.put("transactionHash", mined.hash());
    receipt.put("transactionIndex", Quantities.of(mined.transactionIndex()));
    receipt.put("blockHash", chain.blockHash(mined.blockNumber()));
    receipt.put("blockNumber", Quantities.of(mined.blockNumber()));
    receipt.put("from", mined.from());
    receipt.put("to", mined.submission().to().toLowerCase(java.util.Locale.ROOT));
    receipt.putNull("contractAddress");
    receipt.put("cumulativeGasUsed", Quantities.of(mined.cumulativeGasUsed()));
    receipt.put("gasUsed", Quantities.of(mined.gasUsed()));
    receipt.put("effectiveGasPrice", Quantities.of(mined.effectiveGasPrice()));
    ArrayNode list = receipt.putArray("logs");
    for (int i = 0; i < logs.size(); i++) {
      list.add(log(chain, mined, logs.get(i), mined.firstLogIndex() + i));
    }
    receipt.put("logsBloom", Bloom.of(logs));
    receipt.put("status", success ? "0x1" : "0x0");
    receipt.put("type", mined.signed().map(s -> Quantities.of(s.type().id())).orElse("0x2"));
    return receipt;
  }

  /** The logs a transaction shows now: none once it is reverted (even if marked so after it was mined). */
  static List<ReceiptLog> logs(Ledger ledger, MinedTransaction mined) {
    return ledger.isReverted(mined.hash()) ? List.of() : mined.logs();
  }

  private static ObjectNode log(Chain chain, MinedTransaction mined, ReceiptLog log, int index) {
    ObjectNode node = object();
    node.put("address", log.address());
    ArrayNode topics = node.putArray("topics");
    log.topics().forEach(topics::add);
    node.put("data", log.data());
    node.put("blockNumber", Quantities.of(mined.blockNumber()));
    node.put("blockHash", chain.blockHash(mined.blockNumber()));
    node.put("transactionHash", mined.hash());
    node.put("transactionIndex", Quantities.of(mined.transactionIndex()));
    node.put("logIndex", Quantities.of(index));
    node.put("removed", false);
    return node;
  }
}
