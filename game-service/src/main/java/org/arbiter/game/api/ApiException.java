package org.arbiter.game.api;

/** A refusal with its HTTP status and the contract's error body; nothing was changed. */
public class ApiException extends RuntimeException {

    private final int status;
    private final ApiError body;

    public ApiException(int status, String error, String rule, String message) {
        super(error + ": " + message);
        this.status = status;
        this.body = new ApiError(error, rule, message);
    }

    public static ApiException malformed(String message) {
        return new ApiException(400, "MALFORMED_COMMAND", null, message);
    }

    public static ApiException notFound(String what) {
        return new ApiException(404, "NOT_FOUND", null, what + " not found");
    }

    public static ApiException forbidden(String message) {
        return new ApiException(403, "FORBIDDEN", null, message);
    }

    public int status() {
        return status;
    }

    public ApiError body() {
        return body;
    }
}
