package org.arbiter.stream.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The one error body of every service (docs/rules/TABLE-API.md): {@code {"error": "...", "rule": "...", "message": "..."}}.
 * All three fields are always written; {@code rule} is null when no clause applies. Its OpenAPI schema comes from
 * these fields ({@link ErrorBodies}).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ApiError(String error, String rule, String message) {
}
