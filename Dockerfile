# syntax=docker/dockerfile:1
# Every Arbiter image from the sources: one stage for a service, given by build arguments, and the console's on top
# of it (docker compose builds them all: `docker compose up --build`; by hand, see each stage). Nothing needs to be
# built or installed beforehand: the build stage has the JDK the tests run on, Node and npm for the console's
# front end (Quinoa runs `npm ci` and Vite inside the Maven build), and Maven itself through ./mvnw.
# The context is the whole repository (the Maven reactor reads every module's pom.xml); .dockerignore leaves out
# what a build makes or a machine keeps. deploy-tests' DockerBuildTest holds every COPY to that context.

# Node and npm, the versions of the project's machines (PLATFORM.md: Node 20.20); only copied into the build stage
FROM node:20.20.2-bookworm-slim AS node

FROM eclipse-temurin:25.0.3_9-jdk-noble AS build
COPY --from=node /usr/local/bin/node /usr/local/bin/node
COPY --from=node /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
WORKDIR /src
COPY . .
# Maven's repository (and the wrapper's Maven) and npm's cache live in BuildKit cache mounts: a second build
# downloads nothing. Tests are the CI's (./mvnw -B verify), not the image build's.
RUN --mount=type=cache,target=/root/.m2 \
    --mount=type=cache,target=/root/.npm \
    ./mvnw -B -ntp -DskipTests -Dquarkus.quinoa.run-tests=false package \
        -pl game-service,scoring-service,protocol-service,rating-service,console -am

# What every service image shares: the JRE the tests run on (Temurin 25.0.3+9), user 185 (Quarkus's convention).
# The JVM's options (heap, metaspace, code cache, GC) are the service's src/main/jvm/java.options, as ./arbiter-local
# starts it; JAVA_OPTS adds to them (a later -Xmx wins). Quarkus writes only to /tmp (an emptyDir in k8s, where the
# root filesystem is read-only).
FROM eclipse-temurin:25.0.3_9-jre-noble AS runtime
RUN useradd --uid 185 --no-create-home --home-dir /deployments --shell /usr/sbin/nologin quarkus \
 && mkdir -p /deployments/data && chown 185 /deployments/data
WORKDIR /deployments
ENV JAVA_OPTS="" MALLOC_ARENA_MAX=2
USER 185

# A service's image: SERVICE is its module, PORT its http port (compose passes both; by hand:
# `docker build --target service --build-arg SERVICE=game-service --build-arg PORT=8081 .`): the fast-jar of its
# target/quarkus-app and its java.options.
FROM runtime AS service
ARG SERVICE
ARG PORT
COPY --from=build --chown=185 /src/${SERVICE}/target/quarkus-app/lib/ /deployments/lib/
COPY --from=build --chown=185 /src/${SERVICE}/target/quarkus-app/quarkus-run.jar /deployments/
COPY --from=build --chown=185 /src/${SERVICE}/target/quarkus-app/app/ /deployments/app/
COPY --from=build --chown=185 /src/${SERVICE}/target/quarkus-app/quarkus/ /deployments/quarkus/
COPY --from=build --chown=185 /src/${SERVICE}/src/main/jvm/java.options /deployments/java.options
EXPOSE ${PORT}
ENTRYPOINT ["sh", "-c", "exec java @/deployments/java.options $JAVA_OPTS -jar /deployments/quarkus-run.jar"]

# The console: the service stage with SERVICE=console (by hand: `docker build --target console --build-arg
# SERVICE=console --build-arg PORT=8443 .`), https on 8443 for the public origin (docs/venue.md), plain http on 8085
# (the CA page). With ARBITER_HOST set (compose), venue-tls.sh makes the CA and the server's certificate for that host under
# /deployments/data/tls on the first start (JDK keytool only), keeps them after, and starts the console with them
# (the TLS registry's key store, the CA page's folder, the https origin); without it (k8s, where the Ingress
# terminates TLS) nothing is made.
FROM service AS console
COPY --from=build --chown=185 /src/console/src/main/tls/venue-tls.sh /deployments/venue-tls.sh
EXPOSE 8443 8085
ENTRYPOINT ["bash", "-c", "if [ -n \"$ARBITER_HOST\" ]; then exec bash /deployments/venue-tls.sh /deployments/data/tls \"$ARBITER_HOST\" java @/deployments/java.options $JAVA_OPTS -jar /deployments/quarkus-run.jar; fi; exec java @/deployments/java.options $JAVA_OPTS -jar /deployments/quarkus-run.jar"]
