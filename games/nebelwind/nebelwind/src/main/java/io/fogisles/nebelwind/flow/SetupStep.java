package io.fogisles.nebelwind.flow;

import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.NebelState;
import io.fogisles.nebelwind.Parts;

/**
 * N1: the decks shuffled and the rows laid out (N1.1, N1.2), one achievement of each letter (N1.3), one network
 * tile per region (N1.4), the demand tiles (N1.5), the players' supplies and resources (N1.6, ND11), three secret
 * network cards each (N1.7), the first start player (N1.8, ND12), and then, in turn order, each person's first
 * whale (N1.9).
 */
final class SetupStep implements Step {
    private final NebelGame g;

    SetupStep(NebelGame g) {
        this.g = g;
    }

    @Override
    public Decision advance(GameContext ctx) {
        if (ctx.scratch(0) == 1) return null;
        ctx.setScratch(0, 1);
        NebelState s = g.state;
        NebelData d = g.data;
        NebelRules r = g.rules;
        for (int c = 0; c < d.characters.size(); c++) ctx.move(s.characterBase + c, s.characterDeck.global());
        for (int h = 0; h < d.harbours.size(); h++) ctx.move(s.harbourBase + h, s.harbourDeck.global());
        for (int t = 0; t < d.demands.size(); t++) {
            NebelData.Demand tile = d.demands.get(t);
            ctx.move(s.demandBase + t, tile.capital() ? s.capitalStack.of(0, tile.region()) : s.territoryStack.of(0, tile.region()));
        }
        for (int n = 0; n < d.networkCards.size(); n++) ctx.move(s.networkBase + n, s.networkDeck.of(0, d.networkCards.get(n).difficulty()));
        RoundSteps.refillRows(g, ctx);
        for (int letter = 0; letter < 4; letter++) { // N1.3
            int count = 0;
            for (NebelData.Achievement a : d.achievements) if (a.letter() == letter) count++;
            if (count == 0) continue;
            int pick = ctx.nextInt(count);
            for (int a = 0; a < d.achievements.size(); a++) if (d.achievements.get(a).letter() == letter && pick-- == 0) ctx.set(s.achievementLaid, 0, letter, a);
        }
        for (int region = 0; region < d.regions.size(); region++) { // N1.4
            int count = 0;
            for (NebelData.NetworkTile t : d.networkTiles) if (t.region() == region) count++;
            int pick = ctx.nextInt(count);
            for (int t = 0; t < d.networkTiles.size(); t++) if (d.networkTiles.get(t).region() == region && pick-- == 0) ctx.set(s.networkTile, 0, region, t);
            for (int place = 0; place < r.trackPlaces; place++) // N1.5
                ctx.set(s.track, 0, region * r.trackPlaces + place, ctx.draw(s.territoryStack.of(0, region), s.demandShown.global()));
            for (int place = 0; place < r.capitalPlaces; place++)
                ctx.set(s.capitalShown, 0, region * r.capitalPlaces + place, ctx.draw(s.capitalStack.of(0, region), s.demandShown.global()));
        }
        // N1.8, ND12: an automaton starts when there are automata (N12.1, N13.1)
        int start = r.automata() ? 0 : r.firstStartPlayer >= 0 ? r.firstStartPlayer : ctx.nextInt(r.participants);
        ctx.set(s.startMarker, start);
        for (int p = 0; p < r.participants; p++) {
            int seat = r.seatOf[p];
            if (seat < 0) continue;
            int place = (p - start + r.participants) % r.participants; // N1.6, ND11: krill by place in the turn order
            for (int res = 0; res < 4; res++) ctx.set(s.resources, seat, res, r.start[res]);
            ctx.set(s.resources, seat, NebelData.KRILL, r.krillByPlace[place]);
            for (int difficulty = 0; difficulty < 3; difficulty++) ctx.draw(s.networkDeck.of(0, difficulty), s.networkHand.of(seat)); // N1.7
        }
        // N1.9: first whales in turn order (pushed last first)
        for (int i = r.participants - 1; i >= 0; i--) {
            int seat = r.seatOf[(start + i) % r.participants];
            if (seat >= 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.FIRST_WHALE, 0));
        }
        return null;
    }
}
