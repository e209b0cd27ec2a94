package io.fogisles.balmy;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.ParameterCheck;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ResolvedModules;

/**
 * Balmy Balloonists' numbers for one rule set, read once from the (possibly house-ruled) parameters and checked
 * against {@code parameters.schema.json}, with the options chosen at setup, the map and the decks. Balloons are
 * numbered so that balloon {@code b} belongs to seat {@code b % seats} and is that seat's balloon
 * {@code b / seats} (0 or 1); its colour is colour {@code b} of the game's six (MD2).
 */
public final class BalmyRules {
    public static final String MODULE = "balmy-balloonists";
    /** The wind rose's colour fields (MD2, MD3): at most six balloons. */
    public static final int COLOURS = 6;

    public final int seats;
    /** Balloons in the game: two per seat with 2–3 players (M1.1, M16.1), else one. */
    public final int balloons, perSeat;
    public final WorldMap map;
    public final Decks decks;
    public final int startLane, startField;
    public final int gas, ballast, fuel;
    public final int hand, playedLimit, advantageAtStart;
    public final int beyondHighCost, belowLowCost;
    public final boolean restock;
    /** M1.7, MD11: the seat chosen as the first player, or −1 for random from the seed. */
    public final int firstPlayer;

    public BalmyRules(Parameters p, ResolvedModules modules, GameConfig config) {
        ParameterCheck.check(p, MODULE, BalmyRules.class, "fogisles/balmy-balloonists/data/schema/parameters.schema.json", "Balmy Balloonists parameters", modules);
        seats = config.seats();
        int twoUpTo = p.get(MODULE, "twoBalloonsUpTo").asInt();
        perSeat = seats <= twoUpTo ? 2 : 1;
        balloons = seats * perSeat;
        if (balloons > COLOURS)
            throw new ModuleException(MODULE, seats + " players with " + perSeat + " balloons each need " + balloons + " colours, but the wind rose has " + COLOURS);
        ModuleDescriptor d = modules.ordered().stream().filter(m -> m.id().equals(MODULE)).findFirst().orElseThrow();
        map = WorldMap.load(d.displayPath(file(p, "map")), read(d, p, "map"));
        decks = Decks.load(source(d, p, "windCards"), source(d, p, "quadrantCards"), source(d, p, "badLuck"), source(d, p, "advantageCards"),
                p.get(MODULE, "decks"), map);
        JsonNode start = p.get(MODULE, "start");
        startLane = start.get("lane").asInt();
        startField = start.get("field").asInt();
        if (startLane > map.lanes())
            throw new DataException(p.source(MODULE), "$.start.lane", "the balloons start on lane " + startLane + ", but the map has lanes 1 to " + map.lanes());
        if (startField >= map.length(startLane))
            throw new DataException(p.source(MODULE), "$.start.field", "the balloons start on field " + startField + " of lane " + startLane + ", which has fields 0 to "
                    + (map.length(startLane) - 1));
        JsonNode chips = p.get(MODULE, "chips");
        gas = chips.get("gas").asInt();
        ballast = chips.get("ballast").asInt();
        fuel = chips.get("fuel").asInt();
        hand = p.get(MODULE, "hand").asInt();
        playedLimit = p.get(MODULE, "playedLimit").asInt();
        advantageAtStart = p.get(MODULE, "advantageAtStart").asInt();
        beyondHighCost = p.get(MODULE, "beyondHighCost").asInt();
        belowLowCost = p.get(MODULE, "belowLowCost").asInt();
        restock = p.get(MODULE, "restock").asBoolean();
        int out = balloons * (hand + playedLimit);
        if (out >= decks.wind)
            throw new DataException(p.source(MODULE), "$.decks.wind", balloons + " balloons hold up to " + out + " local wind cards (hand " + hand + " + played " + playedLimit
                    + " each), as many as the deck's " + decks.wind + ": nobody could draw; add cards or lower the hand");
        firstPlayer = firstPlayer(modules, seats);
    }

    private static String file(Parameters p, String key) {
        return p.get(MODULE, key).asText();
    }

    private static String read(ModuleDescriptor d, Parameters p, String key) {
        String f = file(p, key);
        try {
            return d.read(f);
        } catch (RuntimeException e) {
            throw new DataException(p.source(MODULE), "$." + key, "the file '" + f + "' is not in the module (" + e.getMessage() + ")");
        }
    }

    private static Decks.Source source(ModuleDescriptor d, Parameters p, String key) {
        return new Decks.Source(d.displayPath(file(p, key)), read(d, p, key));
    }

    private static int firstPlayer(ResolvedModules modules, int seats) {
        String value = modules.option(MODULE, "firstPlayer");
        if (value.equals("random")) return -1;
        int player = Integer.parseInt(value); // the resolver allows only the values module.json lists
        if (player > seats)
            throw new ModuleException(MODULE, "option balmy-balloonists.firstPlayer=" + value + " names player " + value + ", but this game has " + seats
                    + " players; choose random or a player number from 1 to " + seats);
        return player - 1;
    }

    /** The seat a balloon belongs to. */
    public int owner(int balloon) {
        return balloon % seats;
    }

    /** Which of its seat's balloons it is (0 or 1): the index of its zones. */
    public int slot(int balloon) {
        return balloon / seats;
    }

    public int balloon(int seat, int slot) {
        return slot * seats + seat;
    }
}
