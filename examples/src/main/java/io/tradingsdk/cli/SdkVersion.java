package io.tradingsdk.cli;

import picocli.CommandLine;

/** Reports the SDK version from the jar manifest (or "dev" when run from classes). */
public final class SdkVersion implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    String version = TradingCli.class.getPackage().getImplementationVersion();
    return new String[] {"trading " + (version != null ? version : "dev")};
  }
}
