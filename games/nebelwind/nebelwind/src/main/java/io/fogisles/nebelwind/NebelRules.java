package io.fogisles.nebelwind;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.ParameterCheck;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ResolvedModules;

/**
 * Nebelwind's numbers for one rule set, read once from the (possibly house-ruled) parameters and checked
 * against {@code parameters.schema.json}, the options chosen at setup, the box's contents ({@link NebelData})
 * and who takes part: the people (the kernel's seats) and, with one or two people, the automata (N12, N13).
 */
public final class NebelRules {
    public static final String MODULE = "nebelwind";
    /** The module of the tableaux' B sides (N14, ND22): both B sides together. */
    public static final String B_SIDE = "nebelwind-b-side";
    /** Participants in turn order at most: five people, or 2 people + 2 automata, or 1 + 3. */
    public static final int MAX_PARTICIPANTS = 5;

    public final int seats;
    /** Everyone who plays chips, people and automata (N12.1, N13.1). */
    public final int participants;
    /** Per participant: the seat of a person, or −1 for an automaton. */
    public final int[] seatOf;
    /** Per seat: its participant index. */
    public final int[] participantOf;
    public final int rounds, discards, chips;
    public final int[] start;
    public final int[] krillByPlace;
    public final int outposts, whales, markers, cargoPerKind;
    public final int[][] resourceTableau;
    public final int outpostPrice, whalePrice, workerBuys, workerSail, workerKrill, harbourBonusPrice, exchangeLimit;
    public final int[] harbourOutpost, harbourWhale;
    public final int startMarkerPoints, majorityPoints, territoryTilePoints, capitalTilePoints;
    public final int trackPlaces, capitalPlaces, bonusPlaces, networkDiscardAfterRound;
    /** N1.8, ND12: the seat chosen as the first start player, or −1 for random from the seed. */
    public final int firstStartPlayer;
    /** N13.5: how a solo game ends, after its last round: the person won (reached the level's goal) or not. */
    public static final String SOLO_GOAL_REACHED = "nebelwind:solo-goal-reached", SOLO_GOAL_MISSED = "nebelwind:solo-goal-missed";
    /** N13.5: the solo level (0 easy, 1 medium, 2 hard). */
    public final int soloLevel;
    /** N13.5: the level's goal: complete network cards, achievements, network tiles, victory points (at least). */
    public final int[] soloGoal;
    /** ND5: network tiles on the side for 4–5 people. */
    public final boolean manySide;
    public final NebelData data;
    /** N14, ND22: the resource and worker tableaux lie with their B sides up (module {@value #B_SIDE}). */
    public final boolean bSide;
    /** The B sides' numbers ({@code nebelwind-b-side/data/parameters.json}); unused on the A sides. */
    public final BSideNumbers b;

    /** The B sides' numbers: N14.1's count, the goods of resource spaces 2–4, N14.5's two amounts, N14.7's prices, N14.8's free spaces, N14.9's krill and swaps, N14.10's fee. */
    public record BSideNumbers(int namedTake, int[] resource2, int[] resource3, int[] resource4, int fromLeft, int fiveFirst, int fiveSecond, int outpostPrice,
            int occupiedFee, int freeSail, int startKrill, int swaps, int copyFee) {}

    public NebelRules(Parameters p, ResolvedModules modules, GameConfig config) {
        ParameterCheck.check(p, MODULE, NebelRules.class, "fogisles/nebelwind/data/schema/parameters.schema.json", "Nebelwind parameters", modules);
        seats = config.seats();
        if (seats < 1 || seats > 5) throw new ModuleException(MODULE, "Nebelwind is for 1 to 5 players, got " + seats);
        String n = String.valueOf(seats);
        rounds = p.get(MODULE, "rounds").get(n).asInt();
        discards = p.get(MODULE, "discards").get(n).asInt();
        chips = p.get(MODULE, "chips").asInt();
        if (discards >= chips) throw new ModuleException(MODULE, "parameters: discards (" + discards + ") must leave a chip to play of the " + chips);
        start = goods(p.get(MODULE, "start"));
        krillByPlace = new int[5];
        for (int i = 0; i < 5; i++) krillByPlace[i] = p.get(MODULE, "krillByPlace").get(i).asInt();
        outposts = p.get(MODULE, "outposts").asInt();
        whales = p.get(MODULE, "whales").asInt();
        markers = p.get(MODULE, "markers").asInt();
        cargoPerKind = p.get(MODULE, "cargoPerKind").asInt();
        resourceTableau = new int[5][];
        for (int i = 0; i < 5; i++) resourceTableau[i] = goods(p.get(MODULE, "resourceTableau").get(i));
        outpostPrice = p.get(MODULE, "outpostPrice").asInt();
        whalePrice = p.get(MODULE, "whalePrice").asInt();
        workerBuys = p.get(MODULE, "workerBuys").asInt();
        workerSail = p.get(MODULE, "workerSail").asInt();
        workerKrill = p.get(MODULE, "workerKrill").asInt();
        harbourBonusPrice = p.get(MODULE, "harbourBonusPrice").asInt();
        exchangeLimit = p.get(MODULE, "exchangeLimit").asInt();
        harbourOutpost = goods(p.get(MODULE, "harbourOutpost"));
        harbourWhale = goods(p.get(MODULE, "harbourWhale"));
        startMarkerPoints = p.get(MODULE, "startMarkerPoints").asInt();
        majorityPoints = p.get(MODULE, "majorityPoints").asInt();
        territoryTilePoints = p.get(MODULE, "territoryTilePoints").asInt();
        capitalTilePoints = p.get(MODULE, "capitalTilePoints").asInt();
        trackPlaces = p.get(MODULE, "trackPlaces").asInt();
        capitalPlaces = p.get(MODULE, "capitalPlaces").asInt();
        bonusPlaces = p.get(MODULE, "bonusPlaces").asInt();
        networkDiscardAfterRound = p.get(MODULE, "networkCardDiscardAfterRound").asInt();
        firstStartPlayer = firstStartPlayer(modules, seats);
        soloLevel = java.util.List.of("easy", "medium", "hard").indexOf(modules.option(MODULE, "soloLevel"));
        manySide = seats >= 4;
        JsonNode goal = p.get(MODULE, "soloGoals").get(modules.option(MODULE, "soloLevel"));
        soloGoal = new int[] {goal.get("completeCards").asInt(), goal.get("achievements").asInt(), goal.get("networkTiles").asInt(), goal.get("points").asInt()};
        // N12.1: AUT, person, AUT, person; N13.1: AUT1–AUT3, then the person
        seatOf = switch (seats) {
            case 1 -> new int[] {-1, -1, -1, 0};
            case 2 -> new int[] {-1, 0, -1, 1};
            default -> {
                int[] s = new int[seats];
                for (int i = 0; i < seats; i++) s[i] = i;
                yield s;
            }
        };
        participants = seatOf.length;
        participantOf = new int[seats];
        for (int i = 0; i < participants; i++) if (seatOf[i] >= 0) participantOf[seatOf[i]] = i;
        bSide = modules.has(B_SIDE);
        if (bSide) {
            ParameterCheck.check(p, B_SIDE, NebelRules.class, "fogisles/nebelwind-b-side/data/schema/parameters.schema.json", "Nebelwind B-side parameters", modules);
            JsonNode five = p.get(B_SIDE, "resource5");
            b = new BSideNumbers(p.get(B_SIDE, "namedTake").asInt(), goods(p.get(B_SIDE, "resource2")), goods(p.get(B_SIDE, "resource3")), goods(p.get(B_SIDE, "resource4")),
                    p.get(B_SIDE, "fromLeft").asInt(), five.get(0).asInt(), five.get(1).asInt(), p.get(B_SIDE, "outpostPrice").asInt(), p.get(B_SIDE, "occupiedFee").asInt(),
                    p.get(B_SIDE, "freeSail").asInt(), p.get(B_SIDE, "startKrill").asInt(), p.get(B_SIDE, "swaps").asInt(), p.get(B_SIDE, "copyFee").asInt());
        } else b = null;
        ModuleDescriptor d = modules.ordered().stream().filter(m -> m.id().equals(MODULE)).findFirst().orElseThrow();
        data = new NebelData(new NebelData.Files() {
            public String read(String path) {
                try {
                    return d.resources().read(path);
                } catch (java.io.IOException e) {
                    return null;
                }
            }

            public String display(String path) {
                return d.displayPath(path);
            }
        }, p.get(MODULE, "box"));
    }

    private static int[] goods(JsonNode node) {
        int[] out = new int[4];
        for (int r = 0; r < 4; r++) out[r] = node.path(NebelData.RESOURCES.get(r)).asInt(0);
        return out;
    }

    private static int firstStartPlayer(ResolvedModules modules, int seats) {
        String value = modules.option(MODULE, "firstStartPlayer");
        if (value.equals("random")) return -1;
        int player = Integer.parseInt(value);
        if (player > seats)
            throw new ModuleException(MODULE, "option nebelwind.firstStartPlayer=" + value + " names player " + value + ", but this game has " + seats
                    + " players; choose random or a player number from 1 to " + seats);
        return player - 1;
    }

    /** Whether there are automata (one or two people). */
    public boolean automata() {
        return participants != seats;
    }

    public boolean isAutomaton(int participant) {
        return seatOf[participant] < 0;
    }

    /** "The player to your left" (N14.1, N14.4): the next participant clockwise, a person or an automaton. */
    public int leftOf(int participant) {
        return (participant + 1) % participants;
    }
}
