package org.arbiter.rules;

/** A night check: {@code role} DON or SHERIFF, by {@code seat}, of {@code target}; {@code result} "SHERIFF"/"NOT_SHERIFF" or "RED"/"BLACK". */
public record CheckRecord(int night, String role, int seat, int target, String result) {
}
