package io.fogisles.client.modules.nebelwind;

import io.fogisles.client.core.GameTable;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.action.Action;
import io.fogisles.nebelwind.Cargo;
import io.fogisles.nebelwind.NebelAction;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.Parts;
import java.util.List;

/**
 * How Nebelwind's decisions are made on the table. Every option stays the engine's: this only says where it is
 * clicked. A chip is discarded by clicking it in the hand (two chips with five players: one picked up, put on the
 * other); a chip is placed by clicking a lit numbered space; a whale sails by picking it up on the map and clicking
 * a lit port; a whale's load or delivery, and what to build at a port, are chosen in the menu that opens on the whale
 * or the port; resources are exchanged by picking one up in the player's board and putting it on another; a kept or
 * used character, a network card discarded, a harbour bonus and "done" are buttons (the cards are lit too).
 */
final class NebelBinder implements ActionBinder {
    /** PartStep's build codes: a whale at port p is {@code BUILD_WHALE + p}, an outpost p; a harbour card's resource {@code TAKE + r}. */
    static final int BUILD_WHALE = 100, TAKE = 1000, USE = 2000;
    private static final String K = "action.nebelwind:";
    private final NebelGame g;

    NebelBinder(NebelGame g) {
        this.g = g;
    }

    static Target space(int area, int index) {
        return new Target.Spot(Look.SPACE, area, index);
    }

    static Target chip(int seat, int number) {
        return new Target.Spot(Look.CHIP, seat, number);
    }

    static Target port(int port) {
        return new Target.Spot(Look.PORT, 0, port);
    }

    static Target whale(int seat, int w) {
        return new Target.Spot(Look.WHALE, seat, w);
    }

    static Target resource(int seat, int r) {
        return new Target.Spot(Look.RESOURCE, seat, r);
    }

    static Target tile(int region, int place) {
        return new Target.Spot(Look.TILE, region, place);
    }

    @Override
    public Binding bind(GameTable table, int seat, Action action) {
        if (!(action instanceof NebelAction a)) return null;
        return switch (a) {
            case NebelAction.Discard d -> discard(seat, d.chips());
            case NebelAction.Place p -> "none".equals(p.area()) ? Binding.button(a, K + "place.none", p.chip())
                    : Binding.click(a, space(NebelAction.AREAS.indexOf(p.area()), p.chip() - 1), K + "place." + p.area(), p.chip());
            case NebelAction.DropNetworkCard d -> Binding.click(a, new Target.Piece(networkPiece(d.card())), K + "drop-network-card", d.card()).asButton();
            case NebelAction.Choose c -> choose(table, seat, c);
        };
    }

    private static Binding discard(int seat, List<Integer> chips) {
        NebelAction.Discard a = new NebelAction.Discard(chips);
        if (chips.size() == 1) return Binding.click(a, chip(seat, chips.get(0)), K + "discard", chips.get(0)).asButton();
        int low = Math.min(chips.get(0), chips.get(1)), high = Math.max(chips.get(0), chips.get(1));
        return Binding.drag(a, chip(seat, low), chip(seat, high), K + "discard.two", low, high);
    }

    private int networkPiece(String id) {
        for (int c = 0; c < g.data.networkCards.size(); c++) if (g.data.networkCards.get(c).id().equals(id)) return g.state.networkBase + c;
        return -1;
    }

    private Binding choose(GameTable table, int seat, NebelAction.Choose c) {
        int code = c.option();
        String part = c.decision().substring(c.decision().indexOf(':') + 1);
        if (code == Parts.DONE) return Binding.button(c, K + "done." + part).asPrimary();
        if (code >= USE && (part.equals("move") || part.equals("cargo"))) {
            String id = g.data.characters.get(code - USE).id();
            return Binding.click(c, new Target.Piece(g.state.characterBase + code - USE), K + "use." + id).asButton();
        }
        return switch (part) {
            case "move", "sail", "whale-caller" -> Binding.drag(c, whale(seat, code / 100), port(code % 100), K + "sail");
            case "cargo", "ship-cargo" -> cargo(table, seat, c, code);
            case "keep" -> Binding.click(c, new Target.Piece(code), "nebelwind.character." + g.data.characters.get(g.state.character(code)).id()).asButton();
            case "buy", "free-whale", "free-outpost", "foreman", "cartwright" -> build(c, code);
            case "first-whale" -> Binding.click(c, port(code), K + "first-whale");
            case "harbour-use" -> code >= TAKE ? Binding.button(c, K + "take." + NebelData.RESOURCES.get(code - TAKE)) : build(c, code);
            case "exchange" -> Binding.drag(c, resource(seat, code / 4), resource(seat, code % 4), K + "exchange." + NebelData.RESOURCES.get(code / 4) + "."
                    + NebelData.RESOURCES.get(code % 4));
            case "take" -> Binding.click(c, resource(seat, code), K + "take." + NebelData.RESOURCES.get(code)).asButton();
            case "harbour-bonus" -> Binding.click(c, space(3, code), K + "harbour-bonus", code + 1).asButton();
            case "courier" -> Binding.click(c, whale(seat, code / 10), K + "load." + g.data.cargo.get(code % 10));
            case "smuggle" -> Binding.click(c, tile((code % 100) / 10, code % 10), K + "smuggle", code / 100 + 1);
            // the B sides (N14): resources are clicked in the player's board, the rest are buttons or the card, port or space concerned
            case "name-resource" -> Binding.button(c, K + "name." + NebelData.RESOURCES.get(code));
            case "take-but", "side-bonus", "share" -> Binding.click(c, resource(seat, code), K + "take." + NebelData.RESOURCES.get(code)).asButton();
            case "from-left" -> Binding.button(c, K + "take." + NebelData.RESOURCES.get(code));
            case "two-and-three" -> Binding.button(c, K + "two-and-three." + NebelData.RESOURCES.get(code / 4) + "." + NebelData.RESOURCES.get(code % 4));
            case "keep-give" -> code % 10 == 9 ? Binding.click(c, new Target.Piece(code / 10), K + "keep-give.none").asButton()
                    : Binding.click(c, new Target.Piece(code / 10), K + "keep-give", code % 10 + 1).asButton();
            case "buy-outpost" -> Binding.click(c, port(code), K + "build.outpost");
            case "far-sail" -> Binding.drag(c, whale(seat, code / 100), port(code % 100), K + "sail");
            case "pay" -> code % 10 == 9 ? Binding.button(c, K + "pay-supply." + NebelData.RESOURCES.get(code / 10))
                    : Binding.button(c, K + "pay." + NebelData.RESOURCES.get(code / 10), code % 10 + 1);
            case "swap" -> Binding.button(c, K + "swap." + NebelData.RESOURCES.get(code / 100) + "." + NebelData.RESOURCES.get((code / 10) % 10), code % 10 + 1);
            case "copy" -> Binding.click(c, space(code / 5, code % 5), K + "copy");
            default -> Binding.button(c, K + "option", code);
        };
    }

    private static Binding build(NebelAction.Choose c, int code) {
        return code >= BUILD_WHALE ? Binding.click(c, port(code - BUILD_WHALE), K + "build.whale") : Binding.click(c, port(code), K + "build.outpost");
    }

    /** A whale's load or delivery (N7): clicked on the whale, named by what it does. */
    private Binding cargo(GameTable table, int seat, NebelAction.Choose c, int code) {
        int w = code / 100, op = code % 100;
        Target t = whale(seat, w);
        if (op == Cargo.KRILL) return Binding.click(c, t, K + "load-krill");
        if (op == Cargo.LOAD) {
            int port = table.state().get(g.state.whalePort, seat, w);
            int offers = port < 0 ? -1 : g.data.ports.get(port).offers();
            return Binding.click(c, t, K + "load." + (offers >= 0 ? g.data.cargo.get(offers) : "krill"));
        }
        if (op >= Cargo.CAPITAL) return Binding.click(c, t, K + "deliver.capital", op - Cargo.CAPITAL + 1);
        int place = (op - Cargo.UNLOAD) / 2;
        boolean alt = (op - Cargo.UNLOAD) % 2 == 1;
        int port = table.state().get(g.state.whalePort, seat, w);
        int region = port < 0 ? -1 : g.data.ports.get(port).region();
        int tile = region < 0 ? -1 : g.trackTile(table.state(), region, place);
        if (tile < 0 || place >= g.rules.bonusPlaces) return Binding.click(c, t, K + "deliver", place + 1);
        NebelData.Demand d = g.data.demands.get(g.state.demand(tile));
        int r = Look.firstResource(alt ? d.alt() : d.bonus());
        return r < 0 ? Binding.click(c, t, K + "deliver", place + 1) : Binding.click(c, t, K + "deliver." + NebelData.RESOURCES.get(r), place + 1);
    }

    @Override
    public Action propose(GameTable table, int seat, String decisionId, Target source, Target target) {
        if (decisionId.equals("nebelwind:place") && source == null && target instanceof Target.Spot s && s.id().equals(Look.SPACE) && s.seat() >= 0
                && s.seat() < NebelAction.AREAS.size())
            return new NebelAction.Place(NebelAction.AREAS.get(s.seat()), s.index() + 1);
        if (decisionId.equals("nebelwind:discard") && target instanceof Target.Spot s && s.id().equals(Look.CHIP)) {
            if (source instanceof Target.Spot from && from.id().equals(Look.CHIP)) return new NebelAction.Discard(List.of(from.index(), s.index()));
            return new NebelAction.Discard(List.of(s.index()));
        }
        return null;
    }
}
