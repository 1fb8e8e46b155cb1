package org.arbiter.protocol.domain;

/** A refused protest request: HTTP status, a stable UPPER_SNAKE code, the clause it enforces. */
public class ProtestException extends RuntimeException {

    private final int status;
    private final String code;
    private final String rule;

    public ProtestException(int status, String code, String rule, String message) {
        super(message);
        this.status = status;
        this.code = code;
        this.rule = rule;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public String rule() {
        return rule;
    }
}
