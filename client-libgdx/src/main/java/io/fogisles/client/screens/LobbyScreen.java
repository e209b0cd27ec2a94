package io.fogisles.client.screens;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import io.fogisles.client.core.BotLabel;
import io.fogisles.client.core.Engine;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Session;
import io.fogisles.client.online.OnlineLink;
import io.fogisles.client.online.OnlinePlay;
import io.fogisles.client.online.OnlineTable;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.protocol.ServerMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A table before (or while) its game runs: the address and code to give to friends, the seats (free, taken by
 * whom, a bot, connected or not), Take a seat (the first free one) or Sit here (that one) for someone who watches, Start for the host once every seat is
 * taken. The table's rules are made here in the background as soon as they are known, and the game screen
 * opens when the server sends the first state (to a spectator too).
 */
public final class LobbyScreen extends BaseScreen {
    private final OnlineLink link;
    private final String friendsAddress;
    private CompletableFuture<RuleSet> rules;
    /** The states that arrived before the game screen opened (bots may have moved already): the table plays them all. */
    private final List<ServerMessage.State> states = new ArrayList<>();
    private boolean handedOver;
    private String problem;
    private String shown;

    /** @param friendsAddress the address friends type (the host's network address, or the one this player typed) */
    public LobbyScreen(ScreenHost app, OnlineLink link, String friendsAddress) {
        super(app);
        this.link = link;
        this.friendsAddress = friendsAddress;
        link.onWake(() -> Gdx.app.postRunnable(() -> { }));
        Engine engine = app.engine();
        ServerMessage.Table t = link.table();
        this.rules = Engine.onFreshThread(() -> engine.factory().create(OnlinePlay.config(t)));
        rules.whenComplete((r, e) -> Gdx.app.postRunnable(() -> { }));
    }

    public OnlineLink link() {
        return link;
    }

    @Override
    protected void build(Table root) {
        ServerMessage.Table t = link.table();
        float w = Math.min(640, worldWidth() - 120);
        Table box = new Table();
        box.setBackground(app.ui().panel());
        box.pad(22).defaults().left().width(w);
        box.add(label(t("client.online.lobby", t.code()), "big")).padBottom(6).row();
        box.add(wrapped(t("client.online.give", friendsAddress, t.code()), "default")).padBottom(4).row();
        List<String> rulesText = new ArrayList<>();
        for (String m : t.modules()) rulesText.add(t("module." + m));
        rulesText.addAll(t.houseRules());
        // which game the table plays, when this client knows several (not twice when its one module has the game's name)
        io.fogisles.kernel.module.GameDescriptor game = OnlinePlay.game(t, app.engine().catalog());
        String gameName = game == null || app.engine().catalog().games().size() < 2 ? null : game.displayName(app.text().lang());
        String gameHead = gameName == null || (t.modules().size() == 1 && rulesText.get(0).equals(gameName)) ? "" : gameName + ": ";
        box.add(wrapped(gameHead + String.join(", ", rulesText), "dim")).padBottom(12).row();
        if (!link.moduleDifferences().isEmpty()) box.add(wrapped(versionsText(), "error-small")).padBottom(12).row();
        Table seats = new Table();
        seats.defaults().left().padBottom(4);
        List<SeatSetup.PlayerColour> colours = OnlinePlay.seatColours(t, app.engine().catalog());
        for (int i = 0; i < t.seats().size(); i++) {
            ServerMessage.SeatInfo s = t.seats().get(i);
            SeatSetup.PlayerColour colour = colours.get(i % colours.size());
            seats.add(app.ui().badge(colour, SeatSetup.PlayerSymbol.values()[i % SeatSetup.PlayerSymbol.values().length], 26)).size(26).padRight(8);
            seats.add(label(t(colour.key()), "default")).width(100);
            String who = !s.bot().isEmpty() ? t(BotLabel.key(s.bot()), BotLabel.args(s.bot())) : s.taken() ? s.name() : t("client.online.free");
            if (i == link.seat()) who = t("client.online.you", who);
            Label name = wrapped(who, s.taken() ? "default" : "dim"); // a name has up to 40 characters: it takes two lines then
            seats.add(name).width(w - 100 - 34 - 130).padRight(6);
            String state = !s.bot().isEmpty() ? t("client.online.bot") : !s.taken() ? "" : s.connected() ? t("client.online.connected")
                    : s.standIn().isEmpty() ? t("client.online.away") : t("client.online.away-stand-in", t(BotLabel.key(s.standIn()), BotLabel.args(s.standIn())));
            if (!s.taken() && link.seat() < 0 && t.status().equals("waiting")) { // a free person's seat: this one, not the first free
                int seat = i;
                seats.add(button(t("client.online.sit-here"), () -> takeSeat(seat))).width(124).height(34).row();
            } else {
                Label stateLabel = wrapped(state, s.taken() && s.bot().isEmpty() && !s.connected() && s.standIn().isEmpty() ? "error-small" : "small");
                seats.add(stateLabel).width(124).row();
            }
        }
        box.add(seats).row();
        String status = switch (t.status()) {
            case "playing" -> t("client.online.status-playing");
            case "over" -> t("client.online.status-over");
            default -> link.isHost() ? t("client.online.status-host") : link.seat() >= 0 ? t("client.online.status-seated") : t("client.online.status-watching");
        };
        box.add(wrapped(status, "dim")).padTop(10).row();
        if (problem != null) box.add(wrapped(problem, "error")).padTop(6).row();
        Table buttons = new Table();
        buttons.add(button(t("client.online.leave"), this::leave)).height(44).padRight(12);
        if (link.seat() < 0 && t.status().equals("waiting")) {
            TextButton take = button(t("client.online.take-seat"), "accent", this::takeSeat);
            take.setDisabled(freeSeats(t) == 0);
            buttons.add(take).height(46).padRight(12);
        }
        if (link.isHost() && t.status().equals("waiting")) {
            TextButton start = button(t("client.online.start"), "accent", this::start);
            start.setDisabled(freeSeats(t) > 0);
            buttons.add(start).height(46);
        }
        box.add(buttons).right().padTop(14).row();
        root.add(box);
    }

    private Label wrapped(String text, String style) {
        Label l = label(text, style);
        l.setWrap(true);
        return l;
    }

    /** Which modules differ from the server's, exactly: id, the version here, the version there. */
    String versionsText() {
        List<String> parts = new ArrayList<>();
        for (OnlineLink.ModuleDifference d : link.moduleDifferences())
            parts.add(d.here() == null ? t("client.online.module-only-there", d.module(), d.server())
                    : d.server() == null ? t("client.online.module-only-here", d.module(), d.here())
                    : t("client.online.version-differs", d.module(), d.here(), d.server()));
        return t("client.online.versions-differ", String.join("; ", parts));
    }

    private static int freeSeats(ServerMessage.Table t) {
        int n = 0;
        for (ServerMessage.SeatInfo s : t.seats()) if (!s.taken()) n++;
        return n;
    }

    /** Sits down at a free seat under the name typed on the Play online screen. */
    public void takeSeat() {
        takeSeat(-1);
    }

    /** Sits down at free seat {@code seat} (0-based; −1: the first free one); someone quicker makes the server refuse it (shown). */
    public void takeSeat(int seat) {
        link.takeSeat(app.online().name.isBlank() ? "Player" : app.online().name, seat);
    }

    /** Starts the game (the host, once every seat is taken). */
    public void start() {
        link.start();
    }

    private void leave() {
        app.showTitle(null); // the server keeps the seat: the same code brings this player back
    }

    @Override
    public void render(float delta) {
        for (ServerMessage m : link.drain()) {
            if (m instanceof ServerMessage.State st) states.add(st);
            if (m instanceof ServerMessage.Error e) problem = t("client.online.refused", e.message());
        }
        String p = link.takeProblem();
        if (p != null) problem = t(p);
        String now = link.table() + "|" + link.seat() + "|" + problem + "|" + app.text().lang();
        if (!now.equals(shown)) {
            shown = now;
            rebuild();
        }
        if (!states.isEmpty() && rules.isDone() && !handedOver) {
            if (rules.isCompletedExceptionally()) {
                handedOver = true;
                Throwable why = cause(rules); // a module or house rule of the server's that is not installed here
                app.show(new OnlineScreen(app, t("client.online.rules-missing", why.getMessage() == null ? why.toString() : why.getMessage())));
                return;
            }
            openGame(rules.join());
            return;
        }
        super.render(delta);
    }

    private static Throwable cause(CompletableFuture<?> f) {
        try {
            f.join();
            return new IllegalStateException();
        } catch (java.util.concurrent.CompletionException e) {
            return e.getCause() == null ? e : e.getCause();
        }
    }

    /** The game screen at this client's seat (or as a spectator), driven by the server from the first state on. */
    private void openGame(RuleSet r) {
        handedOver = true;
        ServerMessage.Table t = link.table();
        GameSetup setup = OnlinePlay.setup(t, app.engine().catalog());
        List<SeatInfo> seats = new ArrayList<>();
        for (int i = 0; i < setup.seats().size(); i++) {
            SeatSetup s = setup.seats().get(i);
            seats.add(new SeatInfo(i, s.colour(), s.symbol(), s.bot() ? s.level() : null));
        }
        app.text().modules(r.modules().ordered());
        OnlineTable table = new OnlineTable(r, link, states);
        app.show(new GameScreen(app, new Session(table, setup, seats, app.text(), app.clientModules())));
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ESCAPE) leave();
                else return false;
                return true;
            }
        });
    }

    @Override
    public void dispose() {
        if (!handedOver || rules.isCompletedExceptionally()) link.close(); // the game screen owns the link once it has it
        super.dispose();
    }
}
