package io.fogisles.balmy;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.game.ParameterCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The polar map (rules A.1, MD1), read from {@code data/map.json} and checked against its schema and against
 * itself: lanes numbered 1…n in order, each with at least one field per sector; every zone or mountain on a field
 * that exists, no field marked twice; the quadrants' borders on bold lines. A field is a lane (1…n) and a
 * number within the lane, counted counter-clockwise from the start line (field 0 lies just after it); it lies
 * in sector {@code field / fieldsPerSector(lane)}.
 */
public final class WorldMap {
    public static final String SCHEMA = "fogisles/balmy-balloonists/data/schema/map.schema.json";
    /** What a field is (besides a plain field): {@link #PLAIN}, a zone (its index + 1, see {@link #zone}) or a mountain. */
    public static final int PLAIN = 0;
    public static final int BROWN = 1, WHITE = 2;

    private final int sectors, quadrants;
    private final int[] perSector; // index lane - 1
    private final String[] zoneIds, mountainIds;
    private final boolean[] permit;
    private final int[] mountainColour;
    /** Per lane (index lane − 1) per field: zone index + 1 or 0. */
    private final int[][] zoneAt;
    /** Per lane per field: mountain index + 1 or 0. */
    private final int[][] mountainAt;

    private WorldMap(int sectors, int quadrants, int[] perSector, String[] zoneIds, boolean[] permit, int[][] zoneAt, String[] mountainIds,
            int[] mountainColour, int[][] mountainAt) {
        this.sectors = sectors;
        this.quadrants = quadrants;
        this.perSector = perSector;
        this.zoneIds = zoneIds;
        this.permit = permit;
        this.zoneAt = zoneAt;
        this.mountainIds = mountainIds;
        this.mountainColour = mountainColour;
        this.mountainAt = mountainAt;
    }

    /**
     * Reads and checks a map file.
     *
     * @throws DataException naming the file, line and JSON path of the first problem
     */
    public static WorldMap load(String file, String text) {
        LocatedJson doc = LocatedJson.parse(file, text);
        Schema schema = ParameterCheck.schema(WorldMap.class, SCHEMA);
        schema.require(doc);
        JsonNode root = doc.root();
        int sectors = root.get("sectors").asInt(), quadrants = root.get("quadrants").asInt();
        if (sectors % quadrants != 0)
            throw doc.error("$.quadrants", quadrants + " quadrants do not divide the " + sectors + " sectors: every quadrant's border must be a bold line");
        JsonNode lanes = root.get("lanes");
        int[] perSector = new int[lanes.size()];
        for (int i = 0; i < lanes.size(); i++) {
            JsonNode l = lanes.get(i);
            String path = "$.lanes[" + i + "]";
            if (l.get("lane").asInt() != i + 1)
                throw doc.error(path + ".lane", "the lanes are numbered 1, 2, … in order from the pole; entry " + (i + 1) + " says lane " + l.get("lane").asInt());
            int n = l.get("fieldsPerSector").asInt();
            if (n < 1)
                throw doc.error(path + ".fieldsPerSector", "lane " + (i + 1) + " has " + n + " fields per sector: a lane of length 0 cannot be flown; give it at least 1");
            perSector[i] = n;
        }
        int[][] zoneAt = new int[perSector.length][], mountainAt = new int[perSector.length][];
        for (int i = 0; i < perSector.length; i++) {
            zoneAt[i] = new int[perSector[i] * sectors];
            mountainAt[i] = new int[perSector[i] * sectors];
        }
        Map<String, String> marked = new HashMap<>(); // "lane:field" → what marked it
        JsonNode zones = root.get("zones");
        String[] zoneIds = new String[zones.size()];
        boolean[] permit = new boolean[zones.size()];
        List<String> ids = new ArrayList<>();
        for (int z = 0; z < zones.size(); z++) {
            JsonNode zn = zones.get(z);
            zoneIds[z] = zn.get("id").asText();
            if (ids.contains(zoneIds[z])) throw doc.error("$.zones[" + z + "].id", "'" + zoneIds[z] + "' is named twice; every zone and mountain needs its own id");
            ids.add(zoneIds[z]);
            permit[z] = zn.get("permit").asBoolean();
            mark(doc, "$.zones[" + z + "].at", zn.get("at"), perSector, sectors, zoneAt, z + 1, "zone " + zoneIds[z], marked);
        }
        JsonNode mountains = root.get("mountains");
        String[] mountainIds = new String[mountains.size()];
        int[] colour = new int[mountains.size()];
        for (int m = 0; m < mountains.size(); m++) {
            JsonNode mn = mountains.get(m);
            mountainIds[m] = mn.get("id").asText();
            if (ids.contains(mountainIds[m])) throw doc.error("$.mountains[" + m + "].id", "'" + mountainIds[m] + "' is named twice; every zone and mountain needs its own id");
            ids.add(mountainIds[m]);
            colour[m] = mn.get("colour").asText().equals("white") ? WHITE : BROWN;
            mark(doc, "$.mountains[" + m + "].at", mn.get("at"), perSector, sectors, mountainAt, m + 1, "mountain " + mountainIds[m], marked);
        }
        return new WorldMap(sectors, quadrants, perSector, zoneIds, permit, zoneAt, mountainIds, colour, mountainAt);
    }

    private static void mark(LocatedJson doc, String path, JsonNode at, int[] perSector, int sectors, int[][] grid, int value, String what,
            Map<String, String> marked) {
        for (int i = 0; i < at.size(); i++) {
            JsonNode a = at.get(i);
            int lane = a.get("lane").asInt();
            if (lane < 1 || lane > perSector.length)
                throw doc.error(path + "[" + i + "].lane", what + " lies on lane " + lane + ", but the map has lanes 1 to " + perSector.length);
            int length = perSector[lane - 1] * sectors;
            JsonNode fields = a.get("fields");
            for (int k = 0; k < fields.size(); k++) {
                int f = fields.get(k).asInt();
                String p = path + "[" + i + "].fields[" + k + "]";
                if (f < 0 || f >= length)
                    throw doc.error(p, what + " lies on field " + f + " of lane " + lane + ", which does not exist: lane " + lane + " has fields 0 to " + (length - 1));
                String before = marked.put(lane + ":" + f, what);
                if (before != null) throw doc.error(p, "field " + f + " of lane " + lane + " is marked twice: by " + before + " and by " + what);
                grid[lane - 1][f] = value;
            }
        }
    }

    public int lanes() {
        return perSector.length;
    }

    public int sectors() {
        return sectors;
    }

    public int quadrants() {
        return quadrants;
    }

    public int sectorsPerQuadrant() {
        return sectors / quadrants;
    }

    public int fieldsPerSector(int lane) {
        return perSector[lane - 1];
    }

    /** How many fields a lane has round the world. */
    public int length(int lane) {
        return perSector[lane - 1] * sectors;
    }

    public int sector(int lane, int field) {
        return field / perSector[lane - 1];
    }

    /** The field's place in its sector: fields counted from the bold line behind it (MD14). */
    public int offset(int lane, int field) {
        return field % perSector[lane - 1];
    }

    public int quadrant(int lane, int field) {
        return sector(lane, field) / sectorsPerQuadrant();
    }

    /** M4.2, MD14: the field of lane {@code to} that keeps the offset from the bold line behind, never past the sector's last field. */
    public int keepOffset(int lane, int field, int to) {
        int n = perSector[to - 1];
        return sector(lane, field) * n + Math.min(offset(lane, field), n - 1);
    }

    /** M5.1: the first field of the sector, on lane {@code to}. */
    public int sectorStart(int lane, int field, int to) {
        return sector(lane, field) * perSector[to - 1];
    }

    /** M9.3, MD19: the forward-most field of lane {@code to} that borders the field on the map (by angle). */
    public int forwardNeighbour(int lane, int field, int to) {
        int a = perSector[lane - 1], b = perSector[to - 1];
        int k = offset(lane, field);
        int best = ((k + 1) * b + a - 1) / a - 1; // the last field of lane `to` whose start lies before this field's end
        return sector(lane, field) * b + Math.min(best, b - 1);
    }

    /** The zone of a field (its index), or −1. */
    public int zone(int lane, int field) {
        return zoneAt[lane - 1][field] - 1;
    }

    /** The mountain of a field (its index), or −1. */
    public int mountain(int lane, int field) {
        return mountainAt[lane - 1][field] - 1;
    }

    /** {@link #BROWN} or {@link #WHITE}. */
    public int mountainColour(int mountain) {
        return mountainColour[mountain];
    }

    /** The lowest altitude that may fly over a field (M10.1): low on a plain field. */
    public int lowestAltitude(int lane, int field) {
        int m = mountain(lane, field);
        if (m < 0) return Altitude.LOW;
        return mountainColour[m] == WHITE ? Altitude.HIGH : Altitude.MEDIUM;
    }

    public int zoneCount() {
        return zoneIds.length;
    }

    public String zoneId(int zone) {
        return zoneIds[zone];
    }

    /** The index of a zone id, or −1. */
    public int zoneIndex(String id) {
        for (int z = 0; z < zoneIds.length; z++) if (zoneIds[z].equals(id)) return z;
        return -1;
    }

    /** Whether a permit exists for the zone (none for Area 51, M6.2). */
    public boolean hasPermit(int zone) {
        return permit[zone];
    }

    public int mountainCount() {
        return mountainIds.length;
    }

    public String mountainId(int mountain) {
        return mountainIds[mountain];
    }

    public List<String> zoneIds() {
        return List.of(zoneIds);
    }
}
