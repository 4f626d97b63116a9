package io.tradingsdk.spring.app;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A Spring Boot web application with the actuator and the starter, as a user writes it: nothing else. */
@SpringBootApplication
public class StarterApplication {}
