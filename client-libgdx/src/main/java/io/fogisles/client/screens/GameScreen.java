package io.fogisles.client.screens;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.BotLabel;
import io.fogisles.client.core.Settings;
import io.fogisles.client.core.ClientModule;
import io.fogisles.client.core.GameTable;
import io.fogisles.client.core.HouseRules;
import io.fogisles.client.core.RuleTexts;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.anim.Animation;
import io.fogisles.client.core.anim.Animations;
import io.fogisles.client.core.anim.ChangeAnimator;
import io.fogisles.client.core.layout.ScreenLayout;
import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.core.render.RenderRegistry;
import io.fogisles.client.core.render.View;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.state.Change;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The table: the modules' panels around the viewed seat's island, the HUD (turn, phase and prompt on
 * top; the numbered choices, hints and explanations of refused moves at the bottom; the game log on
 * the right), bots at a readable pace, animations, undo, the autosave after every round, and keyboard
 * shortcuts for everything. It knows no module: panels, art, binders and animators come from the
 * registry of the loaded modules.
 */
public final class GameScreen extends BaseScreen {
    public static final String SEAT_SPOT = "client:seat";
    /** Longest step of the animations per frame: after an idle pause the first frame's time is long, and animations must not jump. */
    private static final float MAX_STEP = 1 / 20f;
    /** How long a message in the bottom bar stays. */
    private static final float MESSAGE_SECONDS = 8f;
    /** How long the finished table stays before the score sheet. */
    private static final float END_WAIT = 0.8f;

    private final Session session;
    private final GameTable table;
    private final GameTable.Replay replay;
    /** The server's view of the table when it is played online, else null. */
    private final GameTable.Online online;
    private Table onlineBox;
    private String shownOnline;
    private final RenderRegistry registry = new RenderRegistry();
    private final Animations anim = new Animations();
    private final View view;
    private final ScreenLayout layout = new ScreenLayout();
    private float botWait, endWait, messageAge;
    private String message;
    private boolean messageIsProblem;
    private boolean peeking;
    private int followedSeat = -2;
    private boolean autosaveWanted;
    private CompletableFuture<Void> saving;
    private boolean helpOpen, menuOpen;
    /** Restart was clicked once in the open menu: the second click restarts. */
    private boolean restartAsked;
    private boolean finished;
    private int shownScriptProblems;
    private List<Binding> popup;
    private float popupX, popupY;
    // HUD
    private Label phaseLabel, promptLabel, messageLabel, hintLabel, replayStatus;
    private Table choices, logTable, playerTag, topBar;
    private ScrollPane logScroll;
    private TextButton undo, playButton;
    private int shownLog = -1, shownVersion = -1, shownTurnHash;
    private String shownLang;
    // the panels' cached pictures (supersampled: smooth edges without multisampling)
    private final PanelCache pictures = new PanelCache();

    // pointer
    private Target pressed;
    private float pressX, pressY;
    /** The panel a press that picked nothing up may pan, and whether it did (then the release is no click). */
    private Panel panning;
    private boolean panned;
    private float lastX, lastY;

    /**
     * The hot seat with several people and secret hands: the screen is handed from person to person, and a
     * person's secrets show only once they took it ({@link #handedTo}); until then a cover asks for the hand-over.
     */
    private final boolean handOvers;
    /** The game here keeps secrets per seat: the log shows a private event (a card drawn) only to its seat ({@link View#secretSeat}). */
    private final boolean secrets;
    private int shownSecretSeat = -2;
    /** The person who last took the screen (−1: nobody yet), and the person the cover asks for now (−1: no cover). */
    private int handedTo = -1, handOverFor = -1;

    public GameScreen(ScreenHost app, Session session) {
        super(app);
        this.session = session;
        this.table = session.table;
        this.replay = table.replay();
        this.online = table.online();
        for (ClientModule m : session.modules) m.contribute(registry, session);
        this.view = new View(session, registry, anim);
        this.secrets = online == null && replay == null && secretHands(session.rules);
        this.handOvers = secrets && people(session).size() >= 2;
        int s = session.pendingSeat();
        view.viewedSeat = s >= 0 ? s : 0;
        // a bot that has decided (on its own thread) wakes the screen: it draws nothing while it waits
        table.onWake(() -> com.badlogic.gdx.Gdx.app.postRunnable(() -> { }));
    }

    public Session session() {
        return session;
    }

    /** The seats people play at this screen. */
    private static List<Integer> people(Session s) {
        List<Integer> out = new java.util.ArrayList<>();
        for (int i = 0; i < s.seats.size(); i++) if (!s.isBot(i)) out.add(i);
        return out;
    }

    /** Whether the game keeps pieces that only their owner may see (a hand of cards): its layout says so. */
    private static boolean secretHands(io.fogisles.kernel.game.RuleSet rules) {
        io.fogisles.kernel.state.StateLayout l = rules.layout();
        for (int z = 0; z < l.zoneInstances(); z++) if (l.zoneVisibility(z) == io.fogisles.kernel.state.Visibility.OWNER) return true;
        return false;
    }

    /** The seat whose hand may show now ({@link View#secretSeat}). */
    private int secretSeat() {
        if (online != null) return online.you();
        if (replay != null) return view.viewedSeat;
        List<Integer> people = people(session);
        if (people.size() == 1) return people.get(0);
        int human = session.humanToMove();
        return human >= 0 && human == handedTo ? human : -1;
    }

    /** The person the hand-over cover asks for (−1: none). */
    public int handOverFor() {
        return handOverFor;
    }

    /** The person asked for has taken the screen (the cover's button, Enter or Space; also the smoke run). */
    public void takeOver() {
        int seat = handOverFor >= 0 ? handOverFor : session.humanToMove();
        if (seat >= 0) handedTo = seat;
        handOverFor = -1;
    }

    /** The id of the game played here (its autosave is its own). */
    private String gameId() {
        return session.rules.game() == null ? null : session.rules.game().id();
    }

    public View view() {
        return view;
    }

    /** The loaded modules' panels (the layout test draws each on its own; the docs' pictures show some of them alone). */
    public List<Panel> panels() {
        return registry.panels();
    }

    /** Whether no animation runs or waits. */
    public boolean animationsIdle() {
        return anim.idle();
    }

    /** Whether an autosave is being written (the game waits). */
    public boolean saving() {
        return saving != null;
    }

    /** Whether the game is held (a menu or the help is open): bots and a playing replay wait. */
    public boolean paused() {
        return menuOpen || helpOpen || (saving != null && !saving.isDone());
    }

    /** Opens or closes the game menu (also used by the smoke run and the layout test). */
    public void menu(boolean open) {
        menuOpen = open;
    }

    public void help(boolean open) {
        helpOpen = open;
    }

    // ------------------------------------------------------------------ HUD

    @Override
    protected void build(Table root) {
        root.top();
        Table top = new Table();
        topBar = top;
        top.setBackground(app.ui().tint("white", 0x0A1824, 0.88f));
        phaseLabel = label("", "small");
        promptLabel = label("", "prompt");
        promptLabel.setWrap(true); // a long prompt takes two lines in a smaller font (fitPrompt), never cut
        playerTag = new Table();
        undo = button(t("client.game.undo"), "quiet", this::undo);
        top.add(phaseLabel).padLeft(12).padRight(14).left();
        top.add(playerTag).padRight(8);
        top.add(promptLabel).growX().minWidth(0).left();
        if (replay == null) top.add(undo).padRight(6); // online too: the server decides, as the engine does at the hot seat
        top.add(button(t("client.game.help"), "quiet", () -> helpOpen = !helpOpen)).padRight(6);
        top.add(button(t("client.game.menu"), "quiet", () -> menuOpen = !menuOpen)).padRight(10);
        root.add(top).growX().height(ScreenLayout.Frame.forWidth(worldWidth()).topBar()).row();
        root.add().grow().row();
        Table bottom = new Table();
        bottom.setBackground(app.ui().tint("white", 0x0A1824, 0.88f));
        choices = new Table();
        hintLabel = label("", "dim");
        hintLabel.setWrap(true);
        messageLabel = label("", "error");
        messageLabel.setWrap(true);
        Table msgs = new Table();
        msgs.add(hintLabel).growX().left().row();
        msgs.add(messageLabel).growX().left();
        if (replay != null) replayBar(choices);
        bottom.add(choices).left().padLeft(12).padRight(12);
        bottom.add(msgs).growX().minWidth(0).left().padRight(12);
        root.add(bottom).growX().height(ScreenLayout.Frame.forWidth(worldWidth()).bottomBar());
        logTable = new Table();
        logTable.top().left();
        logScroll = new ScrollPane(logTable, app.ui().skin);
        logScroll.setFadeScrollBars(false);
        logScroll.setScrollingDisabled(true, false);
        Table logBox = new Table();
        logBox.setBackground(app.ui().panel());
        if (online != null) { // who sits where online, who is connected, whose turn: always in sight
            onlineBox = new Table();
            onlineBox.setName("online");
            logBox.add(onlineBox).growX().left().pad(6, 10, 2, 6).row();
            shownOnline = null;
        }
        logBox.add(label(t("client.game.log"), "dim")).left().pad(6, 10, 2, 10).row();
        logBox.add(logScroll).grow().pad(2, 8, 8, 4);
        logBox.setName("log");
        stage.addActor(logBox);
        if (helpOpen) stage.addActor(overlay(helpOverlay()));
        if (menuOpen) stage.addActor(overlay(menuOverlay()));
        if (popup != null) stage.addActor(overlay(popupTable()));
        if (handOverFor >= 0) stage.addActor(overlay(handOverCover(handOverFor)));
        shownLog = -1;
        shownVersion = -1;
        shownTurnHash = 0;
    }

    /** The replay viewer's controls: to the start, a step back, play / pause, a step on, to the end, the rounds, the score sheet. */
    private void replayBar(Table bar) {
        Table row = new Table();
        row.defaults().height(38).padRight(4);
        row.add(button("|<", "choice", () -> seek(0))).width(44);
        row.add(button("<", "choice", () -> seek(replay.position() - 1))).width(44);
        playButton = button(t(replay.playing() ? "client.replay.pause" : "client.replay.play"), "accent", this::togglePlay);
        row.add(playButton).width(120);
        row.add(button(">", "choice", this::stepOn)).width(44);
        row.add(button(">|", "choice", () -> seek(replay.length()))).width(44).padRight(14);
        row.add(button("-", "quiet", () -> seekRound(-1))).width(34);
        replayStatus = label("", "small");
        row.add(replayStatus).padLeft(6).padRight(6);
        row.add(button("+", "quiet", () -> seekRound(1))).width(34).padRight(14);
        if (replay.position() >= replay.length()) row.add(button(t("client.replay.scores"), "accent", this::showScores));
        bar.add(row).left();
    }

    /** Marks an actor as an overlay (menu, help, choice menu): it covers the table on purpose. */
    private static com.badlogic.gdx.scenes.scene2d.Actor overlay(com.badlogic.gdx.scenes.scene2d.Actor a) {
        a.setName(OVERLAY);
        return a;
    }

    private Table helpOverlay() {
        Table t = new Table();
        t.setBackground(app.ui().panel());
        t.pad(20).defaults().left().pad(2, 6, 2, 6);
        t.add(label(t("client.help.title"), "big")).colspan(2).padBottom(10).row();
        String[][] keys = {{"1-9", "client.help.numbers"}, {"Enter", "client.help.enter"}, {"U / Ctrl+Z", "client.help.undo"}, {"Tab", "client.help.tab"},
                {"<- ->", "client.help.arrows"}, {"Space", "client.help.space"}, {"Esc", "client.help.esc"}, {"F1 / H", "client.help.help"},
                {"F11", "client.help.fullscreen"}, {"+ / -", "client.help.speed"},
                {"Tab, arrows, Enter", "client.help.menus"}};
        for (String[] k : keys) {
            t.add(label(k[0], "default")).padRight(20);
            t.add(label(t(k[1]), "default")).row();
        }
        if (!session.rules.houseRules().isEmpty()) { // which rules this game plays with (they stay as they were when it started)
            List<String> names = new java.util.ArrayList<>();
            for (var r : session.rules.houseRules()) names.add(RuleTexts.name(app.engine().houseRules().library(), r.id(), app.text().lang()) + " " + r.version());
            Label rules = label(t("client.help.rules", String.join(", ", names)), "default");
            rules.setWrap(true);
            t.add(rules).colspan(2).width(560).padTop(12).row();
        }
        Label how = label(t("client.help.how"), "dim");
        how.setWrap(true);
        t.add(how).colspan(2).width(560).padTop(12).row();
        t.add(button(t("client.close"), "accent", () -> helpOpen = false)).colspan(2).right().padTop(10);
        t.pack();
        t.setPosition((worldWidth() - t.getWidth()) / 2, (worldHeight() - t.getHeight()) / 2);
        return t;
    }

    /** The cover between two people's turns at the hot seat: whose turn it is, and a button to take the screen. */
    private Table handOverCover(int seat) {
        Table cover = new Table();
        cover.setFillParent(true);
        cover.setTouchable(com.badlogic.gdx.scenes.scene2d.Touchable.enabled); // nothing under it can be clicked
        cover.setBackground(app.ui().tint("white", 0x0A1824, 0.97f));
        Table t = new Table();
        t.setBackground(app.ui().panel());
        t.pad(24).defaults().pad(6);
        SeatInfo s = session.seat(seat);
        Table who = new Table();
        who.add(app.ui().badge(s.colour(), s.symbol(), 36)).size(36).padRight(10);
        who.add(label(t("client.handover.title", session.seatName(seat)), "big"));
        t.add(who).row();
        Label l = label(t("client.handover.text", session.seatName(seat)), "default");
        l.setWrap(true);
        l.setAlignment(Align.center);
        t.add(l).width(Math.min(520, worldWidth() - 80)).row();
        t.add(button(t("client.handover.ready", session.seatName(seat)), "accent", this::takeOver)).minWidth(260).height(48).padTop(10);
        cover.add(t);
        return cover;
    }

    private Table menuOverlay() {
        Table t = new Table();
        t.setBackground(app.ui().panel());
        t.pad(24).defaults().width(320).minHeight(46).pad(6);
        t.add(label(t("client.menu.title"), "big")).height(30).row();
        t.add(button(t(replay == null ? "client.menu.resume" : "client.menu.resume-replay"), "accent", () -> menuOpen = false)).row();
        t.add(button(t("client.menu.settings"), () -> {
            menuOpen = false;
            app.showSettings(() -> app.show(this));
        })).row();
        if (online != null && online.host() && !session.isOver()) {
            // the host may let a bot play an away player's seat until they come back (the server gives it back then)
            List<GameTable.Online.Seat> seats = online.seats();
            for (int i = 0; i < seats.size() && i < session.seats.size(); i++) {
                if (!seats.get(i).away() || !seats.get(i).standIn().isEmpty()) continue;
                int seat = i;
                TextButton hand = button(t("client.online.hand-over", awayName(i, seats.get(i), Integer.MAX_VALUE)), () -> {
                    menuOpen = false;
                    online.handOver(seat, GameTable.Online.STAND_IN_LEVEL);
                });
                hand.getLabel().setWrap(true);
                t.add(hand).row();
            }
        }
        if (online != null) {
            // the server keeps the seat: the same code (and the remembered token) brings this player back
            t.add(button(t("client.online.leave"), () -> {
                menuOpen = false;
                app.showTitle(null);
            })).row();
        } else if (replay == null) {
            // restarting ends this game for good (its autosave is replaced): the first click only asks
            TextButton restart = button(t(restartAsked ? "client.menu.restart-confirm" : "client.menu.restart"), restartAsked ? "accent" : "default", () -> {
                if (!restartAsked) {
                    restartAsked = true;
                    return;
                }
                menuOpen = false;
                app.startGame(session.setup); // the same setup with the rules as installed now (after a house rule changed)
            });
            restart.getLabel().setWrap(true);
            t.add(restart).row();
            t.add(button(t("client.menu.save-exit"), () -> {
                menuOpen = false;
                app.saves(gameId()).save(session).whenComplete((v, e) -> Gdx.app.postRunnable(() -> app.showTitle(e == null ? null : e.getMessage())));
            })).row();
        } else {
            t.add(button(t("client.menu.leave-replay"), app::showReplays)).row();
        }
        t.add(button(t("client.menu.quit"), app::quit)).row();
        t.pack();
        t.setPosition((worldWidth() - t.getWidth()) / 2, (worldHeight() - t.getHeight()) / 2);
        return t;
    }

    private Table popupTable() {
        Table t = new Table();
        t.setBackground(app.ui().panel());
        t.pad(8).defaults().pad(3).left();
        for (int i = 0; i < popup.size(); i++) {
            Binding b = popup.get(i);
            t.add(button((i + 1) + "  " + label(b), "choice", () -> perform(b))).row();
        }
        t.pack();
        t.setPosition(Math.min(popupX, worldWidth() - t.getWidth() - 4), Math.max(4, popupY - t.getHeight()));
        return t;
    }

    private String label(Binding b) {
        String s = t(b.labelKey(), b.labelArgs().toArray());
        return b.badge() != null && !s.contains(b.badge()) ? s + " (" + b.badge() + ")" : s;
    }

    /** Refreshes the HUD texts and choice buttons when the game or the choices changed. */
    private void refreshHud() {
        PendingDecision p = session.pending();
        int turnHash = System.identityHashCode(view.turn) ^ (view.focus == null ? 0 : view.focus.hashCode()) ^ (replay != null && replay.playing() ? 1 : 0);
        if (session.version() != shownVersion || turnHash != shownTurnHash || !app.text().lang().equals(shownLang)) {
            shownVersion = session.version();
            shownTurnHash = turnHash;
            shownLang = app.text().lang();
            phaseLabel.setText(phaseText(p));
            playerTag.clear();
            if (p != null) {
                SeatInfo s = session.seat(p.seat());
                playerTag.add(app.ui().badge(s.colour(), s.symbol(), 24)).size(24).padRight(6);
                playerTag.add(label(session.seatName(p.seat()), "big"));
                String prompt = t("decision." + p.id());
                if (s.isBot() && replay == null) prompt = t("client.game.bot-turn", prompt);
                promptLabel.setText(": " + prompt);
            } else {
                promptLabel.setText(t("client.game.over"));
            }
            fitPrompt();
            if (replay == null) {
                choices.clear();
                List<Binding> numbered = view.turn.numbered();
                for (int i = 0; i < numbered.size(); i++) {
                    Binding b = numbered.get(i);
                    TextButton tb = button((i + 1) + "  " + label(b), b.primary() ? "accent" : "choice", () -> perform(b));
                    if (view.focus == b) tb.setChecked(true);
                    choices.add(tb).padRight(6).height(38);
                    if (i % 4 == 3) choices.row();
                }
            } else {
                playButton.setText(t(replay.playing() ? "client.replay.pause" : "client.replay.play"));
                replayStatus.setText(t("client.replay.round", Math.max(0, session.round()), Math.max(0, replay.roundStarts().size() - 1)) + "  |  "
                        + t("client.replay.position", replay.position(), replay.length()));
            }
            hintLabel.setText(hintText());
        }
        if (online != null) refreshOnline();
        int human = session.humanToMove();
        undo.setDisabled(!(human >= 0 && session.canUndo(human) && anim.idle()));
        if (message != null) {
            messageAge += Gdx.graphics.getDeltaTime();
            if (messageAge > MESSAGE_SECONDS) message = null;
            else app.wakeIn(MESSAGE_SECONDS - messageAge + 0.05f);
        }
        messageLabel.setText(message == null ? "" : message);
        messageLabel.setStyle(app.ui().skin.get(messageIsProblem ? "error" : "info", Label.LabelStyle.class));
        if (session.log().size() != shownLog || view.secretSeat != shownSecretSeat) {
            List<Session.LogEntry> log = session.log();
            if (shownLog < 0 || log.size() < shownLog || log.size() - shownLog > 150 || view.secretSeat != shownSecretSeat) {
                shownSecretSeat = view.secretSeat; // first time, after an undo, or far behind
                logTable.clear();
                shownLog = Math.max(0, log.size() - 150);
            }
            for (int i = shownLog; i < log.size(); i++) {
                Session.LogEntry e = log.get(i);
                if (secrets && e.event() != null && !e.event().visibleTo(view.secretSeat)) continue; // another seat's secret
                Label l = label(session.format(e), "small");
                l.setWrap(true);
                int seat = e.event() == null ? -1 : e.event().seat();
                if (seat >= 0) l.setColor(Palette.seat(session.seat(seat).colour()).cpy().lerp(Palette.WHITE, 0.35f));
                logTable.add(l).growX().left().padBottom(2).row();
            }
            if (logTable.getCells().size > 220) { // keep the newest lines: rebuild now and then
                shownLog = -1;
                return;
            }
            shownLog = log.size();
            logTable.invalidate();
            logScroll.layout();
            logScroll.setScrollPercentY(1);
            logScroll.updateVisualScroll(); // no smooth scrolling: it would keep drawing frames
        }
        com.badlogic.gdx.scenes.scene2d.Actor logBox = stage.getRoot().findActor("log");
        if (logBox != null) logBox.setBounds(layout.log.x, layout.log.y, layout.log.w, layout.log.h);
    }

    /**
     * The table online in one line above the log, so it always has room: its code and every seat's badge, the seat
     * to play marked; below it, only when it happens, who is away (colour and name, and the bot that plays for them
     * when the host let one: the host does so in the menu, where there is room) and whether this client is
     * reconnecting. Rebuilt when any of it changes.
     */
    private void refreshOnline() {
        List<GameTable.Online.Seat> seats = online.seats();
        int pending = session.pendingSeat();
        String now = seats + "|" + pending + "|" + online.connected() + "|" + app.text().lang() + "|" + layout.log.w;
        if (now.equals(shownOnline)) return;
        shownOnline = now;
        onlineBox.clear();
        onlineBox.left();
        Table line = new Table();
        line.add(label(t("client.online.table-code", online.code()), "dim")).padRight(8);
        for (int i = 0; i < seats.size() && i < session.seats.size(); i++) {
            SeatInfo info = session.seat(i);
            if (i == pending) line.add(label(">", "small")).padRight(2);
            line.add(app.ui().badge(info.colour(), info.symbol(), 18)).size(18).padRight(5);
        }
        onlineBox.add(line).left().row();
        float w = Math.max(60, layout.log.w - 20);
        List<String> away = new java.util.ArrayList<>();
        for (int i = 0; i < seats.size() && i < session.seats.size(); i++) {
            GameTable.Online.Seat s = seats.get(i);
            if (!s.away()) continue;
            String who = awayName(i, s, PANEL_NAME_CHARS);
            away.add(s.standIn().isEmpty() ? who : t("client.online.stand-in", who, t(BotLabel.key(s.standIn()), BotLabel.args(s.standIn()))));
        }
        if (!away.isEmpty()) {
            Label l = label(t("client.online.away-list", String.join("; ", away)), "error-small");
            l.setWrap(true);
            onlineBox.add(l).width(w).left().row();
        }
        if (!online.connected()) {
            Label l = label(t("client.online.reconnecting"), "error-small");
            l.setWrap(true);
            onlineBox.add(l).width(w).left().row();
        }
    }

    /**
     * The most characters of a player's name in the seats panel: it shares a small box with the log, and names may
     * have 40 characters (the lobby and the menu show them whole).
     */
    private static final int PANEL_NAME_CHARS = 16;

    /** An away player as the table online names them: their colour and the name they gave, cut after {@code max} characters. */
    private String awayName(int seat, GameTable.Online.Seat s, int max) {
        String name = s.name().length() <= max ? s.name() : s.name().substring(0, max - 3).strip() + "...";
        return session.seatName(seat) + (name.isEmpty() ? "" : " (" + name + ")");
    }

    /** The prompt in the large font when it fits the top bar in one line, else wrapped in the normal font. */
    private void fitPrompt() {
        float room = ScreenLayout.Frame.forWidth(worldWidth()).topBar() - 4;
        promptLabel.setStyle(app.ui().skin.get("prompt", Label.LabelStyle.class));
        topBar.setWidth(worldWidth());
        topBar.validate();
        if (promptLabel.getPrefHeight() <= room && promptLabel.getGlyphLayout().runs.size <= 1) return;
        promptLabel.setStyle(app.ui().skin.get("prompt-small", Label.LabelStyle.class));
        topBar.invalidate();
    }

    private String phaseText(PendingDecision p) {
        String round = session.round() == 0 ? t("client.game.setup") : t("client.game.round", session.round());
        if (p == null) return round;
        String phase = null;
        for (String id : p.path()) if (app.text().has("phase." + id)) phase = t("phase." + id);
        return phase == null || phase.equals(round) ? round : round + "  |  " + phase; // not "Setup | Setup"
    }

    private String hintText() {
        if (saving != null) return t("client.game.saving");
        if (replay != null) return replay.problem() != null ? replay.problem() : t("client.hint.replay");
        if (view.turn.isEmpty()) return session.isOver() ? "" : t("client.hint.wait");
        StringBuilder b = new StringBuilder();
        if (!view.turn.sources().isEmpty()) b.append(t("client.hint.drag")).append(' ');
        else if (!view.turn.clickTargets().isEmpty()) b.append(t("client.hint.click")).append(' ');
        if (view.turn.primary() != null) b.append(t("client.hint.enter", label(view.turn.primary())));
        return b.toString().trim();
    }

    /** A line in the bottom bar for a while: a problem (a refused move) in the error colour, anything else plainly. */
    private void say(String text, boolean problem) {
        message = text;
        messageIsProblem = problem;
        messageAge = 0;
    }

    // ------------------------------------------------------------------ the frame

    @Override
    public void render(float delta) {
        float step = Math.min(delta, MAX_STEP);
        view.time += step;
        anim.update(step);
        if (saving != null && saving.isDone()) {
            if (saving.isCompletedExceptionally()) say(t("client.game.save-failed", cause(saving)), true);
            saving = null;
        }
        if (!paused()) {
            if (anim.idle() && botWait > 0) botWait -= delta; // the pause after a move counts once its animations are over
            GameTable.Move m = session.advance(anim.idle() && botWait <= 0);
            if (m != null && !m.accepted()) { // the server refused this seat's action: say so, and offer the choices again
                explain(m.outcome());
                session.resync();
            } else if (m != null) {
                applied(m);
                botWait = pause(m);
            }
            if (anim.idle() && botWait > 0) app.wakeIn(botWait);
            if (autosaveWanted && anim.idle() && !table.busy() && !session.isOver() && table.autosaves()) {
                autosaveWanted = false;
                saving = app.saves(gameId()).save(session);
                saving.whenComplete((v, e) -> Gdx.app.postRunnable(() -> { })); // a frame when it is written
            }
        }
        reportScriptProblems();
        int pending = session.pendingSeat();
        if (anim.idle() && pending >= 0 && pending != followedSeat) {
            followedSeat = pending;
            if (!peeking || !session.isBot(pending)) {
                view.viewedSeat = pending;
                peeking = false;
            }
        }
        int human = session.humanToMove();
        handOverFor = handOvers && human >= 0 && human != handedTo && anim.idle() && !session.isOver() ? human : -1;
        view.secretSeat = secretSeat();
        TurnModel turn = human >= 0 && anim.idle() && (saving == null) && handOverFor < 0 ? session.turn(human) : TurnModel.empty();
        if (turn != view.turn) {
            view.turn = turn;
            view.turnShownAt = view.time;
            if (view.focus != null && !turn.bindings().contains(view.focus)) view.focus = null;
            if (view.selected != null && !turn.isSource(view.selected)) view.selected = null;
            if (popup != null && !turn.bindings().containsAll(popup)) closePopup();
        }
        if (session.isOver() && anim.idle() && (table.autosaves() || online != null) && !finished) {
            endWait += delta;
            if (endWait > END_WAIT) {
                finished = true;
                if (online != null) app.showEnd(session, null, null); // the server keeps the game
                else app.finishGame(session);
                return;
            }
            app.wakeIn(END_WAIT - endWait + 0.02f);
        }
        app.profile().mark("logic");
        layout.arrange(registry.panels(), view, worldWidth(), worldHeight(), ScreenLayout.Frame.forWidth(worldWidth()));
        refreshHud();
        app.profile().mark("hud");
        refreshLayers();
        app.profile().mark("layers");
        super.render(delta);
        syncOverlays();
    }

    /** Frames are drawn while something moves: animations, the highlights' first pulses, a dragged tile. */
    @Override
    protected boolean animating() {
        return !anim.idle() || view.pulsing() || view.dragging;
    }

    /**
     * How long the table rests after a move of a bot (or of a playing replay) before the next, so that people
     * can follow: short between the steps of one player's turn, longer when the turn passes on.
     */
    private float pause(GameTable.Move m) {
        Settings.AnimationSpeed speed = app.settings().animationSpeed;
        int next = session.pendingSeat();
        int mover = -1;
        for (Change c : m.changes()) if (c instanceof Change.Event e && e.event().seat() >= 0) mover = e.event().seat();
        float pause = next >= 0 && next == mover ? speed.stepPause : speed.turnPause;
        return pause * app.botPauseFactor();
    }

    // ------------------------------------------------------------------ the replay viewer

    private void seek(int position) {
        if (replay == null) return;
        replay.play(false);
        anim.clear();
        replay.seek(position);
        session.resync();
        closePopup();
    }

    /** To the start of the next (+1) or this / the previous (-1) round. */
    private void seekRound(int dir) {
        List<Integer> starts = replay.roundStarts();
        int at = replay.position(), target = dir > 0 ? replay.length() : 0;
        if (dir > 0) {
            for (int s : starts) if (s > at) {
                target = s;
                break;
            }
        } else {
            for (int s : starts) if (s < at) target = s;
        }
        seek(target);
    }

    private void stepOn() {
        if (replay == null) return;
        replay.play(false);
        anim.clear();
        GameTable.Move m = session.stepReplay();
        if (m != null) applied(m);
    }

    private void togglePlay() {
        if (replay == null) return;
        if (!replay.playing() && replay.position() >= replay.length()) seek(0);
        replay.play(!replay.playing());
        botWait = 0;
    }

    private void showScores() {
        app.showEnd(session, replay.history(), replay.file());
    }

    /** A house rule (or module script) that failed is switched off by the engine; the players see which, where and why. */
    private void reportScriptProblems() {
        List<ScriptProblem> problems = table.scriptProblems();
        while (shownScriptProblems < problems.size()) {
            ScriptProblem p = problems.get(shownScriptProblems++);
            HouseRules rules = app.engine().houseRules();
            app.notices().add(RuleTexts.disabled(p, rules.library(), rules.roots(), app.text()));
            session.note("client.log.rule-disabled", RuleTexts.name(rules.library(), p.unit(), app.text().lang()), RuleTexts.line(p.error(), rules.roots()));
        }
    }

    @Override
    protected boolean keyboardWalksButtons() {
        return menuOpen;
    }

    @Override
    protected float noticeTop() {
        return worldHeight() - ScreenLayout.Frame.forWidth(worldWidth()).topBar() - 8;
    }

    private static String cause(CompletableFuture<?> f) {
        try {
            f.join();
            return "";
        } catch (Exception e) {
            return e.getCause() == null ? e.getMessage() : e.getCause().getMessage();
        }
    }

    private boolean shownHelp, shownMenu, shownRestartAsked;
    private int shownHandOver = -1;
    private List<Binding> shownPopup;

    private void syncOverlays() {
        if (!menuOpen) restartAsked = false;
        if (shownHelp != helpOpen || shownMenu != menuOpen || shownPopup != popup || shownRestartAsked != restartAsked || shownHandOver != handOverFor) {
            shownHandOver = handOverFor;
            shownHelp = helpOpen;
            shownMenu = menuOpen;
            shownRestartAsked = restartAsked;
            shownPopup = popup;
            rebuild();
        }
    }

    /** Redraws the panels' pictures that are out of date (before the frame's drawing starts). */
    private void refreshLayers() {
        float density = Gdx.graphics.getBackBufferWidth() / (float) Math.max(1, Gdx.graphics.getWidth()); // HiDPI screens
        pictures.refresh(registry.panels(), view, app.painter(), 2f * scale() * density);
    }

    /** How many panel pictures were redrawn (the smoke report shows it). */
    public int pictureRedraws() {
        return pictures.redraws();
    }

    @Override
    protected void drawBoard(Painter p, float delta) {
        pictures.draw(registry.panels(), view, p);
        anim.each((a, started) -> a.draw(p, view, started));
        if (view.dragging && view.selected instanceof Target.Piece pc) {
            At a = view.locate(pc);
            view.drawTile(p, pc.piece(), view.dragX, view.dragY, a == null ? 22 : Math.max(18, a.size()));
        }
        if (saving != null) p.text(t("client.game.saving"), worldWidth() / 2, worldHeight() - 60, 1.1f, Palette.HIGHLIGHT, Align.center);
    }

    // ------------------------------------------------------------------ acting

    private void applied(GameTable.Move r) {
        if (!r.accepted()) return;
        float speed = app.settings().animationSpeed.factor;
        for (List<Animation> step : ChangeAnimator.steps(r.changes(), view, registry.animators(), speed)) anim.add(step);
        for (Change c : r.changes()) if (c instanceof Change.Event e && e.event().type().equals("kernel:round-started") && session.round() > 1) autosaveWanted = true;
        view.selected = null;
        view.focus = null;
        view.dragging = false;
        closePopup();
    }

    /** Performs a binding for the person to move (also used by the smoke run and by the HUD buttons). */
    public void perform(Binding b) {
        int seat = session.humanToMove();
        if (seat < 0 || !anim.idle()) return;
        GameTable.Move r = session.submit(seat, b.action());
        if (r.accepted()) {
            message = null;
            applied(r);
        } else {
            explain(r.outcome());
        }
    }

    private void explain(Outcome o) {
        if (o instanceof Outcome.Rejected rj && rj.rejection().code().equals(GameTable.Online.REFUSED)) {
            say(t("client.online.refused", rj.rejection().args().get(0)), true);
        } else if (o instanceof Outcome.Rejected rj && rj.rejection().code().equals(GameTable.Online.WAIT)) {
            say(t("client.online.wait"), false);
        } else if (o instanceof Outcome.Rejected rj) {
            say(app.text().rejection(rj.rejection()) /* a veto carries its rule's name in every language */, true);
        }
    }

    /** A gesture that matched no legal action: let the engine say why it is not allowed. */
    private void propose(Target source, Target target) {
        int seat = session.humanToMove();
        PendingDecision p = session.pending();
        if (seat < 0 || p == null || target == null) return;
        for (ActionBinder binder : session.binders) {
            Action a = binder.propose(table, seat, p.id(), source, target);
            if (a == null) continue;
            GameTable.Move r = session.submit(seat, a);
            if (r.accepted()) applied(r);
            else explain(r.outcome());
            return;
        }
        say(t("client.game.not-now"), true);
    }

    /** Takes back the last step of the person to move, if the engine allows it (also used by the smoke run). */
    public void undo() {
        int seat = session.humanToMove();
        if (seat >= 0 && anim.idle() && session.undo(seat)) {
            view.selected = null;
            view.focus = null;
            closePopup();
            say(t("client.game.undone"), false); // a confirmation, not a problem
        }
    }

    private void closePopup() {
        popup = null;
    }

    private void choose(int n) {
        List<Binding> list = popup != null ? popup : view.turn.numbered();
        if (n >= 0 && n < list.size()) perform(list.get(n));
    }

    private void cycleFocus(int dir) {
        List<Binding> order = view.turn.focusOrder();
        if (order.isEmpty()) return;
        int i = view.focus == null ? (dir > 0 ? -1 : 0) : order.indexOf(view.focus);
        view.focus = order.get(Math.floorMod(i + dir, order.size()));
        if (view.focus.source() != null) view.selected = null;
    }

    private void viewNextSeat() {
        view.viewedSeat = (view.viewedSeat + 1) % session.seats.size();
        peeking = true;
    }

    private Target hit(float x, float y) {
        for (Panel p : registry.panels()) {
            if (!p.visible(view) || !p.bounds.contains(x, y)) continue;
            Target t = p.hit(view, x, y);
            if (t != null) return t;
        }
        return null;
    }

    private Binding hitBinding(float x, float y) {
        for (Panel p : registry.panels()) {
            if (!p.visible(view)) continue;
            Binding b = p.hitBinding(view, x, y);
            if (b != null) return b;
        }
        return null;
    }

    private void click(Target t, float x, float y) {
        if (t instanceof Target.Spot s && s.id().equals(SEAT_SPOT)) {
            view.viewedSeat = s.seat();
            peeking = s.seat() != session.pendingSeat();
            return;
        }
        TurnModel turn = view.turn;
        if (view.selected != null) {
            Binding b = t == null ? null : turn.move(view.selected, t);
            if (b != null) perform(b);
            else if (t != null && turn.isSource(t) && !t.equals(view.selected)) view.selected = t;
            else if (t != null && !t.equals(view.selected)) {
                propose(view.selected, t);
                view.selected = null;
            } else view.selected = null;
            return;
        }
        if (t == null) return;
        List<Binding> at = turn.at(t);
        if (at.size() == 1 && !turn.isSource(t)) perform(at.get(0));
        else if (at.size() > 1 || (at.size() == 1 && turn.isSource(t))) {
            popup = at.size() == 1 ? List.of(at.get(0)) : at;
            popupX = x + 12;
            popupY = y;
            if (turn.isSource(t)) view.selected = t;
        } else if (turn.isSource(t)) view.selected = t;
        else propose(null, t);
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            private final Vector3 v3 = new Vector3();

            private Vector3 world(int sx, int sy) {
                return camera.unproject(v3.set(sx, sy, 0));
            }

            @Override
            public boolean touchDown(int sx, int sy, int pointer, int button) {
                if (menuOpen || helpOpen || handOverFor >= 0) return false;
                if (!anim.idle()) {
                    anim.clear(); // a click skips the running animations
                    return true;
                }
                Vector3 w = world(sx, sy);
                if (button == Input.Buttons.RIGHT) {
                    view.selected = null;
                    closePopup();
                    return true;
                }
                for (Panel p : registry.panels()) {
                    if (p.visible(view) && p.bounds.contains(w.x, w.y) && p.press(view, w.x, w.y)) return true; // the panel's own control
                }
                Binding b = hitBinding(w.x, w.y);
                if (b != null) {
                    perform(b);
                    return true;
                }
                closePopup();
                pressed = hit(w.x, w.y);
                pressX = lastX = w.x;
                pressY = lastY = w.y;
                panning = null;
                panned = false;
                for (Panel p : registry.panels()) if (p.visible(view) && p.bounds.contains(w.x, w.y)) panning = p;
                return true;
            }

            @Override
            public boolean touchDragged(int sx, int sy, int pointer) {
                Vector3 w = world(sx, sy);
                if (!view.dragging && pressed != null && view.turn.isSource(pressed) && Math.hypot(w.x - pressX, w.y - pressY) > 8) {
                    view.dragging = true;
                    view.selected = pressed;
                }
                if (!view.dragging && panning != null && (panned || Math.hypot(w.x - pressX, w.y - pressY) > 8)) {
                    if (panning.pan(view, w.x - lastX, w.y - lastY)) panned = true;
                    lastX = w.x;
                    lastY = w.y;
                    return panned;
                }
                if (view.dragging) {
                    view.dragX = w.x;
                    view.dragY = w.y;
                }
                return view.dragging;
            }

            @Override
            public boolean touchUp(int sx, int sy, int pointer, int button) {
                Vector3 w = world(sx, sy);
                if (view.dragging) {
                    view.dragging = false;
                    Target t = hit(w.x, w.y);
                    Target source = view.selected;
                    Binding b = t == null ? null : view.turn.move(source, t);
                    if (b != null) perform(b);
                    else if (t != null && !t.equals(source)) propose(source, t);
                    view.selected = null;
                    pressed = null;
                    return true;
                }
                boolean wasPan = panned;
                panning = null;
                panned = false;
                if (wasPan) {
                    pressed = null;
                    return true;
                }
                if (pressed != null || button == Input.Buttons.LEFT) click(hit(w.x, w.y), w.x, w.y);
                pressed = null;
                return true;
            }

            @Override
            public boolean scrolled(float amountX, float amountY) {
                if (menuOpen || helpOpen || handOverFor >= 0) return false;
                Vector3 w = world(Gdx.input.getX(), Gdx.input.getY());
                for (Panel p : registry.panels()) if (p.visible(view) && p.bounds.contains(w.x, w.y) && p.zoom(view, w.x, w.y, amountY)) return true;
                return false;
            }

            @Override
            public boolean mouseMoved(int sx, int sy) {
                Vector3 w = world(sx, sy);
                view.hovered = hit(w.x, w.y);
                return false;
            }

            @Override
            public boolean keyDown(int key) {
                if (handOverFor >= 0 && (key == Input.Keys.ENTER || key == Input.Keys.NUMPAD_ENTER || key == Input.Keys.SPACE)) {
                    takeOver();
                    return true;
                }
                if (key >= Input.Keys.NUM_1 && key <= Input.Keys.NUM_9) {
                    choose(key - Input.Keys.NUM_1);
                    return true;
                }
                if (key >= Input.Keys.NUMPAD_1 && key <= Input.Keys.NUMPAD_9) {
                    choose(key - Input.Keys.NUMPAD_1);
                    return true;
                }
                if (replay != null && replayKey(key)) return true;
                switch (key) {
                    case Input.Keys.ENTER, Input.Keys.NUMPAD_ENTER -> {
                        Binding b = view.focus != null ? view.focus : view.turn.primary();
                        if (b != null) perform(b);
                    }
                    case Input.Keys.U -> undo();
                    case Input.Keys.Z -> {
                        if (Gdx.input.isKeyPressed(Input.Keys.CONTROL_LEFT) || Gdx.input.isKeyPressed(Input.Keys.CONTROL_RIGHT)) undo();
                    }
                    case Input.Keys.TAB -> viewNextSeat();
                    case Input.Keys.RIGHT, Input.Keys.DOWN -> cycleFocus(1);
                    case Input.Keys.LEFT, Input.Keys.UP -> cycleFocus(-1);
                    case Input.Keys.SPACE -> anim.clear();
                    case Input.Keys.F1, Input.Keys.H -> helpOpen = !helpOpen;
                    case Input.Keys.F11 -> {
                        app.settings().fullscreen = !app.settings().fullscreen;
                        app.applyWindowMode();
                        app.saveSettings();
                    }
                    case Input.Keys.PLUS, Input.Keys.EQUALS, Input.Keys.MINUS -> {
                        app.settings().animationSpeed = key == Input.Keys.MINUS ? app.settings().animationSpeed.slower() : app.settings().animationSpeed.faster();
                        app.saveSettings();
                        say(t("client.game.speed", t("client.speed." + app.settings().animationSpeed.name().toLowerCase())), false);
                    }
                    case Input.Keys.ESCAPE -> {
                        if (popup != null) closePopup();
                        else if (helpOpen) helpOpen = false;
                        else if (!app.notices().isEmpty()) app.notices().dismissAll();
                        else if (view.selected != null || view.focus != null) {
                            view.selected = null;
                            view.focus = null;
                        } else menuOpen = !menuOpen;
                    }
                    default -> {
                        return false;
                    }
                }
                return true;
            }
        });
    }

    @Override
    public void hide() {
        // the session goes on (the settings screen returns here); bots stop only when the screen is disposed
    }

    /** The replay viewer's keys: Space plays or stops, the arrows step, Page up / down go by rounds, Home / End to the ends. */
    private boolean replayKey(int key) {
        switch (key) {
            case Input.Keys.SPACE, Input.Keys.P -> togglePlay();
            case Input.Keys.RIGHT -> stepOn();
            case Input.Keys.LEFT -> seek(replay.position() - 1);
            case Input.Keys.PAGE_DOWN, Input.Keys.DOWN -> seekRound(1);
            case Input.Keys.PAGE_UP, Input.Keys.UP -> seekRound(-1);
            case Input.Keys.HOME -> seek(0);
            case Input.Keys.END -> seek(replay.length());
            default -> {
                return false;
            }
        }
        return true;
    }

    @Override
    public void dispose() {
        pictures.dispose();
        table.close(); // bots stop, then the game's own script session closes
        io.fogisles.client.core.Engine.forgetScripts(session.rules); // the render thread's script contexts of this game
        super.dispose();
    }
}
