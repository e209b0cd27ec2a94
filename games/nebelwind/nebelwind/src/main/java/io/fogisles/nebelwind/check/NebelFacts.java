package io.fogisles.nebelwind.check;

import com.google.inject.Inject;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.sim.GameFacts;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.NebelGame;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a finished Nebelwind game's players did, for the card sets' balance check (section E of the rules: no
 * character hired in more than 90 % of strong players' games or in none; every achievement taken in some games):
 * {@code character:<id>} — the seat has the character before it at the end; {@code achievement:<id>} — the seat
 * took that achievement. Only seats count (automata take no cards, N12.2).
 */
public final class NebelFacts implements GameFacts {
    private final NebelGame g;

    @Inject
    public NebelFacts(NebelGame g) {
        this.g = g;
    }

    @Override
    public Map<String, boolean[]> of(Game game) {
        GameState s = game.state();
        int seats = s.seats();
        Map<String, boolean[]> out = new LinkedHashMap<>();
        for (var c : g.data.characters) out.put("character:" + c.id(), new boolean[seats]);
        for (int seat = 0; seat < seats; seat++) {
            int zone = g.state.characters.of(seat);
            for (int i = 0; i < s.size(zone); i++) out.get("character:" + g.data.characters.get(g.state.character(s.piece(zone, i))).id())[seat] = true;
        }
        for (var a : g.data.achievements) out.put("achievement:" + a.id(), new boolean[seats]);
        for (int i = 0; i < 4; i++) {
            int laid = s.get(g.state.achievementLaid, 0, i), owner = s.get(g.state.achievementOwner, 0, i);
            if (laid >= 0 && owner >= 0 && owner < seats) out.get("achievement:" + g.data.achievements.get(laid).id())[owner] = true;
        }
        return out;
    }
}
