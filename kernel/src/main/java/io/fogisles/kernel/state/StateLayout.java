package io.fogisles.kernel.state;

import java.util.List;

/** The frozen shape of a game state: where every variable and zone lives in the flat arrays. */
public final class StateLayout {
    private final int seats;
    private final int pieceCount;
    private final List<IntVar> vars;
    private final int intCount;
    private final List<Zone> zones;
    private final int zoneInstances;
    final int[] zoneStart;
    final int[] zoneCapacity;
    final ZoneKind[] zoneKind;
    final String[] zoneName;
    final int[] hiddenOrderZones; // instances whose order search copies reshuffle
    final int contentSize;
    final int[] initialInts;

    StateLayout(int seats, int pieceCount, List<IntVar> vars, int intCount, List<Zone> zones, int zoneInstances) {
        this.seats = seats;
        this.pieceCount = pieceCount;
        this.vars = List.copyOf(vars);
        this.intCount = intCount;
        this.zones = List.copyOf(zones);
        this.zoneInstances = zoneInstances;
        this.zoneStart = new int[zoneInstances];
        this.zoneCapacity = new int[zoneInstances];
        this.zoneKind = new ZoneKind[zoneInstances];
        this.zoneName = new String[zoneInstances];
        int start = 0;
        List<Integer> hidden = new java.util.ArrayList<>();
        for (Zone z : zones) {
            int owners = z.scope == Scope.SEAT ? seats : 1;
            for (int o = 0; o < owners; o++) {
                for (int k = 0; k < z.count; k++) {
                    int inst = z.firstInstance + o * z.count + k;
                    zoneStart[inst] = start;
                    zoneCapacity[inst] = z.capacity;
                    zoneKind[inst] = z.kind;
                    String name = z.id + (z.count > 1 ? "[" + k + "]" : "") + (z.scope == Scope.SEAT ? "@" + o : "");
                    zoneName[inst] = name;
                    if (z.hiddenOrder) hidden.add(inst);
                    start += z.capacity;
                }
            }
        }
        this.contentSize = start;
        this.hiddenOrderZones = hidden.stream().mapToInt(Integer::intValue).toArray();
        this.initialInts = new int[intCount];
        for (IntVar v : vars) {
            int n = v.length * (v.scope == Scope.SEAT ? seats : 1);
            for (int i = 0; i < n; i++) initialInts[v.offset + i] = v.initial;
        }
    }

    public int seats() {
        return seats;
    }

    public int pieceCount() {
        return pieceCount;
    }

    public List<IntVar> vars() {
        return vars;
    }

    public List<Zone> zones() {
        return zones;
    }

    public int intCount() {
        return intCount;
    }

    public int zoneInstances() {
        return zoneInstances;
    }

    public String zoneName(int instance) {
        return zoneName[instance];
    }

    /** Whether players cannot see the order of a zone instance's pieces (a bag). */
    public boolean hiddenOrder(int instance) {
        for (int z : hiddenOrderZones) if (z == instance) return true;
        return false;
    }

    public ZoneKind zoneKind(int instance) {
        return zoneKind[instance];
    }

    public int zoneCapacity(int instance) {
        return zoneCapacity[instance];
    }
}
