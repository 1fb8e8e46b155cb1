package org.arbiter.rating.feed;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A map of at most {@code capacity} entries: adding one more pushes out the least recently used (read or added),
 * which is handed to {@code onEvicted} after the map's lock is released (so it may take locks of its own).
 */
public final class RecentlyUsed<K, V> {

    private final int capacity;
    private final Consumer<V> onEvicted;
    private final LinkedHashMap<K, V> entries = new LinkedHashMap<>(16, 0.75f, true);

    public RecentlyUsed(int capacity, Consumer<V> onEvicted) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        this.capacity = capacity;
        this.onEvicted = onEvicted;
    }

    /** The entry (now the most recently used), or null. */
    public V get(K key) {
        synchronized (entries) {
            return entries.get(key);
        }
    }

    /** The entry, created by {@code create} when missing (which may push out the least recently used). */
    public V computeIfAbsent(K key, Function<K, V> create) {
        List<V> evicted = new ArrayList<>(1);
        V value;
        synchronized (entries) {
            value = entries.computeIfAbsent(key, create);
            trim(evicted);
        }
        evicted.forEach(onEvicted);
        return value;
    }

    /** Sets the entry (now the most recently used; may push out the least recently used). */
    public void put(K key, V value) {
        List<V> evicted = new ArrayList<>(1);
        synchronized (entries) {
            entries.put(key, value);
            trim(evicted);
        }
        evicted.forEach(onEvicted);
    }

    /** Removes the least recently used entries beyond the capacity (never the most recent one). */
    private void trim(List<V> evicted) {
        Iterator<V> eldest = entries.values().iterator();
        while (entries.size() > capacity) {
            evicted.add(eldest.next());
            eldest.remove();
        }
    }

    /** Removes the entry if it is still {@code value}. */
    public void remove(K key, V value) {
        synchronized (entries) {
            entries.remove(key, value);
        }
    }

    /** Removes the entry, whatever it holds. */
    public void remove(K key) {
        synchronized (entries) {
            entries.remove(key);
        }
    }

    /** The entries now, least recently used first (reading them changes no order). */
    public List<V> values() {
        synchronized (entries) {
            return new ArrayList<>(entries.values());
        }
    }

    public int size() {
        synchronized (entries) {
            return entries.size();
        }
    }

    public int capacity() {
        return capacity;
    }
}
