/**
 * What every service's stream plumbing shares, written once: the consumer inbox, the outbox publish loop, the
 * consumer failure policy, the audit endpoint and the one error body of the HTTP API.
 */
package org.arbiter.stream;
