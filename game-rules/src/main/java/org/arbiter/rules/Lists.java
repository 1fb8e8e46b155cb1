package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;

/** Immutable lists one item longer or shorter, for the state's parts. */
final class Lists {

    private Lists() {
    }

    static <T> List<T> plus(List<T> list, T item) {
        List<T> copy = new ArrayList<>(list.size() + 1);
        copy.addAll(list);
        copy.add(item);
        return List.copyOf(copy);
    }

    static List<Integer> minus(List<Integer> list, int seat) {
        if (!list.contains(seat)) {
            return list;
        }
        List<Integer> copy = new ArrayList<>(list);
        copy.remove(Integer.valueOf(seat));
        return List.copyOf(copy);
    }
}
