package org.arbiter.deploy;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A container image reference, {@code [registry/]name[:tag][@sha256:digest]}. Pinned means a digest, or a tag
 * that is an exact release (at least major.minor, e.g. {@code 4.1.2}, {@code 17.6-bookworm},
 * {@code 25.0.3_9-jre-noble}): never {@code latest}, never a bare major version that moves.
 */
record ImageReference(String name, String tag, String digest) {

    private static final Pattern REFERENCE = Pattern.compile(
            "^(?<name>[a-z0-9]+(?:[._/:-][a-z0-9]+)*?)(?::(?<tag>[\\w][\\w.-]{0,127}))?(?:@(?<digest>sha256:[0-9a-f]{64}))?$");
    private static final Pattern EXACT_RELEASE = Pattern.compile("^v?\\d+\\.\\d+(?:\\.\\d+)?(?:[_.-][\\w.-]+)?$");

    static ImageReference parse(String reference) {
        Matcher m = REFERENCE.matcher(reference);
        if (!m.matches()) {
            throw new IllegalArgumentException("not an image reference: " + reference);
        }
        return new ImageReference(m.group("name"), m.group("tag"), m.group("digest"));
    }

    boolean pinned() {
        return digest != null || (tag != null && EXACT_RELEASE.matcher(tag).matches());
    }

    /** The version a tag starts with: {@code 17.6} of {@code 17.6-bookworm}, {@code 4.1.2} of {@code 4.1.2}. */
    String version() {
        Matcher m = Pattern.compile("^v?(\\d+(?:\\.\\d+)*)").matcher(tag == null ? "" : tag);
        return m.find() ? m.group(1) : null;
    }
}
