package io.tradingsdk.ratelimit.bucket4j;

import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.proxy.AsyncProxyManager;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.distributed.proxy.RemoteBucketBuilder;
import java.util.Optional;

/** A proxy manager for tests that build factories without touching an engine: any use fails loudly. */
final class UnusedProxyManager implements ProxyManager<String> {
  @Override
  public RemoteBucketBuilder<String> builder() {
    throw new UnsupportedOperationException("no engine in this test");
  }

  @Override
  public Optional<BucketConfiguration> getProxyConfiguration(String key) {
    throw new UnsupportedOperationException("no engine in this test");
  }

  @Override
  public void removeProxy(String key) {
    throw new UnsupportedOperationException("no engine in this test");
  }

  @Override
  public boolean isAsyncModeSupported() {
    return false;
  }

  @Override
  public AsyncProxyManager<String> asAsync() {
    throw new UnsupportedOperationException("no engine in this test");
  }
}
