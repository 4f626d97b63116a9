package io.tradingsdk.core;

/**
 * The client refused to send a call because it breaks a rule of the API at the header or call level
 * (a bad {@code x-agent-info}, a header the endpoint does not take, a blank plan id, a reserved
 * custom header...). Thrown before anything leaves the machine; the message names the field or header
 * and what was expected. Rules on request bodies are enforced earlier, when the model is built.
 */
public class InvalidRequestException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** @param message names the field or header and what was expected */
  public InvalidRequestException(String message) {
    super(message);
  }
}
