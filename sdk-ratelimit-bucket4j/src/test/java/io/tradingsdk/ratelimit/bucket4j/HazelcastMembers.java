package io.tradingsdk.ratelimit.bucket4j;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.grid.hazelcast.Bucket4jHazelcast;
import io.github.bucket4j.grid.hazelcast.HazelcastProxyManager;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A Hazelcast cluster of a few members on loopback, in this JVM: each member is what one application instance
 * would embed. Members find each other over TCP on 127.0.0.1 only (no multicast), under a cluster name of
 * their own so they never join another cluster on the machine.
 */
final class HazelcastMembers implements AutoCloseable {
  /** The map holding the buckets (one entry per API key fingerprint). */
  static final String BUCKETS = "trading-sdk-rate-limits";

  /** Ports beyond the member count that a member may bind when others are taken. */
  private static final int SPARE_PORTS = 8;

  private final List<HazelcastInstance> members = new ArrayList<>();
  private String clusterName;
  private int basePort;

  private HazelcastMembers() {}

  static HazelcastMembers start(int count) throws IOException {
    HazelcastMembers cluster = new HazelcastMembers();
    String name = "trading-sdk-test-" + UUID.randomUUID();
    int basePort = freePortRange(count + SPARE_PORTS);
    cluster.clusterName = name;
    cluster.basePort = basePort;
    try {
      for (int i = 0; i < count; i++) {
        cluster.members.add(Hazelcast.newHazelcastInstance(config(name, basePort, count)));
      }
    } catch (RuntimeException e) {
      cluster.close();
      throw e;
    }
    return cluster;
  }

  /**
   * The configuration an application instance would use, with Bucket4j's serializers registered: it binds the
   * first free port from {@code basePort} on and looks for the others on the ports after it. The range is wider
   * than the member count, so a port another process takes meanwhile does not stop the cluster from forming.
   */
  static Config config(String clusterName, int basePort, int count) {
    Config config = new Config();
    config.setClusterName(clusterName);
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", "jdk");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    // Members on one machine need no grace period to find each other (the default waits 5 s per member).
    config.setProperty("hazelcast.wait.seconds.before.join", "0");
    config.setProperty("hazelcast.max.wait.seconds.before.join", "0");
    int ports = count + SPARE_PORTS;
    NetworkConfig network = config.getNetworkConfig();
    network.setPort(basePort).setPortAutoIncrement(true).setPortCount(ports);
    network.getInterfaces().setEnabled(true).addInterface("127.0.0.1");
    JoinConfig join = network.getJoin();
    join.getMulticastConfig().setEnabled(false);
    join.getAutoDetectionConfig().setEnabled(false);
    join.getTcpIpConfig().setEnabled(true);
    for (int port = basePort; port < basePort + ports; port++) {
      join.getTcpIpConfig().addMember("127.0.0.1:" + port);
    }
    HazelcastProxyManager.addCustomSerializers(config.getSerializationConfig(), 1000);
    return config;
  }

  /** The configuration of one more member joining this cluster (an application instance starting later). */
  Config joiningConfig() {
    return config(clusterName, basePort, members.size() + 1);
  }

  HazelcastInstance member(int i) {
    return members.get(i);
  }

  int size() {
    return members.size();
  }

  /** The Bucket4j proxy manager of member {@code i}: the engine that instance's limiter talks to. */
  ProxyManager<String> proxyManager(int i) {
    IMap<String, byte[]> map = members.get(i).getMap(BUCKETS);
    return Bucket4jHazelcast.entryProcessorBasedBuilder(map).build();
  }

  @Override
  public void close() {
    for (HazelcastInstance member : members) {
      member.getLifecycleService().terminate();
    }
    members.clear();
  }

  /** A run of {@code count} consecutive free ports on loopback. */
  private static int freePortRange(int count) throws IOException {
    for (int attempt = 0; attempt < 50; attempt++) {
      int base;
      try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
        base = probe.getLocalPort();
      }
      if (base + count < 65535 && allFree(base, count)) {
        return base;
      }
    }
    throw new IOException("no run of " + count + " free loopback ports");
  }

  private static boolean allFree(int base, int count) {
    for (int port = base; port < base + count; port++) {
      try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
        socket.setReuseAddress(true);
      } catch (IOException e) {
        return false;
      }
    }
    return true;
  }
}
