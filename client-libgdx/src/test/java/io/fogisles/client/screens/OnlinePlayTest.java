package io.fogisles.client.screens;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Screen;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import io.fogisles.client.core.Engine;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.GameTable;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Settings;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.online.HostedServer;
import io.fogisles.client.online.OnlineTable;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Play online through the client's own screens, against a real server on loopback (the one the client hosts
 * in-process, with its embedded database in a temporary data folder) and real libGDX (headless backend, an
 * OpenGL that draws nothing): buttons are pressed and fields typed as a player would. Progress waits on what
 * arrives, never on time; the timeouts only stop a hung run.
 */
@Timeout(value = 1800, unit = TimeUnit.SECONDS) // a guard against a hung run only: each wait is on progress
class OnlinePlayTest {
    @TempDir
    static Path dir;
    private static Engine engine;
    private static TestHost host;

    @BeforeAll
    static void prepare() {
        HeadlessGdx.start();
        engine = new Engine(OnlinePlayTest.class.getClassLoader(), List.of(Path.of("..", "scripts").toAbsolutePath().normalize()));
        host = new TestHost(engine, dir, dir.resolve("autosave.json"), List.of());
        host.use("en", 1280, 800, 1f);
        host.settings.animationSpeed = Settings.AnimationSpeed.FAST; // the moves animate, quickly
    }

    @AfterAll
    static void close() {
        host.online.close();
        engine.close();
    }

    /**
     * Title, Play online, Host (port 0: any free one); the new-game screen as the table's setup with this player
     * and two server bots; the lobby's Start; then the whole game on the game screen, this seat's moves chosen among
     * the lit legal ones, the bots' moves arriving from the server. Halfway the connection drops (it comes back by
     * itself), later the player closes the table and comes back with the Join form and the same code, which gives
     * the same seat back. Early on the player takes a step back with Undo, where the server allows it. The score sheet at the end has exactly the totals the server sent a spectator.
     */
    @Test
    void aHostedGameWithBotsIsPlayedThroughTheScreensToTheScoreSheetTheServerReports() throws Exception {
        LobbyScreen lobby = hostTable(true);
        HostedServer server = host.online.hosted();
        String code = lobby.link().code();
        assertEquals(6, code.length(), "a short table code");
        assertTrue(texts(lobby).stream().anyMatch(t -> t.contains(server.address()) && t.contains(code)), "the lobby shows the address and code to give: " + texts(lobby));
        assertEquals(0, lobby.link().seat(), "the host sits at the person seat");
        assertNotNull(host.online.tokens().get(server.localAddress(), code), "the seat's token is remembered");

        // the host leaves before the start and comes back with the Join form: seat and host token were remembered
        press(lobby, "Leave the table");
        lobby.dispose(); // as the application does with a screen it leaves
        BaseScreen title2 = shown(StartScreen.class);
        press(title2, "Play online");
        OnlineScreen form2 = shown(OnlineScreen.class);
        form2.addressField().setText("localhost:" + server.port()); // another name of the server than the one the table was created by
        form2.codeField().setText(code);
        press(form2, "Join");
        lobby = follow(LobbyScreen.class);
        assertEquals(0, lobby.link().seat(), "the same seat");
        assertTrue(lobby.link().isHost(), "still the host: it may start the table");

        // a spectator records what the server reports at the end
        AtomicReference<ServerMessage.State> last = new AtomicReference<>();
        Thread spectator = Thread.ofVirtual().start(() -> watch(server.localAddress(), code, last));

        press(lobby, "Start");
        GameScreen game = follow(GameScreen.class);
        OnlineTable table = (OnlineTable) game.session().table;
        assertEquals(0, table.you());
        assertTrue(texts(game).stream().anyMatch(t -> t.equals("Table " + code)), "the game screen shows the table and its seats");

        // a friend watches with the code through a client of its own: the same game screen, as a spectator
        TestHost friend = new TestHost(engine, dir.resolve("friend"), dir.resolve("friend-autosave.json"), List.of());
        friend.use("de", 1280, 800, 1f);
        OnlineScreen watchForm = new OnlineScreen(friend, null);
        watchForm.show();
        watchForm.addressField().setText(server.localAddress());
        watchForm.codeField().setText(code);
        watchForm.join();
        GameScreen watching = null;
        for (long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120); watching == null && System.nanoTime() < until; Thread.sleep(5)) {
            Screen s = friend.shown;
            if (s instanceof GameScreen g) watching = g;
            else if (s != null) {
                s.show();
                s.render(1 / 20f);
            }
        }
        assertNotNull(watching, "the friend's client shows the game; showing " + friend.shown);
        OnlineTable watched = (OnlineTable) watching.session().table;
        assertEquals(-1, watched.you(), "a spectator");
        watching.show();
        for (int i = 0; i < 20; i++) {
            watching.render(1 / 20f);
            for (int seat = 0; seat < 3; seat++) assertTrue(watched.legalActions(seat).isEmpty(), "nothing is lit for a spectator");
        }
        watching.dispose();

        Random random = new Random(7);
        int mine = 0, dropped = -1, rejoined = -1, lastStep = -1, stalled = 0, undone = -1;
        Map<Integer, ServerMessage.State> seen = new java.util.HashMap<>(); // the states shown, by step, and how many events there were then
        Map<Integer, Integer> eventsAt = new java.util.HashMap<>();
        while (!(host.shown instanceof EndScreen)) {
            if (host.shown != game) { // came back through the Join form: a new game screen at the same seat
                game = assertInstanceOf(GameScreen.class, host.shown);
                table = (OnlineTable) game.session().table;
            }
            frame(game);
            seen.putIfAbsent(table.shownState().step(), table.shownState());
            eventsAt.putIfAbsent(table.shownState().step(), table.events().size());
            if (undone < 0 && mine >= 2 && table.canUndo(0) && game.animationsIdle() && seen.containsKey(table.shownState().step() - 1)) {
                // the server says this seat may take back its last step: the Undo button does, and the earlier position comes back
                int from = table.shownState().step();
                press(game, "Undo (U)");
                for (int i = 0; i < 200_000 && table.shownState().step() >= from; i++) frame(game);
                undone = from - 1;
                assertEquals(undone, table.shownState().step(), "one step back");
                assertArrayEquals(seen.get(undone).view().ints(), table.shownState().view().ints(), "the position before the step, again");
                assertEquals(eventsAt.get(undone), table.events().size(), "the events of the step taken back are gone from the log");
                assertEquals(0, game.session().humanToMove(), "this seat chooses again");
                seen.keySet().removeIf(k -> k > from - 1);
                eventsAt.keySet().removeIf(k -> k > from - 1);
                continue;
            }
            int step = table.shownState().step();
            stalled = step == lastStep ? stalled + 1 : 0;
            lastStep = step;
            if (stalled > 200_000) throw new AssertionError("the game stands still at step " + step + ": seat " + (table.shownState().pending() + 1)
                    + " to play, this screen's seat " + (table.you() + 1) + ", legal here " + table.legalActions(table.you()).size() + ", busy " + table.busy()
                    + ", connected " + table.connected() + ", moves of this seat " + mine);
            int seat = game.session().humanToMove();
            List<Binding> lit = seat >= 0 && game.animationsIdle() ? game.session().turn(seat).bindings() : List.of();
            for (int other = 0; other < 3; other++)
                if (other != table.you()) assertTrue(table.legalActions(other).isEmpty(), "no legal moves are lit for seats that are not this screen's");
            if (lit.isEmpty()) continue;
            assertEquals(0, seat, "only this screen's seat is ever to move here");
            game.perform(lit.get(random.nextInt(lit.size())));
            mine++;
            if (mine == 6 && dropped < 0) { // a pulled cable: the connection comes back by itself at the same seat
                dropped = table.shownState().step();
                table.link().drop();
            }
            if (mine == 12 && rejoined < 0) { // the player closes the table, then joins again with the code
                rejoined = table.shownState().step();
                game.dispose();
                BaseScreen again = showing(new StartScreen(host));
                press(again, "Play online");
                OnlineScreen form = shown(OnlineScreen.class);
                form.addressField().setText(server.localAddress());
                form.codeField().setText(code.toLowerCase());
                press(form, "Join");
                GameScreen back = follow(GameScreen.class);
                assertEquals(0, ((OnlineTable) back.session().table).you(), "the remembered token gave the same seat back");
                assertTrue(((OnlineTable) back.session().table).shownState().step() >= rejoined, "at the current state");
            }
        }
        assertTrue(dropped > 0 && rejoined > dropped, "the game went on after the drop and after the rejoin");
        assertTrue(undone > 0, "a step was taken back on the way");
        System.out.println("online game: " + mine + " moves of this seat, " + table.shownState().step() + " steps in all; drop at " + dropped + ", rejoin at " + rejoined);
        assertTrue(table.shownState().step() > 3 * mine, "the bots' moves came from the server too");
        EndScreen end = (EndScreen) host.shown;
        spectator.join(Duration.ofSeconds(60));
        ServerMessage.State fin = last.get();
        assertNotNull(fin, "the spectator saw the end");
        assertTrue(fin.over());
        int[] server_totals = fin.totals().stream().mapToInt(Integer::intValue).toArray();
        assertArrayEquals(server_totals, end.sheet().totals(), "the score sheet shows the server's totals");
        assertEquals(fin.winners(), end.sheet().winners(), "and its winners");
        assertTrue(table.shownState().over());
        showing(end); // the score sheet lays out (it has no course over the rounds online)
    }

    /**
     * A player who is away, handed to a bot by the host through the table's seats panel: the host creates a table
     * (this screen's seat, a friend's seat, a server bot) through the screens; the friend joins with a headless client
     * of the protocol and plays; the friend's connection goes away for good; the panel says so and gives the host a
     * button that lets a bot play the seat; pressed, the server's bot plays the friend's turns, which the panel says
     * (the stand-in named); the friend comes back with the seat token and the stand-in is gone from the panel, the seat
     * is theirs again; the game goes on to its end.
     */
    @Test
    void theHostLetsABotPlayForAnAwayFriendUntilTheFriendComesBack() throws Exception {
        LobbyScreen lobby = hostTable(false);
        HostedServer server = host.online.hosted();
        String code = lobby.link().code();

        // the friend joins from another computer (a headless client of the protocol) and plays its seat
        GameClient friend = GameClient.connect(server.localAddress(), "friend", false);
        friend.send(new ClientMessage.Join(code, "Bob"));
        String token = friend.next(ServerMessage.Seated.class, Duration.ofSeconds(30)).seatToken();
        Thread friendPlays = Thread.ofVirtual().start(() -> quietly(() -> new BotPlayer(friend, code, token, "random", null, 3).play(Duration.ofMinutes(5))));
        LobbyScreen waiting = lobby;
        until(() -> frame(waiting), () -> waiting.link().table().seats().get(1).connected(), "the friend sits at the table");
        press(lobby, "Start");
        GameScreen game = follow(GameScreen.class);
        OnlineTable table = (OnlineTable) game.session().table;
        assertEquals(0, table.you());
        Random random = new Random(11);
        playUntil(game, random, () -> table.shownState().step() > 30, "the game runs with the friend");
        assertFalse(texts(game).stream().anyMatch(t -> t.startsWith("Away:")), "nobody is away yet");

        // the friend's connection goes and stays away: the panel says so, and the host may let a bot play the seat
        friend.reconnecting(false);
        friend.close();
        friendPlays.interrupt();
        playUntil(game, random, () -> texts(game).contains("Away: Green (Bob)"), "the panel shows the friend away");
        int handedAt = table.shownState().step();
        game.menu(true); // the host's menu offers to let a bot play the seat
        frame(game);
        press(game, "Let a bot play for Green (Bob)");
        String standIn = "Away: Green (Bob), played by Bot: greedy";
        playUntil(game, random, () -> texts(game).contains(standIn), "the panel names the bot that plays for the friend");
        assertEquals("greedy", table.seats().get(1).standIn());
        game.menu(true);
        frame(game);
        assertTrue(find(game.stage.getRoot(), "Let a bot play for Green (Bob)") == null, "the menu offers it no more once a bot plays the seat");
        game.menu(false);
        int[] friendTurns = {0};
        int[] lastPending = {-1};
        playUntil(game, random, () -> {
            int pending = table.shownState().pending();
            if (lastPending[0] == 1 && pending != 1) friendTurns[0]++; // the friend's seat moved on: the stand-in played
            lastPending[0] = pending;
            return friendTurns[0] >= 2;
        }, "the stand-in plays the friend's turns");
        assertTrue(table.shownState().step() > handedAt);

        // the friend comes back with the seat token: the seat is theirs again at once, the stand-in gone
        GameClient back = GameClient.connect(server.localAddress(), "friend again", false);
        BotPlayer returned = new BotPlayer(back, code, token, "random", null, 4);
        back.send(new ClientMessage.Rejoin(code, token));
        AtomicReference<ServerMessage.State> friendsEnd = new AtomicReference<>();
        Thread.ofVirtual().start(() -> quietly(() -> friendsEnd.set(returned.play(Duration.ofMinutes(5)))));
        playUntil(game, random, () -> table.seats().get(1).connected() && texts(game).stream().noneMatch(t -> t.startsWith("Away:")), "the panel shows the friend back");
        assertEquals("", table.seats().get(1).standIn(), "nobody stands in for a player who is back");
        int backAt = table.shownState().step();
        playUntil(game, random, () -> host.shown instanceof EndScreen, "the game goes on to its end");
        back.close();
        System.out.println("stand-in: the host handed the seat over at step " + handedAt + ", the bot played " + friendTurns[0] + " turns of it, the friend was back at step "
                + backAt + " and played " + returned.actions() + " actions to the end at step " + table.shownState().step());
        assertTrue(returned.actions() > 0, "the friend played their seat again after coming back");
    }

    /** Title, Play online, Join with a code no table has: the form comes back saying so, with the code and the address. */
    @Test
    void joiningWithAWrongCodeSaysThereIsNoSuchTable() throws Exception {
        HostedServer server = host.online.host(0).get(120, TimeUnit.SECONDS);
        BaseScreen title = showing(new StartScreen(host));
        press(title, "Play online");
        OnlineScreen online = shown(OnlineScreen.class);
        online.addressField().setText(server.localAddress());
        online.codeField().setText("ZZZZ99");
        press(online, "Join");
        OnlineScreen back = follow(OnlineScreen.class, s -> s != online);
        String expected = "There is no table with the code ZZZZ99 at " + server.localAddress() + ". Check the code with your host.";
        assertTrue(texts(back).contains(expected), "a clear message: " + texts(back));

        int closedPort; // nothing listens there: the message says no server answers
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        back.addressField().setText("127.0.0.1:" + closedPort);
        back.codeField().setText("K7QX2M");
        press(back, "Join");
        OnlineScreen again = follow(OnlineScreen.class, s -> s != back);
        assertTrue(texts(again).stream().anyMatch(t -> t.startsWith("No server answers at 127.0.0.1:" + closedPort)), "unreachable: " + texts(again));
        assertFalse(texts(again).contains(expected));
    }

    /**
     * A client whose modules differ from the server's (one in another version, one the server lacks, one only the
     * server has) is told exactly which, in the lobby, before the game opens; a client like the server is told nothing.
     */
    @Test
    void theLobbySaysWhichModuleVersionsDifferFromTheServers() throws Exception {
        HostedServer server = host.online.host(0).get(120, TimeUnit.SECONDS);
        Map<String, String> same = OnlineScreen.modules(host);
        assertTrue(same.containsKey("harbour") && same.containsKey("expansion"), "the modules installed here: " + same);
        io.fogisles.client.online.OnlineLink made = io.fogisles.client.online.OnlineLink.host(server.localAddress(),
                new ClientMessage.Create(List.of("base"), Map.of(), List.of(), List.of("person", "person"), false), "Ann", host.online.tokens(), same);
        assertEquals(List.of(), made.moduleDifferences(), "the same modules as the server");
        LobbyScreen alike = (LobbyScreen) showing(new LobbyScreen(host, made, server.localAddress()));
        assertFalse(texts(alike).stream().anyMatch(t -> t.startsWith("Module versions differ")), texts(alike).toString());

        Map<String, String> other = new java.util.TreeMap<>(same);
        other.put("harbour", "0.9.0");
        other.remove("expansion");
        other.put("lighthouse", "2.0.0");
        io.fogisles.client.online.OnlineLink joined = io.fogisles.client.online.OnlineLink.enter(server.localAddress(), made.code(),
                new io.fogisles.client.online.SeatTokens(dir.resolve("other-seats")), other);
        assertEquals(List.of(new io.fogisles.client.online.OnlineLink.ModuleDifference("expansion", null, same.get("expansion")),
                new io.fogisles.client.online.OnlineLink.ModuleDifference("harbour", "0.9.0", same.get("harbour")),
                new io.fogisles.client.online.OnlineLink.ModuleDifference("lighthouse", "2.0.0", null)), joined.moduleDifferences());
        LobbyScreen lobby = (LobbyScreen) showing(new LobbyScreen(host, joined, server.localAddress()));
        String expected = "Module versions differ from the server's: expansion only on the server (" + same.get("expansion") + "); harbour 0.9.0 here, "
                + same.get("harbour") + " on the server; lighthouse only here (2.0.0). The server decides; what this client shows may differ from it.";
        assertTrue(texts(lobby).contains(expected), "the lobby names each module and both versions: " + texts(lobby));
        lobby.dispose();
        alike.dispose();
    }

    // ------------------------------------------------------------------ helpers

    /**
     * Title, Play online, Host (port 0: any free one), the new-game screen as the table's setup (base game): this
     * player at Red, Green a bot (greedy) or a friend's seat, Yellow a random bot; Create the table: the lobby.
     */
    /**
     * Pirate Bay online: the host chooses the game on the table setup (its modules are that game's, six seats in its
     * colours, black and white among them), the lobby names the game, and the host's seat is played through the
     * table's bindings (only its own hand is face up, from the server's view) to the score sheet with Pirate Bay's rows.
     */
    @Test
    void theHostChoosesPirateBayAndPlaysItsSeatToTheScoreSheet() throws Exception {
        BaseScreen title = showing(new StartScreen(host));
        press(title, "Play online");
        OnlineScreen online = shown(OnlineScreen.class);
        online.portField().setText("0");
        press(online, "Host a game on this computer");
        NewGameScreen setupScreen = follow(NewGameScreen.class);
        press(setupScreen, "Pirate Bay"); // the game is chosen on the table setup
        assertEquals("pirate-bay", setupScreen.game().id());
        assertEquals(List.of("pirate-bay"), setupScreen.setup().modules(), "the table's modules are the game's");
        List<SeatSetup> seats = new java.util.ArrayList<>(List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE)));
        for (int i = 1; i < 6; i++) seats.add(new SeatSetup(true, i % 2 == 0 ? "random" : "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE));
        setupScreen.setup(setupScreen.setup().withSeats(seats).fittedTo(setupScreen.game(), List.of("pirate-bay")));
        press(setupScreen, "Create the table");
        LobbyScreen lobby = follow(LobbyScreen.class);
        assertTrue(texts(lobby).stream().anyMatch(t -> t.startsWith("Pirate Bay")), "the lobby names the game: " + texts(lobby));
        assertTrue(texts(lobby).containsAll(List.of("Black", "White")), "six seats in the game's colours: " + texts(lobby));
        press(lobby, "Start");
        GameScreen game = follow(GameScreen.class);
        OnlineTable table = (OnlineTable) game.session().table;
        assertEquals("pirate-bay", table.rules().game().id());
        assertEquals(SeatSetup.PlayerColour.WHITE, game.session().seat(5).colour());
        Random random = new Random(3);
        playUntil(game, random, () -> {
            if (host.shown == game && game.view().secretSeat != table.you()) throw new AssertionError("only this seat's hand shows online");
            return host.shown instanceof EndScreen;
        }, "the game reaches its score sheet");
        EndScreen end = (EndScreen) host.shown;
        assertEquals(List.of("pirate-bay:islands", "pirate-bay:round-ends"), end.sheet().rows());
        showing(end);
    }

    /**
     * Balmy Balloonists online: its four face-down decks are where a game made from a view once went wrong (a pile dealt
     * a card of another deck). This seat's every move is first played out on a copy of the game made from the view it
     * received ({@code OnlineTable.submit}, no longer guarded): a move that failed there would fail this test.
     */
    @Test
    void theHostChoosesBalmyBalloonistsAndPlaysItsSeatToTheScoreSheet() throws Exception {
        BaseScreen title = showing(new StartScreen(host));
        press(title, "Play online");
        OnlineScreen online = shown(OnlineScreen.class);
        online.portField().setText("0");
        press(online, "Host a game on this computer");
        NewGameScreen setupScreen = follow(NewGameScreen.class);
        press(setupScreen, "Balmy Balloonists");
        assertEquals("balmy-balloonists", setupScreen.game().id());
        List<SeatSetup> seats = List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                new SeatSetup(true, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                new SeatSetup(true, "random", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE));
        setupScreen.setup(setupScreen.setup().withSeats(seats).fittedTo(setupScreen.game(), List.of("balmy-balloonists")));
        press(setupScreen, "Create the table");
        LobbyScreen lobby = follow(LobbyScreen.class);
        press(lobby, "Start");
        GameScreen game = follow(GameScreen.class);
        OnlineTable table = (OnlineTable) game.session().table;
        assertEquals("balmy-balloonists", table.rules().game().id());
        int before = game.session().version();
        Random random = new Random(5);
        playUntil(game, random, () -> host.shown instanceof EndScreen, "the race reaches its score sheet");
        assertTrue(game.session().version() > before + 10, "the game went on through many steps");
        EndScreen end = (EndScreen) host.shown;
        assertEquals(List.of("balmy-balloonists:winner", "balmy-balloonists:course"), end.sheet().rows());
        showing(end);
    }

    private static LobbyScreen hostTable(boolean greenBot) throws InterruptedException {
        BaseScreen title = showing(new StartScreen(host));
        press(title, "Play online");
        OnlineScreen online = shown(OnlineScreen.class);
        online.portField().setText("0");
        press(online, "Host a game on this computer");
        NewGameScreen setupScreen = follow(NewGameScreen.class);
        assertNotNull(host.online.hosted(), "the server runs inside the client");
        setupScreen.setup(new GameSetup(List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                new SeatSetup(greenBot, "greedy", SeatSetup.PlayerColour.GREEN, SeatSetup.PlayerSymbol.TRIANGLE),
                new SeatSetup(true, "random", SeatSetup.PlayerColour.YELLOW, SeatSetup.PlayerSymbol.SQUARE)), List.of("base"), Map.of(), List.of(), 0, false));
        press(setupScreen, "Create the table");
        return follow(LobbyScreen.class);
    }

    private interface Work {
        void run() throws Exception;
    }

    /** A friend's client that is ended on purpose ends with an exception: that is expected here. */
    private static void quietly(Work w) {
        try {
            w.run();
        } catch (Exception e) {
            // the connection was closed or the thread interrupted on purpose
        }
    }

    /** How long a wait may go without progress (the timeouts only stop a hung run; a busy machine makes it slow). */
    private static final long STALL_SECONDS = 180;

    /** Draws frames until {@code done} holds; fails when nothing progressed for {@value #STALL_SECONDS} s. */
    private static void until(Runnable frame, java.util.function.BooleanSupplier done, String what) throws InterruptedException {
        until(frame, done, () -> "", what);
    }

    /** As above; a change of {@code progress} (the game's version, the screen shown) is progress. */
    private static void until(Runnable frame, java.util.function.BooleanSupplier done, java.util.function.Supplier<Object> progress, String what) throws InterruptedException {
        Object seen = progress.get();
        for (long since = System.nanoTime(); !done.getAsBoolean(); Thread.sleep(2)) {
            Object now = progress.get();
            if (!now.equals(seen)) {
                seen = now;
                since = System.nanoTime();
            }
            if (System.nanoTime() - since > TimeUnit.SECONDS.toNanos(STALL_SECONDS))
                throw new AssertionError("no progress for " + STALL_SECONDS + " s (at " + now + "): " + what);
            frame.run();
        }
    }

    /** Draws frames of the game and plays this screen's seat (a lit move at random) until {@code done} holds, while the game moves on. */
    private static void playUntil(GameScreen game, Random random, java.util.function.BooleanSupplier done, String what) throws InterruptedException {
        until(() -> {
            if (host.shown != game) return; // the score sheet: the game is over
            frame(game);
            int seat = game.session().humanToMove();
            List<Binding> lit = seat >= 0 && game.animationsIdle() ? game.session().turn(seat).bindings() : List.of();
            if (!lit.isEmpty()) game.perform(lit.get(random.nextInt(lit.size())));
        }, done, () -> host.shown + ", game version " + game.session().version(), what);
    }

    private static void watch(String address, String code, AtomicReference<ServerMessage.State> last) {
        try (GameClient c = GameClient.connect(address, "spectator", false)) {
            c.send(new ClientMessage.Watch(code));
            while (true) {
                ServerMessage.State s = c.next(ServerMessage.State.class, Duration.ofSeconds(300));
                last.set(s);
                if (s.over()) return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Shows a screen as the application would, and draws its first frames. */
    private static BaseScreen showing(BaseScreen s) {
        host.shown = s;
        s.show();
        for (int i = 0; i < 2; i++) s.render(1 / 20f);
        return s;
    }

    private static void frame(BaseScreen s) {
        s.render(1 / 20f);
    }

    private static <T extends BaseScreen> T shown(Class<T> type) {
        T s = assertInstanceOf(type, host.shown, "the screen now shown");
        showing(s);
        return s;
    }

    /** Draws frames of whatever is shown (loading screens hand on when their work is done) until a screen of {@code type} shows. */
    private static <T extends BaseScreen> T follow(Class<T> type) throws InterruptedException {
        return follow(type, s -> true);
    }

    private static <T extends BaseScreen> T follow(Class<T> type, Predicate<T> which) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
        Screen seen = null;
        while (System.nanoTime() < end) {
            Screen s = host.shown;
            if (type.isInstance(s) && which.test(type.cast(s))) {
                T t = type.cast(s);
                showing(t);
                return t;
            }
            if (s != seen) {
                seen = s;
                s.show();
            }
            s.render(1 / 20f);
            Thread.sleep(5); // the server and the client's threads work meanwhile
        }
        throw new AssertionError("no " + type.getSimpleName() + " within 180 s; showing " + host.shown);
    }

    /** Presses the button with this text, as a click would. */
    private static void press(BaseScreen s, String text) {
        TextButton b = find(s.stage.getRoot(), text);
        assertNotNull(b, "a button '" + text + "' on " + s.getClass().getSimpleName() + "; texts: " + texts(s));
        assertFalse(b.isDisabled(), "'" + text + "' is enabled");
        b.fire(new ChangeListener.ChangeEvent());
    }

    private static TextButton find(Actor a, String text) {
        if (a instanceof TextButton b && b.getText().toString().equals(text) && b.isVisible()) return b;
        if (a instanceof Group g) for (Actor c : g.getChildren()) {
            TextButton f = find(c, text);
            if (f != null) return f;
        }
        return null;
    }

    /** Every label's text on the screen. */
    private static List<String> texts(BaseScreen s) {
        List<String> out = new ArrayList<>();
        collect(s.stage.getRoot(), out);
        return out;
    }

    private static void collect(Actor a, List<String> out) {
        if (a instanceof Label l) out.add(l.getText().toString());
        if (a instanceof Group g) for (Actor c : g.getChildren()) collect(c, out);
    }
}
