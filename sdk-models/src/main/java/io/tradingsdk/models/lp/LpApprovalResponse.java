package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.PermitData;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /lp/check_approval}: the approval transactions still needed (none when
 * every approval is in place), and the permits to sign for V4 ({@code v4BatchPermitData}, then
 * sent with {@code /lp/create} or {@code /lp/increase}) or for a V3 position NFT ({@code
 * v3NftPermitData}). A {@code null} permit is read as absent.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableLpApprovalResponse.class)
@JsonDeserialize(as = ImmutableLpApprovalResponse.class)
public abstract class LpApprovalResponse implements Extensible {
  public abstract String requestId();

  /** The approval transactions, in the order to send them; absent or empty when none is needed. */
  public abstract Optional<List<ApprovalTransactionRequest>> transactions();

  /** The batch permit to sign for a V4 position. */
  public abstract Optional<PermitData> v4BatchPermitData();

  /** The permit to sign for a V3 position NFT. */
  public abstract Optional<PermitData> v3NftPermitData();

  /** The approval transactions, empty when the service sent none. */
  @JsonIgnore
  public List<ApprovalTransactionRequest> transactionsOrEmpty() {
    return transactions().orElse(List.of());
  }

  /** Whether the wallet must send a transaction or sign a permit before the LP action. */
  @JsonIgnore
  public boolean approvalNeeded() {
    return !transactionsOrEmpty().isEmpty()
        || v4BatchPermitData().isPresent()
        || v3NftPermitData().isPresent();
  }

  public static ImmutableLpApprovalResponse.Builder builder() {
    return ImmutableLpApprovalResponse.builder();
  }

  public ImmutableLpApprovalResponse.Builder toBuilder() {
    return ImmutableLpApprovalResponse.builder().from(this);
  }
}
