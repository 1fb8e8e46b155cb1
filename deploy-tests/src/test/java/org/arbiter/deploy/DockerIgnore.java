package org.arbiter.deploy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A {@code .dockerignore} read and matched as Docker (BuildKit) does: moby's {@code patternmatcher}, the code behind
 * {@code docker build}'s context. The rules, as documented ("Dockerfile reference", .dockerignore file) and as that
 * code has them:
 * <ul>
 * <li>a line starting with {@code #} is a comment; every line is trimmed; empty lines are ignored;</li>
 * <li>{@code !} makes a line an exception (it re-includes what it matches);</li>
 * <li>each pattern is cleaned as Go's {@code filepath.Clean} does ({@code a//b/./c/} is {@code a/b/c}) and a leading
 * {@code /} is dropped: patterns are relative to the context's root, and a pattern without {@code **} matches from
 * the root only ({@code target} is not {@code game-service/target});</li>
 * <li>{@code *} is any run of characters but {@code /}, {@code ?} one character but {@code /}, {@code [...]} a class,
 * {@code \} escapes the next character, {@code **} any number of directories, none included ({@code **}{@code /} is
 * {@code **}, and {@code **} at the end matches everything);</li>
 * <li>a path is excluded when the last line that matches it, or matches one of its parent directories, is not an
 * exception ({@code MatchesOrParentMatches}).</li>
 * </ul>
 */
final class DockerIgnore {

    private record Rule(Pattern regex, boolean exception, String text) {
    }

    private final List<Rule> rules;

    private DockerIgnore(List<Rule> rules) {
        this.rules = rules;
    }

    static DockerIgnore parse(String text) {
        List<Rule> rules = new ArrayList<>();
        for (String raw : text.split("\r?\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            boolean exception = line.startsWith("!");
            if (exception) {
                line = line.substring(1).strip();
            }
            String pattern = clean(line);
            if (pattern.length() > 1 && pattern.startsWith("/")) {
                pattern = pattern.substring(1);
            }
            rules.add(new Rule(compile(pattern), exception, raw));
        }
        return new DockerIgnore(rules);
    }

    /** Whether the context holds this file (a path relative to the context, {@code /}-separated). */
    boolean includes(String path) {
        return !excludes(path);
    }

    boolean excludes(String path) {
        String file = clean(path);
        String[] parts = file.split("/");
        boolean matched = false;
        for (Rule rule : rules) {
            // an exception matters only for a path matched so far, a pattern only for one not matched
            if (rule.exception() != matched) {
                continue;
            }
            boolean match = rule.regex().matcher(file).matches();
            for (int i = 1; !match && i < parts.length; i++) {
                match = rule.regex().matcher(String.join("/", List.of(parts).subList(0, i))).matches();
            }
            if (match) {
                matched = !rule.exception();
            }
        }
        return matched;
    }

    /** patternmatcher's {@code compile}: the pattern as a regular expression over the whole path. */
    private static Pattern compile(String pattern) {
        StringBuilder regex = new StringBuilder("^");
        int i = 0;
        while (i < pattern.length()) {
            char ch = pattern.charAt(i++);
            if (ch == '*') {
                if (i < pattern.length() && pattern.charAt(i) == '*') {
                    i++;
                    if (i < pattern.length() && pattern.charAt(i) == '/') {
                        i++;
                    }
                    regex.append(i == pattern.length() ? ".*" : "(.*/)?");
                } else {
                    regex.append("[^/]*");
                }
            } else if (ch == '?') {
                regex.append("[^/]");
            } else if (ch == '\\') {
                if (i < pattern.length()) {
                    regex.append(Pattern.quote(String.valueOf(pattern.charAt(i++))));
                }
            } else if (ch == '[') {
                int end = pattern.indexOf(']', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated class in " + pattern);
                }
                String set = pattern.substring(i, end);
                regex.append('[').append(set.startsWith("^") ? "^" + set.substring(1).replace("[", "\\[")
                        : set.replace("[", "\\[")).append(']');
                i = end + 1;
            } else if (".$+()|{}^".indexOf(ch) >= 0) {
                regex.append('\\').append(ch);
            } else {
                regex.append(ch);
            }
        }
        return Pattern.compile(regex.append('$').toString());
    }

    /** Go's {@code filepath.Clean} on a {@code /}-separated path. */
    static String clean(String path) {
        boolean rooted = path.startsWith("/");
        List<String> out = new ArrayList<>();
        for (String part : path.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                } else if (!rooted) {
                    out.add(part);
                }
                continue;
            }
            out.add(part);
        }
        String joined = String.join("/", out);
        if (rooted) {
            return "/" + joined;
        }
        return joined.isEmpty() ? "." : joined;
    }
}
