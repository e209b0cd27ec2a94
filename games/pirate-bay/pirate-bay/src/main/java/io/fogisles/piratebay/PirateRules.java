package io.fogisles.piratebay;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.ParameterCheck;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ResolvedModules;
import java.util.ArrayList;
import java.util.List;

/**
 * Pirate Bay's numbers for one rule set, read once from the (possibly house-ruled) parameters and checked
 * against {@code parameters.schema.json}, with the options chosen at setup and the box's cards.
 */
public final class PirateRules {
    public static final String MODULE = "pirate-bay";

    public final int seats;
    public final List<String> resources;
    public final int figures;
    public final int hand;
    public final boolean firstPassWithoutFigures;
    public final int pointsPerFigure;
    /** P8.5, PD20: this many whole passes without a card drawn or laid end the round. */
    public final int quietPasses;
    public final String[] dieFaces;
    public final String[] dieEffects;
    /**
     * Per face, what its effect does when it is one of the bundled faces of {@code scripts/die.js}: the resource it
     * counts, {@link #DIE_NEXT_CHOOSES} for the red face, or {@link #DIE_SCRIPT} for any other effect (a house
     * rule's, which runs as its script). The bundled faces then run in Java, with the same result as the script
     * ({@code DieJavaTest} plays the same games both ways): every scoring rolled the die through GraalJS before.
     */
    final int[] dieInJava;
    static final int DIE_SCRIPT = -2, DIE_NEXT_CHOOSES = -1;
    public final int challengeDie;
    /** P3.4: hard mode wants a land-to-land join in every lay. */
    public final boolean hard;
    /** P1.4/PD7: the seat chosen as the first start player, or −1 for random from the seed. */
    public final int firstStartPlayer;
    public final Cards cards;

    public PirateRules(Parameters p, ResolvedModules modules, GameConfig config) {
        ParameterCheck.check(p, MODULE, PirateRules.class, "fogisles/pirate-bay/data/schema/parameters.schema.json", "Pirate Bay parameters", modules);
        seats = config.seats();
        List<String> rs = new ArrayList<>();
        for (JsonNode r : p.get(MODULE, "resources")) rs.add(r.asText());
        resources = List.copyOf(rs);
        figures = p.get(MODULE, "figures").asInt();
        hand = p.get(MODULE, "hand").asInt();
        boolean noFigures = false;
        for (JsonNode n : p.get(MODULE, "firstPassWithoutFigures")) noFigures |= n.asInt() == seats;
        firstPassWithoutFigures = noFigures;
        pointsPerFigure = p.get(MODULE, "pointsPerFigure").asInt();
        quietPasses = p.get(MODULE, "quietPasses").asInt();
        JsonNode die = p.get(MODULE, "resourceDie");
        dieFaces = new String[die.size()];
        dieEffects = new String[die.size()];
        for (int i = 0; i < die.size(); i++) {
            dieFaces[i] = die.get(i).get("id").asText();
            dieEffects[i] = die.get(i).get("effect").asText();
        }
        dieInJava = new int[dieEffects.length];
        for (int i = 0; i < dieEffects.length; i++) dieInJava[i] = bundledFace(dieEffects[i]);
        challengeDie = p.get(MODULE, "challengeDie").asInt();
        hard = modules.option(MODULE, "mode").equals("hard");
        firstStartPlayer = firstStartPlayer(modules, seats);
        ModuleDescriptor d = modules.ordered().stream().filter(m -> m.id().equals(MODULE)).findFirst().orElseThrow();
        String file = p.get(MODULE, "cards").asText();
        JsonNode deck = p.get(MODULE, "deck");
        String text;
        try {
            text = d.resources().read(file);
        } catch (java.io.IOException e) {
            text = null;
        }
        if (text == null)
            throw new io.fogisles.kernel.data.DataException(p.source(MODULE), "$.cards", "the cards file '" + file + "' is not in the module " + MODULE
                    + "; the box's cards are in data/cards.json");
        cards = Cards.load(d.displayPath(file), text, resources, deck.get("cards").asInt(), deck.get("start").asInt());
    }

    private static int firstStartPlayer(ResolvedModules modules, int seats) {
        String value = modules.option(MODULE, "firstStartPlayer");
        if (value.equals("random")) return -1;
        int player = Integer.parseInt(value); // the resolver allows only the values module.json lists
        if (player > seats)
            throw new ModuleException(MODULE, "option pirate-bay.firstStartPlayer=" + value + " names player " + value + ", but this game has "
                    + seats + " players; choose random or a player number from 1 to " + seats);
        return player - 1;
    }

    /**
     * What a bundled face of {@code scripts/die.js} does (see {@link #dieInJava}). Its ids are the module's own:
     * no other script may define them (an effect defined twice is refused), so a house rule that changes a face
     * names an effect of its own in {@code resourceDie} and keeps its script. A face that counts a resource the
     * rules do not have stays a script, whose failure the kernel handles as any script's.
     */
    private int bundledFace(String effect) {
        return switch (effect) {
            case "pirate-bay:next-player-chooses" -> DIE_NEXT_CHOOSES;
            case "pirate-bay:count-gold", "pirate-bay:count-wood", "pirate-bay:count-iron", "pirate-bay:count-water" -> {
                int r = resource(effect.substring("pirate-bay:count-".length()));
                yield r >= 0 ? r : DIE_SCRIPT;
            }
            default -> DIE_SCRIPT;
        };
    }

    /** The index of a resource id, or −1. */
    public int resource(String id) {
        return resources.indexOf(id);
    }
}
