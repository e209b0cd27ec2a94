package io.fogisles.client;

import com.badlogic.gdx.Screen;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.online.HostedServer;
import io.fogisles.client.screens.EndScreen;
import io.fogisles.client.screens.GameScreen;
import io.fogisles.client.screens.LobbyScreen;
import io.fogisles.client.screens.NewGameScreen;
import io.fogisles.client.screens.OnlineScreen;
import io.fogisles.kernel.random.Rng;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.time.Duration;
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
 * the table's own bindings, and the score sheet must show the totals the joined bot was sent. Pictures of each
 * screen ({@code smoke-online-*.png}, or with {@code --screenshots} the pictures of docs/online.md).
 */
final class OnlineSmokeRun {
    private enum Step { FORM, HOSTING, SETUP, LOBBY, STARTING, PLAYING, END, DONE }

    private final Consumer<String> shot;
    private final boolean docs;
    private final List<String> modules;
    private final Rng choices = new Rng(11);
    private Step step = Step.FORM;
    private int frames;
    private CompletableFuture<ServerMessage.State> friend;
    private String code;
    private int actions;
    private boolean gameShot;
    private final List<String> report = new ArrayList<>();
    private String failure;

    /** @param shot takes a picture of the frame just drawn under that file name */
    OnlineSmokeRun(Consumer<String> shot, boolean docs, List<String> modules) {
        this.shot = shot;
        this.docs = docs;
        this.modules = modules;
    }

    private String name(String what) {
        return docs ? "online-" + what + ".png" : "smoke-online-" + what + ".png";
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
                    friend = join(app, app.online.hosted(), code);
                    frames = 0;
                }
                boolean full = lobby.link().table().seats().stream().allMatch(ServerMessage.SeatInfo::taken);
                if (full && frames > 4) {
                    shot.accept(name("lobby"));
                    lobby.start();
                    step = Step.STARTING;
                } else if (friend.isDone() && !full) {
                    return fail("the friend's bot could not join: " + cause(friend));
                }
            }
            case STARTING -> {
                if (s instanceof GameScreen) {
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

    /** The friend: a headless bot of the protocol joins the table with its code, as another computer would. */
    private static CompletableFuture<ServerMessage.State> join(FogIslesApp app, HostedServer server, String code) {
        CompletableFuture<ServerMessage.State> f = new CompletableFuture<>();
        io.fogisles.kernel.script.ScriptThreads.daemon("smoke-friend", () -> {
            try (GameClient c = GameClient.connect(server.localAddress(), "smoke friend", false)) {
                BotPlayer bot = BotPlayer.join(c, code, "Zed", "greedy", app.engine().factory()::create, 5);
                f.complete(bot.play(Duration.ofMinutes(5)));
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        }).start();
        return f;
    }

    /** The host's seat through the table's bindings; a picture of its first flight with the moves lit (round 2 on). */
    private void play(GameScreen gs) {
        var session = gs.session();
        int seat = session.humanToMove();
        if (seat < 0 || !gs.animationsIdle() || frames < 2) return;
        var turn = gs.view().turn;
        if (turn.isEmpty()) return;
        if (!gameShot && turn.pending().id().equals("base:fly") && session.round() >= 2) {
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
        ServerMessage.State last;
        try {
            last = friend.get(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            return fail("the friend's bot did not finish: " + e);
        }
        int[] sent = last.totals().stream().mapToInt(Integer::intValue).toArray();
        report.add("online: hosted table " + code + ", seats person (this client), person (a joined BotPlayer), bot:greedy; modules " + modules);
        report.add("online: the host's seat played through the table's bindings: " + actions + " actions");
        report.add("online: score sheet totals " + Arrays.toString(shown) + ", totals the server sent the joined bot " + Arrays.toString(sent));
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
