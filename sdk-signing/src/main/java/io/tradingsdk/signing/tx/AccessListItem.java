package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** One entry of an EIP-2930 access list: a contract and the storage slots a transaction will touch. Immutable. */
public final class AccessListItem {
  private final Address address;
  private final List<Bytes32> storageKeys;

  private AccessListItem(Address address, List<Bytes32> storageKeys) {
    this.address = address;
    this.storageKeys = storageKeys;
  }

  /** An entry for {@code address} with {@code storageKeys} (copied; may be empty). */
  public static AccessListItem of(Address address, List<Bytes32> storageKeys) {
    Objects.requireNonNull(address, "address");
    List<Bytes32> keys = new ArrayList<>(storageKeys.size());
    for (Bytes32 key : storageKeys) {
      keys.add(Objects.requireNonNull(key, "storage key"));
    }
    return new AccessListItem(address, Collections.unmodifiableList(keys));
  }

  /** The contract. */
  public Address address() {
    return address;
  }

  /** The storage slots (unmodifiable). */
  public List<Bytes32> storageKeys() {
    return storageKeys;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof AccessListItem
        && address.equals(((AccessListItem) other).address)
        && storageKeys.equals(((AccessListItem) other).storageKeys);
  }

  @Override
  public int hashCode() {
    return 31 * address.hashCode() + storageKeys.hashCode();
  }

  @Override
  public String toString() {
    return "AccessListItem[" + address + ", " + storageKeys.size() + " storage keys]";
  }
}
