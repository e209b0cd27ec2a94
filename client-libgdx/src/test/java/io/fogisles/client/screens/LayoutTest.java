package io.fogisles.client.screens;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import io.fogisles.client.core.ClientModules;
import io.fogisles.client.core.Engine;
import io.fogisles.client.core.GameHistory;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.HotSeatTable;
import io.fogisles.client.core.HouseRuleChoice;
import io.fogisles.client.core.ReplayTable;
import io.fogisles.client.core.Saves;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.Settings;
import io.fogisles.client.core.render.Panel;
import io.fogisles.client.online.HostedServer;
import io.fogisles.client.online.OnlineLink;
import io.fogisles.client.online.OnlinePlay;
import io.fogisles.client.online.OnlineTable;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * No cut or overlapping text (issue 16, item 3): every screen and panel — title, new game (with the house
 * rules list), settings, the replay list, loading, the table at each kind of decision with all three
 * modules' panels, its menu and help, the replay viewer, the score sheet with each chart, and the Play online
 * screens (the forms, the host's table setup, the lobby, the table online with its seats and menu) — is laid out in
 * English, German and French, in a 1280x800 window and in the smallest window the client allows, at every
 * UI scale the settings offer there. It fails on any text that does not fit its cell or overlaps another
 * and names the screen, language, window, scale, the text and its bounds (see {@link LayoutInspector}).
 * Runs without a display: libGDX's headless backend and an OpenGL that draws nothing ({@link HeadlessGdx});
 * the font measures every text from its real metrics.
 */
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class LayoutTest {
    private static final long SEED = 20240611L;
    @TempDir
    static Path dir;
    private static Engine engine;
    private static TestHost host;
    /** The table at the first time each kind of decision came up in a 4-seat game of all modules. */
    private static final Map<String, Session> TABLES = new LinkedHashMap<>();
    private static Session finished, replay;
    private static GameHistory history;
    private static Path finishedFile;
    private static OnlineLink waiting, watcher, standInWatcher;
    private static Session online;

    /** Pirate Bay: the table at the first of each kind of decision of a 6-seat game, the finished game, its history and replay. */
    private static final Map<String, Session> PIRATE_TABLES = new LinkedHashMap<>();
    private static Session pirateFinished, pirateReplay;
    private static GameHistory pirateHistory;
    private static Path pirateFile;
    private static GameSetup pirateSetup;
    /** Balmy Balloonists: the table at the first of each kind of decision of a 3-seat game with the storm, the finished game, its history and replay. */
    private static final Map<String, Session> BALMY_TABLES = new LinkedHashMap<>();
    private static GameSetup balmySetup;
    private static Played balmy;
    /** Nebelwind: the table at the first of each kind of decision of a 5-seat game (the most players, two chips discarded), the finished game, its history and replay. */
    private static final Map<String, Session> NEBEL_TABLES = new LinkedHashMap<>();
    private static GameSetup nebelSetup;
    private static Played nebel;
    /** Nebelwind solo (N13): the person and three automata, whose chips the right column counts. */
    private static final Map<String, Session> NEBEL_SOLO_TABLES = new LinkedHashMap<>();

    private record Case(String screen, Supplier<BaseScreen> make, Consumer<BaseScreen> then) {
    }

    @BeforeAll
    static void prepare() throws Exception {
        HeadlessGdx.start();
        engine = new Engine(LayoutTest.class.getClassLoader(), List.of(Path.of("..", "scripts").toAbsolutePath().normalize()));
        engine.houseRules().reload(); // read and check the bundled rules: the new-game screen lists them
        Path autosave = dir.resolve("autosave.json");
        finishedFile = dir.resolve("finished.json");
        host = new TestHost(engine, dir, autosave, List.of(finishedFile));

        GameSetup setup = new GameSetup(seats(4), List.of("base", "harbour", "expansion"), Map.of(),
                List.of(new HouseRuleChoice("coastal-pride", Map.of()), new HouseRuleChoice("grand-cities", Map.of())), SEED, true);
        RuleSet rules = engine.factory().create(setup.config());
        // one game with random legal moves; the table is laid out at the first of each kind of decision
        Session played = session(rules, setup, List.of());
        Game g = played.table.localGame();
        Rng rng = new Rng(SEED);
        IntList codes = new IntList();
        Map<String, Integer> firstAt = new LinkedHashMap<>();
        while (!g.isOver()) {
            String kind = g.pending().id() + (played.round() == 0 ? "@setup" : "");
            firstAt.putIfAbsent(kind, g.actions().size());
            g.legalCodes(codes);
            assertTrue(played.submit(g.pendingSeat(), g.decode(codes.get(rng.nextInt(codes.size())))).accepted());
        }
        List<Action> actions = new ArrayList<>(g.actions());
        for (var e : firstAt.entrySet()) TABLES.put(e.getKey(), session(rules, setup, actions.subList(0, e.getValue())));
        finished = played;
        try (Saves s = new Saves(finishedFile)) {
            s.save(played).get(60, TimeUnit.SECONDS);
        }
        Files.copy(finishedFile, autosave); // "Continue" and the replay list have something to show
        history = GameHistory.replay(rules, SEED, new ArrayList<>(g.actionSeats()), actions, GameHistory.lines(rules, host.clientModules()));
        ReplayTable table = ReplayTable.open(SaveGame.parse(finishedFile, engine.factory()), GameHistory.lines(rules, host.clientModules()));
        replay = new Session(table, setup, seatInfos(4), host.text, host.clientModules());
        preparePirateBay();
        prepareBalmy();
        prepareNebelwind();
        prepareOnline();
    }

    /** A 6-seat game of Pirate Bay (the widest players' list) played with random legal moves; the tables at each kind of decision. */
    private static void preparePirateBay() throws Exception {
        List<SeatSetup> seats = new ArrayList<>();
        for (int i = 0; i < 6; i++) seats.add(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.values()[i], SeatSetup.PlayerSymbol.values()[i]));
        pirateSetup = new GameSetup(seats, List.of("pirate-bay"), Map.of(), List.of(), SEED, true, "pirate-bay");
        Played p = play(pirateSetup, PIRATE_TABLES, (kind, session) -> kind.equals("pirate-bay:lay") && session.round() >= 2 ? "pirate-bay:lay, round 2" : kind, "pirate");
        pirateFinished = p.finished();
        pirateFile = p.file();
        pirateHistory = p.history();
        pirateReplay = p.replay();
    }

    /**
     * Balmy Balloonists with the storm at 3 seats: two balloons each, six rows of balloons (the most), played with random
     * legal moves; the tables at each kind of decision, the first card decision of round 3 too (balloons spread over the map).
     */
    private static void prepareBalmy() throws Exception {
        balmySetup = new GameSetup(seats(3), List.of("balmy-balloonists", "balmy-storm"), Map.of(), List.of(), SEED, true, "balmy-balloonists");
        balmy = play(balmySetup, BALMY_TABLES, (kind, session) -> kind.equals("balmy-balloonists:card") && session.round() >= 3 ? "balmy-balloonists:card, round 3" : kind,
                "balmy");
    }

    /** Nebelwind at 5 seats: the widest players' list, the most chips on the spaces; the tables at each kind of decision (a place in round 3 too). */
    private static void prepareNebelwind() throws Exception {
        nebelSetup = new GameSetup(seats(5), List.of("nebelwind"), Map.of(), List.of(), SEED, true, "nebelwind");
        nebel = play(nebelSetup, NEBEL_TABLES, (kind, session) -> kind.equals("nebelwind:place") && session.round() >= 3 ? "nebelwind:place, round 3" : kind, "nebelwind");
        play(new GameSetup(seats(1), List.of("nebelwind"), Map.of(), List.of(), SEED, true, "nebelwind"), NEBEL_SOLO_TABLES,
                (kind, session) -> kind.equals("nebelwind:place") && session.round() >= 2 ? "nebelwind:place, round 2" : kind, "nebelwind-solo");
    }

    /** A finished game of random legal moves, saved, with its history and its replay. */
    private record Played(Session finished, Path file, GameHistory history, Session replay) {
    }

    /** Plays a game of random legal moves, puts a table at the first of each kind of decision (as {@code kind} names it) into {@code tables}. */
    private static Played play(GameSetup setup, Map<String, Session> tables, java.util.function.BiFunction<String, Session, String> kind, String name) throws Exception {
        RuleSet rules = engine.factory().create(setup.config());
        Session played = session(rules, setup, List.of());
        Game g = played.table.localGame();
        Rng rng = new Rng(SEED);
        IntList codes = new IntList();
        Map<String, Integer> firstAt = new LinkedHashMap<>();
        while (!g.isOver()) {
            firstAt.putIfAbsent(kind.apply(g.pending().id(), played), g.actions().size());
            g.legalCodes(codes);
            assertTrue(played.submit(g.pendingSeat(), g.decode(codes.get(rng.nextInt(codes.size())))).accepted());
        }
        List<Action> actions = new ArrayList<>(g.actions());
        for (var e : firstAt.entrySet()) tables.put(e.getKey(), session(rules, setup, actions.subList(0, e.getValue())));
        Path file = dir.resolve(name + "-finished.json");
        try (Saves s = new Saves(file)) {
            s.save(played).get(60, TimeUnit.SECONDS);
        }
        GameHistory history = GameHistory.replay(rules, SEED, new ArrayList<>(g.actionSeats()), actions, GameHistory.lines(rules, host.clientModules()));
        ReplayTable table = ReplayTable.open(SaveGame.parse(file, engine.factory()), GameHistory.lines(rules, host.clientModules()));
        return new Played(played, file, history, new Session(table, setup, seatInfos(setup.seats().size()), host.text, host.clientModules()));
    }

    /** The online screens need a server: the client's own, hosted in-process on loopback, with a waiting table and a running one. */
    private static void prepareOnline() throws Exception {
        HostedServer server = host.online.host(0).get(120, TimeUnit.SECONDS);
        Map<String, String> modules = OnlineScreen.modules(host);
        // a long name and a seat still free: the lobby's widest rows
        waiting = OnlineLink.host(server.localAddress(), new ClientMessage.Create(List.of("base", "harbour", "expansion"), Map.of(), List.of("coastal-pride"),
                List.of("person", "person", "bot:strong", "bot:random"), false), "Maximiliane Oberhuber-Fontainebleau", host.online.tokens(), modules);
        // a friend who comes to that table: watching, with Take a seat
        watcher = OnlineLink.enter(server.localAddress(), waiting.code(), new io.fogisles.client.online.SeatTokens(dir.resolve("friend-seats")), modules);
        OnlineLink playing = OnlineLink.host(server.localAddress(), new ClientMessage.Create(List.of("base", "harbour", "expansion"), Map.of(), List.of(),
                List.of("person", "person", "person", "bot:random"), false), "Maximiliane Oberhuber-Fontainebleau", host.online.tokens(), modules);
        // two more people join and are gone again before the start: the table shows those seats away (the host may let a bot play them)
        for (String name : List.of("Jean-Baptiste Delacroix-Montmorency", "Anne-Sophie Lefebvre-Beaumarchais"))
            try (GameClient friend = GameClient.connect(server.localAddress(), "friend", false)) {
                friend.reconnecting(false);
                friend.send(new ClientMessage.Join(playing.code(), name));
                friend.next(ServerMessage.Seated.class, java.time.Duration.ofSeconds(30));
            }
        awaitTable(playing, t -> t.seats().get(1).taken() && !t.seats().get(1).connected() && t.seats().get(2).taken() && !t.seats().get(2).connected(),
                "the second and third seats are away: the table online says so");
        playing.start();
        // the host lets a bot play the third seat: the table online and the lobby name the stand-in
        awaitTable(playing, t -> t.status().equals("playing"), "the table started");
        playing.handOver(2, "greedy");
        awaitTable(playing, t -> t.seats().get(2).standIn().equals("greedy"), "a greedy bot stands in for the third seat");
        standInWatcher = OnlineLink.enter(server.localAddress(), playing.code(), new io.fogisles.client.online.SeatTokens(dir.resolve("spectator-seats")), modules);
        awaitTable(playing, t -> !started.isEmpty(), "the first state of the game arrived");
        List<ServerMessage.State> states = new ArrayList<>(started);
        assertTrue(!states.isEmpty(), "the online table started");
        RuleSet rules = engine.factory().create(OnlinePlay.config(playing.table()));
        GameSetup setup = OnlinePlay.setup(playing.table());
        List<SeatInfo> seats = new ArrayList<>();
        for (int i = 0; i < setup.seats().size(); i++) {
            SeatSetup s = setup.seats().get(i);
            seats.add(new SeatInfo(i, s.colour(), s.symbol(), s.bot() ? s.level() : null));
        }
        online = new Session(new OnlineTable(rules, playing, states), setup, seats, host.text, host.clientModules());
    }

    /** The states the host's link received while the test waited for its table (the game screen plays them from the first). */
    private static final List<ServerMessage.State> started = new ArrayList<>();

    /** Takes what the link receives until its table is as {@code wanted}; keeps the states. */
    private static void awaitTable(OnlineLink link, java.util.function.Predicate<ServerMessage.Table> wanted, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(180); // one message on its way: generous for a busy machine
        while (System.nanoTime() < end && !wanted.test(link.table())) {
            for (ServerMessage m : link.drain()) if (m instanceof ServerMessage.State st) started.add(st);
            Thread.sleep(10);
        }
        assertTrue(wanted.test(link.table()), what);
    }

    @AfterAll
    static void close() {
        if (online != null) online.table.close();
        if (waiting != null) waiting.close();
        if (watcher != null) watcher.close();
        if (standInWatcher != null) standInWatcher.close();
        host.online.close();
        if (engine != null) engine.close();
    }

    private static List<SeatSetup> seats(int n) {
        List<SeatSetup> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.values()[i], SeatSetup.PlayerSymbol.values()[i]));
        return out;
    }

    private static List<SeatInfo> seatInfos(int n) {
        List<SeatInfo> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new SeatInfo(i, SeatSetup.PlayerColour.values()[i], SeatSetup.PlayerSymbol.values()[i], null));
        return out;
    }

    /** A table of people only (nobody moves unless told), after {@code actions}. */
    private static Session session(RuleSet rules, GameSetup setup, List<Action> actions) {
        Game game = rules.newGame(SEED, true);
        Session s = new Session(new HotSeatTable(game), setup, seatInfos(setup.seats().size()), host.text, host.clientModules());
        for (Action a : actions) assertTrue(s.submit(game.pendingSeat(), a).accepted());
        return s;
    }

    private static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        out.add(new Case("title", () -> new StartScreen(host), s -> { }));
        out.add(new Case("title with a message", () -> new StartScreen(host, host.text.t("client.start.continue-failed", "step 12 differs: the state hash does not match")), s -> { }));
        GameSetup full = new GameSetup(List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.values()[0], SeatSetup.PlayerSymbol.values()[0]),
                new SeatSetup(true, "strong", SeatSetup.PlayerColour.values()[1], SeatSetup.PlayerSymbol.values()[1]),
                new SeatSetup(true, "random", SeatSetup.PlayerColour.values()[2], SeatSetup.PlayerSymbol.values()[2]),
                new SeatSetup(true, "expert:500ms", SeatSetup.PlayerColour.values()[3], SeatSetup.PlayerSymbol.values()[3])),
                List.of("base", "harbour", "expansion"), Map.of(),
                List.of(new HouseRuleChoice("coastal-pride", Map.of()), new HouseRuleChoice("generous-harbour", Map.of()), new HouseRuleChoice("early-expansion", Map.of())),
                SEED, true);
        out.add(new Case("new game, all modules, rules chosen", () -> new NewGameScreen(host), s -> ((NewGameScreen) s).setup(full)));
        GameSetup small = new GameSetup(seats(2), List.of("base"), Map.of(), List.of(), 7, false);
        out.add(new Case("new game, base only (rules that need modules)", () -> new NewGameScreen(host), s -> ((NewGameScreen) s).setup(small)));
        out.add(new Case("play online", () -> new OnlineScreen(host, null), s -> { }));
        out.add(new Case("play online, no such table", () -> new OnlineScreen(host, host.text.t("client.online.no-table", "ZZZZ99", "192.168.178.120:7777")), s -> { }));
        out.add(new Case("play online, the server cannot start", () -> new OnlineScreen(host, host.text.t("client.online.host-failed", 7777,
                "Failed to bind to 0.0.0.0/0.0.0.0:7777: Address already in use")), s -> { }));
        out.add(new Case("play online, rules missing here", () -> new OnlineScreen(host, host.text.t("client.online.rules-missing",
                "house rule 'lucky-drops-deluxe' is not installed (installed: coastal-pride, early-expansion, gale, generous-harbour, grand-cities)")), s -> { }));
        out.add(new Case("host a game: the table", () -> new NewGameScreen(host, null, x -> { }), s -> ((NewGameScreen) s).setup(full)));
        out.add(new Case("lobby", () -> new LobbyScreen(host, waiting, "192.168.178.120:7777"), s -> { }));
        out.add(new Case("lobby, watching", () -> new LobbyScreen(host, watcher, "fog-isles-server.example.org:7777"), s -> { }));
        out.add(new Case("lobby, a bot stands in for an away player", () -> new LobbyScreen(host, standInWatcher, "192.168.178.120:7777"), s -> { }));
        out.add(new Case("table online (a seat away, one played by a bot)", () -> new GameScreen(host, online), s -> { }));
        out.add(new Case("table online: the host's menu (let a bot play for an away seat)", () -> new GameScreen(host, online), s -> ((GameScreen) s).menu(true)));
        out.add(new Case("settings", () -> new SettingsScreen(host, () -> { }), s -> { }));
        out.add(new Case("replay list", () -> new ReplaysScreen(host), s -> { }));
        out.add(new Case("replay list, a file not found", () -> new ReplaysScreen(host, host.text.t("client.replays.no-file", "/home/someone/very/long/path/to/a/save/that/is/not/there.json")), s -> { }));
        out.add(new Case("loading", () -> new LoadingScreen<>(host, host.text.t("client.loading.game"), new CompletableFuture<>(), x -> { }, x -> { }), s -> { }));
        for (var t : TABLES.entrySet()) out.add(new Case("table: " + t.getKey(), () -> new GameScreen(host, t.getValue()), s -> { }));
        Session mid = TABLES.values().stream().skip(TABLES.size() / 2).findFirst().orElseThrow();
        out.add(new Case("table: menu", () -> new GameScreen(host, mid), s -> ((GameScreen) s).menu(true)));
        out.add(new Case("table: help", () -> new GameScreen(host, mid), s -> ((GameScreen) s).help(true)));
        out.add(new Case("replay viewer, halfway", () -> new GameScreen(host, replay), s -> {
            replay.table.replay().seek(replay.table.replay().length() / 2);
            replay.resync();
        }));
        out.add(new Case("replay viewer, at the end", () -> new GameScreen(host, replay), s -> {
            replay.table.replay().seek(replay.table.replay().length());
            replay.resync();
        }));
        for (int chart = 0; chart < 3; chart++) {
            int k = chart;
            out.add(new Case("score sheet, chart " + k, () -> new EndScreen(host, finished, history, finishedFile), s -> ((EndScreen) s).showChart(k)));
        }
        // Pirate Bay: the title with the game chosen, its setup, the table at each decision, the hand-over, its replay and score sheet
        out.add(new Case("pirate bay: title", () -> {
            host.settings().game = "pirate-bay";
            return new StartScreen(host);
        }, s -> host.settings().game = null));
        out.add(new Case("pirate bay: new game, six seats", () -> new NewGameScreen(host), s -> ((NewGameScreen) s).setup(pirateSetup)));
        out.add(new Case("pirate bay: host a table", () -> new NewGameScreen(host, null, x -> { }), s -> ((NewGameScreen) s).setup(pirateSetup)));
        for (var t : PIRATE_TABLES.entrySet())
            out.add(new Case("pirate bay table: " + t.getKey(), () -> new GameScreen(host, t.getValue()), s -> ((GameScreen) s).takeOver()));
        Session lay = PIRATE_TABLES.getOrDefault("pirate-bay:lay, round 2", PIRATE_TABLES.get("pirate-bay:lay"));
        out.add(new Case("pirate bay table: a card picked up (ghosts)", () -> new GameScreen(host, lay), s -> {
            GameScreen gs = (GameScreen) s;
            gs.takeOver();
            gs.render(1 / 60f);
            gs.view().selected = gs.view().turn.sources().iterator().next();
        }));
        out.add(new Case("pirate bay table: the hand-over cover", () -> new GameScreen(host, lay), s -> { }));
        out.add(new Case("pirate bay: replay viewer, halfway", () -> new GameScreen(host, pirateReplay), s -> {
            pirateReplay.table.replay().seek(pirateReplay.table.replay().length() / 2);
            pirateReplay.resync();
        }));
        for (int chart = 0; chart < 3; chart++) {
            int k = chart;
            out.add(new Case("pirate bay: score sheet, chart " + k, () -> new EndScreen(host, pirateFinished, pirateHistory, pirateFile), s -> ((EndScreen) s).showChart(k)));
        }
        // Balmy Balloonists: the same, with a card picked up whose symbol may be used (the hand's use buttons)
        out.add(new Case("balmy: title", () -> {
            host.settings().game = "balmy-balloonists";
            return new StartScreen(host);
        }, s -> host.settings().game = null));
        out.add(new Case("balmy: new game, three seats, the storm", () -> new NewGameScreen(host), s -> ((NewGameScreen) s).setup(balmySetup)));
        out.add(new Case("balmy: host a table", () -> new NewGameScreen(host, null, x -> { }), s -> ((NewGameScreen) s).setup(balmySetup)));
        for (var t : BALMY_TABLES.entrySet())
            out.add(new Case("balmy table: " + t.getKey(), () -> new GameScreen(host, t.getValue()), s -> ((GameScreen) s).takeOver()));
        Session card = BALMY_TABLES.getOrDefault("balmy-balloonists:card, round 3", BALMY_TABLES.get("balmy-balloonists:card"));
        out.add(new Case("balmy table: a card picked up (its balloons lit, its uses offered)", () -> new GameScreen(host, card), s -> {
            GameScreen gs = (GameScreen) s;
            gs.takeOver();
            gs.render(1 / 60f);
            var turn = gs.view().turn;
            gs.view().selected = turn.sources().stream().filter(src -> turn.targetsOf(src).size() > 1).findFirst().orElse(turn.sources().iterator().next());
        }));
        out.add(new Case("balmy table: the hand-over cover", () -> new GameScreen(host, card), s -> { }));
        out.add(new Case("balmy: replay viewer, halfway", () -> new GameScreen(host, balmy.replay()), s -> {
            balmy.replay().table.replay().seek(balmy.replay().table.replay().length() / 2);
            balmy.replay().resync();
        }));
        for (int chart = 0; chart < 3; chart++) {
            int k = chart;
            out.add(new Case("balmy: score sheet, chart " + k, () -> new EndScreen(host, balmy.finished(), balmy.history(), balmy.file()), s -> ((EndScreen) s).showChart(k)));
        }
        // Nebelwind: the same; a whale picked up (its ports lit) and the hand-over cover at its secret discard
        out.add(new Case("nebelwind: title", () -> {
            host.settings().game = "nebelwind";
            return new StartScreen(host);
        }, s -> host.settings().game = null));
        out.add(new Case("nebelwind: new game, five seats", () -> new NewGameScreen(host), s -> ((NewGameScreen) s).setup(nebelSetup)));
        for (var t : NEBEL_TABLES.entrySet())
            out.add(new Case("nebelwind table: " + t.getKey(), () -> new GameScreen(host, t.getValue()), s -> ((GameScreen) s).takeOver()));
        Session move = NEBEL_TABLES.get("nebelwind:move");
        if (move != null) out.add(new Case("nebelwind table: a whale picked up (its ports lit)", () -> new GameScreen(host, move), s -> {
            GameScreen gs = (GameScreen) s;
            gs.takeOver();
            gs.render(0);
            if (!gs.view().turn.sources().isEmpty()) gs.view().selected = gs.view().turn.sources().iterator().next();
        }));
        Session solo = NEBEL_SOLO_TABLES.get("nebelwind:place, round 2");
        if (solo != null) out.add(new Case("nebelwind solo table: a chip to place among the automata's", () -> new GameScreen(host, solo), s -> { }));
        out.add(new Case("nebelwind table: the hand-over cover", () -> new GameScreen(host, NEBEL_TABLES.get("nebelwind:discard")), s -> { }));
        out.add(new Case("nebelwind: replay viewer, halfway", () -> new GameScreen(host, nebel.replay()), s -> {
            nebel.replay().table.replay().seek(nebel.replay().table.replay().length() / 2);
            nebel.replay().resync();
        }));
        for (int chart = 0; chart < 3; chart++) {
            int k = chart;
            out.add(new Case("nebelwind: score sheet, chart " + k, () -> new EndScreen(host, nebel.finished(), nebel.history(), nebel.file()), s -> ((EndScreen) s).showChart(k)));
        }
        return out;
    }

    @Test
    void everyTextFitsItsCellAndCoversNoOtherInEveryLanguageWindowAndScale() throws java.io.IOException {
        Files.deleteIfExists(Path.of("target", "layout-problems.txt"));
        List<String> problems = new ArrayList<>();
        int layouts = 0;
        int[][] windows = {{1280, 800}, {Settings.MIN_WINDOW_WIDTH, Settings.MIN_WINDOW_HEIGHT}};
        for (int[] win : windows)
            for (float scale : Settings.scalesFor(win[0], win[1]))
                for (String lang : Settings.LANGUAGES)
                    for (Case c : cases()) {
                        host.use(lang, win[0], win[1], scale);
                        String where = String.format("%s | %s | %dx%d | %d %%", c.screen(), lang, win[0], win[1], Math.round(scale * 100));
                        for (String p : layOut(c)) problems.add(where + " | " + p);
                        layouts++;
                    }
        if (!problems.isEmpty()) {
            try { // the whole list, for reading (the failure message shows the first ones)
                Files.write(Path.of("target", "layout-problems.txt"), problems);
            } catch (java.io.IOException e) {
                // the message below says enough
            }
            fail(problems.size() + " texts do not fit or overlap (" + layouts + " layouts):\n" + String.join("\n", problems.subList(0, Math.min(150, problems.size())))
                    + (problems.size() > 150 ? "\n... (all in target/layout-problems.txt)" : ""));
        }
        assertTrue(layouts >= 3 * 3 * cases().size(), "every case was laid out in every language at several scales: " + layouts);
    }

    /** Builds a screen, lets it lay itself out as in a frame, and inspects its labels and painted texts. */
    private static List<String> layOut(Case c) {
        BaseScreen s = c.make().get();
        s.show();
        c.then().accept(s);
        for (int i = 0; i < 3; i++) s.render(1 / 60f); // the HUD and the overlays settle after the first frames
        LayoutInspector inspector = new LayoutInspector(s.worldWidth(), s.worldHeight());
        inspector.stage(s.stage);
        if (s instanceof GameScreen gs) {
            for (Panel p : gs.panels()) {
                if (!p.visible(gs.view())) continue;
                Rectangle box = new Rectangle(p.bounds.x, p.bounds.y, p.bounds.w, p.bounds.h);
                host.painter.probe((text, x, y, w, h) -> inspector.painted("panel " + p.id(), box, text, x, y, w, h));
                host.painter.begin(new Matrix4());
                p.draw(host.painter, gs.view());
                host.painter.end();
            }
        }
        for (Chart chart : charts(s.stage.getRoot(), new ArrayList<>())) {
            Vector2 at = chart.localToStageCoordinates(new Vector2());
            Rectangle box = new Rectangle(at.x, at.y, chart.getWidth(), chart.getHeight());
            host.painter.probe((text, x, y, w, h) -> inspector.painted("chart", box, text, x, y, w, h));
            SpriteBatch batch = BATCH.get();
            batch.begin();
            chart.draw(batch, 1);
            batch.end();
        }
        host.painter.probe(null);
        inspector.overlaps();
        return inspector.problems;
    }

    private static final Supplier<SpriteBatch> BATCH = new Supplier<>() {
        private SpriteBatch batch;

        @Override
        public SpriteBatch get() {
            if (batch == null) batch = new SpriteBatch(100);
            return batch;
        }
    };

    private static List<Chart> charts(Actor a, List<Chart> out) {
        if (a instanceof Chart c) out.add(c);
        if (a instanceof Group g) for (Actor k : g.getChildren()) charts(k, out);
        return out;
    }
}
