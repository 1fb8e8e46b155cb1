package org.arbiter.stream.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The one error body of every service (TABLE-API.md): {@code {"error": "...", "rule": "...", "message": "..."}}.
 * All three fields are always written; {@code rule} is null when no clause applies.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@Schema(name = "ApiError", description = "Every 4xx and 5xx answer of the services", requiredProperties = {"error", "rule", "message"})
public record ApiError(
        @Schema(description = "stable UPPER_SNAKE code (TABLE-API.md error codes)", examples = "NOT_CURRENT_SPEAKER") String error,
        @Schema(description = "the clause the refusal enforces, or null", nullable = true, examples = "4.4.2") String rule,
        @Schema(description = "what went wrong, for a person") String message) {
}
