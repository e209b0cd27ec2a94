package io.fogisles.client;

import com.badlogic.gdx.Screen;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.GameTable;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.online.OnlineTable;
import io.fogisles.client.screens.EndScreen;
import io.fogisles.client.screens.GameScreen;
import io.fogisles.client.screens.LobbyScreen;
import io.fogisles.client.screens.NewGameScreen;
import io.fogisles.client.screens.OnlineScreen;
import io.fogisles.kernel.random.Rng;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The smoke run's online part ({@code --smoke --online}): from the title, Play online, Host (the server starts
 * in the client on a free port), a table of two people and a server bot, a headless {@link BotPlayer} of the
 * protocol joins it with the code as a friend would, the host starts it, the driver plays the host's seat through
 * the table's own bindings, and the score sheet must show the totals the joined bot was sent. On the way (round 3)
 * the friend steps away, the host's menu lets a bot play their seat until they come back ({@link SmokeFriend}).
 * Pictures of each screen ({@code smoke-online-*.png}, or with {@code --screenshots} the pictures of docs/online.md).
 *
 * <p>With a {@link Join} ({@code --online --join ADDRESS --code CODE --name NAME}) the window is a friend's instead:
 * Play online, Join with the address, code and name, Take a seat in the lobby, then its seat is played the same way
 * to the score sheet, which must show the totals the server sent this client ({@link ServedTableRun} starts two such
 * windows against {@code ./fogisles serve}).
 */
final class OnlineSmokeRun {
    private enum Step { FORM, HOSTING, SETUP, LOBBY, STARTING, JOINING, SEATED, PLAYING, END, DONE }

    /** A table of a server elsewhere to join as a friend would: its address, its code and the name to sit down under. */
    record Join(String address, String code, String name) {
    }

    private final Consumer<String> shot;
    private final boolean docs;
    private final List<String> modules;
    private final Join join;
    private final Rng choices;
    private Step step = Step.FORM;
    private int frames;
    private SmokeFriend friend;
    /** The friend's seat handed to a bot while they are away, on the host's screen: where it stands. */
    private enum StandIn { PRESENT, AWAY, MENU, HANDED_OVER, BACK, SEEN_BACK }

    private StandIn standIn = StandIn.PRESENT;
    private int standInFrames, standInTurns, lastPending = -1, awayRound, backStep;
    private String code;
    private int actions;
    private boolean gameShot;
    private OnlineTable table;
    private final List<String> report = new ArrayList<>();
    private String failure;

    /**
     * @param shot takes a picture of the frame just drawn under that file name
     * @param join the table to join as a friend, or null to host one
     */
    OnlineSmokeRun(Consumer<String> shot, boolean docs, List<String> modules, Join join) {
        this.shot = shot;
        this.docs = docs;
        this.modules = modules;
        this.join = join;
        // each friend's window chooses differently (from its name), the same way in every run
        this.choices = new Rng(join == null ? 11 : 11 + join.name().hashCode());
    }

    /** The picture's file: the docs' name (a joined window's with its player's name in it) or the smoke run's. */
    static String pictureName(boolean docs, Join join, String what) {
        if (!docs) return "smoke-online-" + what + ".png";
        return join == null ? "online-" + what + ".png" : "online-serve-" + join.name().toLowerCase(java.util.Locale.ROOT) + "-" + what + ".png";
    }

    private String name(String what) {
        return pictureName(docs, join, what);
    }

    /** Where the run has got to (its step, the stand-in's, the actions played): a change is progress. */
    String progress() {
        return step + (standIn != StandIn.PRESENT ? " (friend " + standIn + ")" : "") + ", " + actions + " actions";
    }

    /** One frame's work; true once the run is over (then {@link #report} and {@link #failure} say how it went). */
    boolean afterFrame(FogIslesApp app) {
        frames++;
        Screen s = app.getScreen();
        switch (step) {
            case FORM -> {
                if (!(s instanceof OnlineScreen)) {
                    app.showOnline(null);
                    frames = 0;
                } else if (join != null && frames == 4) {
                    OnlineScreen form = (OnlineScreen) s;
                    form.addressField().setText(join.address());
                    form.codeField().setText(join.code());
                    form.nameField().setText(join.name());
                    form.join();
                    step = Step.JOINING;
                    frames = 0;
                } else if (frames == 4) {
                    OnlineScreen form = (OnlineScreen) s;
                    form.addressField().setText("192.168.1.20:7777");
                    form.codeField().setText("K7QX2M");
                    form.nameField().setText("Ann"); // the host's name at the table (the login name otherwise)
                } else if (frames == 6) {
                    shot.accept(name("form"));
                    OnlineScreen form = (OnlineScreen) s;
                    form.addressField().setText("");
                    form.codeField().setText("");
                    form.portField().setText("0"); // any free port: the run never fights another server for 7777
                    form.host();
                    step = Step.HOSTING;
                }
            }
            case HOSTING -> {
                if (s instanceof NewGameScreen ng) {
                    List<SeatSetup> seats = List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                            new SeatSetup(false, "greedy", SeatSetup.PlayerColour.GREEN, SeatSetup.PlayerSymbol.TRIANGLE),
                            new SeatSetup(true, "greedy", SeatSetup.PlayerColour.YELLOW, SeatSetup.PlayerSymbol.SQUARE));
                    ng.setup(new GameSetup(seats, modules, Map.of(), List.of(), 0, false));
                    step = Step.SETUP;
                    frames = 0;
                } else if (s instanceof OnlineScreen && frames > 10) {
                    return fail("hosting failed: the Play online screen came back");
                }
            }
            case SETUP -> {
                if (frames == 4) {
                    shot.accept(name("host"));
                    ((NewGameScreen) s).start();
                    step = Step.LOBBY;
                    frames = 0;
                }
            }
            case LOBBY -> {
                if (!(s instanceof LobbyScreen lobby)) break;
                if (friend == null) {
                    code = lobby.link().code();
                    friend = SmokeFriend.join(app.online.hosted().localAddress(), code, app.engine().factory()::create);
                    frames = 0;
                }
                boolean full = lobby.link().table().seats().stream().allMatch(ServerMessage.SeatInfo::taken);
                if (full && frames > 4) {
                    shot.accept(name("lobby"));
                    lobby.start();
                    step = Step.STARTING;
                } else if (friend.end().isDone() && !full) {
                    return fail("the friend's bot could not join: " + cause(friend.end()));
                }
            }
            case STARTING -> {
                if (s instanceof GameScreen) {
                    step = Step.PLAYING;
                    frames = 0;
                }
            }
            case JOINING -> {
                if (s instanceof LobbyScreen lobby) {
                    code = lobby.link().code();
                    lobby.takeSeat(); // under the name typed on the form
                    step = Step.SEATED;
                    frames = 0;
                } else if (s instanceof OnlineScreen && frames > 10) {
                    return fail("joining " + join + " failed: the Play online screen came back");
                }
            }
            case SEATED -> {
                if (s instanceof LobbyScreen lobby && lobby.link().seat() < 0) {
                    frames = 0; // waits for the seat
                } else if (s instanceof LobbyScreen && frames == 4) {
                    shot.accept(name("lobby")); // ServedTableRun lets the last player in only once this picture is there
                } else if (s instanceof GameScreen) {
                    step = Step.PLAYING;
                    frames = 0;
                }
            }
            case PLAYING -> {
                if (s instanceof EndScreen) {
                    step = Step.END;
                    frames = 0;
                } else if (s instanceof GameScreen gs) play(gs);
            }
            case END -> {
                if (frames == 4) {
                    shot.accept(name("score-sheet"));
                    return end((EndScreen) s);
                }
            }
            default -> {
                return true;
            }
        }
        return false;
    }

    /**
     * The host's side of a friend who steps away (from round 3): the seats panel says the friend is away, the host's
     * menu lets a bot play the seat (a picture of the menu), the panel names the stand-in (a picture), the bot plays
     * two of the friend's turns, then the friend comes back and the panel shows nobody away. True while the host
     * waits (its menu is open).
     */
    private boolean standIn(GameScreen gs) {
        int seat = SmokeFriend.SEAT;
        GameTable.Online.Seat friendsSeat = table.seats().get(seat);
        standInFrames++;
        switch (standIn) {
            case PRESENT -> {
                if (gs.session().round() >= 3) {
                    awayRound = gs.session().round();
                    friend.leave();
                    standIn = StandIn.AWAY;
                }
            }
            case AWAY -> {
                if (friendsSeat.away()) {
                    gs.menu(true);
                    standIn = StandIn.MENU;
                    standInFrames = 0;
                }
            }
            case MENU -> {
                if (standInFrames < 3) return true;
                shot.accept(name("hand-over"));
                table.handOver(seat, GameTable.Online.STAND_IN_LEVEL); // what the menu's "Let a bot play for ..." does
                gs.menu(false);
                standIn = StandIn.HANDED_OVER;
                standInFrames = 0;
            }
            case HANDED_OVER -> {
                if (friendsSeat.standIn().isEmpty()) standInFrames = 0;
                else if (standInFrames == 3) shot.accept(name("stand-in"));
                int pending = table.shownState().pending();
                if (lastPending == seat && pending != seat && !friendsSeat.standIn().isEmpty()) standInTurns++; // the stand-in played a turn
                lastPending = pending;
                if (standInTurns >= 2 && standInFrames > 3) {
                    backStep = table.shownState().step();
                    friend.comeBack();
                    standIn = StandIn.BACK;
                }
            }
            case BACK -> {
                if (friendsSeat.connected() && friendsSeat.standIn().isEmpty()) {
                    standIn = StandIn.SEEN_BACK;
                    report.add("online: the friend stepped away in round " + awayRound + "; the host let a bot play their seat, which it did for "
                            + standInTurns + " turns; the friend came back at step " + backStep + " and the stand-in was gone");
                }
            }
            default -> {
            }
        }
        return false;
    }

    /** This window's seat through the table's bindings; a picture of its first flight with the moves lit (round 2 on). */
    private void play(GameScreen gs) {
        table = (OnlineTable) gs.session().table;
        if (join == null && standIn(gs)) return;
        var session = gs.session();
        int seat = session.humanToMove();
        if (seat < 0 || !gs.animationsIdle() || frames < 2) return;
        var turn = gs.view().turn;
        if (turn.isEmpty()) return;
        // the island game's picture shows a flight (docs/online.md); another game's, its person's first decision of round 2
        boolean pictured = modules.contains("base") ? turn.pending().id().equals("base:fly") : true;
        if (!gameShot && pictured && session.round() >= 2) {
            gameShot = true;
            shot.accept(name("game"));
        }
        List<Binding> all = turn.bindings();
        gs.perform(all.get(choices.nextInt(all.size())));
        actions++;
        frames = 0;
    }

    private boolean end(EndScreen end) {
        step = Step.DONE;
        int[] shown = end.sheet().totals();
        if (join != null) return endJoined(shown);
        ServerMessage.State last;
        try {
            last = friend.end().get(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            return fail("the friend's bot did not finish: " + e);
        }
        int[] sent = last.totals().stream().mapToInt(Integer::intValue).toArray();
        report.add("online: hosted table " + code + ", seats person (this client), person (a joined BotPlayer), bot:greedy; modules " + modules);
        report.add("online: the host's seat played through the table's bindings: " + actions + " actions");
        report.add("online: score sheet totals " + Arrays.toString(shown) + ", totals the server sent the joined bot " + Arrays.toString(sent));
        if (!Arrays.equals(shown, sent)) failure = "the score sheet differs from the server's totals";
        if (standIn != StandIn.SEEN_BACK) failure = "the friend's stand-in did not come and go (it got to " + standIn + ")";
        return true;
    }

    /** A friend's window: its score sheet against the last state the server sent it (ServedTableRun compares the windows and the bot). */
    private boolean endJoined(int[] shown) {
        if (table == null) return fail("the game ended before this window's seat was to play");
        int[] sent = table.shownState().totals().stream().mapToInt(Integer::intValue).toArray();
        report.add("online: joined table " + code + " at " + join.address() + " as " + join.name() + ", seat " + (table.you() + 1) + "; modules " + table.rules().modules().ordered().stream().map(m -> m.id()).toList());
        report.add("online: seat " + (table.you() + 1) + " played through the table's bindings: " + actions + " actions");
        report.add("online: score sheet totals " + Arrays.toString(shown) + ", totals the server sent this window " + Arrays.toString(sent));
        if (!Arrays.equals(shown, sent)) failure = "the score sheet differs from the server's totals";
        return true;
    }

    private boolean fail(String why) {
        failure = why;
        step = Step.DONE;
        return true;
    }

    private static String cause(CompletableFuture<?> f) {
        try {
            f.join();
            return "it ended";
        } catch (Exception e) {
            return String.valueOf(e.getCause() == null ? e : e.getCause());
        }
    }

    List<String> report() {
        return report;
    }

    String failure() {
        return failure;
    }
}
