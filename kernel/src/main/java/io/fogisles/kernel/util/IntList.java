package io.fogisles.kernel.util;

import java.util.Arrays;

/** A growable list of primitive ints, reused on hot paths to avoid boxing and allocation. */
public final class IntList {
    private int[] items;
    private int size;

    public IntList() {
        this(16);
    }

    public IntList(int capacity) {
        items = new int[Math.max(4, capacity)];
    }

    public void add(int v) {
        if (size == items.length) items = Arrays.copyOf(items, size * 2);
        items[size++] = v;
    }

    public int get(int i) {
        if (i >= size) throw new IndexOutOfBoundsException(i + " >= " + size);
        return items[i];
    }

    public void set(int i, int v) {
        if (i >= size) throw new IndexOutOfBoundsException(i + " >= " + size);
        items[i] = v;
    }

    /** Removes the last element. */
    public void removeLast() {
        if (size == 0) throw new IndexOutOfBoundsException("empty");
        size--;
    }

    /** Keeps the first {@code n} elements. */
    public void truncate(int n) {
        if (n < 0 || n > size) throw new IndexOutOfBoundsException(n + " of " + size);
        size = n;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void clear() {
        size = 0;
    }

    public boolean contains(int v) {
        for (int i = 0; i < size; i++) if (items[i] == v) return true;
        return false;
    }

    public int indexOf(int v) {
        for (int i = 0; i < size; i++) if (items[i] == v) return i;
        return -1;
    }

    public int[] toArray() {
        return Arrays.copyOf(items, size);
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
