package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code io.tradingsdk.core.internal} is left out of the API baseline, so nothing a user can reach in {@code
 * io.tradingsdk.core} may name one of its types: no public or protected member of a public class (nested ones
 * included), no supertype. A user then never needs, nor sees, the machinery.
 */
class InternalPackageTest {
  private static final String INTERNAL = "io.tradingsdk.core.internal.";

  @Test
  void noPublicSignatureOfTheCorePackageNamesAnInternalType() throws Exception {
    List<Class<?>> classes = coreClasses();
    assertThat(classes).as("classes found").contains(TradingClient.class, HttpTransport.Builder.class);
    List<String> leaks = new ArrayList<>();
    for (Class<?> c : classes) {
      if (isVisible(c)) {
        leaks.addAll(internalSignatures(c, InternalPackageTest::visible));
      }
    }
    assertThat(leaks).as("public signatures naming io.tradingsdk.core.internal").isEmpty();
  }

  @Test
  void theScanFindsTheInternalTypesThatPackagePrivateMembersName() {
    // TradingClient's test hook and fields name SharedResources: the same scan, over every member, must see them.
    assertThat(internalSignatures(TradingClient.class, m -> true))
        .anyMatch(s -> s.contains("sharedForTest") && s.contains(INTERNAL + "SharedResources"));
  }

  /** The supertypes and the members accepted by {@code which} of {@code c} whose signature names an internal type. */
  private static List<String> internalSignatures(Class<?> c, Predicate<Member> which) {
    List<String> found = new ArrayList<>();
    if (names(c.getGenericSuperclass()) || Stream.of(c.getGenericInterfaces()).anyMatch(InternalPackageTest::names)) {
      found.add(c.getName() + ": a supertype");
    }
    List<Member> members = new ArrayList<>();
    members.addAll(List.of(c.getDeclaredMethods()));
    members.addAll(List.of(c.getDeclaredConstructors()));
    members.addAll(List.of(c.getDeclaredFields()));
    for (Member m : members) {
      String signature = m instanceof Method ? ((Method) m).toGenericString()
          : m instanceof Constructor ? ((Constructor<?>) m).toGenericString() : ((Field) m).toGenericString();
      if (which.test(m) && !m.isSynthetic() && signature.contains(INTERNAL)) {
        found.add(signature);
      }
    }
    return found;
  }

  private static boolean names(java.lang.reflect.Type t) {
    return t != null && t.getTypeName().contains(INTERNAL);
  }

  private static boolean isVisible(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
      if (!Modifier.isPublic(k.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  private static boolean visible(Member m) {
    return Modifier.isPublic(m.getModifiers()) || Modifier.isProtected(m.getModifiers());
  }

  /** Every class compiled into {@code io/tradingsdk/core} (not its sub-packages), nested ones included. */
  private static List<Class<?>> coreClasses() throws IOException, URISyntaxException, ClassNotFoundException {
    Path root = Path.of(TradingClient.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path dir = root.resolve("io/tradingsdk/core");
    List<Class<?>> classes = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : (Iterable<Path>) files::iterator) {
        String name = f.getFileName().toString();
        if (name.endsWith(".class") && !name.equals("package-info.class")) {
          classes.add(Class.forName("io.tradingsdk.core." + name.substring(0, name.length() - 6), false,
              InternalPackageTest.class.getClassLoader()));
        }
      }
    }
    return classes;
  }
}
