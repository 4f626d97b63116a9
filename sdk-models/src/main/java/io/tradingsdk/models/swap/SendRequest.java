package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.TokenAmountFields;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/**
 * Body of {@code POST /send}: calldata for a plain token transfer. Checked when built: addresses
 * are 40 hex digits with an optional 0x; {@code amount} is digits only and > 0; {@code chainId} is
 * among those the spec lists ({@link RequestRules#SEND_CHAINS}); {@code urgency} is {@code
 * normal}, {@code fast} or {@code urgent}.
 */
@Value.Immutable
@JsonPropertyOrder({"sender", "recipient", "token", "amount", "chainId", "urgency"})
@JsonSerialize(as = ImmutableSendRequest.class)
@JsonDeserialize(as = ImmutableSendRequest.class)
public abstract class SendRequest implements TokenAmountFields, Extensible {
  // token, amount, chainId and urgency come from TokenAmountFields.
  public abstract String sender();

  public abstract String recipient();

  public static ImmutableSendRequest.Builder builder() {
    return ImmutableSendRequest.builder();
  }

  public ImmutableSendRequest.Builder toBuilder() {
    return ImmutableSendRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.addressOptionalPrefix("sender", sender());
    RequestRules.addressOptionalPrefix("recipient", recipient());
    RequestRules.addressOptionalPrefix("token", token());
    RequestRules.positive("amount", amount());
    RequestRules.chainIn("chainId", chainId(), RequestRules.SEND_CHAINS);
    urgency()
        .ifPresent(u -> RequestRules.urgency("urgency", u, RequestRules.UrgencyForm.LOWERCASE_STRING));
  }
}
