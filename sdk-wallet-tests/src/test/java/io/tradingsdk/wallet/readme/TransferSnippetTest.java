package io.tradingsdk.wallet.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionSender;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** docs/sending.md's plain transfer, sent to the reference server's chain 1. */
class TransferSnippetTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { });

  @Test
  void theTransferIsMinedWith21000GasAndMovesTheValue() {
    LocalSigner signer = LocalSigner.of(PrivateKey.random());   // every account of the simulated chain holds ETH
    String recipient = LocalSigner.of(PrivateKey.random()).address().toChecksumHex();
    BigInteger before = SERVER.server().chain().nativeBalance(1, recipient);
    try (EthRpcClient rpc = EthRpcClient.builder(SERVER.rpcUrl(1).toString()).build()) {
      TransactionReceipt receipt = WalletSnippets.transfer(TransactionSender.builder(rpc, signer).build(), signer,
          recipient);
      assertThat(receipt.status()).isEqualTo(1);
      assertThat(receipt.gasUsed()).isEqualTo(BigInteger.valueOf(21_000));
    }
    assertThat(SERVER.server().chain().nativeBalance(1, recipient).subtract(before))
        .isEqualTo(new BigInteger("1000000000000000"));
  }
}
