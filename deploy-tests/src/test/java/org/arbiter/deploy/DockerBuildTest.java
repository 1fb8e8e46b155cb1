package org.arbiter.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The images build from a fresh clone (no Docker engine runs here, so the build is checked, not run): every
 * {@code COPY} of the Dockerfile takes files that a fresh clone has ({@code git ls-files}) and that Docker's ignore
 * rules ({@link DockerIgnore}) leave in the context, or files an earlier stage made; the Maven build of the build
 * stage makes each service's {@code target/quarkus-app}; compose builds each service's stage from that context.
 */
class DockerBuildTest {


    private static final Pattern MAVEN_MODULES = Pattern.compile("-pl ([\\w,-]+) -am");

    private final List<Instruction> dockerfile = instructions(Repo.read("Dockerfile"));
    private final DockerIgnore ignore = DockerIgnore.parse(Repo.read(".dockerignore"));
    private final List<String> clone = gitLsFiles();
    private final List<String> context = clone.stream().filter(ignore::includes).toList();

    record Instruction(String stage, String keyword, String arguments) {
    }

    @Test
    void dockerIgnoreMatchesAsDockerDoes() {
        // the old per-module file: everything out, target/quarkus-app's entries back in, so java.options was out
        DockerIgnore old = DockerIgnore.parse("*\n!target/quarkus-app/*\n");
        assertThat(old.excludes("src/main/jvm/java.options")).isTrue();
        assertThat(old.includes("target/quarkus-app/quarkus-run.jar")).isTrue();
        assertThat(old.includes("target/quarkus-app/lib/main/x.jar")).isTrue();
        assertThat(old.excludes("target/classes/a.class")).isTrue();
        // a pattern without ** holds from the root only; **, comments, exceptions, the last match decides
        DockerIgnore rules = DockerIgnore.parse("""
                # a comment
                target
                **/node_modules
                notes/*.txt
                !notes/keep.txt
                /data/
                a?c
                [xy].txt
                """);
        assertThat(rules.excludes("target/x.jar")).isTrue();
        assertThat(rules.excludes("game-service/target/x.jar")).isFalse();
        assertThat(rules.excludes("node_modules/a/b.js")).isTrue();
        assertThat(rules.excludes("console/src/main/webui/node_modules/a/b.js")).isTrue();
        assertThat(rules.excludes("notes/deploy.txt")).isTrue();
        assertThat(rules.excludes("notes/keep.txt")).isFalse();
        assertThat(rules.excludes("notes/rules/RULES.txt")).isFalse();
        assertThat(rules.excludes("data/x")).isTrue();
        assertThat(rules.excludes("abc")).isTrue();
        assertThat(rules.excludes("ab/c")).isFalse();
        assertThat(rules.excludes("x.txt")).isTrue();
        assertThat(rules.excludes("z.txt")).isFalse();
        assertThat(rules.excludes("# a comment")).isFalse();
        assertThat(DockerIgnore.parse("**").excludes("a/b/c")).isTrue();
        assertThat(DockerIgnore.parse("a/**/b").excludes("a/b")).isTrue();
        assertThat(DockerIgnore.parse("a/**/b").excludes("a/x/y/b/z")).isTrue();
        assertThat(DockerIgnore.clean("./a//b/../c/")).isEqualTo("a/c");
    }

    @Test
    void theContextIsTheCloneWithoutWhatABuildMakesOrAMachineKeeps() {
        // what ./mvnw needs to build the reactor: every module's pom, the wrapper, the console's lock file
        List<String> poms = clone.stream().filter(f -> f.equals("pom.xml") || f.endsWith("/pom.xml")).toList();
        assertThat(poms).hasSizeGreaterThan(10);
        assertThat(context).containsAll(poms).contains("mvnw", ".mvn/wrapper/maven-wrapper.properties",
                "console/src/main/webui/package-lock.json", "console/src/main/webui/package.json");
        for (String module : Repo.SERVICES) {
            assertThat(context).as(module).contains(module + "/" + JvmOptions.FILE);
        }
        assertThat(ignore.excludes(".env")).isTrue();
        assertThat(ignore.excludes(".git/config")).isTrue();
        assertThat(ignore.excludes("game-service/target/quarkus-app/quarkus-run.jar")).isTrue();
        assertThat(ignore.excludes("console/src/main/webui/node_modules/vite/package.json")).isTrue();
        assertThat(ignore.excludes("console/src/main/webui/dist/index.html")).isTrue();
        assertThat(ignore.excludes("data/postgres/PG_VERSION")).isTrue();
        // the clone has nothing the context leaves out: no build output or secret is committed
        assertThat(context).containsExactlyElementsOf(clone);
    }

    /** What compose builds for a service: a stage of the Dockerfile and the build arguments it passes. */
    record Build(String service, String target, Map<String, String> args) {
    }

    @Test
    void everyCopyTakesWhatTheContextHoldsOrAnEarlierStageMade() {
        Map<String, String> stageImage = stages();
        String buildStage = "build";
        assertThat(stageImage).containsKeys("node", buildStage, "runtime");
        List<String> built = mavenModules();
        assertThat(built).containsExactlyElementsOf(Repo.SERVICES);
        String workdir = dockerfile.stream().filter(i -> i.stage().equals(buildStage) && i.keyword().equals("WORKDIR"))
                .map(Instruction::arguments).findFirst().orElseThrow();
        assertThat(dockerfile).contains(new Instruction(buildStage, "COPY", ". ."));
        // each COPY as every build compose makes runs it, its build arguments substituted
        Set<Instruction> checked = new LinkedHashSet<>();
        for (Build build : composeBuilds()) {
            for (Instruction copy : instructionsOf(build)) {
                if (!copy.keyword().equals("COPY") && !copy.keyword().equals("ADD") || !checked.add(copy)) {
                    continue;
                }
                assertThat(copy.keyword()).as("ADD fetches and unpacks; COPY is what is meant").isEqualTo("COPY");
                List<String> words = new ArrayList<>(Arrays.asList(copy.arguments().split("\\s+")));
                String from = null;
                while (words.get(0).startsWith("--")) {
                    String flag = words.remove(0);
                    if (flag.startsWith("--from=")) {
                        from = flag.substring("--from=".length());
                    }
                }
                List<String> sources = words.subList(0, words.size() - 1);
                assertThat(sources).as(copy.toString()).hasSize(1);
                String source = sources.get(0);
                if (from == null) {
                    assertThat(matching(context, source)).as(copy + ": " + source + " in the context").isNotEmpty();
                } else if (from.equals(buildStage)) {
                    assertThat(source).as(copy.toString()).startsWith(workdir + "/");
                    String relative = source.substring(workdir.length() + 1);
                    boolean fromContext = !matching(context, relative).isEmpty();
                    boolean madeByMaven = built.stream().anyMatch(m -> relative.startsWith(m + "/target/quarkus-app/"));
                    assertThat(fromContext || madeByMaven)
                            .as(copy + ": " + relative + " is in the context or made by the Maven build").isTrue();
                } else {
                    String image = from;
                    // an image's own files (Node's); no COPY of the context reaches that stage
                    assertThat(stageImage).as(copy.toString()).containsKey(image);
                    assertThat(dockerfile.stream().filter(i -> i.stage().equals(image)).map(Instruction::keyword))
                            .containsExactly("FROM");
                    assertThat(source).startsWith("/usr/local/");
                }
            }
        }
        // Node's two, the sources, five of each service's and the console's script
        assertThat(checked).hasSize(2 + 1 + 5 * 5 + 1);
    }

    @Test
    void eachServiceHasAStageWithItsPortTheQuarkusAppAndItsJvmOptions() {
        Map<String, String> stages = stages();
        // one stage for every service, the console's on top of it: no copy of the same lines per service
        assertThat(stages).containsExactly(Map.entry("node", "node:20.20.2-bookworm-slim"),
                Map.entry("build", "eclipse-temurin:25.0.3_9-jdk-noble"),
                Map.entry("runtime", "eclipse-temurin:25.0.3_9-jre-noble"), Map.entry("service", "runtime"),
                Map.entry("console", "service"));
        for (Build build : composeBuilds()) {
            String module = build.service();
            List<String> lines = instructionsOf(build).stream()
                    .filter(i -> !i.stage().equals("build") && !i.stage().equals("node"))
                    .map(i -> i.keyword() + " " + i.arguments()).toList();
            int port = ServiceConfig.of(module).httpPort();
            assertThat(lines).as(module).anyMatch(l -> l.startsWith("EXPOSE ") && Arrays.asList(l.split(" ")).contains(
                    module.equals("console") ? "8443" : String.valueOf(port)));
            for (String part : List.of("lib/", "quarkus-run.jar", "app/", "quarkus/")) {
                assertThat(lines).as(module).contains("COPY --from=build --chown=185 /src/" + module
                        + "/target/quarkus-app/" + part + " /deployments/" + (part.endsWith("/") ? part : ""));
            }
            assertThat(lines).as(module)
                    .contains("COPY --from=build --chown=185 /src/" + module + "/" + JvmOptions.FILE + " /deployments/java.options")
                    .anyMatch(l -> l.startsWith("ENTRYPOINT ")
                            && l.contains("exec java @/deployments/java.options $JAVA_OPTS -jar /deployments/quarkus-run.jar"));
            assertThat(lines).as(module + ": only the console has the venue's TLS script")
                    .filteredOn(l -> l.contains("venue-tls.sh")).hasSize(module.equals("console") ? 2 : 0);
        }
        assertThat(dockerfile.stream().filter(i -> i.stage().equals("runtime")).map(i -> i.keyword() + " " + i.arguments()))
                .contains("USER 185");
        // every FROM is pinned to a version
        dockerfile.stream().filter(i -> i.keyword().equals("FROM")).map(i -> i.arguments().split("\\s+")[0])
                .filter(image -> !stages.containsKey(image))
                .forEach(image -> assertThat(ImageReference.parse(image).pinned()).as(image).isTrue());
        // Maven's and npm's downloads are kept between builds
        String run = dockerfile.stream().filter(i -> i.stage().equals("build") && i.arguments().contains("./mvnw"))
                .map(Instruction::arguments).findFirst().orElseThrow();
        assertThat(run).contains("--mount=type=cache,target=/root/.m2", "--mount=type=cache,target=/root/.npm",
                "-DskipTests", " package ");
    }

    @Test
    void composeBuildsEachServicesStageFromTheRepository() {
        Map<String, Object> services = cast(((Map<?, ?>) new Yaml().load(Repo.read("docker-compose.yml"))).get("services"));
        String version = Repo.pomValue("version");
        List<Build> builds = composeBuilds();
        assertThat(builds).extracting(Build::service).containsExactlyElementsOf(Repo.SERVICES);
        for (Build build : builds) {
            String module = build.service();
            assertThat(build.target()).isEqualTo(module.equals("console") ? "console" : "service");
            assertThat(build.args()).containsExactly(Map.entry("SERVICE", module), Map.entry("PORT",
                    String.valueOf(module.equals("console") ? 8443 : ServiceConfig.of(module).httpPort())));
            Map<String, Object> service = cast(services.get(module));
            assertThat(cast(service.get("build"))).containsOnlyKeys("context", "target", "args")
                    .containsEntry("context", ".");
            assertThat(service).containsEntry("pull_policy", "build").containsEntry("image", "arbiter/" + module + ":" + version);
        }
        services.forEach((name, service) -> {
            if (!Repo.SERVICES.contains(name)) {
                assertThat(cast(service)).as(name + " is pulled, not built").doesNotContainKeys("build", "pull_policy");
            }
        });
    }

    /** Each service's build in docker-compose.yml, in the order of {@link Repo#SERVICES}. */
    private static List<Build> composeBuilds() {
        Map<String, Object> services = cast(((Map<?, ?>) new Yaml().load(Repo.read("docker-compose.yml"))).get("services"));
        List<Build> builds = new ArrayList<>();
        for (String module : Repo.SERVICES) {
            Map<String, Object> build = cast(cast(services.get(module)).get("build"));
            Map<String, String> args = new LinkedHashMap<>();
            cast(build.get("args")).forEach((name, value) -> args.put(name, String.valueOf(value)));
            builds.add(new Build(module, (String) build.get("target"), args));
        }
        return builds;
    }

    /**
     * The instructions one build runs: its target stage, the stages that one starts from and those they copy from,
     * each stage's declared build arguments ({@code ARG}) substituted as Docker does in COPY and EXPOSE; an
     * argument the build does not pass fails.
     */
    private List<Instruction> instructionsOf(Build build) {
        Set<String> stages = new LinkedHashSet<>();
        reach(build.target(), stages);
        List<Instruction> out = new ArrayList<>();
        Set<String> declared = new LinkedHashSet<>();
        String stage = "";
        for (Instruction i : dockerfile) {
            if (!i.stage().equals(stage)) {
                stage = i.stage();
                declared.clear();
            }
            if (!stages.contains(i.stage())) {
                continue;
            }
            if (i.keyword().equals("ARG")) {
                declared.add(i.arguments());
            }
            String arguments = i.arguments();
            if (i.keyword().equals("COPY") || i.keyword().equals("EXPOSE")) {
                for (String name : declared) {
                    assertThat(build.args()).as(build + " passes " + name).containsKey(name);
                    arguments = arguments.replace("${" + name + "}", build.args().get(name));
                }
                assertThat(arguments).as(build + ": " + i).doesNotContain("$");
            }
            out.add(new Instruction(i.stage(), i.keyword(), arguments));
        }
        return out;
    }

    private void reach(String stage, Set<String> stages) {
        Map<String, String> all = stages();
        if (!all.containsKey(stage) || !stages.add(stage)) {
            return;
        }
        reach(all.get(stage), stages);
        dockerfile.stream().filter(i -> i.stage().equals(stage) && i.keyword().equals("COPY"))
                .flatMap(i -> Arrays.stream(i.arguments().split("\\s+")))
                .filter(w -> w.startsWith("--from=")).forEach(w -> reach(w.substring("--from=".length()), stages));
    }

    /** Stage name → the image or stage it starts from. */
    private Map<String, String> stages() {
        Map<String, String> stages = new LinkedHashMap<>();
        dockerfile.stream().filter(i -> i.keyword().equals("FROM")).forEach(i -> {
            String[] words = i.arguments().split("\\s+");
            assertThat(words).as(i.toString()).hasSize(3);
            assertThat(words[1]).isEqualToIgnoringCase("AS");
            stages.put(words[2], words[0]);
        });
        return stages;
    }

    private List<String> mavenModules() {
        Matcher m = MAVEN_MODULES.matcher(dockerfile.stream().filter(i -> i.arguments().contains("./mvnw"))
                .map(Instruction::arguments).collect(Collectors.joining(" ")));
        assertThat(m.find()).isTrue();
        return List.of(m.group(1).split(","));
    }

    /** The files a COPY source takes: the file, everything under the directory, or what the pattern matches. */
    private static List<String> matching(List<String> files, String source) {
        String clean = DockerIgnore.clean(source);
        if (clean.equals(".")) {
            return files;
        }
        PathMatcher glob = FileSystems.getDefault().getPathMatcher("glob:" + clean);
        return files.stream().filter(f -> f.equals(clean) || f.startsWith(clean + "/") || glob.matches(Path.of(f)))
                .toList();
    }

    /** The Dockerfile's instructions, continuation lines joined, comments and the parser directive left out. */
    static List<Instruction> instructions(String text) {
        List<Instruction> out = new ArrayList<>();
        String stage = "";
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\n")) {
            if (line.strip().startsWith("#") && current.isEmpty() || line.isBlank() && current.isEmpty()) {
                continue;
            }
            if (line.endsWith("\\")) {
                current.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            current.append(line);
            String joined = current.toString().strip().replaceAll("\\s+", " ");
            current.setLength(0);
            int space = joined.indexOf(' ');
            String keyword = joined.substring(0, space).toUpperCase();
            String arguments = joined.substring(space + 1);
            if (keyword.equals("FROM")) {
                String[] words = arguments.split("\\s+");
                stage = words[words.length - 1];
            }
            out.add(new Instruction(stage, keyword, arguments));
        }
        return out;
    }

    private static List<String> gitLsFiles() {
        try {
            Process git = new ProcessBuilder("git", "ls-files", "-z").directory(Repo.ROOT.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(git.waitFor()).isZero();
            return Arrays.stream(out.split("\0")).filter(s -> !s.isEmpty()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> cast(Object value) {
        assertThat(value).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }
}
