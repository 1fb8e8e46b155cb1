package org.arbiter.protocol.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/** The error body, as TABLE-API.md has it: a stable code, the clause, a message. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ApiError(String error, String rule, String message) {
}
