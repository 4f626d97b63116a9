/**
 * The HTTP layer the endpoints are written against: the {@link io.tradingsdk.server.internal.http.Endpoint} contract
 * (validate, then execute for an authenticated key), the request in flight, body and query validation with the
 * service's messages, the error envelope, rate limits and {@code x-agent-info}. It knows no endpoint and no chain:
 * it depends only on the public request and key types.
 */
@NullMarked
package io.tradingsdk.server.internal.http;

import org.jspecify.annotations.NullMarked;
