/**
 * What every service's stream plumbing shares, written once: the consumer inbox, the outbox publish loop, the
 * consumer failure policy, the audit endpoint, the one error body of the HTTP API and the settings every service
 * requires.
 */
package org.arbiter.stream;
