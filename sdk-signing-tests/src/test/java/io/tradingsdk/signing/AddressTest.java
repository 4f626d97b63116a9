package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class AddressTest {
  @Test
  void acceptsChecksummedLowerAndUpperCase() {
    Address checksummed = Address.of("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
    assertThat(Address.of("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")).isEqualTo(checksummed);
    assertThat(Address.of("0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED")).isEqualTo(checksummed);
    assertThat(checksummed.toChecksumHex()).isEqualTo("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
    assertThat(checksummed.toLowerHex()).isEqualTo("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed");
  }

  @Test
  void eip55ReferenceAddressesRoundTrip() {
    // The examples of the EIP-55 specification.
    for (String address : new String[] {
        "0x52908400098527886E0F7030069857D2E4169EE7", "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
        "0xde709f2102306220921060314715629080e2fb77", "0x27b1fdb04752bbc536007a920d24acb045561c26",
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
        "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"}) {
      assertThat(Address.of(address).toChecksumHex()).isEqualTo(address);
    }
  }

  @Test
  void refusesBadChecksumsAndLengths() {
    assertThatThrownBy(() -> Address.of("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"))
        .hasMessageStartingWith("bad EIP-55 checksum");
    assertThatThrownBy(() -> Address.of("0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea"))
        .hasMessageContaining("got 19 bytes");
    assertThatThrownBy(() -> Address.of("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"))
        .hasMessageStartingWith("expected an address");
    assertThat(Address.isValid("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).isFalse();
    assertThat(Address.isValid(null)).isFalse();
  }
}
