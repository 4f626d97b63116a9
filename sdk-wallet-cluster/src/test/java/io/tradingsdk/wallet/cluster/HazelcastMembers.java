package io.tradingsdk.wallet.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A Hazelcast cluster of a few members on loopback, in this JVM, each what one application instance would embed:
 * TCP on 127.0.0.1 only, a cluster name of its own (as sdk-ratelimit-bucket4j's tests form theirs).
 */
final class HazelcastMembers implements AutoCloseable {
  /** Ports beyond the member count that a member may bind when others are taken. */
  private static final int SPARE_PORTS = 8;

  private final List<HazelcastInstance> members = new ArrayList<>();
  private String clusterName;
  private int basePort;

  private HazelcastMembers() {}

  static HazelcastMembers start(int count) throws IOException {
    HazelcastMembers cluster = new HazelcastMembers();
    cluster.clusterName = "trading-sdk-nonces-test-" + UUID.randomUUID();
    cluster.basePort = freePortRange(count + SPARE_PORTS);
    try {
      for (int i = 0; i < count; i++) {
        cluster.members.add(Hazelcast.newHazelcastInstance(config(cluster.clusterName, cluster.basePort, count)));
      }
    } catch (RuntimeException e) {
      cluster.close();
      throw e;
    }
    return cluster;
  }

  /** What an application instance would configure: a member that binds the first free port of the range. */
  static Config config(String clusterName, int basePort, int count) {
    Config config = new Config();
    config.setClusterName(clusterName);
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", "jdk");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
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
    return config;
  }

  /** The configuration of one more member joining this cluster (an application instance starting later). */
  Config joiningConfig() {
    return config(clusterName, basePort, members.size() + 1);
  }

  HazelcastInstance member(int i) {
    return members.get(i);
  }

  /** Ends member {@code i} as a crash would: no graceful hand-over of its partitions (the backups take over). */
  void kill(int i) {
    members.get(i).getLifecycleService().terminate();
  }

  @Override
  public void close() {
    for (HazelcastInstance member : members) {
      member.getLifecycleService().terminate();
    }
    members.clear();
  }

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
